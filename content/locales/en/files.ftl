# Refusals about files and folders: a file wsdv will not read, an output folder it will not
# replace, a scenario that says one thing twice.
files-error-not-regular = will not read this: it is { $kind ->
        [folder] a folder
        [fifo] a FIFO (named pipe)
        [device] a device
        [socket] a socket
        [link] a symbolic link
       *[special] a special file
    }, not a regular file
files-error-not-regular-hint = wsdv reads only plain files; a pack that holds pipes or devices is not safe to use
files-error-too-large = will not read this { $what ->
        [content] content file
        [locale] locale file
        [scenario] scenario file
        [log] game log
        [cache] cache entry
       *[marker] marker file
    }: it is larger than { $limit } MB
files-error-too-large-hint = a real file of this kind is far smaller; is this the file you meant?
files-error-other-kind = will not replace this folder with { $what ->
        [simulation] a simulation report
        [site] the rules site
        [markdown] the Markdown tree
        [schemas] the JSON Schemas
       *[other] this output
    }: wsdv wrote it as { $other ->
        [simulation] a simulation report
        [site] the rules site
        [markdown] the Markdown tree
        [schemas] the JSON Schemas
       *[other] another kind of output
    }, and one kind of output never replaces another
files-error-other-kind-hint = name a new or empty folder, e.g. { $example }
files-error-foreign = will not replace this report folder: it holds files the report did not write ({ $files })
files-error-foreign-hint = move them elsewhere, or name another folder, e.g. { $example }; wsdv never deletes files it did not write
files-error-repeated-key = the key '{ $key }' is given twice in this mapping (first on line { $first }); YAML would keep only the last and ignore the first
files-error-repeated-key-hint = keep one '{ $key }:', or merge the two into one

# A game that needs a person's answers where no one can give them.
files-error-no-terminal = { NAME($side) } is played by a person, but there is no terminal to ask them: the input ended before the first answer
files-error-no-terminal-hint = play in a terminal, or let a bot take this side: --{ $side_id } random (or foresight, heuristic)

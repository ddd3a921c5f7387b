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
files-error-outside = will not read this: it leads out of the folder it is in, { $folder }, to { $target }
files-error-outside-hint = a shared or downloaded folder may hold links to your own files; copy the file into the folder if you meant it, or remove the link
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
files-out-cannot-look = cannot look at this path: { $code ->
       *[other] { $reason }
    }
files-out-cannot-look-hint = choose another folder
files-out-folder-link = will not write here: this is a symbolic link
files-out-folder-link-hint = name the real folder, or a new one
files-out-root = will not write over the root of the file system
files-out-root-hint = name a new folder{ $example ->
        [none] { "" }
       *[other] , e.g. { $example }
    }
files-out-cwd = will not replace the folder wsdv runs in (or one holding it)
files-out-cwd-hint = name a new folder{ $example ->
        [none] { "" }
       *[other] , e.g. { $example }
    }
files-out-not-folder = will not write here: this is { $kind ->
        [file] a file
       *[special] a device or special file
    }, not a folder
files-out-not-folder-hint = name a new folder; wsdv never replaces a file with a folder
files-out-cannot-list = cannot read this folder: { $code ->
       *[other] { $reason }
    }
files-out-cannot-list-hint = choose another folder
files-out-foreign = will not replace this folder with { $what ->
        [simulation] a simulation report
        [site] the rules site
        [markdown] the Markdown tree
        [schemas] the JSON Schemas
       *[other] this output
    }: it holds files wsdv did not write ({ $entries ->
        [one] { $entries } entry
       *[other] { $entries } entries
    }, no { $marker } marker)
files-out-foreign-hint = name a new or empty folder{ $example ->
        [none] { "" }
       *[other] , e.g. { $example }
    }; wsdv never deletes files it did not write
files-out-dangling-link = will not write here: this is a symbolic link to a file that does not exist
files-out-dangling-link-hint = name the real file, or a new one
files-out-cannot-write = cannot write here: { $code ->
       *[other] { $reason }
    }
files-out-cannot-write-hint = name a file in a folder that exists
files-out-file-link = will not write here: this is a symbolic link (to { $target }), which the new file would replace
files-out-file-link-hint = name the real file, or a new one
files-out-is-folder = cannot write here: this is a folder
files-out-is-folder-hint = name a file
files-out-special = will not write here: this is a device or special file
files-out-special-hint = name a plain file
files-out-not-owned = will not overwrite this file: wsdv did not write it
files-out-not-owned-hint = name a new file; wsdv never overwrites files it did not write
files-out-no-folder = cannot write here: the folder { $folder } does not exist
files-out-no-folder-hint = create the folder first, or name a file in a folder that exists
files-out-read-only = cannot write here: the folder { $folder } is not writable
files-out-read-only-hint = name a file in a folder you may write to
files-out-failed = could not write this file: { $code ->
       *[other] { $reason }
    }{ $nothing ->
        [yes] ; nothing was changed
       *[no] { "" }
    }
files-out-failed-hint = check the free space and the folder's permissions
files-journal-unreadable = an unfinished rename (or `wsdv new`) left this journal, and it cannot be read ({ $reason })
files-journal-unreadable-hint = restore the content from your version control, then delete the journal
files-journal-foreign = an unfinished rename (or `wsdv new`) left this journal, and it is not one wsdv wrote
files-journal-foreign-hint = restore the content from your version control, then delete the journal
files-out-nested = the Markdown tree and the site need folders of their own, neither inside the other
files-out-nested-hint = e.g. { $example }

# A game that needs a person's answers where no one can give them.
files-error-no-terminal = { NAME($side) } is played by a person, but there is no terminal to ask them: the input ended before the first answer
files-error-no-terminal-hint = play in a terminal, or let a bot take this side: --{ $side_id } random (or foresight, heuristic)

# The site's learning path, docs/learn.yaml (`wsdv site build`): each problem at its place in the file.
learn-path-unreadable = cannot read the learning path: { $reason }
learn-path-unreadable-hint = the site's learning path is docs/learn.yaml, beside the site's pages
learn-path-not-utf8 = the learning path is not UTF-8 text
learn-path-not-utf8-hint = save it as UTF-8
learn-path-yaml = this is not valid YAML: the reading stopped here
learn-path-yaml-hint = look for a missing colon, quote or bracket, or a wrong indentation, at or just before this place
learn-path-deep = the learning path nests too deeply
learn-path-deep-hint = a section is a mapping of lists of names, no deeper
learn-path-not-mapping = the learning path must be a mapping with `learn` and `places`
learn-path-not-mapping-hint = start a line with `learn:` and one with `places:`, each followed by its sections
learn-path-not-list = `{ $list }` must be a list of sections
learn-path-not-list-hint = start each section on a line of its own with `- key: NAME`
learn-path-no-key = this item of `{ $list }` needs a `key`
learn-path-no-key-hint = start the section with `- key: NAME`
learn-path-bad-key = `{ $list }`: the key `{ $key }` is not a name: letters, digits, `_` and `-` only
learn-path-bad-key-hint = the key names the part's page (learn-KEY.md), its anchor and its texts (learn-KEY-title), so it holds no `/`, `.` or space
learn-path-not-names = `{ $list }` item `{ $key }`: `{ $field }` must be a list of names
learn-path-not-names-hint = write the names in brackets, e.g. `{ $field }: [first, second]`
learn-path-unknown-pages = `{ $key }` links to unknown pages: { $names }
learn-path-unknown-pages-hint = the site's pages: { $known }
learn-path-unknown-figures = `{ $key }` shows unknown pictures: { $names }
learn-path-unknown-figures-hint = the pictures the site draws: { $known }
learn-path-unknown-lists = `{ $key }` shows unknown lists: { $names }
learn-path-unknown-lists-hint = the checklists the site makes: { $known }
learn-path-unknown-places = `{ $key }` teaches places with no section: { $names }
learn-path-unknown-places-hint = give each a section of its own under `places` (`- key: NAME`), or leave it out here
learn-path-moved-not-map = `moved` must map worked examples to the parts they were on
learn-path-moved-not-map-hint = one line for each example, e.g. `EX-1: goal`
learn-path-moved-wrong = `moved`: { $example } was on `{ $was }`, which is no other part of the path than the one that shows it
learn-path-moved-wrong-hint = name the part whose page showed the example before; the part that shows it now lists it under `examples`
learn-path-definitions = `definitions` must list the keys of the first page's definitions
learn-path-definitions-hint = write the keys in brackets, e.g. `definitions: [first, second]`; each has its words in the site string `learn-definition-<key>`
learn-path-outline = `outline` must map lines of the game at a glance ({ $lines }) to parts of the path
learn-path-outline-hint = one line for each, e.g. `LINE: PART`
learn-path-rule = `{ $rule }` names no rule with words on the rules page
learn-path-rule-hint = name a rule as the rules page's anchors do, `KIND-ID` (its anchor is `#rule-KIND-ID`)

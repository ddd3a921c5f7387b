# Refusals about files and folders: a file wsdv will not read, an output folder it will not
# replace, a scenario that says one thing twice.
files-error-not-regular = non verrà letto: è { $kind ->
        [folder] una cartella
        [fifo] una FIFO (pipe con nome)
        [device] un dispositivo
        [socket] un socket
        [link] un collegamento simbolico
       *[special] un file speciale
    }, non un file normale
files-error-not-regular-hint = wsdv legge solo file normali; un pacchetto che contiene pipe o dispositivi non è sicuro
files-error-too-large = { $what ->
        [content] questo file di contenuto non verrà letto
        [locale] questo file di traduzione non verrà letto
        [scenario] questo file di scenario non verrà letto
        [log] questo registro di partita non verrà letto
        [cache] questa voce della cache non verrà letta
       *[marker] questo file marcatore non verrà letto
    }: supera { $limit } MB
files-error-too-large-hint = un vero file di questo tipo è molto più piccolo; è proprio il file che intendevi?
files-error-other-kind = questa cartella non verrà sostituita da { $what ->
        [simulation] un rapporto di simulazione
        [site] il sito delle regole
        [markdown] l'albero Markdown
        [schemas] gli schemi JSON
       *[other] questo risultato
    }: wsdv l'ha scritta come { $other ->
        [simulation] rapporto di simulazione
        [site] sito delle regole
        [markdown] albero Markdown
        [schemas] schemi JSON
       *[other] un altro tipo di risultato
    }, e un tipo di risultato non ne sostituisce mai un altro
files-error-other-kind-hint = indica una cartella nuova o vuota, ad es. { $example }
files-error-foreign = questa cartella del rapporto non verrà sostituita: contiene file che il rapporto non ha scritto ({ $files })
files-error-foreign-hint = spostali altrove o indica un'altra cartella, ad es. { $example }; wsdv non cancella mai file che non ha scritto
files-error-repeated-key = la chiave «{ $key }» compare due volte in questa mappa (la prima alla riga { $first }); YAML terrebbe solo l'ultima e ignorerebbe la prima
files-error-repeated-key-hint = tieni un solo «{ $key }:» oppure unisci i due in uno

# Una partita che ha bisogno delle risposte di una persona dove nessuno può darle.
files-error-no-terminal = a giocare per l'{ NAME($side) } è una persona, ma non c'è un terminale da cui chiederle le mosse: l'input è finito prima della prima risposta
files-error-no-terminal-hint = gioca in un terminale o lascia la parte a un bot: --{ $side_id } random (o foresight, heuristic)

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
files-error-outside = non verrà letto: porta fuori dalla sua cartella, { $folder }, verso { $target }
files-error-outside-hint = una cartella condivisa o scaricata può contenere collegamenti ai tuoi file; copia il file nella cartella se era quello che volevi, oppure rimuovi il collegamento
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
files-out-cannot-look = impossibile esaminare questo percorso: { $code ->
        [ENOENT] non esiste
        [EACCES] permesso negato
        [EROFS] il file system è in sola lettura
        [ENOSPC] il disco è pieno
       *[other] { $reason }
    }
files-out-cannot-look-hint = scegli un'altra cartella
files-out-folder-link = qui non si scrive: è un collegamento simbolico
files-out-folder-link-hint = indica la cartella vera, o una nuova
files-out-root = non si scrive sulla radice del file system
files-out-root-hint = indica una nuova cartella{ $example ->
        [none] { "" }
       *[other] , ad es. { $example }
    }
files-out-cwd = la cartella in cui gira wsdv (o una che la contiene) non viene sostituita
files-out-cwd-hint = indica una nuova cartella{ $example ->
        [none] { "" }
       *[other] , ad es. { $example }
    }
files-out-not-folder = qui non si scrive: è { $kind ->
        [file] un file
       *[special] un dispositivo o un file speciale
    }, non una cartella
files-out-not-folder-hint = indica una nuova cartella; wsdv non sostituisce mai un file con una cartella
files-out-cannot-list = impossibile leggere questa cartella: { $code ->
        [ENOENT] non esiste
        [EACCES] permesso negato
        [EROFS] il file system è in sola lettura
        [ENOSPC] il disco è pieno
       *[other] { $reason }
    }
files-out-cannot-list-hint = scegli un'altra cartella
files-out-foreign = questa cartella non viene sostituita con { $what ->
        [simulation] un rapporto di simulazione
        [site] il sito delle regole
        [markdown] l'albero Markdown
        [schemas] gli schemi JSON
       *[other] questo risultato
    }: contiene file che wsdv non ha scritto (voci: { $entries }, nessun contrassegno { $marker })
files-out-foreign-hint = indica una cartella nuova o vuota{ $example ->
        [none] { "" }
       *[other] , ad es. { $example }
    }; wsdv non cancella mai file che non ha scritto
files-out-dangling-link = qui non si scrive: è un collegamento simbolico a un file che non esiste
files-out-dangling-link-hint = indica il file vero, o uno nuovo
files-out-cannot-write = impossibile scrivere qui: { $code ->
        [ENOENT] non esiste
        [EACCES] permesso negato
        [EROFS] il file system è in sola lettura
        [ENOSPC] il disco è pieno
       *[other] { $reason }
    }
files-out-cannot-write-hint = indica un file in una cartella esistente
files-out-file-link = qui non si scrive: è un collegamento simbolico (a { $target }) che il nuovo file sostituirebbe
files-out-file-link-hint = indica il file vero, o uno nuovo
files-out-is-folder = impossibile scrivere qui: è una cartella
files-out-is-folder-hint = indica un file
files-out-special = qui non si scrive: è un dispositivo o un file speciale
files-out-special-hint = indica un file normale
files-out-not-owned = questo file non viene sovrascritto: non l'ha scritto wsdv
files-out-not-owned-hint = indica un file nuovo; wsdv non sovrascrive mai file che non ha scritto
files-out-no-folder = impossibile scrivere qui: la cartella { $folder } non esiste
files-out-no-folder-hint = crea prima la cartella, o indica un file in una cartella esistente
files-out-read-only = impossibile scrivere qui: la cartella { $folder } non è scrivibile
files-out-read-only-hint = indica un file in una cartella in cui puoi scrivere
files-out-failed = impossibile scrivere questo file: { $code ->
        [ENOENT] non esiste
        [EACCES] permesso negato
        [EROFS] il file system è in sola lettura
        [ENOSPC] il disco è pieno
       *[other] { $reason }
    }{ $nothing ->
        [yes] ; nulla è stato modificato
       *[no] { "" }
    }
files-out-failed-hint = controlla lo spazio libero e i permessi della cartella
files-journal-unreadable = un `wsdv rename` (o un `wsdv new`) non concluso ha lasciato questo registro delle operazioni, che non si può leggere ({ $reason })
files-journal-unreadable-hint = ripristina il contenuto dal tuo sistema di controllo delle versioni, poi elimina il registro delle operazioni
files-journal-foreign = un `wsdv rename` (o un `wsdv new`) non concluso ha lasciato questo registro delle operazioni, ma non l'ha scritto wsdv
files-journal-foreign-hint = ripristina il contenuto dal tuo sistema di controllo delle versioni, poi elimina il registro delle operazioni
files-out-nested = l'albero Markdown e il sito richiedono cartelle proprie, nessuna dentro l'altra
files-out-nested-hint = es. { $example }

# Una partita che ha bisogno delle risposte di una persona dove nessuno può darle.
files-error-no-terminal = a giocare per l'{ NAME($side) } è una persona, ma non c'è un terminale da cui chiederle le mosse: l'input è finito prima della prima risposta
files-error-no-terminal-hint = gioca in un terminale o lascia la parte a un bot: --{ $side_id } random (o foresight, heuristic)

# Il percorso di apprendimento del sito, docs/learn.yaml (`wsdv site build`): ogni problema al suo posto nel file.
learn-path-unreadable = impossibile leggere il percorso di apprendimento: { $reason }
learn-path-unreadable-hint = il percorso di apprendimento del sito è docs/learn.yaml, accanto alle pagine del sito
learn-path-not-utf8 = il percorso di apprendimento non è testo UTF-8
learn-path-not-utf8-hint = salvalo in UTF-8
learn-path-yaml = questo non è YAML valido: la lettura si è fermata qui
learn-path-yaml-hint = cerca, in questo punto o subito prima, due punti, virgolette o parentesi mancanti, oppure un rientro sbagliato
learn-path-deep = il percorso di apprendimento è annidato troppo in profondità
learn-path-deep-hint = una sezione è una mappa di liste di nomi, niente di più profondo
learn-path-not-mapping = il percorso di apprendimento deve essere una mappa con `learn` e `places`
learn-path-not-mapping-hint = inizia una riga con `learn:` e una con `places:`, ciascuna seguita dalle sue sezioni
learn-path-not-list = `{ $list }` deve essere una lista di sezioni
learn-path-not-list-hint = inizia ogni sezione su una riga a sé con `- key: NOME`
learn-path-no-key = questa voce di `{ $list }` richiede una `key`
learn-path-no-key-hint = inizia la sezione con `- key: NOME`
learn-path-bad-key = `{ $list }`: la chiave `{ $key }` non è un nome: solo lettere, cifre, `_` e `-`
learn-path-bad-key-hint = la chiave dà il nome alla pagina della parte (learn-KEY.md), alla sua ancora e ai suoi testi (learn-KEY-title), quindi non contiene `/`, `.` né spazi
learn-path-not-names = `{ $list }`, voce `{ $key }`: `{ $field }` deve essere una lista di nomi
learn-path-not-names-hint = scrivi i nomi tra parentesi quadre, per esempio `{ $field }: [primo, secondo]`
learn-path-unknown-pages = `{ $key }` rimanda a pagine sconosciute: { $names }
learn-path-unknown-pages-hint = le pagine del sito: { $known }
learn-path-unknown-figures = `{ $key }` mostra immagini sconosciute: { $names }
learn-path-unknown-figures-hint = le immagini che il sito disegna: { $known }
learn-path-unknown-lists = `{ $key }` mostra liste sconosciute: { $names }
learn-path-unknown-lists-hint = le liste di controllo che il sito prepara: { $known }
learn-path-unknown-places = `{ $key }` insegna luoghi senza una sezione propria: { $names }
learn-path-unknown-places-hint = dai a ciascuno una sezione propria sotto `places` (`- key: NOME`), oppure toglilo da qui
learn-path-moved-not-map = `moved` deve associare gli esempi alle parti in cui si trovavano
learn-path-moved-not-map-hint = una riga per esempio, per esempio `EX-1: goal`
learn-path-moved-wrong = `moved`: { $example } era in `{ $was }`, che non è una parte del percorso diversa da quella che lo mostra
learn-path-moved-wrong-hint = indica la parte la cui pagina mostrava prima l'esempio; la parte che lo mostra ora lo elenca sotto `examples`
learn-path-definitions = `definitions` deve elencare le chiavi delle definizioni della prima pagina
learn-path-definitions-hint = scrivi le chiavi tra parentesi quadre, per esempio `definitions: [prima, seconda]`; le parole di ciascuna sono nel testo del sito `learn-definition-<key>`
learn-path-outline = `outline` deve associare le righe del gioco in sintesi ({ $lines }) alle parti del percorso
learn-path-outline-hint = una riga per ciascuna, per esempio `RIGA: PARTE`
learn-path-rule = `{ $rule }` non indica alcuna regola con un testo nella pagina delle regole
learn-path-rule-hint = indica una regola come fanno le ancore della pagina delle regole, `TIPO-ID` (la sua ancora è `#rule-TIPO-ID`)

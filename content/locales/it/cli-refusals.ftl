# What wsdv says when it refuses a request below the command line: a player or side that is no player
# or side, a game log it will not read or cannot follow (`wsdv play`, `replay`, `play --resume`).
# (Last, the line `wsdv replay --to N` ends with.) `$where`-like places (a file, a line) are put before the message by the command: "FILE:LINE: error: ...";
# a message's hint is `<id>-hint`. Values in quotes are typed or logged as they are (ids, options).
refusal-nul-argument = un argomento contiene un carattere NUL, che nessun nome o percorso può contenere
refusal-player-unknown = giocatore sconosciuto «{ $kind }» (giocatori: { $known })
refusal-player-no-options = «{ $part }» non è un'opzione del giocatore { $kind } (non ne ha)
refusal-player-option = «{ $part }» non è un'opzione del giocatore { $kind } (opzioni: { $known })
refusal-player-number = { $option } del giocatore { $kind } deve essere un numero intero da { $low } a { $high }
refusal-player-screen = screen={ $value } non è un numero di opzioni
refusal-player-weights = i pesi in { $folder } non si caricano (vedi sopra)
refusal-player-bot = il contenuto non dichiara `bot { $bot }` (bot: { $known })
refusal-player-weights-content = weights=CARTELLA richiede il contenuto da cui è costruita la partita
refusal-log-player-weights = il giocatore di «{ $side }» nel registro carica i pesi del bot in { $folder }; wsdv non apre una cartella indicata solo da un registro
refusal-log-player-weights-hint = per continuare con quella cartella, indicala tu: --{ $side } { $player }
refusal-log-player-weights-differs = il giocatore di «{ $side }» nel registro è «{ $logged }», non «{ $given }»
refusal-log-player-weights-differs-hint = indica il giocatore del registro, --{ $side } { $player }, o un giocatore senza weights=
refusal-player-rest = rest={ $value } non è un numero di decisioni
refusal-player-pair = --player { $given }: scrivere FAZIONE=GIOCATORE, per esempio --player east=heuristic
refusal-player-not-a-player = il giocatore di { $side } è un { $type }: indica il nome di un giocatore («random», «heuristic», «mcts:200») o un Agent
refusal-unexpected-argument = argomento inatteso «{ $word }»
refusal-side-needs-player = { $option } richiede un giocatore, per esempio { $option } heuristic
refusal-side-unknown = fazione sconosciuta «{ $side }» (le fazioni sono { $sides })
refusal-side-did-you-mean = fazione sconosciuta «{ $side }» (forse «{ $word }»?)
refusal-log-not-a-file = non viene letto come registro: non è un file normale
refusal-log-not-a-file-hint = indicare il file di registro scritto da `wsdv play --log`
refusal-log-unreadable = impossibile leggere il registro: { $code ->
        [ENOENT] il file non esiste
        [EACCES] permesso negato
        [EISDIR] è una cartella
        [ENOSPC] il disco è pieno
       *[other] { $reason }
    }
refusal-log-bad-name = impossibile leggere il registro: nessun file può avere questo nome
refusal-log-too-large = non viene letto come registro: è più grande di { $mb } MB
refusal-log-too-large-hint = il registro di una partita intera è molto più piccolo
refusal-log-empty = il file è vuoto, non è un registro di partita
refusal-log-not-a-log = non è un registro di partita di wsdv: la sua prima riga non ha `wsdv_log`
refusal-log-line-too-long = questa riga è più lunga di { $limit } byte; le righe di un registro di partita sono brevi
refusal-log-not-utf8 = questa riga non è testo UTF-8
refusal-log-too-deep = questa riga è annidata troppo in profondità per essere una riga di registro
refusal-log-not-json = questa riga non è JSON valido (alla colonna { $column })
refusal-log-torn = questa riga non è JSON valido (alla colonna { $column })
refusal-log-torn-hint = un'ultima riga troncata (disco pieno, arresto improvviso) viene scartata da `wsdv play --resume`
refusal-log-not-object = ogni riga di un registro di partita è un oggetto JSON ({"{"}…{"}"})
refusal-log-deeper = questa riga è annidata oltre { $depth } livelli; nessuna partita offre opzioni simili
refusal-log-shape =
    `{ $place }`: { refusal-log-detail } (nella riga { $kind ->
        [header] d'intestazione
        [result] del risultato
       *[decision] di decisione
    })
refusal-log-shape-hint = il formato dei registri di partita è descritto in docs/guide/game-logs.md
refusal-log-no-kind = non è una riga di registro di partita: né una decisione (`n`, `choice`, …) né il risultato
refusal-log-second-header = una seconda riga d'intestazione; un registro contiene una sola partita
refusal-log-after-result = nulla può seguire la riga del risultato di una partita
refusal-log-decision-number = decisione numero { $n } dove viene la { $next }
refusal-log-unwritable = impossibile scrivere il registro: { $code ->
        [ENOENT] il file non esiste
        [EACCES] permesso negato
        [EISDIR] è una cartella
        [ENOSPC] il disco è pieno
       *[other] { $reason }
    }
refusal-log-variants =
    il registro è stato scritto { $logged-any ->
        [no] senza varianti
       *[yes] con le varianti { $logged }
    }, questa esecuzione { $used-any ->
        [no] non usa varianti
       *[yes] usa le varianti { $used }
    }
refusal-log-variants-hint =
    { $logged-any ->
        [no] eseguirlo senza --variant
       *[yes] eseguirlo con { $flags }
    }
refusal-log-choice =
    la decisione { $n } prende la scelta { $choice }, ma «{ $kind }» di { $side } offre { $count } { $count ->
        [one] opzione
       *[other] opzioni
    } (da 0 a { $last })
refusal-log-unfinished =
    il registro finisce dopo { $count } { $count ->
        [one] decisione
       *[other] decisioni
    }, prima della partita (nessuna riga del risultato): una partita non finita
refusal-log-unfinished-hint = riprenderla con `{ $command }`
refusal-log-no-result =
    il registro finisce dopo { $count } { $count ->
        [one] decisione
       *[other] decisioni
    } senza la riga del risultato
refusal-log-no-result-hint = il registro di una partita finita termina con {"{"}"result": …, "state": …{"}"}
refusal-log-finished = questa partita è già finita
refusal-log-finished-hint = rigiocarla con `{ $command }`
refusal-replay-content = il registro è stato scritto con i contenuti { $logged }, questi contenuti sono { $used }
refusal-replay-decision = riga { $line }: la decisione { $n } nel registro è «{ $kind }» ({ $side }), la partita chiede «{ $asked-kind }» ({ $asked-side })
refusal-replay-option = riga { $line }: la decisione { $n } nel registro ha preso l'opzione { $option } come scelta { $choice }, la partita lì offre { $offered }
refusal-replay-log-ended =
    riga { $line }: la partita del registro è finita dopo { $count } { $count ->
        [one] decisione
       *[other] decisioni
    }, la ripetizione chiede «{ $kind }» di { $side }
refusal-replay-state = riga { $line }: dopo la decisione { $n } lo stato differisce da quello del registro
refusal-replay-log-goes-on =
    riga { $line }: la partita è finita dopo { $count } { $count ->
        [one] decisione
       *[other] decisioni
    }, il registro continua
refusal-replay-result = riga { $line }: il registro finisce con { $logged }, la ripetizione con { $played }
refusal-replay-final-state = riga { $line }: lo stato finale differisce da quello del registro
refusal-log-line-shape =
    { refusal-log-detail } (nella riga { $kind ->
        [header] d'intestazione
        [result] del risultato
       *[decision] di decisione
    })
refusal-log-line-shape-hint = il formato dei registri di partita è descritto in docs/guide/game-logs.md
cli-replay-stopped = fermato dopo la decisione { $steps }

# What a game log line breaks in the log's schema (`$rule`: type, required, extra, options, min, max, short,
# long, other), `$found` the value as the log holds it (JSON), `$want` the JSON type it should have
# (several: separated by spaces); said inside `refusal-log-shape` and `refusal-log-line-shape`.
refusal-log-detail = { $rule ->
        [type] { $found } non è di tipo { $want ->
            [integer] numero intero
            [string] testo
            [object] oggetto JSON
            [array] lista
            [boolean] true o false
            [null] null
            [number] numero
           *[other] { $want }
        }
        [required] manca la chiave `{ $key }`
        [extra] la chiave `{ $key }` non va qui
        [options] { $found } non è tra i valori { $options }
        [min] { $found } è minore di { $limit }
        [max] { $found } è maggiore di { $limit }
        [short] { $found } ha meno di { $limit } elementi o caratteri
        [long] { $found } ha più di { $limit } elementi o caratteri
       *[other] { $found } non è valido qui
    }

# `wsdv site build --simulation DIR`: the folder's games.jsonl is not the games of a finished `wsdv simulate`
# run (the file, or the line, is put before the message). `$kind` is the kind of id a record names (side,
# outcome, decade, track, card, action), `$id` the id as the file holds it.
refusal-simulation-unreadable = impossibile leggere le partite della simulazione: { $code ->
        [link] il file è un collegamento simbolico
        [special] non è un file normale
        [ENOENT] il file non esiste
        [EACCES] permesso negato
       *[other] { $reason }
    }
refusal-simulation-unreadable-hint = indicare la cartella --out di un'esecuzione completata di `wsdv simulate`
refusal-simulation-long-line = una riga più lunga di { $kb } KB non è un record di `wsdv simulate`
refusal-simulation-long-line-hint = il file è scritto da `wsdv simulate --out DIR`
refusal-simulation-not-a-record = non è un record di `wsdv simulate`
refusal-simulation-not-a-record-hint = { refusal-simulation-long-line-hint }
refusal-simulation-seed-order = la partita con seme { $seed } viene dopo il seme { $last }: `wsdv simulate` scrive le partite in ordine di seme
refusal-simulation-seed-order-hint = { refusal-simulation-long-line-hint }
refusal-simulation-three-sets = questa partita apre una terza serie di partite: una simulazione ne contiene una, un confronto due
refusal-simulation-three-sets-hint = { refusal-simulation-unreadable-hint }
refusal-simulation-empty = la simulazione non contiene partite
refusal-simulation-empty-hint = { refusal-simulation-unreadable-hint }
refusal-simulation-unpaired = questa partita apre una seconda serie di partite (altri giocatori o altro contenuto), ma le due serie non hanno gli stessi semi: solo { $pairs } delle loro { $first } e { $second } partite formano coppie
refusal-simulation-unpaired-hint = { refusal-simulation-unreadable-hint }
refusal-simulation-unknown-id = la partita con seme { $seed } nomina { $kind ->
        [side] la fazione
        [outcome] l'esito
        [decade] la decade
        [track] il tracciato
        [card] la carta
       *[action] l'azione
    } «{ $id }», che il contenuto non ha
refusal-simulation-unknown-id-hint = costruire il sito con il contenuto con cui è stata eseguita la simulazione (--content, --variant)

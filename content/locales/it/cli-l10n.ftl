# The words of `wsdv l10n` itself (status, check, confirm, preview, new), in the reader's language: the
# environment's (LANGUAGE, LC_ALL, LC_MESSAGES, LANG). The problems it lists keep the checks' own words.
l10n-tool-column =
    { $column ->
        [language] lingua
        [coverage] copertura
        [missing] mancanti
        [untranslated] non trad.
        [stale] superati
        [unused] inusati
        [variables] variabili
        [plural] plurali
       *[other] altro
    }
l10n-tool-work-in-progress =
    lavori in corso: { $count } { $count ->
        [one] mostrato in inglese
       *[other] mostrati in inglese
    }
l10n-tool-language-problems =
    { $lang }: { $count } { $count ->
        [one] problema
       *[other] problemi
    }
l10n-tool-content-errors = i contenuti hanno errori; i file delle lingue non si possono controllare su di essi (eseguire `wsdv check`)
l10n-tool-variant-errors = la variante «{ $name }» ha errori; i file delle lingue non si possono controllare su di essa (eseguire `wsdv check --variant { $name }`)
l10n-tool-problems =
    { $count } { $count ->
        [one] problema
       *[other] problemi
    } nei file delle lingue
l10n-tool-ok =
    file delle lingue a posto: { $count } { $count ->
        [one] lingua
       *[other] lingue
    } ({ $langs }), { $units } messaggi e nomi inglesi
l10n-tool-shipped = i contenuti forniti sono installati con wsdv e non si modificano sul posto
l10n-tool-shipped-hint = copiarli (con la docs/ accanto) e indicare la copia con --content CARTELLA
l10n-tool-no-docs = nota: nessuna docs/ accanto a { $content }: parole e pagine del sito non vengono create (copiare la cartella docs/ accanto ai contenuti per tradurre anche quelle)
l10n-tool-scaffolded =
    creata l'impalcatura di «{ $lang }»: { $count } { $count ->
        [one] file
       *[other] file
    } in { $folders }, ogni testo in attesa di traduzione
l10n-tool-plurals = forme plurali in { $lang } (CLDR): { $forms }
l10n-tool-next = poi: tradurre ogni bozza (l'inglese è citato sopra); `wsdv l10n status { $lang }` conta ciò che resta
l10n-tool-no-message = nessun messaggio «{ $id }» in «{ $lang }» né in inglese
l10n-tool-not-translated = in inglese: non tradotto
l10n-tool-same-all = --same indica uno per uno i testi giusti in inglese, non con --all (un file copiato passerebbe per tradotto)
l10n-tool-name-ids = indicare i messaggi da confermare, o --all per ogni messaggio superato di «{ $lang }»
l10n-tool-no-translation = «{ $lang }» non ha una traduzione di «{ $id }»
l10n-tool-confirmed =
    confermate { $count } { $count ->
        [one] traduzione
       *[other] traduzioni
    } di «{ $lang }»
l10n-tool-confirmed-list = { $confirmed }: { $ids }
l10n-tool-new-not-a-code = «{ $lang }» non è un codice di lingua per cui preparare i file
l10n-tool-new-not-a-code-hint = indicare la lingua con il suo codice ISO 639 in minuscolo, ad es. cs per il ceco
l10n-tool-new-unknown = «{ $lang }» non è una lingua nota a CLDR
l10n-tool-new-unknown-hint = indicare la lingua con il suo codice ISO 639, ad es. cs per il ceco
l10n-tool-new-exists = la lingua «{ $lang }» esiste già
l10n-tool-new-exists-hint = `wsdv l10n status { $lang }` mostra che cosa resta da tradurre
# I problemi che elencano `wsdv l10n check` e `status`, con i loro suggerimenti.
l10n-problem-not-a-language = «{ $lang }» non è un codice di lingua noto a CLDR
l10n-problem-not-a-language-hint = dare alla cartella il suo codice ISO 639, per esempio «cs»
l10n-problem-duplicate = «{ $id }» è definito due volte
l10n-problem-first-defined = prima definizione in { $file }:{ $line }
l10n-problem-stub = «{ $id }» attende la traduzione (viene mostrato in inglese)
l10n-problem-stub-hint = l'inglese si trova in { $file }:{ $line }: { $english }; scrivere la traduzione sotto la bozza, poi cancellare la bozza
l10n-problem-fallback = «{ $id }» viene mostrato in inglese (traduzione in corso)
l10n-problem-english-has = l'inglese si trova in { $file }:{ $line }: { $english }
l10n-problem-missing = «{ $id }» non è tradotto
l10n-problem-copied = «{ $id }» è il testo inglese, invariato
l10n-problem-copied-hint = tradurlo; oppure, se in «{ $lang }» è giusto così (un nome scritto allo stesso modo), eseguire `wsdv l10n confirm { $lang } { $id } --same`
l10n-problem-unused = «{ $id }» non esiste in inglese (obsoleto o scritto male)
l10n-problem-no-record = di «{ $id }» non è registrato quale testo inglese traduca
l10n-problem-no-record-hint = inglese: { $file }:{ $line }; dopo aver controllato la traduzione su di esso, eseguire `wsdv l10n confirm { $lang } { $id }`
l10n-problem-stale = «{ $id }» è superato: il suo testo inglese è cambiato dopo la traduzione
l10n-problem-stale-hint = inglese: { $file }:{ $line }; aggiornare la traduzione, poi eseguire `wsdv l10n confirm { $lang } { $id }`
l10n-problem-stale-then-hint =
    inglese allora: { $then }
    inglese ora:    { $now }
    inglese: { $file }:{ $line }; aggiornare la traduzione, poi eseguire `wsdv l10n confirm { $lang } { $id }`
l10n-problem-unknown-variable = «{ $id }» usa ${ $variable }, che l'inglese non passa
l10n-problem-icon-variable = «{ $id }» usa ${ $variable }, che il testo di una carta non passa
l10n-problem-variables = variabili: { $variables }
l10n-problem-leaves-out = «{ $id }» tralascia { $variables }
l10n-problem-english-at = inglese: { $file }:{ $line }
l10n-problem-plural = «{ $id }» sceglie una forma plurale ma manca di { $lacking }
l10n-problem-plural-hint = «{ $lang }» richiede { $needed }
l10n-problem-reference = «{ $id }» rimanda a «{ $ref }», che «{ $lang }» non definisce
l10n-problem-prose-version = «{ $id }» descrive { $known ->
        [yes] la versione { $recorded }
       *[no] una versione sconosciuta
    } della sua regola, che ora è alla { $current }
l10n-problem-prose-version-hint = controllare il testo sulla regola, poi eseguire `wsdv l10n confirm { $lang } { $id }` (imposta `.{ $attribute } = { $current }`)
l10n-problem-unsaid = la variante «{ $variant }» cambia { $kind } { $name } in modi che solo la sua notazione esprime, e non ha un testo «{ $id }» che li dica a parole
l10n-problem-unsaid-hint = scrivere «{ $id }» in content/locales/en/rules.ftl (che cosa cambia la variante, a parole; vedi docs/guide/localization.md, «A variant's prose»), poi `wsdv l10n confirm en { $id }` registra la versione descritta
l10n-problem-unknown-case-variant = «{ $id }» ha una variante per il caso sconosciuto «{ $case }»
l10n-problem-unknown-function = «{ $id }» chiama la funzione sconosciuta { $function }()
l10n-problem-unknown-case = «{ $id }» chiede il caso sconosciuto «{ $case }»
l10n-problem-cases = casi: { $cases }
l10n-problem-branch = «{ $id }»: la variante [{ $key }] tralascia { $variables }, che le altre varianti usano
l10n-problem-branch-hint = scrivere il numero stesso ({ "{" } ${ $variable } { "}" }), non una parola o una cifra fissa
l10n-problem-cycle = «{ $id }» rimanda a se stesso: { $loop }
l10n-problem-cycle-hint = un messaggio o un termine non può contenere se stesso
l10n-problem-chain = «{ $id }» apre una catena di più di { $depth } rimandi (un termine che nomina un termine che nomina un termine…), troppo lunga da formattare
l10n-problem-chain-hint = rimandare al testo stesso, non attraverso tanti termini
l10n-problem-unnamed = { $kind } «{ $name }» non ha { $card ->
        [yes] un titolo
       *[no] un nome
    } inglese
l10n-problem-unnamed-hint = aggiungere `{ $id } = ...` a { $file }
l10n-problem-orphan-name = «{ $id }» non nomina nessun { $kind } dei contenuti
l10n-problem-orphan-name-hint = rimuoverlo, o controllare l'id (gli id usano «-» per «_»)
l10n-problem-orphan-record = «{ $id }» sono le parole di nessun { $record } di alcuna carta
l10n-problem-orphan-record-hint = rimuoverlo da ogni lingua, o indicarlo sulla sua carta: `{ $record } "YYYY" source ... text { $text }`
l10n-problem-term = «{ $id }» dice «{ $word }» dove il lessico ha «{ $term }»
l10n-problem-term-hint = { $file }:{ $line }: { $term } <- { $rejected }{ $has_allowed ->
        [yes] { " " }(ammessi: { $allowed })
       *[no] { "" }
    }
l10n-problem-page-missing = la pagina «{ $page }» non è tradotta (il sito mostra l'inglese)
l10n-problem-page-translate = tradurre { $english }
l10n-problem-page-stub = la pagina «{ $page }» attende la traduzione
l10n-problem-page-stub-hint = tradurla, cancellarne la prima riga, poi eseguire `wsdv l10n confirm { $lang } { $page }`
l10n-problem-page-copied = la pagina «{ $page }» è il testo inglese, invariato
l10n-problem-page-translate-from = tradurla da { $english }
l10n-problem-page-no-record = della pagina «{ $page }» non è registrato quale testo inglese traduca
l10n-problem-page-stale = la pagina «{ $page }» è superata: il suo testo inglese è cambiato dopo la traduzione
l10n-problem-page-stale-hint = inglese: { $english }; controllare la traduzione su di esso, poi eseguire `wsdv l10n confirm { $lang } { $page }`

# Un file di lingua che Fluent non riesce a leggere (wsdv l10n check), nel punto in cui la lettura si è fermata.
l10n-problem-read-fluent = Fluent non riesce a leggere questo: { $code ->
        [E0002] qui deve cominciare una voce (un id di messaggio, un -termine o un commento #)
        [E0003] qui è atteso "{ $arg }"
        [E0004] qui è atteso un carattere dell'intervallo "{ $arg }"
        [E0005] il messaggio "{ $arg }" non ha né un valore né attributi
        [E0006] il termine "-{ $arg }" non ha un valore
        [E0007] la chiave di una variante non può finire con uno spazio
        [E0008] si può chiamare solo una funzione (in maiuscole) o un -termine
        [E0009] il nome di un argomento deve essere un identificatore semplice
        [E0010] una delle varianti deve essere segnata come predefinita con *
        [E0011] dopo "->" deve esserci almeno una variante
        [E0012] qui è atteso un valore
        [E0013] qui è attesa la chiave di una variante
        [E0014] qui è atteso un letterale (un numero o un "testo")
        [E0015] una sola variante può essere predefinita (*)
        [E0016] un messaggio non può fare da selettore
        [E0017] un termine non può fare da selettore
        [E0018] l'attributo di un messaggio non può fare da selettore
        [E0019] l'attributo di un termine non può essere inserito come segnaposto
        [E0020] un "testo" tra virgolette non è chiuso
        [E0021] gli argomenti posizionali devono precedere quelli con nome
        [E0022] un argomento è nominato due volte
        [E0025] \{ $arg } non è una sequenza di escape che Fluent conosce
        [E0026] { $arg } non è una sequenza di escape Unicode valida
        [E0027] una parentesi graffa chiusa senza quella aperta
        [E0028] tra le parentesi graffe è attesa un'espressione
        [E0029] un selettore deve essere un'espressione semplice (una variabile, una chiamata di funzione)
       *[other] qualcosa che Fluent qui non consente ({ $code })
    }
l10n-problem-read-fluent-hint = { $entry ->
        [none] finché non è corretto, la voce è esclusa (mostrata in inglese); la sintassi di Fluent è spiegata su https://projectfluent.org/fluent/guide/
       *[other] finché non è corretto, la voce «{ $entry }», dalla riga { $entry_line }, è esclusa (mostrata in inglese); la sintassi di Fluent è spiegata su https://projectfluent.org/fluent/guide/
    }
l10n-problem-read-unreadable = impossibile leggere questo file: { $code ->
        [ENOENT] non c'è più
        [EACCES] non è consentito leggerlo
       *[other] il sistema ha rifiutato ({ $code })
    }
l10n-problem-read-unreadable-hint = rendilo un file normale leggibile, oppure eliminalo
l10n-problem-read-not-utf8 = il byte { $byte } non è testo UTF-8
l10n-problem-read-not-utf8-hint = salva il file in UTF-8
l10n-problem-read-nul = un carattere NUL: questo non è un file di testo
l10n-problem-read-nul-hint = salva il file come semplice testo UTF-8
l10n-problem-read-control = un carattere di controllo ({ $char }): un terminale lo esegue invece di mostrarlo
l10n-problem-read-control-hint = eliminalo; il testo di un messaggio non contiene caratteri di controllo
l10n-problem-read-deep = i segnaposto sono annidati per più di { $depth } livelli
l10n-problem-read-deep-hint = scrivi il testo con meno parentesi dentro le parentesi

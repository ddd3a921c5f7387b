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

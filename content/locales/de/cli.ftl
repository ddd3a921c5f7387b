# Beschriftungen von `wsdv cards` und die Ergebniszeile von `wsdv play`.
cli-cards-count = { $count ->
        [one] { $count } Kartenseite
       *[other] { $count } Kartenseiten
    }
cli-card-heading = Karte { $id }: { $title } ({ $original }), { $year }
cli-card-decade = Dekade { $decade }, { $colour }
cli-card-special = Sonderkarte
cli-card-face = Seite „{ $face }“ (andere Seite: „{ $other }“)
cli-card-value = Wert: { $value }
cli-card-corner = Ecke: { $icons }
cli-card-event = Ereignis (auslösen darf: { $sides }):
cli-card-row = Zeile { $number }: { $icons }
cli-card-text = Text: { $text }
cli-card-source = Quelle: { $sources }
cli-card-ruling = Klarstellung { $date } ({ $source }): { $text }
cli-card-erratum = Erratum { $date } ({ $source }): { $text }
cli-table-number = Nr.
cli-table-decade = Dekade
cli-table-colour = Farbe
cli-table-value = Wert
cli-table-corner = Ecke
cli-table-title = Titel
cli-table-event = Ereignis
cli-result = Ergebnis: { NAME($outcome) }, die { NAME($winner) } gewinnt (Startwert { $seed }, { $steps } { $steps ->
        [one] Entscheidung
       *[other] Entscheidungen
    })
cli-replay-ok = Wiederholung stimmt: { $steps } { $steps ->
        [one] Entscheidung
       *[other] Entscheidungen
    }
cli-replay-result = Wiederholung stimmt: { $steps } { $steps ->
        [one] Entscheidung
       *[other] Entscheidungen
    }; { NAME($outcome) }, die { NAME($winner) } gewinnt

# Die Brettansicht von `wsdv play` für menschliche Spieler.
view-province = Gebiet
view-economy = Wirtschaft
view-factories = Fabriken (Wert)
view-rundown = heruntergewirtschaftet
view-infrastructure = Infrastruktur
view-yes = ja
view-no = nein
view-empty = leer
view-used = benutzt
view-hand = Hand der { NAME($side) }: { $cards }
view-decides = Die { NAME($side) } entscheidet: { $question }
view-prompt = gib eine Zahl von 1 bis { $count } ein
view-hidden-pile = { NAME($pile) }: { $count } { $count ->
        [one] Karte
       *[other] Karten
    } verdeckt
view-hidden-hand = Karten auf der Hand der { NAME($side) }: { $count }
# "label: value" on the board view (French: a space before the colon).
view-label = { $label }: { $value }
# The question of a decision, by its kind.
view-question = { $kind ->
        [card] welche Karte gespielt wird
        [action] was mit der Karte geschieht
        [floating] wofür die Stadt zählt
        [sector] welcher Sektor
        [ignore] ob das Symbol ignoriert wird
        [build] wo gebaut wird
        [dismantle] was abgebaut wird
       *[other] eine der Möglichkeiten wählen
    }

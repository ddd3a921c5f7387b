# Beschriftungen von `wsdv cards` und die Ergebniszeile von `wsdv play`.
cli-cards-count = { $count ->
        [one] { $count } Kartenseite
       *[other] { $count } Kartenseiten
    }
cli-card-heading = Karte { $id }: { $title }{ $same ->
        [yes] {""}
       *[no] { " " }({ $original })
    }{ $year ->
        [none] {""}
       *[other] , { $year }
    }
cli-card-decade = Dekade { $decade }, { $colour }
cli-card-special = Sonderkarte
cli-card-face = Seite „{ $face }“ (andere Seite: „{ $other }“)
cli-card-value = Wert: { $value }
cli-card-corner = Ecksymbole: { $icons }
cli-card-event = Ereignis (auslösbar durch: { $sides }):
cli-card-row = Reihe { $number }: { $icons }
cli-card-text = Text: { $text }
cli-card-played = so spielt es die Klarstellung (oben steht, was die Karte druckt):
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
cli-no-result = Ergebnis: keines, die Partie endete ohne Sieger (Startwert { $seed }, { $steps } { $steps ->
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

# `wsdv cards` lehnt eine unbekannte Karte oder einen unbekannten Filter ab ($key: decade, colour, icon, side).
cli-no-card = wsdv cards: keine Karte „{ $card }“ (Karten: { $known })
cli-png-needs-extra = wsdv: Fehler: Für ein PNG-Bild wird das Extra `png` gebraucht: pip install 'wsdv[png]' (oder schreiben Sie eine .svg-Datei, die nichts weiter braucht)
cli-unknown-filter = wsdv cards: { $key ->
        [decade] unbekannte Dekade
        [colour] unbekannte Farbe
        [icon] unbekanntes Symbol
       *[side] unbekannte Seite
    } „{ $value }“ ({ $hint })
cli-did-you-mean = meinten Sie „{ $word }“?
cli-known = bekannt: { $words }

# Die Brettansicht von `wsdv play` für menschliche Spieler.
view-province = Gebiet
view-pieces = Spielmaterial
view-economy = Wirtschaft
view-factories = Fabriken (Wert)
view-rundown = marode
view-infrastructure = Infrastruktur
view-empty = { ID($what) ->
        [special] keine
       *[other] leer
    }
view-flag = { ID($flag) ->
        [wall] { $value ->
            [yes] steht
           *[no] steht nicht
        }
        [stasi] { $value ->
            [yes] aktiv
           *[no] aufgelöst
        }
       *[other] { $value ->
            [yes] ja
           *[no] nein
        }
    }
view-used = benutzt
view-hand = Hand der { NAME($side) }: { $cards }
view-decides = Die { NAME($side) } entscheidet: { $question }
view-prompt = gib eine Zahl von 1 bis { $count } ein oder `?` für Hilfe
view-read-card-help = gib die Nummer einer Option ein, um sie zu wählen; `?` mit der Nummer einer Option (`?2`) zeigt den Text ihrer Karte, `?` mit einer Kartennummer in eckigen Klammern (`?[25]`) den Text jeder beliebigen Karte
view-read-card-unknown = es gibt keine Karte „{ $card }“
view-hidden-pile = { NAME($pile) }: { $count } { $count ->
        [one] Karte
       *[other] Karten
    } verdeckt
view-hidden-hand = Karten auf der Hand der { NAME($side) }: { $count }
# "label: value" on the board view (French: a space before the colon).
view-label = { $label }: { $value }
# Between the items of a list on one line (cards of a pile, icons); French: a space before the semicolon.
view-separator = { "; " }
# The question of a decision, by its kind: every kind the engine asks and every kind the content
# names with choose(..., ask = "kind") (tests/test_human_screen.py finds them all).
view-question = { $kind ->
        [card] welche Karte gespielt wird
        [action] was mit der Karte geschieht
        [ignore] welches Symbol der Karte übergangen wird
        [icon_order] welches Symbol als Nächstes ausgeführt wird
        [floating] zu welchem Gebiet die Stadt gehört
        [build_site] wo gebaut wird
        [dismantle_site] was abgebaut wird
        [living_standard] wohin ein LS-Marker kommt
        [transfer] ob ein neuer LS-Marker nach West-Berlin weitergegeben wird
        [sector] welcher Sektor
        [mirror] auf welches Gebiet der Massenprotest West-Berlins übergreift
        [overflow] welches Symbol stattdessen ausgeführt wird
        [attack] welches Gebiet angegriffen wird
        [hand_discard] ob diese Handkarte für die neue Dekade behalten wird
        [hand_excess] welche Handkarte abgeworfen wird
        [prestige_space] die Symbole welches Prestigefelds ausgeführt werden
        [remove_unrest] wo ein Unruhewürfel entfernt wird
        [rundown] welche Fabrik marode wird
        [socialist] wohin der Sozialist geht
        [socialist_removal] welches Gebiet einen Sozialisten verliert
        [special_price] wie die Sonderkarte bezahlt wird
        [use_police] ob jetzt eine Staatsgewalt-Karte eingesetzt wird
        [place_unrest] wo ein Unruhewürfel eingesetzt wird
        [move_unrest_from] woher ein Unruhewürfel versetzt wird
        [move_unrest_to] wohin der Unruhewürfel kommt
        [reduce_unrest] welcher Massenprotest auf 3 Unruhewürfel zurückgeht
        [remove_ls] wo ein LS-Marker entfernt wird
        [destroy_factory] welche Fabrik endgültig entfernt wird
        [repair] welche marode Fabrik saniert wird
        [remove_line] welches Infrastrukturteil entfernt wird
        [return_unrest] wohin die Unruhewürfel der Staatsgewalt-Karten zurückkehren
        [look_at] was angesehen wird: die Hand des Gegners oder die obersten Karten des Nachziehstapels
        [seen_cards] was mit den gesehenen Karten geschieht
        [give_card] welche eigene Handkarte abgegeben wird
        [take_card] welche gesehene Karte genommen wird
        [remove_card] welche gesehene Karte aus dem Spiel entfernt wird
        [police_from] woher die Staatsgewalt-Karte einen Unruhewürfel nimmt
        [police_to] auf welche Staatsgewalt-Karte der Unruhewürfel kommt
       *[other] eine der Möglichkeiten wählen
    }
view-question-city = { $question } ({ NAME($city) })
# What the human player answers after: the deciding side's name.
view-input = { NAME($side) } >{ " " }
# An option that is a word of the engine or the content, not a name (by the decision's kind).
view-option = { $option ->
        [none] { $kind ->
            [ignore] kein Symbol übergehen
            [transfer] nichts weitergeben
           *[other] keins (auslassen)
        }
        [stop] keine weiteren einsetzen
        [yes] ja
        [no] nein
        [keep] { $kind ->
            [hand_discard] Karte behalten
           *[other] Karten lassen, wie sie sind
        }
        [discard] eine Handkarte abwerfen
        [opponent_draws] der Gegner zieht die oberste Karte des Nachziehstapels
        [hand] die Handkarten des Gegners ansehen
        [deck] die obersten 2 Karten des Nachziehstapels ansehen
        [swap] eine eigene Karte gegen eine gesehene tauschen
        [remove] eine gesehene Karte aus dem Spiel nehmen
       *[other] { $option }
    }
# A prestige space offered by its number; a new LS marker passed from a supplier into its sector.
view-space = Feld { $space }
view-transfer = { NAME($supplier) } → { NAME($sector) }

cli-encoding-replaced = einige Zeichen lassen sich in der Kodierung dieses Terminals ({ $encoding }) nicht darstellen und wurden als „?“ ausgegeben; für den vollständigen Text ein UTF-8-Terminal verwenden (etwa PYTHONIOENCODING=utf-8)

# The kinds of player (`--east random`), as reports and screens name them; the options as typed.
player-human = menschlicher Spieler
player-random = Zufallsbot
player-foresight = vorausschauender Bot
player-heuristic = heuristischer Bot
player-mcts = MCTS-Bot
player-with-options = { $player } ({ $options })

## Hilfe und Aufruf der Kommandozeile (`wsdv --help`, `wsdv play --help`, Ablehnungen von argparse).

cli-usage = Aufruf:
cli-section-positional = Positionsargumente
cli-section-options = Optionen
cli-description-wsdv = Ein Regelinterpreter für „Wir sind das Volk!“
cli-help-option-help = diese Hilfe zeigen und beenden
cli-help-option-version = die Version von wsdv zeigen und beenden
cli-help-option-content = ein Inhaltsordner statt des mitgelieferten (etwa die Kopie eines Autors)
cli-help-option-variant = eine Variante aus dem Ordner variants/ des Inhalts anwenden (wiederholbar)
cli-help-option-overlay = einen Ordner mit Overlay-Dateien anwenden (wiederholbar)
cli-help-option-lang = die Sprache, in der der Befehl schreibt (ein Ordner in content/locales: en, de, pl, uk, it, fr …); sonst die, die LANGUAGE, LC_ALL, LC_MESSAGES oder LANG verlangt, ansonsten Englisch
cli-help-option-strict = mit Fehler (Code 2) abbrechen, wo ein Text der Sprache auf Englisch zurückfällt oder ein Name die Form nicht hat, die ein Satz verlangt; ohne die Option ist jeder Fall eine Warnung auf stderr
cli-help-check-strict = Warnungen als Fehler behandeln (Code 2)
cli-help-command-check = den Inhalt lesen und prüfen, ohne zu spielen
cli-help-command-cards = die Kartenseiten auflisten oder eine Karte zeigen
cli-help-command-l10n = über die Übersetzungen in content/locales berichten
cli-help-command-rename = eine Definition überall umbenennen, wo ihre ID steht
cli-help-command-site = die Regel-Website bauen oder ausliefern
cli-help-command-play = eine Partie im Terminal spielen (Menschen oder Bots)
cli-help-command-replay = eine aufgezeichnete Partie neu ablaufen lassen und prüfen, dass sie dieselben Zustände erreicht
cli-help-command-scenario = Regelszenarien ausführen (YAML)
cli-help-command-diff = was ein Inhaltsstand gegenüber einem anderen ändert (Varianten, Overlays, Inhaltsordner), in Worten
cli-help-command-schema = die JSON-Schemas von Inhalt, Szenarien und Spielprotokollen exportieren
cli-help-command-simulate = viele Partien zwischen Bots mit festen Seeds spielen und über die Balance berichten
cli-description-play = Eine ganze Partie. Jede Seite spielt ein Mensch an diesem Terminal oder ein Bot; jeder Schritt wird erzählt.
cli-help-play-player = wer eine Seite spielt: human (Mensch), random, foresight, heuristic oder mcts:N (eine tiefe Suche: langsam und in den Messungen schwächer als foresight; siehe docs/guide/python.md, Abschnitt „Search“) (Optionen: foresight:weights=ORDNER,bot=NAME); auch --SEITE SPIELER geschrieben, etwa --east heuristic; eine nicht genannte Seite spielt foresight
cli-help-play-seed = der Seed der Mischvorgänge und der Bots (Standard 1)
cli-help-play-log = die Entscheidungen der Partie laufend in eine Datei schreiben (JSON-Zeilen), um sie neu ablaufen zu lassen oder fortzusetzen
cli-help-play-resume = die unvollendete Partie eines mit --log geschriebenen Protokolls fortsetzen und daran anhängen; es spielen die Spieler des Protokolls, wenn keine anderen genannt sind; ein Spieler mit weights=ORDNER muss erneut genannt werden
cli-help-play-quiet = nur das Ergebnis ausgeben
cli-help-replay-file = ein Protokoll von `wsdv play --log`
cli-help-replay-to = nach Entscheidung N anhalten und den Zustand ausgeben
cli-help-replay-json = mit --to: den Zustand als JSON ausgeben (für Werkzeuge) statt des Spielplans
cli-help-replay-narrate = die Partie beim Neuablauf erzählen
cli-metavar-command = BEFEHL
cli-metavar-dir = ORDNER
cli-metavar-name = NAME
cli-metavar-file = DATEI
cli-metavar-files = DATEI
cli-metavar-log = PROTOKOLL
cli-metavar-lang = SPRACHE
cli-metavar-seed = SEED
cli-metavar-n = N
cli-metavar-side-kind = SEITE=SPIELER
cli-argparse-unrecognized = unbekannte Argumente: { $words }
cli-argparse-required = es fehlen die Argumente: { $names }
cli-argparse-choice = Argument { $option }: ungültige Wahl { $value } (möglich: { $choices })
cli-argparse-one-value = Argument { $option }: erwartet einen Wert
cli-argparse-values = Argument { $option }: erwartet mindestens einen Wert
cli-argparse-invalid = Argument { $option }: ungültiger Wert { $value }
cli-argparse-no-value = Argument { $option }: nimmt keinen Wert (gegeben: { $value })
cli-argparse-ambiguous = mehrdeutige Option { $option }: passt auf { $choices }
cli-argparse-conflict = Argument { $option }: nicht zusammen mit Argument { $other } erlaubt
cli-argparse-own = Argument { $option }: { $refusal }
cli-not-a-port = „{ $value }“ ist kein Port; geben Sie eine Zahl von 1 bis 65535 an
cli-not-a-decision = „{ $value }“ ist keine Entscheidungsnummer; geben Sie eine ganze Zahl ab 0 an
cli-empty-file-name = ein leerer Name bezeichnet keine Datei; nennen Sie die Datei, z. B. game.jsonl
cli-not-a-seed = „{ $value }“ ist kein Seed; geben Sie eine ganze Zahl von { $min } bis { $max } an
cli-not-a-site-url = „{ $value }“ ist keine absolute http(s)-Adresse der Website (z. B. https://example.org/wsdv/)
cli-unknown-language = dieser Inhalt hat keine Sprache „{ $lang }“ (vorhanden: { $available })
cli-locale-unreadable = die Sprachdateien von „{ $lang }“ lassen sich in ihrer jetzigen Form nicht lesen (`wsdv l10n check { $lang }` listet alle Probleme auf)

cli-log-in-use = { $path }: Fehler: ein anderes wsdv spielt gerade diese Partie: ihr Protokoll ist in Gebrauch
cli-log-in-use-hint = warten Sie, bis jene Partie endet, oder halten Sie sie mit Strg-C an; setzen Sie sie dann fort
cli-log-write-failed = { $path }: Fehler: das Protokoll konnte nicht geschrieben werden: { $reason }
cli-log-write-failed-hint = das Protokoll enthält jede Entscheidung vor dieser; schaffen Sie Platz und setzen Sie dann die Partie fort mit: { $command }
cli-not-a-site = { $path }: Fehler: dieser Ordner wird nicht bereitgestellt: er ist keine Website, die `wsdv site build` erzeugt hat
cli-not-a-site-hint = bauen Sie die Website mit `wsdv site serve --build --out DIR` in einen neuen Ordner; wsdv stellt nur bereit, was es selbst gebaut hat
cli-rename-interrupted = { $path }: Fehler: eine Umbenennung von „{ $old }“ ({ $kind }) in „{ $new }“ wurde unterbrochen, daher ist der Inhalt nur teilweise umbenannt
cli-rename-interrupted-hint = führen Sie `wsdv rename { $kind } { $old } { $new }` in diesem Inhaltsordner noch einmal aus, um die Umbenennung abzuschließen oder rückgängig zu machen
cli-rename-content-errors = der Inhalt hat Fehler: beheben Sie sie vor dem Umbenennen
cli-rename-finished = eine unterbrochene Umbenennung von „{ $old }“ ({ $kind }) in „{ $new }“ wurde abgeschlossen: { $count ->
        [one] ihre { $count } Datei enthält
       *[other] alle { $count } Dateien enthalten
    } nun die neue Kennung
cli-rename-undone = eine unterbrochene Umbenennung von „{ $old }“ ({ $kind }) in „{ $new }“ wurde rückgängig gemacht: sie hatte { $count ->
        [one] ihre { $count } Datei noch nicht
       *[other] noch keine ihrer { $count } Dateien
    } geändert
cli-new-interrupted = { $path }: Fehler: `wsdv new { $kind } { $id }` wurde unterbrochen, daher enthält der Inhalt nur einen Teil dessen, was der Befehl hinzufügt
cli-new-interrupted-hint = führen Sie denselben Befehl `wsdv new` in diesem Inhaltsordner noch einmal aus: Er schließt den unterbrochenen ab oder macht ihn rückgängig und fügt alles neu hinzu
cli-new-finished = ein unterbrochenes `wsdv new { $kind } { $id }` wurde abgeschlossen: { $count ->
        [one] seine { $count } Datei ist
       *[other] alle seine { $count } Dateien sind
    } geschrieben
cli-new-undone = ein unterbrochenes `wsdv new { $kind } { $id }` wurde rückgängig gemacht: Es hatte { $count ->
        [one] seine { $count } Datei noch nicht
       *[other] noch keine seiner { $count } Dateien
    } geändert
cli-play-resume-with-log = --resume setzt die Partie in ihrem eigenen Protokoll fort; --log passt nicht dazu
cli-play-seed-mismatch = die Partie im Protokoll hat den Seed { $logged }, nicht { $given }
cli-play-seed-hint = lassen Sie beim Fortsetzen --seed weg
cli-play-resume-differs = die Partie weicht vom Protokoll ab und lässt sich daher nicht fortsetzen: { $detail }
cli-play-stopped = angehalten; alle bisherigen Entscheidungen stehen in { $log }
cli-play-continue = die Partie fortsetzen mit: { $command }
cli-play-stopped-unlogged = angehalten; die Partie wurde nicht aufgezeichnet: mit --log DATEI gespielt, bleiben ihre Entscheidungen erhalten und sie lässt sich später fortsetzen
cli-replay-differs = der Neuablauf weicht vom Protokoll ab: { $detail }
cli-replay-failed = der Neuablauf ist abgebrochen: { $reason }

## `wsdv new`: its refusals (a message's hint is `<id>-hint`) and what it says it wrote; `$kind` is the kind
## of definition as typed (card, icon, ...), an id of the content language.
new-shipped = { $path }: Fehler: der mitgelieferte Inhalt ist mit wsdv installiert und wird nicht an Ort und Stelle geändert
new-shipped-hint = kopieren Sie ihn und nennen Sie die Kopie mit --content ORDNER
new-content-has-errors = der Inhalt hat Fehler; beheben Sie sie, bevor Sie etwas hinzufügen
new-would-not-pass = der Inhalt mit dem neuen Element ({ $kind }) bestünde `wsdv check` nicht; nichts wurde geschrieben
new-symbolic-link = { $path } ist ein symbolischer Link (auf { $target }); `wsdv new` ersetzt die Dateien, die es ändert, daher wurde nichts geschrieben
new-symbolic-link-hint = fügen Sie es in dem Ordner hinzu, auf den der Link zeigt, oder ersetzen Sie den Link durch eine Kopie seiner Datei
new-written = neues Element ({ $kind }) „{ $id }“: { $files ->
        [one] { $files } Datei
       *[other] { $files } Dateien
    }
new-next-no-texts = als Nächstes: füllen Sie es aus (docs/guide/content-language.md); es hat keine Texte zu übersetzen
new-next = als Nächstes: schreiben Sie seinen englischen Text ({ $files }) und was es bewirkt; { $texts ->
        [one] { $texts } Text wartet
       *[other] { $texts } Texte warten
    } auf Übersetzung in { $langs } (wsdv l10n status)
new-card-needs-decade = eine neue Karte braucht ihre Dekade
new-card-needs-decade-hint = wsdv new card { $id } --decade IV
new-not-card-number = „{ $number }“ ist keine Kartennummer
new-not-card-number-hint = eine Karte ist eine Nummer (81) oder eine Kennung (wie `wsdv cards` sie auflistet)
new-no-decade = das Kartendeck hat keine Dekade „{ $decade }“
new-no-decade-hint = nennen Sie eine Dekade aus content/deck.wsdv (I, II, III, IV)
new-card-outside-decade = die Karte { $number } kann nicht zur Dekade { $decade } gehören, deren Karten { $first }..{ $last } sind
new-card-outside-decade-hint = die nächste Karte der Dekade ist { $next }
new-city-needs-province = eine neue Stadt braucht ihr Gebiet und ihren Platz auf dem Spielplan
new-city-needs-province-hint = wsdv new city { $name } --province PROVINCE --at 31,72 (Prozent des Spielplans, waagerecht und senkrecht)
new-not-a-place = { $value ->
        [none] { $what ->
            [city] eine neue Stadt braucht ihren
           *[province] ein neues Gebiet braucht seinen
        } Platz auf dem Spielplan
       *[other] „{ $value }“ ist kein Platz auf dem Spielplan
    }
new-not-a-place-hint = zwei Zahlen, Prozent des Spielplans waagerecht und senkrecht: { $example }
new-province-needs-side = ein neues Gebiet braucht seine Seite
new-province-needs-side-hint = wsdv new province { $name } --side west --at 31,72
new-no-neighbour = es gibt kein Gebiet „{ $neighbour }“, an das „{ $name }“ grenzen könnte
new-no-neighbour-hint = nennen Sie Gebiete, die der Inhalt deklariert
new-neighbours-wrapped = die Nachbarn von „{ $neighbour }“ stehen über mehrere Zeilen, die `wsdv new` nicht bearbeitet
new-neighbours-wrapped-hint = ergänzen Sie `{ $name }` selbst bei den Nachbarn von „{ $neighbour }“ und führen Sie wsdv new dann ohne „{ $neighbour }“ aus
new-connection-two-cities = eine neue Verbindung verbindet zwei Städte
new-connection-two-cities-hint = wsdv new connection frankfurt --to darmstadt --lines 1
new-not-lines = „{ $lines }“ ist keine Anzahl blauer Linien
new-not-lines-hint = eine Verbindung hat 1 oder 2 blaue Linien: --lines 1
new-not-spaces = { $spaces ->
        [none] eine neue Leiste braucht ihre Felder
       *[other] „{ $spaces }“ ist keine Folge von Feldern
    }
new-not-spaces-hint = das niedrigste und das höchste Feld: wsdv new track { $name } --spaces -6..6 --start 0
new-not-a-space = „{ $start }“ ist kein Feld
new-not-a-space-hint = das Feld, auf dem der Marker beginnt: --start 0
new-variant-exists = die Variante „{ $name }“ gibt es schon ({ $folder })
new-variant-exists-hint = wählen Sie einen anderen Namen
new-title-quote = der Titel einer Variante darf kein doppeltes Anführungszeichen enthalten
new-title-quote-hint = schreiben Sie ihn ohne doppelte Anführungszeichen
new-not-an-id = „{ $value }“ ist keine Kennung
new-not-an-id-hint = eine Kennung besteht aus ASCII-Kleinbuchstaben, Ziffern und `_`, z. B. move_ls
new-text-exists = „{ $id }“ ist schon ein Text der Sprachdateien ({ $file })
new-text-exists-hint = wählen Sie eine Kennung, die noch nichts trägt
new-variant-in-overlay = die Variante „{ $name }“ wäre ein Ordner in variants/ des Inhalts, kein Teil eines Overlay-Ordners
new-variant-in-overlay-hint = lassen Sie --overlay weg (ein Overlay-Ordner wird selbst so angewendet wie eine Variante)

## `wsdv rename`: its refusals (a message's hint is `<id>-hint`) and what it says it did; `$kind` is the kind of
## definition as typed (province, city, ...), `$kinds` such kinds joined by commas, `$old` and `$new` the ids.
rename-shipped = { $path }: Fehler: der mitgelieferte Inhalt ist mit wsdv installiert und wird nicht an Ort und Stelle umbenannt
rename-shipped-hint = kopieren Sie ihn und nennen Sie die Kopie mit --content ORDNER
rename-not-an-id = „{ $new }“ ist keine Kennung
rename-not-an-id-hint = eine Kennung besteht aus ASCII-Buchstaben, Ziffern und `_` und beginnt nicht mit einer Ziffer
rename-no-such = in { $content } gibt es keine Definition „{ $old }“ der Art { $kind }
rename-other-kind = in { $content } gibt es keine Definition „{ $old }“ der Art { $kind }
rename-other-kind-hint = „{ $old }“ ist die Kennung einer Definition anderer Art: { $kinds }
rename-ambiguous = „{ $old }“ ist die Kennung von Definitionen mehrerer Arten ({ $kinds }): ihre Verwendungen lassen sich nicht auseinanderhalten
rename-ambiguous-hint = nehmen Sie die Umbenennung von Hand vor
rename-taken = „{ $new }“ ist schon die Kennung einer Definition ({ $kinds })
rename-taken-hint = wählen Sie eine Kennung, die noch keine Definition trägt
rename-symbolic-link = diese Datei ist ein symbolischer Link (auf { $target }); eine Umbenennung ersetzt die Dateien, die sie ändert, daher wurde nichts geschrieben
rename-symbolic-link-hint = benennen Sie in dem Ordner um, auf den der Link zeigt, oder ersetzen Sie den Link durch eine Kopie
rename-nothing = „{ $old }“ ({ $kind }) kommt sonst nirgends vor; es gibt nichts zu ändern
rename-would-not-pass = der umbenannte Inhalt bestünde `wsdv check` nicht; nichts wurde geschrieben
rename-dry-run =
    „{ $old }“ ({ $kind }) würde in „{ $new }“ umbenannt werden: { $lines ->
        [one] { $lines } Zeile
       *[other] { $lines } Zeilen
    } in { $files ->
        [one] { $files } Datei
       *[other] { $files } Dateien
    } (Probelauf: nichts geschrieben)
rename-done =
    „{ $old }“ ({ $kind }) in „{ $new }“ umbenannt: { $lines ->
        [one] { $lines } Zeile
       *[other] { $lines } Zeilen
    } in { $files ->
        [one] { $files } Datei
       *[other] { $files } Dateien
    }

## `wsdv schema export` and `wsdv site build`: what they say they wrote ($seconds: already in the language's
## writing, one decimal), and schema export's refusal of a URL.
cli-schema-bad-base-url = --base-url „{ $url }“ ist keine http(s)- oder file-URL
cli-schema-bad-base-url-hint = z. B. --base-url https://example.org/wsdv/schemas/
cli-schema-exported = { $count ->
        [one] { $count } JSON-Schema
       *[other] { $count } JSON-Schemas
    } nach { $dir } geschrieben
cli-site-generated =
    { $pages ->
        [one] { $pages } Seite
       *[other] { $pages } Seiten
    } in { $languages ->
        [one] { $languages } Sprache
       *[other] { $languages } Sprachen
    } erzeugt; MkDocs wird gestartet
cli-site-built =
    Website gebaut: { $out } ({ $pages ->
        [one] { $pages } Seite
       *[other] { $pages } Seiten
    }, { $seconds } s)
cli-site-needs-extra = wsdv: Fehler: die Website braucht das Extra `site` (es fehlt: { $modules }): pip install 'wsdv[site]'
cli-site-cannot-listen = auf { $host }:{ $port } kann nicht gelauscht werden: { $reason }
cli-site-serving = { $root } wird unter { $url } bereitgestellt (Strg-C beendet)
cli-internal-error = wsdv: interner Fehler: { $error }
cli-internal-error-hint = das ist ein Fehler in wsdv, nicht in Ihrem Inhalt; führen Sie den Befehl mit WSDV_DEBUG=1 erneut aus, um die Stelle zu sehen

## `wsdv scenario run`: each scenario's mark (`ok`, `FAIL`) and the closing count, its parts joined with commas
## (the scenarios passed and failed, the files not valid, the scenarios with errors, the content's failures).
scenario-passed = { $n } bestanden
scenario-failed = { $n } nicht bestanden
scenario-broken = { $n ->
        [one] { $n } ungültige Datei
       *[other] { $n } ungültige Dateien
    }
scenario-invalid = { $n ->
        [one] { $n } Szenario mit Fehlern
       *[other] { $n } Szenarien mit Fehlern
    }
scenario-faults = { $n ->
        [one] { $n } Fehler des Inhalts beim Ablauf
       *[other] { $n } Fehler des Inhalts beim Ablauf
    }
scenario-ok = ok
scenario-fail = FEHLER
# Die Fehlschläge eines Szenarios (`wsdv scenario run`): was das Szenario erwartete und was das Spiel hatte.
scenario-problem-pieces = { $place }: erwartet { $expected } × { $piece }, gefunden { $found }
scenario-problem-value = { $key } von { $thing }: erwartet { $expected }, gefunden { $found }
scenario-problem-entry = { $key } { $name }: erwartet { $expected }, gefunden { $found }
scenario-problem-zone-count = Bereich { $zone }: erwartete Kartenzahl { $expected }, gefunden { $found }
scenario-problem-zone = Bereich { $zone }: erwartet { $expected }, gefunden { $found }
scenario-problem-hand = Hand von { $side }: erwartete Kartenzahl { $expected }, gefunden { $found }
scenario-problem-ended = erwartet, dass das Spiel weitergeht, aber es endete: { $result }
scenario-problem-goes-on = erwartet, dass das Spiel zu Ende ist, aber es geht weiter
scenario-problem-error-missing = erwartet wurde ein Fehler mit „{ $error }“, aber der Schritt gelang
scenario-problem-error-other = erwartet wurde ein Fehler mit „{ $error }“, gemeldet wurde: { $got }
scenario-problem-step-failed = der Schritt schlug fehl: { $error }
scenario-problem-asked = erwartet wurden die Entscheidungen { $expected }, gefragt wurden { $found }
scenario-problem-decisions = Entscheidungen: erwartet { $expected }, es waren { $found }
scenario-problem-result = Ergebnis { $name }: erwartet { $expected }, gefunden { $found }
scenario-problem-no-decision = erwartet, dass eine Entscheidung „{ $decision }“ angeboten wird, es kam keine (nach den vorigen)
scenario-problem-options = Entscheidung „{ $decision }“: erwartet die Optionen { $expected }, angeboten { $offered }
scenario-problem-not-offered = Entscheidung „{ $decision }“: { $missing } nicht angeboten (angeboten: { $offered })
scenario-problem-barred = Entscheidung „{ $decision }“: { $barred } angeboten, obwohl es nicht sein sollte (angeboten: { $offered })
scenario-problem-unused-choices = { $step ->
        [0] { "" }
       *[other] Schritt { $step }:{ " " }
    }nur { $asked } der vorgegebenen Auswahlen (insgesamt { $count }) wurden abgefragt
scenario-problem-site = { $city }: erwartet { $wanted ->
        [none] keine Fabrik
       *[some] { $expected }
    }, gefunden { $had ->
        [none] keine Fabrik
       *[some] { $found }
    }
scenario-problem-rundown-count = erwartete Zahl maroder Fabriken { $expected }, gefunden { $found } ({ $cities })
scenario-problem-rundown = erwartet die maroden Fabriken { $expected }, gefunden { $found }
scenario-problem-infrastructure = Infrastruktur von { $side }: erwartet { $expected }, gefunden { $found }
scenario-problem-needs-variants = dieses Szenario braucht die Variante(n) { $variants }
scenario-problem-unknown-primitive = unbekanntes Primitiv `{ $name }`{ $known ->
        [yes] { " " }(meinten Sie „{ $near }“?)
       *[no] { "" }
    }
scenario-problem-variants-broken = der Inhalt mit der Variante(n) { $variants } hat Fehler (siehe oben)
scenario-problem-unknown = unbekannter Name „{ $value }“ ({ $what ->
        [action] Aktion
        [card] Karte
        [choice] Antwort
        [city] Stadt
        [connection] Verbindung
        [decision] Entscheidung
        [flag] Merkmal
        [icon] Symbol
        [option] Option
        [outcome] Spielende
        [phase] Schritt
        [piece] Spielteil
        [place] Ort
        [province] Gebiet
        [province_or_side] Gebiet oder Seite
        [routine] Ablauf
        [sector] Sektor
        [sequence] Ablauf
        [setup] Aufbau
        [side] Seite
        [track] Leiste
        [zone] Zone
       *[other] { $what }
    })
scenario-problem-unknown-hint = { $near ->
        [none] { $about ->
            [decisions] die Entscheidungen: { $known }
           *[answer] eine Antwort ist der Wert einer Option: eine Kennung des Inhalts, eine Zahl, `none` oder `stop`
        }
       *[other] meinten Sie „{ $near }“?
    }
scenario-problem-track-spaces = die Leiste „{ $track }“ hat die Felder { $low } bis { $high }, nicht { $value }
scenario-problem-not-side-decision = „{ $entry }“ ist keine Angabe aus Seite und Entscheidung
scenario-problem-not-side-decision-hint = schreiben Sie `SEITE ENTSCHEIDUNG`{ $example ->
        [none] { "" }
       *[other] , z. B. `{ $example }`
    }
scenario-problem-over-supply = die Stellung braucht { $needed } × { $piece } auf dem Spielplan, aber die Schachtel enthält nur { $count }
scenario-problem-ran-out = der Vorrat an { $piece } ist ausgegangen: { $missing } nicht gesetzt (der Inhalt begrenzt ihn auf { $count }, `piece { $piece } ... limit yes`)

# Eine Szenariodatei, die sich nicht als Szenarien lesen lässt (wsdv scenario run), jeweils an ihrer Stelle.
scenario-load-not-utf8 = die Datei ist kein UTF-8-Text
scenario-load-empty = die Datei enthält kein Szenario
scenario-load-too-many = die Datei steht für mehr als { $limit } Werte, wenn ihre Aliase aufgelöst werden
scenario-load-too-many-hint = verwenden Sie für gemeinsame Positionen weniger und flachere Anker
scenario-load-yaml = das ist kein gültiges YAML: das Lesen brach hier ab
scenario-load-yaml-hint = suchen Sie an dieser Stelle oder kurz davor nach einem fehlenden Doppelpunkt, Anführungszeichen oder einer Klammer oder nach einer falschen Einrückung
scenario-load-deep = die Datei ist zu tief verschachtelt
scenario-load-long-number = diese Zahl hat { $digits } Ziffern; kein Wert eines Szenarios hat mehr als 20
scenario-load-long-number-hint = ein Seed ist eine ganze Zahl von 0 bis 18446744073709551615
scenario-load-not-mapping = eine Szenariodatei enthält eine Zuordnung oder `scenarios:` mit einer Liste von Zuordnungen
scenario-load-unknown-key = unbekannter Schlüssel „{ $key }“
scenario-load-unknown-key-hint = bekannte Schlüssel: { $keys }
scenario-load-unknown-key-close = unbekannter Schlüssel „{ $key }“
scenario-load-unknown-key-close-hint = war „{ $close }“ gemeint?
scenario-load-not-whole = { $value } ist keine ganze Zahl
scenario-load-type = „{ $key }“ hat die falsche Art von Wert: erwartet wird { $type ->
        [integer] eine ganze Zahl
        [number] eine Zahl
        [string] ein Text
        [boolean] true oder false
        [array] eine Liste
        [object] eine Zuordnung (Schlüssel mit Werten)
       *[other] eine andere Art von Wert
    }
scenario-load-required = hier fehlt der Schlüssel „{ $key }“
scenario-load-enum = „{ $key }“ nimmt einen dieser Werte: { $values }
scenario-load-minimum = „{ $key }“ liegt unter { $limit }, dem kleinsten erlaubten Wert
scenario-load-maximum = „{ $key }“ liegt über { $limit }, dem größten erlaubten Wert
scenario-load-schema = „{ $key }“ enthält hier nicht, was ein Szenario erlaubt (siehe docs/guide/scenarios.md)
scenario-load-step-or-steps = ein Szenario braucht genau eines von `step` und `steps`
scenario-load-choices-with-steps = mit `steps` trägt jeder Schritt seine eigenen `choices`
scenario-load-step-kind = ein Schritt nennt genau eines von: { $kinds }
scenario-load-single-step-choices = ein einzelner `step` nimmt seine Antworten aus den `choices` des Szenarios
scenario-load-unreadable = die Datei lässt sich nicht lesen: { $code ->
        [ENOENT] es gibt keine solche Datei
        [EACCES] das Lesen ist nicht erlaubt
        [EISDIR] sie ist ein Ordner
       *[other] das System hat es verweigert ({ $code })
    }
# Der Inhalt schlug fehl, während ein Szenario lief: die Zeile des Problems und die Stelle im Szenario.
scenario-problem-content-failed = der Inhalt ist beim Ausführen gescheitert (der Fehler folgt)
scenario-problem-budget = das Szenario hat sein Schrittbudget überschritten (der Fehler folgt)
scenario-fault-in-setup = in Szenario { $name }, beim Aufbau und Herstellen der Ausgangsstellung
scenario-fault-in-step = in { $place }{ $colon } Szenario { $name }, Schritt { $step } ({ $kind } { $what })
scenario-fault-budget-hint = hier ist eine Schleife außer Kontrolle geraten; braucht der Inhalt wirklich mehr, erhöhen Sie das `budget` des Szenarios (jetzt { $budget })
# A scenario's run that failed outside the content: a `primitive` step given arguments the primitive cannot take
# (the scenario's), calls nested too deeply, or wsdv itself ($error: Python's exception, as it is, for a bug report).
scenario-problem-primitive-failed = das Primitiv `{ $name }` ist mit den Argumenten des Szenarios gescheitert ({ $error })
scenario-problem-too-deep = die Aufrufe des Inhalts sind zu tief verschachtelt
scenario-problem-engine-failed = wsdv selbst ist beim Ausführen dieses Szenarios gescheitert ({ $error }): Das ist ein Fehler in wsdv, nicht im Inhalt oder im Szenario; führen Sie den Befehl mit WSDV_DEBUG=1 erneut aus, um die Stelle zu sehen

# Der Cache-Ordner (WSDV_CACHE oder der des Systems), wenn andere seine Einträge schreiben könnten: nicht benutzt, in einer Zeile gesagt.
cli-cache-untrusted = der Cache-Ordner wird nicht benutzt: { $why ->
        [owner] er gehört einem anderen Benutzer
        [parent] ein Ordner darüber erlaubt jedem, ihn zu ersetzen
       *[writable] andere Benutzer dürfen hineinschreiben
    }; wsdv arbeitet ohne Cache (dieselben Antworten, langsamer). Machen Sie den Ordner zu Ihrem eigenen und privat (chmod 700), oder nennen Sie mit WSDV_CACHE einen anderen

# Kartentext aus den Symbolen des Ereignisses einer Karte (wsdv cards show). Siehe
# en/icons.ftl: dieselben Variablen. Die Seiten heißen BRD und DDR und stehen mit Artikel.

## Symbole mit Pfeil (§6.4)

icon-prestige-arrow = Rücke den Prestigemarker { $n ->
        [one] 1 Feld
       *[other] { $n } Felder
    } in Richtung { NAME($side) }
icon-currency-arrow = Rücke den Devisenmarker { $n ->
        [one] 1 Feld
       *[other] { $n } Felder
    } in Richtung { NAME($side) }
icon-socialist-arrow = Rücke den Sozialistenmarker { $n ->
        [one] 1 Feld
       *[other] { $n } Felder
    } in Richtung { NAME($side) }

## Symbole ohne Pfeil (§6.4)

icon-build-point = Die { NAME($side) } erhält { $n ->
        [one] 1 Wirtschaftspunkt
       *[other] { $n } Wirtschaftspunkte
    }{ $where_id ->
        [anywhere] {""}
       *[other] { " " }{ NAME($where, case: "in") }
    }
icon-dismantle = Die { NAME($side) } baut { $n ->
        [one] 1 Punkt
       *[other] { $n } Punkte
    }{ $where_id ->
        [anywhere] {""}
       *[other] { " " }{ NAME($where, case: "in") }
    } ab
icon-place-unrest = Setze { $n } Unruhewürfel { NAME($where, case: "in") } ein
icon-remove-unrest = Entferne { $n } Unruhewürfel { $where_id ->
        [anywhere] { $side_id ->
            [west] aus dem Westen
           *[east] aus der DDR
        }
       *[other] { NAME($where, case: "from") }
    }
icon-move-unrest = Versetze { $n } Unruhewürfel { $from_id ->
        [none] von einem Gebiet der { NAME($side) } in ein anderes
       *[other] { NAME($from, case: "from") } in ein anderes Gebiet der { NAME($side) }
    }
icon-reduce-unrest = Senke die Unruhe in { $n ->
        [one] 1 Gebiet
       *[other] { $n } Gebieten
    } der { NAME($side) } mit Massenprotest auf 3
icon-place-ls = { $n ->
        [one] Setze 1 LS-Marker { NAME($where, case: "in") } ein und entferne dort 1 Unruhewürfel
       *[other] Setze { $n } LS-Marker { NAME($where, case: "in") } ein und entferne für jeden 1 Unruhewürfel dort, wo er hinkommt
    }
icon-place-ls-only = Setze { $n } LS-Marker { NAME($where, case: "in") } ein, ohne Unruhe zu entfernen
icon-remove-ls = Entferne { $n } LS-Marker { NAME($where, case: "in") }
icon-destroy-factory = Entferne { $n ->
        [one] 1 Fabrik
       *[other] { $n } Fabriken
    } der { NAME($side) }{ $where_id ->
        [anywhere] {""}
       *[other] { " " }{ NAME($where, case: "in") }
    } endgültig, mit ihrer ganzen Infrastruktur
icon-rundown = { $n ->
        [one] 1 Fabrik der { NAME($side) }{ $where_id ->
            [anywhere] {""}
           *[other] { " " }{ NAME($where, case: "in") }
        } wird marode
       *[other] { $n } Fabriken der { NAME($side) }{ $where_id ->
            [anywhere] {""}
           *[other] { " " }{ NAME($where, case: "in") }
        } werden marode
    }
icon-repair = { $n ->
        [one] 1 marode Fabrik der { NAME($side) }{ $where_id ->
            [anywhere] {""}
           *[other] { " " }{ NAME($where, case: "in") }
        } wird saniert
       *[other] { $n } marode Fabriken der { NAME($side) }{ $where_id ->
            [anywhere] {""}
           *[other] { " " }{ NAME($where, case: "in") }
        } werden saniert
    }
icon-build-wall = Mauerbau: Ab jetzt trägt die DDR an jedem Dekadenende die Mauerkosten, statt unter der Republikflucht zu leiden
icon-wall-falls = Maueröffnung: Ab jetzt leidet die DDR an jedem Dekadenende wieder unter der Republikflucht, statt die Mauerkosten zu tragen
icon-police-red = Rote Staatsgewalt: Die Karte wird offen vor die DDR gelegt; als rote Staatsgewalt-Karte zählt sie bei der Republikflucht mit
icon-police-pink = Rosa Staatsgewalt: Die Karte wird offen vor die DDR gelegt; als rosa Staatsgewalt-Karte zählt sie bei der Republikflucht nicht mit
icon-stasi-dissolved = Auflösung der Stasi: Die DDR wirft ihre Staatsgewalt-Karten ab und setzt die Unruhewürfel darauf in ihre Gebiete zurück, höchstens 1 je Gebiet
icon-guillaume = Guillaume-Affäre: Die DDR sieht sich die Handkarten der BRD oder die obersten 2 Karten des Nachziehstapels an und darf eine ihrer Karten gegen eine gesehene tauschen oder eine der 2 Stapelkarten aus dem Spiel nehmen

## Eckensymbole
icon-flight = Republikflucht: Solange die Karte bei den in dieser Dekade gespielten Karten liegt, rückt sie am Dekadenende den Fluchtmarker ein Feld vor
icon-police-red-corner = Rote Staatsgewalt-Karte: Wird ihr Staatsgewalt-Symbol ausgeführt, kommt die Karte vor die DDR, die sie behält; einmal je Dekade darf die DDR sie vor oder nach ihrer Aktion einsetzen, um einen Unruhewürfel aus einem ihrer Gebiete zu entfernen. Am Dekadenende rückt die Karte den Fluchtmarker ein Feld vor und kostet die DDR einen Abbaupunkt
icon-police-pink-corner = Rosa Staatsgewalt-Karte: Die DDR behält sie, wenn ihr Staatsgewalt-Symbol ausgeführt wird, und setzt sie wie eine rote ein (einmal je Dekade, vor oder nach der Aktion der DDR, entfernt sie einen Unruhewürfel aus einem Gebiet der DDR; am Dekadenende kostet sie die DDR einen Abbaupunkt), den Fluchtmarker bewegt sie aber nicht

## Wo ein Symbol wirkt, wenn keine Einschränkung aufgedruckt ist: überall auf seiner Seite

icon-anywhere = { $side_id ->
        [west] im Westen
       *[east] in der DDR
    }

## Was eine Karte einem Symbol hinzufügt

icon-limit = { $text }, höchstens { $limit } pro Gebiet
icon-crest = { $text }; wo, entscheidet die { NAME($crest) }
icon-optional = { $text } (darf auch unterbleiben)
icon-sentence = { $text }.
card-order-printed = In dieser Reihenfolge:
    .next = keep
card-reminder = Erinnerung (Schritt „{ $phase }“): { $text }

# Die Worte der Design-Warnungen von `wsdv check` und der Fehler, die dazugehören.

check-city-outside-area = { $there ->
        [none] Die Stadt „{ $city }“ von „{ $owner }“ liegt auf der Karte außerhalb jedes Gebiets
       *[other] Die Stadt „{ $city }“ von „{ $owner }“ liegt auf der Karte im Gebiet „{ $there }“
    }
check-city-outside-area-hint = ihr `at` ist in Hundertsteln des Spielplans angegeben, die Umrisse ({ $file }) in Tausendsteln: `at { $at }` ist dort der Punkt { $point }; verschieben Sie die Stadt oder den Umriss
check-deck-plan = { $listed ->
        [one] { $listed } Dekade ({ $decades }) hat
       *[other] { $listed } Dekaden ({ $decades }) haben
    } { $have } Karten, aber eine Dekade teilt { $need } aus ({ $sides } Hände zu { $hand } und { $halves } Auslagen zu { $display }): Die letzte Auslage bekommt nur { $last } ihrer { $display } Karten
check-deck-plan-hint = senken Sie `hand` oder `display`, oder geben Sie der Dekade mehr Karten (ihre `cards`)
check-colour-values = Karte { $card } ist { $colour } und hat { $given } Werte, aber { $colour }-Karten tragen { $printed ->
        [one] { $printed } Wert
       *[other] { $printed } Werte
    }
check-colour-values-hint = { $printed ->
        [one] schreiben Sie einen Wert, für beide Seiten (`card_colour { $colour } ... values { $printed }`)
       *[other] schreiben Sie { $printed } Werte (`card_colour { $colour } ... values { $printed }`)
    }
check-unused = Die Deklaration { $kind } „{ $id }“ wird nirgends verwendet
check-unused-hint = keine Deklaration und kein Code nennt sie; nennen Sie sie dort, wo sie zählen soll, oder löschen Sie sie
check-needs-keyword = `{ $fn }` braucht { $keywords }: ohne kann der Aufruf nicht ausgeführt werden
check-needs-keyword-hint = geben Sie es nach den anderen Argumenten mit Namen an: `{ $fn }(..., { $example })`

## What nothing uses and what a player would see broken (checks/usage.py)
check-phase-unused = keine Abfolge führt den Schritt „{ $phase }“ aus
check-phase-unused-hint = nehmen Sie ihn in die `phases` einer Abfolge auf, oder löschen Sie ihn
check-never-called = nichts ruft { $kind ->
        [icon] das Symbol
       *[routine] die Prozedur
    } „{ $id }“ auf
check-never-called-hint = keine Karte, kein Symbol, keine Prozedur, kein Schritt und keine Leiste ruft es auf; rufen Sie es irgendwo auf, oder löschen Sie es
check-card-no-rows = die Karte { $card } hat keine Reihen
check-card-no-rows-hint = ihr Ereignis bewirkt nichts; schreiben Sie, was sie zeigt, als Zeilen `row N icons ...`
check-icon-no-text = das Symbol „{ $icon }“ hat keinen Kartentext in: { $langs }
check-icon-no-text-hint = Karten, die es tragen, zeigen dort „{ $icon }.“; ergänzen Sie `{ $message }` in locales/LANG/icons.ftl
check-outcome-unreachable = der Ausgang „{ $outcome }“ kann nie eintreten
check-outcome-unreachable-hint = nichts prüft Ausgänge im Moment "{ $moment }" (`check_outcomes`), und kein Code beendet das Spiel damit (`end_game({ $outcome })`)

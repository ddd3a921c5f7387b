# Die Worte der Design-Warnungen von `wsdv check` und der Fehler, die dazugehören.

check-city-outside-area = { $there ->
        [none] Die Stadt „{ $city }“ von „{ $owner }“ liegt auf der Karte außerhalb jedes Gebiets
       *[other] Die Stadt „{ $city }“ von „{ $owner }“ liegt auf der Karte im Gebiet „{ $there }“
    }
check-city-outside-area-hint = ihr `at` ist in Hundertsteln des Spielplans angegeben, die Umrisse ({ $file }) in Tausendsteln: `at { $at }` ist dort der Punkt { $point }; verschiebe die Stadt oder den Umriss
check-deck-plan = { $listed ->
        [one] { $listed } Dekade ({ $decades }) hat
       *[other] { $listed } Dekaden ({ $decades }) haben
    } { $have } Karten, aber eine Dekade teilt { $need } aus ({ $sides } Hände zu { $hand } und { $halves } Auslagen zu { $display }): Die letzte Auslage bekommt nur { $last } ihrer { $display } Karten
check-deck-plan-hint = senke `hand` oder `display`, oder gib der Dekade mehr Karten (ihre `cards`)
check-colour-values = Karte { $card } ist { $colour } und hat { $given } Werte, aber { $colour }-Karten tragen { $printed ->
        [one] { $printed } Wert
       *[other] { $printed } Werte
    }
check-colour-values-hint = { $printed ->
        [one] schreibe einen Wert, für beide Seiten (`card_colour { $colour } ... values { $printed }`)
       *[other] schreibe { $printed } Werte (`card_colour { $colour } ... values { $printed }`)
    }
check-unused = Die Deklaration { $kind } „{ $id }“ wird nirgends verwendet
check-unused-hint = keine Deklaration und kein Code nennt sie; nenne sie dort, wo sie zählen soll, oder lösche sie
check-needs-keyword = `{ $fn }` braucht { $keywords }: ohne kann der Aufruf nicht ausgeführt werden
check-needs-keyword-hint = gib es nach den anderen Argumenten mit Namen an: `{ $fn }(..., { $example })`

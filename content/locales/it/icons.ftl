# Testo della carta generato dalle icone del suo evento (wsdv cards show). Vedi
# en/icons.ftl: le stesse variabili. Ovest ed Est vogliono l'articolo: "dell'Est".

## Icone con freccia (§6.4)

icon-prestige-arrow = Muovere l'indicatore prestigio di { $n ->
        [one] 1 casella
       *[other] { $n } caselle
    } a favore dell'{ NAME($side) }
icon-currency-arrow = Muovere l'indicatore valuta occidentale di { $n ->
        [one] 1 casella
       *[other] { $n } caselle
    } a favore dell'{ NAME($side) }
icon-socialist-arrow = Muovere l'indicatore socialista di { $n ->
        [one] 1 casella
       *[other] { $n } caselle
    } a favore dell'{ NAME($side) }

## Icone senza freccia (§6.4)

icon-build-point = L'{ NAME($side) } guadagna { $n ->
        [one] { $n } punto costruzione
       *[other] { $n } punti costruzione
    } { $where_id ->
           *[other] { NAME($where, case: "in") }
        }
icon-dismantle = L'{ NAME($side) } smantella { $n ->
        [one] { $n } punto costruzione
       *[other] { $n } punti costruzione
    } { $where_id ->
           *[other] { NAME($where, case: "in") }
        }
icon-place-unrest = Piazzare { $n ->
        [one] 1 cubo sommossa
       *[other] { $n } cubi sommossa
    } { NAME($where, case: "in") }
icon-remove-unrest = Rimuovere { $n ->
        [one] 1 cubo sommossa
       *[other] { $n } cubi sommossa
    } { $where_id ->
        [anywhere] { $side_id ->
            [west] dall'Ovest
           *[east] dalla Germania Est
        }
       *[other] { NAME($where, case: "from") }
    }
icon-move-unrest = Spostare { $n ->
        [one] 1 cubo sommossa
       *[other] { $n } cubi sommossa
    } { $from_id ->
        [none] da una provincia dell'{ NAME($side) } a un'altra
       *[other] { NAME($from, case: "from") } a un'altra provincia dell'{ NAME($side) }
    }
icon-reduce-unrest = Ridurre a 3 i cubi sommossa in { $n ->
        [one] 1 provincia
       *[other] { $n } province
    } dell'{ NAME($side) } con una protesta di massa
icon-place-ls = { $n ->
        [one] Piazzare 1 segnalino TV { NAME($where, case: "in") } e rimuovervi 1 cubo sommossa
       *[other] Piazzare { $n } segnalini TV { NAME($where, case: "in") } e rimuovere 1 cubo sommossa dove va ciascuno
    }
icon-place-ls-only = Piazzare { $n ->
        [one] 1 segnalino TV
       *[other] { $n } segnalini TV
    } { NAME($where, case: "in") } senza rimuovere cubi sommossa
icon-remove-ls = Rimuovere { $n ->
        [one] 1 segnalino TV
       *[other] { $n } segnalini TV
    } { NAME($where, case: "in") }
icon-destroy-factory = Rimuovere definitivamente { $n ->
        [one] 1 fabbrica
       *[other] { $n } fabbriche
    } dell'{ NAME($side) } { $where_id ->
           *[other] { NAME($where, case: "in") }
        } con tutte le { $n ->
        [one] sue
       *[other] loro
    } infrastrutture
icon-rundown = { $n ->
        [one] 1 fabbrica dell'{ NAME($side) } { $where_id ->
           *[other] { NAME($where, case: "in") }
        } diventa fatiscente
       *[other] { $n } fabbriche dell'{ NAME($side) } { $where_id ->
           *[other] { NAME($where, case: "in") }
        } diventano fatiscenti
    }
icon-repair = { $n ->
        [one] 1 fabbrica fatiscente dell'{ NAME($side) } { $where_id ->
           *[other] { NAME($where, case: "in") }
        } viene rimodernata
       *[other] { $n } fabbriche fatiscenti dell'{ NAME($side) } { $where_id ->
           *[other] { NAME($where, case: "in") }
        } vengono rimodernate
    }
icon-build-wall = Costruzione del muro di Berlino: da adesso, a ogni fine decade, l'Est paga i costi per il muro invece di subire la fuga dalla Repubblica
icon-wall-falls = Caduta del muro: da adesso, a ogni fine decade, l'Est subisce di nuovo la fuga dalla Repubblica invece di pagare i costi per il muro
icon-police-red = Forze di polizia rosse: la carta va scoperta davanti all'Est; come carta forze di polizia rossa, conta per la fuga dalla Repubblica
icon-police-pink = Forze di polizia rosa: la carta va scoperta davanti all'Est; come carta forze di polizia rosa, non conta per la fuga dalla Repubblica
icon-stasi-dissolved = Scioglimento della Stasi: l'Est scarta le sue carte forze di polizia e rimette nelle proprie province i cubi sommossa posti su quelle carte, al massimo 1 per provincia
icon-guillaume = Affare Guillaume: l'Est guarda la mano dell'Ovest oppure le prime 2 carte del mazzo di pesca e può scambiare una delle sue carte con una di quelle viste, oppure rimuovere dal gioco una delle 2 carte del mazzo

## Icone d'angolo
icon-flight = Fuga: finché la carta resta tra le carte giocate in questa decade, a fine decade fa avanzare l'indicatore fuga di una casella
icon-police-red-corner = Carta forze di polizia rossa: quando se ne risolve l'icona forze di polizia, la carta va davanti all'Est, che la tiene; una volta per decade, prima o dopo la sua azione, l'Est può usarla per rimuovere un cubo sommossa da una delle sue province. A fine decade la carta fa avanzare l'indicatore fuga di una casella e costa all'Est un punto smantellamento
icon-police-pink-corner = Carta forze di polizia rosa: l'Est la tiene quando se ne risolve l'icona forze di polizia e la usa come una rossa (una volta per decade, prima o dopo l'azione dell'Est, rimuove un cubo sommossa da una provincia dell'Est; a fine decade costa all'Est un punto smantellamento), ma non fa avanzare l'indicatore fuga

## Dove agisce un'icona senza restrizione stampata: ovunque nella sua parte

icon-anywhere = { $side_id ->
        [west] a Ovest
       *[east] in Germania Est
    }

## Ciò che la carta aggiunge a un'icona

icon-limit = { $text }, al massimo { $limit } per provincia
icon-crest = { $text }; l'{ NAME($crest) } decide dove
icon-optional = { $text } (si può anche rinunciarvi)
icon-sentence = { $text }.
card-order-printed = In quest'ordine:
    .next = lower
card-reminder = Promemoria (fase «{ $phase }»): { $text }

# Nomi degli elementi del gioco (italiano). Identificatori: vedi en/names.ftl.
#
# `in` è l'intera locuzione "in <luogo>" con la preposizione che il nome richiede
# (altrimenti dal messaggio `name-in`: "a" per le città, "in" per il resto).
# `.gender` (masculine, feminine, plural) per articoli e aggettivi concordati.
# Come nel regolamento italiano, i Länder e le città tedesche mantengono i nomi del
# tabellone; Berlino Ovest e Berlino Est si traducono.

name-in = { KIND($name) ->
        [city] a { $name }
       *[other] in { $name }
    }

# Più nomi di seguito: «a, b e c».
name-and = { $first } e { $last }
name-or = { $first } o { $last }
name-comma = { $first }, { $last }

## Giocatori

-side-west = { $case ->
        [in] a Ovest
        [to] a Ovest
        [from] dall'Ovest
       *[nominative] Ovest
    }
    .gender = masculine
-side-east = { $case ->
        [in] a Est
        [to] a Est
        [from] dall'Est
       *[nominative] Est
    }
    .gender = masculine

## Province

-province-schleswig-holstein = Schleswig-Holstein
    .gender = feminine
-province-niedersachsen = Niedersachsen
    .gender = feminine
-province-nordrhein-westfalen = Nordrhein-Westfalen
    .gender = feminine
-province-hessen = Hessen
    .gender = feminine
-province-rheinland-pfalz = Rheinland-Pfalz
    .gender = feminine
-province-baden-wuerttemberg = Baden-Württemberg
    .gender = feminine
-province-bayern = Bayern
    .gender = feminine
-province-w-berlin = { $case ->
        [in] a Berlino Ovest
       *[nominative] Berlino Ovest
    }
    .gender = feminine
-province-mecklenburg = Mecklenburg
    .gender = feminine
-province-brandenburg = Brandenburg
    .gender = feminine
-province-o-berlin = { $case ->
        [in] a Berlino Est
       *[nominative] Berlino Est
    }
    .gender = feminine
-province-sachsen-anhalt = Sachsen-Anhalt
    .gender = feminine
-province-sachsen = Sachsen
    .gender = feminine
-province-thueringen = Thüringen
    .gender = feminine

## Settori di Berlino Ovest

-sector-french = { $case ->
        [in] nel settore francese
        [from] dal settore francese
       *[nominative] settore francese
    }
    .gender = masculine
-sector-british = { $case ->
        [in] nel settore britannico
        [from] dal settore britannico
       *[nominative] settore britannico
    }
    .gender = masculine
-sector-us = { $case ->
        [in] nel settore americano
        [from] dal settore americano
       *[nominative] settore americano
    }
    .gender = masculine

## Gruppi di province

-group-west-germany = Germania Ovest
    .gender = feminine
-group-east-germany = Germania Est
    .gender = feminine
-group-suppliers = { $case ->
        [in] nei protettorati
        [from] dai protettorati
       *[nominative] protettorati
    }
    .gender = plural

## Paesi esteri

-country-polska = Polonia
    .gender = feminine
-country-cssr = { $case ->
        [in] nella ČSSR
        [to] nella ČSSR
       *[nominative] ČSSR
    }
    .gender = feminine

## Città

# The board's labels, as the rulebook writes them (Hamburg, Köln), except the two cities a card title
# names: those take the name Italian readers use, the one the title says (card 40 «Processi di
# Francoforte», card 60 «Olimpiadi di Monaco»), so one city has one name in one game.
-city-hamburg = Hamburg
-city-flensburg = Flensburg
-city-kiel = Kiel
-city-bremen = Bremen
-city-hannover = Hannover
-city-wolfsburg = Wolfsburg
-city-bielefeld = Bielefeld
-city-duisburg = Duisburg
-city-dortmund = Dortmund
-city-koeln = Köln
-city-kassel = Kassel
-city-giessen = Gießen
-city-fulda = Fulda
-city-frankfurt = Francoforte
-city-koblenz = Koblenz
-city-saarbruecken = Saarbrücken
-city-kaiserslautern = Kaiserslautern
-city-mannheim = Mannheim
-city-heilbronn = Heilbronn
-city-stuttgart = Stuttgart
-city-ulm = Ulm
-city-bayreuth = Bayreuth
-city-nuernberg = Nürnberg
-city-ingolstadt = Ingolstadt
-city-muenchen = Monaco
-city-rostock = Rostock
-city-neubrandenburg = Neubrandenburg
-city-schwedt = Schwedt
-city-rheinsberg = Rheinsberg
-city-cottbus = Cottbus
-city-berlin = Berlino
-city-magdeburg = Magdeburg
-city-bitterfeld = Bitterfeld
-city-leipzig = Leipzig
-city-dresden = Dresden
-city-karl-marx-stadt = Karl-Marx-Stadt
-city-eisenach = Eisenach
-city-jena = Jena
-city-szczecin = Szczecin
-city-poznan = Poznań
-city-decin = Děčín
-city-karlovy-vary = Karlovy Vary

## Tracciati

-track-prestige = { $case ->
        [in] sul tracciato prestigio
        [from] dal tracciato prestigio
       *[nominative] tracciato prestigio
    }
    .gender = masculine
-track-currency = { $case ->
        [in] sul tracciato valuta occidentale
        [from] dal tracciato valuta occidentale
       *[nominative] tracciato valuta occidentale
    }
    .gender = masculine
-track-socialist = { $case ->
        [in] sul tracciato socialista
        [from] dal tracciato socialista
       *[nominative] tracciato socialista
    }
    .gender = masculine
-track-flight = { $case ->
        [in] sul tracciato fuga
        [from] dal tracciato fuga
       *[nominative] tracciato fuga
    }
    .gender = masculine

## Componenti

-piece-yellow-factory = { $count ->
        [one] fabbrica gialla
       *[other] fabbriche gialle
    }
    .gender = feminine
-piece-red-factory = { $count ->
        [one] fabbrica rossa
       *[other] fabbriche rosse
    }
    .gender = feminine
-piece-purple-factory = { $count ->
        [one] fabbrica viola
       *[other] fabbriche viola
    }
    .gender = feminine
-piece-rundown-factory = { $count ->
        [one] fabbrica fatiscente
       *[other] fabbriche fatiscenti
    }
    .gender = feminine
-piece-rheinsberg-factory = { $count ->
        [one] fabbrica Rheinsberg
       *[other] fabbriche Rheinsberg
    }
    .gender = feminine
-piece-infrastructure = { $count ->
        [one] infrastruttura
       *[other] infrastrutture
    }
    .gender = feminine
-piece-ls = { $count ->
        [one] segnalino TV
       *[other] segnalini TV
    }
    .gender = masculine
-piece-unrest = { $count ->
        [one] cubo sommossa
       *[other] cubi sommossa
    }
    .gender = masculine
-piece-socialist = { $count ->
        [one] socialista
       *[other] socialisti
    }
    .gender = masculine
-piece-mass-protest = { $count ->
        [one] protesta di massa
       *[other] proteste di massa
    }
    .gender = feminine

## Spazi fuori dalla mappa e stato del gioco

-box-socialist-holding = { $case ->
        [in] nel riquadro socialisti
        [to] nel riquadro socialisti
        [from] dal riquadro socialisti
       *[nominative] riquadro socialisti
    }
    .gender = masculine
-flag-wall = muro di Berlino
    .gender = masculine

## Decadi

-decade-I = { $case ->
        [in] nella decade I
       *[nominative] decade I
    }
    .gender = feminine
-decade-II = { $case ->
        [in] nella decade II
       *[nominative] decade II
    }
    .gender = feminine
-decade-III = { $case ->
        [in] nella decade III
       *[nominative] decade III
    }
    .gender = feminine
-decade-IV = { $case ->
        [in] nella decade IV
       *[nominative] decade IV
    }
    .gender = feminine

## La fine decade e le sue fasi (§9)

-sequence-end-of-decade = { $case ->
        [in] a fine decade
       *[nominative] Fine decade
    }
    .gender = feminine
-phase-flight = Fuga
-phase-wall-cost = Costi per il muro
-phase-prestige = Prestigio
-phase-currency = Valuta occidentale
-phase-police-payment = Pagare le forze di polizia
-phase-ls-upkeep = Mantenere il tenore di vita
-phase-internal-comparison = Comparazione interna
-phase-east-west-comparison = Comparazione Est–Ovest
-phase-police-cards = Risolvere le carte forze di polizia
-phase-socialists = Fase socialista
-phase-collapse-check = Wir sind das Volk?

## Come finisce la partita

-outcome-west-collapses = Collasso dell'Ovest
-outcome-east-collapses = Collasso dell'Est
-outcome-end-of-game = Vittoria alla fine del gioco
-outcome-national-insolvency = Insolvenza nazionale
-outcome-triumph-of-socialism = Trionfo del socialismo
-outcome-failure-of-socialism = Fallimento del socialismo

## Azioni (§6)

-action-remove-cube = Rimuovere 1 cubo sommossa
-action-develop = Rafforzare la propria economia
-action-raise-living-standard = Aumentare il tenore di vita
-action-trigger-event = Attivare l'evento

## Dove stanno le carte

-pile-deck = { $case ->
        [to] nel mazzo di pesca
        [in] nel mazzo di pesca
        [from] dal mazzo di pesca
       *[nominative] mazzo di pesca
    }
-pile-display = { $case ->
        [to] tra le carte in cima al tabellone
        [in] tra le carte in cima al tabellone
        [from] dalle carte in cima al tabellone
       *[nominative] carte in cima al tabellone
    }
    .gender = plural
-pile-special = { $case ->
        [to] al posto della carta speciale
        [in] al posto della carta speciale
        [from] dal posto della carta speciale
       *[nominative] carta speciale
    }
-pile-played = { $case ->
        [to] tra le carte giocate
        [in] tra le carte giocate
        [from] dalle carte giocate
       *[nominative] carte giocate
    }
-pile-discard = { $case ->
        [to] nella pila degli scarti
        [in] nella pila degli scarti
        [from] dalla pila degli scarti
       *[nominative] pila degli scarti
    }
-pile-removed = { $case ->
        [to] fuori dal gioco
        [in] fuori dal gioco
        [from] dalle carte rimosse dal gioco
       *[nominative] carte rimosse dal gioco
    }
-pile-hand = { $case ->
        [to] in mano
        [in] in mano
        [from] dalla mano
       *[nominative] mano
    }

## Colori delle carte

-card-colour-red = carta rossa
-card-colour-yellow = carta gialla
-card-colour-dual = carta duplice

## Altri stati del gioco

-flag-stasi = Stasi
    .gender = feminine

## Icone (§6.4)

-icon-prestige-arrow = Freccia prestigio
-icon-currency-arrow = Freccia valuta occidentale
-icon-socialist-arrow = Freccia socialista
-icon-build-point = Punto costruzione
-icon-dismantle = Punto smantellamento
-icon-place-unrest = Piazzare un cubo sommossa
-icon-remove-unrest = Rimuovere un cubo sommossa
-icon-move-unrest = Spostare un cubo sommossa
-icon-reduce-unrest = Ridurre le sommosse a 3
-icon-place-ls = Piazzare un segnalino TV
-icon-place-ls-only = Piazzare un segnalino TV senza rimuovere sommosse
-icon-remove-ls = Rimuovere un segnalino TV
-icon-destroy-factory = Rimuovere una fabbrica
-icon-rundown = La fabbrica diventa fatiscente
-icon-repair = La fabbrica viene rimodernata
-icon-build-wall = Costruzione del muro di Berlino
-icon-wall-falls = Caduta del muro
-icon-police-red = Forze di polizia rosse
-icon-police-pink = Forze di polizia rosa
-icon-stasi-dissolved = Scioglimento della Stasi
-icon-guillaume = Affare Guillaume
-icon-flight = Fuga
-icon-police-red-corner = Forze di polizia rosse (icona d'angolo)
-icon-police-pink-corner = Forze di polizia rosa (icona d'angolo)

## Varianti delle regole

-variant-second-edition = Seconda edizione

## Places that are no definition of their own: a side's hand, the cards kept in front of it

zone-hand = { $case ->
        [to] in mano all'{ $side }
        [from] dalla mano dell'{ $side }
        [in] nella mano dell'{ $side }
       *[nominative] mano dell'{ $side }
    }
zone-kept-police = { $case ->
        [to] tra le carte forze di polizia davanti all'{ $side }
        [from] dalle carte forze di polizia davanti all'{ $side }
        [in] tra le carte forze di polizia davanti all'{ $side }
       *[nominative] carte forze di polizia davanti all'{ $side }
    }
# "to" dice il luogo come "in" ("a Berlino Est", "in Sachsen"); "from" con "da" e l'articolo
# che il nome vuole ("dalla Germania Est", "dal settore francese", "da Sachsen").
name-to = { KIND($name) ->
        [card] sulla carta «{ $name }»
       *[other] { NAME($name, case: "in") }
    }
name-from = { KIND($name) ->
        [card] dalla carta «{ $name }»
        [group] { GENDER($name) ->
            [feminine] dalla { $name }
            [plural] dai { $name }
           *[other] dal { $name }
        }
        [country] dalla { $name }
       *[other] da { $name }
    }

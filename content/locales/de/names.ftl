# Namen der Spielelemente (Deutsch). Ids: siehe en/names.ftl.
#
# `in` ist die ganze Wendung „in <Ort>“ mit der Präposition, die der Name verlangt
# (sonst aus der Nachricht `name-in`). `.gender` (masculine, feminine, neuter, plural)
# für Artikel und Adjektive, die sich nach dem Namen richten. Die Orte tragen die Namen
# des Spielplans.

name-in = in { $name }

# Mehrere Namen hintereinander: „a, b und c“.
name-and = { $first } und { $last }
name-or = { $first } oder { $last }
name-comma = { $first }, { $last }

## Seiten

-side-west = { $case ->
        [in] in der BRD
        [to] in die BRD
        [from] aus der BRD
       *[nominative] BRD
    }
    .gender = feminine
-side-east = { $case ->
        [in] in der DDR
        [to] in die DDR
        [from] aus der DDR
       *[nominative] DDR
    }
    .gender = feminine

## Gebiete

-province-schleswig-holstein = Schleswig-Holstein
-province-niedersachsen = Niedersachsen
-province-nordrhein-westfalen = Nordrhein-Westfalen
-province-hessen = Hessen
-province-rheinland-pfalz = Rheinland-Pfalz
-province-baden-wuerttemberg = Baden-Württemberg
-province-bayern = Bayern
-province-w-berlin = West-Berlin
-province-mecklenburg = Mecklenburg
-province-brandenburg = Brandenburg
-province-o-berlin = Ost-Berlin
-province-sachsen-anhalt = Sachsen-Anhalt
-province-sachsen = Sachsen
-province-thueringen = Thüringen

## Die Sektoren West-Berlins

-sector-french = { $case ->
        [in] im französischen Sektor
        [to] in den französischen Sektor
        [from] aus dem französischen Sektor
       *[nominative] französischer Sektor
    }
    .gender = masculine
-sector-british = { $case ->
        [in] im britischen Sektor
        [to] in den britischen Sektor
        [from] aus dem britischen Sektor
       *[nominative] britischer Sektor
    }
    .gender = masculine
-sector-us = { $case ->
        [in] im amerikanischen Sektor
        [to] in den amerikanischen Sektor
        [from] aus dem amerikanischen Sektor
       *[nominative] amerikanischer Sektor
    }
    .gender = masculine

## Gruppen von Gebieten

-group-west-germany = Westdeutschland
-group-east-germany = Ostdeutschland
-group-suppliers = { $case ->
        [dative] korrespondierenden Gebieten
        [in] in den korrespondierenden Gebieten
        [to] in die korrespondierenden Gebiete
        [from] aus den korrespondierenden Gebieten
       *[nominative] korrespondierende Gebiete
    }
    .gender = plural

## Länder im Ausland

-country-polska = Polen
-country-cssr = { $case ->
        [in] in der ČSSR
        [to] in die ČSSR
        [from] aus der ČSSR
       *[nominative] ČSSR
    }
    .gender = feminine

## Städte

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
-city-frankfurt = Frankfurt
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
-city-muenchen = München
-city-rostock = Rostock
-city-neubrandenburg = Neubrandenburg
-city-schwedt = Schwedt
-city-rheinsberg = Rheinsberg
-city-cottbus = Cottbus
-city-berlin = Berlin
-city-magdeburg = Magdeburg
-city-bitterfeld = Bitterfeld
-city-leipzig = Leipzig
-city-dresden = Dresden
-city-karl-marx-stadt = Karl-Marx-Stadt
-city-eisenach = Eisenach
-city-jena = Jena
-city-szczecin = Stettin
-city-poznan = Posen
-city-decin = Tetschen
-city-karlovy-vary = Karlsbad

## Leisten

-track-prestige = { $case ->
        [in] auf der Prestigeleiste
        [to] auf die Prestigeleiste
        [from] von der Prestigeleiste
       *[nominative] Prestigeleiste
    }
    .gender = feminine
-track-currency = { $case ->
        [in] auf der Devisenleiste
        [to] auf die Devisenleiste
        [from] von der Devisenleiste
       *[nominative] Devisenleiste
    }
    .gender = feminine
-track-socialist = { $case ->
        [in] auf der Sozialistenleiste
        [to] auf die Sozialistenleiste
        [from] von der Sozialistenleiste
       *[nominative] Sozialistenleiste
    }
    .gender = feminine
-track-flight = { $case ->
        [in] auf der Republikfluchtleiste
        [to] auf die Republikfluchtleiste
        [from] von der Republikfluchtleiste
       *[nominative] Republikfluchtleiste
    }
    .gender = feminine

## Spielmaterial

-piece-yellow-factory = { $count ->
        [one] gelbe Fabrik
       *[other] gelbe Fabriken
    }
    .gender = feminine
-piece-red-factory = { $count ->
        [one] rote Fabrik
       *[other] rote Fabriken
    }
    .gender = feminine
-piece-purple-factory = { $count ->
        [one] lila Fabrik
       *[other] lila Fabriken
    }
    .gender = feminine
-piece-rundown-factory = { $count ->
        [one] marode Fabrik
       *[other] marode Fabriken
    }
    .gender = feminine
-piece-rheinsberg-factory = { $count ->
        [one] Fabrik Rheinsberg
       *[other] Fabriken Rheinsberg
    }
    .gender = feminine
-piece-infrastructure = { $count ->
        [one] Infrastrukturteil
       *[other] Infrastrukturteile
    }
    .gender = neuter
-piece-ls = { $count ->
        [one] LS-Marker
       *[other] LS-Marker
    }
    .gender = masculine
-piece-unrest = { $count ->
        [one] Unruhewürfel
       *[other] Unruhewürfel
    }
    .gender = masculine
-piece-socialist = { $count ->
        [one] Sozialist
       *[other] Sozialisten
    }
    .gender = masculine
-piece-mass-protest = { $count ->
        [one] Massenprotest
       *[other] { $case ->
            [dative] Massenprotesten
           *[nominative] Massenproteste
        }
    }
    .gender = masculine

## Ablagen neben dem Plan und Zustände des Spiels

-box-socialist-holding = { $case ->
        [in] in der Kaderschmiede
        [to] in die Kaderschmiede
        [from] aus der Kaderschmiede
       *[nominative] Kaderschmiede
    }
    .gender = feminine
-flag-wall = Mauer
    .gender = feminine

## Dekaden

-decade-I = Dekade I
    .gender = feminine
-decade-II = Dekade II
    .gender = feminine
-decade-III = Dekade III
    .gender = feminine
-decade-IV = Dekade IV
    .gender = feminine

## Das Dekadenende und seine Schritte (§9)

-sequence-end-of-decade = { $case ->
        [in] am Dekadenende
       *[nominative] Dekadenende
    }
    .gender = neuter
-phase-flight = Republikflucht
-phase-wall-cost = Mauerkosten
-phase-prestige = Prestige
-phase-currency = Devisen
-phase-police-payment = Staatsgewalt bezahlen
-phase-ls-upkeep = Lebensstandard halten
-phase-internal-comparison = Innerer Vergleich
-phase-east-west-comparison = Ost-West-Vergleich
-phase-police-cards = Staatsgewalt einsetzen
-phase-socialists = Sozialisten
-phase-collapse-check = Wir sind das Volk?

## Wie ein Spiel endet

-outcome-west-collapses = Zusammenbruch der BRD
-outcome-east-collapses = Zusammenbruch der DDR
-outcome-end-of-game = Sieg bei Spielende
-outcome-national-insolvency = Staatsbankrott
-outcome-triumph-of-socialism = Triumph des Sozialismus
-outcome-failure-of-socialism = Scheitern des Sozialismus

## Aktionen (§6)

-action-remove-cube = Unruhe entfernen
-action-develop = Wirtschaft aufbauen
-action-raise-living-standard = Lebensstandard erhöhen
-action-trigger-event = Ereignis auslösen

## Wo Karten liegen

-pile-deck = { $case ->
        [to] in den Nachziehstapel
        [in] im Nachziehstapel
        [from] aus dem Nachziehstapel
       *[nominative] Nachziehstapel
    }
-pile-display = { $case ->
        [to] in die Auslage
        [in] in der Auslage
        [from] aus der Auslage
       *[nominative] Auslage
    }
-pile-special = { $case ->
        [to] auf den Platz der Sonderkarte
        [in] auf dem Platz der Sonderkarte
        [from] vom Platz der Sonderkarte
       *[nominative] Sonderkarte
    }
-pile-played = { $case ->
        [to] zu den gespielten Karten
        [in] bei den gespielten Karten
        [from] von den gespielten Karten
       *[nominative] gespielte Karten
    }
-pile-discard = { $case ->
        [to] auf den Ablagestapel
        [in] auf dem Ablagestapel
        [from] vom Ablagestapel
       *[nominative] Ablagestapel
    }
-pile-removed = { $case ->
        [to] aus dem Spiel
        [in] außerhalb des Spiels
        [from] von den aus dem Spiel entfernten Karten
       *[nominative] aus dem Spiel entfernte Karten
    }
-pile-hand = { $case ->
        [to] auf die Hand
        [in] auf der Hand
        [from] von der Hand
       *[nominative] Hand
    }

## Kartenfarben

-card-colour-red = rote Karte
-card-colour-yellow = gelbe Karte
-card-colour-dual = zweifarbige Karte

## Weitere Zustände des Spiels

-flag-stasi = Stasi
    .gender = feminine

## Symbole (§6.4)

-icon-prestige-arrow = Prestigepfeil
-icon-currency-arrow = Devisenpfeil
-icon-socialist-arrow = Sozialistenpfeil
-icon-build-point = Wirtschaftspunkt
-icon-dismantle = Abbaupunkt
-icon-place-unrest = Unruhe einsetzen
-icon-remove-unrest = Unruhe entfernen
-icon-move-unrest = Unruhe versetzen
-icon-reduce-unrest = Unruhe auf 3 senken
-icon-place-ls = LS-Marker einsetzen
-icon-place-ls-only = LS-Marker einsetzen, ohne Unruhe zu entfernen
-icon-remove-ls = LS-Marker entfernen
-icon-destroy-factory = Fabrik entfernen
-icon-rundown = Fabrik wird marode
-icon-repair = Fabrik wird saniert
-icon-build-wall = Mauerbau
-icon-wall-falls = Maueröffnung
-icon-police-red = Rote Staatsgewalt
-icon-police-pink = Rosa Staatsgewalt
-icon-stasi-dissolved = Auflösung der Stasi
-icon-guillaume = Guillaume-Affäre
-icon-flight = Republikflucht
-icon-police-red-corner = Rote Staatsgewalt (Ecksymbol)
-icon-police-pink-corner = Rosa Staatsgewalt (Ecksymbol)

## Regelvarianten

-variant-second-edition = 2. Auflage

## Places that are no definition of their own: a side's hand, the cards kept in front of it

zone-hand = { $case ->
        [to] auf die Hand der { $side }
        [from] von der Hand der { $side }
        [in] auf der Hand der { $side }
       *[nominative] Hand der { $side }
    }
zone-kept-police = { $case ->
        [to] zu den Staatsgewalt-Karten vor der { $side }
        [from] von den Staatsgewalt-Karten vor der { $side }
        [in] unter den Staatsgewalt-Karten vor der { $side }
       *[nominative] Staatsgewalt-Karten vor der { $side }
    }
name-to = { KIND($name) ->
        [card] auf die Karte „{ $name }“
       *[other] nach { $name }
    }
name-from = { KIND($name) ->
        [card] von der Karte „{ $name }“
       *[other] aus { $name }
    }

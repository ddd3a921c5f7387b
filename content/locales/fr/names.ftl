# Noms des éléments du jeu (français). Identifiants : voir en/names.ftl.
#
# `in` est toute la locution « à/en <lieu> » avec la préposition que le nom demande
# (sinon celle du message `name-in` : « à » pour les villes, « en » pour les provinces, les
# groupes et les pays : « en Sachsen » comme on dit « en Saxe » ; la règle française écrit
# « à Sachsen », qu'un lecteur prendrait pour une ville). Berlin-Ouest et Berlin-Est, des
# provinces au nom de ville, ont leur propre forme « à ».
# `.gender` (masculine, feminine, plural) pour les articles et les accords.
# Comme dans la règle française, les Länder et les villes gardent les noms du plateau.

name-in = { KIND($name) ->
        [city] à { $name }
       *[other] en { $name }
    }

# Plusieurs noms à la suite : « a, b et c ».
name-and = { $first } et { $last }
name-or = { $first } ou { $last }
name-comma = { $first }, { $last }

## Joueurs

-side-west = { $case ->
        [in] à l'Ouest
        [to] vers l'Ouest
        [from] de l'Ouest
       *[nominative] Ouest
    }
    .gender = masculine
-side-east = { $case ->
        [in] à l'Est
        [to] vers l'Est
        [from] de l'Est
       *[nominative] Est
    }
    .gender = masculine

## Provinces

-province-schleswig-holstein = Schleswig-Holstein
-province-niedersachsen = Niedersachsen
-province-nordrhein-westfalen = Nordrhein-Westfalen
-province-hessen = Hessen
-province-rheinland-pfalz = Rheinland-Pfalz
-province-baden-wuerttemberg = Baden-Württemberg
-province-bayern = Bayern
-province-w-berlin = { $case ->
        [in] à Berlin-Ouest
       *[nominative] Berlin-Ouest
    }
-province-mecklenburg = Mecklenburg
-province-brandenburg = Brandenburg
-province-o-berlin = { $case ->
        [in] à Berlin-Est
       *[nominative] Berlin-Est
    }
-province-sachsen-anhalt = Sachsen-Anhalt
-province-sachsen = Sachsen
-province-thueringen = Thüringen

## Secteurs de Berlin-Ouest

-sector-french = { $case ->
        [in] dans le secteur français
        [to] dans le secteur français
        [from] du secteur français
       *[nominative] secteur français
    }
    .gender = masculine
-sector-british = { $case ->
        [in] dans le secteur britannique
        [to] dans le secteur britannique
        [from] du secteur britannique
       *[nominative] secteur britannique
    }
    .gender = masculine
-sector-us = { $case ->
        [in] dans le secteur américain
        [to] dans le secteur américain
        [from] du secteur américain
       *[nominative] secteur américain
    }
    .gender = masculine

## Groupes de provinces

-group-west-germany = { $case ->
        [to] vers l'Allemagne de l'Ouest
        [from] d'Allemagne de l'Ouest
       *[nominative] Allemagne de l'Ouest
    }
    .gender = feminine
-group-east-germany = { $case ->
        [to] vers l'Allemagne de l'Est
        [from] d'Allemagne de l'Est
       *[nominative] Allemagne de l'Est
    }
    .gender = feminine
-group-suppliers = { $case ->
        [in] dans les provinces pourvoyeuses
        [to] dans les provinces pourvoyeuses
        [from] des provinces pourvoyeuses
       *[nominative] provinces pourvoyeuses
    }
    .gender = plural

## Pays étrangers

# Un pays prend l'article après « vers » (« vers la Pologne ») ; la ČSSR, un sigle, le
# garde aussi après « de » (« de la ČSSR », comme « de la RDA »), mais pas après « en ».
-country-polska = { $case ->
        [to] vers la Pologne
        [from] de Pologne
       *[nominative] Pologne
    }
    .gender = feminine
-country-cssr = { $case ->
        [in] en ČSSR
        [to] vers la ČSSR
        [from] de la ČSSR
       *[nominative] ČSSR
    }
    .gender = feminine

## Villes

# Les noms du plateau (Köln, Hamburg), comme la règle française les écrit, sauf pour les deux villes
# qu'un titre de carte nomme : elles prennent le nom que le lecteur français emploie, celui du titre
# (carte 40 « Procès d'Auschwitz de Francfort », carte 60 « Jeux olympiques de Munich »), pour qu'une
# ville n'ait qu'un nom dans une même partie.
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
-city-frankfurt = Francfort
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
-city-muenchen = Munich
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
-city-szczecin = Szczecin
-city-poznan = Poznań
-city-decin = Děčín
-city-karlovy-vary = Karlovy Vary

## Pistes

-track-prestige = { $case ->
        [in] sur la piste de prestige
        [to] sur la piste de prestige
        [from] de la piste de prestige
       *[nominative] piste de prestige
    }
    .gender = feminine
-track-currency = { $case ->
        [in] sur la piste des devises
        [to] sur la piste des devises
        [from] de la piste des devises
       *[nominative] piste des devises
    }
    .gender = feminine
-track-socialist = { $case ->
        [in] sur la piste socialiste
        [to] sur la piste socialiste
        [from] de la piste socialiste
       *[nominative] piste socialiste
    }
    .gender = feminine
-track-flight = { $case ->
        [in] sur la piste d'évasion
        [to] sur la piste d'évasion
        [from] de la piste d'évasion
       *[nominative] piste d'évasion
    }
    .gender = feminine

## Matériel

-piece-yellow-factory = { $count ->
        [one] usine jaune
       *[other] usines jaunes
    }
    .gender = feminine
-piece-red-factory = { $count ->
        [one] usine rouge
       *[other] usines rouges
    }
    .gender = feminine
-piece-purple-factory = { $count ->
        [one] usine violette
       *[other] usines violettes
    }
    .gender = feminine
-piece-rundown-factory = { $count ->
        [one] usine délabrée
       *[other] usines délabrées
    }
    .gender = feminine
-piece-rheinsberg-factory = { $count ->
        [one] usine de Rheinsberg
       *[other] usines de Rheinsberg
    }
    .gender = feminine
-piece-infrastructure = { $count ->
        [one] infrastructure
       *[other] infrastructures
    }
    .gender = feminine
-piece-ls = { $count ->
        [one] MNV
       *[other] MNV
    }
    .gender = masculine
-piece-unrest = { $count ->
        [one] cube de trouble
       *[other] cubes de trouble
    }
    .gender = masculine
-piece-socialist = { $count ->
        [one] socialiste
       *[other] socialistes
    }
    .gender = masculine
-piece-mass-protest = { $count ->
        [one] marqueur de manifestations de masse
       *[other] marqueurs de manifestations de masse
    }
    .gender = masculine

## Cases hors de la carte et état du jeu

-box-socialist-holding = { $case ->
        [in] dans la case de rétention
        [to] dans la case de rétention
        [from] de la case de rétention
       *[nominative] case de rétention
    }
    .gender = feminine
-flag-wall = mur de Berlin
    .gender = masculine

## Décennies

-decade-I = { $case ->
        [in] pendant la décennie I
       *[nominative] décennie I
    }
    .gender = feminine
-decade-II = { $case ->
        [in] pendant la décennie II
       *[nominative] décennie II
    }
    .gender = feminine
-decade-III = { $case ->
        [in] pendant la décennie III
       *[nominative] décennie III
    }
    .gender = feminine
-decade-IV = { $case ->
        [in] pendant la décennie IV
       *[nominative] décennie IV
    }
    .gender = feminine

## La fin de décennie et ses phases (§9)

-sequence-end-of-decade = { $case ->
        [in] en fin de décennie
       *[nominative] Fin de décennie
    }
    .gender = feminine
-phase-flight = Passage à l'Ouest
-phase-wall-cost = Coûts du mur
-phase-prestige = Prestige
-phase-currency = Devises étrangères
-phase-police-payment = Prix des cartes de police
-phase-ls-upkeep = Maintenir son niveau de vie
-phase-internal-comparison = Comparaison interne
-phase-east-west-comparison = Comparaison Est-Ouest
-phase-police-cards = Exécution des cartes de police
-phase-socialists = Phase socialiste
-phase-collapse-check = Wir sind das Volk?

## Comment la partie se termine

-outcome-west-collapses = Effondrement de l'Ouest
-outcome-east-collapses = Effondrement de l'Est
-outcome-end-of-game = Victoire en fin de partie
-outcome-national-insolvency = Insolvabilité nationale
-outcome-triumph-of-socialism = Triomphe du socialisme
-outcome-failure-of-socialism = Échec du socialisme

## Actions (§6)

-action-remove-cube = Enlever un cube de trouble
-action-develop = Développer son économie
-action-raise-living-standard = Augmenter son niveau de vie
-action-trigger-event = Déclencher l'événement

## Où sont les cartes

-pile-deck = { $case ->
        [to] dans la pioche
        [in] dans la pioche
        [from] de la pioche
       *[nominative] pioche
    }
-pile-display = { $case ->
        [to] dans la rangée de cartes
        [in] dans la rangée de cartes
        [from] de la rangée de cartes
       *[nominative] rangée de cartes
    }
-pile-special = { $case ->
        [to] à la place de la carte spéciale
        [in] à la place de la carte spéciale
        [from] de la place de la carte spéciale
       *[nominative] carte spéciale
    }
-pile-played = { $case ->
        [to] parmi les cartes jouées
        [in] parmi les cartes jouées
        [from] des cartes jouées
       *[nominative] cartes jouées
    }
-pile-discard = { $case ->
        [to] dans la défausse
        [in] dans la défausse
        [from] de la défausse
       *[nominative] défausse
    }
-pile-removed = { $case ->
        [to] hors du jeu
        [in] hors du jeu
        [from] des cartes retirées du jeu
       *[nominative] cartes retirées du jeu
    }
-pile-hand = { $case ->
        [to] dans la main
        [in] en main
        [from] de la main
       *[nominative] main
    }

## Couleurs des cartes

-card-colour-red = carte rouge
-card-colour-yellow = carte jaune
-card-colour-dual = carte mixte

## Autres états du jeu

-flag-stasi = Stasi
    .gender = feminine

## Icônes (§6.4)

-icon-prestige-arrow = Flèche de prestige
-icon-currency-arrow = Flèche de devises
-icon-socialist-arrow = Flèche socialiste
-icon-build-point = Point de construction
-icon-dismantle = Point de démantèlement
-icon-place-unrest = Placer un cube de trouble
-icon-remove-unrest = Enlever un cube de trouble
-icon-move-unrest = Déplacer un cube de trouble
-icon-reduce-unrest = Réduire les troubles à 3
-icon-place-ls = Placer un MNV
-icon-place-ls-only = Placer un MNV sans enlever de cube
-icon-remove-ls = Enlever un MNV
-icon-destroy-factory = Enlever une usine
-icon-rundown = L'usine se délabre
-icon-repair = L'usine est réparée
-icon-build-wall = Construction du mur de Berlin
-icon-wall-falls = Ouverture du mur
-icon-police-red = Pouvoir de police rouge
-icon-police-pink = Pouvoir de police rose
-icon-stasi-dissolved = Dissolution de la Stasi
-icon-guillaume = Affaire Guillaume
-icon-flight = Évasion
-icon-police-red-corner = Pouvoir de police rouge (icône de coin)
-icon-police-pink-corner = Pouvoir de police rose (icône de coin)

## Variantes des règles

-variant-second-edition = Deuxième édition

## Places that are no definition of their own: a side's hand, the cards kept in front of it

zone-hand = { $case ->
        [to] dans la main de l'{ $side }
        [from] de la main de l'{ $side }
        [in] dans la main de l'{ $side }
       *[nominative] main de l'{ $side }
    }
zone-kept-police = { $case ->
        [to] parmi les cartes de police devant l'{ $side }
        [from] des cartes de police devant l'{ $side }
        [in] parmi les cartes de police devant l'{ $side }
       *[nominative] cartes de police devant l'{ $side }
    }
name-to = { KIND($name) ->
        [card] sur la carte « { $name } »
       *[other] vers { $name }
    }
name-from = { KIND($name) ->
        [card] de la carte « { $name } »
        [group] d'{ $name }
       *[other] de { $name }
    }

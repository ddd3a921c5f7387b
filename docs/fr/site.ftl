# Les mots propres du site de référence (français). Mêmes identifiants que docs/en/site.ftl.

site-name = Wir sind das Volk! — référence des règles
site-footer = Produit par wsdv à partir des fichiers de contenu qui font tourner le jeu ; construit avec MkDocs et Material for MkDocs.
nav-home = Introduction
nav-reading = Lire une carte
nav-cards = Cartes
nav-icons = Icônes
nav-map = Plateau
nav-tracks = Pistes et mise en place
nav-phases = Fin de décennie
nav-variants = Variantes
nav-glossary = Glossaire
nav-faq = FAQ : précisions et errata
nav-contributing = Contribuer

unknown = inconnu
yes = oui
no = non

cards-title = Galerie des cartes
cards-intro = { $count ->
    [0] Pas encore de cartes.
    [one] { $count } carte, tirée des fichiers de contenu.
   *[other] { $count } cartes, tirées des fichiers de contenu. Restreignez la galerie par décennie, couleur, icône ou camp qui peut les déclencher ; choisissez une carte pour voir ses données.
}
cards-none-title = Les cartes arrivent
cards-none = Le contenu ne comporte pas encore de cartes. Cette page se remplira dès que les fichiers des cartes seront ajoutés.
filter-decade = Décennie
filter-colour = Couleur
# Le choix « sans filtre » ; $filter dit lequel (decade, colour, icon, side).
filter-all = { $filter ->
    [side] n'importe quel camp
   *[other] toutes
}
card-alt = Carte { $number }
card-heading = Carte { $number } : { $title }
card-text = Texte de la carte
card-field = Champ
card-data = Valeur
card-number = Numéro
card-decade = Décennie
card-colour = Couleur
card-value = Valeur de la carte
card-value-none = pas de valeur (carte spéciale)
card-value-both = { $value } pour les deux camps
card-value-dual = { $side1 } { $value1 }, { $side2 } { $value2 }
card-title-de = Titre allemand
card-title-en = Titre anglais
card-year = Année
card-corner = Icônes du coin
card-special = Carte spéciale (seul l'Est peut la prendre)
card-face = Face
card-other-face = Autre face
card-faces = La carte { $number } a deux faces : cette page montre la face « { $face } » ; l'autre face est { $other }.
card-trigger = Qui peut déclencher l'événement
card-previous = Carte précédente : { $card }
card-next = Carte suivante : { $card }
card-source = Provenance
card-event = Icônes de l'événement
card-crest = l'{ $side } décide où
card-arrows = Flèches sur les pistes
card-arrow = { $track } : { $steps ->
    [one] { $steps } case
   *[other] { $steps } cases
} vers l'{ $side }
card-errata = Errata
card-rulings = Précisions de règle
card-none-recorded = Rien d'enregistré pour l'instant.
card-in-variant = Dans la variante « { $variant } »
back-to-gallery = Retour à la galerie des cartes

icons-title = Icônes
icons-intro = { $count ->
    [one] { $count } icône.
   *[other] { $count } icônes.
} Les cartes et les pistes en sont faites ; le sens de chaque icône ci-dessous est produit à partir de sa définition dans le contenu.
icon-meaning = Ce qu'elle fait
icon-used-by = Cartes portant cette icône
icon-used-by-none = aucune pour l'instant
icon-on-tracks = Imprimée sur les pistes

map-title = Le plateau
map-intro = { $provinces } provinces, { $cities } villes et { $connections } connexions avec { $lines } lignes bleues, dessinées d'après le contenu.
map-provinces = Provinces
map-sectors = Secteurs et fournisseurs
map-sectors-intro = Chaque secteur est approvisionné par la province indiquée à côté.
map-cities = Villes
col-province = Province
col-side = Camp
col-neighbours = Voisines
col-cities = Villes
col-builds = Reçoit des points de construction
col-sector = Secteur
col-supplier = Fournisseur
col-city = Ville
col-where = Emplacement
col-marks = Marques
col-connections = Connexions (lignes bleues)
mark-setup = ville de départ
mark-special = ville spéciale
mark-floating = appartient à l'une de ces provinces, au choix de l'{ $side }
mark-unconnectable = ne reçoit pas d'infrastructure
legend-city = ville (emplacement d'usine)
legend-setup = ville de départ
legend-special = ville spéciale
legend-lines = connexion avec ses lignes bleues
map-svg-title = Carte du plateau : provinces, villes et connexions
map-svg-desc = Les provinces des deux camps en zones de la couleur de leur camp, avec un trait épais le long de la frontière entre les camps ; les pays voisins ; chaque ville avec ses connexions et leurs lignes bleues. Les villes de départ ont un anneau en pointillé, les villes spéciales un losange violet ; les provinces trop petites pour leur nom sont aussi montrées agrandies dans un encadré, où Berlin-Ouest est divisé en ses secteurs, chacun nommé avec la province qui l'approvisionne. Choisissez une province, un secteur ou un pays pour voir ses villes et les cartes qui le nomment.
map-full-size = Ouvrir la carte seule, en pleine taille
map-places = Villes et cartes par province
map-places-intro = Choisissez une province ou un pays sur la carte (d'un clic, ou avec les touches Tab et Entrée) pour ne voir que sa fiche ci-dessous.
map-places-all = Afficher toutes les provinces
map-place-cities = Villes
map-place-no-cities = Aucune ville ici.
map-place-cards = Cartes qui nomment ce lieu
map-place-no-cards = Aucune carte ne nomme ce lieu.
map-sector-of = Un secteur de { $province }, approvisionné par { $supplier }.
map-sector-holds = Placés dans le secteur : { $pieces }.
map-place-group-cards = Cartes qui nomment la zone : { $group }
map-kind-city = ville

tracks-title = Pistes et mise en place
tracks-intro = Les pistes du plateau, avec ce qui est imprimé sous chaque case.
track-range = Cases { $lo } à { $hi } ; le marqueur commence sur { $start }.
track-steps = Le marqueur avance d'une case à la fois ; toutes les { $steps } cases font un point, c'est pourquoi le nombre qui compte les points est imprimé { $steps ->
    [2] une case sur deux
   *[other] toutes les { $steps } cases
}.
col-spaces = Cases
col-advantage = Avantage
col-space = Case
col-icons = Icônes
col-gain = Gain
overflow-low = Au-delà du bas de la piste
overflow-high = Au-delà du haut de la piste
overflow-one = l'une d'elles
overflow-all = toutes
setup-title = Mise en place
setup-cities = Villes de départ : { $cities }.
pieces-title = Matériel de la boîte
col-piece = Élément
col-count = Nombre
deck-title = Composition de la pioche
deck-plan = { $name } : { $decades } décennies de { $halves } demi-décennies chacune ; { $display } cartes dans la rangée ; { $hand } cartes en main par joueur.

phases-title = La fin de décennie
phase-section = Règle du jeu, §{ $section }.
phase-instead = { $phase } : à la place de cette phase, tant que le { $flag } est debout
outcomes-title = Comment la partie se termine
variants-title = Variantes
variants-intro = Une variante est un dossier de fichiers de surcouche qui ajoutent, remplacent ou retirent des définitions du jeu de base. Ci-dessous, les changements de chaque variante par rapport au jeu de base.
variants-none = Ce contenu n'a pas encore de variantes.
variant-use = Pour l'utiliser :
variant-no-change = Elle ne change rien.
variant-added = Ajoute l'élément ({ $kind }) « { $name } ».
variant-removed = Retire l'élément ({ $kind }) « { $name } ».
variant-changed = Modifie l'élément ({ $kind }) « { $name } » :
variant-added-unnamed = Ajoute un élément ({ $kind } ; son identifiant ci-dessous).
variant-removed-unnamed = Retire un élément ({ $kind } ; son identifiant ci-dessous).
variant-changed-unnamed = Modifie un élément ({ $kind } ; la modification exacte ci-dessous) :
variant-now = Règle de la variante. { $text }
variant-now-stale = Règle de la variante (texte écrit pour une version antérieure de la règle ; la règle telle qu'elle s'applique figure ci-dessous). { $text }
variant-base-game = Règle du jeu de base. { $text }
variant-words-changed = { $old } devient { $new }
variant-words-added = S'applique désormais aussi : { $new }
variant-words-removed = Ne s'applique plus : { $old }
variant-line-added-plain = Cette règle gagne une étape.
variant-line-removed-plain = Une étape de cette règle est retirée.
variant-detail-changed = Un détail de cette règle change.
variant-quote = « { $text } »
variant-section = §{ $section }
variant-notation = La modification telle que le contenu l'écrit

kind-side = camp
kind-province = province
kind-sector = secteur
kind-country = pays
kind-city = ville
kind-connection = connexion
kind-group = groupe
kind-track = piste
kind-piece = élément
kind-box = case
kind-flag = état
kind-deck = pioche
kind-decade = décennie
kind-icon = icône
kind-card = carte
kind-phase = phase
kind-sequence = séquence
kind-setup = mise en place
kind-outcome = fin de partie
kind-variant = variante
kind-routine = procédure
kind-action = action
diff-base = jeu de base
diff-heading = Ce que change « { $compared } » par rapport à « { $reference } » :
# What a changed value was and is (wsdv diff, the variants page), and the name of each key said so.
diff-nothing-to-compare = wsdv diff : erreur : rien à comparer : indiquez une variante (--variant NOM), un dossier de surcouche (--overlay DOSSIER) ou un autre dossier de contenu (--against DOSSIER)
diff-shipped-content = le contenu fourni
variant-key-changed = { $key } : { $old } → { $new }
variant-key-added = { $key } : désormais { $new }
variant-value-side = { $side } { $n }
variant-value-both = { $n } pour les deux camps
variant-yes = oui
variant-no = non
variant-range = de { $lo } à { $hi }
variant-key-value = Valeur de la carte
variant-key-hand = Cartes en main
variant-key-display = Cartes de la rangée
variant-key-halves = Demi-décennies
variant-key-count = Pièces dans la boîte
variant-key-limit = Réserve limitée
variant-key-lines = Lignes bleues
variant-key-base-value = Valeur de base
variant-key-start = Case de départ
variant-key-spaces = Cases
variant-key-phases = Phases
variant-key-colour = Couleur
variant-key-decade = Décennie
variant-key-province = Province
variant-key-section = Section de la règle du jeu
variant-key-weight = Poids
variant-key-initial = Au départ

glossary-title = Glossaire
glossary-intro = Les termes du jeu dans les six langues de ce site, puis le nom de tout ce que le contenu définit.
glossary-terms = Termes
glossary-meaning = Sens
col-number = N°

nav-rules = Les règles expliquées
rules-title = Les règles expliquées
rules-intro = Toutes les règles du jeu en termes simples, chacune avec sa section dans la règle du jeu (§) et un lien à elle, à partager. Cette page sert à retrouver une règle ; pour apprendre le jeu depuis le début, lisez d'abord « { $learn } ».
prose-stale-title = Écrit pour une version antérieure de cette règle
prose-stale = La règle a changé depuis que ce texte a été écrit (un erratum ou une variante). La règle telle que le jeu l'applique maintenant figure sous le texte.
prose-english-title = Pas encore traduit
prose-english = Cette explication n'est pas encore écrite dans cette langue ; elle est donnée en anglais.
site-coverage-title = Traduction en cours
site-coverage = Cette langue traduit pour l'instant { $percent } % du jeu et de ce site ; ce qui n'est pas encore traduit est donné en anglais.
notation = La règle telle que le jeu l'applique
source-intro = Ce fichier de contenu tel qu'il est écrit ; chaque ligne peut être désignée par son numéro.

scheme-to-dark = Passer au thème sombre
scheme-to-light = Passer au thème clair
not-found-title = Page introuvable
not-found-text = Il n'y a aucune page à cette adresse. Elle a peut-être été déplacée lors de la reconstruction du site, ou l'adresse contient une faute de frappe.
not-found-home = Retour à la page d'accueil
filter-icon = Icône
filter-side = Déclenchable par
cards-shown = { $count ->
    [one] { $count } carte affichée
   *[other] { $count } cartes affichées
}

faq-title = Précisions et errata
faq-intro = { $rulings ->
    [one] { $rulings } précision
   *[other] { $rulings } précisions
}{ $errata ->
    [0] {""}
    [one] {" "}et { $errata } erratum
   *[other] {" "}et { $errata } errata
} sur les cartes, carte par carte : comment jouer une carte là où sa face laisse un doute, et ce qui y a été corrigé.
faq-dates = Chaque entrée est datée aussi précisément que sa source le permet : les précisions de l'index des cartes de la 1re édition portent l'année de sa règle (2014) ; celles de la 2e édition sont sans date, car sa règle n'en donne aucune ; une correction porte le jour où elle a été faite.
faq-to-card = Voir la carte
faq-ruling = précision
faq-erratum = erratum
faq-edition-first = 1re édition seulement
faq-edition-second = 2e édition seulement
faq-in-variant = dans la variante { $variant }
faq-erratum-changes = Corrige
faq-erratum-was = auparavant
faq-all = Toutes les précisions et tous les errata sur une page (FAQ)

guide-picture = Une carte expliquée : la carte { $number } avec le nom de ses parties
guide-value = Valeur de la carte pour une action : un nombre pour les deux camps, ou la case jaune de l'Ouest au-dessus de la case rouge de l'Est
guide-corner = Icône du coin : compte à la fin de la décennie
guide-title = Titre tel qu'imprimé (en allemand)
guide-year = Année de l'événement
guide-subtitle = Titre dans votre langue
guide-colour = Couleur : jaune l'Ouest, rouge l'Est, les deux sur une carte mixte ; elle dit qui peut déclencher l'événement
guide-rows = Événement : rangées d'icônes ; le joueur qui le déclenche choisit l'ordre dans lequel elles s'appliquent
guide-crest = Blason : ce camp décide où l'icône agit
guide-where = Restriction : où agissent les icônes de la rangée au-dessus
guide-text = Description de l'événement
guide-arrows = Flèches des pistes : une case par flèche, vers le camp de leur couleur
guide-number = Numéro de la carte

# Les pages pour qui écrit le contenu : le langage du contenu et la référence de ses primitives.
nav-content-language = Le langage du contenu
nav-primitives = Primitives et fonctions
nav-guide = Guide de wsdv
nav-commands = Commandes
nav-localization = Localisation
nav-scenarios = Scénarios de règles
nav-game-logs = Journaux de partie
nav-simulation = Simuler des parties
nav-site = Construire le site
nav-python = wsdv depuis Python
english-only-title = En anglais
english-only = Cette page s'adresse à qui écrit ou traduit le contenu ou se sert des outils de wsdv ; elle n'est rédigée qu'en anglais.
ref-title = Primitives et fonctions
ref-intro = Les verbes et les fonctions que le contenu peut appeler : leurs paramètres, ce que fait chacun et un exemple. C'est la seule partie des règles écrite en Python, et elle est générique : icônes, phases, routines et mise en place en sont composées.
ref-calls = Un appel donne ses paramètres dans l'ordre indiqué, ou par leur nom après ceux donnés dans l'ordre. Un paramètre entre crochets peut être omis ; un paramètre suivi de « = » ne se donne que par son nom. Les effets changent la partie ; les fonctions ne font que calculer une valeur.
ref-see = Voir aussi :
ref-english-title = En anglais
ref-english = Les noms des primitives et de leurs paramètres, ainsi que les exemples, sont des mots du langage du contenu, les mêmes dans toutes les langues. Leurs explications ne sont données sur cette page qu'en anglais.
ref-membership = Appartenance
ref-membership-intro = { $is_in } et { $not_in } vérifient si une valeur appartient à ce que nomme { $id }, lorsqu'il nomme quelque chose qui a des membres :
ref-member-side = un camp comprend chaque province, secteur, ville, liaison et pays de ce camp ;
ref-member-group = un groupe comprend ses provinces ;
ref-member-country = un pays comprend ses villes ;
ref-member-list = une liste comprend ses éléments.
ref-section-effects = Effets sur le plateau
ref-section-functions = Fonctions du plateau
ref-section-flow = Le déroulement de la partie : cartes, zones, pistes, séquences
ref-col-name = Nom
ref-col-parameters = Paramètres
ref-col-kind = Sorte
ref-col-value = Valeur
ref-meaning = Signification
ref-example = Exemple
ref-names = Textes qui sont des noms
ref-kind-effect = effet
ref-kind-function = fonction
ref-type-number = un nombre
ref-type-list = une liste
ref-type-bool = oui ou non
ref-type-side = un camp
ref-space-moment = un moment où l'on vérifie la fin de la partie
ref-space-tag = une marque des cartes gardées
ref-space-var = une variable de la partie
ref-space-message = un message de la narration
ref-space-decision = une décision
ref-space-kind = une sorte de déclaration
ref-space-id = un identifiant de la sorte nommée à côté
ref-space-key = une clé de la sorte nommée à côté

# Un libellé suivi de ce qu'il présente (les deux-points avec l'espace insécable du français).
label = { $label } :

# Entre les éléments d'une liste que des virgules ne peuvent séparer (espace insécable avant le point-virgule).
list-semicolon = {" ; "}

# The search box's own words (the theme's keys; `#` is the number of results).
theme-search-result-placeholder = Tapez pour chercher dans les règles et les cartes
theme-search-result-none = Aucun résultat
theme-search-result-one = 1 résultat
theme-search-result-other = # résultats
theme-search-result-more-one = 1 autre résultat sur cette page
theme-search-result-more-other = # autres résultats sur cette page
theme-search-result-term-missing = Absent

## Apprendre à jouer (learn.md) et lieux spéciaux (places.md) : interpreter/site/learn.py, docs/learn.yaml
nav-learn = Apprendre à jouer
nav-places = Lieux spéciaux
list-comma = {", "}
learn-title = Apprendre à jouer
learn-intro = Cette page enseigne le jeu dans l'ordre où l'on en a besoin : le but, le plateau, un tour, les quatre actions et l'économie qu'elles utilisent, les troubles et les manifestations de masse, la fin de décennie, et pour finir les cartes et les lieux spéciaux. Chaque partie résume les règles et renvoie à la règle complète. Les exemples sont ceux de la règle du jeu, joués par le programme qui fait tourner le jeu : ce qu'ils montrent est ce que font les règles.
learn-no-examples-title = Pas d'exemples dans cette version
learn-no-examples = Les exemples viennent des tests de règles fournis avec le code source de wsdv ; cette version du site a été construite sans eux.
learn-definitions-title = Trois définitions à garder en tête
learn-definition-west-germany = « Allemagne de l'Ouest » désigne toutes les provinces de l'Ouest sauf Berlin-Ouest. Quand une carte ou une règle dit « Allemagne de l'Ouest », Berlin-Ouest n'est pas concerné.
learn-definition-connection = Une connexion appartient aux provinces de ses deux villes. La connexion Leipzig–Jena appartient à la Sachsen et à la Thüringen ; une connexion qui ne fait que traverser une province ne lui appartient pas.
learn-definition-rundown = Seules les usines de l'Est peuvent être délabrées. Les usines de l'Ouest peuvent être démantelées, mais jamais délabrées.
learn-more = Plus…
learn-rules = Les règles complètes : { $rules }.
learn-pages = Voir aussi : { $pages }.
learn-goal-title = Le but, et comment finit une partie
learn-goal-text = Un joueur dirige l'Ouest, l'autre l'Est, au fil des décennies de la division allemande. Chacun tente de maintenir son propre État pendant que l'autre se défait : les troubles deviennent des manifestations de masse, et trop de manifestations de masse font s'effondrer un État. La partie peut aussi finir plus tôt, si l'Est ne peut plus payer ses dettes ou si le socialisme triomphe ou échoue.
learn-board-title = Le plateau et les cartes
learn-board-text = Le plateau montre les provinces des deux États allemands avec leurs villes et les connexions qui les relient, Berlin-Ouest et Berlin-Est dans un encart, la Pologne et la ČSSR à l'étranger, et les pistes sur les bords. Les usines se trouvent sur les villes, les infrastructures sur les lignes bleues des connexions ; les marqueurs de niveau de vie et les cubes de trouble sont posés dans les provinces. Chaque décennie se joue avec ses propres cartes.
learn-turn-title = Un tour
learn-turn-text = Les joueurs jouent à tour de rôle. À son tour, on prend une carte dans la rangée de cartes ou dans sa main et on l'utilise pour exactement une des quatre actions ; déclencher l'événement de la carte en est une. L'Est déclenche les cartes rouges et mixtes, l'Ouest les jaunes et les mixtes. Celui qui déclenche un événement décide où agissent ses icônes, sauf si une icône porte un blason : c'est alors le camp du blason qui décide.
learn-actions-title = Les quatre actions et l'économie
learn-actions-text = Les trois autres actions utilisent la valeur de la carte : enlever un cube de trouble, développer son économie ou augmenter son niveau de vie. Une carte de sa propre couleur rapporte le plus ; avec une carte mixte ou une carte de l'adversaire, enlever un trouble coûte un point de démantèlement. L'économie se compose d'usines et d'infrastructures : les points de construction en ajoutent, les points de démantèlement en retirent, et la valeur d'une usine augmente avec ses connexions actives. L'économie d'une province décide du nombre de marqueurs de niveau de vie qu'elle peut porter.
learn-unrest-title = Troubles et manifestations de masse
learn-unrest-text = Les cubes de trouble viennent des événements et des comparaisons de fin de décennie, où une province dont le niveau de vie est en retard sur celui de ses voisines en reçoit. Assez de cubes dans une province y provoquent une manifestation de masse : on ne peut plus rien construire dans cette province ni sur ses connexions, et les manifestations de masse rapprochent un État de l'effondrement. L'Est dispose des socialistes et des cartes de pouvoir de police pour enlever des troubles dans ses provinces.
learn-decade-title = La fin de décennie
learn-decade-text = Quand les deux joueurs ont joué leurs cartes, la décennie se termine par dix phases dans un ordre fixe : passage à l'Ouest, prestige, devises étrangères, prix des cartes de police, maintien du niveau de vie, comparaison interne et comparaison Est-Ouest, exécution des cartes de police, phase socialiste et vérification d'effondrement.
learn-special-title = Cartes spéciales et lieux spéciaux
learn-special-text = Certaines cartes changent les règles tant qu'elles sont en jeu, comme le mur de Berlin et les cartes de pouvoir de police ; les cartes à deux faces se retournent en cours de partie. Berlin-Ouest, Hamburg, Rheinsberg et les villes à l'étranger suivent des règles propres, réunies sur une page à part.
places-title = Lieux spéciaux
places-intro = Quatre lieux du plateau suivent des règles propres. Chaque section les rassemble à partir des règles, avec les exemples et les cartes qui nomment le lieu.
places-cards = Cartes dont l'événement le nomme : { $cards }.
places-w_berlin-title = Berlin-Ouest
places-w_berlin-text = Berlin-Ouest est une province de l'Ouest au milieu de l'Est, dessinée dans un encart en trois secteurs : français, britannique et américain. Chaque secteur est ravitaillé par la province ouest-allemande dont il porte le drapeau, son fournisseur. Berlin-Ouest ne fait pas partie de l'Allemagne de l'Ouest : un événement ou une règle pour « l'Allemagne de l'Ouest » l'exclut. On n'y construit rien, et il ne reçoit aucun marqueur de niveau de vie directement : un fournisseur qui vient d'en recevoir un et en a maintenant plus que Berlin-Ouest peut le transférer dans son secteur, et c'est alors Berlin-Ouest qui perd un cube de trouble à sa place. Une manifestation de masse à Berlin-Ouest compte double : l'Est place un second marqueur chez l'un des fournisseurs, qui s'en va avec le premier. En fin de décennie, Berlin-Ouest ne garde pas plus de marqueurs que ne le permet l'usine d'exportation de son fournisseur le plus faible, reçoit la différence totale lors de la comparaison interne et se compare à ses deux voisins. La carte 79 est le seul événement qui puisse poser un marqueur directement dans un secteur vide.
places-hamburg-title = Hamburg
places-hamburg-text = Hamburg se trouve entre le Schleswig-Holstein et la Niedersachsen et n'appartient durablement à aucune des deux provinces : pour chaque action et chaque phase de fin de décennie, l'Ouest décide à laquelle des deux elle appartient, et elle n'appartient alors qu'à celle-là.
places-abroad-title = La Pologne et la ČSSR
places-abroad-text = Les villes à l'étranger ne reçoivent d'usines que par des événements qui les nomment, jamais avec des points de construction ordinaires, et ne les perdent que de la même manière. Une usine extérieure ajoute sa valeur à l'économie d'une province de l'Est avec laquelle elle a une connexion active, choisie à chaque fois par l'Est ; ce n'est jamais une usine d'exportation.
places-rheinsberg-title = Rheinsberg
places-rheinsberg-text = Rheinsberg, dans le Brandenburg, est une ville spéciale : son usine ne se construit que par un événement qui la nomme, vaut davantage dès le départ, ne reçoit pas d'infrastructure, et c'est la seule usine délabrée que des points de démantèlement peuvent retirer.
map-place-rules = Les règles pour { $place }
card-place-rules = Les règles des lieux spéciaux que nomme cette carte : { $places }.

## Exemples (interpreter/site/examples.py) : les exemples de la règle, joués depuis tests/scenarios/
example-heading = Exemple { $id } : { $title }
example-section = D'après la règle du jeu, §{ $section }.
example-card = la carte { $number } « { $title } »
example-step-action = { $side } utilise { $card } pour l'action « { $action } ».
example-step-event = { $side } déclenche l'événement : { $card }.
example-step-phase = La phase de fin de décennie « { $phase } » est jouée.
example-step-icon = L'icône « { $icon } » est jouée ; { $side } la déclenche.
example-step-engine = Les règles déterminent seules le résultat.
example-choices = Choix, dans l'ordre où ils sont demandés : { $choices }.
example-count = { $count } { $name }
example-value = valeur { $value }
example-space = case { $space }
example-economy-of = Économie : { $province }
example-board = Sur le plateau
example-before = Avant
example-after = Après
example-refused-column = Après (refusé)
example-caption = Le plateau avant et après l'exemple { $id }, tel que le programme du jeu le joue : seulement ce qui change ou ce que l'exemple vérifie.
example-refused-title = Interdit
example-refused = Les règles n'autorisent pas ce coup : le programme refuse le choix, et le plateau reste tel qu'il était.
example-result-title = La partie se termine
example-game-over = { $outcome } : { $winner } gagne.
example-no-change = Rien ne change sur le plateau.
example-title-ex-01 = construire avec 3 points de construction
example-title-ex-02 = pas de construction là où il y a une manifestation de masse
example-title-ex-03 = une usine se délabre
example-title-ex-04 = enlever un trouble avec une carte de l'adversaire
example-title-ex-05 = une carte à deux valeurs
example-title-ex-06 = augmenter son niveau de vie avec les points de la carte
example-title-ex-07 = les points de démantèlement choisis par celui qui déclenche l'événement
example-title-ex-07b = ce qui peut être démantelé en premier
example-title-ex-08 = des icônes qu'un joueur peut ignorer
example-title-ex-09 = construire à l'étranger
example-title-ex-10 = un blason décide qui place les pièces
example-title-ex-11 = le blason de l'adversaire sur une icône de trouble
example-title-ex-12 = des troubles pour l'Allemagne de l'Ouest, pas pour Berlin-Ouest
example-title-ex-13 = le passage à l'Ouest coûte des points de démantèlement à l'Est
example-title-ex-14 = le camp qui a l'avantage de prestige choisit la case
example-title-ex-15 = devises étrangères et usines délabrées
example-title-ex-17 = maintenir son niveau de vie
example-title-ex-17b = le niveau de vie de Berlin-Ouest
example-title-ex-18 = la comparaison interne
example-title-ex-18c = plus de troubles que la boîte n'en contient
example-title-ex-19 = la comparaison Est-Ouest
example-title-ex-20 = un État s'effondre
example-title-ex-21 = un marqueur de niveau de vie transféré à Berlin-Ouest
example-title-ex-22 = l'exception de la carte 79 pour Berlin-Ouest
example-title-ex-23 = Hamburg n'appartient qu'à une seule province
example-title-ex-24 = une usine extérieure renforce Berlin-Est
# A card's printed event instruction (card 44: at most 2 unrest in 1 province), quoted as printed.
card-printed-note = Imprimé sur la carte sous cette ligne : « { $note } »

## The player aid (player-aid.md): interpreter/site/learn.py
nav-aid = Aide de jeu
aid-title = Aide de jeu
aid-intro = Tout ce qu'un joueur consulte pendant une partie, sur quelques pages imprimées : un tour, les quatre actions, les phases de la fin de décennie dans leur ordre, et comment finit la partie. Imprimez-la depuis votre navigateur ; la navigation est omise.
aid-actions = Les quatre actions
aid-phases = La fin de décennie, phase par phase
aid-col-action = Action
aid-col-phase = Phase
aid-col-what = Ce qui se passe
# The switch that hides the boxes of the rule as the game runs it, on every page (wsdv.js keeps the choice).
notation-hide = Masquer les règles telles que le jeu les applique
notation-show = Afficher les règles telles que le jeu les applique
# Under a rule of the rules page: links to the special places' sections that gather it.
rules-see-places = Les lieux spéciaux auxquels s'applique cette règle : { $places }.
# The editions on the rules pages (pages.edition_switch, pages._edition_passage): the base game's name
# as an edition, and the switch's label.
edition-base = Première édition
edition-switch = Édition :
# above every page of a build holding several editions: links to the same page in the others
edition-pages = Édition de cette page :
# On a card page, under "In the variant …": a rule the card uses that the variant changes; $name links
# the icon or the track, $text is the variant's words for it (a whole passage opening with a capital).
card-edition-icon = L'icône { $name } de l'événement de cette carte fonctionne autrement. { $text }
card-edition-track = Les flèches de cette carte déplacent un marqueur sur une piste qui change : { $name }. { $text }
# Rules and the cards and places they name, linked both ways (interpreter/site/crosslinks.py): under
# each rule of the rules page its permalink, the places it names, the cards showing its icon; in each
# map entry the rules naming the place; on a card page the rules its event follows.
rule-permalink = Lien vers cette règle
rule-names-places = Lieux que cette règle nomme : { $places }.
rule-cards-with-icon = Cartes dont l'événement montre cette icône : { $cards }.
rule-cards-count = { $count ->
    [one] { $count } carte
   *[other] { $count } cartes
}
place-named-by = Règles qui nomment ce lieu : { $rules }.
card-rules = Les règles que suit l'événement de cette carte : { $rules }.
# On a card page whose face prints a line a ruling has the game play otherwise (a row's `printed`): the
# event as played, in a box of its own under the card's printed text ($text: a whole passage).
card-played-title = Tel que la précision le joue
card-played = Le texte ci-dessus est celui qu'imprime la carte. Selon sa précision de règle (sous « Précisions de règle »), le jeu joue l'événement ainsi. { $text }

# Les mots propres du site de référence (français). Mêmes identifiants que docs/en/site.ftl.

site-name = Wir sind das Volk! — référence des règles
site-footer = Produit par wsdv à partir des fichiers de contenu qui font tourner le jeu ; construit avec MkDocs et Material for MkDocs.
nav-home = Introduction
nav-reading = Lire une carte
nav-cards = Cartes
nav-icons = Icônes
nav-map = Plateau
nav-tracks = Pistes et mise en place
nav-phases = Fin de décennie
nav-variants = Variantes
nav-glossary = Glossaire
nav-faq = FAQ : précisions et errata
nav-contributing = Contribuer

unknown = inconnu
yes = oui
no = non

cards-title = Galerie des cartes
cards-intro = { $count ->
    [0] Pas encore de cartes.
    [one] { $count } carte, dessinée d'après les fichiers de contenu.
   *[other] { $count } cartes, dessinées d'après les fichiers de contenu. Restreignez la galerie par décennie, couleur, icône ou camp qui peut les déclencher ; choisissez une carte pour voir ses données.
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
card-heading = Carte { $number } : { $title }
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
card-faces = La carte { $number } a deux faces : cette page montre la face « { $face } » ; l'autre face est { $other }.
card-trigger = Qui peut déclencher l'événement
card-previous = Carte précédente : { $card }
card-next = Carte suivante : { $card }
card-source = Provenance
card-event = Icônes de l'événement
card-crest = l'{ $side } décide où
card-arrows = Flèches sur les pistes
card-arrow = { $track } : { $steps ->
    [one] { $steps } case
   *[other] { $steps } cases
} vers l'{ $side }
card-errata = Errata
card-rulings = Précisions de règle
card-none-recorded = Rien d'enregistré pour l'instant.
card-in-variant = Dans la variante « { $variant } »
back-to-gallery = Retour à la galerie des cartes

icons-title = Icônes
icons-intro = { $count ->
    [one] { $count } icône.
   *[other] { $count } icônes.
} Les cartes et les pistes en sont faites ; le sens de chaque icône ci-dessous est produit à partir de sa définition dans le contenu.
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
map-svg-title = Carte du plateau : provinces, villes et connexions
map-svg-desc = Les provinces des deux camps en zones de la couleur de leur camp, avec un trait épais le long de la frontière entre les camps ; les pays voisins ; chaque ville avec ses connexions et leurs lignes bleues. Les villes de départ ont un anneau en pointillé, les villes spéciales un losange violet ; les provinces trop petites pour leur nom sont aussi montrées agrandies dans un encadré, où Berlin-Ouest est divisé en ses secteurs, chacun nommé avec la province qui l'approvisionne. Choisissez une province, un secteur ou un pays pour voir ses villes et les cartes qui le nomment.
map-full-size = Ouvrir la carte seule, en pleine taille
map-places = Villes et cartes par province
map-places-intro = Choisissez une province ou un pays sur la carte (d'un clic, ou avec les touches Tab et Entrée) pour ne voir que sa fiche ci-dessous.
map-places-all = Afficher toutes les provinces
map-place-cities = Villes
map-place-no-cities = Aucune ville ici.
map-place-cards = Cartes qui nomment ce lieu
map-place-no-cards = Aucune carte ne nomme ce lieu.
map-sector-of = Un secteur de { $province }, approvisionné par { $supplier }.
map-sector-holds = Placés dans le secteur : { $pieces }.
map-place-group-cards = Cartes qui nomment la zone : { $group }
map-kind-city = ville

tracks-title = Pistes et mise en place
tracks-intro = Les pistes du plateau, avec ce qui est imprimé sous chaque case.
track-range = Cases { $lo } à { $hi } ; le marqueur commence sur { $start }.
track-steps = Chaque point déplace le marqueur de { $steps } cases ; un nombre est imprimé { $steps ->
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
setup-cities = Villes de départ : { $cities }.
pieces-title = Matériel de la boîte
col-piece = Élément
col-count = Nombre
deck-title = Composition de la pioche
deck-plan = { $name } : { $decades } décennies de { $halves } demi-décennies chacune ; { $display } cartes dans la rangée ; { $hand } cartes en main par joueur.

phases-title = La fin de décennie
phase-section = Règle §{ $section }.
phase-instead = { $phase } : à la place de cette phase, tant que le { $flag } est debout
outcomes-title = Comment la partie se termine
variants-title = Variantes
variants-intro = Une variante est un dossier de fichiers de surcouche qui ajoutent, remplacent ou retirent des définitions du jeu de base. Ci-dessous, les changements de chaque variante par rapport au jeu de base.
variants-none = Ce contenu n'a pas encore de variantes.
variant-use = Pour l'utiliser :
variant-no-change = Elle ne change rien.
variant-added = Ajoute l'élément ({ $kind }) « { $name } ».
variant-removed = Retire l'élément ({ $kind }) « { $name } ».
variant-changed = Modifie l'élément ({ $kind }) « { $name } » :
variant-added-unnamed = Ajoute un élément ({ $kind } ; son identifiant ci-dessous).
variant-removed-unnamed = Retire un élément ({ $kind } ; son identifiant ci-dessous).
variant-changed-unnamed = Modifie un élément ({ $kind } ; la modification exacte ci-dessous) :
variant-now = Dans cette variante, la règle est la suivante. { $text }
variant-now-stale = Dans cette variante, la règle est la suivante (texte écrit pour une version antérieure de la règle de la variante ; la règle telle qu'elle s'applique figure dessous). { $text }
variant-base-game = Dans le jeu de base, la règle est la suivante. { $text }
variant-words-changed = { $old } devient { $new }
variant-words-added = Désormais aussi : { $new }
variant-words-removed = Ne s'applique plus : { $old }
variant-line-added-plain = Cette règle gagne une étape.
variant-line-removed-plain = Une étape de cette règle est retirée.
variant-detail-changed = Un détail de cette règle change.
variant-quote = « { $text } »
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

glossary-title = Glossaire
glossary-intro = Les termes du jeu dans les six langues de ce site, puis le nom de tout ce que le contenu définit.
glossary-terms = Termes
glossary-meaning = Sens
col-number = N°

nav-rules = Les règles expliquées
rules-title = Les règles en mots
rules-intro = Chaque règle ci-dessous est expliquée en mots simples, avec ses nombres tirés du contenu qui fait tourner le jeu. Sous chaque explication, on peut déplier la règle exactement telle que le jeu l'applique, avec un lien vers la ligne du fichier de contenu d'où elle vient.
prose-stale-title = Écrit pour une version antérieure de cette règle
prose-stale = La règle a changé depuis que ce texte a été écrit (un erratum ou une variante). La règle telle que le jeu l'applique maintenant figure sous le texte.
prose-english-title = Pas encore traduit
prose-english = Cette explication n'est pas encore écrite dans cette langue ; elle est donnée en anglais.
notation = La règle telle que le jeu l'applique
source-intro = Ce fichier de contenu tel qu'il est écrit ; chaque ligne peut être désignée par son numéro.

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
} sur les cartes, carte par carte : comment jouer une carte là où sa face laisse un doute, et ce qui y a été corrigé.
faq-dates = Chaque entrée est datée aussi précisément que sa source le permet : les précisions de l'index des cartes de la 1re édition portent l'année de sa règle (2014) ; celles de la 2e édition sont sans date, car sa règle n'en donne aucune ; une correction porte le jour où elle a été faite.
faq-to-card = Voir la carte
faq-ruling = précision
faq-erratum = erratum
faq-edition-first = 1re édition seulement
faq-edition-second = 2e édition seulement
faq-in-variant = dans la variante { $variant }
faq-erratum-changes = Corrige
faq-erratum-was = auparavant
faq-all = Toutes les précisions et tous les errata sur une page (FAQ)

guide-picture = Une carte expliquée : la carte { $number } avec le nom de ses parties
guide-value = Valeur de la carte pour une action : un nombre pour les deux camps, ou la case jaune de l'Ouest au-dessus de la case rouge de l'Est
guide-corner = Icône du coin : compte à la fin de la décennie
guide-title = Titre tel qu'imprimé (en allemand)
guide-year = Année de l'événement
guide-subtitle = Titre dans votre langue
guide-colour = Couleur : jaune l'Ouest, rouge l'Est, les deux sur une carte mixte ; elle dit qui peut déclencher l'événement
guide-rows = Événement : rangées d'icônes ; le joueur qui le déclenche choisit l'ordre dans lequel elles s'appliquent
guide-crest = Blason : ce camp décide où l'icône agit
guide-where = Restriction : où agissent les icônes de la rangée au-dessus
guide-text = L'événement en mots
guide-arrows = Flèches des pistes : une case par flèche, vers le camp de leur couleur
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
english-only = Cette page s'adresse à qui écrit ou traduit le contenu ou se sert des outils de wsdv ; elle n'est rédigée qu'en anglais.
ref-title = Primitives et fonctions
ref-intro = Les verbes et les fonctions que le contenu peut appeler : leurs paramètres, ce que fait chacun et un exemple. C'est la seule partie des règles écrite en Python, et elle est générique : icônes, phases, routines et mise en place en sont composées.
ref-calls = Un appel donne ses paramètres dans l'ordre indiqué, ou par leur nom après ceux donnés dans l'ordre. Un paramètre entre crochets peut être omis ; un paramètre suivi de « = » ne se donne que par son nom. Les effets changent la partie ; les fonctions ne font que calculer une valeur.
ref-see = Voir aussi :
ref-english-title = En anglais
ref-english = Les noms des primitives et de leurs paramètres, ainsi que les exemples, sont des mots du langage du contenu, les mêmes dans toutes les langues. Leurs explications ne sont données sur cette page qu'en anglais.
ref-membership = Appartenance
ref-membership-intro = { $is_in } et { $not_in } vérifient si une valeur appartient à ce que nomme { $id }, lorsqu'il nomme quelque chose qui a des membres :
ref-member-side = un camp comprend chaque province, secteur, ville, liaison et pays de ce camp ;
ref-member-group = un groupe comprend ses provinces ;
ref-member-country = un pays comprend ses villes ;
ref-member-list = une liste comprend ses éléments.
ref-section-effects = Effets sur le plateau
ref-section-functions = Fonctions du plateau
ref-section-flow = Le déroulement de la partie : cartes, zones, pistes, séquences
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

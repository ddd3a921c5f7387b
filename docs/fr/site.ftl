# Les mots propres du site de référence (français). Mêmes identifiants que docs/en/site.ftl.

site-name = Wir sind das Volk! — référence des règles
site-footer = Produit par wsdv à partir des fichiers de contenu qui font tourner le jeu ; construit avec MkDocs et Material for MkDocs.
nav-home = Introduction
nav-reading = Lire une carte
nav-cards = Cartes
nav-icons = Icônes
nav-map = Plateau
nav-tracks = Pistes et mise en place
nav-phases = Fin de décennie, phase par phase
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
   *[other] { $count } cartes, tirées des fichiers de contenu. Trouvez une carte par des mots de son titre ou de son texte, restreignez la galerie par décennie, couleur, icône, valeur ou camp qui peut les déclencher et changez l'ordre ; les choix restent dans l'adresse de la page. Choisissez une carte pour voir ses données.
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
map-place-start = En début de partie
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
overflow-one = l'une d'elles, au choix du camp que la flèche favorise
overflow-all = toutes
track-ends = Les flèches vers l'{ $lowside } poussent le marqueur vers le bas de la piste ({ $low }), celles vers l'{ $highside } vers le haut ({ $high }) : chaque extrémité avantage le camp vers lequel ses flèches mènent.
track-gain-is-space = Chaque case rapporte son propre nombre, comme le montre la bande.
setup-title = Mise en place
setup-cities = Villes de départ : { $cities }.
pieces-title = Matériel de la boîte
col-piece = Élément
col-count = Nombre
deck-title = Composition de la pioche
deck-plan = { $name } : { $decades } décennies de { $halves } demi-décennies chacune ; { $display } cartes dans la rangée ; { $hand } cartes en main par joueur.

phases-title = La fin de décennie, phase par phase
phase-section = Règle du jeu, §{ $section }.
phase-instead = { $phase } : à la place de cette phase, tant que le { $flag } est debout
outcomes-title = Comment la partie se termine
variants-title = Variantes
variants-intro = Une variante, c'est le jeu avec certaines règles changées, par exemple selon une édition ultérieure de la règle. Pour chaque variante, cette page dit d'abord ce qu'elle est et comment elle change le jeu, puis, une à une, chaque règle qu'elle modifie, à côté de celle du jeu de base.
variants-none = Ce contenu n'a pas encore de variantes.
variant-use = Dans le programme wsdv, une variante est un dossier de fichiers de surcouche qui ajoutent, remplacent ou retirent des définitions du jeu de base ; pour jouer avec celle-ci, lancez :
variant-changes-title = Règle par règle
variant-page-added = Nouveauté : « { $name } »
variant-page-removed = Disparaît du jeu : « { $name } »
variant-page-changed = Changement : « { $name } »
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
variant-line-changed-plain = Une étape de cette règle change.
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
kind-outcome = issue de la partie
kind-variant = variante
kind-routine = procédure
kind-action = action
diff-base = Jeu de base
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
variant-key-cards = Cartes

glossary-title = Glossaire
glossary-intro = Les termes du jeu dans chaque langue de ce site, puis le nom de tout ce que le contenu définit.
glossary-terms = Termes
glossary-meaning = Sens
# Les titres du glossaire, un pour chaque sorte de choses qu'il énumère.
glossary-kind-side = Camps
glossary-kind-province = Provinces
glossary-kind-sector = Secteurs
glossary-kind-country = Pays
glossary-kind-city = Villes
glossary-kind-track = Pistes
glossary-kind-piece = Éléments de jeu
glossary-kind-icon = Icônes
glossary-kind-phase = Phases
glossary-kind-decade = Décennies
glossary-kind-outcome = Comment se termine la partie
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
filter-value = Valeur
filter-words = Mots
filter-words-hint = titre ou texte de la carte
sort-label = Ordre
sort-number = par numéro
sort-title = par titre
sort-value-high = valeur la plus haute d'abord
sort-value-low = valeur la plus basse d'abord
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
nav-guide-index = Vue d'ensemble
guide-index-intro = Le guide s'adresse à qui écrit ou traduit le contenu du jeu ou se sert des outils de wsdv. Ses pages, en anglais :
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

# Le titre du lien « ¶ » à côté de chaque titre (affiché au survol, lu par les lecteurs d’écran).
heading-permalink = Lien vers cette section

## Apprendre à jouer (learn.md) et lieux spéciaux (places.md) : interpreter/site/learn.py, docs/learn.yaml
nav-learn = Apprendre à jouer
nav-places = Lieux spéciaux
list-comma = {", "}
learn-title = Apprendre à jouer
learn-intro = Ces pages enseignent le jeu, une partie par page, dans l'ordre où l'on en a besoin : le but, le plateau, un tour, les quatre actions et l'économie qu'elles utilisent, les troubles et les manifestations de masse, la fin de décennie, et pour finir les cartes et les lieux spéciaux. Chaque partie résume les règles et renvoie à la règle complète. Les exemples sont ceux de la règle du jeu, joués par le programme qui fait tourner le jeu : ce qu'ils montrent est ce que font les règles.
learn-no-examples-title = Pas d'exemples dans cette version
learn-no-examples = Les exemples viennent des tests de règles fournis avec le code source de wsdv ; cette version du site a été construite sans eux.
learn-definitions-title = Quatre définitions à garder en tête
learn-definition-west-germany = « Allemagne de l'Ouest » désigne toutes les provinces de l'Ouest sauf Berlin-Ouest. Quand une carte ou une règle dit « Allemagne de l'Ouest », Berlin-Ouest n'est pas concerné.
learn-definition-connection = Une connexion appartient aux provinces de ses deux villes. La connexion Leipzig–Jena appartient à la Sachsen et à la Thüringen ; une connexion qui ne fait que traverser une province ne lui appartient pas.
learn-definition-rundown = Seules les usines de l'Est peuvent être délabrées. Les usines de l'Ouest peuvent être démantelées, mais jamais délabrées.
learn-figure-card = Une carte avec le nom de ses parties : la valeur, les icônes du coin, les icônes de l'événement avec leurs blasons et les flèches des pistes. Sélectionnez-la pour lire ce que signifie chaque partie.
learn-figure-card-alt = Une carte avec le nom de ses parties : valeur, icône du coin, titres, année, couleur, rangées de l'événement, blason, restriction, texte, flèches des pistes et numéro
learn-figure-map = Le plateau entier : les provinces des deux États avec leurs villes et leurs connexions, Berlin dans son encart, la Pologne et la ČSSR à l'étranger (les pistes ont leur propre page). Sélectionnez-le pour ouvrir le plateau, où chaque lieu donne ses règles.
learn-definition-hamburg = Hamburg se trouve entre le Schleswig-Holstein et la Niedersachsen et n'appartient durablement à aucune des deux : pour chaque action et chaque phase de fin de décennie, l'Ouest dit pour laquelle elle compte, et elle ne compte alors que pour celle-là.
learn-more = Plus…
learn-start-nav = Par où commencer
learn-contents-title = Le parcours, partie par partie
learn-start = Commencer par la partie 1 : { $title } →
learn-part = { $path } : partie { $number } sur { $total }
learn-here = Exemples de cette partie :
learn-previous = ← Précédent : { $title }
learn-next = Suivant : { $title } →
learn-examples-title = Exemples
learn-examples-edition = Là où l'édition de ce site change une règle, le texte de la règle ci-dessus le dit ; les exemples ci-dessous sont joués avec les règles d'une autre édition : { $edition }.
example-section-case = Ce n'est pas un exemple de la règle du jeu, mais un cas de plus, vérifié selon { $sections }.
learn-rules = Les règles complètes : { $rules }.
learn-pages = Voir aussi : { $pages }.
learn-goal-title = Le but, et comment finit une partie
learn-goal-text = Un joueur dirige l'Ouest, l'autre l'Est, à travers les quatre décennies de la division allemande. Chaque camp tente de maintenir son propre État uni pendant que l'autre se disloque : les troubles se muent en manifestations de masse, et un État qui en compte trop s'effondre et perd. On ne vérifie qui a gagné qu'en fin de décennie, et la partie peut alors aussi s'arrêter plus tôt : si l'Est ne peut plus payer ses dettes, ou si le socialisme triomphe ou échoue. Si personne n'a gagné après la quatrième décennie, l'Est gagne : l'Ouest doit donc faire tomber l'Est, alors qu'il suffit à l'Est de tenir.
learn-board-title = Le plateau et les cartes
learn-board-text = Le plateau montre les provinces des deux États allemands avec leurs villes et les connexions qui les relient, Berlin-Ouest et Berlin-Est dans un encart, la Pologne et la ČSSR à l'étranger, et les pistes sur les bords. Les usines se trouvent sur les villes, les infrastructures sur les lignes bleues des connexions ; les marqueurs de niveau de vie et les cubes de trouble sont posés dans les provinces. Chaque décennie se joue avec ses propres cartes. La ville de Berlin, avec son usine dès le début, se trouve dans la province de Berlin-Est ; Berlin-Ouest est une province à part, divisée en trois secteurs, chacun ravitaillé par la province ouest-allemande dont il porte le drapeau. La piste de prestige décide qui a l'avantage du prestige : l'Est tant que le marqueur est dans sa partie, l'Ouest sinon, donc aussi sur la case 0 et en début de partie. Il change de camp dès que le marqueur franchit le centre ; le camp qui l'a commence la première moitié d'une décennie et choisit en premier chaque fois que les joueurs choisissent à tour de rôle.
learn-turn-title = Un tour
learn-turn-text = Les joueurs jouent à tour de rôle. À son tour, on prend une carte, dans la rangée face visible ou dans sa main, et on l'utilise pour exactement une des quatre actions : enlever un cube de trouble, développer son économie, augmenter son niveau de vie ou déclencher l'événement de la carte (les trois premières sont expliquées dans la partie suivante). L'Est déclenche les cartes rouges et mixtes, l'Ouest les jaunes et les mixtes. Les couleurs ont ici deux sens : la couleur de la carte dit qui peut en déclencher l'événement, celle d'une icône qui cette icône touche, quel que soit le joueur qui la déclenche. Une icône jaune agit toujours sur l'Ouest, une rouge ou rose sur l'Est. Celui qui déclenche un événement décide où ses icônes s'appliquent, sauf si une icône porte un blason : c'est alors le camp du blason qui décide. La main est une réserve : chaque joueur reçoit 2 cartes de la pioche de la première décennie, et les mains ne sont complétées qu'au début de chaque décennie suivante. Une carte jouée depuis sa main laisse la rangée intacte : on garde ainsi une carte pour le moment où elle rapporte le plus, hors de portée de l'adversaire. Une moitié de décennie se termine dès que la rangée est vide, même s'il reste des cartes en main ; celles-ci restent en main jusqu'à la décennie suivante, où l'on peut s'en défausser avant de compléter sa main. L'Est recueille aussi des cartes de police : une carte jouée dont l'icône de police a été appliquée va à l'Est, et chacune lui permet d'enlever un cube de trouble une fois par décennie (plus de détails dans la partie « { learn-unrest-title } »).
learn-actions-title = Les quatre actions et l'économie
learn-actions-text = Il y a quatre actions. Déclencher l'événement (partie précédente) demande une carte que son camp peut déclencher ; les trois autres se font avec n'importe quelle carte sauf les cartes spéciales : enlever un cube de trouble, développer son économie avec autant de points de construction que la carte vaut pour son camp, ou augmenter son niveau de vie, où la valeur de la carte peut combler ce qui manque à l'économie d'une province. Enlever un trouble ne coûte rien avec une carte de sa propre couleur ; avec une carte mixte ou une carte de l'adversaire, cela coûte un point de démantèlement. L'économie se compose d'usines et d'infrastructures : les points de construction en ajoutent, les points de démantèlement en retirent, et la valeur d'une usine augmente avec ses connexions actives. L'économie d'une province décide du nombre de marqueurs de niveau de vie qu'elle peut porter. L'usine de plus grande valeur d'une province est son usine d'exportation : elle décide du nombre de marqueurs que la province garde en fin de décennie, et celles de l'Est lui rapportent des devises.
learn-economy-title = Construire et démanteler
learn-economy-text = Les points de construction font croître l'économie, les points de démantèlement la réduisent. Ils viennent de la valeur d'une carte quand on développe son économie et des icônes des événements, et en fin de décennie l'Est paie plusieurs phases en points de démantèlement. On ne construit une infrastructure que sur une connexion qui touche déjà une usine, et une usine n'est retirée que lorsqu'aucune de ses connexions ne porte plus d'infrastructure. Comme une usine vaut davantage pour chaque connexion active, une seule pièce peut changer la valeur de plusieurs usines, et avec elles l'économie d'une province et le nombre de marqueurs de niveau de vie qu'elle peut garder.
learn-unrest-title = Troubles et manifestations de masse
learn-unrest-text = Les cubes de trouble viennent des événements et des comparaisons de fin de décennie : en reçoit une province qui a moins de marqueurs de niveau de vie que la meilleure province de son camp, ou qu'une province voisine du camp adverse. Chaque tranche de 4 cubes dans une province y fait une manifestation de masse, 8 cubes en font deux : on ne peut plus rien construire dans cette province ni sur ses connexions, et lors de la vérification d'effondrement, un État qui a trop de manifestations de masse s'effondre. Augmenter son niveau de vie retire un cube avec chaque nouveau marqueur ; l'Est dispose en outre des socialistes et des cartes de pouvoir de police pour enlever des troubles dans ses provinces ; une carte de police rouge augmente en plus les évasions en fin de décennie, une rose non. Une manifestation de masse à Berlin-Ouest compte double : l'Est place un second marqueur dans l'une des provinces ouest-allemandes qui la ravitaillent, et cette province a alors sa propre manifestation de masse jusqu'à ce que celle de Berlin-Ouest disparaisse (plus de détails dans la partie « { learn-special-title } »).
learn-decade-title = La fin de décennie
learn-decade-text = Quand les deux joueurs ont joué leurs cartes, la décennie se termine par dix phases dans un ordre fixe : passage à l'Ouest (tant que le mur de la carte II est debout : coûts du mur), prestige, devises étrangères, prix des cartes de police, maintien du niveau de vie, comparaison interne et comparaison Est-Ouest, exécution des cartes de police, phase socialiste et vérification d'effondrement. Chaque fois que les joueurs choisissent à tour de rôle, le camp qui a l'avantage du prestige commence.
learn-comparisons-title = La comparaison des niveaux de vie
learn-comparisons-text = Trois phases de la fin de décennie pèsent le niveau de vie des provinces, et c'est là qu'une économie faible se change en troubles. D'abord, aucune province ne peut garder plus de marqueurs de niveau de vie que la valeur de son usine d'exportation. Ensuite, chaque province est comparée à la meilleure province de son camp, puis à une province voisine de l'autre côté de la frontière : une province qui reste en arrière reçoit des cubes de trouble selon l'écart, et assez de cubes font une manifestation de masse. Les marqueurs de niveau de vie protègent donc une province, et son économie décide combien elle peut en garder.
learn-special-title = Cartes spéciales et lieux spéciaux
learn-special-text = Chaque décennie a une carte spéciale, numérotée de I à IV, à côté de la rangée : seul l'Est peut la prendre, et seulement pour en déclencher l'événement. La carte II construit le mur de Berlin : dès lors, à chaque fin de décennie, les coûts du mur remplacent le passage à l'Ouest. La carte IV a deux faces : si le mur a été construit, « Le mur tombe » est en jeu, sinon « Gouvernement de crise de la Table ronde ». La carte I, « Chars russes », ramène à 3 cubes le trouble de deux provinces de l'Est ayant une manifestation de masse, puis retire encore 2 cubes ; la carte III, « Honecker évince Ulbricht », donne à l'Est deux marqueurs de niveau de vie, tous deux dans la même province s'il le souhaite. Prendre la carte spéciale occupe tout le tour de l'Est ; l'Est peut aussi la laisser, et une carte spéciale que personne n'a prise est défaussée en fin de décennie. Une carte dont l'icône de police est exécutée va à l'Est comme carte de pouvoir de police : chacune enlève un cube de trouble une fois par décennie, coûte à l'Est un point de démantèlement à chaque fin de décennie, et une rouge augmente en plus les évasions, une rose non. Berlin-Ouest, Hamburg, Rheinsberg et les villes à l'étranger suivent des règles propres, réunies sur une page à part.
learn-special-w_berlin = Berlin-Ouest est une province de l'Ouest au milieu de l'Est, divisée en trois secteurs, chacun ravitaillé par la province ouest-allemande dont il porte le drapeau, son fournisseur ; Berlin-Ouest ne fait pas partie de l'Allemagne de l'Ouest. On n'y construit rien et il ne reçoit aucun marqueur de niveau de vie directement : un fournisseur qui vient d'en recevoir un et en a maintenant plus que Berlin-Ouest peut le transférer dans son secteur. Une manifestation de masse à Berlin-Ouest compte double : l'Est place un second marqueur dans l'un des fournisseurs, et c'est pour cette province une manifestation de masse comme une autre (on ne peut plus y construire) jusqu'à ce qu'il parte avec celui de Berlin-Ouest. En fin de décennie, Berlin-Ouest reçoit la différence entière lors de la comparaison interne et, lors de la comparaison Est-Ouest, se mesure à ses deux voisins, Berlin-Est et le Brandenburg.
learn-special-hamburg = Hamburg se trouve entre le Schleswig-Holstein et la Niedersachsen. Pour chaque action et chaque phase de fin de décennie, l'Ouest décide à laquelle des deux provinces elle appartient, et elle ne compte alors que pour celle-là.
learn-special-abroad = Les villes à l'étranger ne reçoivent et ne perdent d'usines que par des événements qui les nomment, jamais avec des points de construction ; leurs usines sont les usines violettes, posées près de ces villes dès le début. Une usine extérieure ajoute sa valeur à une province de l'Est avec laquelle elle a une connexion active, choisie à chaque fois par l'Est ; ce n'est jamais une usine d'exportation.
learn-special-rheinsberg = Rheinsberg, dans le Brandenburg, ne reçoit son usine que par un événement qui la nomme. Cette usine a une valeur de base de 2, ne reçoit aucune infrastructure et est la seule usine délabrée que les points de démantèlement peuvent retirer.
places-title = Lieux spéciaux
places-intro = Quatre lieux du plateau suivent des règles propres. Chaque section les rassemble à partir des règles, avec les exemples et les cartes qui nomment le lieu.
places-cards = Cartes dont l'événement le nomme : { $cards }.
places-w_berlin-title = Berlin-Ouest
places-w_berlin-text = Berlin-Ouest est une province de l'Ouest au milieu de l'Est, dessinée dans un encart en trois secteurs : français, britannique et américain. Chaque secteur est ravitaillé par la province ouest-allemande dont il porte le drapeau, son fournisseur. Berlin-Ouest ne fait pas partie de l'Allemagne de l'Ouest : un événement ou une règle pour « l'Allemagne de l'Ouest » l'exclut. On n'y construit rien, et il ne reçoit aucun marqueur de niveau de vie directement : un fournisseur qui vient d'en recevoir un et en a maintenant plus que Berlin-Ouest peut le transférer dans son secteur, et c'est alors Berlin-Ouest qui perd un cube de trouble à sa place. Une manifestation de masse à Berlin-Ouest compte double : l'Est place un second marqueur chez l'un des fournisseurs, qui est pour cette province une manifestation de masse comme une autre (on ne peut donc plus y construire) jusqu'à ce qu'il s'en aille avec le premier. En fin de décennie, Berlin-Ouest ne garde pas plus de marqueurs que ne le permet l'usine d'exportation de son fournisseur le plus faible, reçoit la différence totale lors de la comparaison interne et se compare à ses deux voisins, Berlin-Est et le Brandenburg. La carte 79, « Le début de l'ère informatique », est le seul événement qui puisse poser un marqueur directement à Berlin-Ouest, dans un secteur vide tant qu'il en reste un.
places-hamburg-title = Hamburg
places-hamburg-text = Hamburg se trouve entre le Schleswig-Holstein et la Niedersachsen et n'appartient durablement à aucune des deux provinces : pour chaque action et chaque phase de fin de décennie, l'Ouest décide à laquelle des deux elle appartient, et elle n'appartient alors qu'à celle-là.
places-abroad-title = La Pologne et la ČSSR
places-abroad-text = Les villes à l'étranger ne reçoivent d'usines que par des événements qui les nomment, jamais avec des points de construction ordinaires, et ne les perdent que de la même manière (les cartes 37 et 73 en retirent une pour toujours). Une usine extérieure ajoute sa valeur à l'économie d'une province de l'Est avec laquelle elle a une connexion active, choisie à chaque fois par l'Est ; ce n'est jamais une usine d'exportation : elle ne rapporte donc pas de devises et ne soutient aucun marqueur de niveau de vie.
places-rheinsberg-title = Rheinsberg
places-rheinsberg-text = Rheinsberg, dans le Brandenburg, est une ville spéciale : son usine ne se construit que par un événement qui la nomme, a une valeur de base de 2 au lieu de 1, ne reçoit aucune infrastructure et est la seule usine délabrée que les points de démantèlement peuvent retirer.
map-place-rules = Les règles pour { $place }
card-place-rules = Les règles des lieux spéciaux que nomme cette carte : { $places }.

## Exemples (interpreter/site/examples.py) : les exemples de la règle, joués depuis tests/scenarios/
example-heading = Exemple { $id } : { $title }
example-section = D'après la règle du jeu, §{ $section }.
example-numbers = Le plateau avant et après, en tableau
example-card = la carte { $number } « { $title } »
example-step-action = L'{ $side } utilise { $card } pour l'action « { $action } ».
example-step-event = L'{ $side } déclenche l'événement : { $card }.
example-step-phase = La phase de fin de décennie « { $phase } » est jouée.
example-step-icon = L'icône « { $icon } » est jouée ; l'{ $side } la déclenche.
example-step-engine = Les règles déterminent seules le résultat.
example-choices = Choix, dans l'ordre où ils sont demandés : { $choices }.
example-count = { $count } { $name }
example-value = valeur { $value }
example-space = case { $space }
example-economy-of = Économie : { $province }
example-picture-refused = le choix que les règles refusent
example-same = Avant et après : rien ne change sur le plateau
example-space-via = case { $space } (après la case { $via })
example-economy-unassigned = Économie : { $province } (sans { $cities }, qui ne compte ici pour aucune province)
example-economy-elsewhere = Économie : { $province } (sans { $cities }, qui compte pour { $other })
example-economy-with = Économie : { $province } (en comptant { $cities })
example-board = Sur le plateau
example-before = Avant
example-after = Après
example-refused-column = Après (refusé)
example-caption = Le plateau avant et après l'exemple { $id }, tel que le programme du jeu le joue : ce que l'exemple met en place, ce qui change et ce qu'il vérifie.
example-refused-title = Interdit
example-refused = Les règles n'autorisent pas ce coup : le programme refuse le choix, et le plateau reste tel qu'il était.
example-result-title = La partie se termine
example-game-over = { $outcome } : l'{ $winner } gagne.
example-no-change = Rien ne change sur le plateau.
example-picture-before = Le plateau avant : { $items }.
example-picture-after = Le plateau après : { $items }.
example-picture-item = { $place } : { $state }
example-picture-item-changed = { $place } : { $state } (changement)
example-picture-changed = ce qui change
example-picture-export = usine d'exportation (celle de plus grande valeur de sa province)
example-picture-partial = Seul ce que l'exemple compte est dessiné : un lieu sans cadre a lui aussi ses pièces, mais elles ne jouent ici aucun rôle.
example-picture-none = rien
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
aid-reminders = Aide-mémoire
aid-col-what = Ce qui se passe
aid-turn-start = Chaque moitié de décennie commence par { $display } cartes posées face visible dans la rangée. Dans la première moitié commence celui qui a l'avantage de prestige, dans la seconde celui qui n'a pas joué le dernier tour de la première. Ensuite les joueurs jouent à tour de rôle, et chaque tour se déroule ainsi :
aid-turn-police-before = L'Est peut utiliser ses cartes de police : chacune retire un cube de trouble d'une province de l'Est, une fois par décennie.
aid-turn-card = Prendre une carte : dans la rangée, dans sa main ou, pour l'Est seulement, la carte spéciale.
aid-turn-action = L'utiliser pour une seule des quatre actions décrites plus bas.
aid-turn-police-after = L'Est peut utiliser les cartes de police dont il ne s'est pas encore servi pendant cette décennie.
aid-turn-socialists = Les socialistes de la case de rétention vont un à un dans des provinces de l'Est qui ont une manifestation de masse, choisies par l'Est ; chacun y retire un cube de trouble.
aid-turn-played = La carte va face visible dans la rangée des cartes jouées, où son icône d'évasion compte en fin de décennie ; une carte dont l'icône de police a été appliquée va plutôt devant l'Est, comme carte de police.
aid-turn-end = La moitié s'achève dès que la rangée est vide, même s'il reste des cartes en main. Une carte spéciale que personne n'a prise reste disponible dans la seconde moitié et est défaussée en fin de décennie. Les mains ne sont complétées à { $hand } cartes qu'au début d'une décennie.
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
example-told = Ce qui se passe, tel que le jeu le raconte :
example-crest-alt = L'icône « { $icon } » agrandie, son blason entouré
example-crest-callout = Agrandi : le blason en haut à gauche de l'icône est celui de l'autre camp. C'est donc l'autre camp qui décide où cette icône agit, bien qu'il n'ait pas déclenché la carte.
example-text-ex-01 = L'Ouest construit avec la carte 17, dont la valeur jaune est 3 : il a donc 3 points de construction. Il pose une usine à Hannover et des infrastructures sur les deux lignes bleues de Hamburg–Hannover. Cette connexion est désormais complète entre deux usines, elle est donc active : Hamburg et Hannover valent chacune 1 + 1 = 2, et la Niedersachsen, Hamburg comptée avec elle, a une économie de 4.
example-text-ex-02 = La Sachsen a 4 cubes de trouble, donc une manifestation de masse. L'Est ne peut rien y construire : ni sur ses villes, ni sur aucune connexion de ses villes, même celle qui mène dans une autre province, comme Leipzig–Jena. Dresden est en Sachsen : les règles la refusent.
example-text-ex-03 = L'usine de Berlin (Berlin-Est) a deux connexions actives, vers Bitterfeld et vers Magdeburg : elle vaut donc 1 + 2 = 3. Quand elle se délabre, sa valeur de base passe de 1 à 0 : elle vaut 2. Ses connexions restent actives et ses voisines gardent leur valeur.
example-text-ex-04 = La carte 12 est jaune, une carte de l'adversaire pour l'Est. L'Est l'utilise pour enlever 1 cube de trouble en Sachsen et le paie d'un point de démantèlement : il retire son usine de Jena, en Thüringen. Une carte rouge ne lui aurait rien coûté ; s'il n'avait rien à démanteler, l'Est ne pourrait pas utiliser cette carte pour cette action.
example-text-ex-05 = La carte 16 a deux cases de valeur : 4 en jaune pour l'Ouest et 1 en rouge pour l'Est. L'Est construit avec elle, il reçoit donc 1 point de construction, de quoi poser une usine, à Leipzig.
example-text-ex-06 = L'Est augmente son niveau de vie avec la carte 1, qui vaut 2. La Sachsen a une économie de 3, assez pour son premier marqueur ; la Thüringen et le Mecklenburg ont 2 chacun, il leur manque 1 : l'Est donne donc à chacun 1 des 2 points de la carte. Trois marqueurs vont dans trois provinces différentes, et chacun y enlève 1 cube de trouble.
example-text-ex-07 = Un événement inflige 4 points de démantèlement à l'Ouest, et l'Est, qui le déclenche, choisit chaque pièce. Il retire d'abord les deux infrastructures de Hamburg–Hannover ; alors seulement les deux usines peuvent partir, car une usine ne se retire que lorsque aucune de ses connexions ne porte plus d'infrastructure.
example-text-ex-07b = Hamburg–Hannover porte encore une infrastructure : aucune des deux usines ne peut encore être démantelée, et les règles refusent Hamburg. L'infrastructure doit partir d'abord.
example-text-ex-08 = La carte 11 est mixte : elle place 1 cube de trouble en Allemagne de l'Ouest et déplace le marqueur de prestige de 1 case vers l'Ouest. L'Ouest la déclenche et ignore l'icône de trouble, qui lui nuirait ; la flèche est exécutée. Avec une carte mixte, celui qui la déclenche peut ignorer une flèche ou une icône sans flèche ; avec une carte rouge ou jaune, toutes les icônes doivent être exécutées.
example-text-ex-09 = La carte 7 donne à l'Est 2 points de construction en Pologne et 2 en ČSSR, et 1 cube de trouble. En Pologne, l'Est construit deux usines ; en ČSSR, une usine à Děčín et une infrastructure sur Cottbus–Děčín : une connexion appartient à ses deux villes, donc une ligne vers une ville tchèque compte comme construite en ČSSR. Le cube de trouble va dans le Mecklenburg, où il déclenche une manifestation de masse.
example-text-ex-10 = La carte 15 donne à l'Ouest un point de construction et à l'Est un point de démantèlement, les deux icônes portant le blason de l'Ouest. L'Est la déclenche et décide toujours de l'ordre des icônes, mais le blason fait décider l'Ouest de l'endroit où elles s'appliquent : il construit une usine à Bremen et retire l'usine de l'Est à Leipzig. L'icône de police de la carte a été exécutée, la carte va donc à l'Est comme carte de pouvoir de police.
example-text-ex-11 = L'icône de trouble de la carte 11 porte le blason de l'Est. L'Ouest déclenche la carte, mais c'est l'Est qui choisit quelle province ouest-allemande reçoit le cube : la Hessen, qui a maintenant 4 cubes et donc une manifestation de masse.
example-text-ex-12 = La carte 4 inflige à l'Ouest 2 cubes de trouble en Allemagne de l'Ouest. L'Est la déclenche et peut les placer dans n'importe quelle province de l'Ouest sauf Berlin-Ouest : il choisit la Hessen et la Bayern, qui atteignent 4 cubes chacune et donc une manifestation de masse. Berlin-Ouest garde ses 3 cubes.
example-text-ex-13 = Le marqueur d'évasion avance de 2 cases pour deux cartes jouées avec une icône Évasion, de 1 pour la carte de pouvoir de police rouge de l'Est et de 1 pour l'unique marqueur de niveau de vie de la meilleure province de l'Ouest, la Niedersachsen ; il recule de 1 parce que l'Ouest a une manifestation de masse (la Hessen, avec 8 cubes). La province la plus faible de l'Est n'a aucun marqueur : rien n'est donc retiré pour elle. Cela fait 3 cases ; toutes les 2 cases coûtent à l'Est 1 point de démantèlement, il en paie donc 1. L'Ouest, qui a l'avantage de prestige, choisit la pièce : l'usine de l'Est à Berlin. Puis le marqueur revient à 0 et les cartes jouées sont défaussées.
example-text-ex-14 = Le marqueur de prestige est sur la case −3 du côté de l'Ouest, dont l'icône donnerait 1 cube de trouble à l'Est. L'Ouest a l'avantage de prestige et peut exécuter cette case ou n'importe laquelle de ses cases plus proches du centre. Il choisit −2, où une usine de l'Est se délabre, et désigne Bitterfeld ; aucun trouble n'est placé.
example-text-ex-15 = L'Est a 8 marqueurs de niveau de vie : il lui faut donc 8 devises. La piste des devises lui en donne 3. La plus faible usine d'exportation de l'Ouest vaut 3, et 2 des usines d'exportation de l'Est (valant 0, 1, 1, 2, 3 et 5) l'atteignent : 2 de plus. L'Est gagne 5 et il lui en manque 3, donc 3 de ses usines se délabrent ; les joueurs les choisissent à tour de rôle, l'Ouest d'abord, car il a l'avantage de prestige.
example-text-ex-17 = Le Brandenburg porte 3 marqueurs de niveau de vie, mais son usine d'exportation, sa meilleure (Schwedt), ne vaut que 1. Il garde 1 marqueur et en perd 2 ; cette perte n'apporte aucun trouble.
example-text-ex-17b = La Rheinland-Pfalz et le Baden-Württemberg ont transféré des marqueurs à Berlin-Ouest ; leurs usines d'exportation valent 1 et 3. Berlin-Ouest ne garde pas plus de marqueurs que ne le permet la plus faible des deux, soit 1 : de ses 3 marqueurs (2 dans le secteur français, 1 dans le secteur américain), il en perd 2, et l'Ouest choisit le secteur français.
example-text-ex-18 = Chaque province de l'Ouest porte 3 marqueurs de niveau de vie, sauf la Bayern et Berlin-Ouest, qui en ont 2 chacune (ceux de Berlin-Ouest dans ses secteurs français et britannique). Une province qui a moins de marqueurs que la meilleure de son camp reçoit la différence moins 1 : la Bayern reçoit 3 − 2 − 1 = 0 cube. Berlin-Ouest reçoit la différence totale : 1 cube. Les provinces de l'Est n'ont aucun marqueur, donc aucune ne reçoit de cube : la Sachsen, dans le tableau, vaut pour toutes.
example-text-ex-18c = Ici, seule la Hessen porte des marqueurs de niveau de vie, 3. Il en manque 3 à chaque autre province de l'Ouest, qui reçoit donc 3 − 1 = 2 cubes de trouble, et Berlin-Ouest les 3. La boîte contient 50 cubes de trouble, mais aucune règle ne les limite : chaque cube que la comparaison exige est placé.
example-text-ex-19 = La Bayern porte 3 marqueurs de niveau de vie et 4 cubes de trouble, donc une manifestation de masse : il lui reste 2 marqueurs pour attaquer. Elle peut attaquer la Sachsen (aucun marqueur : 2 cubes) ou la Thüringen (1 marqueur : 1 cube), et l'Ouest choisit la Thüringen. La Hessen, avec 2 marqueurs, attaque aussi la Thüringen : 1 cube de plus. La Thüringen atteint 5 cubes ; sa manifestation de masse n'apparaît qu'une fois toutes les provinces comparées.
example-text-ex-20 = Berlin-Ouest a 8 cubes de trouble, donc 2 manifestations de masse. Chacune ajoute un second marqueur chez un fournisseur de Berlin-Ouest, choisi par l'Est : la Rheinland-Pfalz et le Baden-Württemberg. L'Ouest n'a aucune autre manifestation de masse, et pourtant il compte 4 marqueurs lors de la vérification : l'Ouest s'effondre et l'Est gagne. Si l'Est s'était effondré lors de la même vérification, l'Est aurait tout de même gagné. L'image montre ces deux marqueurs déjà en place, à côté des 3 cubes des fournisseurs : ils sont venus avec les manifestations de Berlin-Ouest, et la vérification ne fait que compter.
example-text-ex-21 = Berlin-Ouest n'a aucun marqueur de niveau de vie. L'Ouest augmente son niveau de vie avec la carte 18 et place un marqueur en Rheinland-Pfalz, fournisseur du secteur français. La Rheinland-Pfalz a maintenant plus de marqueurs que Berlin-Ouest : une fois tous les autres marqueurs de l'action placés, l'Ouest transfère donc celui-ci dans le secteur français, et c'est Berlin-Ouest qui perd le cube de trouble, pas la Rheinland-Pfalz. Le prochain marqueur de Berlin-Ouest devra passer par le secteur britannique ou américain.
example-text-ex-22-2 = La carte 79, « Le début de l'ère informatique », est le seul événement qui puisse poser un marqueur de niveau de vie directement à Berlin-Ouest. Le secteur américain en a un et les autres aucun : le marqueur doit donc aller dans un secteur vide, et l'Ouest choisit le secteur britannique. Le marqueur enlève un cube de trouble à Berlin-Ouest, et l'icône suivante de la carte un autre.
example-text-ex-23 = Le Schleswig-Holstein n'a aucune usine à lui, mais Hamburg, qui vaut 3, se trouve entre lui et la Niedersachsen. L'Ouest augmente son niveau de vie et, pour cette action, fait appartenir Hamburg au Schleswig-Holstein : son économie est de 3, assez pour un premier marqueur. Dans la même action, Hamburg ne peut pas compter aussi pour la Niedersachsen ; à l'action ou à la phase suivante, l'Ouest peut choisir à nouveau.
example-text-ex-24 = L'usine de Poznań, en Pologne, vaut 2 et a une connexion active avec Berlin, mais aucune avec Schwedt. Elle ne peut ajouter sa valeur qu'à Berlin-Est : avec elle, l'économie de Berlin-Est est de 5 au lieu de 3, et le Brandenburg reste à 1. Une usine extérieure n'est jamais une usine d'exportation : celle de Berlin-Est reste l'usine de Berlin, qui vaut 3.
example-title-ex-15-3 = la même chose avec le pion dollar sur −3
example-text-ex-15-3 = La même situation, mais le pion dollar est sur −3 : l'Est gagne −3 + 2 = −1, il lui manque donc 8 + 1 = 9 devises. L'Est a exactement 9 usines qui peuvent encore se délabrer : toutes se délabrent. S'il en manquait une de plus, l'Est devrait retirer une infrastructure à la place, et s'il n'avait plus rien à retirer, ce serait l'insolvabilité nationale.

## La fin de décennie sur le parcours d'apprentissage : une phrase par phase de la séquence (learn.py)
learn-phase-flight = Le marqueur d'évasion monte d'une case pour chaque icône d'évasion des cartes jouées pendant la décennie, chaque carte de police rouge de l'Est, chaque MNV de la province de l'Ouest qui en a le plus, et une fois de plus si une province de l'Est a une manifestation de masse ; il descend d'une case pour chaque MNV de la province de l'Est qui en a le moins, et une fois si une province de l'Ouest a une manifestation de masse. Chaque tranche de { $track-flight-steps-per-point } cases atteintes coûte à l'Est un point de démantèlement, choisi à tour de rôle par les joueurs ; puis le marqueur revient à 0 et les cartes jouées sont défaussées.
learn-phase-wall_cost = Le prestige avance d'une case en faveur de l'Ouest, l'Est subit un point de démantèlement de son choix, et les cartes jouées sont défaussées.
learn-phase-prestige = Le camp qui a l'avantage du prestige exécute les icônes sous le marqueur de prestige, ou celles d'une case de sa partie plus proche du centre, et décide où elles s'appliquent.
learn-phase-currency = L'Est gagne le nombre indiqué sous le marqueur de devises, plus un pour chaque usine d'exportation de l'Est qui vaut au moins autant que la plus faible usine d'exportation de l'Allemagne de l'Ouest (une usine extérieure ne compte jamais). Il lui en faut un par MNV : pour chaque devise manquante, une usine de l'Est se délabre, choisie à tour de rôle par les joueurs, et quand il n'en reste plus à délabrer, chaque devise manquante coûte un point de démantèlement.
learn-phase-police_payment = L'Est subit un point de démantèlement pour chaque carte de police recueillie.
learn-phase-ls_upkeep = Aucune province ne garde plus de MNV que la valeur de son usine d'exportation ; Berlin-Ouest pas plus que la valeur de la plus faible usine d'exportation des provinces qui lui ont transféré des MNV.
learn-phase-internal_comparison = Chaque camp compare ses provinces à sa propre province qui a le plus de MNV : une province qui en a moins reçoit la différence, moins un, en cubes de trouble ; Berlin-Ouest reçoit la différence entière.
learn-phase-east_west_comparison = Chaque province se compare à une province voisine de l'autre camp, choisie par son propriétaire (Berlin-Ouest à ses deux voisines) : sa force est son nombre de MNV moins un par manifestation de masse chez elle, et une voisine qui a moins de MNV que cela reçoit la différence en cubes de trouble. Les nouvelles manifestations de masse n'apparaissent qu'une fois toutes les comparaisons faites.
learn-phase-police_cards = Pour chaque carte de police recueillie qu'il n'a pas utilisée pendant la décennie, l'Est retire un cube de trouble d'une province de son choix.
learn-phase-socialists = L'Est reçoit ou perd les socialistes indiqués sous le pion socialisme. Les nouveaux vont dans la case de rétention, et s'il doit en recevoir un alors que les { $count-socialist } sont déjà en jeu, le socialisme triomphe et l'Est gagne ; les socialistes perdus sont pris d'abord dans la case de rétention, puis dans des provinces choisies par l'Ouest, chacun y remettant un cube de trouble, et s'il doit en perdre un et qu'il n'en reste aucun, le socialisme échoue et l'Ouest gagne. Les socialistes sur le plateau y restent jusqu'à être perdus ainsi ; ceux encore dans la case vont ensuite dans les provinces qui ont une manifestation de masse.
learn-phase-collapse_check = { $outcome-n2-same ->
        [yes] Chaque État compte ses marqueurs de manifestation de masse : un État qui en a { $outcome-n2 } ou plus s'effondre et l'autre camp gagne ; si les deux s'effondrent en même temps, l'Est gagne.
       *[no] Chaque État compte ses marqueurs de manifestation de masse : l'Ouest s'effondre à { $outcome-west-collapses-n2 } ou plus, l'Est à { $outcome-east-collapses-n2 } ou plus, et l'autre camp gagne ; si les deux s'effondrent en même temps, l'Est gagne.
    }

learn-setup-title = La mise en place, étape par étape
learn-setup-intro = Tout ce qui va sur la table avant le premier tour, dans l'ordre de la règle (§{ $section }).
setup-picture-title = Le plateau après la mise en place
setup-picture-alt = Le plateau après la mise en place, avant le premier tour : { $items }.
setup-picture-caption = Le plateau après la mise en place : ce que les étapes ci-dessus y laissent, dessiné en exécutant la mise en place du jeu lui-même. Avant le premier tour, comparez-y votre table.
setup-step-spread-all = Mettez { $count } { $pieces } dans chacune des { $provinces } provinces, Berlin-Ouest et Berlin-Est comprises : { $total } { $all } en tout.
setup-step-spread = Mettez { $count } { $pieces } dans chacune de ces provinces : { $places }.
setup-step-box = Mettez { $count } { $pieces } dans la { $box } ; les { $rest } autres attendent à côté du plateau.
setup-step-factories = L'{ $side } place une { $piece } de valeur { $value } sur chacune de ses villes de départ (dessinées avec un contour irrégulier) : { $cities }. Tournez chaque usine pour que son { $value } soit vers le haut.
setup-step-abroad = Placez les { $count } { $pieces } près des villes à l'étranger ({ $countries } : { $cities }) : seuls les événements qui nomment ces villes y construisent.
setup-step-tracks = { $count ->
    [1] Posez le marqueur de cette piste sur la case { $space } : { $tracks }.
   *[other] Posez les marqueurs de ces { $count } pistes sur la case { $space } : { $tracks }.
}
setup-step-sequence = Posez le marqueur de fin de décennie face visible sur sa piste, sur la case qui porte son symbole : à chaque fin de décennie, vous l'avancez phase par phase, à partir de la première ({ $phase }), pour n'en oublier aucune.
setup-step-sequence-flag = Posez le marqueur de fin de décennie face visible sur sa piste, sur la case qui porte son symbole : à chaque fin de décennie, vous l'avancez phase par phase, à partir de la première ({ $phase }), pour n'en oublier aucune. On ne le retourne que lorsque le { $flag } est construit.
setup-step-decks = Triez les cartes en { $decades } paquets, un par décennie : chacun a { $cards } cartes et { $specials ->
    [one] { $specials } carte spéciale
   *[other] { $specials } cartes spéciales
}, { $total } en tout. Gardez de côté les paquets des décennies suivantes.
setup-step-start = La { $decade } commence : placez sa carte spéciale à côté de la rangée, mélangez ses { $cards } autres cartes pour former la pioche, donnez { $hand } cartes à chaque joueur et posez-en { $display } face visible dans la rangée.
setup-step-advantage = L'{ $side } a l'avantage de prestige : c'est donc lui qui joue le premier tour.

outline-title = Une partie en un coup d'œil
outline-start-head = Début d'une décennie :
outline-start = sa carte spéciale va à côté de la rangée et ses cartes sont mélangées pour former la pioche ; chaque joueur complète sa main à { $hand } cartes.
outline-halves-head = { $halves } moitiés :
outline-halves = chacune commence par { $display } cartes posées face visible dans la rangée ; les joueurs jouent à tour de rôle, chacun prend une carte et l'utilise pour une action, jusqu'à ce que la rangée soit vide. La seconde moitié commence par celui qui n'a pas joué le dernier tour de la première.
outline-end-head = Fin de la décennie :
outline-end = { $count } phases dans cet ordre : { $phases }.
outline-after-head = Décennie suivante :
outline-after = { $count } décennies en tout ({ $decades }). Chaque fin de décennie peut terminer la partie ; si personne n'a gagné à la fin de la { $last }, l'{ $winner } gagne.

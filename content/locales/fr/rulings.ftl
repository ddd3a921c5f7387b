# Précisions et errata des cartes, et les mots qui les accompagnent.

-face-round-table = Table ronde
-face-wall-down = Chute du mur

-source-rulebook = règle du jeu
-source-almanac = index des cartes
-source-printed-face = carte imprimée
-source-public-source = source publique
-source-reconstructed = reconstitution (meilleure hypothèse)

-date-undated = sans date

ruling-no-unrest-w-berlin = Aucun cube de trouble ne va à Berlin-Ouest.
ruling-build-abroad = 2 points de construction vont en ČSSR et 2 en Pologne. Dans chaque pays, ils construisent 2 usines, ou 1 usine et 1 infrastructure, ou 2 infrastructures (si le §5.1 le permet). La règle italienne dit « 1 chacun », mais propose ensuite 2 usines polonaises ; les règles française et ukrainienne disent 2 chacun, comme l'exemple 3 du §6.4, ce qui est suivi ici.
ruling-no-removal-w-berlin = Aucun cube de trouble n'est enlevé à Berlin-Ouest.
ruling-police-ignored-west-decides = L'Ouest peut ignorer l'icône de pouvoir de police. Quand l'Est déclenche l'événement, l'Ouest décide où vont le point de construction et le point de démantèlement (la règle ukrainienne dit « et », les règles italienne et française « ou »).
ruling-reduce-then-remove = D'abord, ramenez les troubles à 3 dans 2 provinces de l'Est ayant des manifestations de masse, puis enlevez encore 2 cubes de trouble.
ruling-police-ignored-to-played-row = L'Ouest peut ignorer l'icône de pouvoir de police ; la carte va alors parmi les cartes jouées, en bas du plateau.
ruling-w-berlin-and-other-provinces = 2 cubes de trouble vont à Berlin-Ouest et 2 dans les autres provinces de l'Ouest (la règle française dit : n'importe où à l'Ouest ; les règles italienne et ukrainienne : dans les autres provinces).
ruling-rheinsberg-factory = Utilisez l'usine de Rheinsberg (§10.3).
ruling-no-ls-w-berlin = Aucun marqueur de niveau de vie ne va à Berlin-Ouest, ni directement ni par transfert.
ruling-cssr-factory-removed = 1 usine de la ČSSR est retirée avec toutes ses infrastructures et ne peut plus jamais être reconstruite.
ruling-all-icons-in-w-berlin = Les 3 icônes peuvent toutes être utilisées à Berlin-Ouest.
ruling-wall-costs-reminder = Les coûts du mur imprimés sur la carte ne font que rappeler les coûts du mur de la fin de décennie (§9.1) ; ils ne font pas partie de l'événement. Posez la carte à côté de la piste de fin de décennie.
ruling-nrw-infrastructure = Toute infrastructure sur une connexion d'une ville de Nordrhein-Westfalen peut être retirée, où qu'elle se trouve (par exemple la seconde ligne de Bremen–Duisburg) ; une usine de cette province seulement si aucune de ses connexions ne porte d'infrastructure.
ruling-rundown-then-repair = Si Berlin-Est n'a pas d'usine délabrée, l'Est peut ordonner les icônes pour que son usine soit d'abord délabrée puis réparée, sans aucun effet au bout du compte.
ruling-both-ls-same-province = Les 2 marqueurs de niveau de vie peuvent aller dans la même province (la règle française dit « doivent » ; les règles italienne et ukrainienne « peuvent », ce qui est suivi ici).
ruling-hamburg-connections = Comme pour la carte 43 : l'infrastructure peut être retirée de toutes les connexions de Hamburg.
ruling-not-dual = Ce n'est pas une carte mixte.
ruling-ls-in-sachsen = Le MNV enlève 1 cube de trouble de Sachsen ; l'autre icône en enlève 1 de plus là où l'Est le choisit.
ruling-no-w-berlin-all-in-bayern = Aucun cube de trouble ne va à Berlin-Ouest. L'Est peut les mettre tous les 3 en Bayern.
ruling-polish-factory-removed = Comme pour la carte 37, pour la Pologne : 1 usine polonaise est retirée pour de bon avec toutes ses infrastructures.
ruling-east-moves-placed-cube = L'Est peut déplacer le cube de trouble qui vient d'être placé avec 1 icône de déplacement (1re édition ; la 2e édition dit l'Ouest).
ruling-west-moves-placed-cube = L'Ouest peut déplacer avec 1 icône de déplacement le cube de trouble qui vient d'être placé, comme n'importe quel autre (2e édition ; la 1re édition dit l'Est).
ruling-ls-in-w-berlin-sector = 1 marqueur de niveau de vie peut être placé à Berlin-Ouest, dans un secteur que permet le §10.1.
ruling-round-table-order = L'Est peut d'abord remettre dans ses provinces les cubes de trouble posés sur ses cartes de pouvoir de police ; ensuite l'Ouest choisit une province de l'Est ayant au moins 1 manifestation de masse et y ramène les troubles à 3. L'autre face sert si le mur a été construit.

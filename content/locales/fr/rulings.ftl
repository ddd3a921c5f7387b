# Précisions et errata des cartes, et les mots qui les accompagnent.

-face-round-table = Table ronde
-face-wall-down = Chute du mur

-source-rulebook = règle du jeu
-source-almanac = index des cartes
-source-printed-face = carte imprimée
-source-public-source = source publique
-source-reconstructed = reconstitution (meilleure hypothèse)

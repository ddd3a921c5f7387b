# Klarstellungen und Errata der Karten und die Wörter, die dazu gehören.

-face-round-table = Runder Tisch
-face-wall-down = Mauerfall

-source-rulebook = Spielregel
-source-almanac = Kartenalmanach
-source-printed-face = gedruckte Karte
-source-public-source = öffentliche Quelle
-source-reconstructed = Rekonstruktion (beste Vermutung)

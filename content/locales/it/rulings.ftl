# Chiarimenti ed errata delle carte e le parole che li accompagnano.

-face-round-table = Tavola rotonda
-face-wall-down = Caduta del muro

-source-rulebook = regolamento
-source-almanac = elenco delle carte
-source-printed-face = carta stampata
-source-public-source = fonte pubblica
-source-reconstructed = ricostruzione (ipotesi più probabile)

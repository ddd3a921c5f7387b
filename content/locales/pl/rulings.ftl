# Wyjaśnienia i errata kart oraz słowa, które im towarzyszą.

-face-round-table = Okrągły Stół
-face-wall-down = Upadek Muru

-source-rulebook = instrukcja
-source-almanac = almanach kart
-source-printed-face = wydrukowana karta
-source-public-source = publiczne źródło
-source-reconstructed = rekonstrukcja (najlepsze przypuszczenie)

# Wyjaśnienia i errata kart oraz słowa, które im towarzyszą.

-face-round-table = Okrągły Stół
-face-wall-down = Upadek Muru

-source-rulebook = instrukcja
-source-almanac = almanach kart
-source-printed-face = wydrukowana karta
-source-public-source = publiczne źródło
-source-reconstructed = rekonstrukcja (najlepsze przypuszczenie)

-date-undated = bez daty

ruling-no-unrest-w-berlin = Żaden znacznik niepokoju nie trafia do Berlina Zachodniego.
ruling-build-abroad = 2 punkty budowy trafiają do ČSSR, a 2 do Polski. W każdym z tych krajów można za nie zbudować 2 fabryki, 1 fabrykę i 1 połączenie albo 2 połączenia (o ile pozwala na to §5.1). Instrukcja włoska mówi „po 1”, ale potem podaje 2 polskie fabryki jako możliwość; francuska i ukraińska mówią „po 2”, podobnie jak przykład 3 z §6.4, i to jest tu przyjęte.
ruling-no-removal-w-berlin = W Berlinie Zachodnim nie usuwa się żadnych znaczników niepokoju.
ruling-police-ignored-west-decides = Zachód może pominąć ikonę użycia policji. Gdy wydarzenie zagrywa Wschód, Zachód decyduje, gdzie trafia punkt budowy i gdzie punkt demontażu (instrukcja ukraińska mówi „i”, włoska i francuska „lub”).
ruling-reduce-then-remove = Najpierw zmniejsz niepokój do 3 w 2 prowincjach Wschodu z masowymi demonstracjami, potem usuń jeszcze 2 znaczniki niepokoju.
ruling-police-ignored-to-played-row = Zachód może pominąć ikonę użycia policji; karta trafia wtedy na dolną wystawkę.
ruling-w-berlin-and-other-provinces = 2 znaczniki niepokoju trafiają do Berlina Zachodniego, a 2 do pozostałych prowincji Zachodu (instrukcja francuska mówi: gdziekolwiek na Zachodzie; włoska i ukraińska: do pozostałych prowincji).
ruling-rheinsberg-factory = Użyj fabryki w Rheinsbergu (§10.3).
ruling-no-ls-w-berlin = Żaden znacznik LS nie trafia do Berlina Zachodniego, ani bezpośrednio, ani przez przeniesienie.
ruling-cssr-factory-removed = 1 fabryka w ČSSR zostaje usunięta wraz z całą swoją infrastrukturą i nie można jej już nigdy odbudować.
ruling-all-icons-in-w-berlin = Wszystkie 3 ikony można wykorzystać w Berlinie Zachodnim.
ruling-wall-costs-reminder = Koszty Muru wydrukowane na karcie tylko przypominają o Kosztach Muru podczas Końca Dekady (§9.1) i nie należą do wydarzenia. Połóż kartę obok toru Końca Dekady.
ruling-nrw-infrastructure = Można usunąć infrastrukturę z każdego połączenia dowolnego miasta Nadrenii Północnej-Westfalii, gdziekolwiek ono przebiega (np. drugą kreskę połączenia Brema–Duisburg); fabrykę w tej prowincji tylko wtedy, gdy na żadnym z jej połączeń nie ma infrastruktury.
ruling-rundown-then-repair = Jeśli w Berlinie Wschodnim nie ma przestarzałej fabryki, Wschód może ułożyć ikony tak, by jego fabryka najpierw stała się przestarzała, a potem została wyremontowana, co w sumie nic nie zmienia.
ruling-both-ls-same-province = Oba znaczniki LS mogą trafić do tej samej prowincji (instrukcja francuska mówi „muszą”; włoska i ukraińska „mogą” i to jest tu przyjęte).
ruling-hamburg-connections = Jak przy karcie 43: infrastrukturę można usunąć z każdego połączenia Hamburga.
ruling-not-dual = To nie jest karta podwójna.
ruling-ls-in-sachsen = Znacznik LS usuwa 1 znacznik niepokoju z Saksonii; druga ikona usuwa jeszcze 1 znacznik niepokoju tam, gdzie wybierze Wschód.
ruling-no-w-berlin-all-in-bayern = Żaden znacznik niepokoju nie trafia do Berlina Zachodniego. Wschód może umieścić wszystkie 3 w Bawarii.
ruling-polish-factory-removed = Jak przy karcie 37, dla Polski: 1 polska fabryka zostaje na zawsze usunięta wraz z całą swoją infrastrukturą.
ruling-east-moves-placed-cube = Wschód może przemieścić właśnie umieszczony znacznik niepokoju za pomocą 1 ikony przemieszczenia (1. wydanie; według 2. wydania robi to Zachód).
ruling-west-moves-placed-cube = Zachód może za pomocą 1 ikony przemieszczenia przemieścić również właśnie umieszczony znacznik niepokoju, jak każdy inny (2. wydanie; według 1. wydania robi to Wschód).
ruling-ls-in-w-berlin-sector = 1 znacznik LS można umieścić w Berlinie Zachodnim, w sektorze dozwolonym przez §10.1.
ruling-round-table-order = Wschód może najpierw odłożyć znaczniki niepokoju ze swoich kart użycia policji do swoich prowincji; potem Zachód wybiera prowincję Wschodu z co najmniej 1 masową demonstracją i zmniejsza w niej niepokój do 3. Jeśli zbudowano Mur, używa się drugiej strony karty.

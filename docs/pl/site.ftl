# Własne słowa serwisu z zasadami (polski). Te same identyfikatory co docs/en/site.ftl.

site-name = Wir sind das Volk! — kompendium zasad
site-footer = Strona wygenerowana przez wsdv z plików treści, według których toczy się gra; zbudowana za pomocą MkDocs i Material for MkDocs.
nav-home = Wprowadzenie
nav-reading = Jak czytać kartę
nav-cards = Karty
nav-icons = Ikony
nav-map = Plansza
nav-tracks = Tory i przygotowanie
nav-phases = Koniec Dekady faza po fazie
nav-variants = Warianty
nav-glossary = Słowniczek
nav-faq = FAQ: wyjaśnienia i errata
nav-contributing = Współpraca

unknown = nieznane
yes = tak
no = nie

cards-title = Galeria kart
cards-intro = { $count ->
    [0] Jeszcze nie ma kart.
    [one] { $count } karta narysowana na podstawie plików z treścią gry.
    [few] { $count } karty narysowane na podstawie plików z treścią gry. Znajdź kartę po słowach z tytułu lub tekstu, zawęź galerię według dekady, koloru, ikony, wartości lub tego, kto może zagrać wydarzenie, i zmień kolejność; wybór zostaje w adresie strony. Wybierz kartę, aby zobaczyć jej dane.
    [many] { $count } kart narysowanych na podstawie plików z treścią gry. Znajdź kartę po słowach z tytułu lub tekstu, zawęź galerię według dekady, koloru, ikony, wartości lub tego, kto może zagrać wydarzenie, i zmień kolejność; wybór zostaje w adresie strony. Wybierz kartę, aby zobaczyć jej dane.
   *[other] { $count } karty narysowane na podstawie plików z treścią gry. Znajdź kartę po słowach z tytułu lub tekstu, zawęź galerię według dekady, koloru, ikony, wartości lub tego, kto może zagrać wydarzenie, i zmień kolejność; wybór zostaje w adresie strony. Wybierz kartę, aby zobaczyć jej dane.
}
cards-none-title = Karty są w drodze
cards-none = Treść gry nie zawiera jeszcze kart. Ta strona wypełni się, gdy tylko pojawią się pliki kart.
filter-decade = Dekada
filter-colour = Kolor
filter-all = { $filter ->
   *[other] wszystkie
}
card-alt = Karta { $number }
card-heading = Karta { $number }: { $title }
card-text = Tekst karty
card-field = Cecha
card-data = Dane
card-number = Numer
card-decade = Dekada
card-colour = Kolor
card-value = Wartość karty
card-value-none = brak wartości (karta specjalna)
card-value-both = { $value } dla obu stron
card-value-dual = { $side1 } { $value1 }, { $side2 } { $value2 }
card-title-de = Tytuł niemiecki
card-title-en = Tytuł angielski
card-year = Rok
card-corner = Ikony w rogu
card-special = Karta specjalna (może ją wziąć tylko Wschód)
card-face = Strona
card-other-face = Druga strona
card-faces = Karta { $number } ma dwie strony: tu widać stronę „{ $face }”; druga strona to { $other }.
card-trigger = Kto może zagrać wydarzenie
card-previous = Poprzednia karta: { $card }
card-next = Następna karta: { $card }
card-source = Pochodzenie danych
card-event = Ikony wydarzenia
card-crest = decyduje: { $side }
card-arrows = Strzałki na torach
card-arrow = { $track }: { $steps ->
    [one] { $steps } pole
    [few] { $steps } pola
    [many] { $steps } pól
   *[other] { $steps } pola
} w stronę { $side }
card-errata = Errata
card-rulings = Wyjaśnienia zasad
card-none-recorded = Na razie nic nie odnotowano.
card-in-variant = W wariancie „{ $variant }”
back-to-gallery = Powrót do galerii kart

icons-title = Ikony
icons-intro = { $count ->
    [one] { $count } ikona.
    [few] { $count } ikony.
    [many] { $count } ikon.
   *[other] { $count } ikony.
} Z nich składają się karty i tory; znaczenie każdej ikony poniżej jest wygenerowane z jej definicji w treści gry.
icon-meaning = Działanie
icon-used-by = Karty z tą ikoną
icon-used-by-none = na razie żadne
icon-on-tracks = Wydrukowana na torach

map-title = Plansza
map-intro = Prowincje: { $provinces }, miasta: { $cities }, połączenia: { $connections } (niebieskie linie: { $lines }) — narysowane na podstawie treści gry.
map-provinces = Prowincje
map-sectors = Sektory i prowincje wspierające
map-sectors-intro = Każdy sektor jest wspierany przez prowincję podaną obok.
map-cities = Miasta
col-province = Prowincja
col-side = Strona
col-neighbours = Sąsiedzi
col-cities = Miasta
col-builds = Otrzymuje punkty budowy
col-sector = Sektor
col-supplier = Prowincja wspierająca
col-city = Miasto
col-where = Położenie
col-marks = Oznaczenia
col-connections = Połączenia (niebieskie linie)
mark-setup = miasto startowe
mark-special = miasto specjalne
mark-floating = należy do jednej z tych prowincji — decyduje o tym { $side }
mark-unconnectable = nie otrzymuje infrastruktury
legend-city = miasto (miejsce na fabrykę)
legend-setup = miasto startowe
legend-special = miasto specjalne
legend-lines = połączenie z niebieskimi liniami
map-svg-title = Mapa planszy: prowincje, miasta i połączenia
map-svg-desc = Prowincje obu stron jako obszary w kolorze swojej strony, z grubą linią wzdłuż granicy między stronami; kraje sąsiednie; każde miasto z połączeniami i ich niebieskimi liniami. Miasta startowe mają przerywany pierścień, miasta specjalne fioletowy romb; prowincje zbyt małe na swoją nazwę pokazano dodatkowo w powiększeniu w ramce, gdzie Berlin Zachodni jest podzielony na sektory, każdy podpisany prowincją, która go zaopatruje. Wybierz prowincję, sektor lub kraj, aby zobaczyć jego miasta i karty, które go wymieniają.
map-full-size = Otwórz samą mapę w pełnym rozmiarze
map-places = Miasta i karty według prowincji
map-places-intro = Wybierz prowincję lub kraj na mapie (kliknięciem albo klawiszami Tab i Enter), aby poniżej zobaczyć tylko jego opis.
map-places-all = Pokaż wszystkie prowincje
map-place-cities = Miasta
map-place-no-cities = Nie leży tu żadne miasto.
map-place-cards = Karty wymieniające to miejsce
map-place-no-cards = Żadna karta nie wymienia tego miejsca.
map-place-start = Na początku gry
map-sector-of = Sektor prowincji { $province }, zaopatrywany przez prowincję { $supplier }.
map-sector-holds = W sektorze leżą: { $pieces }.
map-place-group-cards = Karty wymieniające obszar: { $group }
map-kind-city = miasto

tracks-title = Tory i przygotowanie gry
tracks-intro = Tory na planszy wraz z tym, co wydrukowano pod każdym polem.
track-range = Pola od { $lo } do { $hi }; znacznik zaczyna na polu { $start }.
track-steps = Znacznik przesuwa się za każdym razem o jedno pole; każde { $steps } pola dają jeden punkt, dlatego liczba punktów jest wydrukowana na { $steps ->
    [2] co drugim
   *[other] co { $steps }.
} polu.
col-spaces = Pola
col-advantage = Przewaga
col-space = Pole
col-icons = Ikony
col-gain = Dochód
overflow-low = Poza dolnym końcem toru
overflow-high = Poza górnym końcem toru
overflow-one = do wyboru jedna z nich; wybiera strona, której sprzyja strzałka
overflow-all = wszystkie naraz
track-ends = Strzałki w stronę { $lowside } przesuwają znacznik ku dolnemu końcowi ({ $low }), a strzałki w stronę { $highside } — ku górnemu ({ $high }): każdy koniec sprzyja stronie, której strzałki do niego prowadzą.
track-gain-is-space = Każde pole daje dochód równy własnej liczbie, jak widać na torze.
setup-title = Przygotowanie gry
setup-cities = Miasta startowe: { $cities }.
pieces-title = Elementy w pudełku
col-piece = Element
col-count = Liczba
deck-title = Plan talii
deck-plan = { $name }: dekady: { $decades }, w każdej półdekady: { $halves }; kart na wystawce: { $display }; kart na ręce: { $hand }.

phases-title = Koniec Dekady faza po fazie
phase-section = Zasady, §{ $section }.
phase-instead = { $phase }: zamiast tej fazy, dopóki stoi { $flag }
outcomes-title = Jak kończy się gra
variants-title = Warianty
variants-intro = Wariant to gra, w której część zasad jest zmieniona, na przykład według późniejszego wydania instrukcji. Przy każdym wariancie ta strona mówi najpierw, czym jest i jak zmienia grę, a potem po kolei każdą zasadę, którą zmienia, obok zasady gry podstawowej.
variants-none = Ta treść nie ma jeszcze wariantów.
variant-use = W programie wsdv wariant to folder plików nakładek, które dodają, zastępują lub usuwają definicje gry podstawowej; aby zagrać w tym wariancie, wpisz:
variant-changes-title = Zasada po zasadzie
variant-page-added = Dodano: „{ $name }”
variant-page-removed = Usunięto: „{ $name }”
variant-page-changed = Zmieniono: „{ $name }”
variant-no-change = Niczego nie zmienia.
variant-added = Dodaje element ({ $kind }) „{ $name }”.
variant-removed = Usuwa element ({ $kind }) „{ $name }”.
variant-changed = Zmienia element ({ $kind }) „{ $name }”:
variant-added-unnamed = Dodaje element ({ $kind }; jego identyfikator poniżej).
variant-removed-unnamed = Usuwa element ({ $kind }; jego identyfikator poniżej).
variant-changed-unnamed = Zmienia element ({ $kind }; dokładna zmiana poniżej):
variant-now = Zasada w tym wariancie. { $text }
variant-now-stale = Zasada w tym wariancie (tekst napisano dla wcześniejszej wersji zasady wariantu; zasada w obecnej postaci jest poniżej). { $text }
variant-base-game = Zasada w grze podstawowej. { $text }
variant-words-changed = { $old } zmienia się na { $new }
variant-words-added = Teraz także: { $new }
variant-words-removed = Już nie obowiązuje: { $old }
variant-line-added-plain = Ta zasada zyskuje dodatkowy krok.
variant-line-removed-plain = Jeden krok tej zasady zostaje usunięty.
variant-line-changed-plain = Jeden krok tej zasady się zmienia.
variant-detail-changed = Zmienia się szczegół tej zasady.
variant-quote = „{ $text }”
variant-section = §{ $section }
variant-notation = Zmiana w zapisie treści gry

kind-side = strona
kind-province = prowincja
kind-sector = sektor
kind-country = kraj
kind-city = miasto
kind-connection = połączenie
kind-group = grupa
kind-track = tor
kind-piece = element
kind-box = pole
kind-flag = znacznik stanu
kind-deck = talia
kind-decade = dekada
kind-icon = ikona
kind-card = karta
kind-phase = faza
kind-sequence = kolejność
kind-setup = przygotowanie
kind-outcome = zakończenie gry
kind-variant = wariant
kind-routine = procedura
kind-action = akcja
diff-base = Gra podstawowa
diff-heading = Co zmienia wersja „{ $compared }” w porównaniu z wersją „{ $reference }”:
# What a changed value was and is (wsdv diff, the variants page), and the name of each key said so.
diff-nothing-to-compare = wsdv diff: błąd: nie ma czego porównać: podaj wariant (--variant NAZWA), folder nakładki (--overlay KATALOG) lub inny folder treści (--against KATALOG)
diff-shipped-content = Treść dostarczona z grą
variant-key-changed = { $key }: { $old } → { $new }
variant-key-added = { $key }: teraz { $new }
variant-value-side = { $side } { $n }
variant-value-both = { $n } dla obu stron
variant-yes = tak
variant-no = nie
variant-range = od { $lo } do { $hi }
variant-key-value = Wartość karty
variant-key-hand = Karty na ręce
variant-key-display = Karty na wystawce
variant-key-halves = Półdekady
variant-key-count = Elementy w pudełku
variant-key-limit = Ograniczona pula
variant-key-lines = Niebieskie linie
variant-key-base-value = Wartość początkowa
variant-key-start = Pole startowe
variant-key-spaces = Pola
variant-key-phases = Fazy
variant-key-colour = Kolor
variant-key-decade = Dekada
variant-key-province = Prowincja
variant-key-section = Rozdział instrukcji
variant-key-weight = Waga
variant-key-initial = Na początku
variant-key-cards = Karty

glossary-title = Słowniczek
glossary-intro = Pojęcia gry w każdym języku tego serwisu, a dalej nazwy wszystkiego, co definiuje treść gry.
glossary-terms = Pojęcia
glossary-meaning = Znaczenie
# Nagłówki słowniczka, po jednym dla każdego rodzaju wymienianych rzeczy.
glossary-kind-side = Strony
glossary-kind-province = Prowincje
glossary-kind-sector = Sektory
glossary-kind-country = Kraje
glossary-kind-city = Miasta
glossary-kind-track = Tory
glossary-kind-piece = Elementy gry
glossary-kind-icon = Ikony
glossary-kind-phase = Fazy
glossary-kind-decade = Dekady
glossary-kind-outcome = Jak kończy się gra
col-number = Nr

nav-rules = Omówienie zasad
rules-title = Omówienie zasad
rules-intro = Wszystkie zasady gry prostymi słowami, każda z numerem rozdziału instrukcji (§) i własnym linkiem do udostępnienia. Ta strona służy do sprawdzania zasad; żeby nauczyć się gry od początku, przeczytaj najpierw „{ $learn }”.
prose-stale-title = Napisane dla wcześniejszej wersji tej zasady
prose-stale = Zasada zmieniła się od napisania tego tekstu (errata albo wariant). Zasada w postaci, w jakiej gra wykonuje ją teraz, znajduje się pod tekstem.
prose-english-title = Jeszcze nieprzetłumaczone
prose-english = To wyjaśnienie nie zostało jeszcze napisane w tym języku; pokazujemy je po angielsku.
site-coverage-title = Tłumaczenie w toku
site-coverage = W tym języku przetłumaczono dotąd { $percent } % gry i tej strony; to, czego jeszcze nie przetłumaczono, pokazujemy po angielsku.
notation = Zasada w postaci, w jakiej wykonuje ją gra
source-intro = Ten plik treści w takiej postaci, w jakiej został napisany; do każdego wiersza można odesłać po jego numerze.

scheme-to-dark = Przełącz na ciemny motyw
scheme-to-light = Przełącz na jasny motyw
not-found-title = Nie znaleziono strony
not-found-text = Pod tym adresem nie ma żadnej strony. Mogła zostać przeniesiona przy przebudowie witryny albo adres zawiera literówkę.
not-found-home = Wróć na stronę główną
filter-icon = Ikona
filter-side = Może zagrać
filter-value = Wartość
filter-words = Słowa
filter-words-hint = tytuł lub tekst karty
sort-label = Kolejność
sort-number = według numeru
sort-title = według tytułu
sort-value-high = od najwyższej wartości
sort-value-low = od najniższej wartości
cards-shown = { $count ->
    [one] Pokazano { $count } kartę
    [few] Pokazano { $count } karty
    [many] Pokazano { $count } kart
   *[other] Pokazano { $count } karty
}

faq-title = Wyjaśnienia i errata
faq-intro = { $rulings ->
    [one] { $rulings } wyjaśnienie
    [few] { $rulings } wyjaśnienia
    [many] { $rulings } wyjaśnień
   *[other] { $rulings } wyjaśnienia
}{ $errata ->
    [0] {""}
    [one] {" "}i { $errata } erratum
    [few] {" "}i { $errata } errata
    [many] {" "}i { $errata } errat
   *[other] {" "}i { $errata } errata
} do kart, karta po karcie: jak rozegrać kartę tam, gdzie jej treść budzi wątpliwości, i co na niej poprawiono.
faq-dates = Każdy wpis ma datę tak dokładną, na jaką pozwala jego źródło: wyjaśnienia z almanachu kart 1. edycji noszą rok wydania jej instrukcji (2014); wyjaśnienia 2. edycji są bez daty, bo jej instrukcja nie podaje własnej; poprawka nosi dzień, w którym ją wprowadzono.
faq-to-card = Zobacz kartę
faq-ruling = wyjaśnienie
faq-erratum = erratum
faq-edition-first = tylko 1. wydanie
faq-edition-second = tylko 2. wydanie
faq-in-variant = w wariancie { $variant }
faq-erratum-changes = Poprawia
faq-erratum-was = było
faq-all = Wszystkie wyjaśnienia i errata na jednej stronie (FAQ)

guide-picture = Karta z objaśnieniami: karta { $number } i nazwy jej części
guide-value = Wartość karty przy akcji: jedna liczba dla obu stron albo żółty prostokąt Zachodu nad czerwonym prostokątem Wschodu
guide-corner = Ikona w rogu: liczy się na koniec dekady
guide-title = Tytuł jak na karcie (po niemiecku)
guide-year = Rok wydarzenia
guide-subtitle = Tytuł w twoim języku
guide-colour = Kolor: żółty Zachód, czerwony Wschód, oba na karcie podwójnej; mówi, kto może zagrać wydarzenie
guide-rows = Wydarzenie: rzędy ikon; o kolejności ich wykonania decyduje gracz, który zagrywa wydarzenie
guide-crest = Herb: ta strona decyduje, gdzie działa ikona
guide-where = Ograniczenie: gdzie działają ikony z rzędu powyżej
guide-text = Opis wydarzenia
guide-arrows = Strzałki torów: 1 pole na strzałkę, w stronę gracza w ich kolorze
guide-number = Numer karty

# Strony dla autorów treści: język treści i opis jego prymitywów.
nav-content-language = Język treści
nav-primitives = Prymitywy i funkcje
nav-guide = Przewodnik po wsdv
nav-guide-index = Przegląd
guide-index-intro = Przewodnik jest dla autorów i tłumaczy treści gry oraz osób korzystających z narzędzi wsdv. Jego strony, po angielsku:
nav-commands = Polecenia
nav-localization = Lokalizacja
nav-scenarios = Scenariusze reguł
nav-game-logs = Zapisy partii
nav-simulation = Symulowanie partii
nav-site = Budowanie witryny
nav-python = wsdv w Pythonie
english-only-title = Po angielsku
english-only = Ta strona jest dla autorów i tłumaczy treści oraz osób korzystających z narzędzi wsdv; napisano ją tylko po angielsku.
ref-title = Prymitywy i funkcje
ref-intro = Czasowniki i funkcje, które może wywoływać treść: ich parametry, działanie każdego z nich i przykład. Tylko one spośród zasad są napisane w Pythonie i są ogólne: ikony, fazy, procedury i przygotowanie gry składają się z nich.
ref-calls = Wywołanie podaje parametry w wymienionej kolejności albo, po tych podanych po kolei, według nazwy. Parametr w nawiasach kwadratowych można pominąć; parametr, po którym stoi „=”, podaje się tylko według nazwy. Efekty zmieniają stan gry; funkcje tylko obliczają wartość.
ref-see = Zobacz też:
ref-english-title = Po angielsku
ref-english = Nazwy prymitywów i ich parametrów oraz przykłady to słowa języka treści, jednakowe w każdym języku. Ich objaśnienia na tej stronie są tylko po angielsku.
ref-membership = Przynależność
ref-membership-intro = { $is_in } i { $not_in } sprawdzają, czy wartość należy do tego, co nazywa { $id }, o ile nazywa ono coś, co ma elementy:
ref-member-side = strona obejmuje każdą prowincję, sektor, miasto, połączenie i kraj tej strony;
ref-member-group = grupa obejmuje swoje prowincje;
ref-member-country = kraj obejmuje swoje miasta;
ref-member-list = lista obejmuje swoje pozycje.
ref-section-effects = Efekty na planszy
ref-section-functions = Funkcje planszy
ref-section-flow = Przebieg gry: karty, strefy, tory, sekwencje
ref-col-name = Nazwa
ref-col-parameters = Parametry
ref-col-kind = Rodzaj
ref-col-value = Wartość
ref-meaning = Znaczenie
ref-example = Przykład
ref-names = Teksty będące nazwami
ref-kind-effect = efekt
ref-kind-function = funkcja
ref-type-number = liczba
ref-type-list = lista
ref-type-bool = tak lub nie
ref-type-side = strona
ref-space-moment = moment, w którym sprawdza się zakończenie gry
ref-space-tag = znacznik kart zatrzymanych
ref-space-var = zmienna gry
ref-space-message = komunikat narracji
ref-space-decision = decyzja
ref-space-kind = rodzaj deklaracji
ref-space-id = identyfikator rodzaju podanego obok
ref-space-key = klucz rodzaju podanego obok

# A label followed by what it labels (the colon as the language writes it).
label = { $label }:

# Between the items of a list that commas cannot separate (sources, a city's marks).
list-semicolon = {"; "}

# The search box's own words (the theme's keys; `#` is the number of results).
theme-search-result-placeholder = Wpisz, czego szukasz w zasadach i kartach
theme-search-result-none = Nic nie znaleziono
theme-search-result-one = Znaleziono: 1
theme-search-result-other = Znaleziono: #
theme-search-result-more-one = Jeszcze na tej stronie: 1
theme-search-result-more-other = Jeszcze na tej stronie: #
theme-search-result-term-missing = Brak

# Tytuł odnośnika „¶” przy każdym nagłówku (widoczny po najechaniu myszą, odczytywany przez czytniki ekranu).
heading-permalink = Link do tej sekcji

## Nauka gry (learn.md) i miejsca specjalne (places.md): interpreter/site/learn.py, docs/learn.yaml
nav-learn = Nauka gry
nav-places = Miejsca specjalne
list-comma = {", "}
learn-title = Nauka gry
learn-intro = Te strony uczą gry, po jednej części na stronę, w takiej kolejności, w jakiej jest potrzebna: o co toczy się gra, plansza, tura, cztery akcje i gospodarka, z której korzystają, niepokoje i masowe demonstracje, koniec dekady, a na końcu karty i miejsca specjalne. Każda część krótko streszcza zasady i odsyła do pełnej reguły. Przykłady pochodzą z instrukcji i są rozgrywane przez program, który prowadzi grę, więc pokazują dokładnie to, co robią zasady.
learn-no-examples-title = Brak przykładów w tej wersji strony
learn-no-examples = Przykłady pochodzą z testów zasad dołączonych do kodu źródłowego wsdv; ta wersja strony została zbudowana bez nich.
learn-definitions-title = Cztery pojęcia, o których trzeba pamiętać
learn-definition-west-germany = „Niemcy Zachodnie” to wszystkie prowincje Zachodu oprócz Berlina Zachodniego. Gdy karta lub zasada mówi o „Niemczech Zachodnich”, Berlin Zachodni się nie liczy.
learn-definition-connection = Połączenie należy do prowincji obu swoich miast. Połączenie Lipsk–Jena należy do Saksonii i do Turyngii; połączenie, które tylko przecina prowincję, do niej nie należy.
learn-definition-rundown = Przestarzałe mogą stać się tylko fabryki Wschodu. Fabryki Zachodu można zdemontować, ale nigdy nie stają się przestarzałe.
learn-figure-card = Karta z nazwami jej części: wartość, ikony w rogu, ikony wydarzenia z herbami i strzałki torów. Kliknij, aby przeczytać, co znaczy każda część.
learn-figure-card-alt = Karta z nazwami jej części: wartość, ikona w rogu, tytuły, rok, kolor, rzędy wydarzenia, herb, ograniczenie, tekst, strzałki torów i numer
learn-figure-map = Cała plansza: prowincje obu państw z ich miastami i połączeniami, Berlin w osobnym wycinku, Polska i ČSSR za granicą (tory mają osobną stronę). Kliknij, aby otworzyć planszę, na której każde miejsce ma opisane swoje zasady.
learn-definition-hamburg = Hamburg leży między Schleswig-Holstein a Dolną Saksonią i nie należy na stałe do żadnej z nich: przy każdej akcji i w każdej fazie Końca Dekady Zachód mówi, dla której z nich się liczy, i liczy się wtedy tylko dla niej.
learn-more = Więcej…
learn-start-nav = Od czego zacząć
learn-contents-title = Kolejne części
learn-start = Zacznij od części 1: { $title } →
learn-part = { $path }: część { $number } z { $total }
learn-here = Przykłady w tej części:
learn-previous = ← Wstecz: { $title }
learn-next = Dalej: { $title } →
learn-examples-title = Przykłady
learn-examples-edition = Tam, gdzie wydanie tej strony zmienia regułę, mówi o tym jej tekst powyżej; przykłady poniżej są rozgrywane według zasad innego wydania: { $edition }.
example-section-case = To nie jest przykład z instrukcji, lecz dodatkowy przypadek, sprawdzony według { $sections }.
learn-rules = Pełne zasady: { $rules }.
learn-pages = Zobacz też: { $pages }.
learn-goal-title = Cel gry i jak się kończy
learn-goal-text = Jeden gracz prowadzi Zachód, drugi Wschód przez cztery dekady podziału Niemiec. Każda strona stara się utrzymać własne państwo w całości, podczas gdy drugie się rozpada: niepokoje przeradzają się w masowe demonstracje, a państwo, w którym jest ich za dużo, przeżywa zapaść i przegrywa. Zwycięstwo sprawdza się tylko na Koniec Dekady; wtedy gra może też skończyć się wcześniej, gdy Wschód nie jest w stanie spłacić długów albo gdy socjalizm triumfuje lub upada. Jeśli po czwartej dekadzie nikt nie wygrał, wygrywa Wschód: Zachód musi więc doprowadzić Wschód do upadku, a Wschodowi wystarczy przetrwać.
learn-board-title = Plansza i karty
learn-board-text = Plansza przedstawia prowincje obu państw niemieckich z ich miastami i połączeniami między nimi, Berlin Zachodni i Wschodni w osobnym wycinku, Polskę i ČSSR za granicą oraz tory na brzegach. Fabryki stoją w miastach, połączenia na niebieskich liniach; znaczniki LS i znaczniki niepokoju leżą w prowincjach. Każda dekada ma własną talię kart. Miasto Berlin, z fabryką od początku gry, leży w prowincji Berlin Wschodni; Berlin Zachodni to osobna prowincja, podzielona na trzy sektory, a każdy wspiera prowincja zachodnioniemiecka o tej samej fladze. Tor prestiżu decyduje, kto ma przewagę prestiżu: Wschód, dopóki znacznik leży w jego części toru, w przeciwnym razie Zachód, a więc także na polu 0 i na początku gry. Przewaga przechodzi na drugą stronę, gdy tylko znacznik przekroczy środek; strona, która ją ma, zaczyna pierwszą połowę dekady i wybiera pierwsza zawsze, gdy gracze wybierają na zmianę.
learn-turn-title = Tura
learn-turn-text = Gracze wykonują tury na zmianę. W swojej turze bierzesz jedną kartę z wystawki albo z ręki i używasz jej do dokładnie jednej z czterech akcji: usunięcia znacznika niepokoju, rozbudowy gospodarki, podniesienia poziomu życia albo zagrania wydarzenia z karty (pierwsze trzy objaśnia następna część). Wschód zagrywa wydarzenia z kart czerwonych i podwójnych, Zachód z żółtych i podwójnych. Kolory znaczą tu dwie różne rzeczy: kolor karty mówi, kto może zagrać jej wydarzenie, a kolor ikony — kogo ta ikona dotyczy, niezależnie od tego, kto ją zagrywa. Żółta ikona zawsze działa na Zachód, czerwona lub różowa na Wschód. Kto zagrywa wydarzenie, decyduje, gdzie działają jego ikony, chyba że ikona ma herb: wtedy decyduje strona herbu. Ręka to twoja rezerwa: każdy gracz dostaje 2 karty z talii pierwszej dekady, a ręce uzupełnia się dopiero na początku każdej kolejnej dekady. Karta zagrana z ręki zostawia wystawkę bez zmian: możesz więc zachować kartę na chwilę, w której przyda się najbardziej, poza zasięgiem przeciwnika. Połowa dekady kończy się, gdy tylko wystawka jest pusta, bez względu na karty na rękach; karty, które zostały na ręce, przechodzą do następnej dekady, gdzie przed uzupełnieniem ręki można je odrzucić. Wschód zbiera też karty użycia policji: zagrana karta, której ikonę policji wykonano, trafia do Wschodu, a każda pozwala mu raz na dekadę usunąć jeden znacznik niepokoju (więcej w części „{ learn-unrest-title }”).
learn-actions-title = Cztery akcje i gospodarka
learn-actions-text = Akcje są cztery. Zagranie wydarzenia (poprzednia część) wymaga karty, której wydarzenie twoja strona może zagrać; pozostałe trzy można wykonać każdą kartą oprócz kart specjalnych: usunąć jeden znacznik niepokoju, rozbudować gospodarkę o tyle punktów budowy, ile karta jest warta dla twojej strony, albo podnieść poziom życia, przy czym wartość karty może uzupełnić to, czego brakuje gospodarce prowincji. Usunięcie niepokoju kartą własnego koloru nic nie kosztuje; kartą podwójną lub kartą przeciwnika kosztuje punkt demontażu. Gospodarka to fabryki i połączenia: punkty budowy je dodają, punkty demontażu zabierają, a wartość fabryki rośnie z każdym jej działającym połączeniem. Wartość gospodarki prowincji decyduje, ile znaczników LS może w niej leżeć. Najcenniejsza fabryka prowincji to jej fabryka eksportowa: decyduje, ile znaczników LS prowincja zachowa na koniec dekady, a fabryki eksportowe Wschodu przynoszą mu dewizy.
learn-economy-title = Budowa i demontaż
learn-economy-text = Punkty budowy rozbudowują gospodarkę, punkty demontażu ją zmniejszają. Pochodzą z wartości karty, gdy rozbudowujesz gospodarkę, i z ikon wydarzeń, a na Koniec Dekady Wschód płaci za kilka faz punktami demontażu. Infrastrukturę buduje się tylko na połączeniu, które dotyka już fabryki, a fabrykę usuwa się dopiero wtedy, gdy żadne z jej połączeń nie ma już infrastruktury. Ponieważ fabryka jest warta więcej za każde działające połączenie, jeden element może zmienić wartość kilku fabryk, a wraz z nimi gospodarkę prowincji i liczbę znaczników LS, które może utrzymać.
learn-unrest-title = Niepokoje i masowe demonstracje
learn-unrest-text = Znaczniki niepokoju przychodzą z wydarzeń i z porównań na Koniec Dekady: dostaje je prowincja, która ma mniej znaczników LS niż najlepsza prowincja jej własnej strony albo niż sąsiednia prowincja przeciwnika. Każde 4 znaczniki w jednej prowincji to jedna masowa demonstracja, 8 znaczników — dwie: w tej prowincji i na jej połączeniach nie wolno nic budować, a przy sprawdzeniu zapaści państwo ze zbyt wieloma masowymi demonstracjami się rozpada. Podniesienie poziomu życia usuwa znacznik niepokoju z każdym nowym LS; Wschód ma też socjalistów i karty użycia policji, by usuwać niepokoje w swoich prowincjach; czerwona karta użycia policji zwiększa też ucieczkę na Końcu Dekady, różowa nie. Masowa demonstracja w Berlinie Zachodnim liczy się podwójnie: Wschód kładzie drugi znacznik w jednej z zachodnioniemieckich prowincji, które go wspierają, i ta prowincja ma wtedy własną masową demonstrację, dopóki nie zniknie ta w Berlinie Zachodnim (więcej w części „{ learn-special-title }”).
learn-decade-title = Koniec Dekady
learn-decade-text = Gdy obaj gracze zagrają swoje karty, dekada kończy się dziesięcioma fazami w stałej kolejności: Ucieczka z NRD (dopóki stoi Mur z karty II: Koszty Muru), Prestiż, Dewizy, Koszt kart użycia policji, Utrzymanie poziomu życia, Wewnętrzna rywalizacja, Rywalizacja Wschód–Zachód, Wykorzystanie kart użycia policji, Socjaliści i „Wir sind das Volk?”, czyli sprawdzenie zapaści. Zawsze gdy gracze wybierają na zmianę, zaczyna strona z przewagą prestiżu.
learn-comparisons-title = Porównanie poziomu życia
learn-comparisons-text = Trzy fazy Końca Dekady mierzą poziom życia prowincji i to w nich słaba gospodarka zamienia się w niepokoje. Najpierw żadna prowincja nie może zatrzymać więcej znaczników LS, niż wynosi wartość jej fabryki eksportowej. Potem każda prowincja jest porównywana z najlepszą prowincją własnej strony, a następnie z sąsiednią prowincją po drugiej stronie granicy: prowincja, która zostaje w tyle, dostaje znaczniki niepokoju zależnie od różnicy, a dość znaczników tworzy masową demonstrację. Znaczniki LS chronią więc prowincję, a jej gospodarka decyduje, ile może ich zatrzymać.
learn-special-title = Karty specjalne i miejsca specjalne
learn-special-text = Każda dekada ma jedną kartę specjalną, numerowaną od I do IV, na wystawce: bierze ją tylko Wschód i tylko po to, by zagrać jej wydarzenie. Karta II buduje Mur Berliński: od tej pory na każdy Koniec Dekady zamiast Ucieczki z NRD płaci się Koszty Muru. Karta IV ma dwie strony: jeśli Mur został zbudowany, w grze jest „Upadek Muru”, w przeciwnym razie „Rząd kryzysowy przy Okrągłym Stole”. Karta I, „Rosyjskie czołgi”, zmniejsza niepokój w dwóch prowincjach Wschodu z masową demonstracją do 3 znaczników w każdej, a potem usuwa jeszcze 2 znaczniki; karta III, „Honecker odsuwa Ulbrichta od władzy”, daje Wschodowi dwa znaczniki LS, jeśli chce — oba w jednej prowincji. Wzięcie karty specjalnej to cała tura Wschodu; Wschód może ją też zostawić, a karta specjalna, której nikt nie wziął, zostaje odrzucona na Końcu Dekady. Karta, której ikona policji zostanie wykonana, trafia do Wschodu jako karta użycia policji: każda raz na dekadę usuwa jeden znacznik niepokoju, na każdy Koniec Dekady kosztuje Wschód punkt demontażu, a czerwona dodatkowo zwiększa ucieczkę, różowa nie. Berlin Zachodni, Hamburg, Rheinsberg i miasta za granicą mają własne zasady, zebrane na osobnej stronie.
learn-special-w_berlin = Berlin Zachodni to prowincja Zachodu w środku Wschodu, podzielona na trzy sektory; każdy wspiera prowincja zachodnioniemiecka o tej samej fladze, a sam Berlin Zachodni nie należy do Niemiec Zachodnich. Nic się w nim nie buduje i nie dostaje on znaczników LS bezpośrednio: prowincja wspierająca, która właśnie dostała znacznik i ma teraz więcej niż Berlin Zachodni, może przenieść go do swojego sektora. Masowe demonstracje liczą się w nim podwójnie: Wschód kładzie drugi znacznik w jednej z prowincji wspierających i jest to dla niej masowa demonstracja jak każda inna (nie wolno tam nic budować), dopóki nie zniknie razem ze znacznikiem w Berlinie Zachodnim. Na koniec dekady Berlin Zachodni dostaje w wewnętrznej rywalizacji całą różnicę, a w rywalizacji Wschód–Zachód porównuje się z obydwoma sąsiadami, Berlinem Wschodnim i Brandenburgią.
learn-special-hamburg = Hamburg leży między Schleswig-Holstein a Dolną Saksonią. Przy każdej akcji i w każdej fazie Końca Dekady Zachód decyduje, do której z nich należy, i wtedy liczy się tylko dla niej.
learn-special-abroad = Miasta za granicą dostają i tracą fabryki tylko przez wydarzenia, które je wymieniają, nigdy za punkty budowy; ich fabryki to fioletowe fabryki, które od początku gry czekają obok tych miast. Zagraniczna fabryka dolicza swoją wartość do jednej prowincji Wschodu, z którą ma działające połączenie, za każdym razem wybieranej przez Wschód; nigdy nie jest fabryką eksportową.
learn-special-rheinsberg = Rheinsberg w Brandenburgii dostaje fabrykę tylko przez wydarzenie, które go wymienia. Ta fabryka ma wartość bazową 2, nie dostaje połączeń i jest jedyną przestarzałą fabryką, którą mogą usunąć punkty demontażu.
places-title = Miejsca specjalne
places-intro = Cztery miejsca na planszy mają własne zasady. Każda sekcja zbiera je z zasad gry, razem z przykładami i kartami, które wymieniają to miejsce.
places-cards = Karty, których wydarzenie je wymienia: { $cards }.
places-w_berlin-title = Berlin Zachodni
places-w_berlin-text = Berlin Zachodni to prowincja Zachodu w środku Wschodu, narysowana w osobnym wycinku jako trzy sektory: francuski, brytyjski i amerykański. Każdy sektor wspiera prowincja zachodnioniemiecka o tej samej fladze. Berlin Zachodni nie należy do Niemiec Zachodnich, więc wydarzenie lub zasada dla „Niemiec Zachodnich” go pomija. Nic się w nim nie buduje i nie dostaje on znaczników LS bezpośrednio: prowincja wspierająca, która właśnie dostała znacznik i ma teraz więcej niż Berlin Zachodni, może przenieść go do swojego sektora, a wtedy znacznik niepokoju traci Berlin Zachodni zamiast niej. Masowe demonstracje w Berlinie Zachodnim liczą się podwójnie: Wschód kładzie drugi znacznik w jednej z prowincji wspierających i jest to dla niej masowa demonstracja jak każda inna (nie wolno więc tam nic budować), dopóki Wschód nie zdejmie jej razem z pierwszym znacznikiem. Na koniec dekady Berlin Zachodni zachowuje nie więcej znaczników, niż pozwala fabryka eksportowa najsłabszej prowincji wspierającej, w rywalizacji wewnętrznej otrzymuje pełną różnicę i porównuje się z obydwoma sąsiadami, Berlinem Wschodnim i Brandenburgią. Karta 79, „Początek ery komputerów”, to jedyne wydarzenie, które może położyć znacznik bezpośrednio w Berlinie Zachodnim, w pustym sektorze, dopóki jakiś jest.
places-hamburg-title = Hamburg
places-hamburg-text = Hamburg leży między Schleswig-Holstein a Dolną Saksonią i nie należy na stałe do żadnej z nich: przy każdej akcji i w każdej fazie Końca Dekady Zachód decyduje, do której z nich należy, i wtedy liczy się tylko dla niej.
places-abroad-title = Polska i ČSSR
places-abroad-text = Miasta za granicą dostają fabryki tylko przez wydarzenia, które je wymieniają, nigdy za zwykłe punkty budowy, i tracą je tylko w ten sam sposób (karty 37 i 73 usuwają jedną na zawsze). Zagraniczna fabryka dolicza swoją wartość do gospodarki jednej prowincji Wschodu, z którą ma działające połączenie, za każdym razem wybieranej na nowo przez Wschód; nigdy nie jest fabryką eksportową, więc nie przynosi dewiz i nie utrzymuje znaczników LS.
places-rheinsberg-title = Rheinsberg
places-rheinsberg-text = Rheinsberg w Brandenburgii to miasto specjalne: fabrykę buduje się tam tylko przez wydarzenie, które je wymienia, ma ona wartość bazową 2 zamiast 1, nie dostaje połączeń i jest jedyną przestarzałą fabryką, którą mogą usunąć punkty demontażu.
map-place-rules = Zasady: { $place }
card-place-rules = Zasady miejsc specjalnych, które wymienia ta karta: { $places }.

## Przykłady (interpreter/site/examples.py): przykłady z instrukcji, rozgrywane z tests/scenarios/
example-heading = Przykład { $id }: { $title }
example-section = Z zasad, §{ $section }.
example-numbers = Plansza przed i po, w tabeli
example-card = karta { $number } „{ $title }”
example-step-action = { $side } wybiera akcję „{ $action }” — { $card }.
example-step-event = { $side } zagrywa wydarzenie — { $card }.
example-step-phase = Wykonana zostaje faza Końca Dekady „{ $phase }”.
example-step-icon = Wykonana zostaje ikona „{ $icon }”; zagrywa ją { $side }.
example-step-engine = Zasady same wyznaczają wynik.
example-choices = Decyzje, w kolejności pytań: { $choices }.
example-count = { $count } { $name }
example-value = wartość { $value }
example-space = pole { $space }
example-economy-of = Gospodarka: { $province }
example-picture-refused = wybór, którego zasady zabraniają
example-same = Przed i po: na planszy nic się nie zmienia
example-space-via = pole { $space } (po drodze: pole { $via })
example-economy-unassigned = Gospodarka: { $province } (bez: { $cities } — tu nie liczy się dla żadnej prowincji)
example-economy-elsewhere = Gospodarka: { $province } (bez: { $cities } — liczy się dla prowincji { $other })
example-economy-with = Gospodarka: { $province } (wliczone: { $cities })
example-board = Na planszy
example-before = Przed
example-after = Po
example-refused-column = Po (odrzucone)
example-caption = Plansza przed przykładem { $id } i po nim, tak jak rozgrywa go program gry: to, co przykład rozkłada, to, co się zmienia, i to, co sprawdza.
example-refused-title = Niedozwolone
example-refused = Zasady nie pozwalają na ten ruch: program nie przyjmuje decyzji, a plansza zostaje bez zmian.
example-result-title = Koniec gry
example-game-over = { $outcome }: wygrywa { $winner }.
example-no-change = Na planszy nic się nie zmienia.
example-picture-before = Plansza przed: { $items }.
example-picture-after = Plansza po: { $items }.
example-picture-item = { $place }: { $state }
example-picture-item-changed = { $place }: { $state } (zmiana)
example-picture-changed = zmiana
example-picture-export = fabryka eksportowa (najcenniejsza w swojej prowincji)
example-picture-partial = Narysowano tylko to, co liczy przykład: miejsce bez ramki też ma swoje elementy, ale nie grają tu roli.
example-picture-none = brak
example-title-ex-01 = budowa za 3 punkty budowy
example-title-ex-02 = żadnej budowy tam, gdzie są masowe demonstracje
example-title-ex-03 = fabryka staje się przestarzała
example-title-ex-04 = usunięcie niepokoju kartą przeciwnika
example-title-ex-05 = karta z dwiema wartościami
example-title-ex-06 = podniesienie poziomu życia punktami karty
example-title-ex-07 = punkty demontażu wybiera ten, kto zagrywa wydarzenie
example-title-ex-07b = co wolno zdemontować najpierw
example-title-ex-08 = ikony, które gracz może pominąć
example-title-ex-09 = budowa za granicą
example-title-ex-10 = herb decyduje, kto rozmieszcza elementy
example-title-ex-11 = herb przeciwnika na ikonie niepokoju
example-title-ex-12 = niepokoje dla Niemiec Zachodnich, nie dla Berlina Zachodniego
example-title-ex-13 = ucieczki kosztują Wschód punkty demontażu
example-title-ex-14 = gracz z przewagą prestiżu wybiera pole
example-title-ex-15 = dewizy i przestarzałe fabryki
example-title-ex-17 = utrzymanie poziomu życia
example-title-ex-17b = poziom życia Berlina Zachodniego
example-title-ex-18 = rywalizacja wewnętrzna
example-title-ex-18c = więcej niepokoju, niż mieści pudełko
example-title-ex-19 = rywalizacja Wschód–Zachód
example-title-ex-20 = zapaść państwa
example-title-ex-21 = znacznik LS przeniesiony do Berlina Zachodniego
example-title-ex-22 = wyjątek karty 79 dla Berlina Zachodniego
example-title-ex-23 = Hamburg liczy się do jednej prowincji
example-title-ex-24 = zagraniczna fabryka wzmacnia Berlin Wschodni
# A card's printed event instruction (card 44: at most 2 unrest in 1 province), quoted as printed.
card-printed-note = Wydrukowane na karcie pod tym rzędem: „{ $note }”

## The player aid (player-aid.md): interpreter/site/learn.py
nav-aid = Ściągawka gracza
aid-title = Ściągawka gracza
aid-intro = Wszystko, czego gracz szuka w trakcie partii, na kilku wydrukowanych stronach: tura, cztery akcje, fazy Końca Dekady w kolejności i sposoby zakończenia gry. Wydrukuj ją z przeglądarki; nawigacja zostanie pominięta.
aid-actions = Cztery akcje
aid-phases = Koniec dekady faza po fazie
aid-col-action = Akcja
aid-col-phase = Faza
aid-reminders = Warto pamiętać
aid-col-what = Co się dzieje
aid-turn-start = Każda półdekada zaczyna się od wyłożenia na wystawkę { $display } { $display ->
        [one] karty
        [few] kart
       *[many] kart
    }. Pierwszą półdekadę zaczyna gracz z przewagą prestiżu, drugą — ten, kto nie wykonał ostatniej tury pierwszej. Potem gracze grają na zmianę, a każda tura przebiega tak:
aid-turn-police-before = Wschód może użyć swoich kart użycia policji: każda raz na dekadę usuwa jeden znacznik niepokoju z prowincji Wschodu.
aid-turn-card = Weź jedną kartę: z wystawki, z ręki albo (tylko Wschód) kartę specjalną.
aid-turn-action = Wykonaj nią dokładnie jedną z czterech akcji opisanych niżej.
aid-turn-police-after = Wschód może użyć tych kart użycia policji, których jeszcze nie wykorzystał w tej dekadzie.
aid-turn-socialists = Socjaliści z pola socjalistów przechodzą po jednym do prowincji Wschodu z masową demonstracją, wybranych przez Wschód; każdy usuwa tam jeden znacznik niepokoju.
aid-turn-played = Karta trafia odkryta do rzędu zagranych kart, gdzie jej ikona ucieczki liczy się na Końcu Dekady; karta, której ikonę policji wykonano, trafia zamiast tego do Wschodu jako karta użycia policji.
aid-turn-end = Półdekada kończy się, gdy tylko wystawka jest pusta, bez względu na karty na rękach. Karta specjalna, której nikt nie wziął, pozostaje dostępna w drugiej półdekadzie, a na Końcu Dekady się ją odrzuca. Ręce uzupełnia się do { $hand } { $hand ->
        [one] karty
        [few] kart
       *[many] kart
    } tylko na początku dekady.
# The switch that hides the boxes of the rule as the game runs it, on every page (wsdv.js keeps the choice).
notation-hide = Ukryj zasady w postaci, w jakiej wykonuje je gra
notation-show = Pokaż zasady w postaci, w jakiej wykonuje je gra
# Under a rule of the rules page: links to the special places' sections that gather it.
rules-see-places = Miejsca specjalne, których dotyczy ta zasada: { $places }.
# The editions on the rules pages (pages.edition_switch, pages._edition_passage): the base game's name
# as an edition, and the switch's label.
edition-base = Pierwsze wydanie
edition-switch = Wydanie:
# above every page of a build holding several editions: links to the same page in the others
edition-pages = Wydanie tej strony:
# On a card page, under "In the variant …": a rule the card uses that the variant changes; $name links
# the icon or the track, $text is the variant's words for it (a whole passage opening with a capital).
card-edition-icon = Ikona { $name } w wydarzeniu tej karty działa inaczej. { $text }
card-edition-track = Strzałki tej karty przesuwają znacznik na torze, który się zmienia: { $name }. { $text }
# Rules and the cards and places they name, linked both ways (interpreter/site/crosslinks.py): under
# each rule of the rules page its permalink, the places it names, the cards showing its icon; in each
# map entry the rules naming the place; on a card page the rules its event follows.
rule-permalink = Link do tej zasady
rule-names-places = Miejsca wymienione w tej zasadzie: { $places }.
rule-cards-with-icon = Karty, których wydarzenie pokazuje tę ikonę: { $cards }.
rule-cards-count = { $count ->
    [one] { $count } karta
    [few] { $count } karty
   *[many] { $count } kart
}
place-named-by = Zasady, które wymieniają to miejsce: { $rules }.
card-rules = Zasady, według których rozgrywa się wydarzenie tej karty: { $rules }.
# On a card page whose face prints a line a ruling has the game play otherwise (a row's `printed`): the
# event as played, in a box of its own under the card's printed text ($text: a whole passage).
card-played-title = Tak według wyjaśnienia
card-played = Powyższy tekst karty to to, co jest na niej wydrukowane. Zgodnie z wyjaśnieniem zasad (w części „Wyjaśnienia zasad”) gra rozgrywa wydarzenie następująco. { $text }
example-told = Co się dzieje, tak jak opowiada to gra:
example-crest-alt = Powiększona ikona „{ $icon }” z zakreślonym herbem
example-crest-callout = Powiększenie: herb w lewym górnym rogu ikony należy do drugiej strony. To więc ona decyduje, gdzie działa ta ikona, choć nie ona uruchomiła kartę.
example-text-ex-01 = Zachód buduje kartą 17, której żółta wartość to 3, ma więc 3 punkty budowy. Stawia fabrykę w Hanowerze i połączenia na obu niebieskich liniach Hamburg–Hanower. To połączenie jest teraz kompletne między dwiema fabrykami, więc działa: Hamburg i Hanower są warte po 1 + 1 = 2, a Dolna Saksonia, licząc Hamburg, ma gospodarkę 4.
example-text-ex-02 = W Saksonii leżą 4 znaczniki niepokoju, więc trwa tam masowa demonstracja. Wschód nie może tam nic zbudować: ani w jej miastach, ani na żadnym połączeniu jej miast, nawet takim, które prowadzi do innej prowincji, jak Lipsk–Jena. Drezno leży w Saksonii, więc zasady na to nie pozwalają.
example-text-ex-03 = Fabryka w Berlinie (Berlin Wschodni) ma dwa działające połączenia, z Bitterfeldem i z Magdeburgiem, więc jest warta 1 + 2 = 3. Gdy staje się przestarzała, jej własne 1 zamienia się w 0: jest warta 2. Jej połączenia nadal działają, a sąsiednie fabryki zachowują swoją wartość.
example-text-ex-04 = Karta 12 jest żółta, dla Wschodu to karta przeciwnika. Wschód usuwa nią 1 znacznik niepokoju z Saksonii i płaci za to punktem demontażu: demontuje swoją fabrykę w Jenie, w Turyngii. Czerwona karta nic by nie kosztowała; gdyby Wschód nie miał czego demontować, nie mógłby użyć tej karty do tej akcji.
example-text-ex-05 = Karta 16 ma dwa pola wartości: 4 na żółto dla Zachodu i 1 na czerwono dla Wschodu. Wschód buduje nią, więc dostaje 1 punkt budowy, dość na jedną fabrykę, w Lipsku.
example-text-ex-06 = Wschód podnosi poziom życia kartą 1 o wartości 2. Saksonia ma gospodarkę 3, dość na pierwszy znacznik; Turyngia i Meklemburgia mają po 2, o jeden za mało, więc Wschód daje każdej z nich 1 z 2 punktów karty. Trzy znaczniki trafiają do trzech różnych prowincji i każdy usuwa tam 1 znacznik niepokoju.
example-text-ex-07 = Wydarzenie daje Zachodowi 4 punkty demontażu, a Wschód, który je zagrywa, wybiera każdy element. Najpierw usuwa oba połączenia na odcinku Hamburg–Hanower; dopiero potem mogą zniknąć obie fabryki, bo fabrykę usuwa się dopiero wtedy, gdy na żadnym z jej połączeń nie ma już infrastruktury.
example-text-ex-07b = Na odcinku Hamburg–Hanower leży jeszcze jedno połączenie, więc żadnej z tych dwóch fabryk nie wolno jeszcze zdemontować: zasady nie pozwalają wybrać Hamburga. Najpierw musi zniknąć połączenie.
example-text-ex-08 = Karta 11 jest podwójna: kładzie 1 znacznik niepokoju w Niemczech Zachodnich i przesuwa znacznik prestiżu o 1 pole w stronę Zachodu. Zachód zagrywa ją i pomija ikonę niepokoju, która by mu zaszkodziła; strzałka zostaje wykonana. Przy karcie podwójnej zagrywający może pominąć jedną strzałkę albo jedną ikonę bez strzałki; przy karcie czerwonej lub żółtej trzeba wykonać każdą ikonę.
example-text-ex-09 = Karta 7 daje Wschodowi 2 punkty budowy w Polsce i 2 w ČSSR oraz 1 znacznik niepokoju. W Polsce Wschód buduje dwie fabryki, w ČSSR fabrykę w Děčínie i połączenie na odcinku Chociebuż–Děčín: połączenie należy do obu swoich miast, więc linia do czeskiego miasta liczy się jako zbudowana w ČSSR. Znacznik niepokoju trafia do Meklemburgii i wywołuje tam masową demonstrację.
example-text-ex-10 = Karta 15 daje Zachodowi punkt budowy, a Wschodowi punkt demontażu, obie ikony z herbem Zachodu. Wschód ją zagrywa i nadal ustala kolejność ikon, ale herb pozwala Zachodowi zdecydować, gdzie działają: buduje fabrykę w Bremie i usuwa fabrykę Wschodu w Lipsku. Ikona policji z tej karty została wykonana, więc karta trafia do Wschodu jako karta użycia policji.
example-text-ex-11 = Ikona niepokoju na karcie 11 ma herb Wschodu. Zachód zagrywa kartę, a jednak to Wschód wybiera, która prowincja Niemiec Zachodnich dostanie znacznik: Hesję, która ma teraz 4 znaczniki, a więc masową demonstrację.
example-text-ex-12 = Karta 4 daje Zachodowi 2 znaczniki niepokoju w Niemczech Zachodnich. Wschód ją zagrywa i może je położyć w każdej prowincji Zachodu oprócz Berlina Zachodniego: wybiera Hesję i Bawarię, które dochodzą do 4 znaczników, a więc do masowej demonstracji. Berlin Zachodni zachowuje swoje 3 znaczniki.
example-text-ex-13 = Znacznik ucieczki idzie o 2 pola w górę za dwie zagrane karty z ikoną ucieczki, o 1 za czerwoną kartę użycia policji Wschodu i o 1 za jedyny znacznik LS w najlepszej prowincji Zachodu, Dolnej Saksonii; cofa się o 1, bo Zachód ma masową demonstrację (Hesja, 8 znaczników). Najsłabsza prowincja Wschodu nie ma żadnego LS, więc za nią nic się nie odejmuje. Razem 3 pola; każde 2 pola kosztują Wschód 1 punkt demontażu, więc płaci 1. Zachód, który ma przewagę prestiżu, wybiera element: fabrykę Wschodu w Berlinie. Potem znacznik wraca na 0, a zagrane karty zostają odrzucone.
example-text-ex-14 = Znacznik prestiżu stoi na polu −3 zachodniej części toru, którego ikona dałaby Wschodowi 1 znacznik niepokoju. Zachód ma przewagę prestiżu i może wykonać to pole albo dowolne ze swoich pól bliżej środka. Wybiera −2, gdzie fabryka Wschodu staje się przestarzała, i wskazuje Bitterfeld; żaden niepokój nie dochodzi.
example-text-ex-15 = Wschód ma 8 znaczników LS, potrzebuje więc 8 dewiz. Tor dewiz daje mu 3. Najsłabsza fabryka eksportowa Zachodu jest warta 3, a 2 fabryki eksportowe Wschodu (warte 0, 1, 1, 2, 3 i 5) dorównują jej: jeszcze 2. Wschód zarabia 5, brakuje mu 3, więc 3 jego fabryki stają się przestarzałe; gracze wybierają je na zmianę, zaczynając od Zachodu, który ma przewagę prestiżu.
example-text-ex-17 = Brandenburgia ma 3 znaczniki LS, ale jej fabryka eksportowa, czyli najlepsza (Schwedt), jest warta tylko 1. Zachowuje 1 znacznik i traci 2; ta strata nie przynosi niepokojów.
example-text-ex-17b = Nadrenia-Palatynat i Badenia-Wirtembergia przeniosły znaczniki do Berlina Zachodniego; ich fabryki eksportowe są warte 1 i 3. Berlin Zachodni zachowuje nie więcej znaczników, niż pozwala słabsza z nich, czyli 1: z 3 znaczników (2 w sektorze francuskim, 1 w amerykańskim) traci 2, a Zachód wybiera sektor francuski.
example-text-ex-18 = Każda prowincja Zachodu ma 3 znaczniki LS, oprócz Bawarii i Berlina Zachodniego, które mają po 2 (Berlin Zachodni w sektorze francuskim i brytyjskim). Prowincja z mniejszą liczbą znaczników niż najlepsza prowincja jej strony dostaje różnicę pomniejszoną o 1: Bawaria dostaje 3 − 2 − 1 = 0 znaczników. Berlin Zachodni dostaje pełną różnicę: 1 znacznik. Prowincje Wschodu nie mają żadnego znacznika, więc żadna nie dostaje znacznika niepokoju: Saksonia w tabeli stoi za nie wszystkie.
example-text-ex-18c = Tu znaczniki LS ma tylko Hesja, i to 3. Każdej innej prowincji Zachodu brakuje 3, więc dostaje 3 − 1 = 2 znaczniki niepokoju, a Berlin Zachodni pełne 3. W pudełku jest 50 znaczników niepokoju, ale żadna zasada ich nie ogranicza: kładzie się każdy znacznik, którego wymaga porównanie.
example-text-ex-19 = Bawaria ma 3 znaczniki LS i 4 znaczniki niepokoju, czyli masową demonstrację, więc do ataku zostają jej 2 znaczniki LS. Może zaatakować Saksonię (bez LS: 2 znaczniki niepokoju) albo Turyngię (1 LS: 1 znacznik), a Zachód wybiera Turyngię. Hesja z 2 LS też atakuje Turyngię: jeszcze 1 znacznik. Turyngia dochodzi do 5 znaczników; jej masowa demonstracja pojawia się dopiero wtedy, gdy porównają się wszystkie prowincje.
example-text-ex-20 = W Berlinie Zachodnim leży 8 znaczników niepokoju, czyli 2 masowe demonstracje. Każda wprowadza drugi znacznik do prowincji wspierającej Berlin Zachodni, wybranej przez Wschód: do Nadrenii-Palatynatu i Badenii-Wirtembergii. Zachód nie ma żadnej innej masowej demonstracji, a jednak przy sprawdzeniu zapaści liczy 4 znaczniki: Zachód się rozpada i wygrywa Wschód. Gdyby przy tym samym sprawdzeniu rozpadł się też Wschód, i tak wygrałby Wschód. Obraz pokazuje te dwa znaczniki już na miejscu, obok 3 znaczników niepokoju prowincji wspierających: przyszły z demonstracjami Berlina Zachodniego, a sprawdzenie tylko je liczy.
example-text-ex-21 = Berlin Zachodni nie ma znacznika LS. Zachód podnosi poziom życia kartą 18 i kładzie znacznik w Nadrenii-Palatynacie, która wspiera sektor francuski. Nadrenia-Palatynat ma teraz więcej znaczników niż Berlin Zachodni, więc gdy wszystkie pozostałe znaczniki akcji są już położone, Zachód przenosi ten znacznik do sektora francuskiego; znacznik niepokoju traci wtedy Berlin Zachodni, a nie Nadrenia-Palatynat. Następny znacznik Berlina Zachodniego musi przyjść przez sektor brytyjski albo amerykański.
example-text-ex-22-2 = Karta 79, „Początek ery komputerów”, to jedyne wydarzenie, które może położyć znacznik LS bezpośrednio w Berlinie Zachodnim. Sektor amerykański ma jeden, pozostałe żadnego, więc znacznik musi trafić do pustego sektora: Zachód wybiera brytyjski. Znacznik usuwa znacznik niepokoju w Berlinie Zachodnim, a następna ikona karty — kolejny.
example-text-ex-23 = Schleswig-Holstein nie ma własnej fabryki, ale Hamburg, warty 3, leży między nim a Dolną Saksonią. Zachód podnosi poziom życia i w tej akcji liczy Hamburg do Schleswig-Holstein: jego gospodarka wynosi 3, dość na pierwszy znacznik. W tej samej akcji Hamburg nie może liczyć się także dla Dolnej Saksonii; w następnej akcji lub fazie Zachód może wybrać na nowo.
example-text-ex-24 = Fabryka w Poznaniu, w Polsce, jest warta 2 i ma działające połączenie z Berlinem, ale żadnego ze Schwedt. Może doliczyć swoją wartość tylko do Berlina Wschodniego: z nią gospodarka Berlina Wschodniego wynosi 5 zamiast 3, a Brandenburgia zostaje przy 1. Fabryka za granicą nigdy nie jest fabryką eksportową: fabryką eksportową Berlina Wschodniego pozostaje ta w Berlinie, warta 3.
example-title-ex-15-3 = to samo przy znaczniku dewiz na −3
example-text-ex-15-3 = Ta sama sytuacja, ale znacznik dewiz stoi na −3: Wschód zarabia −3 + 2 = −1, więc brakuje mu 8 + 1 = 9. Wschód ma dokładnie 9 fabryk, które mogą jeszcze stać się przestarzałe, więc stają się nimi wszystkie. Gdyby brakowało jeszcze jednej dewizy, Wschód musiałby zamiast tego usunąć połączenie, a gdyby nie miał już nic do usunięcia, nastąpiłoby narodowe bankructwo.

## Koniec dekady na ścieżce nauki: jedno zdanie na każdą fazę sekwencji (learn.py)
learn-phase-flight = Znacznik ucieczki idzie o jedno pole w górę za każdą ikonę ucieczki na kartach zagranych w tej dekadzie, za każdą czerwoną kartę użycia policji Wschodu, za każdy znacznik LS w prowincji Zachodu, która ma ich najwięcej, i jeszcze raz, jeśli którakolwiek prowincja Wschodu ma masową demonstrację; idzie o jedno pole w dół za każdy znacznik LS w prowincji Wschodu, która ma ich najmniej, i raz, jeśli którakolwiek prowincja Zachodu ma masową demonstrację. Za każde { $track-flight-steps-per-point } { $track-flight-steps-per-point ->
        [one] osiągnięte pole
        [few] osiągnięte pola
       *[many] osiągniętych pól
    } Wschód demontuje jeden punkt, wybierany przez graczy na zmianę; potem znacznik wraca na 0, a zagrane karty idą na stos kart odrzuconych.
learn-phase-wall_cost = Prestiż przesuwa się o jedno pole na korzyść Zachodu, Wschód demontuje jeden punkt budowy według własnego wyboru, a zagrane karty idą na stos kart odrzuconych.
learn-phase-prestige = Strona z przewagą prestiżu wykonuje ikony pod znacznikiem prestiżu albo ikony jednego pola swojej części toru bliżej środka i decyduje, gdzie działają.
learn-phase-currency = Wschód otrzymuje tyle dewiz, ile pokazuje pole pod znacznikiem dewiz, i jedną więcej za każdą swoją fabrykę eksportową wartą co najmniej tyle, co najsłabsza fabryka eksportowa Niemiec Zachodnich (zagraniczna fabryka nigdy się nie liczy). Potrzebuje jednej za każdy swój znacznik LS: za każdą brakującą jedna fabryka Wschodu staje się przestarzała, wybierana przez graczy na zmianę, a gdy nie ma już żadnej, która mogłaby się zestarzeć, każda brakująca kosztuje punkt demontażu.
learn-phase-police_payment = Za każdą zebraną kartę użycia policji Wschód demontuje jeden punkt budowy.
learn-phase-ls_upkeep = Żadna prowincja nie zatrzymuje więcej LS, niż wynosi wartość jej fabryki eksportowej; Berlin Zachodni nie więcej, niż wynosi wartość najsłabszej fabryki eksportowej wśród prowincji, które przekazały mu znaczniki.
learn-phase-internal_comparison = Każda strona porównuje swoje prowincje ze swoją prowincją, która ma najwięcej LS: prowincja, która ma ich mniej, dostaje różnicę pomniejszoną o jeden w znacznikach niepokoju; Berlin Zachodni dostaje całą różnicę.
learn-phase-east_west_comparison = Każda prowincja porównuje się z jedną sąsiednią prowincją drugiej strony, wybraną przez swojego właściciela (Berlin Zachodni z obydwoma sąsiadami): jej siła to liczba jej LS pomniejszona o jeden za każdą masową demonstrację w niej, a sąsiad, który ma mniej LS, dostaje różnicę w znacznikach niepokoju. Nowe masowe demonstracje pojawiają się dopiero wtedy, gdy porównają się wszystkie prowincje.
learn-phase-police_cards = Za każdą zebraną kartę użycia policji, której nie wykorzystał w tej dekadzie, Wschód usuwa jeden znacznik niepokoju z wybranej przez siebie prowincji.
learn-phase-socialists = Wschód zyskuje lub traci tylu socjalistów, ilu pokazuje znacznik na torze socjalistów. Nowi trafiają na pole socjalistów, a jeśli Wschód ma otrzymać kolejnego, gdy wszyscy socjaliści ({ $count-socialist }) są już w grze, następuje Tryumf socjalizmu i Wschód wygrywa; traconych zabiera się najpierw z pola socjalistów, potem z prowincji wybranych przez Zachód, a za każdego wraca tam jeden znacznik niepokoju; jeśli Wschód musi stracić jednego, a nie ma już żadnego, następuje Upadek socjalizmu i Zachód wygrywa. Socjaliści na planszy zostają tam, dopóki nie zostaną w ten sposób straceni; ci, którzy są jeszcze na polu socjalistów, przechodzą potem do prowincji z masową demonstracją.
learn-phase-collapse_check = { $outcome-n2-same ->
        [yes] Każde państwo liczy swoje znaczniki masowych demonstracji: państwo, które ma ich { $outcome-n2 } lub więcej, upada i wygrywa druga strona; jeśli oba upadną naraz, wygrywa Wschód.
       *[no] Każde państwo liczy swoje znaczniki masowych demonstracji: Zachód upada przy { $outcome-west-collapses-n2 } lub więcej, Wschód przy { $outcome-east-collapses-n2 } lub więcej, i wygrywa druga strona; jeśli oba upadną naraz, wygrywa Wschód.
    }

learn-setup-title = Przygotowanie gry krok po kroku
learn-setup-intro = Wszystko, co trafia na stół przed pierwszą turą, w kolejności z instrukcji (§{ $section }).
setup-picture-title = Plansza po przygotowaniu gry
setup-picture-alt = Plansza po przygotowaniu gry, przed pierwszą turą: { $items }.
setup-picture-caption = Plansza po przygotowaniu gry: to, co zostawiają na niej powyższe kroki, narysowane przez uruchomienie przygotowania samej gry. Przed pierwszą turą porównajcie z nią swój stół.
setup-step-spread-all = Umieść { $count } { $pieces } w każdej z { $provinces } prowincji, łącznie z Berlinem Zachodnim i Wschodnim: razem { $total } { $all }.
setup-step-spread = Umieść { $count } { $pieces } w każdej z tych prowincji: { $places }.
setup-step-box = Na { $box } połóż { $count } { $pieces }; pozostałe ({ $rest }) czekają obok planszy.
setup-step-factories = { $side }: { $piece } o wartości { $value } na każdym ze swoich miast startowych (narysowanych nieregularnym obrysem): { $cities }. Obróć każdą fabrykę tak, by { $value } było u góry.
setup-step-abroad = Połóż { $count } { $pieces } obok miast za granicą ({ $countries }: { $cities }): budują tam tylko wydarzenia, które wymieniają te miasta.
setup-step-tracks = { $count ->
    [1] Postaw znacznik tego toru na polu { $space }: { $tracks }.
   *[other] Postaw znaczniki tych torów ({ $count }) na polu { $space }: { $tracks }.
}
setup-step-sequence = Połóż znacznik Końca Dekady odkrytą stroną do góry na jego torze, na polu z jego symbolem: na Końcu każdej Dekady przesuwasz go przez kolejne fazy, od pierwszej ({ $phase }), by żadnej nie pominąć.
setup-step-sequence-flag = Połóż znacznik Końca Dekady odkrytą stroną do góry na jego torze, na polu z jego symbolem: na Końcu każdej Dekady przesuwasz go przez kolejne fazy, od pierwszej ({ $phase }), by żadnej nie pominąć. Odwraca się go na drugą stronę dopiero wtedy, gdy powstanie { $flag }.
setup-step-decks = Podziel karty na { $decades } { $decades ->
    [one] talię
    [few] talie
   *[many] talii
}, po jednej na dekadę: każda ma { $cards } { $cards ->
    [one] kartę
    [few] karty
   *[many] kart
} i { $specials ->
    [1] jedną kartę specjalną
    [one] { $specials } kartę specjalną
    [few] { $specials } karty specjalne
   *[many] { $specials } kart specjalnych
}, razem { $total }. Talie późniejszych dekad odłóż na bok.
setup-step-start = Zaczyna się { $decade }: połóż jej kartę specjalną obok wystawki, potasuj jej pozostałe karty ({ $cards }) w talię do dobierania, rozdaj każdemu graczowi po { $hand } { $hand ->
    [one] kartę
    [few] karty
   *[many] kart
} i wyłóż na wystawkę { $display } { $display ->
    [one] kartę
    [few] karty
   *[many] kart
} odkrytych.
setup-step-advantage = Przewagę prestiżu ma { $side }, więc { $side } rozgrywa pierwszą turę.

outline-title = Rozgrywka w skrócie
outline-start-head = Początek dekady:
outline-start = jej karta specjalna trafia obok wystawki, a jej karty tasuje się w talię do dobierania; każdy gracz uzupełnia rękę do { $hand } { $hand ->
    [one] karty
    [few] kart
   *[many] kart
}.
outline-halves-head = { $halves } { $halves ->
    [one] półdekada
    [few] półdekady
   *[many] półdekad
}:
outline-halves = każda zaczyna się od wyłożenia na wystawkę { $display } { $display ->
    [one] odkrytej karty
    [few] odkrytych kart
   *[many] odkrytych kart
}; gracze na zmianę biorą po jednej karcie i wykonują nią jedną akcję, aż wystawka opustoszeje. Drugą półdekadę zaczyna ten, kto nie wykonał ostatniej tury pierwszej.
outline-end-head = Koniec Dekady:
outline-end = { $count } { $count ->
    [one] faza
    [few] fazy
   *[many] faz
} w tej kolejności: { $phases }.
outline-after-head = Następna dekada:
outline-after = razem { $count } { $count ->
    [one] dekada
    [few] dekady
   *[many] dekad
} ({ $decades }). Każdy Koniec Dekady może zakończyć grę; jeśli po ostatniej dekadzie ({ $last }) nikt nie wygrał, wygrywa { $winner }.

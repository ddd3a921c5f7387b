# Własne słowa serwisu z zasadami (polski). Te same identyfikatory co docs/en/site.ftl.

site-name = Wir sind das Volk! — kompendium zasad
site-footer = Strona wygenerowana przez wsdv z plików treści, według których toczy się gra; zbudowana za pomocą MkDocs i Material for MkDocs.
nav-home = Wprowadzenie
nav-reading = Jak czytać kartę
nav-cards = Karty
nav-icons = Ikony
nav-map = Plansza
nav-tracks = Tory i przygotowanie
nav-phases = Koniec Dekady
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
    [few] { $count } karty narysowane na podstawie plików z treścią gry. Zawęź galerię według dekady, koloru, ikony lub tego, kto może zagrać wydarzenie; wybór zostaje w adresie strony. Wybierz kartę, aby zobaczyć jej dane.
    [many] { $count } kart narysowanych na podstawie plików z treścią gry. Zawęź galerię według dekady, koloru, ikony lub tego, kto może zagrać wydarzenie; wybór zostaje w adresie strony. Wybierz kartę, aby zobaczyć jej dane.
   *[other] { $count } karty narysowane na podstawie plików z treścią gry. Zawęź galerię według dekady, koloru, ikony lub tego, kto może zagrać wydarzenie; wybór zostaje w adresie strony. Wybierz kartę, aby zobaczyć jej dane.
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
map-sector-of = Sektor prowincji { $province }, zaopatrywany przez prowincję { $supplier }.
map-sector-holds = W sektorze leżą: { $pieces }.
map-place-group-cards = Karty wymieniające obszar: { $group }
map-kind-city = miasto

tracks-title = Tory i przygotowanie gry
tracks-intro = Tory na planszy wraz z tym, co wydrukowano pod każdym polem.
track-range = Pola od { $lo } do { $hi }; znacznik zaczyna na polu { $start }.
track-steps = Każdy punkt przesuwa znacznik o { $steps } pola; liczba jest wydrukowana na { $steps ->
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
overflow-one = do wyboru jedna z nich
overflow-all = wszystkie naraz
setup-title = Przygotowanie gry
setup-cities = Miasta startowe: { $cities }.
pieces-title = Elementy w pudełku
col-piece = Element
col-count = Liczba
deck-title = Plan talii
deck-plan = { $name }: dekady: { $decades }, w każdej półdekady: { $halves }; kart na wystawce: { $display }; kart na ręce: { $hand }.

phases-title = Koniec Dekady
phase-section = Zasady, §{ $section }.
phase-instead = { $phase }: zamiast tej fazy, dopóki stoi { $flag }
outcomes-title = Jak kończy się gra
variants-title = Warianty
variants-intro = Wariant to folder plików nakładek, które dodają, zastępują lub usuwają definicje gry podstawowej. Poniżej zmiany każdego wariantu w porównaniu z grą podstawową.
variants-none = Ta treść nie ma jeszcze wariantów.
variant-use = Jak go użyć:
variant-no-change = Niczego nie zmienia.
variant-added = Dodaje element ({ $kind }) „{ $name }”.
variant-removed = Usuwa element ({ $kind }) „{ $name }”.
variant-changed = Zmienia element ({ $kind }) „{ $name }”:
variant-added-unnamed = Dodaje element ({ $kind }; jego identyfikator poniżej).
variant-removed-unnamed = Usuwa element ({ $kind }; jego identyfikator poniżej).
variant-changed-unnamed = Zmienia element ({ $kind }; dokładna zmiana poniżej):
variant-now = W tym wariancie obowiązuje następująca zasada. { $text }
variant-now-stale = W tym wariancie obowiązuje następująca zasada (tekst napisano dla wcześniejszej wersji zasady wariantu; zasada w obecnej postaci jest poniżej). { $text }
variant-base-game = W grze podstawowej obowiązuje następująca zasada. { $text }
variant-words-changed = { $old } zmienia się na { $new }
variant-words-added = Teraz także: { $new }
variant-words-removed = Już nie: { $old }
variant-line-added-plain = Ta zasada zyskuje dodatkowy krok.
variant-line-removed-plain = Jeden krok tej zasady zostaje usunięty.
variant-detail-changed = Zmienia się szczegół tej zasady.
variant-quote = „{ $text }”
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
kind-outcome = koniec gry
kind-variant = wariant
kind-routine = procedura
kind-action = akcja
diff-base = gra podstawowa
diff-heading = Zmiany, które wprowadza { $compared } (punkt odniesienia: { $reference }):

glossary-title = Słowniczek
glossary-intro = Pojęcia gry w sześciu językach tego serwisu, a dalej nazwy wszystkiego, co definiuje treść gry.
glossary-terms = Pojęcia
glossary-meaning = Znaczenie
col-number = Nr

nav-rules = Zasady opisowo
rules-title = Zasady słowami
rules-intro = Każda zasada poniżej jest wyjaśniona prostymi słowami, a jej liczby pochodzą z treści, która prowadzi grę. Pod każdym wyjaśnieniem można rozwinąć zasadę dokładnie w takiej postaci, w jakiej wykonuje ją gra, z odnośnikiem do wiersza pliku treści, z którego pochodzi.
prose-stale-title = Napisane dla wcześniejszej wersji tej zasady
prose-stale = Zasada zmieniła się od napisania tego tekstu (errata albo wariant). Zasada w postaci, w jakiej gra wykonuje ją teraz, znajduje się pod tekstem.
prose-english-title = Jeszcze nieprzetłumaczone
prose-english = To wyjaśnienie nie zostało jeszcze napisane w tym języku; pokazujemy je po angielsku.
notation = Zasada w postaci, w jakiej wykonuje ją gra
source-intro = Ten plik treści w takiej postaci, w jakiej został napisany; do każdego wiersza można odesłać po jego numerze.

scheme-to-dark = Przełącz na ciemny motyw
scheme-to-light = Przełącz na jasny motyw
not-found-title = Nie znaleziono strony
not-found-text = Pod tym adresem nie ma żadnej strony. Mogła zostać przeniesiona przy przebudowie witryny albo adres zawiera literówkę.
not-found-home = Wróć na stronę główną
filter-icon = Ikona
filter-side = Może zagrać
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
guide-text = Wydarzenie słowami
guide-arrows = Strzałki torów: 1 pole na strzałkę, w stronę gracza w ich kolorze
guide-number = Numer karty

# Strony dla autorów treści: język treści i opis jego prymitywów.
nav-content-language = Język treści
nav-primitives = Prymitywy i funkcje
nav-guide = Przewodnik po wsdv
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

# Etykiety `wsdv cards` i wiersz wyniku `wsdv play`.
cli-cards-count = { $count ->
        [one] { $count } strona karty
        [few] { $count } strony kart
        [many] { $count } stron kart
       *[other] { $count } strony kart
    }
cli-card-heading = karta { $id }: { $title }{ $same ->
        [yes] {""}
       *[no] { " " }({ $original })
    }{ $year ->
        [none] {""}
       *[other] , { $year }
    }
cli-card-decade = dekada { $decade }, { $colour }
cli-card-special = karta specjalna
cli-card-face = strona „{ $face }” (druga strona: „{ $other }”)
cli-card-value = wartość: { $value }
cli-card-corner = ikony w rogu: { $icons }
cli-card-event = wydarzenie (może je zagrać: { $sides }):
cli-card-row = rząd { $number }: { $icons }
cli-card-text = tekst: { $text }
cli-card-played = według wyjaśnienia gra się tak (powyżej to, co jest na karcie):
cli-card-source = źródło: { $sources }
cli-card-ruling = wyjaśnienie { $date } ({ $source }): { $text }
cli-card-erratum = erratum { $date } ({ $source }): { $text }
cli-table-number = nr
cli-table-decade = dekada
cli-table-colour = kolor
cli-table-value = wartość
cli-table-corner = róg
cli-table-title = tytuł
cli-table-event = wydarzenie
cli-result = Wynik: { NAME($outcome) }, wygrywa { NAME($winner) } (ziarno { $seed }, liczba decyzji: { $steps })
cli-no-result = Wynik: brak, partia skończyła się bez rozstrzygnięcia (ziarno { $seed }, liczba decyzji: { $steps })
cli-replay-ok = powtórka zgodna z zapisem, liczba decyzji: { $steps }
cli-replay-result = powtórka zgodna z zapisem, liczba decyzji: { $steps }; { NAME($outcome) }, wygrywa { NAME($winner) }

# `wsdv cards` odrzuca nieznaną kartę lub filtr ($key: decade, colour, icon, side).
cli-no-card = wsdv cards: nie ma karty „{ $card }” (karty: { $known })
cli-png-needs-extra = wsdv: błąd: obraz PNG wymaga dodatku `png`: pip install 'wsdv[png]' (albo zapisz plik .svg, który nie wymaga niczego więcej)
cli-unknown-filter = wsdv cards: { $key ->
        [decade] nieznana dekada
        [colour] nieznany kolor
        [icon] nieznana ikona
       *[side] nieznana strona
    } „{ $value }” ({ $hint })
cli-did-you-mean = czy chodziło o „{ $word }”?
cli-known = znane: { $words }

# Widok planszy `wsdv play` dla gracza-człowieka.
view-province = prowincja
view-pieces = elementy
view-economy = gospodarka
view-factories = fabryki (wartość)
view-rundown = przestarzała
view-infrastructure = infrastruktura
view-empty = { ID($what) ->
        [special] brak
       *[other] { GENDER($what) ->
            [feminine] pusta
            [masculine] pusty
           *[other] puste
        }
    }
view-flag = { ID($flag) ->
        [wall] { $value ->
            [yes] stoi
           *[no] nie stoi
        }
        [stasi] { $value ->
            [yes] działa
           *[no] rozwiązana
        }
       *[other] { $value ->
            [yes] tak
           *[no] nie
        }
    }
view-used = użyta
view-hand = Karty na ręce ({ NAME($side) }): { $cards }
view-decides = Decyzja ({ NAME($side) }): { $question }
view-prompt = wpisz liczbę od 1 do { $count } albo `?`, aby zobaczyć pomoc
view-read-card-help = wpisz numer opcji, aby ją wybrać; `?` z numerem opcji (`?2`) pokazuje tekst jej karty, a `?` z numerem karty w nawiasach kwadratowych (`?[25]`) — tekst dowolnej karty
view-read-card-unknown = nie ma karty „{ $card }”
view-hidden-pile = { NAME($pile) }: { $count } { $count ->
        [one] karta zakryta
        [few] karty zakryte
        [many] kart zakrytych
       *[other] karty zakrytej
    }
view-hidden-hand = Karty na ręce ({ NAME($side) }): { $count }
# "label: value" on the board view (French: a space before the colon).
view-label = { $label }: { $value }
# Between the items of a list on one line (cards of a pile, icons); French: a space before the semicolon.
view-separator = { "; " }
# The question of a decision, by its kind: every kind the engine asks and every kind the content
# names with choose(..., ask = "kind") (tests/test_human_screen.py finds them all).
view-question = { $kind ->
        [card] którą kartę zagrać
        [action] co zrobić z kartą
        [ignore] którą ikonę karty pominąć
        [icon_order] którą ikonę wykonać teraz
        [floating] do której prowincji należy miasto
        [build_site] gdzie budować
        [dismantle_site] co zdemontować
        [living_standard] gdzie umieścić znacznik LS
        [transfer] czy przekazać nowy znacznik LS do Berlina Zachodniego
        [sector] który sektor
        [mirror] do której prowincji trafia też masowa demonstracja z Berlina Zachodniego
        [overflow] którą ikonę wykonać zamiast tego
        [attack] którą prowincję zaatakować
        [hand_discard] czy zatrzymać tę kartę z ręki na nową dekadę
        [hand_excess] którą kartę z ręki odrzucić
        [prestige_space] ikony którego pola toru prestiżu wykonać
        [remove_unrest] skąd usunąć znacznik niepokoju
        [rundown] która fabryka staje się przestarzała
        [socialist] dokąd trafia socjalista
        [socialist_removal] która prowincja traci socjalistę
        [special_price] jak zapłacić za kartę specjalną
        [use_police] czy użyć teraz karty policji
        [place_unrest] gdzie umieścić znacznik niepokoju
        [move_unrest_from] skąd przemieścić znacznik niepokoju
        [move_unrest_to] dokąd trafia znacznik niepokoju
        [reduce_unrest] która masowa demonstracja spada do 3 znaczników niepokoju
        [remove_ls] skąd usunąć znacznik LS
        [destroy_factory] która fabryka zostaje usunięta na stałe
        [repair] którą przestarzałą fabrykę wyremontować
        [remove_line] które połączenie usunąć
        [return_unrest] dokąd wracają znaczniki niepokoju z kart użycia policji
        [look_at] na co spojrzeć: na rękę przeciwnika czy na wierzch talii
        [seen_cards] co zrobić z obejrzanymi kartami
        [give_card] którą kartę z własnej ręki oddać
        [take_card] którą z obejrzanych kart wziąć
        [remove_card] którą z obejrzanych kart usunąć z gry
        [police_from] skąd karta użycia policji zabiera znacznik niepokoju
        [police_to] na którą kartę użycia policji trafia znacznik niepokoju
       *[other] wybierz jedną z możliwości
    }
view-question-city = { $question } ({ NAME($city) })
# What the human player answers after: the deciding side's name.
view-input = { NAME($side) } >{ " " }
# An option that is a word of the engine or the content, not a name (by the decision's kind).
view-option = { $option ->
        [none] { $kind ->
            [ignore] nie pomijaj żadnej ikony
            [transfer] niczego nie przekazuj
           *[other] nic (pomiń)
        }
        [stop] nie umieszczaj więcej
        [yes] tak
        [no] nie
        [keep] { $kind ->
            [hand_discard] zatrzymaj kartę
           *[other] zostaw karty bez zmian
        }
        [discard] odrzuć kartę z ręki
        [opponent_draws] przeciwnik dobiera wierzchnią kartę z talii
        [hand] obejrzyj karty na ręce przeciwnika
        [deck] obejrzyj 2 wierzchnie karty talii
        [swap] wymień jedną ze swoich kart na obejrzaną
        [remove] usuń z gry jedną z obejrzanych kart
       *[other] { $option }
    }
# A prestige space offered by its number; a new LS marker passed from a supplier into its sector.
view-space = pole { $space }
view-transfer = { NAME($supplier) } → { NAME($sector) }

cli-encoding-replaced = niektórych znaków nie da się wyświetlić w kodowaniu tego terminala ({ $encoding }), więc wypisano je jako „?”; aby zobaczyć pełny tekst, użyj terminala UTF-8 (na przykład PYTHONIOENCODING=utf-8)

# The kinds of player (`--east random`), as reports and screens name them; the options as typed.
player-human = gracz (człowiek)
player-random = bot losowy
player-foresight = bot przewidujący
player-heuristic = bot heurystyczny
player-mcts = bot MCTS
player-with-options = { $player } ({ $options })

## Pomoc i składnia wiersza poleceń (`wsdv --help`, `wsdv play --help`, odmowy argparse).

cli-usage = użycie:
cli-section-positional = argumenty pozycyjne
cli-section-options = opcje
cli-description-wsdv = Interpreter zasad gry „Wir sind das Volk!”
cli-help-option-help = pokaż tę pomoc i zakończ
cli-help-option-version = pokaż wersję wsdv i zakończ
cli-help-option-content = folder treści zamiast dostarczonego (np. kopia projektanta)
cli-help-option-variant = zastosuj wariant z folderu variants/ treści (można powtarzać)
cli-help-option-overlay = zastosuj folder plików nakładek (można powtarzać)
cli-help-option-lang = język, w którym polecenie pisze (folder w content/locales: en, de, pl, uk, it, fr…); domyślnie ten, którego żąda LANGUAGE, LC_ALL, LC_MESSAGES lub LANG, w przeciwnym razie angielski
cli-help-option-strict = zakończ z błędem (kod 2), gdy tekst języka zastępuje angielski albo nazwa nie ma formy, której wymaga zdanie; bez tej opcji każdy taki przypadek to ostrzeżenie na stderr
cli-help-check-strict = traktuj ostrzeżenia jak błędy (kod 2)
cli-help-command-check = wczytaj i sprawdź treść bez gry
cli-help-command-cards = lista stron kart albo jedna karta
cli-help-command-l10n = raport o tłumaczeniach w content/locales
cli-help-command-rename = zmień nazwę definicji wszędzie, gdzie zapisano jej identyfikator
cli-help-command-site = zbuduj lub udostępnij serwis z zasadami
cli-help-command-play = rozegraj partię w terminalu (ludzie lub boty)
cli-help-command-replay = powtórz zapisaną partię i sprawdź, czy dochodzi do tych samych stanów
cli-help-command-scenario = uruchom scenariusze zasad (YAML)
cli-help-command-diff = co zestaw treści zmienia względem innego (warianty, nakładki, foldery treści), słowami
cli-help-command-schema = wyeksportuj schematy JSON treści, scenariuszy i zapisów partii
cli-help-command-simulate = rozegraj wiele partii botów o zadanych ziarnach i przedstaw raport o balansie
cli-description-play = Pełna partia. Każdą stroną gra człowiek przy tym terminalu albo bot; każdy krok jest opisywany.
cli-help-play-player = kto gra stroną: human (człowiek), random, foresight, heuristic lub mcts:N (głębokie przeszukiwanie: powolne i w pomiarach słabsze od foresight; zob. docs/guide/python.md, sekcja „Search”) (opcje: foresight:weights=FOLDER,bot=NAZWA); można też pisać --STRONA GRACZ, np. --east heuristic; stroną niewymienioną gra foresight
cli-help-play-seed = ziarno tasowań i botów (domyślnie 1)
cli-help-play-log = zapisuj decyzje partii do pliku (wiersze JSON) w trakcie gry, by ją potem powtórzyć lub wznowić
cli-help-play-resume = kontynuuj niedokończoną partię z zapisu utworzonego przez --log, dopisując do niego; gracze są ci z zapisu, chyba że podano innych; gracza z weights=KATALOG trzeba podać ponownie
cli-help-play-quiet = wypisz tylko wynik
cli-help-replay-file = zapis utworzony przez `wsdv play --log`
cli-help-replay-to = zatrzymaj się po decyzji N i wypisz stan
cli-help-replay-json = z --to: wypisz stan jako JSON (dla narzędzi) zamiast planszy
cli-help-replay-narrate = opisuj partię podczas powtórki
cli-metavar-command = POLECENIE
cli-metavar-dir = FOLDER
cli-metavar-name = NAZWA
cli-metavar-file = PLIK
cli-metavar-files = PLIK
cli-metavar-log = ZAPIS
cli-metavar-lang = JĘZYK
cli-metavar-seed = ZIARNO
cli-metavar-n = N
cli-metavar-side-kind = STRONA=GRACZ
cli-argparse-unrecognized = nieznane argumenty: { $words }
cli-argparse-required = brak wymaganych argumentów: { $names }
cli-argparse-choice = argument { $option }: niedozwolony wybór { $value } (do wyboru: { $choices })
cli-argparse-one-value = argument { $option }: wymaga jednej wartości
cli-argparse-values = argument { $option }: wymaga co najmniej jednej wartości
cli-argparse-invalid = argument { $option }: niepoprawna wartość { $value }
cli-argparse-no-value = argument { $option }: nie przyjmuje wartości (podano: { $value })
cli-argparse-ambiguous = niejednoznaczna opcja { $option }: pasuje { $choices }
cli-argparse-conflict = argument { $option }: nie wolno go łączyć z argumentem { $other }
cli-argparse-own = argument { $option }: { $refusal }
cli-not-a-port = „{ $value }” nie jest numerem portu; podaj liczbę od 1 do 65535
cli-not-a-decision = „{ $value }” nie jest numerem decyzji; podaj nieujemną liczbę całkowitą
cli-empty-file-name = pusta nazwa nie wskazuje pliku; podaj nazwę pliku, np. game.jsonl
cli-not-a-seed = „{ $value }” nie jest ziarnem; podaj liczbę całkowitą od { $min } do { $max }
cli-not-a-site-url = „{ $value }” nie jest bezwzględnym adresem http(s) serwisu (np. https://example.org/wsdv/)
cli-unknown-language = w tej treści nie ma języka „{ $lang }” (dostępne: { $available })
cli-locale-unreadable = plików języka „{ $lang }” nie da się odczytać w obecnej postaci (`wsdv l10n check { $lang }` wymienia wszystkie problemy)

cli-log-in-use = { $path }: błąd: inny wsdv rozgrywa właśnie tę partię: jej zapis jest w użyciu
cli-log-in-use-hint = poczekaj, aż tamta partia się skończy, albo przerwij ją klawiszami Ctrl-C, a potem ją wznów
cli-log-write-failed = { $path }: błąd: nie udało się zapisać zapisu partii: { $reason }
cli-log-write-failed-hint = zapis zawiera każdą wcześniejszą decyzję; zwolnij miejsce, a potem wznów partię poleceniem: { $command }
cli-not-a-site = { $path }: błąd: ten folder nie zostanie udostępniony: to nie jest strona zbudowana przez `wsdv site build`
cli-not-a-site-hint = zbuduj stronę w nowym folderze poleceniem `wsdv site serve --build --out DIR`; wsdv udostępnia tylko to, co sam zbudował
cli-rename-interrupted = { $path }: błąd: zmiana nazwy „{ $old }” ({ $kind }) na „{ $new }” została przerwana, więc nazwy w treści zmieniono tylko częściowo
cli-rename-interrupted-hint = uruchom ponownie `wsdv rename { $kind } { $old } { $new }` w tym folderze treści, aby ją dokończyć lub cofnąć
cli-rename-content-errors = treść zawiera błędy: popraw je przed zmianą nazwy
cli-rename-finished = przerwana zmiana nazwy „{ $old }” ({ $kind }) na „{ $new }” została dokończona: { $count ->
        [one] jej { $count } plik zawiera
        [few] wszystkie jej { $count } pliki zawierają
       *[many] każdy z jej { $count } plików zawiera
    } teraz nowy identyfikator
cli-rename-undone = przerwana zmiana nazwy „{ $old }” ({ $kind }) na „{ $new }” została cofnięta: nie zmieniła jeszcze { $count ->
        [one] swojego { $count } pliku
        [few] żadnego ze swoich { $count } plików
       *[many] żadnego ze swoich { $count } plików
    }
cli-new-interrupted = { $path }: błąd: `wsdv new { $kind } { $id }` zostało przerwane, więc treść zawiera tylko część tego, co to polecenie dodaje
cli-new-interrupted-hint = uruchom ponownie to samo polecenie `wsdv new` w tym folderze treści: dokończy przerwane albo je cofnie i doda wszystko od nowa
cli-new-finished = przerwane `wsdv new { $kind } { $id }` zostało dokończone: zapisano { $count ->
        [one] jego { $count } plik
        [few] wszystkie jego { $count } pliki
       *[many] wszystkie jego { $count } plików
    }
cli-new-undone = przerwane `wsdv new { $kind } { $id }` zostało cofnięte: nie zmieniło jeszcze { $count ->
        [one] swojego { $count } pliku
        [few] żadnego ze swoich { $count } plików
       *[many] żadnego ze swoich { $count } plików
    }
cli-play-resume-with-log = --resume kontynuuje partię w jej własnym zapisie; nie łączy się z --log
cli-play-seed-mismatch = partia z zapisu ma ziarno { $logged }, nie { $given }
cli-play-seed-hint = przy wznawianiu pomiń --seed
cli-play-resume-differs = partia różni się od zapisu, więc nie da się jej wznowić: { $detail }
cli-play-stopped = przerwano; wszystkie dotychczasowe decyzje są w { $log }
cli-play-continue = kontynuuj partię poleceniem: { $command }
cli-play-stopped-unlogged = przerwano; partii nie zapisano: zagraj z --log PLIK, aby zachować jej decyzje i wznowić ją później
cli-replay-differs = powtórka różni się od zapisu: { $detail }
cli-replay-failed = powtórka została przerwana: { $reason }

## `wsdv new`: its refusals (a message's hint is `<id>-hint`) and what it says it wrote; `$kind` is the kind
## of definition as typed (card, icon, ...), an id of the content language.
new-shipped = { $path }: błąd: dostarczona treść jest zainstalowana razem z wsdv i nie zmienia się jej w miejscu
new-shipped-hint = skopiuj ją i wskaż kopię przez --content FOLDER
new-content-has-errors = treść ma błędy; popraw je, zanim coś do niej dodasz
new-would-not-pass = treść z nowym elementem ({ $kind }) nie przeszłaby `wsdv check`; niczego nie zapisano
new-symbolic-link = { $path } jest dowiązaniem symbolicznym (do { $target }); `wsdv new` zastępuje pliki, które zmienia, więc niczego nie zapisano
new-symbolic-link-hint = dodaj go w folderze, na który wskazuje dowiązanie, albo zastąp dowiązanie kopią jego pliku
new-written = nowy element ({ $kind }) „{ $id }”, pliki: { $files }
new-next-no-texts = dalej: uzupełnij go (docs/guide/content-language.md); nie ma tekstów do przetłumaczenia
new-next = dalej: napisz jego tekst angielski ({ $files }) i to, co robi; teksty czekające na tłumaczenie ({ $langs }): { $texts } (wsdv l10n status)
new-card-needs-decade = nowa karta potrzebuje swojej dekady
new-card-needs-decade-hint = wsdv new card { $id } --decade IV
new-not-card-number = „{ $number }” nie jest numerem karty
new-not-card-number-hint = karta to numer (81) albo identyfikator (taki, jak wypisuje `wsdv cards`)
new-no-decade = talia nie ma dekady „{ $decade }”
new-no-decade-hint = podaj dekadę z content/deck.wsdv (I, II, III, IV)
new-card-outside-decade = karta { $number } nie może dołączyć do dekady { $decade }, której karty to { $first }..{ $last }
new-card-outside-decade-hint = następna karta dekady to { $next }
new-city-needs-province = nowe miasto potrzebuje swojej prowincji i miejsca na planszy
new-city-needs-province-hint = wsdv new city { $name } --province PROVINCE --at 31,72 (procent planszy, w poziomie i w pionie)
new-not-a-place = { $value ->
        [none] { $what ->
            [city] nowe miasto potrzebuje
           *[province] nowa prowincja potrzebuje
        } swojego miejsca na planszy
       *[other] „{ $value }” nie jest miejscem na planszy
    }
new-not-a-place-hint = dwie liczby, procent planszy w poziomie i w pionie: { $example }
new-province-needs-side = nowa prowincja potrzebuje swojej strony
new-province-needs-side-hint = wsdv new province { $name } --side west --at 31,72
new-no-neighbour = nie ma prowincji „{ $neighbour }”, z którą mogłaby graniczyć „{ $name }”
new-no-neighbour-hint = podaj prowincje zadeklarowane w treści
new-neighbours-wrapped = sąsiedzi „{ $neighbour }” zajmują kilka wierszy, których `wsdv new` nie edytuje
new-neighbours-wrapped-hint = dopisz sam `{ $name }` do sąsiadów „{ $neighbour }”, a potem uruchom wsdv new bez niego
new-connection-two-cities = nowe połączenie łączy dwa miasta
new-connection-two-cities-hint = wsdv new connection frankfurt --to darmstadt --lines 1
new-not-lines = „{ $lines }” nie jest liczbą niebieskich linii
new-not-lines-hint = połączenie ma 1 lub 2 niebieskie linie: --lines 1
new-not-spaces = { $spaces ->
        [none] nowy tor potrzebuje swoich pól
       *[other] „{ $spaces }” nie jest ciągiem pól
    }
new-not-spaces-hint = najniższe i najwyższe pole: wsdv new track { $name } --spaces -6..6 --start 0
new-not-a-space = „{ $start }” nie jest polem
new-not-a-space-hint = pole, na którym zaczyna znacznik: --start 0
new-variant-exists = wariant „{ $name }” już istnieje ({ $folder })
new-variant-exists-hint = wybierz inną nazwę
new-title-quote = tytuł wariantu nie może zawierać podwójnego cudzysłowu
new-title-quote-hint = napisz go bez niego
new-not-an-id = „{ $value }” nie jest identyfikatorem
new-not-an-id-hint = identyfikator składa się z małych liter ASCII, cyfr i `_`, np. move_ls
new-text-exists = „{ $id }” jest już tekstem plików językowych ({ $file })
new-text-exists-hint = wybierz identyfikator, którego nic jeszcze nie ma
new-variant-in-overlay = wariant „{ $name }” byłby folderem w variants/ treści, a nie częścią folderu nakładek
new-variant-in-overlay-hint = pomiń --overlay (sam folder nakładek stosuje się tak jak wariant)

## `wsdv rename`: its refusals (a message's hint is `<id>-hint`) and what it says it did; `$kind` is the kind of
## definition as typed (province, city, ...), `$kinds` such kinds joined by commas, `$old` and `$new` the ids.
rename-shipped = { $path }: błąd: dostarczona treść jest zainstalowana razem z wsdv i nie zmienia się w niej nazw w miejscu
rename-shipped-hint = skopiuj ją i wskaż kopię przez --content FOLDER
rename-not-an-id = „{ $new }” nie jest identyfikatorem
rename-not-an-id-hint = identyfikator składa się z liter ASCII, cyfr i `_` i nie zaczyna się od cyfry
rename-no-such = w { $content } nie ma definicji rodzaju { $kind } o identyfikatorze „{ $old }”
rename-other-kind = w { $content } nie ma definicji rodzaju { $kind } o identyfikatorze „{ $old }”
rename-other-kind-hint = „{ $old }” jest identyfikatorem definicji innego rodzaju: { $kinds }
rename-ambiguous = „{ $old }” jest identyfikatorem definicji kilku rodzajów ({ $kinds }): ich użyć nie da się od siebie odróżnić
rename-ambiguous-hint = zmień tę nazwę ręcznie
rename-taken = „{ $new }” jest już identyfikatorem definicji ({ $kinds })
rename-taken-hint = wybierz identyfikator, którego nie ma jeszcze żadna definicja
rename-symbolic-link = ten plik jest dowiązaniem symbolicznym (do { $target }); zmiana nazwy zastępuje pliki, które zmienia, więc niczego nie zapisano
rename-symbolic-link-hint = zmień nazwę w folderze, na który wskazuje dowiązanie, albo zastąp dowiązanie kopią
rename-nothing = „{ $old }” ({ $kind }) nie występuje nigdzie indziej; nie ma czego zmieniać
rename-would-not-pass = treść po zmianie nazwy nie przeszłaby `wsdv check`; niczego nie zapisano
rename-dry-run =
    zmiana nazwy „{ $old }” ({ $kind }) na „{ $new }” objęłaby { $lines ->
        [one] { $lines } wiersz
        [few] { $lines } wiersze
       *[many] { $lines } wierszy
    } w { $files ->
        [one] { $files } pliku
        [few] { $files } plikach
       *[many] { $files } plikach
    } (przebieg próbny: niczego nie zapisano)
rename-done =
    zmieniono nazwę „{ $old }” ({ $kind }) na „{ $new }”: { $lines ->
        [one] { $lines } wiersz
        [few] { $lines } wiersze
       *[many] { $lines } wierszy
    } w { $files ->
        [one] { $files } pliku
        [few] { $files } plikach
       *[many] { $files } plikach
    }

## `wsdv schema export` and `wsdv site build`: what they say they wrote ($seconds: already in the language's
## writing, one decimal), and schema export's refusal of a URL.
cli-schema-bad-base-url = --base-url „{ $url }” nie jest adresem URL ze schematem http(s) ani file
cli-schema-bad-base-url-hint = np. --base-url https://example.org/wsdv/schemas/
cli-schema-exported = zapisano { $count ->
        [one] { $count } schemat JSON
        [few] { $count } schematy JSON
       *[many] { $count } schematów JSON
    } w { $dir }
cli-site-generated = wygenerowano { $pages ->
        [one] { $pages } stronę
        [few] { $pages } strony
       *[many] { $pages } stron
    } w { $languages ->
        [one] { $languages } języku
        [few] { $languages } językach
       *[many] { $languages } językach
    }; uruchamianie MkDocs
cli-site-built = zbudowano serwis: { $out } ({ $pages ->
        [one] { $pages } strona
        [few] { $pages } strony
       *[many] { $pages } stron
    }, { $seconds } s)
cli-site-needs-extra = wsdv: błąd: serwis wymaga dodatku `site` (brakuje: { $modules }): pip install 'wsdv[site]'
cli-site-cannot-listen = nie można nasłuchiwać na { $host }:{ $port }: { $reason }
cli-site-serving = udostępnianie { $root } pod adresem { $url } (Ctrl-C zatrzymuje)
cli-internal-error = wsdv: błąd wewnętrzny: { $error }
cli-internal-error-hint = to błąd programu wsdv, nie twojej treści; uruchom ponownie z WSDV_DEBUG=1, aby zobaczyć, gdzie wystąpił

## `wsdv scenario run`: each scenario's mark (`ok`, `FAIL`) and the closing count, its parts joined with commas
## (the scenarios passed and failed, the files not valid, the scenarios with errors, the content's failures).
scenario-passed = zaliczone: { $n }
scenario-failed = niezaliczone: { $n }
scenario-broken = nieprawidłowe pliki: { $n }
scenario-invalid = scenariusze z błędami: { $n }
scenario-faults = błędy treści w trakcie działania: { $n }
scenario-ok = ok
scenario-fail = BŁĄD
# Niepowodzenia scenariusza (`wsdv scenario run`): czego scenariusz oczekiwał, a co było w grze.
scenario-problem-pieces = { $place }: oczekiwano { $piece }: { $expected }, jest: { $found }
scenario-problem-value = { $key } dla { $thing }: oczekiwano { $expected }, jest { $found }
scenario-problem-entry = { $key } { $name }: oczekiwano { $expected }, jest { $found }
scenario-problem-zone-count = strefa { $zone }: oczekiwano kart: { $expected }, jest: { $found }
scenario-problem-zone = strefa { $zone }: oczekiwano { $expected }, jest { $found }
scenario-problem-hand = ręka gracza { $side }: oczekiwano kart: { $expected }, jest: { $found }
scenario-problem-ended = oczekiwano, że gra toczy się dalej, a się skończyła: { $result }
scenario-problem-goes-on = oczekiwano końca gry, a gra toczy się dalej
scenario-problem-error-missing = oczekiwano błędu zawierającego „{ $error }”, a krok się powiódł
scenario-problem-error-other = oczekiwano błędu zawierającego „{ $error }”, a zgłoszono: { $got }
scenario-problem-step-failed = krok się nie powiódł: { $error }
scenario-problem-asked = oczekiwano decyzji { $expected }, a padły pytania { $found }
scenario-problem-decisions = decyzje: oczekiwano { $expected }, było { $found }
scenario-problem-result = wynik { $name }: oczekiwano { $expected }, jest { $found }
scenario-problem-no-decision = oczekiwano decyzji „{ $decision }”, ale żadnej nie zaproponowano (po wcześniejszych)
scenario-problem-options = decyzja „{ $decision }”: oczekiwano opcji { $expected }, zaproponowano { $offered }
scenario-problem-not-offered = decyzja „{ $decision }”: nie zaproponowano { $missing } (zaproponowano: { $offered })
scenario-problem-barred = decyzja „{ $decision }”: zaproponowano { $barred }, choć nie powinno być tych opcji (zaproponowano: { $offered })
scenario-problem-unused-choices = { $step ->
        [0] { "" }
       *[other] krok { $step }:{ " " }
    }z zapisanych wyborów ({ $count }) użyto tylko { $asked }
scenario-problem-site = { $city }: oczekiwano { $wanted ->
        [none] braku fabryki
       *[some] { $expected }
    }, jest { $had ->
        [none] brak fabryki
       *[some] { $found }
    }
scenario-problem-rundown-count = oczekiwano przestarzałych fabryk: { $expected }, jest: { $found } ({ $cities })
scenario-problem-rundown = oczekiwano przestarzałych fabryk { $expected }, są { $found }
scenario-problem-infrastructure = infrastruktura gracza { $side }: oczekiwano { $expected }, jest { $found }
scenario-problem-needs-variants = ten scenariusz wymaga wariantów: { $variants }
scenario-problem-unknown-primitive = nieznany prymityw `{ $name }`{ $known ->
        [yes] { " " }(czy chodziło o „{ $near }”?)
       *[no] { "" }
    }
scenario-problem-variants-broken = treść z wariantami: { $variants } ma błędy (powyżej)
scenario-problem-unknown = nieznana nazwa „{ $value }” ({ $what ->
        [action] akcja
        [card] karta
        [choice] odpowiedź
        [city] miasto
        [connection] połączenie
        [decision] decyzja
        [flag] znacznik stanu
        [icon] ikona
        [option] opcja
        [outcome] koniec gry
        [phase] faza
        [piece] element
        [place] miejsce
        [province] prowincja
        [province_or_side] prowincja lub strona
        [routine] procedura
        [sector] sektor
        [sequence] kolejność
        [setup] przygotowanie
        [side] strona
        [track] tor
        [zone] strefa
       *[other] { $what }
    })
scenario-problem-unknown-hint = { $near ->
        [none] { $about ->
            [decisions] decyzje: { $known }
           *[answer] odpowiedź to wartość jednej z opcji: identyfikator z treści, liczba, `none` lub `stop`
        }
       *[other] czy chodziło o „{ $near }”?
    }
scenario-problem-track-spaces = tor „{ $track }” ma pola od { $low } do { $high }, nie { $value }
scenario-problem-not-side-decision = „{ $entry }” nie składa się ze strony i decyzji
scenario-problem-not-side-decision-hint = napisz `STRONA DECYZJA`{ $example ->
        [none] { "" }
       *[other] , np. `{ $example }`
    }
scenario-problem-over-supply = ustawienie wymaga { $piece }: { $needed } na planszy, a w pudełku jest tylko { $count }
scenario-problem-ran-out = zapas { $piece } się wyczerpał: nie umieszczono { $missing } (treść ogranicza go do { $count }, `piece { $piece } ... limit yes`)

# Plik scenariusza, którego nie da się odczytać jako scenariuszy (wsdv scenario run), każdy problem w swoim miejscu.
scenario-load-not-utf8 = plik nie jest tekstem UTF-8
scenario-load-empty = plik nie zawiera żadnego scenariusza
scenario-load-too-many = po rozwinięciu aliasów plik oznacza ponad { $limit } wartości
scenario-load-too-many-hint = współdziel pozycje za pomocą mniejszej liczby płytszych kotwic
scenario-load-yaml = to nie jest poprawny YAML: odczyt zatrzymał się tutaj
scenario-load-yaml-hint = sprawdź, czy w tym miejscu lub tuż przed nim nie brakuje dwukropka, cudzysłowu lub nawiasu albo czy wcięcie jest poprawne
scenario-load-deep = plik jest zagnieżdżony zbyt głęboko
scenario-load-long-number = ta liczba ma { $digits ->
        [one] { $digits } cyfrę
        [few] { $digits } cyfry
       *[many] { $digits } cyfr
    }; żadna wartość scenariusza nie ma ich więcej niż 20
scenario-load-long-number-hint = ziarno (seed) to liczba całkowita od 0 do 18446744073709551615
scenario-load-not-mapping = plik scenariusza zawiera jedno odwzorowanie albo `scenarios:` z listą odwzorowań
scenario-load-unknown-key = nieznany klucz „{ $key }”
scenario-load-unknown-key-hint = znane klucze: { $keys }
scenario-load-unknown-key-close = nieznany klucz „{ $key }”
scenario-load-unknown-key-close-hint = czy chodziło o „{ $close }”?
scenario-load-not-whole = { $value } nie jest liczbą całkowitą
scenario-load-type = „{ $key }” ma wartość złego rodzaju: oczekiwano { $type ->
        [integer] liczby całkowitej
        [number] liczby
        [string] tekstu
        [boolean] true lub false
        [array] listy
        [object] odwzorowania (kluczy z wartościami)
       *[other] wartości innego rodzaju
    }
scenario-load-required = brakuje tu klucza „{ $key }”
scenario-load-enum = „{ $key }” przyjmuje jedną z wartości: { $values }
scenario-load-minimum = „{ $key }” jest mniejsze niż { $limit }, najmniejsza dozwolona wartość
scenario-load-maximum = „{ $key }” jest większe niż { $limit }, największa dozwolona wartość
scenario-load-schema = „{ $key }” nie zawiera tu tego, na co pozwala scenariusz (zob. docs/guide/scenarios.md)
scenario-load-step-or-steps = scenariusz potrzebuje dokładnie jednego z kluczy `step` i `steps`
scenario-load-choices-with-steps = przy `steps` każdy krok ma własne `choices`
scenario-load-step-kind = krok wskazuje dokładnie jedno z: { $kinds }
scenario-load-single-step-choices = pojedynczy `step` bierze odpowiedzi z `choices` scenariusza
scenario-load-unreadable = nie można odczytać pliku: { $code ->
        [ENOENT] nie ma takiego pliku
        [EACCES] brak uprawnień do odczytu
        [EISDIR] to jest folder
       *[other] system odmówił ({ $code })
    }
# Treść zawiodła w trakcie scenariusza: wiersz problemu i miejsce w scenariuszu.
scenario-problem-content-failed = treść zawiodła w trakcie działania (błąd poniżej)
scenario-problem-budget = scenariusz przekroczył swój budżet kroków (błąd poniżej)
scenario-fault-in-setup = w scenariuszu { $name }, podczas rozstawiania przygotowania i pozycji
scenario-fault-in-step = w { $place }{ $colon } scenariusz { $name }, krok { $step } ({ $kind } { $what })
scenario-fault-budget-hint = tu pętla wymknęła się spod kontroli; jeśli treść naprawdę potrzebuje więcej, zwiększ `budget` scenariusza (teraz { $budget })
# A scenario's run that failed outside the content: a `primitive` step given arguments the primitive cannot take
# (the scenario's), calls nested too deeply, or wsdv itself ($error: Python's exception, as it is, for a bug report).
scenario-problem-primitive-failed = prymityw `{ $name }` nie zadziałał z argumentami podanymi w scenariuszu ({ $error })
scenario-problem-too-deep = wywołania treści są zagnieżdżone zbyt głęboko
scenario-problem-engine-failed = podczas wykonywania tego scenariusza zawiódł sam wsdv ({ $error }): to błąd programu wsdv, nie treści ani scenariusza; uruchom ponownie z WSDV_DEBUG=1, aby zobaczyć, gdzie wystąpił

# Folder pamięci podręcznej (WSDV_CACHE lub systemowy), gdy ktoś inny mógłby zapisywać jego wpisy: nieużywany, powiedziane w jednym wierszu.
cli-cache-untrusted = folder pamięci podręcznej nie jest używany: { $why ->
        [owner] należy do innego użytkownika
        [parent] folder nad nim pozwala każdemu go podmienić
       *[writable] inni użytkownicy mogą w nim zapisywać
    }; wsdv działa bez pamięci podręcznej (te same odpowiedzi, wolniej). Ustaw folder jako własny i prywatny (chmod 700) albo wskaż inny przez WSDV_CACHE

# Refusals about files and folders: a file wsdv will not read, an output folder it will not
# replace, a scenario that says one thing twice.
files-error-not-regular = nie zostanie odczytane: to { $kind ->
        [folder] katalog
        [fifo] FIFO (nazwany potok)
        [device] urządzenie
        [socket] gniazdo
        [link] dowiązanie symboliczne
       *[special] plik specjalny
    }, a nie zwykły plik
files-error-not-regular-hint = wsdv czyta tylko zwykłe pliki; paczka zawierająca potoki lub urządzenia nie jest bezpieczna
files-error-too-large = { $what ->
        [content] ten plik treści nie zostanie odczytany: jest większy
        [locale] ten plik tłumaczenia nie zostanie odczytany: jest większy
        [scenario] ten plik scenariusza nie zostanie odczytany: jest większy
        [log] ten zapis partii nie zostanie odczytany: jest większy
        [cache] ten wpis pamięci podręcznej nie zostanie odczytany: jest większy
       *[marker] ten plik znacznika nie zostanie odczytany: jest większy
    } niż { $limit } MB
files-error-too-large-hint = prawdziwy plik tego rodzaju jest dużo mniejszy; czy to na pewno ten plik?
files-error-outside = nie zostanie odczytany: prowadzi poza swój folder, { $folder }, do { $target }
files-error-outside-hint = udostępniony lub pobrany folder może zawierać dowiązania do Twoich własnych plików; skopiuj plik do folderu, jeśli o niego chodziło, albo usuń dowiązanie
files-error-other-kind = ten katalog nie zostanie zastąpiony { $what ->
        [simulation] raportem z symulacji
        [site] stroną z zasadami
        [markdown] drzewem Markdown
        [schemas] schematami JSON
       *[other] tym wynikiem
    }: wsdv zapisał go jako { $other ->
        [simulation] raport z symulacji
        [site] stronę z zasadami
        [markdown] drzewo Markdown
        [schemas] schematy JSON
       *[other] wynik innego rodzaju
    }, a wynik jednego rodzaju nigdy nie zastępuje innego
files-error-other-kind-hint = wskaż nowy lub pusty katalog, np. { $example }
files-error-foreign = ten katalog raportu nie zostanie zastąpiony: zawiera pliki, których raport nie zapisał ({ $files })
files-error-foreign-hint = przenieś je gdzie indziej albo wskaż inny katalog, np. { $example }; wsdv nigdy nie usuwa plików, których sam nie zapisał
files-error-repeated-key = klucz „{ $key }” występuje w tym odwzorowaniu dwa razy (pierwszy raz w wierszu { $first }); YAML zachowałby tylko ostatni i pominął pierwszy
files-error-repeated-key-hint = zostaw jedno „{ $key }:” albo połącz oba w jedno
files-out-cannot-look = nie można sprawdzić tej ścieżki: { $code ->
        [ENOENT] nie istnieje
        [EACCES] brak uprawnień
        [EROFS] system plików jest tylko do odczytu
        [ENOSPC] dysk jest pełny
       *[other] { $reason }
    }
files-out-cannot-look-hint = wybierz inny folder
files-out-folder-link = nic tu nie zostanie zapisane: to dowiązanie symboliczne
files-out-folder-link-hint = podaj prawdziwy folder albo nowy
files-out-root = nic nie zostanie zapisane w katalogu głównym systemu plików
files-out-root-hint = podaj nowy folder{ $example ->
        [none] { "" }
       *[other] , np. { $example }
    }
files-out-cwd = folder, w którym działa wsdv (ani folder, który go zawiera), nie zostanie zastąpiony
files-out-cwd-hint = podaj nowy folder{ $example ->
        [none] { "" }
       *[other] , np. { $example }
    }
files-out-not-folder = nic tu nie zostanie zapisane: to { $kind ->
        [file] plik
       *[special] urządzenie lub plik specjalny
    }, a nie folder
files-out-not-folder-hint = podaj nowy folder; wsdv nigdy nie zastępuje pliku folderem
files-out-cannot-list = nie można odczytać tego folderu: { $code ->
        [ENOENT] nie istnieje
        [EACCES] brak uprawnień
        [EROFS] system plików jest tylko do odczytu
        [ENOSPC] dysk jest pełny
       *[other] { $reason }
    }
files-out-cannot-list-hint = wybierz inny folder
files-out-foreign = ten folder nie zostanie zastąpiony { $what ->
        [simulation] raportem symulacji
        [site] serwisem z zasadami
        [markdown] drzewem Markdown
        [schemas] schematami JSON
       *[other] tym wynikiem
    }: zawiera pliki, których wsdv nie zapisał (wpisy: { $entries }, brak znacznika { $marker })
files-out-foreign-hint = podaj nowy lub pusty folder{ $example ->
        [none] { "" }
       *[other] , np. { $example }
    }; wsdv nigdy nie usuwa plików, których sam nie zapisał
files-out-dangling-link = nic tu nie zostanie zapisane: to dowiązanie symboliczne do pliku, który nie istnieje
files-out-dangling-link-hint = podaj prawdziwy plik albo nowy
files-out-cannot-write = nie można tu zapisać: { $code ->
        [ENOENT] nie istnieje
        [EACCES] brak uprawnień
        [EROFS] system plików jest tylko do odczytu
        [ENOSPC] dysk jest pełny
       *[other] { $reason }
    }
files-out-cannot-write-hint = podaj plik w istniejącym folderze
files-out-file-link = nic tu nie zostanie zapisane: to dowiązanie symboliczne (do { $target }), które zastąpiłby nowy plik
files-out-file-link-hint = podaj prawdziwy plik albo nowy
files-out-is-folder = nie można tu zapisać: to folder
files-out-is-folder-hint = podaj plik
files-out-special = nic tu nie zostanie zapisane: to urządzenie lub plik specjalny
files-out-special-hint = podaj zwykły plik
files-out-not-owned = ten plik nie zostanie nadpisany: wsdv go nie zapisał
files-out-not-owned-hint = podaj nowy plik; wsdv nigdy nie nadpisuje plików, których sam nie zapisał
files-out-no-folder = nie można tu zapisać: folder { $folder } nie istnieje
files-out-no-folder-hint = najpierw utwórz folder albo podaj plik w istniejącym folderze
files-out-read-only = nie można tu zapisać: w folderze { $folder } nie wolno zapisywać
files-out-read-only-hint = podaj plik w folderze, w którym możesz zapisywać
files-out-failed = nie udało się zapisać tego pliku: { $code ->
        [ENOENT] nie istnieje
        [EACCES] brak uprawnień
        [EROFS] system plików jest tylko do odczytu
        [ENOSPC] dysk jest pełny
       *[other] { $reason }
    }{ $nothing ->
        [yes] ; nic nie zostało zmienione
       *[no] { "" }
    }
files-out-failed-hint = sprawdź wolne miejsce i uprawnienia folderu
files-journal-unreadable = niedokończone `wsdv rename` (lub `wsdv new`) zostawiło ten dziennik, którego nie da się odczytać ({ $reason })
files-journal-unreadable-hint = przywróć treść z systemu kontroli wersji, a potem usuń dziennik
files-journal-foreign = niedokończone `wsdv rename` (lub `wsdv new`) zostawiło ten dziennik, ale nie zapisał go wsdv
files-journal-foreign-hint = przywróć treść z systemu kontroli wersji, a potem usuń dziennik
files-out-nested = drzewo Markdown i serwis potrzebują osobnych folderów i żaden z nich nie może znajdować się w drugim
files-out-nested-hint = np. { $example }

# Partia, która potrzebuje odpowiedzi człowieka tam, gdzie nikt ich nie udzieli.
files-error-no-terminal = za { NAME($side, case: "accusative") } gra człowiek, ale nie ma terminala, w którym można go zapytać: standardowe wejście skończyło się przed pierwszą odpowiedzią
files-error-no-terminal-hint = zagraj w terminalu albo oddaj tę stronę botowi: --{ $side_id } random (lub foresight, heuristic)

# Ścieżka nauki na stronie, docs/learn.yaml (`wsdv site build`): każdy problem w swoim miejscu w pliku.
learn-path-unreadable = nie można odczytać ścieżki nauki: { $reason }
learn-path-unreadable-hint = ścieżka nauki na stronie to plik docs/learn.yaml, obok stron witryny
learn-path-not-utf8 = ścieżka nauki nie jest tekstem w UTF-8
learn-path-not-utf8-hint = zapisz ją w UTF-8
learn-path-yaml = to nie jest poprawny YAML: odczyt zatrzymał się tutaj
learn-path-yaml-hint = sprawdź, czy w tym miejscu lub tuż przed nim nie brakuje dwukropka, cudzysłowu lub nawiasu albo czy wcięcie jest poprawne
learn-path-deep = ścieżka nauki jest zagnieżdżona zbyt głęboko
learn-path-deep-hint = sekcja to mapa list nazw, nic głębiej
learn-path-not-mapping = ścieżka nauki musi być mapą z kluczami `learn` i `places`
learn-path-not-mapping-hint = zacznij jeden wiersz od `learn:`, a drugi od `places:`, każdy z jego sekcjami poniżej
learn-path-not-list = `{ $list }` musi być listą sekcji
learn-path-not-list-hint = zaczynaj każdą sekcję w osobnym wierszu od `- key: NAZWA`
learn-path-no-key = ten element `{ $list }` potrzebuje klucza `key`
learn-path-no-key-hint = zacznij sekcję od `- key: NAZWA`
learn-path-bad-key = `{ $list }`: klucz `{ $key }` nie jest nazwą: tylko litery, cyfry, `_` i `-`
learn-path-bad-key-hint = klucz nazywa stronę części (learn-KEY.md), jej kotwicę i teksty (learn-KEY-title), więc nie zawiera `/`, `.` ani spacji
learn-path-not-names = `{ $list }`, element `{ $key }`: `{ $field }` musi być listą nazw
learn-path-not-names-hint = wpisz nazwy w nawiasach kwadratowych, np. `{ $field }: [pierwsza, druga]`
learn-path-unknown-pages = `{ $key }` odsyła do nieznanych stron: { $names }
learn-path-unknown-pages-hint = strony witryny: { $known }
learn-path-unknown-figures = `{ $key }` pokazuje nieznane ilustracje: { $names }
learn-path-unknown-figures-hint = ilustracje, które rysuje witryna: { $known }
learn-path-unknown-lists = `{ $key }` pokazuje nieznane listy: { $names }
learn-path-unknown-lists-hint = listy kontrolne, które tworzy witryna: { $known }
learn-path-unknown-places = `{ $key }` uczy o miejscach bez własnej sekcji: { $names }
learn-path-unknown-places-hint = daj każdemu własną sekcję pod `places` (`- key: NAZWA`) albo usuń je stąd
learn-path-moved-not-map = `moved` musi przypisywać przykładom części, na których były
learn-path-moved-not-map-hint = jeden wiersz na przykład, np. `EX-1: goal`
learn-path-moved-wrong = `moved`: { $example } był w części `{ $was }`, która nie jest inną częścią ścieżki niż ta, która go pokazuje
learn-path-moved-wrong-hint = podaj część, której strona pokazywała przykład wcześniej; część, która pokazuje go teraz, wymienia go pod `examples`
learn-path-definitions = `definitions` musi wymieniać klucze definicji z pierwszej strony
learn-path-definitions-hint = wpisz klucze w nawiasach kwadratowych, np. `definitions: [pierwsza, druga]`; tekst każdej jest w tekście witryny `learn-definition-<key>`
learn-path-outline = `outline` musi przypisywać wiersze zarysu gry ({ $lines }) częściom ścieżki
learn-path-outline-hint = jeden wiersz na pozycję, np. `WIERSZ: CZĘŚĆ`
learn-path-rule = `{ $rule }` nie wskazuje żadnej zasady z tekstem na stronie zasad
learn-path-rule-hint = nazwij zasadę tak jak kotwice strony zasad, `RODZAJ-ID` (jej kotwica to `#rule-RODZAJ-ID`)

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

# Partia, która potrzebuje odpowiedzi człowieka tam, gdzie nikt ich nie udzieli.
files-error-no-terminal = za { NAME($side, case: "accusative") } gra człowiek, ale nie ma terminala, w którym można go zapytać: standardowe wejście skończyło się przed pierwszą odpowiedzią
files-error-no-terminal-hint = zagraj w terminalu albo oddaj tę stronę botowi: --{ $side_id } random (lub foresight, heuristic)

# What wsdv says when it refuses a request below the command line: a player or side that is no player
# or side, a game log it will not read or cannot follow (`wsdv play`, `replay`, `play --resume`).
# (Last, the line `wsdv replay --to N` ends with.) `$where`-like places (a file, a line) are put before the message by the command: "FILE:LINE: error: ...";
# a message's hint is `<id>-hint`. Values in quotes are typed or logged as they are (ids, options).
refusal-nul-argument = argument zawiera znak NUL, którego nie może zawierać żadna nazwa ani ścieżka
refusal-player-unknown = nieznany gracz „{ $kind }” (gracze: { $known })
refusal-player-no-options = „{ $part }” nie jest opcją gracza { $kind } (nie ma on żadnych opcji)
refusal-player-option = „{ $part }” nie jest opcją gracza { $kind } (opcje: { $known })
refusal-player-number = { $option } gracza { $kind } musi być liczbą całkowitą od { $low } do { $high }
refusal-player-screen = screen={ $value } nie jest liczbą opcji
refusal-player-weights = nie da się wczytać wag z { $folder } (zob. wyżej)
refusal-player-bot = treść nie deklaruje `bot { $bot }` (boty: { $known })
refusal-player-weights-content = weights=KATALOG wymaga treści, z której zbudowana jest gra
refusal-log-player-weights = gracz strony „{ $side }” w zapisie partii wczytuje wagi bota z { $folder }; wsdv nie otwiera katalogu wskazanego tylko przez zapis
refusal-log-player-weights-hint = aby grać dalej z tym katalogiem, podaj go jawnie: --{ $side } { $player }
refusal-log-player-weights-differs = gracz strony „{ $side }” w zapisie partii to „{ $logged }”, nie „{ $given }”
refusal-log-player-weights-differs-hint = podaj gracza z zapisu, --{ $side } { $player }, albo gracza bez weights=
refusal-player-rest = rest={ $value } nie jest liczbą decyzji
refusal-player-pair = --player { $given }: napisz STRONA=GRACZ, np. --player east=heuristic
refusal-player-not-a-player = gracz strony { $side } to { $type }: podaj nazwę gracza („random”, „heuristic”, „mcts:200”) albo obiekt Agent
refusal-unexpected-argument = nieoczekiwany argument „{ $word }”
refusal-side-needs-player = { $option } wymaga gracza, np. { $option } heuristic
refusal-side-unknown = nieznana strona „{ $side }” (strony to { $sides })
refusal-side-did-you-mean = nieznana strona „{ $side }” (czy chodziło o „{ $word }”?)
refusal-log-not-a-file = nie zostanie odczytany jako zapis partii: to nie jest zwykły plik
refusal-log-not-a-file-hint = podaj plik zapisu utworzony przez `wsdv play --log`
refusal-log-unreadable = nie można odczytać zapisu partii: { $code ->
        [ENOENT] plik nie istnieje
        [EACCES] brak uprawnień
        [EISDIR] to folder
        [ENOSPC] brak miejsca na dysku
       *[other] { $reason }
    }
refusal-log-bad-name = nie można odczytać zapisu partii: żaden plik nie może mieć takiej nazwy
refusal-log-too-large = nie zostanie odczytany jako zapis partii: jest większy niż { $mb } MB
refusal-log-too-large-hint = zapis całej partii jest znacznie mniejszy
refusal-log-empty = plik jest pusty, to nie jest zapis partii
refusal-log-not-a-log = to nie jest zapis partii wsdv: jego pierwszy wiersz nie ma `wsdv_log`
refusal-log-line-too-long = ten wiersz jest dłuższy niż { $limit } bajtów; wiersze zapisu partii są krótkie
refusal-log-not-utf8 = ten wiersz nie jest tekstem UTF-8
refusal-log-too-deep = ten wiersz jest zbyt głęboko zagnieżdżony jak na wiersz zapisu partii
refusal-log-not-json = ten wiersz nie jest poprawnym JSON-em (w kolumnie { $column })
refusal-log-torn = ten wiersz nie jest poprawnym JSON-em (w kolumnie { $column })
refusal-log-torn-hint = ucięty ostatni wiersz (pełny dysk, awaria) zostanie pominięty przez `wsdv play --resume`
refusal-log-not-object = każdy wiersz zapisu partii jest obiektem JSON ({"{"}…{"}"})
refusal-log-deeper = ten wiersz ma więcej niż { $depth } poziomów zagnieżdżenia; żadna partia nie daje takich opcji
refusal-log-shape =
    `{ $place }`: { refusal-log-detail } (w wierszu { $kind ->
        [header] nagłówka
        [result] wyniku
       *[decision] decyzji
    })
refusal-log-shape-hint = format zapisów partii opisuje docs/guide/game-logs.md
refusal-log-no-kind = to nie jest wiersz zapisu partii: ani decyzja (`n`, `choice`, …), ani wynik
refusal-log-second-header = drugi wiersz nagłówka; zapis zawiera jedną partię
refusal-log-after-result = po wierszu wyniku partii nie może być nic więcej
refusal-log-decision-number = decyzja numer { $n } tam, gdzie powinna być { $next }
refusal-log-unwritable = nie można zapisać partii: { $code ->
        [ENOENT] plik nie istnieje
        [EACCES] brak uprawnień
        [EISDIR] to folder
        [ENOSPC] brak miejsca na dysku
       *[other] { $reason }
    }
refusal-log-variants =
    zapis powstał { $logged-any ->
        [no] bez wariantu
       *[yes] z wariantami { $logged }
    }, to uruchomienie używa { $used-any ->
        [no] gry bez wariantu
       *[yes] wariantów { $used }
    }
refusal-log-variants-hint =
    { $logged-any ->
        [no] uruchom bez --variant
       *[yes] uruchom z { $flags }
    }
refusal-log-choice =
    decyzja { $n } wybiera { $choice }, ale „{ $kind }” strony { $side } daje { $count } { $count ->
        [one] opcję
        [few] opcje
       *[many] opcji
    } (od 0 do { $last })
refusal-log-unfinished =
    zapis kończy się po { $count } { $count ->
        [one] decyzji
        [few] decyzjach
       *[many] decyzjach
    }, przed końcem partii (brak wiersza wyniku): partia niedokończona
refusal-log-unfinished-hint = kontynuuj ją przez `{ $command }`
refusal-log-no-result =
    zapis kończy się po { $count } { $count ->
        [one] decyzji
        [few] decyzjach
       *[many] decyzjach
    } bez wiersza wyniku
refusal-log-no-result-hint = zapis zakończonej partii kończy się wierszem {"{"}"result": …, "state": …{"}"}
refusal-log-finished = ta partia już się zakończyła
refusal-log-finished-hint = powtórz ją przez `{ $command }`
refusal-replay-content = zapis powstał z treścią { $logged }, ta treść to { $used }
refusal-replay-decision = wiersz { $line }: decyzja { $n } w zapisie to „{ $kind }” ({ $side }), a partia pyta: „{ $asked-kind }” ({ $asked-side })
refusal-replay-option = wiersz { $line }: decyzja { $n } w zapisie wzięła opcję { $option } jako wybór { $choice }, a partia daje tam { $offered }
refusal-replay-log-ended =
    wiersz { $line }: partia z zapisu skończyła się po { $count } { $count ->
        [one] decyzji
        [few] decyzjach
       *[many] decyzjach
    }, a powtórka pyta o „{ $kind }” strony { $side }
refusal-replay-state = wiersz { $line }: po decyzji { $n } stan różni się od stanu z zapisu
refusal-replay-log-goes-on =
    wiersz { $line }: partia skończyła się po { $count } { $count ->
        [one] decyzji
        [few] decyzjach
       *[many] decyzjach
    }, a zapis trwa dalej
refusal-replay-result = wiersz { $line }: zapis kończy się wynikiem { $logged }, powtórka wynikiem { $played }
refusal-replay-final-state = wiersz { $line }: stan końcowy różni się od stanu z zapisu
refusal-log-line-shape =
    { refusal-log-detail } (w wierszu { $kind ->
        [header] nagłówka
        [result] wyniku
       *[decision] decyzji
    })
refusal-log-line-shape-hint = format zapisów partii opisuje docs/guide/game-logs.md
cli-replay-stopped = zatrzymano po decyzji { $steps }

# What a game log line breaks in the log's schema (`$rule`: type, required, extra, options, min, max, short,
# long, other), `$found` the value as the log holds it (JSON), `$want` the JSON type it should have
# (several: separated by spaces); said inside `refusal-log-shape` and `refusal-log-line-shape`.
refusal-log-detail = { $rule ->
        [type] { $found } nie jest typu: { $want ->
            [integer] liczba całkowita
            [string] tekst
            [object] obiekt JSON
            [array] lista
            [boolean] true lub false
            [null] null
            [number] liczba
           *[other] { $want }
        }
        [required] brakuje klucza `{ $key }`
        [extra] klucz `{ $key }` nie należy tutaj
        [options] { $found } nie jest żadną z wartości { $options }
        [min] { $found } jest mniejsze niż { $limit }
        [max] { $found } jest większe niż { $limit }
        [short] { $found } ma mniej elementów lub znaków niż { $limit }
        [long] { $found } ma więcej elementów lub znaków niż { $limit }
       *[other] { $found } nie jest tu poprawne
    }

# `wsdv site build --simulation DIR`: the folder's games.jsonl is not the games of a finished `wsdv simulate`
# run (the file, or the line, is put before the message). `$kind` is the kind of id a record names (side,
# outcome, decade, track, card, action), `$id` the id as the file holds it.
refusal-simulation-unreadable = nie można odczytać partii symulacji: { $code ->
        [link] plik jest dowiązaniem symbolicznym
        [special] to nie jest zwykły plik
        [ENOENT] plik nie istnieje
        [EACCES] brak uprawnień
       *[other] { $reason }
    }
refusal-simulation-unreadable-hint = podaj folder --out ukończonego przebiegu `wsdv simulate`
refusal-simulation-long-line = wiersz dłuższy niż { $kb } KB nie jest rekordem `wsdv simulate`
refusal-simulation-long-line-hint = ten plik zapisuje `wsdv simulate --out DIR`
refusal-simulation-not-a-record = to nie jest rekord `wsdv simulate`
refusal-simulation-not-a-record-hint = { refusal-simulation-long-line-hint }
refusal-simulation-seed-order = partia o ziarnie { $seed } następuje po ziarnie { $last }: `wsdv simulate` zapisuje partie w kolejności ziaren
refusal-simulation-seed-order-hint = { refusal-simulation-long-line-hint }
refusal-simulation-three-sets = ta partia zaczyna trzecią serię partii: symulacja zawiera jedną serię, a porównanie dwie
refusal-simulation-three-sets-hint = { refusal-simulation-unreadable-hint }
refusal-simulation-empty = symulacja nie zawiera żadnej partii
refusal-simulation-empty-hint = { refusal-simulation-unreadable-hint }
refusal-simulation-unpaired = ta partia zaczyna drugą serię partii (inni gracze lub inna treść), a obie serie nie mają tych samych ziaren: w pary łączy się tylko { $pairs } z ich { $first } i { $second } partii
refusal-simulation-unpaired-hint = { refusal-simulation-unreadable-hint }
refusal-simulation-unknown-id = partia o ziarnie { $seed } wymienia { $kind ->
        [side] stronę
        [outcome] zakończenie
        [decade] dekadę
        [track] tor
        [card] kartę
       *[action] akcję
    } „{ $id }”, a w treści nie ma takiego identyfikatora
refusal-simulation-unknown-id-hint = zbuduj witrynę z treścią, z którą uruchomiono symulację (--content, --variant)

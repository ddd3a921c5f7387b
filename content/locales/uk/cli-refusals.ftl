# What wsdv says when it refuses a request below the command line: a player or side that is no player
# or side, a game log it will not read or cannot follow (`wsdv play`, `replay`, `play --resume`).
# (Last, the line `wsdv replay --to N` ends with.) `$where`-like places (a file, a line) are put before the message by the command: "FILE:LINE: error: ...";
# a message's hint is `<id>-hint`. Values in quotes are typed or logged as they are (ids, options).
refusal-nul-argument = аргумент містить символ NUL, якого не може бути в жодній назві чи шляху
refusal-player-unknown = невідомий гравець «{ $kind }» (гравці: { $known })
refusal-player-no-options = «{ $part }» не є параметром гравця { $kind } (він не має параметрів)
refusal-player-option = «{ $part }» не є параметром гравця { $kind } (параметри: { $known })
refusal-player-number = { $option } гравця { $kind } має бути цілим числом від { $low } до { $high }
refusal-player-screen = screen={ $value } не є кількістю варіантів
refusal-player-weights = ваги з { $folder } не завантажуються (див. вище)
refusal-player-bot = вміст не оголошує `bot { $bot }` (боти: { $known })
refusal-player-weights-content = weights=ТЕКА потребує вмісту, з якого побудовано гру
refusal-log-player-weights = гравець сторони «{ $side }» у журналі партії завантажує ваги бота з { $folder }; wsdv не відкриває теку, яку називає лише журнал
refusal-log-player-weights-hint = щоб грати далі з цією текою, назвіть її самі: --{ $side } { $player }
refusal-log-player-weights-differs = гравець сторони «{ $side }» у журналі партії — «{ $logged }», а не «{ $given }»
refusal-log-player-weights-differs-hint = назвіть гравця з журналу, --{ $side } { $player }, або гравця без weights=
refusal-player-rest = rest={ $value } не є кількістю рішень
refusal-player-pair = --player { $given }: пишіть СТОРОНА=ГРАВЕЦЬ, наприклад --player east=heuristic
refusal-player-not-a-player = гравець сторони { $side } — це { $type }: вкажіть назву гравця («random», «heuristic», «mcts:200») або об'єкт Agent
refusal-unexpected-argument = неочікуваний аргумент «{ $word }»
refusal-side-needs-player = { $option } потребує гравця, наприклад { $option } heuristic
refusal-side-unknown = невідома сторона «{ $side }» (сторони: { $sides })
refusal-side-did-you-mean = невідома сторона «{ $side }» (можливо, «{ $word }»?)
refusal-log-not-a-file = не буде прочитано як журнал: це не звичайний файл
refusal-log-not-a-file-hint = назвіть файл журналу, який записав `wsdv play --log`
refusal-log-unreadable = не вдається прочитати журнал: { $code ->
        [ENOENT] файлу не існує
        [EACCES] немає дозволу
        [EISDIR] це тека
        [ENOSPC] на диску бракує місця
       *[other] { $reason }
    }
refusal-log-bad-name = не вдається прочитати журнал: жоден файл не може мати такої назви
refusal-log-too-large = не буде прочитано як журнал: файл більший за { $mb } МБ
refusal-log-too-large-hint = журнал цілої партії значно менший
refusal-log-empty = файл порожній, це не журнал партії
refusal-log-not-a-log = це не журнал партії wsdv: його перший рядок не має `wsdv_log`
refusal-log-line-too-long = цей рядок довший за { $limit } байтів; рядки журналу партії короткі
refusal-log-not-utf8 = цей рядок не є текстом UTF-8
refusal-log-too-deep = цей рядок надто глибоко вкладений як для рядка журналу
refusal-log-not-json = цей рядок не є правильним JSON (у стовпці { $column })
refusal-log-torn = цей рядок не є правильним JSON (у стовпці { $column })
refusal-log-torn-hint = обірваний останній рядок (повний диск, збій) `wsdv play --resume` відкидає
refusal-log-not-object = кожен рядок журналу партії — це об’єкт JSON ({"{"}…{"}"})
refusal-log-deeper = цей рядок вкладений глибше ніж на { $depth } рівнів; жодна партія не пропонує таких варіантів
refusal-log-shape =
    `{ $place }`: { refusal-log-detail } (у рядку { $kind ->
        [header] заголовка
        [result] результату
       *[decision] рішення
    })
refusal-log-shape-hint = формат журналів партій описано в docs/guide/game-logs.md
refusal-log-no-kind = це не рядок журналу партії: ні рішення (`n`, `choice`, …), ні результат
refusal-log-second-header = другий рядок заголовка; журнал містить одну партію
refusal-log-after-result = після рядка результату партії нічого не може бути
refusal-log-decision-number = рішення номер { $n } там, де має бути { $next }
refusal-log-unwritable = не вдається записати журнал: { $code ->
        [ENOENT] файлу не існує
        [EACCES] немає дозволу
        [EISDIR] це тека
        [ENOSPC] на диску бракує місця
       *[other] { $reason }
    }
refusal-log-variants =
    журнал записано { $logged-any ->
        [no] без варіанта
       *[yes] з варіантами { $logged }
    }, а цей запуск { $used-any ->
        [no] без варіанта
       *[yes] з варіантами { $used }
    }
refusal-log-variants-hint =
    { $logged-any ->
        [no] запустіть без --variant
       *[yes] запустіть з { $flags }
    }
refusal-log-choice = рішення { $n } обирає { $choice }, але «{ $kind }» сторони { $side } пропонує варіантів: { $count } (від 0 до { $last })
refusal-log-unfinished = журнал закінчується після рішень: { $count }, раніше за партію (немає рядка результату): незакінчена партія
refusal-log-unfinished-hint = продовжте її командою `{ $command }`
refusal-log-no-result = журнал закінчується після рішень: { $count } — без рядка результату
refusal-log-no-result-hint = журнал завершеної партії закінчується рядком {"{"}"result": …, "state": …{"}"}
refusal-log-finished = ця партія вже завершена
refusal-log-finished-hint = повторіть її командою `{ $command }`
refusal-replay-content = журнал записано з вмістом { $logged }, а цей вміст — { $used }
refusal-replay-decision = рядок { $line }: рішення { $n } у журналі — «{ $kind }» ({ $side }), а партія питає: «{ $asked-kind }» ({ $asked-side })
refusal-replay-option = рядок { $line }: рішення { $n } у журналі взяло варіант { $option } як вибір { $choice }, а партія пропонує там { $offered }
refusal-replay-log-ended = рядок { $line }: партія з журналу завершилася після рішень: { $count }, а повтор питає «{ $kind }» сторони { $side }
refusal-replay-state = рядок { $line }: після рішення { $n } стан відрізняється від журнального
refusal-replay-log-goes-on = рядок { $line }: партія завершилася після рішень: { $count }, а журнал триває далі
refusal-replay-result = рядок { $line }: журнал закінчується результатом { $logged }, повтор — { $played }
refusal-replay-final-state = рядок { $line }: кінцевий стан відрізняється від журнального
refusal-log-line-shape =
    { refusal-log-detail } (у рядку { $kind ->
        [header] заголовка
        [result] результату
       *[decision] рішення
    })
refusal-log-line-shape-hint = формат журналів партій описано в docs/guide/game-logs.md
cli-replay-stopped = зупинено після рішення { $steps }

# What a game log line breaks in the log's schema (`$rule`: type, required, extra, options, min, max, short,
# long, other), `$found` the value as the log holds it (JSON), `$want` the JSON type it should have
# (several: separated by spaces); said inside `refusal-log-shape` and `refusal-log-line-shape`.
refusal-log-detail = { $rule ->
        [type] { $found } не має типу: { $want ->
            [integer] ціле число
            [string] текст
            [object] об'єкт JSON
            [array] список
            [boolean] true або false
            [null] null
            [number] число
           *[other] { $want }
        }
        [required] бракує ключа `{ $key }`
        [extra] ключ `{ $key }` тут зайвий
        [options] { $found } не є жодним зі значень { $options }
        [min] { $found } менше за { $limit }
        [max] { $found } більше за { $limit }
        [short] { $found } має менше елементів чи символів, ніж { $limit }
        [long] { $found } має більше елементів чи символів, ніж { $limit }
       *[other] { $found } тут неприпустиме
    }

# `wsdv site build --simulation DIR`: the folder's games.jsonl is not the games of a finished `wsdv simulate`
# run (the file, or the line, is put before the message). `$kind` is the kind of id a record names (side,
# outcome, decade, track, card, action), `$id` the id as the file holds it.
refusal-simulation-unreadable = не вдається прочитати партії симуляції: { $code ->
        [link] файл є символьним посиланням
        [special] це не звичайний файл
        [ENOENT] файлу не існує
        [EACCES] немає дозволу
       *[other] { $reason }
    }
refusal-simulation-unreadable-hint = назвіть теку --out завершеного запуску `wsdv simulate`
refusal-simulation-long-line = рядок, довший за { $kb } КБ, не є записом `wsdv simulate`
refusal-simulation-long-line-hint = цей файл записує `wsdv simulate --out DIR`
refusal-simulation-not-a-record = це не запис `wsdv simulate`
refusal-simulation-not-a-record-hint = { refusal-simulation-long-line-hint }
refusal-simulation-seed-order = партія із зерном { $seed } іде після зерна { $last }: `wsdv simulate` записує партії в порядку зерен
refusal-simulation-seed-order-hint = { refusal-simulation-long-line-hint }
refusal-simulation-three-sets = ця партія починає третю серію партій: симуляція містить одну серію, а порівняння — дві
refusal-simulation-three-sets-hint = { refusal-simulation-unreadable-hint }
refusal-simulation-empty = симуляція не містить жодної партії
refusal-simulation-empty-hint = { refusal-simulation-unreadable-hint }
refusal-simulation-unpaired = ця партія починає другу серію партій (інші гравці або інший вміст), а дві серії мають різні зерна: у пари складаються лише { $pairs } з їхніх { $first } і { $second } партій
refusal-simulation-unpaired-hint = { refusal-simulation-unreadable-hint }
refusal-simulation-unknown-id = партія із зерном { $seed } називає { $kind ->
        [side] сторону
        [outcome] завершення
        [decade] десятиріччя
        [track] доріжку
        [card] карту
       *[action] дію
    } «{ $id }», а у вмісті такого ідентифікатора немає
refusal-simulation-unknown-id-hint = зберіть сайт із тим вмістом, з яким запускали симуляцію (--content, --variant)

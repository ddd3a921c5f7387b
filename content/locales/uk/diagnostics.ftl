# Повідомлення перевірки вмісту (`wsdv check`): див. en/diagnostics.ftl.

check-kind = { $kind ->
        [province] земля
        [city] місто
        [group] група
        [country] країна
        [side] сторона
        [track] доріжка
        [piece] компонент
        [phase] етап
        [card] картка
        [decade] десятиріччя
        [icon] позначка
        [flag] ознака стану
        [sequence] послідовність
        [outcome] кінець гри
        [routine] процедура
        [zone] зона
        [pile] стос
        [box] комірка
        [action] дія
        [connection] сполучення
        [variant] варіант
        [figure] фігура
        [pictogram] піктограма
        [sector] сектор
        [deck] колода
        [setup] підготовка
        [bot] бот
        [feature] ознака
        [proposal] пропозиція
        [shortlist] попередній відбір
        [none] оголошення
       *[other] { $kind }
    }
check-or = { $first } або { $last }
check-a = { $type ->
        [number] число
        [text] текст
        [list] список
        [bool] значення так/ні
        [side] сторона
        [track] доріжка
        [piece] компонент
        [province] земля
        [city] місто
        [group] група
        [phase] етап
        [card] картка
       *[other] { $type }
    }
check-label-while-running = під час виконання
check-count-errors = Помилок у вмісті: { $n }
check-count-warnings = Попереджень у вмісті: { $n }
check-count-strict = (--strict: вони зараховуються до помилок)

check-unknown = невідома назва '{ $value }' (очікувалося: { $kinds })
check-unknown-hint = можливо, ви мали на увазі '{ $near }'?
check-wrong-kind = '{ $value }' — назва іншого виду: { $kind_noun } (очікувалося: { $kinds })
check-wrong-kind-hint = можливо, ви мали на увазі '{ $near }'?
check-unknown-call = невідома позначка чи операція `{ $fn }`
check-unknown-call-hint = можливо, ви мали на увазі '{ $near }'?
check-arity = `{ $fn }` приймає аргументів: { $span ->
        [single] { $lo }
       *[other] від { $lo } до { $hi }
    }; передано: { $found }
check-arity-hint = її параметри: { $params }
check-no-parameter = `{ $fn }` не має параметра `{ $key }`
check-no-parameter-hint = { $near ->
        [none] вона приймає: { $takes }
       *[other] можливо, ви мали на увазі '{ $near }'?
    }
check-unknown-name = невідома назва '{ $name }'
check-unknown-name-hint = можливо, ви мали на увазі '{ $near }'?
check-no-moment = жоден кінець гри не перевіряється в момент "{ $name }"
check-no-moment-hint = { $near ->
        [none] моменти: { $known }
       *[other] можливо, ви мали на увазі '{ $near }'?
    }
check-no-tag = жодну картку ніколи не залишають із позначкою "{ $name }"
check-no-tag-hint = { $near ->
        [none] картка отримує позначку через `keep_card(side, TAG)`
       *[other] можливо, ви мали на увазі '{ $near }'?
    }
check-variable-never-set = змінна гри "{ $name }" ніде не задається
check-variable-never-set-hint = { $near ->
        [none] задайте її через `set_var("{ $name }", value)`
       *[other] можливо, ви мали на увазі '{ $near }'?
    }
check-no-narration = в англійських текстах немає повідомлення розповіді `{ $message }`
check-no-narration-hint = { $near ->
        [none] додайте його до content/locales/en/narration.ftl
       *[other] можливо, ви мали на увазі '{ $near }'?
    }
check-no-question = рішення "{ $name }" не має запитання: `{ $message }` в англійських текстах не має варіанта [{ $name }]
check-no-question-hint = { $near ->
        [none] додайте `[{ $name }] ...` до `{ $message }` у cli.ftl кожної мови (це запитання до гравця, який вирішує)
       *[other] можливо, ви мали на увазі '{ $near }'? Якщо це нове рішення, додайте `[{ $name }] ...` до `{ $message }` у cli.ftl кожної мови
    }
check-not-of-kind = '{ $name }' — це не { $kinds }
check-not-of-kind-hint = { $near ->
        [none] назви ({ $kinds }): { $known }
       *[other] можливо, ви мали на увазі '{ $near }'?
    }
check-unknown-kind = невідомий вид "{ $name }"
check-unknown-kind-hint = можливо, ви мали на увазі '{ $near }'?

check-needs = `{ $what }`: очікувалося: { $want_a }; передано: { $got_a }
check-needs-hint = { $want ->
        [number] напишіть число без лапок
       *[other] напишіть назву без лапок
    }
check-arg-needs = `{ $param }` у `{ $fn }`: очікувалося: { $want_a }; передано: { $got_a }
check-arg-needs-hint = { $want ->
        [number] напишіть число без лапок
       *[other] напишіть назву без лапок
    }
check-range-needs = діапазон: очікувалося: { $want_a }; передано: { $got_a }
check-range-needs-hint = напишіть число без лапок
check-for-needs-list = `for`: очікувалося список; передано: { $got_a }
check-never-equal = `{ $op }` порівнює значення різних видів ({ $a_a } і { $b_a }), тож вони ніколи не рівні
check-never-equal-hint = порівнюйте значення одного виду
check-calls-itself =
    { $kind_noun } `{ $name }` викликає { $kind ->
        [province] сама
        [group] сама
        [country] сама
        [side] сама
        [track] сама
        [card] сама
        [icon] сама
        [flag] сама
        [sequence] сама
        [routine] сама
        [zone] сама
        [box] сама
        [action] сама
        [figure] сама
        [pictogram] сама
        [deck] сама
        [setup] сама
        [feature] сама
        [proposal] сама
        [city] саме
        [decade] саме
        [connection] саме
        [none] саме
       *[other] сам
    } себе: { $chain }
check-calls-itself-hint = коло викликів між позначками й процедурами ніколи не закінчується; повторення записуйте через `repeat` або `for`

check-own-neighbour = земля '{ $province }' не може межувати сама з собою
check-neighbour-twice = '{ $neighbour }' двічі вказано серед сусідів '{ $province }'
check-one-way-neighbour = '{ $province }' називає '{ $neighbour }' сусідом, але '{ $neighbour }' не називає '{ $province }'
check-one-way-neighbour-hint = сусідство взаємне: додайте '{ $province }' до сусідів '{ $neighbour }'
check-city-unplaced = місту '{ $city }' потрібен один із ключів `province`, `floating` або `country`
check-city-unplaced-hint = укажіть, у якій землі лежить місто
check-connection-same-city = сполучення має з’єднувати два різні міста, а '{ $city }' вказано двічі
check-connected-twice = '{ $a }' і '{ $b }' уже сполучені
check-connected-twice-hint = перше сполучення: { $where }
check-no-connections = місто '{ $city }' не має сполучень
check-no-connections-hint = '{ $city }' оголошено з `connectable no`
check-crosses-border = сполучення '{ $a } -- { $b }' перетинає кордон між сторонами
check-crosses-border-hint = жодне сполучення не з’єднує місто однієї сторони з містом іншої
check-track-downward = комірки доріжки '{ $track }' йдуть від { $lo } вниз до { $hi }
check-track-downward-hint = спершу напишіть нижній кінець: { $hi }..{ $lo }
check-track-start = доріжка '{ $track }' починається з комірки { $start }, якої немає в { $lo }..{ $hi }
check-track-no-space = доріжка '{ $track }' не має комірки { $n }: її комірки — { $lo }..{ $hi }
check-phase-twice = етап '{ $phase }' двічі трапляється в послідовності '{ $sequence }'

check-card-not-in-decade = картки { $card } немає серед карток десятиріччя { $decade } ({ $cards })
check-card-not-in-decade-hint = { $owner ->
        [none] додайте її номер до десятиріччя: `cards { $cards }, { $card }`
       *[other] картку { $card } називає десятиріччя { $owner }
    }
check-decade-lists-missing = десятиріччя { $decade } називає { $count ->
        [one] { $count } номер картки, якого
        [few] { $count } номери карток, яких
        [many] { $count } номерів карток, яких
       *[other] { $count } номера карток, яких
    } не має жодна картка десятиріччя { $decade }: { $cards }
check-decade-lists-missing-hint = запишіть `card { $first }  decade { $decade } ...` або приберіть її номер із `cards`
check-special-no-value = спеціальна картка { $card } не має значення (§3: її може взяти лише Схід)
check-special-no-value-hint = приберіть `value`
check-card-needs-value = картці { $card } потрібне `value`
check-card-needs-value-hint = одне число для обох сторін або значення Заходу, а тоді Сходу (напр. `value 1, 3`)
check-same-value = картка { $card } дає обом сторонам те саме значення { $value }
check-same-value-hint = напишіть його один раз: `value { $value }`
check-needs-value-boxes = картці з двома значеннями потрібні `value_boxes` колоди
check-needs-value-boxes-hint = укажіть, чиє значення дає кожна клітинка значення картки, напр. `value_boxes west, east` у колоді
check-row-number = ряд { $row } картки { $card } має бути рядом { $n }
check-row-number-hint = нумеруйте ряди картки згори: 1, 2, 3 ...
check-primitive-not-icon = `{ $fn }` — це операція, а не позначка
check-primitive-not-icon-hint = картка друкує позначки; визначте в content/icons.wsdv позначку, яка її використовує
check-corner-in-row = `{ $icon }` — кутова позначка; її місце в `corner` картки
check-record-no-words = { $kind ->
        [erratum] виправлення
       *[ruling] роз’яснення
    } `{ $name }` не має тексту: в англійських текстах немає `{ $message }`
check-record-no-words-hint = { $meant ->
        [none] запишіть його текст як `{ $message } = ...` у { $file }
       *[other] можливо, ви мали на увазі '{ $meant }'?
    }
check-no-title = картка { $card } не має назви
check-no-title-hint = запишіть `{ $term } = ...` у locales/{ $lang }/{ $file }, а тоді в { $file } кожної мови (`wsdv new card` записує всі)
check-title-elsewhere = назву картки { $card } записано в { $written }, а не в { $file }
check-title-elsewhere-hint = перенесіть `{ $term } = ...` до locales/{ $lang }/{ $file }, а в кожній мові — до її { $file }: назва картки має лише одне місце
check-variant-unnamed = варіант { $variant } не має назви
check-variant-unnamed-hint = запишіть `{ $term } = ...` у locales/{ $lang }/{ $file }, а тоді в { $file } кожної мови: заголовок, заданий у варіанті, не показується
check-no-pictogram = позначка '{ $icon }' не має піктограми
check-no-pictogram-hint = `wsdv new pictogram { $icon }` запише заготовку піктограми (див. content/pictograms.wsdv); доти сайт малює порожнє штрихове коло

check-pictogram-no-icon = піктограма '{ $name }' не малює жодної позначки: позначки '{ $name }' немає
check-pictogram-no-icon-hint = { $near ->
        [none] піктограма має назву позначки, яку вона малює
       *[other] можливо, ви мали на увазі '{ $near }'?
    }
check-pictogram-empty = піктограма '{ $name }' нічого не малює
check-pictogram-empty-hint = додайте їй блок `{"{"} {"}"}` з рядками `path`, `circle` або `use`
check-figure-cycle = фігура '{ $name }' малює сама себе: { $chain }
check-figure-cycle-hint = фігура може використовувати інші фігури, але ніколи ту, що веде назад до неї

check-unknown-declaration = невідомий вид оголошення `{ $kind }`
check-unknown-declaration-hint = { $near ->
        [none] відомі види: { $known }
       *[other] можливо, ви мали на увазі '{ $near }'?
    }
check-nested-outside = { $kind_noun } має бути в блоці `{"{"} {"}"}` (вид: { $kinds })
check-nested-outside-hint = можливо, бракує `{"{"}` у кінці рядка вище?
check-needs-id = після `{ $kind }` потрібна назва
check-needs-id-hint = напр. `{ $kind } my_{ $kind }`
check-no-content-folder = такої теки вмісту немає
check-empty-content-folder = у цій теці вмісту немає файлів вмісту (*{ $extension })
check-empty-content-folder-hint = укажіть теку з файлами гри (board/, cards/, ...) або пропустіть --content, щоб використати вбудований вміст
check-no-overlay-folder = такої теки накладки немає
check-overlay-in-base = `{ $word }` належить до теки варіанта чи накладки
check-overlay-in-base-hint = в основному вмісті кожну річ оголошують один раз, без `replace`, `amend` чи `delete`
check-defined-twice = { $kind_noun } '{ $name }' { $kind ->
       *[other] визначено
    } двічі
check-defined-twice-hint = перше визначення: { $where }
check-already-in-base = { $kind_noun } '{ $name }' уже є в основному вмісті
check-already-in-base-hint = щоб змінити, напишіть перед цим `replace` або `amend`
check-cannot-change = `{ $word }` неможливе: { $kind ->
        [province] землі
        [city] міста
        [group] групи
        [country] країни
        [side] сторони
        [track] доріжки
        [piece] компонента
        [phase] етапу
        [card] картки
        [decade] десятиріччя
        [icon] позначки
        [flag] ознаки стану
        [sequence] послідовності
        [outcome] кінця гри
        [routine] процедури
        [zone] зони
        [pile] стосу
        [box] комірки
        [action] дії
        [connection] сполучення
        [variant] варіанта
        [figure] фігури
        [pictogram] піктограми
        [sector] сектора
        [deck] колоди
        [setup] підготовки
        [bot] бота
        [feature] ознаки
        [proposal] пропозиції
        [shortlist] попереднього відбору
        [none] оголошення
       *[other] { $kind_noun }
    } '{ $name }' немає
check-cannot-change-hint = { $reversed ->
        [none] можливо, ви мали на увазі '{ $near }'?
       *[other] його записано як `{ $reversed }`; вкажіть кінці в такому порядку
    }
check-delete-extra = `delete` приймає лише вид і назву
check-unknown-key = невідомий ключ `{ $key }` ({ $kind_noun })
check-unknown-key-hint = { $moved ->
        [none] { $near ->
                [none] { $before ->
                    [none] відомі ключі: { $known }
                   *[other] якщо `{ $key }` — ще один елемент `{ $before }`, розділіть елементи комами: `{ $last }, { $key }`
                }
               *[other] можливо, ви мали на увазі '{ $near }'?
            }
       *[other] { $key ->
            [title_de] назва картки — це текст мовних файлів: `-card-ID = ...` у titles.ftl кожної мови
            [title_en] назва картки — це текст мовних файлів: `-card-ID = ...` у titles.ftl кожної мови
           *[other] `{ $key }` тут більше немає
        }
    }
check-unknown-variant = невідомий варіант '{ $name }'
check-unknown-variant-hint = { $near ->
        [none] { $known ->
            [none] у цьому вмісті немає варіантів
           *[other] відомі варіанти: { $known }
        }
       *[other] можливо, ви мали на увазі '{ $near }'?
    }

syntax-closes-nothing = ця `{ $closer }` нічого не закриває
syntax-closes-nothing-hint = перед нею немає відкритої `{ $opener }`
syntax-never-closed-before = цю `{ $opener }` ніде не закрито
syntax-never-closed-before-hint = закрийте її через `{ $closer }` перед `{ $other }` у рядку { $line }
syntax-block-never-closed = цю `{"{"}` ніде не закрито
syntax-block-never-closed-hint = `{"}"}` у рядку { $line } має відступ зовнішнього блоку; додайте перед нею `{"}"}` для цього блоку
syntax-never-closed = цю `{ $opener }` ніде не закрито
syntax-never-closed-hint = кожна `{ $opener }` потребує `{ $closer }`; додайте її там, де закінчується { $shape ->
        [block] блок
       *[list] список
    }
syntax-continuation-operator = рядок { $line } не продовжує рядок { $above }: рядок { $above } не закінчується комою чи оператором
syntax-continuation-operator-hint = перенесіть `{ $word }` у кінець рядка { $above }: рядок переходить у наступний лише після коми чи оператора в кінці
syntax-continuation-key = рядок { $line } не продовжує рядок { $above }: рядок { $above } не закінчується комою чи оператором
syntax-continuation-key-hint = напишіть `{ $word } ...` у рядку { $above } разом з іншими ключами ({ $kind_noun }); рядок переходить у наступний лише після коми чи оператора в кінці, як у перенесеному списку
syntax-continuation-list = рядок { $line } не продовжує рядок { $above }: рядок { $above } не закінчується комою чи оператором
syntax-continuation-list-hint = закінчіть рядок { $above } комою, якщо рядок { $line } продовжує його список; рядок переходить у наступний лише після коми чи оператора в кінці
syntax-single-equals = неочікуване `=`{ $after ->
        [none] {""}
       *[other] {" "}після `{ $after }`
    }
syntax-single-equals-hint = щоб порівняти два значення, напишіть `==`; одинарне `=` лише називає аргумент (`to = p`) або стоїть у `let`
syntax-missing-equals = бракує `=` між `{ $a }` і `{ $b }`
syntax-missing-equals-hint = іменований аргумент пишуть з `=`: `{ $a } = { $b }`
syntax-missing-comma = бракує `,` між `{ $a }` і `{ $b }`
syntax-missing-comma-hint = розділяйте елементи списку комами: `{ $a }, { $b }`
syntax-not-whole = `{ $number }` — не ціле число
syntax-not-whole-hint = числа цілі; мітку, як-от номер розділу правил, пишуть як текст: "{ $number }"
syntax-unquoted = `{ $key }` приймає текст у лапках, а передано `{ $shown }`
syntax-unquoted-hint = напишіть `{ $key } "{ $shown }"`
syntax-text-never-closed = цей текст у лапках ніде не закрито
syntax-text-never-closed-hint = закрийте його знаком `"` у тому самому рядку: текст не може переходити в наступний рядок

## The rarer diagnostics: the board's and the tracks' own checks, cards and their faces, what the reader,
# the parser and the schema say (checks/*, language/*, rules/pipeline.py). `$found` and `$token` say what was
# found (`syntax-found`); `$expected`, `$options` and `$types` arrive joined with `check-comma` and `check-or`.
# `$meaning` and `$desc` are the schema's own English descriptions, which only English shows.

check-comma = { $first }, { $next }
check-declaration-among-effects = оголошення `{ $kind }` не може стояти серед ефектів
check-in-needs-members = `{ $op }` потребує праворуч списку, сторони, групи чи країни, а передано { $found ->
        [number] число ({ $value })
        [name] '{ $value }' ({ $kinds })
       *[constant] `{ $value }`
    }
check-in-needs-members-hint = { $found ->
        [number] число ({ $value })
        [name] '{ $value }'
       *[constant] `{ $value }`
    } не має елементів; щоб порівняти одне значення з іншим, напишіть `==`
check-sector-other-side = сектор '{ $sector }' землі '{ $province }' постачає '{ $supplier }' — земля іншої сторони
check-sector-own-supplier = '{ $province }' не може постачати власний сектор
check-sector-twice = сектор '{ $sector }' визначено двічі в '{ $province }'
check-city-placed-twice = місто '{ $city }' приймає лише одне з `province`, `floating` і `country`, а вказано { $found }
check-floating-needs-chooser = рухоме місто '{ $city }' потребує `chooser`
check-floating-needs-chooser-hint = назвіть сторону, яка щоразу вибирає його землю
check-floating-both-sides = рухоме місто '{ $city }' називає землі обох сторін
check-floating-twice = '{ $province }' названо двічі
check-chooser-not-floating = `chooser` стосується лише рухомого міста
check-group-members-and-side = група '{ $group }' приймає або `members`, або `side`, але не обидва
check-group-no-members = група '{ $group }' потребує `members` або `side` (за бажанням з `except`)
check-except-without-side = `except` буває лише разом із `side`
check-except-other-side = '{ $province }' не є землею сторони { $side }
check-outline-odd = контур '{ $area }' має чисел: { $count }; потрібні пари x, y
check-outline-odd-hint = одного числа бракує або одне зайве
check-part-not-sector = '{ $part }' не є сектором '{ $area }'
check-part-not-sector-hint = { $sectors ->
        [no] '{ $area }' не малюється секторами
       *[yes] можливо, ви мали на увазі '{ $near }'?
    }
check-space-twice = комірку { $n } доріжки '{ $track }' описано двічі
check-zone-outside = зона '{ $zone }' ({ $zlo }..{ $zhi }) не вміщується в комірки доріжки { $lo }..{ $hi }
check-zones-overlap = зони '{ $a }' і '{ $b }' доріжки '{ $track }' перетинаються в комірці { $n }
check-overflow-twice = переповнення '{ $overflow }' доріжки '{ $track }' описано двічі
check-decades-same-order = десятиріччя '{ $a }' і '{ $b }' мають однаковий порядок { $order }
check-second-entry = процедура '{ $routine }' — друге `entry yes`: процедура '{ $first }' вже є грою
check-second-entry-hint = гра має одну вхідну процедуру, ту, яку запускає `wsdv play`; напишіть `entry no` тут або в '{ $first }'
check-no-entry = жодна процедура не має `entry yes`: у вмісті немає гри, яку міг би запустити `wsdv play`
check-no-entry-hint = напишіть `entry yes` у процедурі, яка є грою
check-special-unnamed = картку { $card } позначено як особливу, але жодне десятиріччя не називає { $number } своєю особливою карткою
check-special-unnamed-hint = додайте її десятиріччю `special { $number }`
check-special-other-decade = особлива картка { $card } належить до десятиріччя { $owner }, яке називає її своєю особливою карткою, а не до десятиріччя { $decade }
check-special-unmarked = картка { $card } — особлива картка десятиріччя { $decade }, але не позначена `special yes`
check-card-needs-number = картка { $card } потребує цілого числа (інші назви мають лише особливі картки)
check-card-needs-number-hint = або дайте їй `number N`
check-face-key-one-sided = `{ $key }` стосується одного боку двобічної картки
check-face-key-one-sided-hint = назвіть інший бік через `reverse`
check-reverse-one-way = картка { $card } називає { $reverse } своїм іншим боком, але { $reverse } не називає { $card }
check-reverse-one-way-hint = додайте картці { $reverse } `reverse { $card }`
check-faces-numbers-differ = два боки { $card } і { $reverse } мають різні надруковані номери
check-faces-numbers-differ-hint = дайте другому бокові `number` з номером першого
check-face-needs-used-if = картка { $card } має два боки: укажіть, коли діє цей
check-face-needs-used-if-hint = напр. `used_if flag(wall)`
check-not-corner-icon = `{ $icon }` не є кутовою позначкою
check-not-corner-icon-hint = { $near ->
        [none] кутові позначки: { $known }
       *[other] можливо, ви мали на увазі '{ $near }'?
    }
check-row-not-call = рядок містить виклики позначок, як-от `place_unrest(west, 2)`
check-row-not-call-hint = напишіть назву позначки з аргументами в дужках
check-row-key-unused = `{ $key }` рядка стосується й `{ $icon }`, яка не приймає `{ $key }`
check-row-key-unused-hint = винесіть `{ $icon }` в окремий рядок
check-icon-arg-kind = `{ $key }` у `{ $icon }` має бути такого типу: { $kinds }, а передано '{ $value }'
check-icon-arg-kind-hint = можливо, ви мали на увазі '{ $near }'?
check-no-such-key = { $kind_noun }: немає ключа "{ $key }"
check-no-such-key-hint = { $near ->
        [none] ключі: { $known }
       *[other] можливо, ви мали на увазі '{ $near }'?
    }
check-message-value-not-passed = повідомлення `{ $message }` ({ $lang }) використовує ${ $name }, якого цей `{ $fn }` не передає (він передає { $values ->
        [none] жодних значень
       *[other] { $values }
    })
check-message-value-not-passed-hint = { $where }: напишіть повідомлення зі значеннями, які передає `{ $fn }`, або передайте значення для ${ $name } (значення — це по черзі $a, $b, ...)
check-value-not-used = цей `{ $fn }` передає ${ $name }, якого англійське повідомлення `{ $message }` не використовує
check-value-not-used-hint = пропустіть це значення або використайте {"{"} ${ $name } {"}"} у content/locales/en/narration.ftl
check-face-no-name = бік картки `{ $face }` не має назви в англійських текстах
check-face-no-name-hint = додайте `{ $term } = ...` до { $file }
syntax-terminal = { $terminal ->
        [value] значення
        [name] назва
        [number] число
        [string] текст у лапках
        [nl] кінець рядка
        [end] кінець файлу
        [lbrace] `{"{"}`
        [rbrace] `{"}"}`
        [lpar] `(`
        [rpar] `)`
        [lsqb] `[`
        [rsqb] `]`
        [comma] `,`
        [equal] `=`
        [link] `--`
        [dotdot] `..`
        [dot] `.`
        [colon] `:`
        [qmark] `?`
        [minus] `-`
        [plus] `+`
        [star] `*`
        [slash] `/`
        [comp_op] порівняння
       *[other] `{ $terminal }`
    }
syntax-found = { $found ->
        [nl] кінець рядка
        [end] кінець файлу
        [text] текст { $token }
        [reserved] зарезервоване слово `{ $token }`
       *[token] `{ $token }`
    }
syntax-found-bare = { $found ->
        [nl] кінець рядка
        [end] кінець файлу
        [text] текст { $token }
        [reserved] зарезервоване слово `{ $token }`
       *[token] `{ $token }`
    }
syntax-expected = очікувалося: { $expected }{ $after ->
        [none] {""}
       *[other] {" "}після `{ $after }`
    }, а є: { syntax-found }
syntax-unexpected = неочікуване: { syntax-found-bare }{ $after ->
        [none] {""}
       *[other] {" "}після `{ $after }`
    }
syntax-declaration-start = оголошення починається з його виду (назви), а є: { syntax-found }
syntax-declaration-start-hint = напр. `province my_province  side west ...`
syntax-reserved-word = `{ $word }` — зарезервоване слово, воно не може бути назвою
syntax-reserved-word-hint = зарезервовані слова: { $reserved }
syntax-single-hyphen = неочікуваний `-`{ $after ->
        [none] {""}
       *[other] {" "}після `{ $after }`
    }
syntax-single-hyphen-hint = сполучення пишуть двома дефісами: `a -- b`
syntax-link-key = після `--` очікувалася назва, а є ключ `{ $key }`
syntax-link-key-hint = сполучення називає обидва кінці: `a -- b`
syntax-overlay-alone = після `{ $word }` очікувалося оголошення
syntax-overlay-alone-hint = напр. `{ $word } card 12 ...`
syntax-chained-comparison = неочікуване `{ $op }`{ $after ->
        [none] {""}
       *[other] {" "}після `{ $after }`
    }
syntax-chained-comparison-hint = порівняння не можна з'єднувати в ланцюжок: напишіть `a < b and b < c`
syntax-key-without-value = після `{ $key }` очікувалося значення, а є ключ `{ $other }`
syntax-key-without-value-hint = { $meaning ->
       *[other] напишіть значення `{ $key }` одразу після нього
    }
syntax-expected-value = очікувалося значення{ $after ->
        [none] {""}
       *[other] {" "}після `{ $after }`
    }
syntax-expected-value-hint = { $meaning ->
       *[other] ключ і його значення пишуть в одному рядку; список може перейти на наступний рядок після коми в кінці
    }
syntax-curly-quotes = тексти пишуть у прямих подвійних лапках `"`, а є `{ $shown }`
syntax-curly-quotes-hint = напишіть "{ $inner }"
syntax-unexpected-character = неочікуваний символ `{ $shown }`
syntax-unexpected-character-hint = { $why ->
        [open-quote] тексти пишуть у прямих подвійних лапках: "ось так"
        [semicolon] оголошення закінчується разом із рядком; `;` не потрібна
        [and] напишіть `and`
        [or] напишіть `or`
        [not] напишіть `not` або `!=` для «не дорівнює»
        [quote] пишіть тексти в прямих подвійних лапках: "ось так"
        [dash] пишіть сполучення двома дефісами: `a -- b`
        [nbsp] замініть його звичайним пробілом (він часто потрапляє з текстом, скопійованим із PDF чи вебсторінки)
        [zwsp] видаліть його (він часто потрапляє з текстом, скопійованим із PDF чи вебсторінки)
        [cr] це розрив рядка старого Mac; збережіть файл зі звичайними розривами рядків (LF або CRLF)
        [comment] коментар починається з `#`
       *[none] {""}
    }
syntax-invalid-name = `{ $word }` — неприпустима назва: назви складаються лише з літер a-z, цифр і `_`
syntax-invalid-name-hint = напишіть `{ $better }`
syntax-end-of-file = неочікуваний кінець файлу
syntax-not-utf8 = цей файл не є текстом UTF-8: байт 0x{ $byte } не читається
syntax-not-utf8-hint = { $utf16 ->
        [yes] файл збережено як UTF-16; збережіть його як UTF-8
       *[no] збережіть його як UTF-8 (мабуть, його збережено як Latin-1 чи Windows-1252)
    }
syntax-reserved-key = `{ $key }` не може бути ключем
syntax-reserved-key-hint = це зарезервоване слово оголошень; виберіть іншу назву
syntax-key-twice = `{ $key }` вказано двічі
syntax-key-twice-hint = вказуйте кожен ключ один раз; кілька значень пишіть списком через кому
syntax-parameter-twice = параметр `{ $name }` названо двічі
syntax-parameter-twice-hint = дайте кожному параметру власну назву
syntax-too-many-digits = це число має цифр: { $digits }; числа у вмісті мають щонайбільше { $most }
syntax-too-many-digits-hint = може, затиснулася клавіша цифри або злилися два числа?
syntax-argument-twice = `{ $key }` вказано в цьому виклику двічі
syntax-too-deep = це оголошення вкладене надто глибоко (понад { $most } рівнів)
syntax-too-deep-hint = розбийте вираз чи блоки на менші частини, напр. через `let` або позначку
check-cannot-read = цей файл не вдається прочитати: { $code ->
        [ENOENT] його не існує
        [EACCES] немає дозволу
        [EISDIR] це тека
       *[other] { $reason }
    }
check-unreadable-not-regular = { files-error-not-regular }
check-unreadable-not-regular-hint = { files-error-not-regular-hint }
check-unreadable-too-large = { files-error-too-large }
check-unreadable-too-large-hint = { files-error-too-large-hint }
check-unreadable-outside = { files-error-outside }
check-unreadable-outside-hint = { files-error-outside-hint }
check-nul-byte = цей файл містить байт NUL, тож це не текстовий файл
check-nul-byte-hint = файли вмісту — це звичайний текст UTF-8; може, його збережено як UTF-16 або це двійковий файл?
check-not-inside = `{ $sub }` не може стояти всередині: { $kind_noun }{ $block ->
        [no] {" "}(не приймає блоку)
       *[yes] {""}
    }
check-not-inside-hint = { $near ->
        [none] може містити: { $allowed }
       *[other] можливо, ви мали на увазі '{ $near }'?
    }
check-no-effects-inside = ефекти не можуть стояти всередині: { $kind_noun }
check-no-effects-inside-hint = може містити: { $allowed }
check-variant-is-path = '{ $name }' — це шлях; --variant приймає назву варіанта
check-variant-is-path-hint = щоб застосувати теку { $name }, використайте --overlay { $name } (варіанти: { $known ->
            [none] немає
           *[other] { $known }
        })
check-variant-bad-name = { $name ->
        [none] --variant потребує назви варіанта, а не порожньої
       *[other] '{ $name }' не є назвою варіанта
    }
check-variant-bad-name-hint = варіант називається так само, як його тека у variants/ вмісту (варіанти: { $known ->
            [none] немає
           *[other] { $known }
        }); щоб застосувати власну теку, використайте --overlay DIR
check-needs-id-found-key = після `{ $kind }` бракує назви, а є ключ `{ $key }`
check-schema-what = { $what ->
        [id] назва ({ $kind_noun })
        [key] `{ $key }`
       *[value] значення
    }
check-schema-found = { $found_as ->
        [text] текст "{ $found }"
        [range] діапазон { $found }
        [some-range] діапазон
        [expression] вираз
        [values] значень: { $found }
        [bare] { $found }
       *[notation] `{ $found }`
    }
check-schema-subject = { $name ->
        [none] { $kind_noun }
       *[other] { $kind_noun } '{ $name }'
    }
check-schema-required = { check-schema-subject }: бракує `{ $missing }`
check-schema-required-hint = { $meaning ->
       *[other] що задає цей ключ, описано в довідці мови вмісту (docs/guide/content-language.md)
    }
check-schema-no-block = { check-schema-subject }: не може мати блоку `{"{"} {"}"}`
check-schema-no-params = { check-schema-subject }: не може приймати параметрів
check-schema-one-of = { check-schema-what } має бути одним із: { $options }, а вказано: { check-schema-found }
check-schema-one-of-hint = можливо, ви мали на увазі '{ $near }'?
check-schema-one-value = { check-schema-what } приймає одне значення, а вказано: { $count }
check-schema-one-value-hint = приберіть зайві значення
check-schema-described = { $desc ->
       *[other] { check-schema-what } має бути { $shape ->
            [text] текстом у лапках
            [range] діапазоном, як-от 1..5
           *[value] записане інакше
        }, а вказано: { check-schema-found }
    }
check-schema-described-hint = напишіть `{ $key } "{ $quote }"`
check-schema-written-differently = { check-schema-what } записується інакше, а вказано: { check-schema-found }
check-schema-something-else = { check-schema-what } має бути чимось іншим, а вказано: { check-schema-found }
check-schema-name-not-text = `{ $key }` має бути назвою{ $desc ->
       *[other] {""}
    }, а вказано: { check-schema-found }
check-schema-name-not-text-hint = напишіть назву, без лапок
check-schema-type = { check-schema-what } має бути такого типу: { $types }, а вказано: { check-schema-found }
check-schema-type-word = { $type ->
        [integer] ціле число
        [string] назва
        [array] список
        [object] значення
        [boolean] yes або no
        [number] число
       *[other] { $type }
    }
# (a label: the nouns in the nominative plural, the count after them)
check-schema-noun = { $n ->
       *[other] { $noun ->
            [card-number-or-range] номери карток чи діапазони
            [city] міста
            [icon] позначки
            [message-id] назви повідомлень
            [number] числа
            [phase] етапи
            [piece] компоненти
            [place] місця
            [province] землі
            [quoted-text] тексти в лапках
            [range] діапазони
            [side] сторони
            [source] джерела
           *[value] значення
        }
    }
check-schema-items = { check-schema-what }: { check-schema-noun } — { $bound ->
        [least] щонайменше
       *[most] щонайбільше
    } { $n }, а вказано: { $count }
check-schema-bound = { check-schema-what } має бути { $bound ->
        [least] щонайменше
       *[most] щонайбільше
    } { $limit }, а вказано: { check-schema-found }
check-schema-invalid = { check-schema-what } тут не підходить: вказано { check-schema-found }

check-in-needs-members-text = `{ $op }` потребує праворуч списку, сторони, групи чи країни, а передано текст
check-in-needs-members-text-hint = текст не має елементів; щоб порівняти одне значення з іншим, напишіть `==`

## What `wsdv check` says when the content passed: how many of each kind it counted (`$kind`, a kind of
# declaration; `$n` how many), joined with commas into `$counts`; the connections with their blue lines, the
# card faces with the decades they are dealt in.
check-ok-count = { $kind ->
       *[side] { $n ->
             [one] { $n } сторона
             [few] { $n } сторони
             [many] { $n } сторін
            *[other] { $n } сторони
        }
        [province] { $n ->
             [one] { $n } земля
             [few] { $n } землі
             [many] { $n } земель
            *[other] { $n } землі
        }
        [city] { $n ->
             [one] { $n } місто
             [few] { $n } міста
             [many] { $n } міст
            *[other] { $n } міста
        }
        [connection] { $n ->
             [one] { $n } сполучення
             [few] { $n } сполучення
             [many] { $n } сполучень
            *[other] { $n } сполучення
        }
        [group] { $n ->
             [one] { $n } група
             [few] { $n } групи
             [many] { $n } груп
            *[other] { $n } групи
        }
        [country] { $n ->
             [one] { $n } країна
             [few] { $n } країни
             [many] { $n } країн
            *[other] { $n } країни
        }
        [track] { $n ->
             [one] { $n } доріжка
             [few] { $n } доріжки
             [many] { $n } доріжок
            *[other] { $n } доріжки
        }
        [piece] { $n ->
             [one] { $n } вид компонентів
             [few] { $n } види компонентів
             [many] { $n } видів компонентів
            *[other] { $n } види компонентів
        }
        [phase] { $n ->
             [one] { $n } етап
             [few] { $n } етапи
             [many] { $n } етапів
            *[other] { $n } етапи
        }
        [icon] { $n ->
             [one] { $n } позначка
             [few] { $n } позначки
             [many] { $n } позначок
            *[other] { $n } позначки
        }
        [card] { $n ->
             [one] { $n } бік картки
             [few] { $n } боки карток
             [many] { $n } боків карток
            *[other] { $n } боки карток
        }
        [outcome] { $n ->
             [one] { $n } варіант завершення
             [few] { $n } варіанти завершення
             [many] { $n } варіантів завершення
            *[other] { $n } варіанти завершення
        }
    }
check-ok-connections = { check-ok-count } ({ $blue ->
         [one] { $blue } синя лінія
         [few] { $blue } сині лінії
         [many] { $blue } синіх ліній
        *[other] { $blue } сині лінії
    })
check-ok-cards = { check-ok-count } { $decades ->
        [one] у { $decades } десятиріччі
        [few] у { $decades } десятиріччях
        [many] у { $decades } десятиріччях
       *[other] у { $decades } десятиріччях
    }
check-ok = вміст у порядку{ $variants ->
        [none] {""}
       *[other] {" "}(варіант { $variants })
    }: { $counts }
# Збої вмісту під час гри (`wsdv play`, `replay`, `scenario run`).
runtime-division-by-zero = ділення на нуль
runtime-division-by-zero-hint = захистіть дільник, наприклад `d > 0 ? n / d : 0`
runtime-recursion = виклики вкладені надто глибоко для Python (нескінченна рекурсія?)
runtime-budget-game = вміст виконав у цій партії понад { $budget } кроків (нескінченний цикл?)
runtime-budget-game-hint = тут цикл вийшов з-під контролю; якщо вмістові справді потрібно більше, збільште бюджет змінною середовища WSDV_MAX_STEPS
runtime-budget-decision = вміст виконав понад { $budget } кроків без жодного рішення (нескінченний цикл?)
runtime-budget-decision-hint = тут цикл вийшов з-під контролю; якщо вмістові справді потрібно більше, збільште бюджет змінною середовища WSDV_MAX_DECISION_STEPS
runtime-too-deep = символи й процедури викликають одне одного глибше ніж на { $depth } рівнів (нескінченна рекурсія?)
runtime-too-deep-hint = дайте викликам спосіб зупинитися; якщо вміст справді вкладений так глибоко, підніміть межу змінною середовища WSDV_MAX_DEPTH
runtime-memory = { $what ->
        [none] цей вираз
       *[other] { $what }
    } потребує більше пам'яті, ніж є
runtime-unknown-id = { $what ->
        [none] цей вираз
       *[other] { $what }
    } отримав «{ $key }», якого не знає (невідомий ідентифікатор)
runtime-not-a-site = «{ $site }» не є ні містом, ні сполученням
runtime-unknown-track = невідома доріжка `{ $name }`
runtime-names-nothing = «{ $thing }» не називає жодної сторони, групи, землі, сектора, міста, країни чи сполучення
runtime-no-place = жодне місце на полі не зветься «{ $place }»: компоненти кладуть на землю, сектор, місто, країну, комірку чи картку
runtime-negative = кількість { $piece } на { $place } стала б від'ємною
runtime-not-a-city = `{ $call }` отримало «{ $value }», а це не місто
runtime-not-a-place = `{ $call }` отримало «{ $value }», а це не назва жодного місця на полі
runtime-choose-by = choose() поза дією потребує `by`
runtime-no-definition = у вмісті немає `{ $kind } { $name }`
runtime-no-pile-role = жоден стос не має `role { $role }`
runtime-no-card = немає картки { $card }
runtime-too-large = `{ $op }` дає число, завелике для гри (понад { $limit })
runtime-too-long = `{ $op }` дає список або текст, задовгий для гри (понад { $limit } елементів)
runtime-no-members = «{ $container }» не має членів: `in` потребує списку, сторони, групи чи країни
runtime-in-needs = `in` потребує списку, сторони, групи чи країни, отримано { $found }
runtime-no-key = «{ $value }» не має `{ $name }`
runtime-no-options = рішення «{ $decision }» для { $side } не має варіантів
runtime-entry-routines = рівно одна процедура має мати `entry yes`, знайдено: { $found }
runtime-unknown-name = невідома назва '{ $name }'
runtime-unknown-call = невідома позначка чи операція `{ $name }`
runtime-unknown-icon = невідома позначка чи процедура `{ $name }`
runtime-missing-parameter = позначка `{ $icon }` потребує свого параметра `{ $param }`
runtime-no-agent = ніхто не грає за сторону '{ $side }'

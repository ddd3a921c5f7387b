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
check-count-strict = (--strict: вони рахуються як помилки)

check-unknown = невідома назва '{ $value }' (очікувалося: { $kinds })
check-unknown-hint = можливо, ви мали на увазі '{ $near }'?
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
       *[other] можливо, ви мали на увазі '{ $near }'?
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
check-calls-itself = { $kind_noun } `{ $name }` викликає сама себе: { $chain }
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
check-defined-twice = { $kind_noun } '{ $name }' визначено двічі
check-defined-twice-hint = перше визначення: { $where }
check-already-in-base = { $kind_noun } '{ $name }' уже є в основному вмісті
check-already-in-base-hint = щоб змінити, напишіть перед цим `replace` або `amend`
check-cannot-change = `{ $word }` неможливе: { $kind_noun } '{ $name }' немає
check-cannot-change-hint = { $reversed ->
        [none] можливо, ви мали на увазі '{ $near }'?
       *[other] його записано як `{ $reversed }`; вкажіть кінці в такому порядку
    }
check-delete-extra = `delete` приймає лише вид і назву
check-unknown-key = невідомий ключ `{ $key }` ({ $kind_noun })
check-unknown-key-hint = { $near ->
        [none] { $before ->
            [none] відомі ключі: { $known }
           *[other] якщо `{ $key }` — ще один елемент `{ $before }`, розділіть елементи комами: `{ $last }, { $key }`
        }
       *[other] можливо, ви мали на увазі '{ $near }'?
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

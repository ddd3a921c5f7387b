# Підписи `wsdv cards` і рядок результату `wsdv play`.
cli-cards-count = { $count ->
        [one] { $count } бік картки
        [few] { $count } боки карток
        [many] { $count } боків карток
       *[other] { $count } боку картки
    }
cli-card-heading = картка { $id }: { $title }{ $same ->
        [yes] {""}
       *[no] { " " }({ $original })
    }{ $year ->
        [none] {""}
       *[other] , { $year }
    }
cli-card-decade = десятиріччя { $decade }, { $colour }
cli-card-special = особлива картка
cli-card-face = бік «{ $face }» (інший бік: «{ $other }»)
cli-card-value = значення: { $value }
cli-card-corner = позначки в куті: { $icons }
cli-card-event = подія (може ініціювати: { $sides }):
cli-card-row = ряд { $number }: { $icons }
cli-card-text = текст: { $text }
cli-card-played = за роз’ясненням грають так (вище — те, що надруковано на картці):
cli-card-source = джерело: { $sources }
cli-card-ruling = роз’яснення { $date } ({ $source }): { $text }
cli-card-erratum = виправлення { $date } ({ $source }): { $text }
cli-table-number = №
cli-table-decade = десятиріччя
cli-table-colour = колір
cli-table-value = значення
cli-table-corner = кут
cli-table-title = назва
cli-table-event = подія
cli-result = Результат: { NAME($outcome) }, перемагає { NAME($winner) } (зерно { $seed }, рішень: { $steps })
cli-no-result = Результат: немає, партія скінчилася без розв’язки (зерно { $seed }, рішень: { $steps })
cli-replay-ok = повтор збігається із записом, рішень: { $steps }
cli-replay-result = повтор збігається із записом, рішень: { $steps }; { NAME($outcome) }, перемагає { NAME($winner) }

# `wsdv cards` відхиляє невідому картку чи фільтр ($key: decade, colour, icon, side).
cli-no-card = wsdv cards: немає картки «{ $card }» (картки: { $known })
cli-png-needs-extra = wsdv: помилка: для зображення PNG потрібне доповнення `png`: pip install 'wsdv[png]' (або запишіть файл .svg, якому більше нічого не потрібно)
cli-unknown-filter = wsdv cards: { $key ->
        [decade] невідоме десятиріччя
        [colour] невідомий колір
        [icon] невідома позначка
       *[side] невідома сторона
    } «{ $value }» ({ $hint })
cli-did-you-mean = можливо, ви мали на увазі «{ $word }»?
cli-known = відомі: { $words }

# Вигляд поля `wsdv play` для гравця-людини.
view-province = земля
view-pieces = фішки й маркери
view-economy = економіка
view-factories = фабрики (вартість)
view-rundown = занедбана
view-infrastructure = інфраструктура
view-empty = { ID($what) ->
        [special] немає
       *[other] порожньо
    }
view-flag = { ID($flag) ->
        [wall] { $value ->
            [yes] стоїть
           *[no] не стоїть
        }
        [stasi] { $value ->
            [yes] діє
           *[no] розпущено
        }
       *[other] { $value ->
            [yes] так
           *[no] ні
        }
    }
view-used = використана
view-hand = Картки в руці ({ NAME($side) }): { $cards }
view-decides = Рішення ({ NAME($side) }): { $question }
view-prompt = введіть число від 1 до { $count } або `?` для довідки
view-read-card-help = введіть номер пункту, щоб його вибрати; `?` з номером пункту (`?2`) показує текст його картки, а `?` з номером картки у квадратних дужках (`?[25]`) — текст будь-якої картки
view-read-card-unknown = картки «{ $card }» немає
view-hidden-pile = { NAME($pile) }: { $count } { $count ->
        [one] закрита картка
        [few] закриті картки
        [many] закритих карток
       *[other] закритої картки
    }
view-hidden-hand = Картки в руці ({ NAME($side) }): { $count }
# "label: value" on the board view (French: a space before the colon).
view-label = { $label }: { $value }
# Between the items of a list on one line (cards of a pile, icons); French: a space before the semicolon.
view-separator = { "; " }
# The question of a decision, by its kind: every kind the engine asks and every kind the content
# names with choose(..., ask = "kind") (tests/test_human_screen.py finds them all).
view-question = { $kind ->
        [card] яку картку розіграти
        [action] що зробити з карткою
        [ignore] яку позначку картки проігнорувати
        [icon_order] яку позначку виконати наступною
        [floating] до якої землі належить місто
        [build_site] де будувати
        [dismantle_site] що демонтувати
        [living_standard] де розмістити маркер РЖ
        [transfer] чи передати новий маркер РЖ до Західного Берліна
        [sector] який сектор
        [mirror] на яку землю поширюється також велелюдний протест із Західного Берліна
        [overflow] яку позначку виконати натомість
        [attack] яку землю атакувати
        [hand_discard] чи залишити цю картку в руці на нове десятиріччя
        [hand_excess] яку картку з руки скинути
        [prestige_space] позначки якої комірки доріжки престижу виконати
        [remove_unrest] звідки прибрати фішку заворушень
        [rundown] яка фабрика стає занедбаною
        [socialist] куди йде соціаліст
        [socialist_removal] яка земля втрачає соціаліста
        [special_price] як заплатити за особливу картку
        [use_police] чи застосувати зараз картку поліцейської сили
        [place_unrest] де розмістити фішку заворушень
        [move_unrest_from] звідки перемістити фішку заворушень
        [move_unrest_to] куди йде фішка заворушень
        [reduce_unrest] який велелюдний протест зменшується до 3 фішок заворушень
        [remove_ls] звідки прибрати маркер РЖ
        [destroy_factory] яку фабрику прибрати остаточно
        [repair] яку занедбану фабрику відновити
        [remove_line] яку інфраструктуру прибрати
        [return_unrest] куди повертаються фішки заворушень із карток поліцейської сили
        [look_at] на що подивитися: на руку суперника чи на верх колоди
        [seen_cards] що зробити з побаченими картками
        [give_card] яку картку з власної руки віддати
        [take_card] яку з побачених карток узяти
        [remove_card] яку з побачених карток прибрати з гри
        [police_from] звідки картка поліцейської сили забирає фішку заворушень
        [police_to] на яку картку поліцейської сили йде фішка заворушень
       *[other] оберіть один із варіантів
    }
view-question-city = { $question } ({ NAME($city) })
# What the human player answers after: the deciding side's name.
view-input = { NAME($side) } >{ " " }
# An option that is a word of the engine or the content, not a name (by the decision's kind).
view-option = { $option ->
        [none] { $kind ->
            [ignore] не ігнорувати жодної позначки
            [transfer] нічого не передавати
           *[other] нічого (пропустити)
        }
        [stop] більше не розміщувати
        [yes] так
        [no] ні
        [keep] { $kind ->
            [hand_discard] залишити картку
           *[other] залишити картки як є
        }
        [discard] скинути картку з руки
        [opponent_draws] суперник бере верхню картку колоди
        [hand] переглянути руку суперника
        [deck] переглянути 2 верхні картки колоди
        [swap] обміняти одну зі своїх карток на побачену
        [remove] вилучити з гри одну з побачених карток
       *[other] { $option }
    }
# A prestige space offered by its number; a new LS marker passed from a supplier into its sector.
view-space = комірка { $space }
view-transfer = { NAME($supplier) } → { NAME($sector) }

cli-encoding-replaced = деякі символи не можна показати в кодуванні цього термінала ({ $encoding }), тож їх виведено як «?»; щоб бачити повний текст, скористайтеся терміналом UTF-8 (наприклад, PYTHONIOENCODING=utf-8)

# The kinds of player (`--east random`), as reports and screens name them; the options as typed.
player-human = гравець-людина
player-random = випадковий бот
player-foresight = передбачливий бот
player-heuristic = евристичний бот
player-mcts = бот MCTS
player-with-options = { $player } ({ $options })

## Довідка й використання командного рядка (`wsdv --help`, `wsdv play --help`, відмови argparse).

cli-usage = використання:
cli-section-positional = позиційні аргументи
cli-section-options = параметри
cli-description-wsdv = Інтерпретатор правил гри «Wir sind das Volk!»
cli-help-option-help = показати цю довідку й вийти
cli-help-option-version = показати версію wsdv і вийти
cli-help-option-content = тека вмісту замість постачуваної (наприклад, копія дизайнера)
cli-help-option-variant = застосувати варіант із теки variants/ вмісту (можна кілька разів)
cli-help-option-overlay = застосувати теку файлів-накладок (можна кілька разів)
cli-help-option-lang = мова, якою команда друкує (тека в content/locales: en, de, pl, uk, it, fr…); типово та, якої просить LANGUAGE, LC_ALL, LC_MESSAGES чи LANG, інакше англійська
cli-help-option-strict = завершитися з помилкою (код 2), коли текст мови підмінюється англійським або назва не має форми, якої потребує речення; без цього параметра кожен такий випадок — попередження в stderr
cli-help-check-strict = вважати попередження помилками (код 2)
cli-help-command-check = прочитати й перевірити вміст без гри
cli-help-command-cards = перелік боків карток або одна картка
cli-help-command-l10n = звіт про переклади в content/locales
cli-help-command-rename = перейменувати визначення всюди, де записано його ідентифікатор
cli-help-command-site = зібрати або показати сайт-довідник правил
cli-help-command-play = зіграти партію в терміналі (люди чи боти)
cli-help-command-replay = повторити записану партію й перевірити, що вона доходить до тих самих станів
cli-help-command-scenario = виконати сценарії правил (YAML)
cli-help-command-diff = що набір вмісту змінює порівняно з іншим (варіанти, накладки, теки вмісту), словами
cli-help-command-schema = експортувати JSON-схеми вмісту, сценаріїв і журналів партій
cli-help-command-simulate = зіграти багато партій ботів із заданими зернами й звітувати про баланс
cli-description-play = Повна партія. Кожною стороною грає людина за цим терміналом або бот; кожен крок описано словами.
cli-help-play-player = хто грає стороною: human (людина), random, foresight, heuristic або mcts:N (глибокий пошук: повільний і за вимірами слабший за foresight; див. docs/guide/python.md, розділ «Search») (параметри: foresight:weights=ТЕКА,bot=НАЗВА); можна також писати --СТОРОНА ГРАВЕЦЬ, наприклад --east heuristic; сторону, яку не названо, грає foresight
cli-help-play-seed = зерно тасувань і ботів (типово 1)
cli-help-play-log = записувати рішення партії у файл (рядки JSON) під час гри, щоб потім повторити чи продовжити її
cli-help-play-resume = продовжити незакінчену партію з журналу, записаного через --log, дописуючи до нього; гравці — ті, що в журналі, якщо їх не вказано знову; гравця з weights=ТЕКА треба вказати ще раз
cli-help-play-quiet = надрукувати лише результат
cli-help-replay-file = журнал, записаний `wsdv play --log`
cli-help-replay-to = зупинитися після рішення N і надрукувати стан
cli-help-replay-json = з --to: надрукувати стан як JSON (для інструментів) замість ігрового поля
cli-help-replay-narrate = описувати партію словами під час повтору
cli-metavar-command = КОМАНДА
cli-metavar-dir = ТЕКА
cli-metavar-name = НАЗВА
cli-metavar-file = ФАЙЛ
cli-metavar-files = ФАЙЛ
cli-metavar-log = ЖУРНАЛ
cli-metavar-lang = МОВА
cli-metavar-seed = ЗЕРНО
cli-metavar-n = N
cli-metavar-side-kind = СТОРОНА=ГРАВЕЦЬ
cli-argparse-unrecognized = невідомі аргументи: { $words }
cli-argparse-required = бракує обов’язкових аргументів: { $names }
cli-argparse-choice = аргумент { $option }: недопустимий вибір { $value } (можна: { $choices })
cli-argparse-one-value = аргумент { $option }: потрібне одне значення
cli-argparse-values = аргумент { $option }: потрібне щонайменше одне значення
cli-argparse-invalid = аргумент { $option }: недопустиме значення { $value }
cli-argparse-no-value = аргумент { $option }: не бере значення (подано: { $value })
cli-argparse-ambiguous = неоднозначний параметр { $option }: підходять { $choices }
cli-argparse-conflict = аргумент { $option }: не можна разом з аргументом { $other }
cli-argparse-own = аргумент { $option }: { $refusal }
cli-not-a-port = «{ $value }» — не номер порту; вкажіть число від 1 до 65535
cli-not-a-decision = «{ $value }» — не номер рішення; вкажіть невід’ємне ціле число
cli-empty-file-name = порожня назва не вказує на файл; вкажіть назву файлу, наприклад game.jsonl
cli-not-a-seed = «{ $value }» — не зерно; вкажіть ціле число від { $min } до { $max }
cli-not-a-site-url = «{ $value }» — не абсолютна адреса сайту http(s) (наприклад, https://example.org/wsdv/)
cli-unknown-language = у цьому вмісті немає мови «{ $lang }» (наявні: { $available })
cli-locale-unreadable = файли мови «{ $lang }» не вдається прочитати в нинішньому вигляді (`wsdv l10n check { $lang }` перелічує всі проблеми)

cli-log-in-use = { $path }: помилка: інший wsdv саме грає цю партію: її запис використовується
cli-log-in-use-hint = дочекайтеся кінця тієї партії або зупиніть її клавішами Ctrl-C, а потім продовжте
cli-log-write-failed = { $path }: помилка: не вдалося записати запис партії: { $reason }
cli-log-write-failed-hint = запис містить кожне попереднє рішення; звільніть місце, а потім продовжте партію командою: { $command }
cli-not-a-site = { $path }: помилка: цю теку не буде роздано: це не сайт, який зібрав `wsdv site build`
cli-not-a-site-hint = зберіть сайт у нову теку командою `wsdv site serve --build --out DIR`; wsdv роздає лише те, що зібрав сам
cli-rename-interrupted = { $path }: помилка: перейменування «{ $old }» ({ $kind }) на «{ $new }» перервано, тож вміст перейменовано лише частково
cli-rename-interrupted-hint = знову запустіть `wsdv rename { $kind } { $old } { $new }` у цій теці вмісту, щоб завершити або скасувати його
cli-rename-content-errors = вміст має помилки: виправте їх перед перейменуванням
cli-rename-finished = перерване перейменування «{ $old }» ({ $kind }) на «{ $new }» завершено: { $count ->
        [one] його { $count } файл тепер містить
        [few] усі його { $count } файли тепер містять
       *[many] усі його { $count } файлів тепер містять
    } новий ідентифікатор
cli-rename-undone = перерване перейменування «{ $old }» ({ $kind }) на «{ $new }» скасовано: воно ще не змінило { $count ->
        [one] свого { $count } файлу
        [few] жодного зі своїх { $count } файлів
       *[many] жодного зі своїх { $count } файлів
    }
cli-new-interrupted = { $path }: помилка: `wsdv new { $kind } { $id }` перервано, тож вміст містить лише частину того, що ця команда додає
cli-new-interrupted-hint = знову запустіть ту саму команду `wsdv new` у цій теці вмісту: вона завершить перервану або скасує її й додасть усе заново
cli-new-finished = перерване `wsdv new { $kind } { $id }` завершено: { $count ->
        [one] його { $count } файл записано
        [few] усі його { $count } файли записано
       *[many] усі його { $count } файлів записано
    }
cli-new-undone = перерване `wsdv new { $kind } { $id }` скасовано: воно ще не змінило { $count ->
        [one] свого { $count } файлу
        [few] жодного зі своїх { $count } файлів
       *[many] жодного зі своїх { $count } файлів
    }
cli-play-resume-with-log = --resume продовжує партію в її власному журналі; --log із ним не поєднується
cli-play-seed-mismatch = партія з журналу має зерно { $logged }, а не { $given }
cli-play-seed-hint = продовжуючи партію, не вказуйте --seed
cli-play-resume-differs = партія відрізняється від журналу, тож продовжити її не можна: { $detail }
cli-play-stopped = зупинено; усі рішення досі записано в { $log }
cli-play-continue = продовжити партію: { $command }
cli-play-stopped-unlogged = зупинено; партію не записано: грайте з --log ФАЙЛ, щоб зберегти її рішення й продовжити її пізніше
cli-replay-differs = повтор відрізняється від журналу: { $detail }
cli-replay-failed = повтор перервано: { $reason }

## `wsdv new`: its refusals (a message's hint is `<id>-hint`) and what it says it wrote; `$kind` is the kind
## of definition as typed (card, icon, ...), an id of the content language.
new-shipped = { $path }: помилка: вбудований вміст установлено разом із wsdv, і його не змінюють на місці
new-shipped-hint = скопіюйте його й укажіть копію через --content ТЕКА
new-content-has-errors = вміст має помилки; виправте їх, перш ніж щось додавати
new-would-not-pass = вміст із новим елементом ({ $kind }) не пройшов би `wsdv check`; нічого не записано
new-symbolic-link = { $path } — символічне посилання (на { $target }); `wsdv new` замінює файли, які змінює, тож нічого не записано
new-symbolic-link-hint = додайте його в теці, на яку вказує посилання, або замініть посилання копією його файлу
new-written = новий елемент ({ $kind }) «{ $id }», файлів: { $files }
new-next-no-texts = далі: заповніть його (docs/guide/content-language.md); текстів для перекладу немає
new-next = далі: напишіть його англійський текст ({ $files }) і те, що він робить; текстів чекають на переклад ({ $langs }): { $texts } (wsdv l10n status)
new-card-needs-decade = нова картка потребує свого десятиріччя
new-card-needs-decade-hint = wsdv new card { $id } --decade IV
new-not-card-number = «{ $number }» не є номером картки
new-not-card-number-hint = картка — це номер (81) або назва (як їх перелічує `wsdv cards`)
new-no-decade = колода не має десятиріччя «{ $decade }»
new-no-decade-hint = назвіть десятиріччя з content/deck.wsdv (I, II, III, IV)
new-card-outside-decade = картка { $number } не може увійти до десятиріччя { $decade }, чиї картки — { $first }..{ $last }
new-card-outside-decade-hint = наступна картка десятиріччя — { $next }
new-city-needs-province = нове місто потребує своєї землі та місця на полі
new-city-needs-province-hint = wsdv new city { $name } --province PROVINCE --at 31,72 (відсотки ігрового поля, по горизонталі й по вертикалі)
new-not-a-place = { $value ->
        [none] { $what ->
            [city] нове місто потребує
           *[province] нова земля потребує
        } свого місця на полі
       *[other] «{ $value }» не є місцем на полі
    }
new-not-a-place-hint = два числа, відсотки ігрового поля по горизонталі й по вертикалі: { $example }
new-province-needs-side = нова земля потребує своєї сторони
new-province-needs-side-hint = wsdv new province { $name } --side west --at 31,72
new-no-neighbour = немає землі «{ $neighbour }», з якою межувала б «{ $name }»
new-no-neighbour-hint = назвіть землі, оголошені у вмісті
new-neighbours-wrapped = сусіди «{ $neighbour }» займають кілька рядків, яких `wsdv new` не редагує
new-neighbours-wrapped-hint = самі додайте `{ $name }` до сусідів «{ $neighbour }», а тоді запустіть wsdv new без нього
new-connection-two-cities = нове сполучення з'єднує два міста
new-connection-two-cities-hint = wsdv new connection frankfurt --to darmstadt --lines 1
new-not-lines = «{ $lines }» не є кількістю синіх ліній
new-not-lines-hint = сполучення має 1 або 2 сині лінії: --lines 1
new-not-spaces = { $spaces ->
        [none] нова доріжка потребує своїх комірок
       *[other] «{ $spaces }» не є рядом комірок
    }
new-not-spaces-hint = найнижча й найвища комірки: wsdv new track { $name } --spaces -6..6 --start 0
new-not-a-space = «{ $start }» не є коміркою
new-not-a-space-hint = комірка, з якої починає маркер: --start 0
new-variant-exists = варіант «{ $name }» уже є ({ $folder })
new-variant-exists-hint = виберіть іншу назву
new-title-quote = назва варіанта не може містити подвійних лапок
new-title-quote-hint = напишіть її без них
new-not-an-id = «{ $value }» не є назвою-ідентифікатором
new-not-an-id-hint = ідентифікатор складається з малих літер ASCII, цифр і `_`, напр. move_ls
new-text-exists = «{ $id }» уже є текстом мовних файлів ({ $file })
new-text-exists-hint = виберіть ідентифікатор, якого ще ніщо не має
new-variant-in-overlay = варіант «{ $name }» був би текою у variants/ вмісту, а не частиною теки накладок
new-variant-in-overlay-hint = не вказуйте --overlay (саму теку накладок застосовують так само, як варіант)

## `wsdv rename`: its refusals (a message's hint is `<id>-hint`) and what it says it did; `$kind` is the kind of
## definition as typed (province, city, ...), `$kinds` such kinds joined by commas, `$old` and `$new` the ids.
rename-shipped = { $path }: помилка: постачуваний вміст установлено разом із wsdv, і його не перейменовують на місці
rename-shipped-hint = скопіюйте його й укажіть копію через --content ТЕКА
rename-not-an-id = «{ $new }» не є ідентифікатором
rename-not-an-id-hint = ідентифікатор складається з літер ASCII, цифр і `_` і не починається з цифри
rename-no-such = у { $content } немає визначення виду { $kind } з ідентифікатором «{ $old }»
rename-other-kind = у { $content } немає визначення виду { $kind } з ідентифікатором «{ $old }»
rename-other-kind-hint = «{ $old }» — ідентифікатор визначення іншого виду: { $kinds }
rename-ambiguous = «{ $old }» — ідентифікатор визначень кількох видів ({ $kinds }): їхні вживання неможливо розрізнити
rename-ambiguous-hint = перейменуйте його вручну
rename-taken = «{ $new }» уже є ідентифікатором визначення ({ $kinds })
rename-taken-hint = виберіть ідентифікатор, якого ще не має жодне визначення
rename-symbolic-link = цей файл — символьне посилання (на { $target }); перейменування замінює файли, які змінює, тож нічого не записано
rename-symbolic-link-hint = перейменуйте в теці, на яку вказує посилання, або замініть посилання копією
rename-nothing = «{ $old }» ({ $kind }) більше ніде не згадується; змінювати нема чого
rename-would-not-pass = перейменований вміст не пройшов би `wsdv check`; нічого не записано
rename-dry-run =
    перейменування «{ $old }» ({ $kind }) на «{ $new }» змінило б { $lines ->
        [one] { $lines } рядок
        [few] { $lines } рядки
       *[many] { $lines } рядків
    } у { $files ->
        [one] { $files } файлі
        [few] { $files } файлах
       *[many] { $files } файлах
    } (пробний запуск: нічого не записано)
rename-done =
    «{ $old }» ({ $kind }) перейменовано на «{ $new }»: { $lines ->
        [one] { $lines } рядок
        [few] { $lines } рядки
       *[many] { $lines } рядків
    } у { $files ->
        [one] { $files } файлі
        [few] { $files } файлах
       *[many] { $files } файлах
    }

## `wsdv schema export` and `wsdv site build`: what they say they wrote ($seconds: already in the language's
## writing, one decimal), and schema export's refusal of a URL.
cli-schema-bad-base-url = --base-url «{ $url }» не є URL-адресою http(s) чи file
cli-schema-bad-base-url-hint = напр. --base-url https://example.org/wsdv/schemas/
cli-schema-exported =
    записано { $count ->
        [one] { $count } схему JSON
        [few] { $count } схеми JSON
       *[many] { $count } схем JSON
    } у { $dir }
cli-site-generated = створено { $pages ->
        [one] { $pages } сторінку
        [few] { $pages } сторінки
       *[many] { $pages } сторінок
    } { $languages ->
        [one] { $languages } мовою
        [few] { $languages } мовами
       *[many] { $languages } мовами
    }; запускається MkDocs
cli-site-built = сайт зібрано: { $out } ({ $pages ->
        [one] { $pages } сторінка
        [few] { $pages } сторінки
       *[many] { $pages } сторінок
    }, { $seconds } с)
cli-site-needs-extra = wsdv: помилка: для сайту потрібне доповнення `site` (бракує: { $modules }): pip install 'wsdv[site]'
cli-site-cannot-listen = не вдається почати прослуховування { $host }:{ $port }: { $reason }
cli-site-serving = { $root } роздається за адресою { $url } (Ctrl-C зупиняє)
cli-internal-error = wsdv: внутрішня помилка: { $error }
cli-internal-error-hint = це помилка wsdv, а не вашого вмісту; запустіть ще раз із WSDV_DEBUG=1, щоб побачити, де саме

## `wsdv scenario run`: each scenario's mark (`ok`, `FAIL`) and the closing count, its parts joined with commas
## (the scenarios passed and failed, the files not valid, the scenarios with errors, the content's failures).
scenario-passed = пройдено: { $n }
scenario-failed = не пройдено: { $n }
scenario-broken = недійсні файли: { $n }
scenario-invalid = сценарії з помилками: { $n }
scenario-faults = збої вмісту під час виконання: { $n }
scenario-ok = ok
scenario-fail = ПОМИЛКА
# Невдачі сценарію (`wsdv scenario run`): чого сценарій очікував і що було в грі.
scenario-problem-pieces = { $place }: очікувано { $piece }: { $expected }, знайдено: { $found }
scenario-problem-value = { $key } для { $thing }: очікувано { $expected }, знайдено { $found }
scenario-problem-entry = { $key } { $name }: очікувано { $expected }, знайдено { $found }
scenario-problem-zone-count = зона { $zone }: очікувано карт: { $expected }, знайдено: { $found }
scenario-problem-zone = зона { $zone }: очікувано { $expected }, знайдено { $found }
scenario-problem-hand = рука { $side }: очікувано карт: { $expected }, знайдено: { $found }
scenario-problem-ended = очікувано, що гра триває, але вона скінчилася: { $result }
scenario-problem-goes-on = очікувано, що гра скінчилася, але вона триває
scenario-problem-error-missing = очікувано помилку з «{ $error }», але крок вдався
scenario-problem-error-other = очікувано помилку з «{ $error }», а повідомлено: { $got }
scenario-problem-step-failed = крок не вдався: { $error }
scenario-problem-asked = очікувано рішення { $expected }, а запитано { $found }
scenario-problem-decisions = рішення: очікувано { $expected }, було { $found }
scenario-problem-result = результат { $name }: очікувано { $expected }, знайдено { $found }
scenario-problem-no-decision = очікувано, що буде запропоновано рішення «{ $decision }», але жодного не було (після попередніх)
scenario-problem-options = рішення «{ $decision }»: очікувано варіанти { $expected }, запропоновано { $offered }
scenario-problem-not-offered = рішення «{ $decision }»: не запропоновано { $missing } (запропоновано: { $offered })
scenario-problem-barred = рішення «{ $decision }»: запропоновано { $barred }, хоча не мало бути (запропоновано: { $offered })
scenario-problem-unused-choices = { $step ->
        [0] { "" }
       *[other] крок { $step }:{ " " }
    }із записаних виборів ({ $count }) використано лише { $asked }
scenario-problem-site = { $city }: очікувано { $wanted ->
        [none] без фабрики
       *[some] { $expected }
    }, знайдено { $had ->
        [none] без фабрики
       *[some] { $found }
    }
scenario-problem-rundown-count = очікувано занедбаних фабрик: { $expected }, знайдено: { $found } ({ $cities })
scenario-problem-rundown = очікувано занедбані фабрики { $expected }, знайдено { $found }
scenario-problem-infrastructure = інфраструктура { $side }: очікувано { $expected }, знайдено { $found }
scenario-problem-needs-variants = цей сценарій потребує варіантів: { $variants }
scenario-problem-unknown-primitive = невідомий примітив `{ $name }`{ $known ->
        [yes] { " " }(можливо, ви мали на увазі «{ $near }»?)
       *[no] { "" }
    }
scenario-problem-variants-broken = вміст із варіантами: { $variants } має помилки (вище)
scenario-problem-unknown = невідома назва «{ $value }» ({ $what ->
        [action] дія
        [card] картка
        [choice] відповідь
        [city] місто
        [connection] сполучення
        [decision] рішення
        [flag] ознака стану
        [icon] позначка
        [option] варіант
        [outcome] кінець гри
        [phase] етап
        [piece] компонент
        [place] місце
        [province] земля
        [province_or_side] земля або сторона
        [routine] процедура
        [sector] сектор
        [sequence] послідовність
        [setup] підготовка
        [side] сторона
        [track] доріжка
        [zone] зона
       *[other] { $what }
    })
scenario-problem-unknown-hint = { $near ->
        [none] { $about ->
            [decisions] рішення: { $known }
           *[answer] відповідь — це значення одного з варіантів: ідентифікатор вмісту, число, `none` або `stop`
        }
       *[other] можливо, ви мали на увазі «{ $near }»?
    }
scenario-problem-track-spaces = доріжка «{ $track }» має комірки від { $low } до { $high }, а не { $value }
scenario-problem-not-side-decision = «{ $entry }» не складається зі сторони й рішення
scenario-problem-not-side-decision-hint = напишіть `СТОРОНА РІШЕННЯ`{ $example ->
        [none] { "" }
       *[other] , наприклад `{ $example }`
    }
scenario-problem-over-supply = позиція потребує { $piece }: { $needed } на ігровому полі, але в коробці лише { $count }
scenario-problem-ran-out = запас { $piece } вичерпано: не розміщено { $missing } (вміст обмежує його до { $count }, `piece { $piece } ... limit yes`)

# Файл сценарію, який не вдається прочитати як сценарії (wsdv scenario run), кожна проблема на своєму місці.
scenario-load-not-utf8 = файл не є текстом UTF-8
scenario-load-empty = файл не містить жодного сценарію
scenario-load-too-many = після розгортання псевдонімів файл означає понад { $limit } значень
scenario-load-too-many-hint = спільні позиції задавайте меншою кількістю мілкіших якорів
scenario-load-yaml = це не коректний YAML: читання зупинилося тут
scenario-load-yaml-hint = перевірте, чи тут або трохи раніше не бракує двокрапки, лапок чи дужки і чи правильний відступ
scenario-load-deep = файл має надто глибоку вкладеність
scenario-load-long-number = це число має { $digits ->
        [one] { $digits } цифру
        [few] { $digits } цифри
       *[many] { $digits } цифр
    }; жодне значення сценарію не має більше ніж 20
scenario-load-long-number-hint = зерно (seed) — ціле число від 0 до 18446744073709551615
scenario-load-not-mapping = файл сценарію містить одне відображення або `scenarios:` зі списком відображень
scenario-load-unknown-key = невідомий ключ «{ $key }»
scenario-load-unknown-key-hint = відомі ключі: { $keys }
scenario-load-unknown-key-close = невідомий ключ «{ $key }»
scenario-load-unknown-key-close-hint = можливо, ви мали на увазі «{ $close }»?
scenario-load-not-whole = { $value } не є цілим числом
scenario-load-type = «{ $key }» має значення не того виду: очікується { $type ->
        [integer] ціле число
        [number] число
        [string] текст
        [boolean] true або false
        [array] список
        [object] відображення (ключі зі значеннями)
       *[other] значення іншого виду
    }
scenario-load-required = тут бракує ключа «{ $key }»
scenario-load-enum = «{ $key }» набуває одного зі значень: { $values }
scenario-load-minimum = «{ $key }» менше за { $limit }, найменше допустиме значення
scenario-load-maximum = «{ $key }» більше за { $limit }, найбільше допустиме значення
scenario-load-schema = «{ $key }» містить тут не те, що дозволяє сценарій (див. docs/guide/scenarios.md)
scenario-load-step-or-steps = сценарій потребує рівно одного з ключів `step` і `steps`
scenario-load-choices-with-steps = із `steps` кожен крок має власні `choices`
scenario-load-step-kind = крок називає рівно одне з: { $kinds }
scenario-load-single-step-choices = один `step` бере відповіді з `choices` сценарію
scenario-load-unreadable = не вдається прочитати файл: { $code ->
        [ENOENT] такого файлу немає
        [EACCES] читати його заборонено
        [EISDIR] це тека
       *[other] система відмовила ({ $code })
    }
# Вміст дав збій під час сценарію: рядок проблеми і місце в сценарії.
scenario-problem-content-failed = вміст дав збій під час виконання (помилка нижче)
scenario-problem-budget = сценарій перевищив свій бюджет кроків (помилка нижче)
scenario-fault-in-setup = у сценарії { $name }, під час розкладання підготовки й позиції
scenario-fault-in-step = у { $place }{ $colon } сценарій { $name }, крок { $step } ({ $kind } { $what })
scenario-fault-budget-hint = тут цикл вийшов з-під контролю; якщо вмістові справді потрібно більше, збільште `budget` сценарію (зараз { $budget })
# A scenario's run that failed outside the content: a `primitive` step given arguments the primitive cannot take
# (the scenario's), calls nested too deeply, or wsdv itself ($error: Python's exception, as it is, for a bug report).
scenario-problem-primitive-failed = примітив `{ $name }` не спрацював з аргументами сценарію ({ $error })
scenario-problem-too-deep = виклики вмісту вкладені надто глибоко
scenario-problem-engine-failed = під час виконання цього сценарію збій стався в самому wsdv ({ $error }): це помилка wsdv, а не вмісту чи сценарію; запустіть ще раз із WSDV_DEBUG=1, щоб побачити, де саме

# Тека кешу (WSDV_CACHE або системна), коли хтось інший міг би записувати її записи: не використовується, сказано одним рядком.
cli-cache-untrusted = теку кешу не використано: { $why ->
        [owner] вона належить іншому користувачеві
        [parent] тека над нею дозволяє будь-кому її замінити
       *[writable] інші користувачі можуть у неї записувати
    }; wsdv працює без кешу (ті самі відповіді, повільніше). Зробіть теку своєю й приватною (chmod 700) або вкажіть іншу через WSDV_CACHE

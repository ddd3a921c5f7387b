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
    }, { $year }
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
view-yes = так
view-no = ні
view-empty = порожньо
view-used = використана
view-hand = Картки в руці ({ NAME($side) }): { $cards }
view-decides = Рішення ({ NAME($side) }): { $question }
view-prompt = введіть число від 1 до { $count }
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
cli-help-command-diff = що варіанти змінюють порівняно з базовою грою (чи з іншими варіантами), словами
cli-help-command-schema = експортувати JSON-схеми вмісту, сценаріїв і журналів партій
cli-help-command-simulate = зіграти багато партій ботів із заданими зернами й звітувати про баланс
cli-description-play = Повна партія. Кожною стороною грає людина за цим терміналом або бот; кожен крок описано словами.
cli-help-play-player = хто грає стороною: human (людина), random, foresight, heuristic або mcts:N (глибокий пошук, повільний і за вимірами не сильніший за foresight) (параметри: foresight:weights=ТЕКА,bot=НАЗВА); можна також писати --СТОРОНА ГРАВЕЦЬ, наприклад --east heuristic; сторону, яку не названо, грає foresight
cli-help-play-seed = зерно тасувань і ботів (типово 1)
cli-help-play-log = записувати рішення партії у файл (рядки JSON) під час гри, щоб потім повторити чи продовжити її
cli-help-play-resume = продовжити незакінчену партію з журналу, записаного через --log, дописуючи до нього; гравці — ті, що в журналі, якщо їх не вказано знову
cli-help-play-quiet = надрукувати лише результат
cli-help-replay-file = журнал, записаний `wsdv play --log`
cli-help-replay-to = зупинитися після рішення N і надрукувати стан
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

cli-hint = порада: { $hint }
cli-log-in-use = { $path }: помилка: інший wsdv саме грає цю партію: її запис використовується
cli-log-in-use-hint = дочекайтеся кінця тієї партії або зупиніть її клавішами Ctrl-C, а потім продовжте
cli-log-write-failed = { $path }: помилка: не вдалося записати запис партії: { $reason }
cli-log-write-failed-hint = запис містить кожне попереднє рішення; звільніть місце, а потім продовжте партію командою: wsdv play --resume { $path }
cli-not-a-site = { $path }: помилка: цю теку не буде роздано: це не сайт, який зібрав `wsdv site build`
cli-not-a-site-hint = зберіть сайт у нову теку командою `wsdv site serve --build --out DIR`; wsdv роздає лише те, що зібрав сам
cli-rename-interrupted = { $path }: помилка: перейменування { $kind } «{ $old }» на «{ $new }» перервано, тож вміст перейменовано лише частково
cli-rename-interrupted-hint = знову запустіть `wsdv rename { $kind } { $old } { $new }` у цій теці вмісту, щоб завершити або скасувати його
cli-rename-finished = перерване перейменування { $kind } «{ $old }» на «{ $new }» завершено: { $count ->
        [one] його { $count } файл тепер містить
        [few] усі його { $count } файли тепер містять
       *[many] усі його { $count } файлів тепер містять
    } новий ідентифікатор
cli-rename-undone = перерване перейменування { $kind } «{ $old }» на «{ $new }» скасовано: воно ще не змінило { $count ->
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
cli-replay-differs = повтор відрізняється від журналу: { $detail }

# Текст картки, створений з позначок її події (wsdv cards show). Див. en/icons.ftl:
# ті самі змінні; назви місць і сторін у відмінку, якого потребує речення
# (NAME($where, case: "in") → «у Баварії», NAME($side, case: "genitive") → «Сходу»).

## Позначки зі стрілками (§6.4)

icon-prestige-arrow = Пересуньте маркер престижу на { $n } { $n ->
        [one] комірку
        [few] комірки
       *[many] комірок
    } у бік { NAME($side, case: "genitive") }
icon-currency-arrow = Пересуньте маркер західної валюти на { $n } { $n ->
        [one] комірку
        [few] комірки
       *[many] комірок
    } у бік { NAME($side, case: "genitive") }
icon-socialist-arrow = Пересуньте маркер соціалістів на { $n } { $n ->
        [one] комірку
        [few] комірки
       *[many] комірок
    } у бік { NAME($side, case: "genitive") }

## Позначки без стрілок (§6.4)

icon-build-point = { NAME($side) } отримує { $n } { $n ->
        [one] очко
        [few] очки
       *[many] очок
    } побудови { NAME($where, case: "in") }
icon-dismantle = { NAME($side) } демонтує { $n } { $n ->
        [one] очко
        [few] очки
       *[many] очок
    } побудови { NAME($where, case: "in") }
icon-place-unrest = Розмістіть { $n } { $n ->
        [one] фішку
        [few] фішки
       *[many] фішок
    } заворушень { NAME($where, case: "in") }
icon-remove-unrest = Приберіть { $n } { $n ->
        [one] фішку
        [few] фішки
       *[many] фішок
    } заворушень { NAME($where, case: "in") }
icon-move-unrest = Перемістіть { $n } { $n ->
        [one] фішку
        [few] фішки
       *[many] фішок
    } заворушень { $from_id ->
        [none] з однієї землі { NAME($side, case: "genitive") } до іншої
       *[other] з { NAME($from, case: "genitive") } до іншої землі { NAME($side, case: "genitive") }
    }
icon-reduce-unrest = Зменште кількість фішок заворушень до 3 у { $n } { $n ->
        [one] землі
        [few] землях
       *[many] землях
    } { NAME($side, case: "genitive") } з велелюдним протестом
icon-place-ls = { $n ->
        [1] Розмістіть { $n } маркер РЖ { NAME($where, case: "in") } і приберіть там 1 фішку заворушень
        [one] Розмістіть { $n } маркер РЖ { NAME($where, case: "in") } і приберіть по 1 фішці заворушень там, куди потрапить кожен із них
        [few] Розмістіть { $n } маркери РЖ { NAME($where, case: "in") } і приберіть по 1 фішці заворушень там, куди потрапить кожен із них
       *[many] Розмістіть { $n } маркерів РЖ { NAME($where, case: "in") } і приберіть по 1 фішці заворушень там, куди потрапить кожен із них
    }
icon-place-ls-only = Розмістіть { $n } { $n ->
        [one] маркер
        [few] маркери
       *[many] маркерів
    } РЖ { NAME($where, case: "in") }, не прибираючи фішок заворушень
icon-remove-ls = Приберіть { $n } { $n ->
        [one] маркер
        [few] маркери
       *[many] маркерів
    } РЖ { NAME($where, case: "in") }
icon-destroy-factory = Остаточно приберіть { $n } { $n ->
        [one] фабрику
        [few] фабрики
       *[many] фабрик
    } { NAME($side, case: "genitive") } { NAME($where, case: "in") } разом з усією { $n ->
        [1] її
       *[other] їхньою
    } інфраструктурою
icon-rundown = { $n ->
        [one] { $n } фабрика { NAME($side, case: "genitive") } { NAME($where, case: "in") } стає занедбаною
        [few] { $n } фабрики { NAME($side, case: "genitive") } { NAME($where, case: "in") } стають занедбаними
       *[many] { $n } фабрик { NAME($side, case: "genitive") } { NAME($where, case: "in") } стають занедбаними
    }
icon-repair = { $n ->
        [one] { $n } занедбану фабрику { NAME($side, case: "genitive") } { NAME($where, case: "in") } відновлено
        [few] { $n } занедбані фабрики { NAME($side, case: "genitive") } { NAME($where, case: "in") } відновлено
       *[many] { $n } занедбаних фабрик { NAME($side, case: "genitive") } { NAME($where, case: "in") } відновлено
    }
icon-build-wall = Зведення Берлінського муру: Схід більше не зазнає втечі
icon-wall-falls = Відкриття муру: Схід знову зазнає втечі
icon-police-red = Червона поліцейська сила: картка лягає відкритою перед Сходом
icon-police-pink = Рожева поліцейська сила: картка лягає відкритою перед Сходом
icon-stasi-dissolved = Розпуск Штазі: Схід скидає свої картки поліцейської сили й повертає фішки заворушень, що лежать на них, до своїх земель, щонайбільше по 1 на землю
icon-guillaume = Справа Гійома: Схід переглядає руку Заходу або 2 верхні картки колоди й може обміняти одну зі своїх карток на одну з побачених або вилучити з гри одну з цих 2 карток колоди

## Де діє позначка, коли обмеження не надруковано: будь-де на її боці

icon-anywhere = { $side_id ->
        [west] на Заході
       *[east] у Східній Німеччині
    }

## Що картка додає до позначки

icon-limit = { $text }, щонайбільше { $limit } в одній землі
icon-crest = { $text }; де саме — вирішує { NAME($crest) }
icon-optional = { $text } (від цього можна відмовитися)
icon-sentence = { $text }.
card-order-printed = У такому порядку:
    .next = lower
card-reminder = Нагадування (етап «{ $phase }»): { $text }

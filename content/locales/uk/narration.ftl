# Опис перебігу гри (wsdv play, wsdv replay). Див. en/narration.ftl: аргументи, що
# називають елементи гри, — це визначення: NAME($x, case: "…") дає назву у відмінку,
# NAME($x, $n) — форму для числа. Дієслова в безособовій формі («розміщено»), щоб не
# узгоджувати їх із родом фішки.

narr-setup = Підготовка до гри.
narr-decade = Починається десятиріччя { $a }.
narr-phase = Кінець десятиріччя: { NAME($phase) }
narr-phase-quiet = Кінець десятиріччя: { NAME($phase) } (нічого не відбувається)
narr-turn = { NAME($side) } розігрує картку { $card } і обирає дію «{ NAME($action) }».
narr-turn-quiet = Дія не має жодного наслідку.
narr-no-move = { NAME($side) } не має картки, яку можна розіграти.
narr-icon = Позначка «{ NAME($icon) }»:
narr-icon-quiet = Позначка «{ NAME($icon) }»: без наслідків.
narr-ignored = { NAME($side) } ігнорує позначку «{ NAME($icon) }».
narr-unexecutable = Позначку «{ NAME($icon) }» неможливо виконати, тому її пропущено.
narr-add = Розміщено { $n } { NAME($piece, $n, case: "accusative") } { NAME($place, case: "in") }.
narr-remove = Прибрано { $n } { NAME($piece, $n, case: "accusative") } { NAME($place, case: "from") }.
narr-move = Переміщено { $n } { NAME($piece, $n, case: "accusative") } { NAME($source, case: "from") } { NAME($place, case: "to") }.
narr-marker-up = З’являється { NAME($marker) } { NAME($place, case: "in") } (усього: { $n }).
narr-marker-down = Зникає { NAME($marker) } { NAME($place, case: "in") } (залишилося: { $n }).
narr-build-factory = Побудовано фабрику { NAME($city, case: "in") }.
narr-build-line = Побудовано інфраструктуру на сполученні { $connection }.
narr-dismantle-factory = Демонтовано фабрику { NAME($city, case: "in") }.
narr-dismantle-line = Демонтовано інфраструктуру на сполученні { $connection }.
narr-destroy-factory = Фабрику { NAME($city, case: "in") } остаточно прибрано.
narr-move-factory = Фабрику { NAME($city, case: "in") } перенесено до { NAME($to, case: "genitive") }.
narr-factory-rundown = Фабрика { NAME($city, case: "in") } стає занедбаною.
narr-repaired = Фабрику { NAME($city, case: "in") } відновлено.
narr-track = { $steps ->
        [0] Маркер { NAME($track, case: "in") } не може пересунутися далі в бік { NAME($toward, case: "genitive") } (комірка { $space }).
       *[other] Маркер { NAME($track, case: "in") } пересувається на { $steps } { $steps ->
            [one] комірку в бік
            [few] комірки в бік
           *[many] комірок у бік
        } { NAME($toward, case: "genitive") } (комірка { $space }).
    }
narr-overflow = Стрілку { NAME($track, case: "genitive") } неможливо виконати; натомість діє { NAME($side) }.
narr-space = Позначки комірки { $space } { NAME($track, case: "genitive") }:
narr-card-moved = Картка { $card } потрапляє { NAME($zone, case: "to") }.
narr-flag = { $value ->
        [yes] Відтепер діє: { NAME($flag) }.
       *[no] Більше не діє: { NAME($flag) }.
    }
narr-reveal = { $seen ->
        [none] { NAME($side) } не має чого переглядати.
       *[some] { NAME($side) } переглядає: { $cards }.
    }
narr-swap = Картки { $card } і { $other } міняються місцями.
narr-game-over = { NAME($outcome) }: гру виграє { NAME($winner) }.

# Рішення, про які варто розповісти.
narr-decision-floating = { $abroad ->
        [yes] Фабрика { NAME($city, case: "in") } тепер зараховується до економіки { NAME($option, case: "genitive") }.
       *[no] { NAME($city) } тепер { NUMBER_OF($city) ->
            [plural] належать
           *[singular] належить
        } до { NAME($option, case: "genitive") }.
    }
narr-decision-mirror = Велелюдний протест із Західного Берліна поширюється також на { NAME($option, case: "accusative") } (вибір Сходу).
narr-decision-transfer = { $option ->
        [none] Жоден новий маркер РЖ не переходить до Західного Берліна.
       *[other] { "" }
    }
narr-decision-use_police = { $option ->
        [yes] Схід використовує картку поліцейської сили.
       *[other] Схід поки що не застосовує картки поліцейської сили.
    }
narr-decision-hand_discard = { NAME($side) } { $option ->
        [discard] скидає картку з руки.
       *[other] залишає картку в руці.
    }
narr-decision-special_price = { NAME($side) } платить за особливу картку: { $option ->
        [discard] скидає картку з руки.
       *[other] { NAME($opponent) } бере верхню картку з колоди як додаткову картку на руку.
    }
narr-decision-prestige_space = { NAME($side) } виконує позначки престижу з комірки { $option }.
narr-decision-attack = { NAME($source) } атакує { NAME($option, case: "accusative") }.

# Картка, названа в розповіді.
# Без іменника: повідомлення самі додають «картка», «картку» в потрібному відмінку.
narr-card-name = № { $number } «{ $title }»

# Факти гри, що змінюються під час партії, кожен власним реченням.
narr-flag-wall = { $value ->
        [yes] Берлінський мур збудовано.
       *[no] Берлінський мур падає.
    }
narr-flag-stasi = { $value ->
        [yes] Штазі знову діє.
       *[no] Штазі розпущено: Схід більше не збирає карток поліцейської сили.
    }

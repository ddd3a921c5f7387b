# Підписи `wsdv cards` і рядок результату `wsdv play`.
cli-cards-count = { $count ->
        [one] { $count } бік картки
        [few] { $count } боки карток
        [many] { $count } боків карток
       *[other] { $count } боку картки
    }
cli-card-heading = картка { $id }: { $title } ({ $original }), { $year }
cli-card-decade = десятиріччя { $decade }, { $colour }
cli-card-special = особлива картка
cli-card-face = бік «{ $face }» (інший бік: «{ $other }»)
cli-card-value = значення: { $value }
cli-card-corner = кут: { $icons }
cli-card-event = подія (може запустити: { $sides }):
cli-card-row = рядок { $number }: { $icons }
cli-card-text = текст: { $text }
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
cli-result = результат: { NAME($outcome) }, перемагає { NAME($winner) } (зерно { $seed }, рішень: { $steps })
cli-replay-ok = повтор збігається із записом, рішень: { $steps }
cli-replay-result = повтор збігається із записом, рішень: { $steps }; { NAME($outcome) }, перемагає { NAME($winner) }

# Вигляд поля `wsdv play` для гравця-людини.
view-province = земля
view-economy = економіка
view-factories = фабрики (значення)
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
# The question of a decision, by its kind.
view-question = { $kind ->
        [card] яку картку зіграти
        [action] що зробити з карткою
        [floating] до якої землі належить місто
        [sector] який сектор
        [ignore] чи ігнорувати позначку
        [build] де будувати
        [dismantle] що демонтувати
       *[other] оберіть один із варіантів
    }

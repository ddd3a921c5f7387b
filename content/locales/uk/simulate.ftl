# `wsdv simulate`: звіт про баланс гри (report.md, report.html, підсумок у терміналі, графіки).

sim-title = Звіт про симуляцію
sim-games = { $games ->
        [one] { $games } партія
        [few] { $games } партії
       *[many] { $games } партій
    } (зерна від { $first } до { $last })
sim-interrupted = Зупинено достроково: завершено { $done } з { $games } партій; звіт охоплює лише їх.
sim-content = Вміст: { $label } (хеш вмісту { $hash })
# The content set when no --content, --variant or --overlay chose another: the shipped one as it is.
sim-shipped = такий, як постачається з wsdv
sim-players = Гравці: { $players }
sim-player = { NAME($side) }: { $kind }
sim-base = перший набір
sim-second = другий набір
sim-section-wins = Частка перемог
sim-section-outcomes = Як закінчуються партії
sim-section-length = Тривалість партії
sim-section-tracks = Положення маркерів на доріжках наприкінці кожного десятиріччя
sim-section-cards = Картки
sim-wins = { NAME($side) } перемагає у { $rate } % ± { $half } (95 % інтервал від { $low } до { $high } %)
sim-compare-wins = { NAME($side) } перемагає у { $a } % ± { $ha } → { $b } % ± { $hb } (різниця { $diff } в. п., { $significant ->
        [yes] значуща
       *[no] незначуща
    })
sim-col-outcome = завершення
sim-col-games = партії
sim-col-share = частка
sim-col-track = доріжка
sim-col-decade = десятиріччя
sim-col-median = медіана
sim-col-quartiles = квартилі
sim-col-card = картка
sim-col-side = сторона
sim-col-action = зіграна як
sim-col-plays = партії
sim-col-win-used = частка перемог, коли зіграна так
sim-col-win-other = частка перемог в інших
sim-col-difference = різниця
sim-length = Медіана { $median } { $median ->
        [one] хід
        [few] ходи
        [many] ходів
       *[other] ходу
    } (квартилі від { $low } до { $high }).
sim-ended-in = Партії, що завершилися в кожному десятиріччі:
sim-cards-note = Для кожної картки, сторони й дії: частка перемог цієї сторони в партіях, де вона зіграла картку саме так, порівняно з іншими партіями. ★ позначає різницю, 95 % інтервал якої не містить 0 (за такої кількості карток частина позначок випадкова: приблизно кожне двадцяте порівняння).
sim-significant = ★
sim-outcome-line = { NAME($outcome) }: { $share }
sim-cell-share = { $rate } % ± { $half }
sim-cell-games = { $share } ({ $n ->
        [one] { $n } партія
        [few] { $n } партії
        [many] { $n } партій
       *[other] { $n } партії
    })
sim-cell-difference = { $diff } [{ $low }; { $high }]
sim-cell-range = від { $low } до { $high }
sim-plot-wins = Частка перемог з 95 % інтервалом
sim-plot-outcomes = Частка партій за завершенням
sim-plot-length = Ходи в партії
sim-plot-games = партії
sim-progress = партії
sim-rate = { $rate } партій/с
sim-written = Звіт записано в { $dir }

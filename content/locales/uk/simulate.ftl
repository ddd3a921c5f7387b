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
sim-section-wins = Частка перемог
sim-section-outcomes = Як закінчуються партії
sim-section-length = Тривалість партії
sim-section-tracks = Положення маркерів на доріжках наприкінці кожного десятиріччя
sim-section-cards = Картки
sim-wins = { NAME($side) } перемагає у { $rate } % партій (± { $half }; 95-відсотковий інтервал: від { $low } до { $high } %)
sim-col-outcome = завершення
sim-col-games = партії
sim-col-share = частка
sim-col-track = доріжка
sim-col-decade = десятиріччя
sim-col-median = медіана
sim-col-quartiles = квартилі
sim-col-card = картка
sim-col-side = сторона
sim-col-action = розіграна як
sim-col-plays = партії
sim-col-difference = різниця
sim-length = Медіана { $median } { $median ->
        [one] хід
        [few] ходи
        [many] ходів
       *[other] ходу
    } (квартилі від { $low } до { $high }).
sim-ended-in = Партії, що завершилися в кожному десятиріччі:
sim-significant = ★
sim-outcome-line = { NAME($outcome) }: { $share }
sim-cell-share = { $rate } % ± { $half }
sim-cell-difference = { $diff } [{ $low }; { $high }]
sim-cell-range = від { $low } до { $high }
sim-plot-wins = Частка перемог із 95-відсотковим інтервалом
sim-plot-outcomes = Частка партій за завершенням
sim-plot-length = Ходи в партії
sim-plot-games = партії
sim-progress = партії
sim-rate = { $rate } партій/с
sim-written = Звіт записано в { $dir }

# The compare's opening lines and its paired figures (the same seeds played by both sets).
sim-base = базова версія
sim-summary-changed = Перебіг { $changed } з { $games } партій змінився хід за ходом; { $flipped ->
        [0] переможець не змінився в жодній
       *[other] переможець змінився в { $flipped } ({ $ways })
    }
sim-summary-flip = { NAME($before) } → { NAME($after) }: { $n }
sim-no-winner = без переможця
sim-paired-wins = { NAME($side) } перемагає { $a } % → { $b } % (різниця { $diff } в. п., інтервал { $conf } % від { $low } до { $high }; точний тест Мак-Немара p = { $p }; { $significant ->
        [yes] значуща
       *[no] незначуща
    })
sim-summary-card = картка { $card }: { NAME($side) } розіграв її як «{ NAME($action) }» { $before } → { $after } разів
sim-sequential-difference = Зупинено після { $games } пар партій: різниця справжня (точний тест Мак-Немара: p = { $p }, у межах порогу цього проміжного аналізу { $bound }, який утримує ризик хибної тривоги за весь прогін на рівні { $risk } %; інтервал від { $low } до { $high } в. п.).
sim-sequential-precise = Зупинено після { $games } пар партій: різниці не знайдено, а інтервал (від { $low } до { $high } в. п.) вужчий за потрібні { $precision } в. п.
sim-sequential-cap = Зупинено на межі { $games } пар партій: різниці не знайдено, але інтервал (від { $low } до { $high } в. п.) ще ширший за потрібні { $precision } в. п.
sim-paired-note = Кожне зерно грають обидві версії, тож партії порівнюються парами: враховуються лише партії, результат яких змінився, за точним тестом Мак-Немара. Інтервал містить справжню різницю з довірою щонайменше { $conf } %, навіть коли змінилося мало партій.
sim-col-p = p Мак-Немара
sim-cell-percent = { $rate } %
sim-section-usage = Картки, яких торкнулася зміна: як часто кожну розігрували, до і після
sim-worker-lost = Робочий процес зупинився більше одного разу (його вбито або забракло пам’яті): звіт охоплює { $done } з { $games } завершених партій.
sim-no-plots = Без графіків: matplotlib не встановлено. Встановіть його командою: pip install 'wsdv[sim]'
sim-cards-note = Для кожної картки, сторони й дії: частка перемог сторони в партіях, де вона розіграла картку саме так, порівняно з іншими партіями, що закінчилися в тому самому десятиріччі (у довшій партії з’являється більше карток, тож порівнюються лише партії однакової тривалості). Різницю зважено за десятиріччями; p скориговано на кількість рядків (Голм), а ★ позначає p менше 0,05. Рядки, де з будь-якого боку менше { $min } партій, пропущено.
sim-col-used-games = партії з цим розіграшем
sim-col-other-games = порівняні партії
sim-col-p-holm = p (Голм)
sim-cards-left-out = { $rows ->
        [one] Пропущено { $rows } рядок: менше { $min } партій з якогось боку.
        [few] Пропущено { $rows } рядки: менше { $min } партій з якогось боку.
        [many] Пропущено { $rows } рядків: менше { $min } партій з якогось боку.
       *[other] Пропущено { $rows } рядків: менше { $min } партій з якогось боку.
    }
sim-cards-too-few = { $games ->
        [one] Зіграно лише { $games } партію: замало для рядків за картками, бо кожен потребує щонайменше { $min } партій з кожного боку.
        [few] Зіграно лише { $games } партії: замало для рядків за картками, бо кожен потребує щонайменше { $min } партій з кожного боку.
        [many] Зіграно лише { $games } партій: замало для рядків за картками, бо кожен потребує щонайменше { $min } партій з кожного боку.
       *[other] Зіграно лише { $games } партії: замало для рядків за картками, бо кожен потребує щонайменше { $min } партій з кожного боку.
    }
sim-error-until-alone = --until грає раундами, доки порівняння не буде вирішено, тож потребує --compare
sim-error-until-alone-hint = напр. wsdv simulate --until 2000 --compare --overlay ТЕКА
sim-error-games = { $option } має бути цілою кількістю партій, щонайменше 1
sim-error-precision = --precision — це ширина у відсоткових пунктах: більше за 0 і не більше за 100
sim-error-jobs = --jobs має бути від 1 до 1024
sim-error-compare-same = після --compare потрібен --variant, --overlay, --content або інший гравець
sim-error-compare-same-hint = напр. --compare --overlay ТЕКА або --compare --east heuristic:weights=ТЕКА
sim-error-human = simulate грає лише ботами (random, foresight, heuristic, mcts:N)
sim-error-players = { $problem }
sim-error-players-hint = гравці: random, foresight, heuristic[:bot=НАЗВА,weights=ТЕКА], mcts:N (N від 1 до 100000)
sim-error-no-space = { $path }: замало вільного місця для звіту про { $games ->
        [one] { $games } партію
        [few] { $games } партії
        [many] { $games } партій
       *[other] { $games } партії
    }: вільно { $free } МБ, потрібно близько { $need } МБ
sim-error-no-space-hint = звільніть місце, зіграйте менше партій або вкажіть через --out теку на іншому диску
sim-error-unwritten = { $path }: не вдається записати звіт: { $why }
sim-error-unwritten-hint = підсумок { $games ->
        [one] { $games } зіграної партії
        [few] { $games } зіграних партій
        [many] { $games } зіграних партій
       *[other] { $games } зіграних партій
    } наведено вище; звільніть місце або вкажіть іншу теку --out і запустіть знову (ті самі зерна дають ті самі партії)
sim-error-content-fault = партію із зерном { $seed } зупинила помилка у вмісті (перегляньте її окремо: wsdv play --seed { $seed } з тими самими параметрами)
sim-resumed = { $games ->
        [one] Збережено { $games } партію, яку завершив перерваний запуск цього звіту; решту зіграно.
        [few] Збережено { $games } партії, які завершив перерваний запуск цього звіту; решту зіграно.
        [many] Збережено { $games } партій, які завершив перерваний запуск цього звіту; решту зіграно.
       *[other] Збережено { $games } партій, які завершив перерваний запуск цього звіту; решту зіграно.
    }
sim-error-ray-start = Ray не зміг запустити локальний кластер: { $why }
sim-error-ray-start-hint = грайте з --backend local (типово) або запустіть Ray самі (ray start --head) і вкажіть його через --address
sim-error-ray-address = Ray не може з’єднатися з кластером { $address }: { $why }
sim-error-ray-address-hint = перевірте, що кластер працює і адреса правильна, або грайте з --backend local

# Refusals about files and folders: a file wsdv will not read, an output folder it will not
# replace, a scenario that says one thing twice.
files-error-not-regular = не буде прочитано: це { $kind ->
        [folder] тека
        [fifo] FIFO (іменований канал)
        [device] пристрій
        [socket] сокет
        [link] символічне посилання
       *[special] спеціальний файл
    }, а не звичайний файл
files-error-not-regular-hint = wsdv читає лише звичайні файли; пакет, що містить канали чи пристрої, небезпечний
files-error-too-large = { $what ->
        [content] цей файл вмісту не буде прочитано: він більший
        [locale] цей файл перекладу не буде прочитано: він більший
        [scenario] цей файл сценарію не буде прочитано: він більший
        [log] цей журнал партії не буде прочитано: він більший
        [cache] цей запис кешу не буде прочитано: він більший
       *[marker] цей файл-позначку не буде прочитано: він більший
    } за { $limit } МБ
files-error-too-large-hint = справжній файл такого типу значно менший; чи це той файл, який ви мали на увазі?
files-error-outside = не буде прочитано: цей шлях веде за межі своєї теки, { $folder }, до { $target }
files-error-outside-hint = спільна або завантажена тека може містити посилання на ваші власні файли; скопіюйте файл у теку, якщо ви мали на увазі саме його, або видаліть посилання
files-error-other-kind = цю теку не буде замінено { $what ->
        [simulation] звітом про симуляцію
        [site] сайтом правил
        [markdown] деревом Markdown
        [schemas] схемами JSON
       *[other] цим результатом
    }: wsdv записав її як { $other ->
        [simulation] звіт про симуляцію
        [site] сайт правил
        [markdown] дерево Markdown
        [schemas] схеми JSON
       *[other] результат іншого типу
    }, а результат одного типу ніколи не замінює інший
files-error-other-kind-hint = вкажіть нову або порожню теку, напр. { $example }
files-error-foreign = цю теку звіту не буде замінено: вона містить файли, яких звіт не записував ({ $files })
files-error-foreign-hint = перенесіть їх деінде або вкажіть іншу теку, напр. { $example }; wsdv ніколи не видаляє файлів, яких сам не записав
files-error-repeated-key = ключ «{ $key }» у цьому відображенні вказано двічі (уперше в рядку { $first }); YAML залишив би лише останній і знехтував першим
files-error-repeated-key-hint = залиште один «{ $key }:» або об’єднайте обидва в один
files-out-cannot-look = не вдається перевірити цей шлях: { $code ->
        [ENOENT] не існує
        [EACCES] немає дозволу
        [EROFS] файлова система лише для читання
        [ENOSPC] диск заповнено
       *[other] { $reason }
    }
files-out-cannot-look-hint = виберіть іншу теку
files-out-folder-link = тут нічого не буде записано: це символьне посилання
files-out-folder-link-hint = вкажіть справжню теку або нову
files-out-root = поверх кореня файлової системи нічого не буде записано
files-out-root-hint = вкажіть нову теку{ $example ->
        [none] { "" }
       *[other] , наприклад { $example }
    }
files-out-cwd = теку, у якій працює wsdv (чи теку, що її містить), не буде замінено
files-out-cwd-hint = вкажіть нову теку{ $example ->
        [none] { "" }
       *[other] , наприклад { $example }
    }
files-out-not-folder = тут нічого не буде записано: це { $kind ->
        [file] файл
       *[special] пристрій або спеціальний файл
    }, а не тека
files-out-not-folder-hint = вкажіть нову теку; wsdv ніколи не замінює файл текою
files-out-cannot-list = не вдається прочитати цю теку: { $code ->
        [ENOENT] не існує
        [EACCES] немає дозволу
        [EROFS] файлова система лише для читання
        [ENOSPC] диск заповнено
       *[other] { $reason }
    }
files-out-cannot-list-hint = виберіть іншу теку
files-out-foreign = цю теку не буде замінено { $what ->
        [simulation] звітом симуляції
        [site] сайтом правил
        [markdown] деревом Markdown
        [schemas] схемами JSON
       *[other] цим результатом
    }: у ній є файли, яких wsdv не записував (записів: { $entries }, немає позначки { $marker })
files-out-foreign-hint = вкажіть нову або порожню теку{ $example ->
        [none] { "" }
       *[other] , наприклад { $example }
    }; wsdv ніколи не видаляє файлів, яких не записував сам
files-out-dangling-link = тут нічого не буде записано: це символьне посилання на файл, якого не існує
files-out-dangling-link-hint = вкажіть справжній файл або новий
files-out-cannot-write = тут не вдається записати: { $code ->
        [ENOENT] не існує
        [EACCES] немає дозволу
        [EROFS] файлова система лише для читання
        [ENOSPC] диск заповнено
       *[other] { $reason }
    }
files-out-cannot-write-hint = вкажіть файл у наявній теці
files-out-file-link = тут нічого не буде записано: це символьне посилання (на { $target }), яке замінив би новий файл
files-out-file-link-hint = вкажіть справжній файл або новий
files-out-is-folder = тут не вдається записати: це тека
files-out-is-folder-hint = вкажіть файл
files-out-special = тут нічого не буде записано: це пристрій або спеціальний файл
files-out-special-hint = вкажіть звичайний файл
files-out-not-owned = цей файл не буде перезаписано: wsdv його не записував
files-out-not-owned-hint = вкажіть новий файл; wsdv ніколи не перезаписує файлів, яких не записував сам
files-out-no-folder = тут не вдається записати: теки { $folder } не існує
files-out-no-folder-hint = спершу створіть теку або вкажіть файл у наявній теці
files-out-read-only = тут не вдається записати: до теки { $folder } не можна записувати
files-out-read-only-hint = вкажіть файл у теці, до якої можете записувати
files-out-failed = не вдалося записати цей файл: { $code ->
        [ENOENT] не існує
        [EACCES] немає дозволу
        [EROFS] файлова система лише для читання
        [ENOSPC] диск заповнено
       *[other] { $reason }
    }{ $nothing ->
        [yes] ; нічого не змінено
       *[no] { "" }
    }
files-out-failed-hint = перевірте вільне місце та дозволи теки
files-journal-unreadable = незавершена команда `wsdv rename` (або `wsdv new`) залишила цей журнал операцій, і його не вдається прочитати ({ $reason })
files-journal-unreadable-hint = відновіть вміст із системи керування версіями, а тоді видаліть журнал операцій
files-journal-foreign = незавершена команда `wsdv rename` (або `wsdv new`) залишила цей журнал операцій, але записав його не wsdv
files-journal-foreign-hint = відновіть вміст із системи керування версіями, а тоді видаліть журнал операцій
files-out-nested = дерево Markdown і сайт потребують окремих тек, жодна не може бути всередині іншої
files-out-nested-hint = напр. { $example }

# Партія, якій потрібні відповіді людини там, де їх ніхто не дасть.
files-error-no-terminal = за { NAME($side, case: "accusative") } грає людина, але немає термінала, щоб її запитати: стандартний ввід закінчився до першої відповіді
files-error-no-terminal-hint = грайте в терміналі або віддайте цю сторону ботові: --{ $side_id } random (або foresight, heuristic)

# Навчальний шлях сайту, docs/learn.yaml (`wsdv site build`): кожна проблема на своєму місці у файлі.
learn-path-unreadable = не вдається прочитати навчальний шлях: { $reason }
learn-path-unreadable-hint = навчальний шлях сайту — це docs/learn.yaml, поряд зі сторінками сайту
learn-path-not-utf8 = навчальний шлях не є текстом у UTF-8
learn-path-not-utf8-hint = збережіть його в UTF-8
learn-path-yaml = це не коректний YAML: читання зупинилося тут
learn-path-yaml-hint = перевірте, чи тут або трохи раніше не бракує двокрапки, лапок чи дужки і чи правильний відступ
learn-path-deep = навчальний шлях вкладено надто глибоко
learn-path-deep-hint = розділ — це відображення зі списків назв, не глибше
learn-path-not-mapping = навчальний шлях має бути відображенням із `learn` і `places`
learn-path-not-mapping-hint = почніть один рядок із `learn:`, а другий із `places:`, і під кожним — його розділи
learn-path-not-list = `{ $list }` має бути списком розділів
learn-path-not-list-hint = починайте кожен розділ з окремого рядка `- key: НАЗВА`
learn-path-no-key = цей елемент `{ $list }` потребує `key`
learn-path-no-key-hint = почніть розділ із `- key: НАЗВА`
learn-path-bad-key = `{ $list }`: ключ `{ $key }` не є назвою: лише літери, цифри, `_` і `-`
learn-path-bad-key-hint = ключ дає назву сторінці частини (learn-KEY.md), її якорю та текстам (learn-KEY-title), тож у ньому немає `/`, `.` чи пробілів
learn-path-not-names = `{ $list }`, елемент `{ $key }`: `{ $field }` має бути списком назв
learn-path-not-names-hint = запишіть назви у квадратних дужках, наприклад `{ $field }: [перша, друга]`
learn-path-unknown-pages = `{ $key }` посилається на невідомі сторінки: { $names }
learn-path-unknown-pages-hint = сторінки сайту: { $known }
learn-path-unknown-figures = `{ $key }` показує невідомі зображення: { $names }
learn-path-unknown-figures-hint = зображення, які малює сайт: { $known }
learn-path-unknown-lists = `{ $key }` показує невідомі списки: { $names }
learn-path-unknown-lists-hint = контрольні списки, які створює сайт: { $known }
learn-path-unknown-places = `{ $key }` навчає про місця без власного розділу: { $names }
learn-path-unknown-places-hint = дайте кожному власний розділ у `places` (`- key: НАЗВА`) або приберіть його звідси
learn-path-moved-not-map = `moved` має зіставляти приклади з частинами, на яких вони були
learn-path-moved-not-map-hint = один рядок на приклад, наприклад `EX-1: goal`
learn-path-moved-wrong = `moved`: { $example } був на `{ $was }`, але це не інша частина шляху, ніж та, що його показує
learn-path-moved-wrong-hint = назвіть частину, сторінка якої показувала приклад раніше; частина, що показує його тепер, наводить його в `examples`
learn-path-definitions = `definitions` має перелічувати ключі визначень першої сторінки
learn-path-definitions-hint = запишіть ключі у квадратних дужках, наприклад `definitions: [перший, другий]`; слова кожного — у рядку сайту `learn-definition-<key>`
learn-path-outline = `outline` має зіставляти рядки огляду гри ({ $lines }) з частинами шляху
learn-path-outline-hint = один рядок на кожен, наприклад `РЯДОК: ЧАСТИНА`
learn-path-rule = `{ $rule }` не називає жодного правила з текстом на сторінці правил
learn-path-rule-hint = називайте правило так, як якорі сторінки правил, `ВИД-ID` (його якір — `#rule-ВИД-ID`)

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

# Партія, якій потрібні відповіді людини там, де їх ніхто не дасть.
files-error-no-terminal = за { NAME($side, case: "accusative") } грає людина, але немає термінала, щоб її запитати: стандартний ввід закінчився до першої відповіді
files-error-no-terminal-hint = грайте в терміналі або віддайте цю сторону ботові: --{ $side_id } random (або foresight, heuristic)

# The words of `wsdv l10n` itself (status, check, confirm, preview, new), in the reader's language: the
# environment's (LANGUAGE, LC_ALL, LC_MESSAGES, LANG). The problems it lists keep the checks' own words.
l10n-tool-column =
    { $column ->
        [language] мова
        [coverage] покриття
        [missing] бракує
        [untranslated] неперекл.
        [stale] застарілі
        [unused] зайві
        [variables] змінні
        [plural] множина
       *[other] інше
    }
l10n-tool-work-in-progress = у роботі: показано англійською — { $count }
l10n-tool-language-problems =
    { $lang }: { $count } { $count ->
        [one] проблема
        [few] проблеми
       *[many] проблем
    }
l10n-tool-content-errors = вміст має помилки; мовні файли не можна перевірити відносно нього (запустіть `wsdv check`)
l10n-tool-variant-errors = варіант «{ $name }» має помилки; мовні файли не можна перевірити відносно нього (запустіть `wsdv check --variant { $name }`)
l10n-tool-problems = проблем у мовних файлах: { $count }
l10n-tool-ok = мовні файли в порядку: мов — { $count } ({ $langs }), англійських повідомлень і назв — { $units }
l10n-tool-shipped = постачуваний вміст установлено разом із wsdv, і його не змінюють на місці
l10n-tool-shipped-hint = скопіюйте його (і docs/ поруч) і вкажіть копію через --content ТЕКА
l10n-tool-no-docs = примітка: поруч із { $content } немає docs/: слова й сторінки сайту не створено (скопіюйте теку docs/ поруч із вмістом, щоб перекласти і їх)
l10n-tool-scaffolded = створено каркас «{ $lang }»: файлів — { $count } у { $folders }, кожен текст чекає на переклад
l10n-tool-plurals = форми множини в { $lang } (CLDR): { $forms }
l10n-tool-next = далі: перекладіть кожну заготовку (англійський текст наведено над нею); `wsdv l10n status { $lang }` рахує, що лишилося
l10n-tool-no-message = немає повідомлення «{ $id }» ні в «{ $lang }», ні англійською
l10n-tool-not-translated = англійською: не перекладено
l10n-tool-same-all = --same називає тексти, правильні англійською, поодинці, а не через --all (скопійований файл пройшов би як перекладений)
l10n-tool-name-ids = назвіть повідомлення, які підтвердити, або --all для всіх застарілих у «{ $lang }»
l10n-tool-no-translation = «{ $lang }» не має перекладу «{ $id }»
l10n-tool-confirmed = підтверджено переклади «{ $lang }»: { $count }
l10n-tool-confirmed-list = { $confirmed } ({ $ids })
l10n-tool-new-not-a-code = «{ $lang }» — не код мови, для якої можна підготувати файли
l10n-tool-new-not-a-code-hint = вкажіть мову її кодом ISO 639 малими літерами, наприклад cs для чеської
l10n-tool-new-unknown = CLDR не знає мови «{ $lang }»
l10n-tool-new-unknown-hint = вкажіть мову її кодом ISO 639, наприклад cs для чеської
l10n-tool-new-exists = мова «{ $lang }» уже існує
l10n-tool-new-exists-hint = `wsdv l10n status { $lang }` показує, що ще лишилося перекласти
# Проблеми, які виводять `wsdv l10n check` і `status`, та поради до них.
l10n-problem-not-a-language = «{ $lang }» — це не код мови, відомий CLDR
l10n-problem-not-a-language-hint = назвіть теку її кодом ISO 639, наприклад «cs»
l10n-problem-duplicate = «{ $id }» визначено двічі
l10n-problem-first-defined = уперше визначено в { $file }:{ $line }
l10n-problem-stub = «{ $id }» чекає на переклад (показується англійською)
l10n-problem-stub-hint = англійський текст — у { $file }:{ $line }: { $english }; напишіть переклад під заготовкою, потім видаліть заготовку
l10n-problem-fallback = «{ $id }» показується англійською (переклад триває)
l10n-problem-english-has = англійський текст — у { $file }:{ $line }: { $english }
l10n-problem-missing = «{ $id }» не перекладено
l10n-problem-copied = «{ $id }» — це незмінений англійський текст
l10n-problem-copied-hint = перекладіть його; а якщо в «{ $lang }» він правильний саме так (назва, що пишеться однаково), запустіть `wsdv l10n confirm { $lang } { $id } --same`
l10n-problem-unused = «{ $id }» немає в англійській версії (застаріле чи з помилкою)
l10n-problem-no-record = для «{ $id }» немає запису, з якого англійського тексту його перекладено
l10n-problem-no-record-hint = англійською: { $file }:{ $line }; звіривши з ним переклад, запустіть `wsdv l10n confirm { $lang } { $id }`
l10n-problem-stale = «{ $id }» застаріло: його англійський текст змінився після перекладу
l10n-problem-stale-hint = англійською: { $file }:{ $line }; оновіть переклад, потім запустіть `wsdv l10n confirm { $lang } { $id }`
l10n-problem-stale-then-hint =
    англійською тоді: { $then }
    англійською тепер: { $now }
    англійською: { $file }:{ $line }; оновіть переклад, потім запустіть `wsdv l10n confirm { $lang } { $id }`
l10n-problem-unknown-variable = «{ $id }» використовує ${ $variable }, якої англійська версія не передає
l10n-problem-icon-variable = «{ $id }» використовує ${ $variable }, якої текст картки не передає
l10n-problem-variables = змінні: { $variables }
l10n-problem-leaves-out = у «{ $id }» пропущено { $variables }
l10n-problem-english-at = англійською: { $file }:{ $line }
l10n-problem-plural = «{ $id }» вибирає форму множини, але бракує { $lacking }
l10n-problem-plural-hint = «{ $lang }» потребує { $needed }
l10n-problem-reference = «{ $id }» посилається на «{ $ref }», якого «{ $lang }» не визначає
l10n-problem-prose-version = «{ $id }» описує { $known ->
        [yes] версію { $recorded }
       *[no] невідому версію
    } свого правила, а тепер воно має версію { $current }
l10n-problem-prose-version-hint = звірте текст із правилом, потім запустіть `wsdv l10n confirm { $lang } { $id }` (це встановить `.{ $attribute } = { $current }`)
l10n-problem-unsaid = варіант «{ $variant }» змінює { $kind } { $name } так, що це видно лише з нотації, і не має опису «{ $id }», який сказав би це словами
l10n-problem-unsaid-hint = напишіть «{ $id }» у content/locales/en/rules.ftl (що змінює варіант, словами; див. docs/guide/localization.md, «A variant's prose»), потім `wsdv l10n confirm en { $id }` запише описану версію
l10n-problem-unknown-case-variant = «{ $id }» має варіант для невідомого відмінка «{ $case }»
l10n-problem-unknown-function = «{ $id }» викликає невідому функцію { $function }()
l10n-problem-unknown-case = «{ $id }» просить невідомий відмінок «{ $case }»
l10n-problem-cases = відмінки: { $cases }
l10n-problem-branch = «{ $id }»: у варіанті [{ $key }] пропущено { $variables }, які використовують інші варіанти
l10n-problem-branch-hint = напишіть саме число ({ "{" } ${ $variable } { "}" }), а не незмінне слово чи цифру
l10n-problem-cycle = «{ $id }» посилається сам на себе: { $loop }
l10n-problem-cycle-hint = повідомлення чи термін не може містити сам себе
l10n-problem-chain = «{ $id }» починає ланцюжок із понад { $depth } посилань (термін, що називає термін, що називає термін…), задовгий для форматування
l10n-problem-chain-hint = посилайтеся на сам текст, а не через стільки термінів
l10n-problem-unnamed = { $kind } «{ $name }» не має англійської { $card ->
        [yes] назви карти
       *[no] назви
    }
l10n-problem-unnamed-hint = додайте `{ $id } = ...` до { $file }
l10n-problem-orphan-name = «{ $id }» не називає жодного { $kind } вмісту
l10n-problem-orphan-name-hint = вилучіть його або перевірте ідентифікатор (в ідентифікаторах «-» замість «_»)
l10n-problem-orphan-record = «{ $id }» — це слова, що не належать жодному { $record } жодної карти
l10n-problem-orphan-record-hint = вилучіть його з усіх мов або вкажіть на його карті: `{ $record } "YYYY" source ... text { $text }`
l10n-problem-term = «{ $id }» каже «{ $word }», а в базі термінів — «{ $term }»
l10n-problem-term-hint = { $file }:{ $line }: { $term } <- { $rejected }{ $has_allowed ->
        [yes] { " " }(дозволено: { $allowed })
       *[no] { "" }
    }
l10n-problem-page-missing = сторінку «{ $page }» не перекладено (сайт показує англійську)
l10n-problem-page-translate = перекладіть { $english }
l10n-problem-page-stub = сторінка «{ $page }» чекає на переклад
l10n-problem-page-stub-hint = перекладіть її, видаліть її перший рядок, потім запустіть `wsdv l10n confirm { $lang } { $page }`
l10n-problem-page-copied = сторінка «{ $page }» — це незмінений англійський текст
l10n-problem-page-translate-from = перекладіть її з { $english }
l10n-problem-page-no-record = для сторінки «{ $page }» немає запису, з якого англійського тексту її перекладено
l10n-problem-page-stale = сторінка «{ $page }» застаріла: її англійський текст змінився після перекладу
l10n-problem-page-stale-hint = англійською: { $english }; звірте з ним переклад, потім запустіть `wsdv l10n confirm { $lang } { $page }`

# Мовний файл, який Fluent не може прочитати (wsdv l10n check), у місці, де читання зупинилося.
l10n-problem-read-fluent = Fluent не може це прочитати: { $code ->
        [E0002] тут має починатися запис (ідентифікатор повідомлення, -термін або коментар #)
        [E0003] тут очікується «{ $arg }»
        [E0004] тут очікується символ із діапазону «{ $arg }»
        [E0005] повідомлення «{ $arg }» не має ні значення, ні атрибутів
        [E0006] термін «-{ $arg }» не має значення
        [E0007] ключ варіанта не може закінчуватися пробілом
        [E0008] викликати можна лише функцію (великими літерами) або -термін
        [E0009] назва аргументу має бути простим ідентифікатором
        [E0010] один із варіантів має бути позначений як типовий зірочкою *
        [E0011] після «->» має йти принаймні один варіант
        [E0012] тут очікується значення
        [E0013] тут очікується ключ варіанта
        [E0014] тут очікується літерал (число або "текст")
        [E0015] типовим (*) може бути лише один варіант
        [E0016] повідомлення не може бути селектором
        [E0017] термін не може бути селектором
        [E0018] атрибут повідомлення не може бути селектором
        [E0019] атрибут терміна не можна вставляти як вираз
        [E0020] "текст" у лапках не закрито
        [E0021] позиційні аргументи мають стояти перед іменованими
        [E0022] аргумент названо двічі
        [E0025] \{ $arg } — невідома Fluent екранована послідовність
        [E0026] { $arg } — некоректна екранована послідовність Unicode
        [E0027] закривальна дужка без відкривальної
        [E0028] у дужках очікується вираз
        [E0029] селектор має бути простим виразом (змінною, викликом функції)
       *[other] те, чого Fluent тут не дозволяє ({ $code })
    }
l10n-problem-read-fluent-hint = { $entry ->
        [none] доки це не виправлено, запис пропускається (показується англійською); синтаксис Fluent пояснено на https://projectfluent.org/fluent/guide/
       *[other] доки це не виправлено, запис «{ $entry }» від рядка { $entry_line } пропускається (показується англійською); синтаксис Fluent пояснено на https://projectfluent.org/fluent/guide/
    }
l10n-problem-read-unreadable = не вдається прочитати цей файл: { $code ->
        [ENOENT] його вже немає
        [EACCES] читати його заборонено
       *[other] система відмовила ({ $code })
    }
l10n-problem-read-unreadable-hint = зробіть його звичайним файлом, який можна прочитати, або видаліть
l10n-problem-read-not-utf8 = байт { $byte } не є текстом UTF-8
l10n-problem-read-not-utf8-hint = збережіть файл у кодуванні UTF-8
l10n-problem-read-nul = символ NUL: це не текстовий файл
l10n-problem-read-nul-hint = збережіть файл як звичайний текст UTF-8
l10n-problem-read-control = керівний символ ({ $char }): термінал виконує його замість того, щоб показати
l10n-problem-read-control-hint = видаліть його; текст повідомлення не містить керівних символів
l10n-problem-read-deep = вирази вкладено глибше ніж на { $depth } рівнів
l10n-problem-read-deep-hint = напишіть текст із меншою кількістю дужок у дужках

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

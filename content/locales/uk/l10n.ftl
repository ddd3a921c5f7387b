# Повідомлення wsdv про самі файли перекладів (у stderr). Ідентифікатори: див. en/l10n.ftl.
l10n-fallback-missing = [{ $lang }] «{ $id }» не перекладено: показано англійський текст
l10n-fallback-format = [{ $lang }] «{ $id }» не вдається відформатувати ({ $detail }): показано англійський текст
l10n-fallback-unnamed = [{ $lang }] «{ $id }» не має назви жодною мовою: показано ідентифікатор
l10n-fallback-unknown-case = [{ $lang }] «{ $id }» вимагає відмінка «{ $detail }», якого не існує: показано початкову форму
l10n-fallback-no-case = [{ $lang }] «{ $id }» не має форми для відмінка «{ $detail }»: показано початкову форму
l10n-english-unformattable = «{ $id }» не вдається відформатувати навіть англійською: { $detail }
l10n-cause-variable = { $name } не передано
l10n-cause-reference = { $name } не визначено
l10n-cause-function = невідома функція { $name }
l10n-cause-cycle = запис містить сам себе
l10n-cause-depth = його посилання вкладені надто глибоко (ланцюжок термінів набагато довший, ніж потрібно будь-якому тексту)
l10n-cause-other = { $name }
l10n-hint-english = англійський текст: { $where }
l10n-hint-strict = без --strict це лише попередження, і показано англійський текст
l10n-hint-check = `wsdv l10n check` знаходить такі помилки ще до гри
l10n-hint-did-you-mean = можливо, ви мали на увазі «{ $word }»?
l10n-fallback-absent = [{ $lang }] жодна мова не має повідомлення «{ $id }»: показано ідентифікатор
l10n-waiting = { $count ->
        [one] { $count } текст чекає
        [few] { $count } тексти чекають
        [many] { $count } текстів чекають
       *[other] { $count } тексту чекають
    } на переклад: { $langs } (wsdv l10n status)

# The labels of a located message in these words ("file:line:col: warning: ...", "hint: ...").
l10n-label-error = помилка
l10n-label-warning = попередження
l10n-label-hint = підказка
# Двокрапка після місця й після позначки («файл:1:2: помилка: …»).
l10n-label-colon = :

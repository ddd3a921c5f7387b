# Слова застережень щодо дизайну від `wsdv check` і пов’язаних із ними помилок.

check-city-outside-area = { $there ->
        [none] місто «{ $city }» землі «{ $owner }» лежить на мапі поза всіма областями
       *[other] місто «{ $city }» землі «{ $owner }» лежить на мапі в області «{ $there }»
    }
check-city-outside-area-hint = його `at` задано в сотих частках поля, а контури ({ $file }) — у тисячних: `at { $at }` — це там точка { $point }; пересуньте місто або контур
check-deck-plan = { $listed ->
        [one] { $listed } десятиріччя ({ $decades }) має
        [few] { $listed } десятиріччя ({ $decades }) мають
        [many] { $listed } десятиріч ({ $decades }) мають
       *[other] { $listed } десятиріччя ({ $decades }) мають
    } { $have } карток, але за десятиріччя роздається { $need } ({ $sides } руки по { $hand } і { $halves } викладки по { $display }): остання викладка отримує лише { $last } з { $display } карток
check-deck-plan-hint = зменште `hand` або `display` чи додайте десятиріччю карток (його `cards`)
check-colour-values = картка { $card } має колір { $colour } і { $given } значення, але картки кольору { $colour } мають { $printed ->
        [one] { $printed } значення
        [few] { $printed } значення
        [many] { $printed } значень
       *[other] { $printed } значення
    }
check-colour-values-hint = { $printed ->
        [one] вкажіть одне значення, спільне для обох сторін (`card_colour { $colour } ... values { $printed }`)
        [few] вкажіть { $printed } значення (`card_colour { $colour } ... values { $printed }`)
        [many] вкажіть { $printed } значень (`card_colour { $colour } ... values { $printed }`)
       *[other] вкажіть { $printed } значення (`card_colour { $colour } ... values { $printed }`)
    }
check-unused = оголошення { $kind } «{ $id }» ніде не використовується
check-unused-hint = його не називає жодне оголошення чи код; назвіть його там, де воно має діяти, або видаліть
check-needs-keyword = `{ $fn }` потребує { $keywords }: без цього виклик не може виконатися
check-needs-keyword-hint = вкажіть це з назвою після інших аргументів: `{ $fn }(..., { $example })`

## What nothing uses and what a player would see broken (checks/usage.py)
check-phase-unused = жодна послідовність не виконує етап «{ $phase }»
check-phase-unused-hint = додайте його до `phases` якоїсь послідовності або видаліть
check-never-called = ніщо не викликає { $kind ->
        [icon] позначку
       *[routine] процедуру
    } «{ $id }»
check-never-called-hint = її не викликає жодна картка, позначка, процедура, етап чи доріжка; викличте її десь або видаліть
check-card-no-rows = картка { $card } не має рядків
check-card-no-rows-hint = її подія нічого не робить; запишіть надруковане на ній рядками `row N icons ...`
check-icon-no-text = позначка «{ $icon }» не має тексту на картках такими мовами: { $langs }
check-icon-no-text-hint = картки з цією позначкою показують там «{ $icon }.»; додайте `{ $message }` до locales/LANG/icons.ftl
check-outcome-unreachable = завершення «{ $outcome }» ніколи не може настати
check-outcome-unreachable-hint = ніщо не перевіряє завершень у момент "{ $moment }" (`check_outcomes`), і жоден код не завершує ним гру (`end_game({ $outcome })`)

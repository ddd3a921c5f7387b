# Назви елементів гри (українська). Ідентифікатори: див. en/names.ftl.
#
# Назви відмінюються: $case = nominative (типово), genitive, dative, accusative,
# instrumental, locative; `in` — уся фраза «у <місці>» з потрібним прийменником
# (типово з повідомлення `name-in`: «у» + місцевий відмінок; «в Ульмі», «в Єні» перед
# голосним і «на доріжці престижу» мають власний варіант). Назви фішок залежать також
# від $count (one/few/many/other: 1 фішка, 2 фішки, 5 фішок, 1,5 фішки).
# Назви земель і міст — за українською традицією, як у правилах (Баварія, Нижня
# Саксонія, Північна Рейн-Вестфалія, Західний Берлін).

name-in = у { NAME($name, case: "locative") }

# Кілька назв поспіль: «a, b та c».
name-and = { $first } та { $last }
name-or = { $first } чи { $last }
name-comma = { $first }, { $last }

## Сторони

-side-west = { $case ->
        [genitive] Заходу
        [dative] Заходу
        [accusative] Захід
        [instrumental] Заходом
        [locative] Заході
        [in] на Заході
       *[nominative] Захід
    }
    .gender = masculine
-side-east = { $case ->
        [genitive] Сходу
        [dative] Сходу
        [accusative] Схід
        [instrumental] Сходом
        [locative] Сході
        [in] на Сході
       *[nominative] Схід
    }
    .gender = masculine

## Землі

-province-schleswig-holstein = { $case ->
        [genitive] Шлезвіг-Гольштейну
        [dative] Шлезвіг-Гольштейну
        [accusative] Шлезвіг-Гольштейн
        [instrumental] Шлезвіг-Гольштейном
        [locative] Шлезвіг-Гольштейні
       *[nominative] Шлезвіг-Гольштейн
    }
    .gender = masculine
-province-niedersachsen = { $case ->
        [genitive] Нижньої Саксонії
        [dative] Нижній Саксонії
        [accusative] Нижню Саксонію
        [instrumental] Нижньою Саксонією
        [locative] Нижній Саксонії
       *[nominative] Нижня Саксонія
    }
    .gender = feminine
-province-nordrhein-westfalen = { $case ->
        [genitive] Північної Рейн-Вестфалії
        [dative] Північній Рейн-Вестфалії
        [accusative] Північну Рейн-Вестфалію
        [instrumental] Північною Рейн-Вестфалією
        [locative] Північній Рейн-Вестфалії
       *[nominative] Північна Рейн-Вестфалія
    }
    .gender = feminine
-province-hessen = { $case ->
        [genitive] Гессену
        [dative] Гессену
        [accusative] Гессен
        [instrumental] Гессеном
        [locative] Гессені
       *[nominative] Гессен
    }
    .gender = masculine
-province-rheinland-pfalz = { $case ->
        [genitive] Рейнланд-Пфальцу
        [dative] Рейнланд-Пфальцу
        [accusative] Рейнланд-Пфальц
        [instrumental] Рейнланд-Пфальцом
        [locative] Рейнланд-Пфальці
       *[nominative] Рейнланд-Пфальц
    }
    .gender = masculine
-province-baden-wuerttemberg = { $case ->
        [genitive] Баден-Вюртембергу
        [dative] Баден-Вюртембергу
        [accusative] Баден-Вюртемберг
        [instrumental] Баден-Вюртембергом
        [locative] Баден-Вюртемберзі
       *[nominative] Баден-Вюртемберг
    }
    .gender = masculine
-province-bayern = { $case ->
        [genitive] Баварії
        [dative] Баварії
        [accusative] Баварію
        [instrumental] Баварією
        [locative] Баварії
       *[nominative] Баварія
    }
    .gender = feminine
-province-w-berlin = { $case ->
        [genitive] Західного Берліна
        [dative] Західному Берліну
        [accusative] Західний Берлін
        [instrumental] Західним Берліном
        [locative] Західному Берліні
       *[nominative] Західний Берлін
    }
    .gender = masculine
-province-mecklenburg = { $case ->
        [genitive] Мекленбургу
        [dative] Мекленбургу
        [accusative] Мекленбург
        [instrumental] Мекленбургом
        [locative] Мекленбурзі
       *[nominative] Мекленбург
    }
    .gender = masculine
-province-brandenburg = { $case ->
        [genitive] Бранденбургу
        [dative] Бранденбургу
        [accusative] Бранденбург
        [instrumental] Бранденбургом
        [locative] Бранденбурзі
       *[nominative] Бранденбург
    }
    .gender = masculine
-province-o-berlin = { $case ->
        [genitive] Східного Берліна
        [dative] Східному Берліну
        [accusative] Східний Берлін
        [instrumental] Східним Берліном
        [locative] Східному Берліні
       *[nominative] Східний Берлін
    }
    .gender = masculine
-province-sachsen-anhalt = { $case ->
        [genitive] Саксонії-Ангальт
        [dative] Саксонії-Ангальт
        [accusative] Саксонію-Ангальт
        [instrumental] Саксонією-Ангальт
        [locative] Саксонії-Ангальт
       *[nominative] Саксонія-Ангальт
    }
    .gender = feminine
-province-sachsen = { $case ->
        [genitive] Саксонії
        [dative] Саксонії
        [accusative] Саксонію
        [instrumental] Саксонією
        [locative] Саксонії
       *[nominative] Саксонія
    }
    .gender = feminine
-province-thueringen = { $case ->
        [genitive] Тюрингії
        [dative] Тюрингії
        [accusative] Тюрингію
        [instrumental] Тюрингією
        [locative] Тюрингії
       *[nominative] Тюрингія
    }
    .gender = feminine

## Сектори Західного Берліна

-sector-french = { $case ->
        [genitive] французького сектора
        [dative] французькому сектору
        [accusative] французький сектор
        [instrumental] французьким сектором
        [locative] французькому секторі
       *[nominative] французький сектор
    }
    .gender = masculine
-sector-british = { $case ->
        [genitive] британського сектора
        [dative] британському сектору
        [accusative] британський сектор
        [instrumental] британським сектором
        [locative] британському секторі
       *[nominative] британський сектор
    }
    .gender = masculine
-sector-us = { $case ->
        [genitive] американського сектора
        [dative] американському сектору
        [accusative] американський сектор
        [instrumental] американським сектором
        [locative] американському секторі
        [in] в американському секторі
       *[nominative] американський сектор
    }
    .gender = masculine

## Групи земель

-group-west-germany = { $case ->
        [genitive] Західної Німеччини
        [dative] Західній Німеччині
        [accusative] Західну Німеччину
        [instrumental] Західною Німеччиною
        [locative] Західній Німеччині
       *[nominative] Західна Німеччина
    }
    .gender = feminine
-group-east-germany = { $case ->
        [genitive] Східної Німеччини
        [dative] Східній Німеччині
        [accusative] Східну Німеччину
        [instrumental] Східною Німеччиною
        [locative] Східній Німеччині
       *[nominative] Східна Німеччина
    }
    .gender = feminine
-group-suppliers = { $case ->
        [genitive] земель-постачальників
        [dative] землям-постачальникам
        [accusative] землі-постачальники
        [instrumental] землями-постачальниками
        [locative] землях-постачальниках
       *[nominative] землі-постачальники
    }
    .gender = plural

## Країни за кордоном

-country-polska = { $case ->
        [genitive] Польщі
        [dative] Польщі
        [accusative] Польщу
        [instrumental] Польщею
        [locative] Польщі
       *[nominative] Польща
    }
    .gender = feminine
-country-cssr = ЧССР
    .gender = feminine

## Міста

-city-hamburg = { $case ->
        [genitive] Гамбурга
        [dative] Гамбургу
        [accusative] Гамбург
        [instrumental] Гамбургом
        [locative] Гамбурзі
       *[nominative] Гамбург
    }
    .gender = masculine
-city-flensburg = { $case ->
        [genitive] Фленсбурга
        [dative] Фленсбургу
        [accusative] Фленсбург
        [instrumental] Фленсбургом
        [locative] Фленсбурзі
       *[nominative] Фленсбург
    }
    .gender = masculine
-city-kiel = { $case ->
        [genitive] Кіля
        [dative] Кілю
        [accusative] Кіль
        [instrumental] Кілем
        [locative] Кілі
       *[nominative] Кіль
    }
    .gender = masculine
-city-bremen = { $case ->
        [genitive] Бремена
        [dative] Бремену
        [accusative] Бремен
        [instrumental] Бременом
        [locative] Бремені
       *[nominative] Бремен
    }
    .gender = masculine
-city-hannover = { $case ->
        [genitive] Ганновера
        [dative] Ганноверу
        [accusative] Ганновер
        [instrumental] Ганновером
        [locative] Ганновері
       *[nominative] Ганновер
    }
    .gender = masculine
-city-wolfsburg = { $case ->
        [genitive] Вольфсбурга
        [dative] Вольфсбургу
        [accusative] Вольфсбург
        [instrumental] Вольфсбургом
        [locative] Вольфсбурзі
       *[nominative] Вольфсбург
    }
    .gender = masculine
-city-bielefeld = { $case ->
        [genitive] Білефельда
        [dative] Білефельду
        [accusative] Білефельд
        [instrumental] Білефельдом
        [locative] Білефельді
       *[nominative] Білефельд
    }
    .gender = masculine
-city-duisburg = { $case ->
        [genitive] Дуйсбурга
        [dative] Дуйсбургу
        [accusative] Дуйсбург
        [instrumental] Дуйсбургом
        [locative] Дуйсбурзі
       *[nominative] Дуйсбург
    }
    .gender = masculine
-city-dortmund = { $case ->
        [genitive] Дортмунда
        [dative] Дортмунду
        [accusative] Дортмунд
        [instrumental] Дортмундом
        [locative] Дортмунді
       *[nominative] Дортмунд
    }
    .gender = masculine
-city-koeln = { $case ->
        [genitive] Кельна
        [dative] Кельну
        [accusative] Кельн
        [instrumental] Кельном
        [locative] Кельні
       *[nominative] Кельн
    }
    .gender = masculine
-city-kassel = { $case ->
        [genitive] Касселя
        [dative] Касселю
        [accusative] Кассель
        [instrumental] Касселем
        [locative] Касселі
       *[nominative] Кассель
    }
    .gender = masculine
-city-giessen = { $case ->
        [genitive] Гіссена
        [dative] Гіссену
        [accusative] Гіссен
        [instrumental] Гіссеном
        [locative] Гіссені
       *[nominative] Гіссен
    }
    .gender = masculine
-city-fulda = { $case ->
        [genitive] Фульди
        [dative] Фульді
        [accusative] Фульду
        [instrumental] Фульдою
        [locative] Фульді
       *[nominative] Фульда
    }
    .gender = feminine
-city-frankfurt = { $case ->
        [genitive] Франкфурта
        [dative] Франкфурту
        [accusative] Франкфурт
        [instrumental] Франкфуртом
        [locative] Франкфурті
       *[nominative] Франкфурт
    }
    .gender = masculine
-city-koblenz = { $case ->
        [genitive] Кобленца
        [dative] Кобленцу
        [accusative] Кобленц
        [instrumental] Кобленцом
        [locative] Кобленці
       *[nominative] Кобленц
    }
    .gender = masculine
-city-saarbruecken = { $case ->
        [genitive] Саарбрюккена
        [dative] Саарбрюккену
        [accusative] Саарбрюккен
        [instrumental] Саарбрюккеном
        [locative] Саарбрюккені
       *[nominative] Саарбрюккен
    }
    .gender = masculine
-city-kaiserslautern = { $case ->
        [genitive] Кайзерслаутерна
        [dative] Кайзерслаутерну
        [accusative] Кайзерслаутерн
        [instrumental] Кайзерслаутерном
        [locative] Кайзерслаутерні
       *[nominative] Кайзерслаутерн
    }
    .gender = masculine
-city-mannheim = { $case ->
        [genitive] Мангайма
        [dative] Мангайму
        [accusative] Мангайм
        [instrumental] Мангаймом
        [locative] Мангаймі
       *[nominative] Мангайм
    }
    .gender = masculine
-city-heilbronn = { $case ->
        [genitive] Гайльбронна
        [dative] Гайльбронну
        [accusative] Гайльбронн
        [instrumental] Гайльбронном
        [locative] Гайльбронні
       *[nominative] Гайльбронн
    }
    .gender = masculine
-city-stuttgart = { $case ->
        [genitive] Штутгарта
        [dative] Штутгарту
        [accusative] Штутгарт
        [instrumental] Штутгартом
        [locative] Штутгарті
       *[nominative] Штутгарт
    }
    .gender = masculine
-city-ulm = { $case ->
        [genitive] Ульма
        [dative] Ульму
        [accusative] Ульм
        [instrumental] Ульмом
        [locative] Ульмі
        [in] в Ульмі
       *[nominative] Ульм
    }
    .gender = masculine
-city-bayreuth = { $case ->
        [genitive] Байройта
        [dative] Байройту
        [accusative] Байройт
        [instrumental] Байройтом
        [locative] Байройті
       *[nominative] Байройт
    }
    .gender = masculine
-city-nuernberg = { $case ->
        [genitive] Нюрнберга
        [dative] Нюрнбергу
        [accusative] Нюрнберг
        [instrumental] Нюрнбергом
        [locative] Нюрнберзі
       *[nominative] Нюрнберг
    }
    .gender = masculine
-city-ingolstadt = { $case ->
        [genitive] Інгольштадта
        [dative] Інгольштадту
        [accusative] Інгольштадт
        [instrumental] Інгольштадтом
        [locative] Інгольштадті
        [in] в Інгольштадті
       *[nominative] Інгольштадт
    }
    .gender = masculine
-city-muenchen = { $case ->
        [genitive] Мюнхена
        [dative] Мюнхену
        [accusative] Мюнхен
        [instrumental] Мюнхеном
        [locative] Мюнхені
       *[nominative] Мюнхен
    }
    .gender = masculine
-city-rostock = { $case ->
        [genitive] Ростока
        [dative] Ростоку
        [accusative] Росток
        [instrumental] Ростоком
        [locative] Ростоці
       *[nominative] Росток
    }
    .gender = masculine
-city-neubrandenburg = { $case ->
        [genitive] Нойбранденбурга
        [dative] Нойбранденбургу
        [accusative] Нойбранденбург
        [instrumental] Нойбранденбургом
        [locative] Нойбранденбурзі
       *[nominative] Нойбранденбург
    }
    .gender = masculine
-city-schwedt = { $case ->
        [genitive] Шведта
        [dative] Шведту
        [accusative] Шведт
        [instrumental] Шведтом
        [locative] Шведті
       *[nominative] Шведт
    }
    .gender = masculine
-city-rheinsberg = { $case ->
        [genitive] Райнсберга
        [dative] Райнсбергу
        [accusative] Райнсберг
        [instrumental] Райнсбергом
        [locative] Райнсберзі
       *[nominative] Райнсберг
    }
    .gender = masculine
-city-cottbus = { $case ->
        [genitive] Котбуса
        [dative] Котбусу
        [accusative] Котбус
        [instrumental] Котбусом
        [locative] Котбусі
       *[nominative] Котбус
    }
    .gender = masculine
-city-berlin = { $case ->
        [genitive] Берліна
        [dative] Берліну
        [accusative] Берлін
        [instrumental] Берліном
        [locative] Берліні
       *[nominative] Берлін
    }
    .gender = masculine
-city-magdeburg = { $case ->
        [genitive] Магдебурга
        [dative] Магдебургу
        [accusative] Магдебург
        [instrumental] Магдебургом
        [locative] Магдебурзі
       *[nominative] Магдебург
    }
    .gender = masculine
-city-bitterfeld = { $case ->
        [genitive] Біттерфельда
        [dative] Біттерфельду
        [accusative] Біттерфельд
        [instrumental] Біттерфельдом
        [locative] Біттерфельді
       *[nominative] Біттерфельд
    }
    .gender = masculine
-city-leipzig = { $case ->
        [genitive] Лейпцига
        [dative] Лейпцигу
        [accusative] Лейпциг
        [instrumental] Лейпцигом
        [locative] Лейпцигу
       *[nominative] Лейпциг
    }
    .gender = masculine
-city-dresden = { $case ->
        [genitive] Дрездена
        [dative] Дрездену
        [accusative] Дрезден
        [instrumental] Дрезденом
        [locative] Дрездені
       *[nominative] Дрезден
    }
    .gender = masculine
-city-karl-marx-stadt = { $case ->
        [genitive] Карл-Маркс-Штадта
        [dative] Карл-Маркс-Штадту
        [accusative] Карл-Маркс-Штадт
        [instrumental] Карл-Маркс-Штадтом
        [locative] Карл-Маркс-Штадті
       *[nominative] Карл-Маркс-Штадт
    }
    .gender = masculine
-city-eisenach = { $case ->
        [genitive] Айзенаха
        [dative] Айзенаху
        [accusative] Айзенах
        [instrumental] Айзенахом
        [locative] Айзенаху
        [in] в Айзенаху
       *[nominative] Айзенах
    }
    .gender = masculine
-city-jena = { $case ->
        [genitive] Єни
        [dative] Єні
        [accusative] Єну
        [instrumental] Єною
        [locative] Єні
        [in] в Єні
       *[nominative] Єна
    }
    .gender = feminine
-city-szczecin = { $case ->
        [genitive] Щецина
        [dative] Щецину
        [accusative] Щецин
        [instrumental] Щецином
        [locative] Щецині
       *[nominative] Щецин
    }
    .gender = masculine
-city-poznan = { $case ->
        [genitive] Познані
        [dative] Познані
        [accusative] Познань
        [instrumental] Познанню
        [locative] Познані
       *[nominative] Познань
    }
    .gender = feminine
-city-decin = { $case ->
        [genitive] Дечина
        [dative] Дечину
        [accusative] Дечин
        [instrumental] Дечином
        [locative] Дечині
       *[nominative] Дечин
    }
    .gender = masculine
-city-karlovy-vary = { $case ->
        [genitive] Карлових Вар
        [dative] Карловим Варам
        [accusative] Карлові Вари
        [instrumental] Карловими Варами
        [locative] Карлових Варах
       *[nominative] Карлові Вари
    }
    .gender = plural

## Доріжки

-track-prestige = { $case ->
        [genitive] доріжки престижу
        [dative] доріжці престижу
        [accusative] доріжку престижу
        [instrumental] доріжкою престижу
        [locative] доріжці престижу
        [in] на доріжці престижу
       *[nominative] доріжка престижу
    }
    .gender = feminine
-track-currency = { $case ->
        [genitive] доріжки західної валюти
        [dative] доріжці західної валюти
        [accusative] доріжку західної валюти
        [instrumental] доріжкою західної валюти
        [locative] доріжці західної валюти
        [in] на доріжці західної валюти
       *[nominative] доріжка західної валюти
    }
    .gender = feminine
-track-socialist = { $case ->
        [genitive] доріжки соціалістів
        [dative] доріжці соціалістів
        [accusative] доріжку соціалістів
        [instrumental] доріжкою соціалістів
        [locative] доріжці соціалістів
        [in] на доріжці соціалістів
       *[nominative] доріжка соціалістів
    }
    .gender = feminine
-track-flight = { $case ->
        [genitive] доріжки втечі
        [dative] доріжці втечі
        [accusative] доріжку втечі
        [instrumental] доріжкою втечі
        [locative] доріжці втечі
        [in] на доріжці втечі
       *[nominative] доріжка втечі
    }
    .gender = feminine

## Фішки й маркери (однина відмінюється; множина — у називному/знахідному)

-piece-yellow-factory = { $count ->
        [few] жовті фабрики
        [many] жовтих фабрик
        [other] жовтої фабрики
       *[one] { $case ->
            [genitive] жовтої фабрики
            [dative] жовтій фабриці
            [accusative] жовту фабрику
            [instrumental] жовтою фабрикою
            [locative] жовтій фабриці
           *[nominative] жовта фабрика
        }
    }
    .gender = feminine
-piece-red-factory = { $count ->
        [few] червоні фабрики
        [many] червоних фабрик
        [other] червоної фабрики
       *[one] { $case ->
            [genitive] червоної фабрики
            [dative] червоній фабриці
            [accusative] червону фабрику
            [instrumental] червоною фабрикою
            [locative] червоній фабриці
           *[nominative] червона фабрика
        }
    }
    .gender = feminine
-piece-purple-factory = { $count ->
        [few] фіолетові фабрики
        [many] фіолетових фабрик
        [other] фіолетової фабрики
       *[one] { $case ->
            [genitive] фіолетової фабрики
            [dative] фіолетовій фабриці
            [accusative] фіолетову фабрику
            [instrumental] фіолетовою фабрикою
            [locative] фіолетовій фабриці
           *[nominative] фіолетова фабрика
        }
    }
    .gender = feminine
-piece-rundown-factory = { $count ->
        [few] занедбані фабрики
        [many] занедбаних фабрик
        [other] занедбаної фабрики
       *[one] { $case ->
            [genitive] занедбаної фабрики
            [dative] занедбаній фабриці
            [accusative] занедбану фабрику
            [instrumental] занедбаною фабрикою
            [locative] занедбаній фабриці
           *[nominative] занедбана фабрика
        }
    }
    .gender = feminine
-piece-rheinsberg-factory = { $count ->
        [few] фабрики «Райнсберг»
        [many] фабрик «Райнсберг»
        [other] фабрики «Райнсберг»
       *[one] { $case ->
            [genitive] фабрики «Райнсберг»
            [dative] фабриці «Райнсберг»
            [accusative] фабрику «Райнсберг»
            [instrumental] фабрикою «Райнсберг»
            [locative] фабриці «Райнсберг»
           *[nominative] фабрика «Райнсберг»
        }
    }
    .gender = feminine
-piece-infrastructure = { $count ->
        [few] фішки інфраструктури
        [many] фішок інфраструктури
        [other] фішки інфраструктури
       *[one] { $case ->
            [genitive] фішки інфраструктури
            [dative] фішці інфраструктури
            [accusative] фішку інфраструктури
            [instrumental] фішкою інфраструктури
            [locative] фішці інфраструктури
           *[nominative] фішка інфраструктури
        }
    }
    .gender = feminine
-piece-ls = { $count ->
        [few] маркери РЖ
        [many] маркерів РЖ
        [other] маркера РЖ
       *[one] { $case ->
            [genitive] маркера РЖ
            [dative] маркеру РЖ
            [accusative] маркер РЖ
            [instrumental] маркером РЖ
            [locative] маркері РЖ
           *[nominative] маркер РЖ
        }
    }
    .gender = masculine
-piece-unrest = { $count ->
        [few] фішки заворушень
        [many] фішок заворушень
        [other] фішки заворушень
       *[one] { $case ->
            [genitive] фішки заворушень
            [dative] фішці заворушень
            [accusative] фішку заворушень
            [instrumental] фішкою заворушень
            [locative] фішці заворушень
           *[nominative] фішка заворушень
        }
    }
    .gender = feminine
-piece-socialist = { $count ->
        [few] соціалісти
        [many] соціалістів
        [other] соціаліста
       *[one] { $case ->
            [genitive] соціаліста
            [dative] соціалістові
            [accusative] соціаліста
            [instrumental] соціалістом
            [locative] соціалістові
           *[nominative] соціаліст
        }
    }
    .gender = masculine
-piece-mass-protest = { $count ->
        [few] маркери велелюдного протесту
        [many] маркерів велелюдного протесту
        [other] маркера велелюдного протесту
       *[one] { $case ->
            [genitive] маркера велелюдного протесту
            [dative] маркеру велелюдного протесту
            [accusative] маркер велелюдного протесту
            [instrumental] маркером велелюдного протесту
            [locative] маркері велелюдного протесту
           *[nominative] маркер велелюдного протесту
        }
    }
    .gender = masculine

## Місця поза полем і стан гри

-box-socialist-holding = { $case ->
        [genitive] комірки соціалістів
        [dative] комірці соціалістів
        [accusative] комірку соціалістів
        [instrumental] коміркою соціалістів
        [locative] комірці соціалістів
       *[nominative] комірка соціалістів
    }
    .gender = feminine
-flag-wall = { $case ->
        [genitive] Берлінського муру
        [dative] Берлінському муру
        [accusative] Берлінський мур
        [instrumental] Берлінським муром
        [locative] Берлінському мурі
       *[nominative] Берлінський мур
    }
    .gender = masculine

## Десятиріччя

-decade-I = { $case ->
        [dative] десятиріччю I
        [instrumental] десятиріччям I
        [locative] десятиріччі I
       *[nominative] десятиріччя I
    }
    .gender = neuter
-decade-II = { $case ->
        [dative] десятиріччю II
        [instrumental] десятиріччям II
        [locative] десятиріччі II
       *[nominative] десятиріччя II
    }
    .gender = neuter
-decade-III = { $case ->
        [dative] десятиріччю III
        [instrumental] десятиріччям III
        [locative] десятиріччі III
       *[nominative] десятиріччя III
    }
    .gender = neuter
-decade-IV = { $case ->
        [dative] десятиріччю IV
        [instrumental] десятиріччям IV
        [locative] десятиріччі IV
       *[nominative] десятиріччя IV
    }
    .gender = neuter

## Кінець десятиріччя та його етапи (§9)

-sequence-end-of-decade = { $case ->
        [genitive] Кінця десятиріччя
        [dative] Кінцю десятиріччя
        [accusative] Кінець десятиріччя
        [instrumental] Кінцем десятиріччя
        [locative] Кінці десятиріччя
        [in] наприкінці десятиріччя
       *[nominative] Кінець десятиріччя
    }
    .gender = masculine
-phase-flight = { $case ->
        [genitive] Втечі з республіки
        [dative] Втечі з республіки
        [accusative] Втечу з республіки
        [instrumental] Втечею з республіки
        [locative] Втечі з республіки
       *[nominative] Втеча з республіки
    }
    .gender = feminine
-phase-wall-cost = { $case ->
        [genitive] Витрат на мур
        [dative] Витратам на мур
        [accusative] Витрати на мур
        [instrumental] Витратами на мур
        [locative] Витратах на мур
       *[nominative] Витрати на мур
    }
    .gender = plural
-phase-prestige = { $case ->
        [genitive] Престижу
        [dative] Престижу
        [accusative] Престиж
        [instrumental] Престижем
        [locative] Престижі
       *[nominative] Престиж
    }
    .gender = masculine
-phase-currency = { $case ->
        [genitive] Західної валюти
        [dative] Західній валюті
        [accusative] Західну валюту
        [instrumental] Західною валютою
        [locative] Західній валюті
       *[nominative] Західна валюта
    }
    .gender = feminine
-phase-police-payment = { $case ->
        [genitive] Відплати за картки поліцейської сили
        [dative] Відплаті за картки поліцейської сили
        [accusative] Відплату за картки поліцейської сили
        [instrumental] Відплатою за картки поліцейської сили
        [locative] Відплаті за картки поліцейської сили
       *[nominative] Відплата за картки поліцейської сили
    }
    .gender = feminine
-phase-ls-upkeep = { $case ->
        [dative] Утриманню рівня життя
        [instrumental] Утриманням рівня життя
        [locative] Утриманні рівня життя
       *[nominative] Утримання рівня життя
    }
    .gender = neuter
-phase-internal-comparison = { $case ->
        [genitive] Внутрішнього порівняння
        [dative] Внутрішньому порівнянню
        [accusative] Внутрішнє порівняння
        [instrumental] Внутрішнім порівнянням
        [locative] Внутрішньому порівнянні
       *[nominative] Внутрішнє порівняння
    }
    .gender = neuter
-phase-east-west-comparison = { $case ->
        [dative] Порівнянню Схід–Захід
        [instrumental] Порівнянням Схід–Захід
        [locative] Порівнянні Схід–Захід
       *[nominative] Порівняння Схід–Захід
    }
    .gender = neuter
-phase-police-cards = { $case ->
        [dative] Застосуванню карток поліцейської сили
        [instrumental] Застосуванням карток поліцейської сили
        [locative] Застосуванні карток поліцейської сили
       *[nominative] Застосування карток поліцейської сили
    }
    .gender = neuter
-phase-socialists = { $case ->
        [genitive] Етапу соціалістів
        [dative] Етапу соціалістів
        [accusative] Етап соціалістів
        [instrumental] Етапом соціалістів
        [locative] Етапі соціалістів
       *[nominative] Етап соціалістів
    }
    .gender = masculine
-phase-collapse-check = Ми — народ?
    .gender = neuter

## Кінець гри

-outcome-west-collapses = { $case ->
        [dative] Руйнуванню Заходу
        [instrumental] Руйнуванням Заходу
        [locative] Руйнуванні Заходу
       *[nominative] Руйнування Заходу
    }
    .gender = neuter
-outcome-east-collapses = { $case ->
        [dative] Руйнуванню Сходу
        [instrumental] Руйнуванням Сходу
        [locative] Руйнуванні Сходу
       *[nominative] Руйнування Сходу
    }
    .gender = neuter
-outcome-end-of-game = { $case ->
        [genitive] Перемоги наприкінці гри
        [dative] Перемозі наприкінці гри
        [accusative] Перемогу наприкінці гри
        [instrumental] Перемогою наприкінці гри
        [locative] Перемозі наприкінці гри
       *[nominative] Перемога наприкінці гри
    }
    .gender = feminine
-outcome-national-insolvency = { $case ->
        [genitive] Національної неспроможності
        [dative] Національній неспроможності
        [accusative] Національну неспроможність
        [instrumental] Національною неспроможністю
        [locative] Національній неспроможності
       *[nominative] Національна неспроможність
    }
    .gender = feminine
-outcome-triumph-of-socialism = { $case ->
        [genitive] Тріумфу соціалізму
        [dative] Тріумфу соціалізму
        [accusative] Тріумф соціалізму
        [instrumental] Тріумфом соціалізму
        [locative] Тріумфі соціалізму
       *[nominative] Тріумф соціалізму
    }
    .gender = masculine
# The rulebook's heading is a sentence; it stays as it is in every case.
-outcome-failure-of-socialism = Соціалізм зазнає невдачі
    .gender = neuter

## Дії (§6)

-action-remove-cube = Прибрати фішку заворушень
-action-develop = Побудувати економіку
-action-raise-living-standard = Підвищити рівень життя
-action-trigger-event = Ініціювати подію картки

## Де лежать картки

-pile-deck = { $case ->
        [to] до колоди
        [in] у колоді
        [from] з колоди
       *[nominative] колода
    }
-pile-display = { $case ->
        [to] на місце для карток
        [in] на місці для карток
        [from] з місця для карток
       *[nominative] місце для карток
    }
-pile-special = { $case ->
        [to] на місце особливої картки
        [in] на місці особливої картки
        [from] з місця особливої картки
       *[nominative] особлива картка
    }
-pile-played = { $case ->
        [to] до зіграних карток
        [in] серед зіграних карток
        [from] із зіграних карток
       *[nominative] зіграні картки
    }
-pile-discard = { $case ->
        [to] до скинутих карток
        [in] серед скинутих карток
        [from] зі скинутих карток
       *[nominative] скинуті картки
    }
-pile-removed = { $case ->
        [to] поза гру
        [in] поза грою
        [from] з вилучених із гри карток
       *[nominative] вилучені з гри картки
    }
-pile-hand = { $case ->
        [to] на руку
        [in] в руці
        [from] з руки
       *[nominative] рука
    }

## Кольори карток

-card-colour-red = червона картка
-card-colour-yellow = жовта картка
-card-colour-dual = подвійна картка

## Інші стани гри

-flag-stasi = Штазі
    .gender = feminine

## Позначки (§6.4)

-icon-prestige-arrow = Стрілка престижу
-icon-currency-arrow = Стрілка західної валюти
-icon-socialist-arrow = Стрілка соціалістів
-icon-build-point = Очко побудови
-icon-dismantle = Очко демонтажу
-icon-place-unrest = Розміщення фішки заворушень
-icon-remove-unrest = Прибирання фішки заворушень
-icon-move-unrest = Переміщення фішки заворушень
-icon-reduce-unrest = Зменшення заворушень до 3
-icon-place-ls = Розміщення РЖ
-icon-place-ls-only = Розміщення РЖ без прибирання заворушень
-icon-remove-ls = Прибирання РЖ
-icon-destroy-factory = Прибирання фабрики
-icon-rundown = Фабрика стає занедбаною
-icon-repair = Відновлення фабрики
-icon-build-wall = Зведення Берлінського муру
-icon-wall-falls = Відкриття муру
-icon-police-red = Червона поліцейська сила
-icon-police-pink = Рожева поліцейська сила
-icon-stasi-dissolved = Розпуск Штазі
-icon-guillaume = Справа Гійома
-icon-flight = Втеча
-icon-police-red-corner = Червона поліцейська сила (позначка в куті)
-icon-police-pink-corner = Рожева поліцейська сила (позначка в куті)

## Варіанти правил

-variant-second-edition = Друге видання

## Places that are no definition of their own: a side's hand, the cards kept in front of it

zone-hand = { $case ->
        [to] на руку { NAME($side, case: "genitive") }
        [from] з руки { NAME($side, case: "genitive") }
        [in] на руці { NAME($side, case: "genitive") }
       *[nominative] рука { NAME($side, case: "genitive") }
    }
zone-kept-police = { $case ->
        [to] до карток поліцейської сили перед { NAME($side, case: "instrumental") }
        [from] з карток поліцейської сили перед { NAME($side, case: "instrumental") }
        [in] серед карток поліцейської сили перед { NAME($side, case: "instrumental") }
       *[nominative] картки поліцейської сили перед { NAME($side, case: "instrumental") }
    }
name-to = { KIND($name) ->
        [card] на картку «{ $name }»
       *[other] до { NAME($name, case: "genitive") }
    }
name-from = { KIND($name) ->
        [card] з картки «{ $name }»
       *[other] з { NAME($name, case: "genitive") }
    }

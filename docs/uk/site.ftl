# Власні слова довідника з правил (українська). Ті самі ідентифікатори, що й у docs/en/site.ftl.

site-name = Wir sind das Volk! — довідник з правил
site-footer = Сайт створено програмою wsdv з файлів вмісту, за якими працює гра; зібрано за допомогою MkDocs і Material for MkDocs.
nav-home = Вступ
nav-reading = Як читати картку
nav-cards = Картки
nav-icons = Позначки
nav-map = Ігрове поле
nav-tracks = Доріжки та підготовка
nav-phases = Кінець десятиріччя
nav-variants = Варіанти
nav-glossary = Глосарій
nav-faq = FAQ: роз’яснення й виправлення
nav-contributing = Як долучитися

unknown = невідомо
yes = так
no = ні

cards-title = Галерея карток
cards-intro = { $count ->
    [0] Карток ще немає.
    [one] { $count } картка, намальована за файлами вмісту гри.
    [few] { $count } картки, намальовані за файлами вмісту гри. Звузьте галерею за десятиріччям, кольором, позначкою або тим, хто може ініціювати подію; вибір зберігається в адресі сторінки. Оберіть картку, щоб побачити її дані.
    [many] { $count } карток, намальованих за файлами вмісту гри. Звузьте галерею за десятиріччям, кольором, позначкою або тим, хто може ініціювати подію; вибір зберігається в адресі сторінки. Оберіть картку, щоб побачити її дані.
   *[other] { $count } картки, намальовані за файлами вмісту гри. Звузьте галерею за десятиріччям, кольором, позначкою або тим, хто може ініціювати подію; вибір зберігається в адресі сторінки. Оберіть картку, щоб побачити її дані.
}
cards-none-title = Картки вже в дорозі
cards-none = Вміст гри ще не містить карток. Ця сторінка заповниться, щойно з’являться файли карток.
filter-decade = Десятиріччя
filter-colour = Колір
filter-all = { $filter ->
   *[other] усі
}
card-alt = Картка { $number }
card-heading = Картка { $number }: { $title }
card-text = Текст картки
card-field = Ознака
card-data = Дані
card-number = Номер
card-decade = Десятиріччя
card-colour = Колір
card-value = Значення картки
card-value-none = без значення (особлива картка)
card-value-both = { $value } для обох сторін
card-value-dual = { $side1 } { $value1 }, { $side2 } { $value2 }
card-title-de = Німецька назва
card-title-en = Англійська назва
card-year = Рік
card-corner = Позначки в куті
card-special = Особлива картка (брати її може лише Схід)
card-face = Сторона
card-other-face = Інша сторона
card-faces = Картка { $number } має дві сторони: тут показано сторону «{ $face }»; інша сторона — { $other }.
card-trigger = Хто може ініціювати подію
card-previous = Попередня картка: { $card }
card-next = Наступна картка: { $card }
card-source = Походження даних
card-event = Позначки події
card-crest = вирішує: { $side }
card-arrows = Стрілки на доріжках
card-arrow = { $track }: на { $steps } { $steps ->
    [one] комірку в бік
    [few] комірки в бік
    [many] комірок у бік
   *[other] комірки в бік
} { $side }
card-errata = Виправлення
card-rulings = Роз’яснення правил
card-none-recorded = Поки що нічого не записано.
card-in-variant = У варіанті «{ $variant }»
back-to-gallery = Назад до галереї карток

icons-title = Позначки
icons-intro = { $count ->
    [one] { $count } позначка.
    [few] { $count } позначки.
    [many] { $count } позначок.
   *[other] { $count } позначки.
} З них складаються картки й доріжки; значення кожної позначки нижче створено з її визначення у вмісті гри.
icon-meaning = Що вона робить
icon-used-by = Картки з цією позначкою
icon-used-by-none = поки що жодної
icon-on-tracks = Надрукована на доріжках

map-title = Ігрове поле
map-intro = Землі: { $provinces }, міста: { $cities }, сполучення: { $connections } (синіх ліній: { $lines }) — намальовано за вмістом гри.
map-provinces = Землі
map-sectors = Сектори та їхні постачальники
map-sectors-intro = Кожен сектор забезпечує земля, названа поруч.
map-cities = Міста
col-province = Земля
col-side = Сторона
col-neighbours = Сусіди
col-cities = Міста
col-builds = Отримує очки побудови
col-sector = Сектор
col-supplier = Постачальник
col-city = Місто
col-where = Розташування
col-marks = Позначення
col-connections = Сполучення (сині лінії)
mark-setup = місто для підготовки
mark-special = особливе місто
mark-floating = належить до однієї з цих земель, як вирішить { $side }
mark-unconnectable = не отримує інфраструктури
legend-city = місто (місце для фабрики)
legend-setup = місто для підготовки
legend-special = особливе місто
legend-lines = сполучення з синіми лініями
map-svg-title = Мапа ігрового поля: землі, міста й сполучення
map-svg-desc = Землі обох сторін — ділянки в кольорі своєї сторони, з товстою лінією вздовж кордону між сторонами; сусідні країни; кожне місто з його сполученнями та їхніми синіми лініями. Міста для підготовки мають пунктирне кільце, особливі міста — фіолетовий ромб; землі, замалі для своєї назви, показано ще й збільшеними в рамці, де Західний Берлін поділено на сектори, кожен підписано землею, що його забезпечує. Виберіть землю, сектор або країну, щоб побачити їхні міста й картки, які їх згадують.
map-full-size = Відкрити саму мапу в повному розмірі
map-places = Міста й картки за землями
map-places-intro = Виберіть землю або країну на мапі (клацанням чи клавішами Tab і Enter), щоб нижче бачити лише її опис.
map-places-all = Показати всі землі
map-place-cities = Міста
map-place-no-cities = Тут немає жодного міста.
map-place-cards = Картки, що згадують це місце
map-place-no-cards = Жодна картка не згадує цього місця.
map-sector-of = Сектор землі { $province }; його забезпечує земля { $supplier }.
map-sector-holds = У секторі лежать: { $pieces }.
map-place-group-cards = Картки, що згадують територію: { $group }
map-kind-city = місто

tracks-title = Доріжки та підготовка до гри
tracks-intro = Доріжки ігрового поля з тим, що надруковано під кожною коміркою.
track-range = Комірки від { $lo } до { $hi }; маркер починає на комірці { $start }.
track-steps = Маркер щоразу просувається на одну комірку; кожні { $steps } комірки дають одне очко, тому число очок надруковано на { $steps ->
    [2] кожній другій
   *[other] кожній { $steps }-й
} комірці.
col-spaces = Комірки
col-advantage = Перевага
col-space = Комірка
col-icons = Позначки
col-gain = Надходження
overflow-low = За нижнім кінцем доріжки
overflow-high = За верхнім кінцем доріжки
overflow-one = виконують одну з них на вибір
overflow-all = виконують усі
setup-title = Підготовка до гри
setup-cities = Міста для підготовки: { $cities }.
pieces-title = Компоненти в коробці
col-piece = Компонент
col-count = Кількість
deck-title = Склад колоди
deck-plan = { $name }: десятиріч: { $decades }, у кожному половин: { $halves }; карток на місці для карток: { $display }; карток у руці: { $hand }.

phases-title = Кінець десятиріччя
phase-section = Правила, §{ $section }.
phase-instead = { $phase }: замість цього етапу, поки стоїть { $flag }
outcomes-title = Як закінчується гра
variants-title = Варіанти
variants-intro = Варіант — це тека файлів-накладок, що додають, замінюють або вилучають визначення базової гри. Нижче наведено зміни кожного варіанта порівняно з базовою грою.
variants-none = Цей вміст ще не має варіантів.
variant-use = Як його застосувати:
variant-no-change = Він нічого не змінює.
variant-added = Додає елемент ({ $kind }) «{ $name }».
variant-removed = Вилучає елемент ({ $kind }) «{ $name }».
variant-changed = Змінює елемент ({ $kind }) «{ $name }»:
variant-added-unnamed = Додає елемент ({ $kind }; його ідентифікатор нижче).
variant-removed-unnamed = Прибирає елемент ({ $kind }; його ідентифікатор нижче).
variant-changed-unnamed = Змінює елемент ({ $kind }; точна зміна нижче):
variant-now = Правило в цьому варіанті. { $text }
variant-now-stale = Правило в цьому варіанті (текст написано для попередньої версії правила варіанта; правило в теперішньому вигляді подано нижче). { $text }
variant-base-game = Правило в базовій грі. { $text }
variant-words-changed = { $old } змінюється на { $new }
variant-words-added = Тепер також: { $new }
variant-words-removed = Більше не діє: { $old }
variant-line-added-plain = До цього правила додано крок.
variant-line-removed-plain = Один крок цього правила вилучено.
variant-detail-changed = Змінюється одна з деталей цього правила.
variant-quote = «{ $text }»
variant-section = §{ $section }
variant-notation = Зміна в записі вмісту гри

kind-side = сторона
kind-province = земля
kind-sector = сектор
kind-country = країна
kind-city = місто
kind-connection = сполучення
kind-group = група
kind-track = доріжка
kind-piece = компонент
kind-box = комірка
kind-flag = ознака стану
kind-deck = колода
kind-decade = десятиріччя
kind-icon = позначка
kind-card = картка
kind-phase = етап
kind-sequence = послідовність
kind-setup = підготовка
kind-outcome = кінець гри
kind-variant = варіант
kind-routine = процедура
kind-action = дія
diff-base = Базова гра
diff-heading = Що змінює версія «{ $compared }» порівняно з версією «{ $reference }»:
# What a changed value was and is (wsdv diff, the variants page), and the name of each key said so.
diff-nothing-to-compare = wsdv diff: помилка: немає чого порівнювати: вкажіть варіант (--variant НАЗВА), теку накладки (--overlay ТЕКА) або іншу теку вмісту (--against ТЕКА)
diff-shipped-content = Вміст, що постачається з грою
variant-key-changed = { $key }: { $old } → { $new }
variant-key-added = { $key }: тепер { $new }
variant-value-side = { $side } { $n }
variant-value-both = { $n } для обох сторін
variant-yes = так
variant-no = ні
variant-range = від { $lo } до { $hi }
variant-key-value = Значення картки
variant-key-hand = Карток у руці
variant-key-display = Карток на викладці
variant-key-halves = Половини десятиріччя
variant-key-count = Компонентів у коробці
variant-key-limit = Обмежений запас
variant-key-lines = Сині лінії
variant-key-base-value = Базова вартість
variant-key-start = Початкова комірка
variant-key-spaces = Комірки
variant-key-phases = Етапи
variant-key-colour = Колір
variant-key-decade = Десятиріччя
variant-key-province = Земля
variant-key-section = Розділ правил
variant-key-weight = Вага
variant-key-initial = На початку

glossary-title = Глосарій
glossary-intro = Терміни гри шістьма мовами цього сайту, а далі назви всього, що визначає вміст гри.
glossary-terms = Терміни
glossary-meaning = Значення
col-number = №

nav-rules = Правила з поясненнями
rules-title = Пояснення правил
rules-intro = Усі правила гри простими словами, кожне з розділом правил (§) і власним посиланням, яким можна поділитися. Ця сторінка — щоб швидко знайти правило; щоб навчитися гри з самого початку, спершу прочитайте «{ $learn }».
prose-stale-title = Написано для попередньої версії цього правила
prose-stale = Правило змінилося відтоді, як було написано цей текст (виправлення або варіант). Правило в тому вигляді, у якому гра виконує його тепер, подано під текстом.
prose-english-title = Ще не перекладено
prose-english = Це пояснення ще не написано цією мовою; його показано англійською.
site-coverage-title = Переклад триває
site-coverage = Цією мовою поки що перекладено { $percent } % гри та цього сайту; те, що ще не перекладено, показано англійською.
notation = Правило в тому вигляді, у якому його виконує гра
source-intro = Цей файл вмісту в тому вигляді, у якому його написано; на кожен рядок можна послатися за його номером.

scheme-to-dark = Перейти на темну тему
scheme-to-light = Перейти на світлу тему
not-found-title = Сторінку не знайдено
not-found-text = За цією адресою немає сторінки. Можливо, її перенесли під час оновлення сайту або в адресі є помилка.
not-found-home = Повернутися на головну сторінку
filter-icon = Позначка
filter-side = Може ініціювати
cards-shown = { $count ->
    [one] Показано { $count } картку
    [few] Показано { $count } картки
    [many] Показано { $count } карток
   *[other] Показано { $count } картки
}

faq-title = Роз’яснення й виправлення
faq-intro = { $rulings ->
    [one] { $rulings } роз’яснення
    [few] { $rulings } роз’яснення
    [many] { $rulings } роз’яснень
   *[other] { $rulings } роз’яснення
}{ $errata ->
    [0] {""}
    [one] {" "}і { $errata } виправлення
    [few] {" "}і { $errata } виправлення
    [many] {" "}і { $errata } виправлень
   *[other] {" "}і { $errata } виправлення
} до карток, картка за карткою: як грати картку там, де її лицьовий бік лишає сумнів, і що в ній виправлено.
faq-dates = Кожен запис датовано так точно, як дозволяє його джерело: роз’яснення з Альманаху карток 1-го видання мають рік його правил (2014); роз’яснення 2-го видання — без дати, бо його правила власної дати не мають; виправлення має день, коли його зроблено.
faq-to-card = До картки
faq-ruling = роз’яснення
faq-erratum = виправлення
faq-edition-first = лише 1-ше видання
faq-edition-second = лише 2-ге видання
faq-in-variant = у варіанті { $variant }
faq-erratum-changes = Виправляє
faq-erratum-was = було
faq-all = Усі роз’яснення й виправлення на одній сторінці (FAQ)

guide-picture = Картка з поясненнями: картка { $number } з назвами її частин
guide-value = Значення картки для дії: одне число для обох сторін або жовтий прямокутник Заходу над червоним прямокутником Сходу
guide-corner = Позначка в куті: зараховується наприкінці десятиріччя
guide-title = Назва, як надруковано (німецькою)
guide-year = Рік події
guide-subtitle = Назва вашою мовою
guide-colour = Колір: жовтий — Захід, червоний — Схід, обидва — подвійна картка; від нього залежить, хто може ініціювати подію
guide-rows = Подія: ряди позначок; порядок їх виконання обирає гравець, що ініціює подію
guide-crest = Герб: ця сторона вирішує, де діє позначка
guide-where = Обмеження: де діють позначки ряду над ним
guide-text = Опис події
guide-arrows = Стрілки доріжок: 1 комірка на стрілку, у бік сторони їхнього кольору
guide-number = Номер картки

# Сторінки для авторів вмісту: мова вмісту та довідник її примітивів.
nav-content-language = Мова вмісту
nav-primitives = Примітиви та функції
nav-guide = Посібник із wsdv
nav-commands = Команди
nav-localization = Локалізація
nav-scenarios = Сценарії правил
nav-game-logs = Журнали партій
nav-simulation = Симуляція партій
nav-site = Збирання сайту
nav-python = wsdv з Python
english-only-title = Англійською
english-only = Ця сторінка для тих, хто пише чи перекладає вміст або працює з інструментами wsdv; її написано лише англійською.
ref-title = Примітиви та функції
ref-intro = Дієслова та функції, які може викликати вміст: їхні параметри, що робить кожна з них, і приклад. Лише вони з усіх правил написані мовою Python, і вони загальні: позначки, етапи, процедури й підготовку гри складено з них.
ref-calls = Виклик подає параметри в наведеному порядку або, після поданих за порядком, за назвою. Параметр у квадратних дужках можна пропустити; параметр, за яким стоїть «=», подають лише за назвою. Ефекти змінюють гру; функції лише обчислюють значення.
ref-see = Див. також:
ref-english-title = Англійською
ref-english = Назви примітивів і їхніх параметрів, а також приклади — це слова мови вмісту, однакові для всіх мов. Пояснення до них на цій сторінці є лише англійською.
ref-membership = Належність
ref-membership-intro = { $is_in } і { $not_in } перевіряють, чи значення належить до того, що називає { $id }, якщо воно називає щось, що має елементи:
ref-member-side = сторона містить кожну землю, сектор, місто, сполучення та країну цієї сторони;
ref-member-group = група містить свої землі;
ref-member-country = країна містить свої міста;
ref-member-list = список містить свої елементи.
ref-section-effects = Ефекти на ігровому полі
ref-section-functions = Функції ігрового поля
ref-section-flow = Перебіг гри: картки, зони, доріжки, послідовності
ref-col-name = Назва
ref-col-parameters = Параметри
ref-col-kind = Вид
ref-col-value = Значення
ref-meaning = Зміст
ref-example = Приклад
ref-names = Тексти, що є назвами
ref-kind-effect = ефект
ref-kind-function = функція
ref-type-number = число
ref-type-list = список
ref-type-bool = так або ні
ref-type-side = сторона
ref-space-moment = момент, коли перевіряють кінець гри
ref-space-tag = позначка відкладених карток
ref-space-var = змінна гри
ref-space-message = повідомлення розповіді
ref-space-decision = рішення
ref-space-kind = вид оголошення
ref-space-id = ідентифікатор виду, названого поруч
ref-space-key = ключ виду, названого поруч

# A label followed by what it labels (the colon as the language writes it).
label = { $label }:

# Between the items of a list that commas cannot separate (sources, a city's marks).
list-semicolon = {"; "}

# The search box's own words (the theme's keys; `#` is the number of results).
theme-search-result-placeholder = Почніть вводити запит: правила й картки
theme-search-result-none = Нічого не знайдено
theme-search-result-one = Знайдено: 1
theme-search-result-other = Знайдено: #
theme-search-result-more-one = Ще на цій сторінці: 1
theme-search-result-more-other = Ще на цій сторінці: #
theme-search-result-term-missing = Немає

## Як грати (learn.md) і особливі місця (places.md): interpreter/site/learn.py, docs/learn.yaml
nav-learn = Як грати
nav-places = Особливі місця
list-comma = {", "}
learn-title = Як грати
learn-intro = Ця сторінка пояснює гру в тому порядку, в якому вона потрібна: за що йде гра, ігрове поле, хід, чотири дії та економіка, якою вони користуються, заворушення й велелюдні протести, кінець десятиріччя, а наостанок особливі картки й місця. Кожна частина коротко викладає правила й веде до повного правила. Приклади взято з книги правил, і їх розігрує програма, що веде гру, тож вони показують саме те, що роблять правила.
learn-no-examples-title = У цій збірці немає прикладів
learn-no-examples = Приклади беруться з тестів правил, що йдуть разом із сирцевим кодом wsdv; цю збірку сайту зроблено без них.
learn-definitions-title = Три поняття, які варто пам’ятати
learn-definition-west-germany = «Західна Німеччина» — це всі землі Заходу, крім Західного Берліна. Коли картка чи правило кажуть «Західна Німеччина», Західний Берлін не враховується.
learn-definition-connection = Сполучення належить землям обох своїх міст. Сполучення Лейпциг–Єна належить і Саксонії, і Тюрингії; сполучення, що лише перетинає землю, їй не належить.
learn-definition-rundown = Занедбаними стають лише фабрики Сходу. Фабрики Заходу можна демонтувати, але занедбаними вони не стають ніколи.
learn-more = Докладніше…
learn-rules = Повні правила: { $rules }.
learn-pages = Див. також: { $pages }.
learn-goal-title = Мета гри і як вона закінчується
learn-goal-text = Один гравець веде Захід, другий — Схід крізь десятиріччя поділу Німеччини. Кожна сторона намагається втримати свою державу, поки інша розвалюється: заворушення переростають у велелюдні протести, а забагато велелюдних протестів руйнує державу. Гра може скінчитися й раніше, якщо Схід не може сплатити борги або якщо соціалізм тріумфує чи зазнає невдачі.
learn-board-title = Ігрове поле і картки
learn-board-text = Ігрове поле показує землі обох німецьких держав з їхніми містами та сполученнями між ними, Західний і Східний Берлін на окремій вставці, Польщу та ЧССР за кордоном і доріжки по краях. Фабрики стоять у містах, інфраструктура — на синіх лініях сполучень; маркери РЖ і фішки заворушень лежать у землях. Кожне десятиріччя розігрують власною колодою карток.
learn-turn-title = Хід
learn-turn-text = Гравці ходять по черзі. За свій хід ви берете одну картку з відкритих карток або з руки й використовуєте її рівно для однієї з чотирьох дій; ініціювати подію картки — одна з них. Схід ініціює події червоних і подвійних карток, Захід — жовтих і подвійних. Хто ініціює подію, той вирішує, де діють її позначки, якщо тільки на позначці немає герба: тоді вирішує сторона герба.
learn-actions-title = Чотири дії та економіка
learn-actions-text = Три інші дії користуються значенням картки: прибрати фішку заворушень, побудувати економіку або підвищити рівень життя. Найвигідніша картка свого кольору; з подвійною карткою чи карткою суперника прибрати заворушення коштує очко демонтажу. Економіка складається з фабрик та інфраструктури: очки побудови додають їх, очки демонтажу забирають, а вартість фабрики зростає з кожним її робочим сполученням. Економіка землі визначає, скільки маркерів РЖ вона може мати.
learn-unrest-title = Заворушення і велелюдні протести
learn-unrest-text = Фішки заворушень приходять з подій і з порівнянь у кінці десятиріччя, коли земля з нижчим рівнем життя, ніж у сусідів, їх отримує. Достатньо фішок в одній землі — і там велелюдний протест: у цій землі та на її сполученнях нічого не можна будувати, а велелюдні протести наближають державу до руйнування. Схід має соціалістів і картки поліцейської сили, щоб прибирати заворушення у своїх землях.
learn-decade-title = Кінець десятиріччя
learn-decade-text = Коли обидва гравці зіграли свої картки, десятиріччя завершується десятьма етапами в незмінному порядку: втеча з республіки, престиж, західна валюта, відплата за картки поліцейської сили, утримання рівня життя, внутрішнє порівняння й порівняння Схід–Захід, застосування карток поліцейської сили, етап соціалістів і перевірка на руйнування.
learn-special-title = Особливі картки й особливі місця
learn-special-text = Деякі картки змінюють правила, доки вони в грі, наприклад Берлінський мур і картки поліцейської сили; двобічні картки перевертаються під час гри. Західний Берлін, Гамбург, Райнсберг і міста за кордоном мають власні правила, зібрані на окремій сторінці.
places-title = Особливі місця
places-intro = Чотири місця на ігровому полі мають власні правила. Кожен розділ збирає їх із правил гри разом із прикладами й картками, що називають це місце.
places-cards = Картки, подія яких його називає: { $cards }.
places-w_berlin-title = Західний Берлін
places-w_berlin-text = Західний Берлін — земля Заходу посеред Сходу, намальована на окремій вставці трьома секторами: французьким, британським і американським. Кожен сектор постачає західнонімецька земля з тим самим прапором. Західний Берлін не належить до Західної Німеччини, тож подія чи правило для «Західної Німеччини» його оминає. Там нічого не будують, і маркерів РЖ він напряму не отримує: земля-постачальник, яка щойно отримала маркер і тепер має більше, ніж Західний Берлін, може передати його у свій сектор, і тоді фішку заворушень втрачає Західний Берлін замість неї. Велелюдний протест у Західному Берліні зараховується двічі: Схід кладе другий маркер в одну із земель-постачальників, і він зникає разом із першим. У кінці десятиріччя Західний Берлін зберігає не більше маркерів, ніж дозволяє експортна фабрика найслабшого постачальника, у внутрішньому порівнянні отримує повну різницю і порівнюється з обома сусідами. Картка 79 — єдина подія, що може покласти маркер просто в порожній сектор.
places-hamburg-title = Гамбург
places-hamburg-text = Гамбург лежить між Шлезвіг-Гольштейном і Нижньою Саксонією й не належить назавжди жодній із них: для кожної дії та кожного етапу кінця десятиріччя Захід вирішує, до якої з двох він належить, і тоді він зараховується лише до неї.
places-abroad-title = Польща і ЧССР
places-abroad-text = Міста за кордоном отримують фабрики лише через події, що їх називають, ніколи за звичайні очки побудови, і втрачають їх так само. Зовнішня фабрика додає свою вартість до економіки однієї землі Сходу, з якою має робоче сполучення; Схід щоразу обирає її заново. Експортною фабрикою вона не буває ніколи.
places-rheinsberg-title = Райнсберг
places-rheinsberg-text = Райнсберг у Бранденбурзі — особливе місто: фабрику там будують лише через подію, що його називає, вона від початку варта більше, не отримує інфраструктури і є єдиною занедбаною фабрикою, яку можуть прибрати очки демонтажу.
map-place-rules = Правила: { $place }
card-place-rules = Правила особливих місць, які називає ця картка: { $places }.

## Приклади (interpreter/site/examples.py): приклади з книги правил, розіграні з tests/scenarios/
example-heading = Приклад { $id }: { $title }
example-section = З правил, §{ $section }.
example-card = картка { $number } «{ $title }»
example-step-action = { $side } виконує дію «{ $action }»: { $card }.
example-step-event = { $side } ініціює подію — { $card }.
example-step-phase = Виконується етап кінця десятиріччя «{ $phase }».
example-step-icon = Виконується позначка «{ $icon }»; її ініціює { $side }.
example-step-engine = Правила самі визначають результат.
example-choices = Рішення в тому порядку, в якому про них питають: { $choices }.
example-count = { $count } { $name }
example-value = вартість { $value }
example-space = комірка { $space }
example-economy-of = Економіка: { $province }
example-board = На ігровому полі
example-before = До
example-after = Після
example-refused-column = Після (відхилено)
example-caption = Ігрове поле до і після прикладу { $id }, як його розігрує програма гри: лише те, що змінюється або що приклад перевіряє.
example-refused-title = Не дозволено
example-refused = Правила не дозволяють цього ходу: програма не приймає рішення, і поле лишається таким, як було.
example-result-title = Гра закінчується
example-game-over = { $outcome }: перемагає { $winner }.
example-no-change = На ігровому полі нічого не змінюється.
example-title-ex-01 = будівництво за 3 очки побудови
example-title-ex-02 = жодного будівництва там, де велелюдний протест
example-title-ex-03 = фабрика стає занедбаною
example-title-ex-04 = прибрати заворушення карткою суперника
example-title-ex-05 = картка з двома значеннями
example-title-ex-06 = підвищення рівня життя очками картки
example-title-ex-07 = очки демонтажу обирає той, хто ініціює подію
example-title-ex-07b = що можна демонтувати першим
example-title-ex-08 = позначки, які гравець може пропустити
example-title-ex-09 = будівництво за кордоном
example-title-ex-10 = герб вирішує, хто розміщує фішки
example-title-ex-11 = герб суперника на позначці заворушень
example-title-ex-12 = заворушення для Західної Німеччини, не для Західного Берліна
example-title-ex-13 = втеча коштує Сходу очки демонтажу
example-title-ex-14 = комірку обирає той, хто має перевагу в престижі
example-title-ex-15 = західна валюта і занедбані фабрики
example-title-ex-17 = утримання рівня життя
example-title-ex-17b = рівень життя Західного Берліна
example-title-ex-18 = внутрішнє порівняння
example-title-ex-18c = більше заворушень, ніж фішок у коробці
example-title-ex-19 = порівняння Схід–Захід
example-title-ex-20 = держава руйнується
example-title-ex-21 = маркер РЖ передано до Західного Берліна
example-title-ex-22 = виняток картки 79 для Західного Берліна
example-title-ex-23 = Гамбург зараховується лише до однієї землі
example-title-ex-24 = зовнішня фабрика підсилює Східний Берлін
# A card's printed event instruction (card 44: at most 2 unrest in 1 province), quoted as printed.
card-printed-note = Надруковано на картці під цим рядком: «{ $note }»

## The player aid (player-aid.md): interpreter/site/learn.py
nav-aid = Пам’ятка гравця
aid-title = Пам’ятка гравця
aid-intro = Усе, що гравець шукає під час партії, на кількох надрукованих сторінках: хід, чотири дії, етапи кінця десятиріччя по порядку і як закінчується гра. Надрукуйте її з браузера; навігацію буде пропущено.
aid-actions = Чотири дії
aid-phases = Кінець десятиріччя етап за етапом
aid-col-action = Дія
aid-col-phase = Етап
aid-col-what = Що відбувається
# The switch that hides the boxes of the rule as the game runs it, on every page (wsdv.js keeps the choice).
notation-hide = Сховати правила в тому вигляді, у якому їх виконує гра
notation-show = Показати правила в тому вигляді, у якому їх виконує гра
# Under a rule of the rules page: links to the special places' sections that gather it.
rules-see-places = Особливі місця, яких стосується це правило: { $places }.
# The editions on the rules pages (pages.edition_switch, pages._edition_passage): the base game's name
# as an edition, and the switch's label.
edition-base = Перше видання
edition-switch = Видання:
# above every page of a build holding several editions: links to the same page in the others
edition-pages = Видання цієї сторінки:
# On a card page, under "In the variant …": a rule the card uses that the variant changes; $name links
# the icon or the track, $text is the variant's words for it (a whole passage opening with a capital).
card-edition-icon = Позначка { $name } у події цієї карти діє інакше. { $text }
card-edition-track = Стрілки цієї карти пересувають маркер на доріжці, яка змінюється: { $name }. { $text }
# Rules and the cards and places they name, linked both ways (interpreter/site/crosslinks.py): under
# each rule of the rules page its permalink, the places it names, the cards showing its icon; in each
# map entry the rules naming the place; on a card page the rules its event follows.
rule-permalink = Посилання на це правило
rule-names-places = Місця, які називає це правило: { $places }.
rule-cards-with-icon = Карти, подія яких має цю позначку: { $cards }.
rule-cards-count = { $count ->
    [one] { $count } карта
    [few] { $count } карти
   *[many] { $count } карт
}
place-named-by = Правила, які називають це місце: { $rules }.
card-rules = Правила, за якими виконується подія цієї карти: { $rules }.
# On a card page whose face prints a line a ruling has the game play otherwise (a row's `printed`): the
# event as played, in a box of its own under the card's printed text ($text: a whole passage).
card-played-title = Так за роз’ясненням
card-played = Текст картки вище — це те, що на ній надруковано. Згідно з роз’ясненням правил (у розділі «Роз’яснення правил») гра виконує подію так. { $text }

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
cards-none = Вміст гри ще не містить карток. Ця сторінка заповниться, щойно з'являться файли карток.
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
track-steps = Одне очко відповідає { $steps } коміркам доріжки; число надруковано на { $steps ->
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
variant-now = У цьому варіанті діє таке правило. { $text }
variant-now-stale = У цьому варіанті діє таке правило (текст написано для попередньої версії правила варіанту; правило в теперішньому вигляді подано нижче). { $text }
variant-base-game = У базовій грі діє таке правило. { $text }
variant-words-changed = { $old } змінюється на { $new }
variant-words-added = Тепер також: { $new }
variant-words-removed = Більше не: { $old }
variant-line-added-plain = До цього правила додано крок.
variant-line-removed-plain = Один крок цього правила вилучено.
variant-detail-changed = Змінюється подробиця цього правила.
variant-quote = «{ $text }»
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
diff-base = базова гра
diff-heading = Зміни, які вносить { $compared } (основа для порівняння — { $reference }):

glossary-title = Глосарій
glossary-intro = Терміни гри шістьма мовами цього сайту, а далі назви всього, що визначає вміст гри.
glossary-terms = Терміни
glossary-meaning = Значення
col-number = №

nav-rules = Правила з поясненнями
rules-title = Правила словами
rules-intro = Кожне правило нижче пояснено простими словами, а його числа взято з вмісту, що керує грою. Під кожним поясненням можна розгорнути правило саме в тому вигляді, у якому його виконує гра, з посиланням на рядок файлу вмісту, звідки воно походить.
prose-stale-title = Написано для попередньої версії цього правила
prose-stale = Правило змінилося відтоді, як було написано цей текст (виправлення або варіант). Правило в тому вигляді, у якому гра виконує його тепер, подано під текстом.
prose-english-title = Ще не перекладено
prose-english = Це пояснення ще не написано цією мовою; його показано англійською.
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
guide-corner = Позначка в куті: рахується наприкінці десятиріччя
guide-title = Назва, як надруковано (німецькою)
guide-year = Рік події
guide-subtitle = Назва вашою мовою
guide-colour = Колір: жовтий — Захід, червоний — Схід, обидва — подвійна картка; від нього залежить, хто може ініціювати подію
guide-rows = Подія: ряди позначок; порядок їх виконання обирає гравець, що ініціює подію
guide-crest = Герб: ця сторона вирішує, де діє позначка
guide-where = Обмеження: де діють позначки ряду над ним
guide-text = Подія словами
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

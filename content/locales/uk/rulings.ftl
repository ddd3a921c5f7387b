# Роз’яснення й виправлення карток і слова, що їх супроводжують.

-face-round-table = Круглий стіл
-face-wall-down = Падіння муру

-source-rulebook = правила гри
-source-almanac = Альманах карток
-source-printed-face = друкована картка
-source-public-source = публічне джерело
-source-reconstructed = реконструкція (найімовірніше припущення)

# Zasady słowami: jedna wiadomość na każdą deklarację zasad, `rules-<kind>-<id>` (zob. interpreter/words/prose.py).
# `.version` zapisuje, którą wersję deklaracji opisuje tekst.

rules-setup-standard = Na początku gry każda prowincja, łącznie z Berlinem Zachodnim i Berlinem Wschodnim, otrzymuje { $n1 } { NAME($piece-unrest, $n1) }, a pole socjalistów na planszy — { $n2 } { NAME($piece-socialist, $n2, case: "accusative") }. Każde z czterech miast startowych (narysowanych nieregularnym konturem) otrzymuje fabrykę o wartości { $value }. Znacznik każdego toru stoi na swoim polu startowym; znacznik prestiżu zaczyna w żółtej, zachodniej części toru prestiżu, więc przewagę prestiżu ma Zachód i to on zaczyna.
    .title = Przygotowanie gry
    .version = 363b046cd1
rules-deck-standard = Gra trwa { $total-decade } { $total-decade ->
        [one] dekadę
        [few] dekady
       *[many] dekad
    }. Każda dekada ma własną talię kart akcji i jedną kartę specjalną. Dekada składa się z { $halves } półdekad i Końca Dekady: na początku każdej półdekady na wystawkę { $display ->
        [one] trafia { $display } odkryta karta
        [few] trafiają { $display } odkryte karty
       *[many] trafia { $display } odkrytych kart
    }. Każdy gracz ma na ręce { $hand } { $hand ->
        [one] kartę
        [few] karty
       *[many] kart
    }; rękę uzupełnia się tylko na początku dekady, a karty na ręce są tajne.
    .title = Dekady, talie i ręka
    .version = 3e22d17f56
rules-routine-start-decade = Na początku dekady jej karta specjalna trafia na wystawkę, a karty tej dekady zostają potasowane w nową talię. Od II dekady każdy gracz może najpierw odrzucić dowolne karty, które zostały mu na ręce z wcześniejszych dekad; potem obaj gracze uzupełniają rękę.
    .title = Początek dekady
    .version = 97e35476a8
rules-routine-half-decade = Każda półdekada zaczyna się od wyłożenia na wystawkę { $deck-standard-display } { $deck-standard-display ->
        [one] karty
        [few] kart
       *[many] kart
    } z talii; potem gracze wykonują akcje na zmianę. Pierwszą półdekadę zaczyna gracz z przewagą prestiżu, drugą — ten, kto nie wykonał ostatniej akcji w pierwszej. W swojej turze gracz wybiera jedną kartę — z wystawki, z ręki albo (tylko Wschód) kartę specjalną — i wykonuje nią dokładnie jedną z czterech akcji. Przed swoją akcją i po niej Wschód może użyć swoich kart użycia policji. Użyta karta trafia odkryta do rzędu zagranych kart, gdzie jej ikona ucieczki liczy się na Końcu Dekady; karta, której ikonę policji wykonano, trafia zamiast tego do Wschodu. Półdekada kończy się, gdy na wystawce nie zostaje już żadna zwykła karta; karta specjalna, której nikt nie wziął, pozostaje dostępna w drugiej półdekadzie.
    .title = Tury graczy
    .version = 17e7cfb5f6
rules-action-remove-cube = Usuń jeden znacznik niepokoju z jednej ze swoich prowincji. Kartą we własnym kolorze (Wschód — czerwoną, Zachód — żółtą) nic to nie kosztuje; kartą podwójną albo w kolorze przeciwnika trzeba dodatkowo zdemontować jeden punkt budowy, więc akcja jest niemożliwa, gdy nie masz czego demontować. Kartą specjalną nie można wykonać tej akcji.
    .version = 11864922b4
rules-action-develop = Otrzymujesz tyle punktów budowy, ile wynosi wartość karty dla twojej strony, i od razu budujesz za nie fabryki i infrastrukturę w swoich prowincjach; w prowincji z masową demonstracją nie można budować. Kartą specjalną nie można wykonać tej akcji.
    .version = fe322e41c7
rules-action-raise-living-standard = Umieść do { $markers } znaczników poziomu życia (LS), każdy w innej swojej prowincji. Pierwszy LS wymaga gospodarki prowincji (sumy wartości jej fabryk) o wartości co najmniej { $threshold }, drugi — dwa razy tyle, trzeci — trzy razy tyle i tak dalej. Brakującą wartość można uzupełnić punktami z karty, ale najwyżej { $bridge } na jedną prowincję. Ikona LS w wydarzeniu nie zależy od gospodarki: jej znacznik trafia nawet do prowincji, której gospodarka wynosi zero. Każdy nowy LS usuwa jeden znacznik niepokoju ze swojej prowincji. Berlin Zachodni nie dostaje LS bezpośrednio: potem jedna prowincja wspierająca, która ma teraz więcej LS niż Berlin Zachodni, może przekazać mu swój nowy LS — do sektora ze swoją flagą, o ile ten sektor nie ma więcej LS niż pozostałe; znacznik niepokoju usuwa się wtedy z Berlina Zachodniego, a nie z tej prowincji.
    .version = 7a425f29d6
rules-action-trigger-event = Wykonaj wszystkie ikony wydarzenia z karty; o ich kolejności decyduje gracz, który zagrywa wydarzenie. Wschód może zagrywać wydarzenia z kart czerwonych i podwójnych, Zachód — z żółtych i podwójnych. Zagrywając kartę podwójną, można pominąć jedną strzałkę albo jedną ikonę bez strzałek. Gracz zagrywający wydarzenie decyduje też, gdzie działa każda ikona, chyba że na ikonie jest herb — wtedy decyduje strona herbu. Ikonę, której nie da się wykonać, pomija się, a strzałka, która wypchnęłaby znacznik poza koniec toru, działa zamiast tego tak, jak podaje ten koniec toru (zob. tory). Tylko Wschód może wybrać kartę specjalną i może z niej jedynie zagrać wydarzenie.
    .version = 9c8a6ef9a1
rules-derive-mass-protest = Każde { $every } { NAME($piece-unrest, $every) } w jednej prowincji to masowa demonstracja: gdy tylko jest ich { $every }, w prowincji wybucha masowa demonstracja i kładzie się tam jej znacznik; dwa razy tyle znaczników niepokoju daje drugą, trzy razy tyle — trzecią. Znacznik masowej demonstracji znika, gdy tylko liczba znaczników niepokoju spadnie poniżej jego progu. Każda masowa demonstracja w Berlinie Zachodnim liczy się podwójnie: Wschód kładzie drugi znacznik w jednej z prowincji wspierających Berlin Zachodni i znika on razem z pierwszym.
    .title = Masowe demonstracje
    .version = fa426bca80
rules-icon-build-point = Za punkty budowy rośnie gospodarka. Za każdy punkt od razu stawia się jeden element: fabrykę w pustym mieście swoich prowincji albo infrastrukturę na pustej niebieskiej linii połączenia, które dotyka już fabryki, w swoich prowincjach. Nie buduje się w prowincji z masową demonstracją ani w Berlinie Zachodnim. Połączenie, którego wszystkie niebieskie linie między dwiema fabrykami są zabudowane, jest działające. Fabryka jest warta { $value-yellow-factory } (przestarzała { $value-rundown-factory }) plus 1 za każde swoje działające połączenie, a gospodarka prowincji to suma wartości jej fabryk; jej najcenniejsza fabryka jest jej fabryką eksportową. Miasta za granicą i Rheinsberg dostają fabrykę tylko wtedy, gdy wymienia je wydarzenie.
    .title = Gospodarka: punkty budowy
    .version = 3b9ca7142a
rules-icon-dismantle = Punkt demontażu usuwa jeden element gospodarki: jedno połączenie albo jedną fabrykę, przy której nie ma już żadnego zbudowanego połączenia. Przestarzałej fabryki nigdy się nie demontuje, z wyjątkiem fabryki w Rheinsbergu: jeden punkt czyni ją przestarzałą, kolejny ją usuwa. Fabryki za granicą usuwa tylko wydarzenie, które je wymienia. Nikt nie może zagrać wydarzenia, przez które musiałby zdemontować więcej własnych elementów, niż ma. Gdy na ikonie nie ma herbu, elementy wybiera gracz, który zagrywa wydarzenie, także elementy przeciwnika. W trakcie dekady punkt, który nie znajduje nic do usunięcia, przepada; podczas Końca Dekady punkt, którego Wschód nie może zapłacić, oznacza narodowe bankructwo.
    .title = Gospodarka: punkty demontażu
    .version = e00347d639
rules-sequence-end-of-decade = Po drugiej półdekadzie każdej dekady następuje Koniec Dekady: { $phases-count } { $phases-count ->
        [one] faza
        [few] fazy
       *[many] faz
    } w kolejności toru Końca Dekady. Dopóki stoi Mur Berliński, pierwszą fazą zamiast Ucieczki z NRD są Koszty Muru. Grę można wygrać tylko podczas tych faz. Jeśli po nich nikt nie wygrał, resztę talii i kartę specjalną, jeśli nikt jej nie wziął, odrzuca się i zaczyna się następna dekada.
    .title = Koniec Dekady
    .version = 3147a0719f
rules-phase-flight = Znacznik ucieczki przesuwa się o jedno pole w górę za każdą ikonę ucieczki na kartach zagranych w tej dekadzie, za każdą czerwoną kartę użycia policji zebraną przez Wschód, za każdy LS w zachodniej prowincji z największą liczbą LS i jeszcze o jedno, jeśli w którejkolwiek prowincji Wschodu jest masowa demonstracja. Cofa się o jedno pole za każdy LS we wschodniej prowincji z najmniejszą liczbą LS i jeszcze o jedno, jeśli w którejkolwiek prowincji Zachodu jest masowa demonstracja; nigdy nie schodzi poniżej zera. Za każde { $track-flight-steps-per-point } { $track-flight-steps-per-point ->
        [one] pole
        [few] pola
       *[many] pól
    }, które osiągnął znacznik, Wschód płaci jeden punkt demontażu; elementy Wschodu demontują na zmianę obaj gracze, zaczynając od gracza z przewagą prestiżu. Potem znacznik wraca na zero, a zagrane karty zostają odrzucone.
    .version = 4136407f1d
rules-phase-wall-cost = Dopóki stoi Mur, zamiast Ucieczki z NRD płaci się Koszty Muru: znacznik prestiżu przesuwa się o jedno pole na korzyść Zachodu, Wschód demontuje jeden punkt budowy według własnego wyboru, a zagrane karty zostają odrzucone. Jeśli Wschód nie ma już czego demontować, to narodowe bankructwo i Wschód przegrywa.
    .version = 6ca8c84c0c
rules-phase-prestige = Gracz z przewagą prestiżu, czyli ten, w którego części toru prestiżu stoi znacznik, wykonuje ikony spod znacznika prestiżu albo ikony jednego dowolnego pola swojej części toru bliższego środkowi i sam decyduje, gdzie działają.
    .version = c2a87cb0c3
rules-phase-currency = Wschód otrzymuje tyle dewiz, ile pokazuje znacznik na torze dewiz (liczba ujemna powiększa niedobór), oraz jedną dewizę za każdą wschodnią fabrykę eksportową wartą co najmniej tyle, co najsłabsza fabryka eksportowa Niemiec Zachodnich. Fabryka eksportowa prowincji to jej najcenniejsza fabryka; fabryka za granicą nigdy nią nie jest, a jeśli któraś prowincja Niemiec Zachodnich nie ma żadnej fabryki, dewizę daje każda wschodnia fabryka eksportowa, nawet warta 0. Na każdy swój LS Wschód potrzebuje jednej dewizy. Za każdą brakującą dewizę jedna fabryka Wschodu staje się przestarzała (gracze wybierają na zmianę, zaczynając od gracza z przewagą prestiżu); gdy w NRD nie ma już fabryki, która mogłaby się zestarzeć, każda wciąż brakująca dewiza kosztuje punkt demontażu, znów wybierany na zmianę, od gracza z przewagą prestiżu.
    .version = bc627bc12d
rules-phase-police-payment = Za każdą zebraną kartę użycia policji Wschód demontuje jeden punkt budowy i sam wybiera, które elementy usunąć.
    .version = ebab1d3a06
rules-phase-ls-upkeep = Żadna prowincja nie może zatrzymać więcej LS, niż wynosi wartość jej fabryki eksportowej; nadmiarowe LS się usuwa. Berlin Zachodni zatrzymuje nie więcej LS, niż wynosi wartość najsłabszej fabryki eksportowej spośród prowincji wspierających, które już przekazały mu LS; z których sektorów usunąć nadmiar, decyduje Zachód.
    .version = c186854eac
rules-phase-internal-comparison = Każdy gracz porównuje wszystkie swoje prowincje ze swoją prowincją o największej liczbie LS: prowincja z mniejszą liczbą LS otrzymuje tyle znaczników niepokoju, ile wynosi różnica pomniejszona o 1. Berlin Zachodni otrzymuje pełną różnicę.
    .version = f2e486fba9
rules-phase-east-west-comparison = Każda prowincja może „zaatakować” jedną sąsiednią prowincję przeciwnika, wybraną przez swojego właściciela (Berlin Zachodni atakuje obu swoich sąsiadów). Siła ataku to liczba LS atakującej prowincji pomniejszona o jeden za każdą masową demonstrację w niej; jeśli prowincja przeciwnika ma mniej LS, otrzymuje pełną różnicę w znacznikach niepokoju. Nowe masowe demonstracje pojawiają się dopiero po rozstrzygnięciu wszystkich ataków obu graczy.
    .version = 5df82fb63b
rules-phase-police-cards = Za każdą zebraną kartę użycia policji, której nie wykorzystał w tej dekadzie, Wschód usuwa jeden znacznik niepokoju z wybranej przez siebie prowincji. Następnie zdejmuje znaczniki leżące na wykorzystanych kartach.
    .version = bbfc6639a4
rules-phase-socialists = Wschód zyskuje lub traci tylu socjalistów, ilu pokazuje znacznik na torze socjalistów. Nowi socjaliści trafiają na pole socjalistów; jeśli Wschód ma otrzymać kolejnego, a wszystkich { $count-socialist } jest już na planszy, następuje Tryumf socjalizmu i Wschód wygrywa. Traconych socjalistów zabiera się najpierw z pola socjalistów, potem z prowincji wybranych przez Zachód, a za każdego zabranego z prowincji wraca tam jeden znacznik niepokoju; jeśli socjalistę trzeba zabrać, a na planszy nie ma już żadnego, następuje Upadek socjalizmu i Zachód wygrywa. Na koniec socjaliści z pola socjalistów przechodzą do prowincji z masową demonstracją.
    .version = 4a5e80958c
rules-phase-collapse-check = { $outcome-n2-same ->
        [yes] Sprawdzenie zapaści: każdy gracz liczy masowe demonstracje w swoim kraju. Kraj, który ma co najmniej { $outcome-n2 } { NAME($piece-mass-protest, $outcome-n2, case: "genitive") }, rozpada się i natychmiast przegrywa (zob. „Koniec gry”).
       *[no] Sprawdzenie zapaści: każdy gracz liczy masowe demonstracje w swoim kraju. { NAME($side-west) } rozpada się, gdy ma co najmniej { $outcome-west-collapses-n2 } { NAME($piece-mass-protest, $outcome-west-collapses-n2, case: "genitive") }, a { NAME($side-east) } — gdy ma co najmniej { $outcome-east-collapses-n2 } { NAME($piece-mass-protest, $outcome-east-collapses-n2, case: "genitive") }. Kraj, który się rozpada, natychmiast przegrywa (zob. „Koniec gry”).
    }
    .version = 653c45454f
rules-routine-place-socialists = Po każdej akcji oraz w fazie socjalistów na Końcu Dekady (ale nie w jego innych fazach) socjaliści z pola socjalistów przechodzą po jednym do prowincji Wschodu z masową demonstracją, wybranej przez Wschód; każdy usuwa tam jeden znacznik niepokoju. Przestają, gdy w żadnej prowincji Wschodu nie ma już masowej demonstracji. Socjalista zostaje potem w swojej prowincji, dopóki nie zostanie stracony w fazie socjalistów.
    .title = Socjaliści wysyłani na masowe demonstracje
    .version = 0da8c4cb78
rules-routine-use-police = Raz na dekadę Wschód może wykorzystać każdą zebraną kartę użycia policji, przed swoją akcją lub po niej: karta usuwa jeden znacznik niepokoju z prowincji Wschodu, a ten znacznik kładzie się na karcie na znak, że już ją wykorzystano. Wschód może przestać w dowolnej chwili.
    .title = Karty użycia policji
    .version = 1a3a0177e0
rules-city-rheinsberg = Rheinsberg w { NAME($province, case: "locative") } i miasta za granicą to miasta specjalne: fabryka powstaje tam tylko dzięki wydarzeniu, które je wymienia, nigdy za zwykłe punkty budowy. Fabryka w Rheinsbergu ma wartość początkową { $base-value }; w Rheinsbergu nie buduje się infrastruktury. Fabryka za granicą dolicza swoją wartość do gospodarki jednej prowincji Wschodu, z którą ma działające połączenie; Wschód wybiera ją od nowa przy każdej akcji i w każdej fazie Końca Dekady. Nigdy nie jest fabryką eksportową.
    .title = Miasta specjalne
    .version = 2d46c5e4c7
rules-city-hamburg = { NAME($city-hamburg) } nie jest osobną prowincją: przy każdej akcji i w każdej fazie Końca Dekady { NAME($chooser) } decyduje, do której z prowincji ({ NAME($floating, case: "genitive", join: "or") }) należy, i na czas tej akcji lub fazy należy tylko do niej.
    .title = Miasto między dwiema prowincjami
    .version = d94deba94a
rules-outcome-west-collapses = Jeśli przy Sprawdzeniu zapaści Zachód ma co najmniej { $n2 } { NAME($piece-mass-protest, $n2, case: "genitive") }, jego kraj się rozpada i wygrywa { NAME($winner) }. Jeśli oba kraje rozpadną się przy tym samym sprawdzeniu, wygrywa { NAME($first-winner) }.
    .version = bd730ac31b
rules-outcome-east-collapses = Jeśli przy Sprawdzeniu zapaści Wschód ma co najmniej { $n2 } { NAME($piece-mass-protest, $n2, case: "genitive") }, jego kraj się rozpada i wygrywa { NAME($winner) }.
    .version = 9e54a96b25
rules-outcome-end-of-game = Jeśli do końca ostatniej dekady nikt nie wygrał, wygrywa { NAME($winner) }.
    .version = 74c7c9c953
rules-outcome-national-insolvency = Jeśli podczas Końca Dekady Wschód musi zdemontować więcej, niż ma, następuje narodowe bankructwo i natychmiast wygrywa { NAME($winner) }.
    .version = d789a054c5
rules-outcome-triumph-of-socialism = Jeśli Wschód ma otrzymać kolejnego socjalistę, a wszyscy są już na planszy, następuje Tryumf socjalizmu i natychmiast wygrywa { NAME($winner) }.
    .version = 8777ea7289
rules-outcome-failure-of-socialism = Jeśli socjalistę trzeba zabrać z planszy, a nie ma już żadnego, następuje Upadek socjalizmu i natychmiast wygrywa { NAME($winner) }.
    .version = e144751961

# Zasady słowami dodane tam, gdzie Koniec Dekady wymagał więcej wyjaśnień (co oznacza niezapłacony punkt
# demontażu; kto wybiera elementy).
rules-routine-pay-dismantle = Każdy punkt demontażu, który Wschód musi zapłacić podczas Końca Dekady (Ucieczka z NRD, Koszty Muru, Dewizy, Koszt kart użycia policji, ikona demontażu w fazie Prestiż), usuwa jedną fabrykę albo jedno połączenie Wschodu. Jeśli Wschód musi zapłacić punkt, a nie ma już żadnego elementu do usunięcia, następuje narodowe bankructwo: pozostałe fazy się pomija, a Wschód natychmiast przegrywa. W trakcie dekady natomiast punkt, który nie znajduje nic do usunięcia, po prostu przepada.
    .title = Płacenie punktów demontażu podczas Końca Dekady
    .version = b70ecf462f
rules-routine-east-pays-alternately = Gdy Wschód musi zdemontować kilka punktów podczas Ucieczki z NRD albo z powodu brakujących dewiz, gracze wybierają elementy na zmianę, po jednym punkcie: pierwszy element wybiera gracz mający przewagę prestiżu, drugi jego przeciwnik i tak dalej, aż wszystkie punkty zostaną zapłacone.
    .title = Punkty demontażu wybierane na zmianę
    .version = d74d583365

rules-variant-second-edition = Późniejsze, drugie wydanie zasad, w brzmieniu instrukcji ukraińskiej. W { NAME($group-suppliers, case: "locative") }, które zaopatrują Berlin Zachodni, leży na początku po { $setup-standard-n1 } { NAME($piece-unrest, $setup-standard-n1) } zamiast { $was-setup-standard-n1 }, a liczba socjalistów na polu socjalistów na początku gry wynosi { $setup-standard-n3 } zamiast { $was-setup-standard-n2 }. Kto bierze kartę specjalną, płaci za nią: odrzuca kartę z ręki albo pozwala przeciwnikowi dobrać kartę. Na początku dekady gracz, który ma na ręce więcej kart niż { $routine-start-decade-deck-standard-hand }, odrzuca nadmiar, aż zostanie mu ich { $routine-start-decade-deck-standard-hand }. Żółta strzałka, której nie da się wykonać na torze dewiz lub torze socjalistów, umieszcza znacznik niepokoju w Niemczech Wschodnich. Gdy żadna fabryka nie może stać się przestarzała, ikona usuwa zamiast tego jedno połączenie. Na karcie { $card-77-number }, „{ NAME($card-77) }”, Wschód nie przemieszcza już znacznika niepokoju, który karta właśnie umieściła: Zachód, który wykonuje oba przemieszczenia, może jednym z nich przemieścić również ten znacznik. Wyraźnie zapisuje też zasadę, która obowiązywała już w pierwszym wydaniu: ikona LS umieszcza znacznik nawet w prowincji, której gospodarka wynosi zero.
    .version = d47beb7657

## Drugie wydanie (content/variants/second_edition): co zmienia, słowami (zob. plik angielski).
rules-second-edition--setup-standard = W { NAME($group-suppliers, case: "locative") }, które zaopatrują Berlin Zachodni, leży na początku po { $n1 } { NAME($piece-unrest, $n1) } zamiast { $was-n1 }; w każdej innej prowincji — { $n2 }. Liczba socjalistów na polu socjalistów na początku gry wynosi { $n3 } zamiast { $was-n2 }.
    .version = 8e16d283c8
rules-second-edition--routine-special-card-price = Kto bierze kartę specjalną, płaci za nią od razu, jeszcze przed jej wydarzeniem: odrzuca kartę z ręki albo przeciwnik dobiera wierzchnią kartę z talii jako dodatkową kartę na rękę. Przy pustej ręce zostaje tylko dobranie karty przez przeciwnika; gdy pusta jest także talia, cena przepada.
    .title = Cena karty specjalnej
    .version = 0e81fd6b6e
rules-second-edition--action-trigger-event = Zagranie wydarzenia z karty specjalnej ma teraz swoją cenę: zanim wydarzenie zostanie wykonane, gracz, który wziął kartę (może to zrobić tylko Wschód), płaci cenę karty specjalnej.
    .version = eb5ac2195e
rules-second-edition--routine-start-decade = Na początku dekady, po dobrowolnym odrzuceniu kart, gracz, który nadal ma na ręce więcej kart, niż liczy pełna ręka ({ $deck-standard-hand }), musi odrzucać karty, dopóki nie zostanie mu ich { $deck-standard-hand }; dopiero potem ręce są uzupełniane. Dodatkową kartę gracz może dostać tylko dzięki cenie karty specjalnej.
    .version = 605cc39be8
rules-second-edition--icon-rundown = Gdy strona dotknięta ikoną nie ma już w kraju (a jeśli ikona wskazuje miejsce — w tym miejscu) fabryki, która mogłaby stać się przestarzała, usuwa się zamiast tego jedno z jej połączeń z tego samego obszaru; wybiera je ten, kto decyduje, gdzie działa ikona. Dotyczy to zarówno kart, jak i toru prestiżu; w grze podstawowej taka ikona po prostu przepada.
    .version = 83d9c18633
rules-second-edition--track-currency = Żółta strzałka, która nie może już przesunąć znacznika na torze dewiz, sprawia, że Zachód umieszcza jeden znacznik niepokoju w prowincji Niemiec Wschodnich, zamiast usunąć jeden ze swoich.
    .version = 7ce45a5dba
rules-second-edition--track-socialist = Żółta strzałka, która nie może już przesunąć znacznika na torze socjalistów, sprawia, że Zachód umieszcza jeden znacznik niepokoju w prowincji Niemiec Wschodnich, zamiast usunąć jeden ze swoich.
    .version = 5503840ef5

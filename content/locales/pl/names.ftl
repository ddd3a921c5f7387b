# Nazwy elementów gry (polski). Identyfikatory: zob. en/names.ftl.
#
# Nazwy odmieniają się przez przypadki: $case = nominative (domyślny), genitive, dative,
# accusative, instrumental, locative; `in` to cała fraza „w <miejscu>” z właściwym
# przyimkiem (domyślnie z wiadomości `name-in`: „w” + miejscownik; „we Flensburgu”
# i „na torze prestiżu” mają własny wariant). Nazwy pionków zależą też od $count
# (one/few/many/other: 1 znacznik, 2 znaczniki, 5 znaczników, 1,5 znacznika).
# Nazwy niemieckich krajów związkowych i miast w polskich formach, tak jak w polskiej
# instrukcji (Dolna Saksonia, Nadrenia-Palatynat, Brandenburgia, Berlin Zachodni);
# Schleswig-Holstein instrukcja zostawia w brzmieniu niemieckim, nieodmiennie.

name-in = w { NAME($name, case: "locative") }

# Kilka nazw po kolei: „a, b i c”.
name-and = { $first } i { $last }
name-or = { $first } czy { $last }
name-comma = { $first }, { $last }

## Strony

-side-west = { $case ->
        [genitive] Zachodu
        [dative] Zachodowi
        [accusative] Zachód
        [instrumental] Zachodem
        [locative] Zachodzie
        [in] na Zachodzie
       *[nominative] Zachód
    }
    .gender = masculine
-side-east = { $case ->
        [genitive] Wschodu
        [dative] Wschodowi
        [accusative] Wschód
        [instrumental] Wschodem
        [locative] Wschodzie
        [in] na Wschodzie
       *[nominative] Wschód
    }
    .gender = masculine

## Prowincje

-province-schleswig-holstein = Schleswig-Holstein
    .gender = neuter
-province-niedersachsen = { $case ->
        [genitive] Dolnej Saksonii
        [dative] Dolnej Saksonii
        [accusative] Dolną Saksonię
        [instrumental] Dolną Saksonią
        [locative] Dolnej Saksonii
       *[nominative] Dolna Saksonia
    }
    .gender = feminine
-province-nordrhein-westfalen = { $case ->
        [genitive] Nadrenii Północnej-Westfalii
        [dative] Nadrenii Północnej-Westfalii
        [accusative] Nadrenię Północną-Westfalię
        [instrumental] Nadrenią Północną-Westfalią
        [locative] Nadrenii Północnej-Westfalii
       *[nominative] Nadrenia Północna-Westfalia
    }
    .gender = feminine
-province-hessen = { $case ->
        [genitive] Hesji
        [dative] Hesji
        [accusative] Hesję
        [instrumental] Hesją
        [locative] Hesji
       *[nominative] Hesja
    }
    .gender = feminine
-province-rheinland-pfalz = { $case ->
        [genitive] Nadrenii-Palatynatu
        [dative] Nadrenii-Palatynatowi
        [accusative] Nadrenię-Palatynat
        [instrumental] Nadrenią-Palatynatem
        [locative] Nadrenii-Palatynacie
       *[nominative] Nadrenia-Palatynat
    }
    .gender = feminine
-province-baden-wuerttemberg = { $case ->
        [genitive] Badenii-Wirtembergii
        [dative] Badenii-Wirtembergii
        [accusative] Badenię-Wirtembergię
        [instrumental] Badenią-Wirtembergią
        [locative] Badenii-Wirtembergii
       *[nominative] Badenia-Wirtembergia
    }
    .gender = feminine
-province-bayern = { $case ->
        [genitive] Bawarii
        [dative] Bawarii
        [accusative] Bawarię
        [instrumental] Bawarią
        [locative] Bawarii
       *[nominative] Bawaria
    }
    .gender = feminine
-province-w-berlin = { $case ->
        [genitive] Berlina Zachodniego
        [dative] Berlinowi Zachodniemu
        [accusative] Berlin Zachodni
        [instrumental] Berlinem Zachodnim
        [locative] Berlinie Zachodnim
       *[nominative] Berlin Zachodni
    }
    .gender = masculine
-province-mecklenburg = { $case ->
        [genitive] Meklemburgii
        [dative] Meklemburgii
        [accusative] Meklemburgię
        [instrumental] Meklemburgią
        [locative] Meklemburgii
       *[nominative] Meklemburgia
    }
    .gender = feminine
-province-brandenburg = { $case ->
        [genitive] Brandenburgii
        [dative] Brandenburgii
        [accusative] Brandenburgię
        [instrumental] Brandenburgią
        [locative] Brandenburgii
       *[nominative] Brandenburgia
    }
    .gender = feminine
-province-o-berlin = { $case ->
        [genitive] Berlina Wschodniego
        [dative] Berlinowi Wschodniemu
        [accusative] Berlin Wschodni
        [instrumental] Berlinem Wschodnim
        [locative] Berlinie Wschodnim
       *[nominative] Berlin Wschodni
    }
    .gender = masculine
-province-sachsen-anhalt = { $case ->
        [genitive] Saksonii-Anhalt
        [dative] Saksonii-Anhalt
        [accusative] Saksonię-Anhalt
        [instrumental] Saksonią-Anhalt
        [locative] Saksonii-Anhalt
       *[nominative] Saksonia-Anhalt
    }
    .gender = feminine
-province-sachsen = { $case ->
        [genitive] Saksonii
        [dative] Saksonii
        [accusative] Saksonię
        [instrumental] Saksonią
        [locative] Saksonii
       *[nominative] Saksonia
    }
    .gender = feminine
-province-thueringen = { $case ->
        [genitive] Turyngii
        [dative] Turyngii
        [accusative] Turyngię
        [instrumental] Turyngią
        [locative] Turyngii
       *[nominative] Turyngia
    }
    .gender = feminine

## Sektory Berlina Zachodniego

-sector-french = { $case ->
        [genitive] sektora francuskiego
        [dative] sektorowi francuskiemu
        [accusative] sektor francuski
        [instrumental] sektorem francuskim
        [locative] sektorze francuskim
       *[nominative] sektor francuski
    }
    .gender = masculine
-sector-british = { $case ->
        [genitive] sektora brytyjskiego
        [dative] sektorowi brytyjskiemu
        [accusative] sektor brytyjski
        [instrumental] sektorem brytyjskim
        [locative] sektorze brytyjskim
       *[nominative] sektor brytyjski
    }
    .gender = masculine
-sector-us = { $case ->
        [genitive] sektora amerykańskiego
        [dative] sektorowi amerykańskiemu
        [accusative] sektor amerykański
        [instrumental] sektorem amerykańskim
        [locative] sektorze amerykańskim
       *[nominative] sektor amerykański
    }
    .gender = masculine

## Grupy prowincji

-group-west-germany = { $case ->
        [genitive] Niemiec Zachodnich
        [dative] Niemcom Zachodnim
        [accusative] Niemcy Zachodnie
        [instrumental] Niemcami Zachodnimi
        [locative] Niemczech Zachodnich
       *[nominative] Niemcy Zachodnie
    }
    .gender = plural
-group-east-germany = { $case ->
        [genitive] Niemiec Wschodnich
        [dative] Niemcom Wschodnim
        [accusative] Niemcy Wschodnie
        [instrumental] Niemcami Wschodnimi
        [locative] Niemczech Wschodnich
       *[nominative] Niemcy Wschodnie
    }
    .gender = plural
-group-suppliers = { $case ->
        [genitive] prowincji wspierających
        [dative] prowincjom wspierającym
        [accusative] prowincje wspierające
        [instrumental] prowincjami wspierającymi
        [locative] prowincjach wspierających
       *[nominative] prowincje wspierające
    }
    .gender = plural

## Kraje za granicą

-country-polska = { $case ->
        [genitive] Polski
        [dative] Polsce
        [accusative] Polskę
        [instrumental] Polską
        [locative] Polsce
       *[nominative] Polska
    }
    .gender = feminine
-country-cssr = ČSSR
    .gender = feminine

## Miasta

-city-hamburg = { $case ->
        [genitive] Hamburga
        [dative] Hamburgowi
        [accusative] Hamburg
        [instrumental] Hamburgiem
        [locative] Hamburgu
       *[nominative] Hamburg
    }
    .gender = masculine
-city-flensburg = { $case ->
        [genitive] Flensburga
        [dative] Flensburgowi
        [accusative] Flensburg
        [instrumental] Flensburgiem
        [locative] Flensburgu
        [in] we Flensburgu
       *[nominative] Flensburg
    }
    .gender = masculine
-city-kiel = { $case ->
        [genitive] Kilonii
        [dative] Kilonii
        [accusative] Kilonię
        [instrumental] Kilonią
        [locative] Kilonii
       *[nominative] Kilonia
    }
    .gender = feminine
-city-bremen = { $case ->
        [genitive] Bremy
        [dative] Bremie
        [accusative] Bremę
        [instrumental] Bremą
        [locative] Bremie
       *[nominative] Brema
    }
    .gender = feminine
-city-hannover = { $case ->
        [genitive] Hanoweru
        [dative] Hanowerowi
        [accusative] Hanower
        [instrumental] Hanowerem
        [locative] Hanowerze
       *[nominative] Hanower
    }
    .gender = masculine
-city-wolfsburg = { $case ->
        [genitive] Wolfsburga
        [dative] Wolfsburgowi
        [accusative] Wolfsburg
        [instrumental] Wolfsburgiem
        [locative] Wolfsburgu
       *[nominative] Wolfsburg
    }
    .gender = masculine
-city-bielefeld = { $case ->
        [genitive] Bielefeldu
        [dative] Bielefeldowi
        [accusative] Bielefeld
        [instrumental] Bielefeldem
        [locative] Bielefeldzie
       *[nominative] Bielefeld
    }
    .gender = masculine
-city-duisburg = { $case ->
        [genitive] Duisburga
        [dative] Duisburgowi
        [accusative] Duisburg
        [instrumental] Duisburgiem
        [locative] Duisburgu
       *[nominative] Duisburg
    }
    .gender = masculine
-city-dortmund = { $case ->
        [genitive] Dortmundu
        [dative] Dortmundowi
        [accusative] Dortmund
        [instrumental] Dortmundem
        [locative] Dortmundzie
       *[nominative] Dortmund
    }
    .gender = masculine
-city-koeln = { $case ->
        [genitive] Kolonii
        [dative] Kolonii
        [accusative] Kolonię
        [instrumental] Kolonią
        [locative] Kolonii
       *[nominative] Kolonia
    }
    .gender = feminine
-city-kassel = Kassel
    .gender = neuter
-city-giessen = Giessen
    .gender = neuter
-city-fulda = { $case ->
        [genitive] Fuldy
        [dative] Fuldzie
        [accusative] Fuldę
        [instrumental] Fuldą
        [locative] Fuldzie
       *[nominative] Fulda
    }
    .gender = feminine
-city-frankfurt = { $case ->
        [genitive] Frankfurtu
        [dative] Frankfurtowi
        [accusative] Frankfurt
        [instrumental] Frankfurtem
        [locative] Frankfurcie
        [in] we Frankfurcie
       *[nominative] Frankfurt
    }
    .gender = masculine
-city-koblenz = { $case ->
        [genitive] Koblencji
        [dative] Koblencji
        [accusative] Koblencję
        [instrumental] Koblencją
        [locative] Koblencji
       *[nominative] Koblencja
    }
    .gender = feminine
-city-saarbruecken = Saarbrücken
    .gender = neuter
-city-kaiserslautern = Kaiserslautern
    .gender = neuter
-city-mannheim = { $case ->
        [genitive] Mannheimu
        [dative] Mannheimowi
        [accusative] Mannheim
        [instrumental] Mannheimem
        [locative] Mannheimie
       *[nominative] Mannheim
    }
    .gender = masculine
-city-heilbronn = { $case ->
        [genitive] Heilbronnu
        [dative] Heilbronnowi
        [accusative] Heilbronn
        [instrumental] Heilbronnem
        [locative] Heilbronnie
       *[nominative] Heilbronn
    }
    .gender = masculine
-city-stuttgart = { $case ->
        [genitive] Stuttgartu
        [dative] Stuttgartowi
        [accusative] Stuttgart
        [instrumental] Stuttgartem
        [locative] Stuttgarcie
       *[nominative] Stuttgart
    }
    .gender = masculine
-city-ulm = { $case ->
        [genitive] Ulmu
        [dative] Ulmowi
        [accusative] Ulm
        [instrumental] Ulmem
        [locative] Ulmie
       *[nominative] Ulm
    }
    .gender = masculine
-city-bayreuth = Bayreuth
    .gender = neuter
-city-nuernberg = { $case ->
        [genitive] Norymbergi
        [dative] Norymberdze
        [accusative] Norymbergę
        [instrumental] Norymbergą
        [locative] Norymberdze
       *[nominative] Norymberga
    }
    .gender = feminine
-city-ingolstadt = { $case ->
        [genitive] Ingolstadtu
        [dative] Ingolstadtowi
        [accusative] Ingolstadt
        [instrumental] Ingolstadtem
        [locative] Ingolstadcie
       *[nominative] Ingolstadt
    }
    .gender = masculine
-city-muenchen = Monachium
    .gender = neuter
-city-rostock = { $case ->
        [genitive] Rostocku
        [dative] Rostockowi
        [accusative] Rostock
        [instrumental] Rostockiem
        [locative] Rostocku
       *[nominative] Rostock
    }
    .gender = masculine
-city-neubrandenburg = { $case ->
        [genitive] Neubrandenburga
        [dative] Neubrandenburgowi
        [accusative] Neubrandenburg
        [instrumental] Neubrandenburgiem
        [locative] Neubrandenburgu
       *[nominative] Neubrandenburg
    }
    .gender = masculine
-city-schwedt = Schwedt
    .gender = neuter
-city-rheinsberg = { $case ->
        [genitive] Rheinsbergu
        [dative] Rheinsbergowi
        [accusative] Rheinsberg
        [instrumental] Rheinsbergiem
        [locative] Rheinsbergu
       *[nominative] Rheinsberg
    }
    .gender = masculine
-city-cottbus = { $case ->
        [genitive] Chociebuża
        [dative] Chociebużowi
        [accusative] Chociebuż
        [instrumental] Chociebużem
        [locative] Chociebużu
       *[nominative] Chociebuż
    }
    .gender = masculine
-city-berlin = { $case ->
        [genitive] Berlina
        [dative] Berlinowi
        [accusative] Berlin
        [instrumental] Berlinem
        [locative] Berlinie
       *[nominative] Berlin
    }
    .gender = masculine
-city-magdeburg = { $case ->
        [genitive] Magdeburga
        [dative] Magdeburgowi
        [accusative] Magdeburg
        [instrumental] Magdeburgiem
        [locative] Magdeburgu
       *[nominative] Magdeburg
    }
    .gender = masculine
-city-bitterfeld = { $case ->
        [genitive] Bitterfeldu
        [dative] Bitterfeldowi
        [accusative] Bitterfeld
        [instrumental] Bitterfeldem
        [locative] Bitterfeldzie
       *[nominative] Bitterfeld
    }
    .gender = masculine
-city-leipzig = { $case ->
        [genitive] Lipska
        [dative] Lipskowi
        [accusative] Lipsk
        [instrumental] Lipskiem
        [locative] Lipsku
       *[nominative] Lipsk
    }
    .gender = masculine
-city-dresden = { $case ->
        [genitive] Drezna
        [dative] Dreznu
        [accusative] Drezno
        [instrumental] Dreznem
        [locative] Dreźnie
       *[nominative] Drezno
    }
    .gender = neuter
-city-karl-marx-stadt = Karl-Marx-Stadt
    .gender = neuter
-city-eisenach = { $case ->
        [genitive] Eisenachu
        [dative] Eisenachowi
        [accusative] Eisenach
        [instrumental] Eisenachem
        [locative] Eisenachu
       *[nominative] Eisenach
    }
    .gender = masculine
-city-jena = { $case ->
        [genitive] Jeny
        [dative] Jenie
        [accusative] Jenę
        [instrumental] Jeną
        [locative] Jenie
       *[nominative] Jena
    }
    .gender = feminine
-city-szczecin = { $case ->
        [genitive] Szczecina
        [dative] Szczecinowi
        [accusative] Szczecin
        [instrumental] Szczecinem
        [locative] Szczecinie
       *[nominative] Szczecin
    }
    .gender = masculine
-city-poznan = { $case ->
        [genitive] Poznania
        [dative] Poznaniowi
        [accusative] Poznań
        [instrumental] Poznaniem
        [locative] Poznaniu
       *[nominative] Poznań
    }
    .gender = masculine
-city-decin = { $case ->
        [genitive] Děčína
        [dative] Děčínowi
        [accusative] Děčín
        [instrumental] Děčínem
        [locative] Děčínie
       *[nominative] Děčín
    }
    .gender = masculine
-city-karlovy-vary = { $case ->
        [genitive] Karlowych Warów
        [dative] Karlowym Warom
        [accusative] Karlowe Wary
        [instrumental] Karlowymi Warami
        [locative] Karlowych Warach
       *[nominative] Karlowe Wary
    }
    .gender = plural

## Tory

-track-prestige = { $case ->
        [genitive] toru prestiżu
        [dative] torowi prestiżu
        [accusative] tor prestiżu
        [instrumental] torem prestiżu
        [locative] torze prestiżu
        [in] na torze prestiżu
       *[nominative] tor prestiżu
    }
    .gender = masculine
-track-currency = { $case ->
        [genitive] toru dewiz
        [dative] torowi dewiz
        [accusative] tor dewiz
        [instrumental] torem dewiz
        [locative] torze dewiz
        [in] na torze dewiz
       *[nominative] tor dewiz
    }
    .gender = masculine
-track-socialist = { $case ->
        [genitive] toru socjalistów
        [dative] torowi socjalistów
        [accusative] tor socjalistów
        [instrumental] torem socjalistów
        [locative] torze socjalistów
        [in] na torze socjalistów
       *[nominative] tor socjalistów
    }
    .gender = masculine
-track-flight = { $case ->
        [genitive] toru ucieczek
        [dative] torowi ucieczek
        [accusative] tor ucieczek
        [instrumental] torem ucieczek
        [locative] torze ucieczek
        [in] na torze ucieczek
       *[nominative] tor ucieczek
    }
    .gender = masculine

## Pionki (liczba pojedyncza odmienia się przez przypadki; mnoga w mianowniku/bierniku)

-piece-yellow-factory = { $count ->
        [few] żółte fabryki
        [many] żółtych fabryk
        [other] żółtej fabryki
       *[one] { $case ->
            [genitive] żółtej fabryki
            [dative] żółtej fabryce
            [accusative] żółtą fabrykę
            [instrumental] żółtą fabryką
            [locative] żółtej fabryce
           *[nominative] żółta fabryka
        }
    }
    .gender = feminine
-piece-red-factory = { $count ->
        [few] czerwone fabryki
        [many] czerwonych fabryk
        [other] czerwonej fabryki
       *[one] { $case ->
            [genitive] czerwonej fabryki
            [dative] czerwonej fabryce
            [accusative] czerwoną fabrykę
            [instrumental] czerwoną fabryką
            [locative] czerwonej fabryce
           *[nominative] czerwona fabryka
        }
    }
    .gender = feminine
-piece-purple-factory = { $count ->
        [few] fioletowe fabryki
        [many] fioletowych fabryk
        [other] fioletowej fabryki
       *[one] { $case ->
            [genitive] fioletowej fabryki
            [dative] fioletowej fabryce
            [accusative] fioletową fabrykę
            [instrumental] fioletową fabryką
            [locative] fioletowej fabryce
           *[nominative] fioletowa fabryka
        }
    }
    .gender = feminine
-piece-rundown-factory = { $count ->
        [few] przestarzałe fabryki
        [many] przestarzałych fabryk
        [other] przestarzałej fabryki
       *[one] { $case ->
            [genitive] przestarzałej fabryki
            [dative] przestarzałej fabryce
            [accusative] przestarzałą fabrykę
            [instrumental] przestarzałą fabryką
            [locative] przestarzałej fabryce
           *[nominative] przestarzała fabryka
        }
    }
    .gender = feminine
-piece-rheinsberg-factory = { $count ->
        [few] fabryki w Rheinsbergu
        [many] fabryk w Rheinsbergu
        [other] fabryki w Rheinsbergu
       *[one] { $case ->
            [genitive] fabryki w Rheinsbergu
            [dative] fabryce w Rheinsbergu
            [accusative] fabrykę w Rheinsbergu
            [instrumental] fabryką w Rheinsbergu
            [locative] fabryce w Rheinsbergu
           *[nominative] fabryka w Rheinsbergu
        }
    }
    .gender = feminine
-piece-infrastructure = { $count ->
        [few] połączenia
        [many] połączeń
        [other] połączenia
       *[one] { $case ->
            [genitive] połączenia
            [dative] połączeniu
            [accusative] połączenie
            [instrumental] połączeniem
            [locative] połączeniu
           *[nominative] połączenie
        }
    }
    .gender = neuter
-piece-ls = { $count ->
        [few] znaczniki LS
        [many] znaczników LS
        [other] znacznika LS
       *[one] { $case ->
            [genitive] znacznika LS
            [dative] znacznikowi LS
            [accusative] znacznik LS
            [instrumental] znacznikiem LS
            [locative] znaczniku LS
           *[nominative] znacznik LS
        }
    }
    .gender = masculine
-piece-unrest = { $count ->
        [few] znaczniki niepokoju
        [many] znaczników niepokoju
        [other] znacznika niepokoju
       *[one] { $case ->
            [genitive] znacznika niepokoju
            [dative] znacznikowi niepokoju
            [accusative] znacznik niepokoju
            [instrumental] znacznikiem niepokoju
            [locative] znaczniku niepokoju
           *[nominative] znacznik niepokoju
        }
    }
    .gender = masculine
-piece-socialist = { $count ->
        [few] znaczniki socjalistów
        [many] znaczników socjalistów
        [other] znacznika socjalisty
       *[one] { $case ->
            [genitive] znacznika socjalisty
            [dative] znacznikowi socjalisty
            [accusative] znacznik socjalisty
            [instrumental] znacznikiem socjalisty
            [locative] znaczniku socjalisty
           *[nominative] znacznik socjalisty
        }
    }
    .gender = masculine
-piece-mass-protest = { $count ->
        [few] masowe demonstracje
        [many] masowych demonstracji
        [other] masowej demonstracji
       *[one] { $case ->
            [genitive] masowej demonstracji
            [dative] masowej demonstracji
            [accusative] masową demonstrację
            [instrumental] masową demonstracją
            [locative] masowej demonstracji
           *[nominative] masowa demonstracja
        }
    }
    .gender = feminine

## Miejsca poza planszą i stan gry

-box-socialist-holding = { $case ->
        [genitive] pola socjalistów
        [dative] polu socjalistów
        [accusative] pole socjalistów
        [instrumental] polem socjalistów
        [locative] polu socjalistów
        [in] na polu socjalistów
       *[nominative] pole socjalistów
    }
    .gender = neuter
-flag-wall = { $case ->
        [genitive] Muru Berlińskiego
        [dative] Murowi Berlińskiemu
        [accusative] Mur Berliński
        [instrumental] Murem Berlińskim
        [locative] Murze Berlińskim
       *[nominative] Mur Berliński
    }
    .gender = masculine

## Dekady

-decade-I = { $case ->
        [genitive] dekady I
        [dative] dekadzie I
        [accusative] dekadę I
        [instrumental] dekadą I
        [locative] dekadzie I
       *[nominative] dekada I
    }
    .gender = feminine
-decade-II = { $case ->
        [genitive] dekady II
        [dative] dekadzie II
        [accusative] dekadę II
        [instrumental] dekadą II
        [locative] dekadzie II
       *[nominative] dekada II
    }
    .gender = feminine
-decade-III = { $case ->
        [genitive] dekady III
        [dative] dekadzie III
        [accusative] dekadę III
        [instrumental] dekadą III
        [locative] dekadzie III
       *[nominative] dekada III
    }
    .gender = feminine
-decade-IV = { $case ->
        [genitive] dekady IV
        [dative] dekadzie IV
        [accusative] dekadę IV
        [instrumental] dekadą IV
        [locative] dekadzie IV
       *[nominative] dekada IV
    }
    .gender = feminine

## Koniec dekady i jego fazy (§9)

-sequence-end-of-decade = { $case ->
        [genitive] Końca Dekady
        [dative] Końcowi Dekady
        [accusative] Koniec Dekady
        [instrumental] Końcem Dekady
        [locative] Końcu Dekady
        [in] na Koniec Dekady
       *[nominative] Koniec Dekady
    }
    .gender = masculine
-phase-flight = { $case ->
        [genitive] Ucieczki z NRD
        [dative] Ucieczce z NRD
        [accusative] Ucieczkę z NRD
        [instrumental] Ucieczką z NRD
        [locative] Ucieczce z NRD
       *[nominative] Ucieczka z NRD
    }
    .gender = feminine
-phase-wall-cost = { $case ->
        [genitive] Kosztów Muru
        [dative] Kosztom Muru
        [accusative] Koszty Muru
        [instrumental] Kosztami Muru
        [locative] Kosztach Muru
       *[nominative] Koszty Muru
    }
    .gender = plural
-phase-prestige = { $case ->
        [genitive] Prestiżu
        [dative] Prestiżowi
        [accusative] Prestiż
        [instrumental] Prestiżem
        [locative] Prestiżu
       *[nominative] Prestiż
    }
    .gender = masculine
-phase-currency = { $case ->
        [genitive] Dewiz
        [dative] Dewizom
        [accusative] Dewizy
        [instrumental] Dewizami
        [locative] Dewizach
       *[nominative] Dewizy
    }
    .gender = plural
-phase-police-payment = { $case ->
        [genitive] Kosztu kart użycia policji
        [dative] Kosztowi kart użycia policji
        [accusative] Koszt kart użycia policji
        [instrumental] Kosztem kart użycia policji
        [locative] Koszcie kart użycia policji
       *[nominative] Koszt kart użycia policji
    }
    .gender = masculine
-phase-ls-upkeep = { $case ->
        [genitive] Utrzymania poziomu życia
        [dative] Utrzymaniu poziomu życia
        [accusative] Utrzymanie poziomu życia
        [instrumental] Utrzymaniem poziomu życia
        [locative] Utrzymaniu poziomu życia
       *[nominative] Utrzymanie poziomu życia
    }
    .gender = neuter
-phase-internal-comparison = { $case ->
        [genitive] Wewnętrznej rywalizacji
        [dative] Wewnętrznej rywalizacji
        [accusative] Wewnętrzną rywalizację
        [instrumental] Wewnętrzną rywalizacją
        [locative] Wewnętrznej rywalizacji
       *[nominative] Wewnętrzna rywalizacja
    }
    .gender = feminine
-phase-east-west-comparison = { $case ->
        [genitive] Rywalizacji Wschód–Zachód
        [dative] Rywalizacji Wschód–Zachód
        [accusative] Rywalizację Wschód–Zachód
        [instrumental] Rywalizacją Wschód–Zachód
        [locative] Rywalizacji Wschód–Zachód
       *[nominative] Rywalizacja Wschód–Zachód
    }
    .gender = feminine
-phase-police-cards = { $case ->
        [genitive] Wykorzystania kart użycia policji
        [dative] Wykorzystaniu kart użycia policji
        [accusative] Wykorzystanie kart użycia policji
        [instrumental] Wykorzystaniem kart użycia policji
        [locative] Wykorzystaniu kart użycia policji
       *[nominative] Wykorzystanie kart użycia policji
    }
    .gender = neuter
-phase-socialists = { $case ->
        [genitive] Socjalistów
        [dative] Socjalistom
        [accusative] Socjalistów
        [instrumental] Socjalistami
        [locative] Socjalistach
       *[nominative] Socjaliści
    }
    .gender = plural
-phase-collapse-check = Wir sind das Volk?
    .gender = neuter

## Koniec gry

-outcome-west-collapses = { $case ->
        [genitive] Zapaści Zachodu
        [dative] Zapaści Zachodu
        [accusative] Zapaść Zachodu
        [instrumental] Zapaścią Zachodu
        [locative] Zapaści Zachodu
       *[nominative] Zapaść Zachodu
    }
    .gender = feminine
-outcome-east-collapses = { $case ->
        [genitive] Zapaści Wschodu
        [dative] Zapaści Wschodu
        [accusative] Zapaść Wschodu
        [instrumental] Zapaścią Wschodu
        [locative] Zapaści Wschodu
       *[nominative] Zapaść Wschodu
    }
    .gender = feminine
-outcome-end-of-game = { $case ->
        [genitive] Zwycięstwa na koniec gry
        [dative] Zwycięstwu na koniec gry
        [accusative] Zwycięstwo na koniec gry
        [instrumental] Zwycięstwem na koniec gry
        [locative] Zwycięstwie na koniec gry
       *[nominative] Zwycięstwo na koniec gry
    }
    .gender = neuter
-outcome-national-insolvency = { $case ->
        [genitive] Narodowego bankructwa
        [dative] Narodowemu bankructwu
        [accusative] Narodowe bankructwo
        [instrumental] Narodowym bankructwem
        [locative] Narodowym bankructwie
       *[nominative] Narodowe bankructwo
    }
    .gender = neuter
-outcome-triumph-of-socialism = { $case ->
        [genitive] Tryumfu socjalizmu
        [dative] Tryumfowi socjalizmu
        [accusative] Tryumf socjalizmu
        [instrumental] Tryumfem socjalizmu
        [locative] Tryumfie socjalizmu
       *[nominative] Tryumf socjalizmu
    }
    .gender = masculine
-outcome-failure-of-socialism = { $case ->
        [genitive] Upadku socjalizmu
        [dative] Upadkowi socjalizmu
        [accusative] Upadek socjalizmu
        [instrumental] Upadkiem socjalizmu
        [locative] Upadku socjalizmu
       *[nominative] Upadek socjalizmu
    }
    .gender = masculine

## Akcje (§6)

-action-remove-cube = Usunięcie znacznika niepokoju
-action-develop = Rozbudowa gospodarki
-action-raise-living-standard = Podniesienie poziomu życia
-action-trigger-event = Zagranie wydarzenia z karty

## Gdzie leżą karty

-pile-deck = { $case ->
        [to] do talii
        [in] w talii
        [from] z talii
       *[nominative] talia
    }
-pile-display = { $case ->
        [to] na wystawkę
        [in] na wystawce
        [from] z wystawki
       *[nominative] wystawka
    }
    .gender = feminine
-pile-special = { $case ->
        [to] na miejsce karty specjalnej
        [in] na miejscu karty specjalnej
        [from] z miejsca karty specjalnej
       *[nominative] karta specjalna
    }
-pile-played = { $case ->
        [to] na dolną wystawkę
        [in] na dolnej wystawce
        [from] z dolnej wystawki
       *[nominative] dolna wystawka
    }
-pile-discard = { $case ->
        [to] na stos kart odrzuconych
        [in] wśród kart odrzuconych
        [from] ze stosu kart odrzuconych
       *[nominative] karty odrzucone
    }
-pile-removed = { $case ->
        [to] poza grę
        [in] poza grą
        [from] z kart usuniętych z gry
       *[nominative] karty usunięte z gry
    }
-pile-hand = { $case ->
        [to] na rękę
        [in] na ręce
        [from] z ręki
       *[nominative] ręka
    }

## Kolory kart

-card-colour-red = karta czerwona
-card-colour-yellow = karta żółta
-card-colour-dual = karta podwójna

## Inne stany gry

-flag-stasi = Stasi
    .gender = feminine

## Ikony (§6.4)

-icon-prestige-arrow = Strzałka prestiżu
-icon-currency-arrow = Strzałka dewiz
-icon-socialist-arrow = Strzałka socjalistów
-icon-build-point = Punkt budowy
-icon-dismantle = Punkt demontażu
-icon-place-unrest = Umieszczenie znacznika niepokoju
-icon-remove-unrest = Usunięcie znacznika niepokoju
-icon-move-unrest = Przemieszczenie znacznika niepokoju
-icon-reduce-unrest = Redukcja niepokojów do 3
-icon-place-ls = Umieszczenie znacznika LS
-icon-place-ls-only = Umieszczenie znacznika LS bez usuwania niepokoju
-icon-remove-ls = Usunięcie znacznika LS
-icon-destroy-factory = Usunięcie fabryki
-icon-rundown = Fabryka staje się przestarzała
-icon-repair = Wyremontowanie fabryki
-icon-build-wall = Budowa Muru
-icon-wall-falls = Otwarcie Muru
-icon-police-red = Użycie policji (czerwone)
-icon-police-pink = Użycie policji (różowe)
-icon-stasi-dissolved = Rozwiązanie Stasi
-icon-guillaume = Afera Guillaume'a
-icon-flight = Ucieczka
-icon-police-red-corner = Użycie policji (czerwone, ikona w rogu)
-icon-police-pink-corner = Użycie policji (różowe, ikona w rogu)

## Warianty zasad

-variant-second-edition = Drugie wydanie

## Places that are no definition of their own: a side's hand, the cards kept in front of it

zone-hand = { $case ->
        [to] na rękę { NAME($side, case: "genitive") }
        [from] z ręki { NAME($side, case: "genitive") }
        [in] na ręce { NAME($side, case: "genitive") }
       *[nominative] ręka { NAME($side, case: "genitive") }
    }
zone-kept-police = { $case ->
        [to] do kart użycia policji leżących przed { NAME($side, case: "instrumental") }
        [from] z kart użycia policji leżących przed { NAME($side, case: "instrumental") }
        [in] wśród kart użycia policji leżących przed { NAME($side, case: "instrumental") }
       *[nominative] karty użycia policji leżące przed { NAME($side, case: "instrumental") }
    }
name-to = { KIND($name) ->
        [card] na kartę „{ $name }”
       *[other] do { NAME($name, case: "genitive") }
    }
name-from = { KIND($name) ->
        [card] z karty „{ $name }”
       *[other] z { NAME($name, case: "genitive") }
    }

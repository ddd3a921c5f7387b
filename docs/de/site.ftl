# Die eigenen Worte der Regelreferenz (Deutsch). Gleiche Nachrichten-IDs wie docs/en/site.ftl.

site-name = Wir sind das Volk! — Regelreferenz
site-footer = Von wsdv aus den Inhaltsdateien erzeugt, nach denen das Spiel läuft; gebaut mit MkDocs und Material for MkDocs.
nav-home = Einführung
nav-reading = Wie man eine Karte liest
nav-cards = Karten
nav-icons = Symbole
nav-map = Spielplan
nav-tracks = Leisten und Spielvorbereitung
nav-phases = Dekadenende Schritt für Schritt
nav-variants = Varianten
nav-glossary = Glossar
nav-faq = FAQ: Klarstellungen und Errata
nav-contributing = Mitarbeiten

unknown = unbekannt
yes = ja
no = nein

cards-title = Kartengalerie
cards-intro = { $count ->
    [0] Noch keine Karten.
    [one] { $count } Karte, gezeichnet aus den Inhaltsdateien.
   *[other] { $count } Karten, gezeichnet aus den Inhaltsdateien. Finde eine Karte über Wörter aus Titel oder Text, grenze die Galerie nach Dekade, Farbe, Symbol, Wert oder auslösender Seite ein und ändere die Reihenfolge; die Auswahl bleibt in der Adresse der Seite. Wähle eine Karte, um ihre Daten zu sehen.
}
cards-none-title = Die Karten sind unterwegs
cards-none = Der Inhalt enthält noch keine Karten. Diese Seite füllt sich, sobald die Kartendateien hinzukommen.
filter-decade = Dekade
filter-colour = Farbe
filter-all = { $filter ->
   *[other] alle
}
card-alt = Karte { $number }
card-heading = Karte { $number }: { $title }
card-text = Kartentext
card-field = Feld
card-data = Wert
card-number = Nummer
card-decade = Dekade
card-colour = Farbe
card-value = Kartenwert
card-value-none = kein Wert (Sonderkarte)
card-value-both = { $value } für beide Seiten
card-value-dual = { $side1 } { $value1 }, { $side2 } { $value2 }
card-title-de = Deutscher Titel
card-title-en = Englischer Titel
card-year = Jahr
card-corner = Ecksymbole
card-special = Sonderkarte (nur die DDR darf sie nehmen)
card-face = Seite
card-other-face = Andere Seite
card-faces = Karte { $number } ist beidseitig bedruckt: Hier steht die Seite „{ $face }“; die andere Seite ist { $other }.
card-trigger = Wer das Ereignis auslösen darf
card-previous = Vorige Karte: { $card }
card-next = Nächste Karte: { $card }
card-source = Herkunft
card-event = Ereignissymbole
card-crest = wo, entscheidet die { $side }
card-arrows = Pfeile auf den Leisten
card-arrow = { $track }: { $steps ->
    [one] { $steps } Feld
   *[other] { $steps } Felder
} in Richtung { $side }
card-errata = Errata
card-rulings = Klarstellungen
card-none-recorded = Bisher nichts verzeichnet.
card-in-variant = In der Variante „{ $variant }“
back-to-gallery = Zurück zur Kartengalerie

icons-title = Symbole
icons-intro = { $count ->
    [one] { $count } Symbol.
   *[other] { $count } Symbole.
} Karten und Leisten bestehen aus ihnen; die Bedeutung jedes Symbols unten wird aus seiner Definition im Inhalt erzeugt.
icon-meaning = Was es bewirkt
icon-used-by = Karten mit diesem Symbol
icon-used-by-none = noch keine
icon-on-tracks = Auf den Leisten abgebildet

map-title = Der Spielplan
map-intro = { $provinces } Gebiete, { $cities } Städte und { $connections } Verbindungen mit { $lines } blauen Linien, gezeichnet aus dem Inhalt.
map-provinces = Gebiete
map-sectors = Sektoren und korrespondierende Gebiete
map-sectors-intro = Jeder Sektor wird von dem daneben genannten Gebiet versorgt.
map-cities = Städte
col-province = Gebiet
col-side = Seite
col-neighbours = Nachbarn
col-cities = Städte
col-builds = Erhält Wirtschaftspunkte
col-sector = Sektor
col-supplier = Versorgt von
col-city = Stadt
col-where = Lage
col-marks = Kennzeichen
col-connections = Verbindungen (blaue Linien)
mark-setup = Startstadt
mark-special = Sonderstadt
mark-floating = gehört zu einem dieser Gebiete, nach Wahl der { $side }
mark-unconnectable = erhält keine Infrastruktur
legend-city = Stadt (Fabrikstandort)
legend-setup = Startstadt
legend-special = Sonderstadt
legend-lines = Verbindung mit ihren blauen Linien
map-svg-title = Karte des Spielplans: Gebiete, Städte und Verbindungen
map-svg-desc = Die Gebiete beider Seiten als Flächen in der Farbe ihrer Seite, mit einer kräftigen Linie entlang der Grenze zwischen den Seiten; die Nachbarländer; jede Stadt mit ihren Verbindungen und deren blauen Linien. Startstädte tragen einen gestrichelten Ring, Sonderstädte eine violette Raute; Gebiete, die für ihren Namen zu klein sind, erscheinen zusätzlich vergrößert in einem Kasten, West-Berlin dort in seine Sektoren geteilt, jeder mit dem Gebiet, das ihn versorgt. Wähle ein Gebiet, einen Sektor oder ein Land, um seine Städte und die Karten zu sehen, die es nennen.
map-full-size = Die Karte allein in voller Größe öffnen
map-places = Städte und Karten nach Gebiet
map-places-intro = Wähle auf der Karte ein Gebiet oder ein Land (per Klick oder mit Tabulator- und Eingabetaste), um unten nur seinen Eintrag zu sehen.
map-places-all = Alle Gebiete zeigen
map-place-cities = Städte
map-place-no-cities = Hier liegt keine Stadt.
map-place-cards = Karten, die diesen Ort nennen
map-place-no-cards = Keine Karte nennt diesen Ort.
map-place-start = Zu Spielbeginn
map-sector-of = Ein Sektor von { $province }, versorgt von { $supplier }.
map-sector-holds = Im Sektor liegen: { $pieces }.
map-place-group-cards = Karten, die { $group } nennen
map-kind-city = Stadt

tracks-title = Leisten und Spielvorbereitung
tracks-intro = Die Leisten des Spielplans, mit dem, was unter jedem Feld abgebildet ist.
track-range = Felder { $lo } bis { $hi }; der Marker beginnt auf { $start }.
track-steps = Der Marker zieht jeweils ein Feld weiter; je { $steps } Felder ergeben einen Punkt, deshalb steht auf { $steps ->
    [2] jedem zweiten
   *[other] jedem { $steps }.
} Feld die Zahl, die die Punkte zählt.
col-spaces = Felder
col-advantage = Vorteil
col-space = Feld
col-icons = Symbole
col-gain = Ertrag
overflow-low = Über das untere Ende hinaus
overflow-high = Über das obere Ende hinaus
overflow-one = eines davon, gewählt von der Seite, die der Pfeil begünstigt
overflow-all = alle
track-ends = Pfeile in Richtung { $lowside } bewegen den Marker zum unteren Ende ({ $low }), Pfeile in Richtung { $highside } zum oberen Ende ({ $high }): Jedes Ende begünstigt die Seite, deren Pfeile dorthin führen.
track-gain-is-space = Jedes Feld bringt als Ertrag seine eigene Zahl, wie die Leiste zeigt.
setup-title = Spielvorbereitung
setup-cities = Startstädte: { $cities }.
pieces-title = Spielmaterial in der Schachtel
col-piece = Teil
col-count = Anzahl
deck-title = Zusammensetzung der Kartenstapel
deck-plan = { $name }: { $decades } Dekaden zu je { $halves } Halbdekaden; { $display } Karten in der Auslage; { $hand } Handkarten je Spieler.

phases-title = Das Dekadenende Schritt für Schritt
phase-section = Regel §{ $section }.
phase-instead = { $phase }: an Stelle dieses Schritts, solange die { $flag } steht
outcomes-title = Wie das Spiel endet
variants-title = Varianten
variants-intro = Eine Variante spielt das Spiel mit einigen geänderten Regeln, etwa nach einer späteren Auflage der Spielregel. Zu jeder Variante sagt diese Seite zuerst, was sie ist und wie sie das Spiel verändert, dann einzeln jede Regel, die sie ändert, neben der des Grundspiels.
variants-none = Dieser Inhalt hat noch keine Varianten.
variant-use = Im Programm wsdv ist eine Variante ein Ordner mit Überlagerungsdateien, die Definitionen des Grundspiels hinzufügen, ersetzen oder entfernen; mit dieser spielt man so:
variant-changes-title = Regel für Regel
variant-page-added = Neu: „{ $name }“
variant-page-removed = Entfällt: „{ $name }“
variant-page-changed = Geändert: „{ $name }“
variant-no-change = Sie ändert nichts.
variant-added = Kommt hinzu ({ $kind }): „{ $name }“.
variant-removed = Fällt weg ({ $kind }): „{ $name }“.
variant-changed = Geändert ({ $kind }): „{ $name }“:
variant-added-unnamed = Fügt ein Element hinzu ({ $kind }; seine Kennung unten).
variant-removed-unnamed = Entfernt ein Element ({ $kind }; seine Kennung unten).
variant-changed-unnamed = Ändert ein Element ({ $kind }; die genaue Änderung unten):
variant-now = In dieser Variante: { $text }
variant-now-stale = In dieser Variante (für eine frühere Fassung der Regel der Variante geschrieben; die Regel, wie sie ausgeführt wird, steht darunter): { $text }
variant-base-game = Im Grundspiel: { $text }
variant-words-changed = { $old } wird zu { $new }
variant-words-added = Jetzt auch: { $new }
variant-words-removed = Nicht mehr: { $old }
variant-line-added-plain = Diese Regel erhält einen zusätzlichen Schritt.
variant-line-removed-plain = Ein Schritt dieser Regel entfällt.
variant-line-changed-plain = Ein Schritt dieser Regel ändert sich.
variant-detail-changed = Eine Einzelheit dieser Regel ändert sich.
variant-quote = „{ $text }“
variant-section = §{ $section }
variant-notation = Die Änderung, wie der Inhalt sie schreibt

kind-side = Seite
kind-province = Gebiet
kind-sector = Sektor
kind-country = Land
kind-city = Stadt
kind-connection = Verbindung
kind-group = Gruppe
kind-track = Leiste
kind-piece = Spielteil
kind-box = Feld
kind-flag = Merkmal
kind-deck = Kartenstapel
kind-decade = Dekade
kind-icon = Symbol
kind-card = Karte
kind-phase = Schritt
kind-sequence = Ablauf
kind-setup = Spielvorbereitung
kind-outcome = Spielausgang
kind-variant = Variante
kind-routine = Ablauf
kind-action = Aktion
diff-base = Grundspiel
diff-heading = Was die Fassung „{ $compared }“ gegenüber der Fassung „{ $reference }“ ändert:
# What a changed value was and is (wsdv diff, the variants page), and the name of each key said so.
diff-nothing-to-compare = wsdv diff: Fehler: nichts zu vergleichen: Nenne eine Variante (--variant NAME), einen Overlay-Ordner (--overlay DIR) oder einen anderen Inhaltsordner (--against DIR)
diff-shipped-content = Mitgelieferte Inhalte
variant-key-changed = { $key }: { $old } → { $new }
variant-key-added = { $key }: jetzt { $new }
variant-value-side = { $side } { $n }
variant-value-both = { $n } für beide
variant-yes = ja
variant-no = nein
variant-range = { $lo } bis { $hi }
variant-key-value = Kartenwert
variant-key-hand = Handkarten
variant-key-display = Karten in der Auslage
variant-key-halves = Halbdekaden
variant-key-count = Teile in der Schachtel
variant-key-limit = Begrenzter Vorrat
variant-key-lines = Blaue Linien
variant-key-base-value = Grundwert
variant-key-start = Startfeld
variant-key-spaces = Felder
variant-key-phases = Schritte
variant-key-colour = Farbe
variant-key-decade = Dekade
variant-key-province = Gebiet
variant-key-section = Abschnitt der Spielregel
variant-key-weight = Gewicht
variant-key-initial = Zu Beginn
variant-key-cards = Karten

glossary-title = Glossar
glossary-intro = Die Begriffe des Spiels in jeder Sprache dieser Website, danach der Name von allem, was der Inhalt definiert.
glossary-terms = Begriffe
glossary-meaning = Bedeutung
# Die Überschriften des Glossars, eine für jede Art von Dingen, die es aufführt.
glossary-kind-side = Seiten
glossary-kind-province = Gebiete
glossary-kind-sector = Sektoren
glossary-kind-country = Länder
glossary-kind-city = Städte
glossary-kind-track = Leisten
glossary-kind-piece = Spielmaterial
glossary-kind-icon = Symbole
glossary-kind-phase = Schritte
glossary-kind-decade = Dekaden
glossary-kind-outcome = Wie eine Partie endet
col-number = Nr.

nav-rules = Die Regeln erklärt
rules-title = Die Regeln erklärt
rules-intro = Jede Regel des Spiels in einfachen Worten, jede mit ihrem Abschnitt in der Spielregel (§) und einem eigenen Link zum Weitergeben. Diese Seite ist zum Nachschlagen da; wer das Spiel von Grund auf lernen will, liest zuerst „{ $learn }“.
prose-stale-title = Für eine frühere Fassung dieser Regel geschrieben
prose-stale = Die Regel hat sich geändert, seit dieser Text geschrieben wurde (ein Erratum oder eine Variante). Die Regel, wie das Spiel sie jetzt ausführt, steht unter dem Text.
prose-english-title = Noch nicht übersetzt
prose-english = Diese Erklärung gibt es in dieser Sprache noch nicht; sie wird auf Englisch gezeigt.
site-coverage-title = Übersetzung in Arbeit
site-coverage = Diese Sprache übersetzt bisher { $percent } % des Spiels und dieser Website; was noch nicht übersetzt ist, erscheint auf Englisch.
notation = Die Regel, wie das Spiel sie ausführt
source-intro = Diese Inhaltsdatei, wie sie geschrieben ist; jede Zeile lässt sich über ihre Nummer verlinken.

scheme-to-dark = Zur dunklen Darstellung wechseln
scheme-to-light = Zur hellen Darstellung wechseln
not-found-title = Seite nicht gefunden
not-found-text = Unter dieser Adresse gibt es keine Seite. Vielleicht wurde sie beim Neubau der Website verschoben, oder die Adresse enthält einen Tippfehler.
not-found-home = Zurück zur Startseite
filter-icon = Symbol
filter-side = Auslösbar von
filter-value = Wert
filter-words = Suchwörter
filter-words-hint = Titel oder Kartentext
sort-label = Reihenfolge
sort-number = nach Nummer
sort-title = nach Titel
sort-value-high = höchster Wert zuerst
sort-value-low = niedrigster Wert zuerst
cards-shown = { $count ->
    [one] { $count } Karte angezeigt
   *[other] { $count } Karten angezeigt
}

faq-title = Klarstellungen und Errata
faq-intro = { $rulings ->
    [one] { $rulings } Klarstellung
   *[other] { $rulings } Klarstellungen
}{ $errata ->
    [0] {""}
    [one] {" "}und { $errata } Erratum
   *[other] {" "}und { $errata } Errata
} zu den Karten, Karte für Karte: wie eine Karte gespielt wird, wo ihre Vorderseite Zweifel lässt, und was an ihr berichtigt wurde.
faq-dates = Jeder Eintrag ist so genau datiert, wie seine Quelle es erlaubt: Die Klarstellungen des Kartenalmanachs der 1. Auflage tragen das Jahr ihrer Spielregel (2014); die der 2. Auflage sind ohne Datum, weil ihre Spielregel kein eigenes nennt; eine Berichtigung trägt den Tag, an dem sie gemacht wurde.
faq-to-card = Zur Karte
faq-ruling = Klarstellung
faq-erratum = Erratum
faq-edition-first = nur 1. Auflage
faq-edition-second = nur 2. Auflage
faq-in-variant = in der Variante { $variant }
faq-erratum-changes = Berichtigt
faq-erratum-was = vorher
faq-all = Alle Klarstellungen und Errata auf einer Seite (FAQ)

guide-picture = Eine erklärte Karte: Karte { $number } mit den Namen ihrer Teile
guide-value = Kartenwert für eine Aktion: eine Zahl für beide Seiten, oder das gelbe Feld der BRD über dem roten der DDR
guide-corner = Symbol in der Ecke: zählt am Dekadenende
guide-title = Titel wie gedruckt (deutsch)
guide-year = Jahr des Ereignisses
guide-subtitle = Titel in deiner Sprache
guide-colour = Farbe: gelb für die BRD, rot für die DDR, beides bei einer zweifarbigen Karte; sie sagt, wer das Ereignis auslösen darf
guide-rows = Ereignis: Reihen von Symbolen; wer es auslöst, bestimmt die Reihenfolge, in der sie ausgeführt werden
guide-crest = Wappen: diese Seite entscheidet, wo das Symbol wirkt
guide-where = Einschränkung: wo die Symbole der Reihe darüber wirken
guide-text = Was das Ereignis bewirkt
guide-arrows = Pfeile der Leisten: ein Feld je Pfeil, zur Seite ihrer Farbe hin
guide-number = Kartennummer

# Die Seiten für alle, die Inhalte schreiben: die Inhaltssprache und die Referenz ihrer Primitive.
nav-content-language = Die Inhaltssprache
nav-primitives = Primitive und Funktionen
nav-guide = Handbuch zu wsdv
nav-guide-index = Überblick
guide-index-intro = Das Handbuch richtet sich an alle, die Inhalte für das Spiel schreiben oder übersetzen oder mit den Werkzeugen von wsdv arbeiten. Seine Seiten, auf Englisch:
nav-commands = Befehle
nav-localization = Lokalisierung
nav-scenarios = Regelszenarien
nav-game-logs = Spielprotokolle
nav-simulation = Partien simulieren
nav-site = Die Website erstellen
nav-python = wsdv aus Python
english-only-title = Auf Englisch
english-only = Diese Seite richtet sich an alle, die Inhalte schreiben oder übersetzen oder mit den Werkzeugen von wsdv arbeiten; sie ist nur auf Englisch verfasst.
ref-title = Primitive und Funktionen
ref-intro = Die Verben und Funktionen, die der Inhalt aufrufen kann: ihre Parameter, was jede von ihnen tut, und ein Beispiel. Sie sind der einzige in Python geschriebene Teil der Regeln und allgemein gehalten: Symbole, Schritte, Routinen und der Spielvorbereitung werden aus ihnen zusammengesetzt.
ref-calls = Ein Aufruf gibt seine Parameter in der aufgeführten Reihenfolge an, oder nach den der Reihe nach gegebenen mit Namen. Ein Parameter in eckigen Klammern darf fehlen; ein Parameter mit nachgestelltem „=“ wird nur mit Namen angegeben. Effekte verändern das Spiel; Funktionen berechnen nur einen Wert.
ref-see = Siehe auch:
ref-english-title = Auf Englisch
ref-english = Die Namen der Primitive und ihrer Parameter sowie die Beispiele sind Wörter der Inhaltssprache und in jeder Sprache gleich. Ihre Erläuterungen stehen auf dieser Seite nur auf Englisch.
ref-membership = Zugehörigkeit
ref-membership-intro = { $is_in } und { $not_in } prüfen, ob ein Wert zu dem gehört, was { $id } benennt, sofern es etwas benennt, das Elemente enthält:
ref-member-side = eine Seite enthält jedes Gebiet, jeden Sektor, jede Stadt, jede Verbindung und jedes Land dieser Seite;
ref-member-group = eine Gruppe enthält ihre Gebiete;
ref-member-country = ein Land enthält seine Städte;
ref-member-list = eine Liste enthält ihre Einträge.
ref-section-effects = Effekte auf dem Spielplan
ref-section-functions = Funktionen des Spielplans
ref-section-flow = Der Spielablauf: Karten, Zonen, Leisten, Abfolgen
ref-col-name = Name
ref-col-parameters = Parameter
ref-col-kind = Art
ref-col-value = Wert
ref-meaning = Bedeutung
ref-example = Beispiel
ref-names = Texte, die Namen sind
ref-kind-effect = Effekt
ref-kind-function = Funktion
ref-type-number = eine Zahl
ref-type-list = eine Liste
ref-type-bool = ja oder nein
ref-type-side = eine Seite
ref-space-moment = ein Zeitpunkt, zu dem das Spielende geprüft wird
ref-space-tag = eine Markierung ausliegender Karten
ref-space-var = eine Spielvariable
ref-space-message = eine Erzählzeile
ref-space-decision = eine Entscheidung
ref-space-kind = eine Art von Deklaration
ref-space-id = eine Kennung der daneben genannten Art
ref-space-key = ein Schlüssel der daneben genannten Art

# A label followed by what it labels (the colon as the language writes it).
label = { $label }:

# Between the items of a list that commas cannot separate (sources, a city's marks).
list-semicolon = {"; "}

# The search box's own words (the theme's keys; `#` is the number of results).
theme-search-result-placeholder = Suchbegriff eingeben: Regeln und Karten
theme-search-result-none = Nichts gefunden
theme-search-result-one = 1 Treffer
theme-search-result-other = # Treffer
theme-search-result-more-one = 1 weiterer Treffer auf dieser Seite
theme-search-result-more-other = # weitere Treffer auf dieser Seite
theme-search-result-term-missing = Fehlt

# Der Titel des „¶“-Links neben jeder Überschrift (beim Darüberfahren gezeigt, von Screenreadern vorgelesen).
heading-permalink = Link zu diesem Abschnitt

## Spielen lernen (learn.md) und besondere Orte (places.md): interpreter/site/learn.py, docs/learn.yaml
nav-learn = Spielen lernen
nav-places = Besondere Orte
list-comma = {", "}
learn-title = Spielen lernen
learn-intro = Diese Seiten erklären das Spiel Teil für Teil, in der Reihenfolge, in der man es braucht: worum es geht, der Spielplan, ein Zug, die vier Aktionen und die Wirtschaft, mit der sie arbeiten, Unruhe und Massenproteste, das Dekadenende und zuletzt die besonderen Karten und Orte. Jeder Teil fasst die Regeln kurz zusammen und verweist auf die vollständige Regel. Die Beispiele sind die der Spielregel, durchgespielt von dem Programm, das das Spiel ausführt: Was sie zeigen, ist das, was die Regeln tun.
learn-no-examples-title = Keine Beispiele in diesem Bau
learn-no-examples = Die Beispiele stammen aus den Regeltests, die mit dem Quelltext von wsdv geliefert werden; dieser Bau der Seite wurde ohne sie erstellt.
learn-definitions-title = Vier Begriffe, die man kennen muss
learn-definition-west-germany = „Westdeutschland“ sind alle Gebiete der BRD außer West-Berlin. Wo eine Karte oder Regel „Westdeutschland“ sagt, ist West-Berlin nicht gemeint.
learn-definition-connection = Eine Verbindung gehört zu den Gebieten ihrer beiden Städte. Die Verbindung Leipzig–Jena gehört zu Sachsen und zu Thüringen; eine Verbindung, die ein Gebiet nur durchquert, gehört nicht zu ihm.
learn-definition-rundown = Nur Fabriken der DDR werden marode. Fabriken der BRD können abgebaut werden, aber nie marode werden.
learn-figure-card = Eine Karte mit den Namen ihrer Teile: der Wert, die Ecksymbole, die Symbole des Ereignisses mit ihren Wappen und die Pfeile der Leisten. Ein Klick zeigt, was jeder Teil bedeutet.
learn-figure-card-alt = Eine Karte mit den Namen ihrer Teile: Wert, Ecksymbol, Titel, Jahr, Farbe, Ereignisreihen, Wappen, Einschränkung, Text, Pfeile der Leisten und Nummer
learn-figure-map = Der ganze Spielplan: die Gebiete beider Staaten mit ihren Städten und Verbindungen, Berlin im Ausschnitt, Polen und die ČSSR als Ausland (die Leisten haben eine eigene Seite). Ein Klick öffnet den Spielplan, auf dem jeder Ort seine Regeln nennt.
learn-definition-hamburg = Hamburg liegt zwischen Schleswig-Holstein und Niedersachsen und gehört zu keinem der beiden fest: Für jede Aktion und jeden Schritt des Dekadenendes sagt die BRD, für welches der beiden es zählt, und es zählt dann nur für dieses.
learn-more = Mehr …
learn-start-nav = Hier beginnen
learn-contents-title = Die Teile im Überblick
learn-start = Los geht es mit Teil 1: { $title } →
learn-part = { $path }: Teil { $number } von { $total }
learn-here = Beispiele in diesem Teil:
learn-previous = ← Zurück: { $title }
learn-next = Weiter: { $title } →
learn-examples-title = Beispiele
learn-examples-edition = Wo die Ausgabe dieser Seite eine Regel ändert, sagt es der Regeltext oben; die Beispiele unten werden nach den Regeln einer anderen Ausgabe gespielt: { $edition }.
example-section-case = Kein Beispiel aus der Spielregel, sondern ein weiterer Fall, geprüft an { $sections }.
learn-rules = Die vollständigen Regeln: { $rules }.
learn-pages = Siehe auch: { $pages }.
learn-goal-title = Das Ziel und wie eine Partie endet
learn-goal-text = Ein Spieler führt die BRD, der andere die DDR durch die vier Dekaden der deutschen Teilung. Jede Seite versucht, den eigenen Staat zusammenzuhalten, während der andere zerfällt: Unruhe wächst zu Massenprotesten, und ein Staat mit zu vielen Massenprotesten bricht zusammen und verliert. Ob jemand gewonnen hat, wird nur am Dekadenende geprüft; dort kann die Partie auch vorzeitig enden, wenn die DDR ihre Schulden nicht bezahlen kann oder wenn der Sozialismus triumphiert oder scheitert. Hat nach der vierten Dekade niemand gewonnen, gewinnt die DDR: Die BRD muss die DDR also zu Fall bringen, die DDR muss nur durchhalten.
learn-board-title = Spielplan und Karten
learn-board-text = Der Spielplan zeigt die Gebiete beider deutscher Staaten mit ihren Städten und den Verbindungen zwischen ihnen, West- und Ost-Berlin in einem Ausschnitt, Polen und die ČSSR als Ausland und die Leisten am Rand. Fabriken stehen auf Städten, Infrastruktur auf den blauen Linien der Verbindungen; LS-Marker und Unruhewürfel liegen in den Gebieten. Jede Dekade wird mit eigenen Karten gespielt. Die Stadt Berlin mit ihrer Startfabrik liegt im Gebiet Ost-Berlin; West-Berlin ist ein eigenes Gebiet, in drei Sektoren geteilt, die jeweils das westdeutsche Gebiet versorgt, dessen Flagge der Sektor zeigt. Die Prestigeleiste bestimmt, wer den Prestigevorteil hat: die DDR, solange der Marker in ihrem Abschnitt liegt, sonst die BRD, also auch auf Feld 0 und zu Spielbeginn. Er wechselt, sobald der Marker die Mitte überquert; wer ihn hat, beginnt die erste Hälfte einer Dekade und ist zuerst dran, wann immer die Spieler abwechselnd wählen.
learn-turn-title = Ein Zug
learn-turn-text = Die Spieler sind abwechselnd am Zug. Wer am Zug ist, nimmt eine Karte aus der offenen Auslage oder von der Hand und nutzt sie für genau eine der vier Aktionen: einen Unruhewürfel entfernen, die Wirtschaft aufbauen, den Lebensstandard erhöhen oder das Ereignis der Karte auslösen (die ersten drei erklärt der nächste Teil). Die DDR löst rote und zweifarbige Karten aus, die BRD gelbe und zweifarbige. Farben bedeuten hier zweierlei: Die Farbe der Karte sagt, wer ihr Ereignis auslösen darf, die Farbe eines Symbols, wen das Symbol trifft, gleich wer auslöst. Ein gelbes Symbol wirkt immer auf die BRD, ein rotes oder rosa Symbol auf die DDR. Wer ein Ereignis auslöst, bestimmt, wo seine Symbole wirken, außer ein Symbol trägt ein Wappen: Dann bestimmt die Seite des Wappens. Die Handkarten sind eine Reserve: Jeder Spieler erhält zu Beginn 2 Karten aus dem Stapel der ersten Dekade, und aufgefüllt werden die Hände nur zu Beginn jeder weiteren Dekade. Eine Karte von der Hand lässt die Auslage unberührt: So hebt man eine Karte für den Moment auf, in dem sie am meisten bringt, und der Gegner kann sie nicht nehmen. Eine Hälfte endet, sobald die Auslage leer ist, gleich was noch auf der Hand ist; übrige Handkarten bleiben bis in die nächste Dekade, wo man sie vor dem Auffüllen abwerfen darf. Außerdem sammelt die DDR Staatsgewalt-Karten: Eine gespielte Karte, deren Staatsgewalt-Symbol ausgeführt wurde, geht an die DDR, und mit jeder darf sie einmal je Dekade einen Unruhewürfel entfernen (mehr im Teil „{ learn-unrest-title }“).
learn-actions-title = Die vier Aktionen und die Wirtschaft
learn-actions-text = Es gibt vier Aktionen. Das Ereignis auszulösen (voriger Teil) verlangt eine Karte, die die eigene Seite auslösen darf; die drei anderen gehen mit jeder Karte außer den Sonderkarten: einen Unruhewürfel entfernen, die Wirtschaft mit so vielen Wirtschaftspunkten aufbauen, wie die Karte für die eigene Seite wert ist, oder den Lebensstandard erhöhen, wobei der Wert der Karte ausgleichen kann, was der Wirtschaft eines Gebiets fehlt. Unruhe zu entfernen kostet mit einer Karte der eigenen Farbe nichts; mit einer zweifarbigen Karte oder einer Karte des Gegners kostet es einen Abbaupunkt. Die Wirtschaft besteht aus Fabriken und Infrastruktur: Wirtschaftspunkte fügen sie hinzu, Abbaupunkte nehmen sie weg, und der Wert einer Fabrik wächst mit ihren funktionierenden Verbindungen. Die Wirtschaft eines Gebiets bestimmt, wie viele LS-Marker es tragen kann. Die wertvollste Fabrik eines Gebiets ist seine Exportfabrik: Sie bestimmt, wie viele Marker das Gebiet am Dekadenende behält, und die Exportfabriken der DDR bringen ihr Devisen.
learn-economy-title = Aufbauen und Abbauen
learn-economy-text = Mit Wirtschaftspunkten wächst die Wirtschaft, mit Abbaupunkten schrumpft sie. Sie kommen aus dem Wert einer Karte, wenn man die Wirtschaft aufbaut, und aus den Symbolen der Ereignisse; am Dekadenende bezahlt die DDR mehrere Phasen mit Abbaupunkten. Infrastruktur wird nur auf einer Verbindung gebaut, die schon eine Fabrik berührt, und eine Fabrik wird erst entfernt, wenn keine ihrer Verbindungen mehr Infrastruktur trägt. Weil eine Fabrik für jede funktionierende Verbindung mehr wert ist, kann ein einziges Teil den Wert mehrerer Fabriken ändern und mit ihnen die Wirtschaft eines Gebiets und die LS-Marker, die es halten kann.
learn-unrest-title = Unruhe und Massenproteste
learn-unrest-text = Unruhewürfel kommen aus Ereignissen und aus den Vergleichen am Dekadenende: Ein Gebiet mit weniger LS-Markern als das beste Gebiet der eigenen Seite oder als ein benachbartes Gebiet der Gegenseite erhält welche. Je 4 Würfel in einem Gebiet ergeben dort einen Massenprotest, 8 Würfel zwei: In diesem Gebiet und auf seinen Verbindungen darf nichts gebaut werden, und bei der Prüfung auf Zusammenbruch bricht ein Staat mit zu vielen Massenprotesten zusammen. Wer den Lebensstandard erhöht, entfernt mit jedem neuen Marker einen Würfel; die DDR hat außerdem Sozialisten und Staatsgewalt-Karten, um Unruhe in ihren Gebieten zu entfernen; eine rote Staatsgewalt-Karte zählt außerdem am Dekadenende bei der Republikflucht mit, eine rosa nicht. Ein Massenprotest in West-Berlin zählt doppelt: Die DDR setzt einen zweiten Marker in eines der westdeutschen Gebiete, die es versorgen, und dieses Gebiet hat dann selbst einen Massenprotest, bis der West-Berliner verschwindet (mehr im Teil „{ learn-special-title }“).
learn-decade-title = Das Dekadenende
learn-decade-text = Wenn beide Spieler ihre Karten gespielt haben, endet die Dekade mit zehn Schritten in fester Reihenfolge: Republikflucht (solange die Mauer von Karte II steht: Mauerkosten), Prestige, Devisen, Staatsgewalt bezahlen, Lebensstandard halten, Innerer Vergleich, Ost-West-Vergleich, Staatsgewalt einsetzen, Sozialisten und „Wir sind das Volk?“, die Prüfung, ob ein Staat zusammenbricht. Wo die Spieler abwechselnd wählen, beginnt die Seite mit dem Prestigevorteil.
learn-comparisons-title = Der Vergleich des Lebensstandards
learn-comparisons-text = Drei Phasen des Dekadenendes messen den Lebensstandard der Gebiete, und hier wird aus einer schwachen Wirtschaft Unruhe. Zuerst darf kein Gebiet mehr LS-Marker behalten, als seine Exportfabrik wert ist. Dann wird jedes Gebiet mit dem besten Gebiet der eigenen Seite verglichen und danach mit einem Nachbargebiet jenseits der Grenze: Ein Gebiet, das zurückliegt, erhält je nach Abstand Unruhewürfel, und genug Würfel ergeben einen Massenprotest. LS-Marker schützen also ein Gebiet, und seine Wirtschaft entscheidet, wie viele es behalten darf.
learn-special-title = Besondere Karten und besondere Orte
learn-special-text = Jede Dekade hat eine Sonderkarte, nummeriert von I bis IV, neben der Auslage: Nur die DDR darf sie nehmen, und nur, um ihr Ereignis auszulösen. Karte II baut die Mauer: Von da an ersetzen die Mauerkosten an jedem Dekadenende die Republikflucht. Karte IV hat zwei Seiten: Wurde die Mauer gebaut, gilt „Mauerfall“, sonst „Krisenregierung am Runden Tisch“. Karte I, „Russische Panzer“, senkt die Unruhe in zwei Gebieten der DDR mit Massenprotest auf je 3 Würfel und entfernt danach 2 weitere Würfel; Karte III, „Honecker entmachtet Ulbricht“, bringt der DDR zwei LS-Marker, auf Wunsch beide in ein Gebiet. Die Sonderkarte zu nehmen ist der ganze Zug der DDR; sie darf sie auch liegen lassen, und eine Sonderkarte, die niemand genommen hat, wird am Dekadenende abgeworfen. Eine Karte, deren Staatsgewalt-Symbol ausgeführt wird, kommt als Staatsgewalt-Karte zur DDR: Jede entfernt einmal je Dekade einen Unruhewürfel, kostet die DDR an jedem Dekadenende einen Abbaupunkt, und eine rote zählt außerdem bei der Republikflucht mit, eine rosa nicht. West-Berlin, Hamburg, Rheinsberg und die Städte im Ausland folgen eigenen Regeln, die auf einer eigenen Seite gesammelt sind.
learn-special-w_berlin = West-Berlin ist ein Gebiet der BRD mitten in der DDR, in drei Sektoren geteilt; jeden versorgt das westdeutsche Gebiet, dessen Flagge er zeigt, und zu Westdeutschland gehört West-Berlin nicht. Dort wird nichts gebaut, und es erhält keinen LS-Marker direkt: Ein versorgendes Gebiet, das gerade einen erhalten hat und nun mehr hat als West-Berlin, darf ihn in seinen Sektor weitergeben. Ein Massenprotest dort zählt doppelt: Die DDR setzt einen zweiten Marker in eines der versorgenden Gebiete, und der ist dort ein Massenprotest wie jeder andere (dort darf nichts gebaut werden), bis er mit dem West-Berliner wieder geht. Am Dekadenende erhält West-Berlin im Inneren Vergleich die ganze Differenz, und im Ost-West-Vergleich misst es sich mit beiden Nachbarn, Ost-Berlin und Brandenburg.
learn-special-hamburg = Hamburg liegt zwischen Schleswig-Holstein und Niedersachsen. Für jede Aktion und jeden Schritt des Dekadenendes entscheidet die BRD, zu welchem der beiden es gehört, und es zählt dann nur für dieses.
learn-special-abroad = Die Städte im Ausland erhalten und verlieren Fabriken nur durch Ereignisse, die sie nennen, nie mit Wirtschaftspunkten; ihre Fabriken sind die lila Fabriken, die von Beginn an neben diesen Städten bereitliegen. Eine Fabrik im Ausland zählt ihren Wert zu einem Gebiet der DDR, mit dem sie eine funktionierende Verbindung hat, jedes Mal neu von der DDR gewählt; eine Exportfabrik ist sie nie.
learn-special-rheinsberg = Rheinsberg in Brandenburg erhält seine Fabrik nur durch ein Ereignis, das es nennt. Diese Fabrik hat den Grundwert 2, erhält keine Infrastruktur und ist die einzige marode Fabrik, die Abbaupunkte entfernen können.
places-title = Besondere Orte
places-intro = Vier Orte des Spielplans folgen eigenen Regeln. Jeder Abschnitt sammelt sie aus den Regeln, mit den Beispielen und den Karten, die den Ort nennen.
places-cards = Karten, deren Ereignis ihn nennt: { $cards }.
places-w_berlin-title = West-Berlin
places-w_berlin-text = West-Berlin ist ein Gebiet der BRD mitten in der DDR, in einem Ausschnitt in drei Sektoren gezeichnet: französisch, britisch und amerikanisch. Jeder Sektor wird von dem westdeutschen Gebiet versorgt, dessen Flagge er zeigt. West-Berlin gehört nicht zu Westdeutschland; ein Ereignis oder eine Regel für „Westdeutschland“ lässt es aus. Dort wird nichts gebaut, und es erhält keinen LS-Marker direkt: Ein versorgendes Gebiet, das gerade einen Marker erhalten hat und nun mehr hat als West-Berlin, darf ihn in seinen Sektor weitergeben, und dann verliert West-Berlin statt des Gebiets einen Unruhewürfel. Ein Massenprotest in West-Berlin zählt doppelt: Die DDR legt einen zweiten Marker in eines der versorgenden Gebiete, der dort ein Massenprotest wie jeder andere ist (dort darf also nichts gebaut werden), bis er mit dem ersten wieder verschwindet. Am Dekadenende behält West-Berlin nicht mehr Marker, als die Exportfabrik seines schwächsten Versorgers erlaubt, erhält im inneren Vergleich die volle Differenz und vergleicht sich mit beiden Nachbarn, Ost-Berlin und Brandenburg. Karte 79, „Die Computer kommen“, ist das einzige Ereignis, das einen Marker direkt nach West-Berlin legen darf, und zwar in einen leeren Sektor, solange es einen gibt.
places-hamburg-title = Hamburg
places-hamburg-text = Hamburg liegt zwischen Schleswig-Holstein und Niedersachsen und gehört keinem von beiden fest: Für jede Aktion und jeden Schritt des Dekadenendes entscheidet die BRD, zu welchem der beiden es gehört, und es zählt dann nur für dieses.
places-abroad-title = Polen und die ČSSR
places-abroad-text = Die Städte im Ausland erhalten Fabriken nur durch Ereignisse, die sie nennen, nie mit gewöhnlichen Wirtschaftspunkten, und verlieren sie nur auf dieselbe Weise (die Karten 37 und 73 entfernen eine für immer). Eine Fabrik im Ausland zählt ihren Wert zur Wirtschaft eines Gebiets der DDR, mit dem sie eine funktionierende Verbindung hat, jedes Mal neu von der DDR gewählt; sie ist nie eine Exportfabrik, bringt also keine Devisen und trägt keinen LS-Marker.
places-rheinsberg-title = Rheinsberg
places-rheinsberg-text = Rheinsberg in Brandenburg ist eine Sonderstadt: Seine Fabrik wird nur durch ein Ereignis gebaut, das es nennt, hat den Grundwert 2 statt 1, erhält keine Infrastruktur und ist die einzige marode Fabrik, die Abbaupunkte entfernen können.
map-place-rules = Die Regeln für { $place }
card-place-rules = Die Regeln für die besonderen Orte, die diese Karte nennt: { $places }.

## Beispiele (interpreter/site/examples.py): die Beispiele der Spielregel, ausgeführt aus tests/scenarios/
example-heading = Beispiel { $id }: { $title }
example-section = Aus den Regeln, §{ $section }.
example-numbers = Der Spielplan vorher und nachher, als Tabelle
example-card = Karte { $number } „{ $title }“
example-step-action = Die { $side } nutzt { $card } für die Aktion „{ $action }“.
example-step-event = Die { $side } löst das Ereignis von { $card } aus.
example-step-phase = Der Schritt „{ $phase }“ des Dekadenendes wird ausgeführt.
example-step-icon = Das Symbol „{ $icon }“ wird ausgeführt; die { $side } löst es aus.
example-step-engine = Die Regeln ermitteln das Ergebnis von selbst.
example-choices = Entscheidungen, in der Reihenfolge, in der sie gefragt werden: { $choices }.
example-count = { $count } { $name }
example-value = Wert { $value }
example-space = Feld { $space }
example-economy-of = Wirtschaft von { $province }
example-picture-refused = die Wahl, die die Regeln verbieten
example-same = Vorher und nachher: Auf dem Spielplan ändert sich nichts
example-space-via = Feld { $space } (zwischendurch Feld { $via })
example-economy-unassigned = Wirtschaft von { $province }, ohne { $cities } (zählt hier für kein Gebiet)
example-economy-elsewhere = Wirtschaft von { $province }, ohne { $cities } (zählt für { $other })
example-economy-with = Wirtschaft von { $province }, mit { $cities } dazugezählt
example-board = Auf dem Spielplan
example-before = Vorher
example-after = Nachher
example-refused-column = Nachher (abgelehnt)
example-caption = Der Spielplan vor und nach Beispiel { $id }, wie das Programm des Spiels es ausführt: was das Beispiel auslegt, was sich ändert und was es prüft.
example-refused-title = Nicht erlaubt
example-refused = Die Regeln lassen diesen Zug nicht zu: Das Programm nimmt die Entscheidung nicht an, und der Spielplan bleibt, wie er war.
example-result-title = Die Partie endet
example-game-over = { $outcome }: Die { $winner } gewinnt.
example-no-change = Auf dem Spielplan ändert sich nichts.
example-picture-before = Der Spielplan vorher: { $items }.
example-picture-after = Der Spielplan nachher: { $items }.
example-picture-item = { $place }: { $state }
example-picture-item-changed = { $place }: { $state } (geändert)
example-picture-changed = geändert
example-picture-export = Exportfabrik (die wertvollste ihres Gebiets)
example-picture-partial = Gezeichnet ist nur, was das Beispiel zählt: Auch ein Ort ohne Kästchen hat sein Spielmaterial, es spielt hier aber keine Rolle.
example-picture-none = nichts
example-title-ex-01 = Bauen mit 3 Wirtschaftspunkten
example-title-ex-02 = kein Bau, wo ein Massenprotest ist
example-title-ex-03 = eine Fabrik wird marode
example-title-ex-04 = Unruhe entfernen mit einer Karte des Gegners
example-title-ex-05 = eine Karte mit zwei Werten
example-title-ex-06 = den Lebensstandard mit den Punkten der Karte erhöhen
example-title-ex-07 = Abbaupunkte, gewählt vom Auslöser des Ereignisses
example-title-ex-07b = was zuerst abgebaut werden darf
example-title-ex-08 = Symbole, die ein Spieler weglassen darf
example-title-ex-09 = Bauen im Ausland
example-title-ex-10 = ein Wappen bestimmt, wer die Teile setzt
example-title-ex-11 = das Wappen des Gegners auf einem Unruhesymbol
example-title-ex-12 = Unruhe für Westdeutschland, nicht für West-Berlin
example-title-ex-13 = Republikflucht kostet die DDR Abbaupunkte
example-title-ex-14 = wer den Prestigevorteil hat, wählt das Feld
example-title-ex-15 = Devisen und marode Fabriken
example-title-ex-17 = Lebensstandard halten
example-title-ex-17b = der Lebensstandard West-Berlins
example-title-ex-18 = der innere Vergleich
example-title-ex-18c = mehr Unruhe, als die Schachtel hat
example-title-ex-19 = der Ost-West-Vergleich
example-title-ex-20 = ein Staat bricht zusammen
example-title-ex-21 = ein LS-Marker geht an West-Berlin
example-title-ex-22 = die Ausnahme der Karte 79 für West-Berlin
example-title-ex-23 = Hamburg zählt für ein Gebiet
example-title-ex-24 = eine Fabrik im Ausland stärkt Ost-Berlin
# A card's printed event instruction (card 44: at most 2 unrest in 1 province), quoted as printed.
card-printed-note = Auf der Karte unter dieser Zeile gedruckt: „{ $note }“

## The player aid (player-aid.md): interpreter/site/learn.py
nav-aid = Spielhilfe
aid-title = Spielhilfe
aid-intro = Alles, was man während einer Partie nachschlägt, auf wenigen gedruckten Seiten: ein Zug, die vier Aktionen, die Schritte des Dekadenendes in ihrer Reihenfolge und wie die Partie endet. Im Browser drucken; die Navigation wird weggelassen.
aid-actions = Die vier Aktionen
aid-phases = Das Dekadenende Schritt für Schritt
aid-col-action = Aktion
aid-col-phase = Schritt
aid-reminders = Zur Erinnerung
aid-col-what = Was geschieht
aid-turn-start = Jede Hälfte einer Dekade beginnt damit, dass { $display } Karten offen in die Auslage gelegt werden. Die erste Hälfte beginnt, wer den Prestigevorteil hat, die zweite, wer den letzten Zug der ersten Hälfte nicht gemacht hat. Danach sind die Spieler abwechselnd am Zug, und jeder Zug läuft so ab:
aid-turn-police-before = Die DDR darf ihre Staatsgewalt-Karten einsetzen: Jede entfernt einmal je Dekade einen Unruhewürfel aus einem Gebiet der DDR.
aid-turn-card = Eine Karte nehmen: aus der Auslage, von der Hand oder (nur die DDR) die Sonderkarte.
aid-turn-action = Sie für genau eine der vier Aktionen unten nutzen.
aid-turn-police-after = Die DDR darf die Staatsgewalt-Karten einsetzen, die sie in dieser Dekade noch nicht benutzt hat.
aid-turn-socialists = Die Sozialisten aus der Kaderschmiede ziehen einzeln in Gebiete der DDR mit Massenprotest, die die DDR wählt; jeder entfernt dort einen Unruhewürfel.
aid-turn-played = Die Karte kommt offen in die Reihe der gespielten Karten, wo ihr Fluchtsymbol am Dekadenende zählt; eine Karte, deren Staatsgewalt-Symbol ausgeführt wurde, geht stattdessen als Staatsgewalt-Karte an die DDR.
aid-turn-end = Die Hälfte endet, sobald die Auslage leer ist, gleich was noch auf der Hand ist. Eine Sonderkarte, die niemand genommen hat, bleibt in der zweiten Hälfte verfügbar und wird am Dekadenende abgeworfen. Die Hände werden nur zu Beginn einer Dekade auf { $hand } Karten aufgefüllt.
# The switch that hides the boxes of the rule as the game runs it, on every page (wsdv.js keeps the choice).
notation-hide = Regeln, wie das Spiel sie ausführt, ausblenden
notation-show = Regeln, wie das Spiel sie ausführt, einblenden
# Under a rule of the rules page: links to the special places' sections that gather it.
rules-see-places = Die besonderen Orte, für die diese Regel gilt: { $places }.
# The editions on the rules pages (pages.edition_switch, pages._edition_passage): the base game's name
# as an edition, and the switch's label.
edition-base = 1. Auflage
edition-switch = Auflage:
# above every page of a build holding several editions: links to the same page in the others
edition-pages = Auflage dieser Seite:
# On a card page, under "In the variant …": a rule the card uses that the variant changes; $name links
# the icon or the track, $text is the variant's words for it (a whole passage opening with a capital).
card-edition-icon = Das Symbol { $name } im Ereignis dieser Karte wirkt anders. { $text }
card-edition-track = Die Pfeile dieser Karte bewegen eine Leiste, die sich ändert: { $name }. { $text }
# Rules and the cards and places they name, linked both ways (interpreter/site/crosslinks.py): under
# each rule of the rules page its permalink, the places it names, the cards showing its icon; in each
# map entry the rules naming the place; on a card page the rules its event follows.
rule-permalink = Link zu dieser Regel
rule-names-places = Orte, die diese Regel nennt: { $places }.
rule-cards-with-icon = Karten, deren Ereignis dieses Symbol zeigt: { $cards }.
rule-cards-count = { $count ->
    [one] { $count } Karte
   *[other] { $count } Karten
}
place-named-by = Regeln, die diesen Ort nennen: { $rules }.
card-rules = Die Regeln, denen das Ereignis dieser Karte folgt: { $rules }.
# On a card page whose face prints a line a ruling has the game play otherwise (a row's `printed`): the
# event as played, in a box of its own under the card's printed text ($text: a whole passage).
card-played-title = So spielt es die Klarstellung
card-played = Der Kartentext oben ist, was die Karte aufdruckt. Nach ihrer Klarstellung (unter „Klarstellungen“) spielt das Spiel das Ereignis so: { $text }
example-told = Was geschieht, wie das Spiel es erzählt:
example-crest-alt = Das Symbol „{ $icon }“ vergrößert, sein Wappen umkreist
example-crest-callout = Vergrößert: Das Wappen oben links am Symbol gehört der anderen Seite. Also entscheidet die andere Seite, wo dieses Symbol wirkt, obwohl sie die Karte nicht ausgelöst hat.
example-text-ex-01 = Die BRD baut mit Karte 17, deren gelber Wert 3 ist, hat also 3 Wirtschaftspunkte. Sie stellt eine Fabrik in Hannover und Infrastruktur auf beide blauen Linien von Hamburg–Hannover. Diese Verbindung ist nun zwischen zwei Fabriken vollständig, also funktioniert sie: Hamburg und Hannover sind je 1 + 1 = 2 wert, und Niedersachsen hat, mit Hamburg gezählt, eine Wirtschaft von 4.
example-text-ex-02 = In Sachsen liegen 4 Unruhewürfel, also herrscht dort ein Massenprotest. Die DDR darf dort nichts bauen: nicht auf seinen Städten und auf keiner Verbindung seiner Städte, auch nicht auf einer, die in ein anderes Gebiet führt, wie Leipzig–Jena. Dresden liegt in Sachsen, also verweigern die Regeln es.
example-text-ex-03 = Die Fabrik in Berlin (Ost-Berlin) hat zwei funktionierende Verbindungen, nach Bitterfeld und nach Magdeburg, ist also 1 + 2 = 3 wert. Wird sie marode, wird aus ihrem eigenen Wert 1 eine 0: Sie ist 2 wert. Ihre Verbindungen funktionieren weiter, und ihre Nachbarn behalten ihren Wert.
example-text-ex-04 = Karte 12 ist gelb, für die DDR also eine Karte des Gegners. Die DDR entfernt mit ihr 1 Unruhewürfel aus Sachsen und bezahlt das mit einem Abbaupunkt: Sie baut ihre Fabrik in Jena in Thüringen ab. Mit einer roten Karte hätte es nichts gekostet; hätte die DDR nichts abzubauen, dürfte sie diese Karte dafür nicht nutzen.
example-text-ex-05 = Karte 16 hat zwei Wertfelder: 4 in Gelb für die BRD und 1 in Rot für die DDR. Die DDR baut mit ihr, erhält also 1 Wirtschaftspunkt, genug für eine Fabrik in Leipzig.
example-text-ex-06 = Die DDR erhöht den Lebensstandard mit Karte 1, die 2 wert ist. Sachsen hat eine Wirtschaft von 3, genug für seinen ersten Marker; Thüringen und Mecklenburg haben je 2, einen zu wenig, also gibt die DDR jedem von beiden 1 der 2 Punkte der Karte. Drei Marker kommen in drei verschiedene Gebiete, und jeder entfernt dort 1 Unruhewürfel.
example-text-ex-07 = Ein Ereignis gibt der BRD 4 Abbaupunkte, und die DDR, die es auslöst, wählt jedes Teil. Zuerst entfernt sie die beiden Infrastrukturteile von Hamburg–Hannover; erst dann dürfen die beiden Fabriken fallen, denn eine Fabrik wird erst abgebaut, wenn keine ihrer Verbindungen mehr Infrastruktur trägt.
example-text-ex-07b = Auf Hamburg–Hannover liegt noch ein Infrastrukturteil, also darf keine der beiden Fabriken schon abgebaut werden: Die Regeln verweigern Hamburg. Erst muss die Infrastruktur weg.
example-text-ex-08 = Karte 11 ist zweifarbig: Sie legt 1 Unruhewürfel nach Westdeutschland und zieht den Prestigemarker 1 Feld zur BRD. Die BRD löst sie aus und lässt das Unruhe-Symbol weg, das ihr schaden würde; der Pfeil wird ausgeführt. Bei einer zweifarbigen Karte darf der Auslösende einen Pfeil oder ein Symbol ohne Pfeil weglassen; bei einer roten oder gelben Karte muss jedes Symbol ausgeführt werden.
example-text-ex-09 = Karte 7 gibt der DDR 2 Wirtschaftspunkte in Polen und 2 in der ČSSR sowie 1 Unruhewürfel. In Polen baut die DDR zwei Fabriken, in der ČSSR eine Fabrik in Tetschen und Infrastruktur auf Cottbus–Tetschen: Eine Verbindung gehört zu ihren beiden Städten, also zählt eine Linie zu einer tschechischen Stadt als in der ČSSR gebaut. Der Unruhewürfel kommt nach Mecklenburg und löst dort einen Massenprotest aus.
example-text-ex-10 = Karte 15 gibt der BRD einen Wirtschaftspunkt und der DDR einen Abbaupunkt, beide Symbole mit dem Wappen der BRD. Die DDR löst sie aus und bestimmt weiter die Reihenfolge der Symbole, doch das Wappen lässt die BRD entscheiden, wo sie wirken: Sie baut eine Fabrik in Bremen und entfernt die Fabrik der DDR in Leipzig. Das Staatsgewalt-Symbol der Karte wurde ausgeführt, also kommt die Karte als Staatsgewalt-Karte zur DDR.
example-text-ex-11 = Das Unruhe-Symbol von Karte 11 trägt das Wappen der DDR. Die BRD löst die Karte aus, doch die DDR wählt, welches westdeutsche Gebiet den Würfel erhält: Hessen, das nun 4 Würfel und damit einen Massenprotest hat.
example-text-ex-12 = Karte 4 gibt der BRD 2 Unruhewürfel in Westdeutschland. Die DDR löst sie aus und darf sie in jedes Gebiet der BRD außer West-Berlin legen: Sie wählt Hessen und Bayern, die je 4 Würfel und damit einen Massenprotest erreichen. West-Berlin behält seine 3 Würfel.
example-text-ex-13 = Der Fluchtmarker rückt 2 Felder vor für zwei gespielte Karten mit Fluchtsymbol, 1 für die rote Staatsgewalt-Karte der DDR und 1 für den einen LS-Marker im besten Gebiet der BRD, Niedersachsen; er geht 1 zurück, weil die BRD einen Massenprotest hat (Hessen mit 8 Würfeln). Das schwächste Gebiet der DDR hat keinen Marker, dafür geht also nichts zurück. Das macht 3 Felder; je 2 Felder kosten die DDR 1 Abbaupunkt, also zahlt sie 1. Die BRD, die den Prestigevorteil hat, wählt das Teil: die Fabrik der DDR in Berlin. Dann geht der Marker auf 0 zurück, und die gespielten Karten werden abgeworfen.
example-text-ex-14 = Der Prestigemarker liegt auf Feld −3 im Abschnitt der BRD, dessen Symbol der DDR 1 Unruhewürfel geben würde. Die BRD hat den Prestigevorteil und darf dieses Feld oder jedes ihrer Felder näher zur Mitte ausführen. Sie wählt −2, wo eine Fabrik der DDR marode wird, und bestimmt Bitterfeld; Unruhe kommt keine dazu.
example-text-ex-15 = Die DDR hat 8 LS-Marker, braucht also 8 Devisen. Die Devisenleiste bringt ihr 3. Die schwächste Exportfabrik der BRD ist 3 wert, und 2 der Exportfabriken der DDR (wert 0, 1, 1, 2, 3 und 5) erreichen das: 2 mehr. Die DDR nimmt 5 ein und es fehlen 3, also werden 3 ihrer Fabriken marode; die Spieler wählen sie abwechselnd, zuerst die BRD, die den Prestigevorteil hat.
example-text-ex-17 = Brandenburg trägt 3 LS-Marker, aber seine Exportfabrik, seine beste (Schwedt), ist nur 1 wert. Es behält 1 Marker und verliert 2; dieser Verlust bringt keine Unruhe.
example-text-ex-17b = Rheinland-Pfalz und Baden-Württemberg haben Marker an West-Berlin weitergegeben; ihre Exportfabriken sind 1 und 3 wert. West-Berlin behält nicht mehr Marker, als der schwächere der beiden erlaubt, also 1: Von seinen 3 Markern (2 im französischen, 1 im amerikanischen Sektor) verliert es 2, und die BRD wählt den französischen Sektor.
example-text-ex-18 = Jedes Gebiet der BRD trägt 3 LS-Marker, außer Bayern und West-Berlin mit je 2 (die West-Berlins im französischen und britischen Sektor). Ein Gebiet mit weniger Markern als das beste seiner Seite erhält die Differenz minus 1: Bayern erhält 3 − 2 − 1 = 0 Würfel. West-Berlin erhält die volle Differenz: 1 Würfel. Die Gebiete der DDR tragen gar keinen Marker, also erhält keines einen Würfel: Sachsen steht in der Tabelle für sie.
example-text-ex-18c = Hier trägt nur Hessen LS-Marker, und zwar 3. Jedem anderen Gebiet der BRD fehlen 3, also erhält es 3 − 1 = 2 Unruhewürfel, West-Berlin die vollen 3. Die Schachtel enthält 50 Unruhewürfel, doch keine Regel begrenzt sie: Jeder Würfel, den der Vergleich verlangt, wird gelegt.
example-text-ex-19 = Bayern trägt 3 LS-Marker und 4 Unruhewürfel, also einen Massenprotest; damit bleiben 2 Marker zum Angreifen. Es kann Sachsen angreifen (kein Marker: 2 Würfel) oder Thüringen (1 Marker: 1 Würfel), und die BRD wählt Thüringen. Hessen mit 2 Markern greift ebenfalls Thüringen an: 1 Würfel mehr. Thüringen kommt auf 5 Würfel; sein Massenprotest entsteht erst, wenn alle Gebiete verglichen haben.
example-text-ex-20 = In West-Berlin liegen 8 Unruhewürfel, also 2 Massenproteste. Jeder bringt einen zweiten Marker in ein Gebiet, das West-Berlin versorgt, gewählt von der DDR: Rheinland-Pfalz und Baden-Württemberg. Die BRD hat sonst keinen Massenprotest und zählt bei der Prüfung doch 4 Marker: Die BRD bricht zusammen, und die DDR gewinnt. Wäre die DDR bei derselben Prüfung ebenfalls zusammengebrochen, hätte trotzdem die DDR gewonnen. Das Bild zeigt diese beiden Marker schon an ihrem Platz, neben den 3 Würfeln der versorgenden Gebiete: Sie kamen mit den Protesten West-Berlins, und die Prüfung zählt nur.
example-text-ex-21 = West-Berlin hat keinen LS-Marker. Die BRD erhöht den Lebensstandard mit Karte 18 und legt einen Marker nach Rheinland-Pfalz, das den französischen Sektor versorgt. Rheinland-Pfalz hat nun mehr Marker als West-Berlin, also gibt die BRD diesen Marker, sobald alle anderen Marker der Aktion liegen, in den französischen Sektor weiter; den Unruhewürfel verliert dann West-Berlin, nicht Rheinland-Pfalz. Der nächste Marker West-Berlins muss über den britischen oder den amerikanischen Sektor kommen.
example-text-ex-22-2 = Karte 79, „Die Computer kommen“, ist das einzige Ereignis, das einen LS-Marker direkt nach West-Berlin legen darf. Der amerikanische Sektor hat einen, die anderen keinen, also muss der Marker in einen leeren Sektor: Die BRD wählt den britischen. Der Marker entfernt einen Würfel in West-Berlin, und das nächste Symbol der Karte einen weiteren.
example-text-ex-23 = Schleswig-Holstein hat keine eigene Fabrik, aber Hamburg, 3 wert, liegt zwischen ihm und Niedersachsen. Die BRD erhöht den Lebensstandard und zählt Hamburg für diese Aktion zu Schleswig-Holstein: Seine Wirtschaft ist 3, genug für einen ersten Marker. In derselben Aktion kann Hamburg nicht auch für Niedersachsen zählen; in der nächsten Aktion oder im nächsten Schritt darf die BRD neu wählen.
example-text-ex-24 = Die Fabrik in Posen, in Polen, ist 2 wert und hat eine funktionierende Verbindung nach Berlin, aber keine nach Schwedt. Sie darf ihren Wert nur zu Ost-Berlin zählen: Mit ihr ist die Wirtschaft Ost-Berlins 5 statt 3, Brandenburg bleibt bei 1. Eine Fabrik im Ausland ist nie eine Exportfabrik: Die Ost-Berlins bleibt die von Berlin, 3 wert.
example-title-ex-15-3 = dasselbe mit der Devisenleiste auf −3
example-text-ex-15-3 = Dieselbe Lage, aber der Devisenmarker steht auf −3: Die DDR nimmt −3 + 2 = −1 ein, es fehlen also 8 + 1 = 9. Die DDR hat genau 9 Fabriken, die noch marode werden können, also werden alle marode. Fehlte eine mehr, müsste die DDR stattdessen Infrastruktur entfernen, und hätte sie nichts mehr zu entfernen, wäre das der Staatsbankrott.

## Das Dekadenende auf dem Lernpfad: ein Satz je Schritt der Abfolge (learn.py)
learn-phase-flight = Der Republikfluchtmarker steigt um ein Feld für jedes Fluchtsymbol auf den in dieser Dekade gespielten Karten, für jede rote Staatsgewalt-Karte der DDR, für jeden LS-Marker im Gebiet der BRD mit den meisten und noch einmal, wenn irgendein Gebiet der DDR einen Massenprotest hat; er sinkt um ein Feld für jeden LS-Marker im Gebiet der DDR mit den wenigsten und einmal, wenn irgendein Gebiet der BRD einen Massenprotest hat. Je { $track-flight-steps-per-point } erreichte Felder kosten die DDR einen Abbaupunkt, den die Spieler abwechselnd wählen; dann kehrt der Marker auf 0 zurück, und die gespielten Karten werden abgelegt.
learn-phase-wall_cost = Der Prestigemarker rückt ein Feld in Richtung BRD, die DDR baut einen Punkt ihrer Wahl ab, und die gespielten Karten werden abgelegt.
learn-phase-prestige = Die Seite mit dem Prestigevorteil führt die Symbole unter dem Prestigemarker aus oder die eines Feldes ihres Abschnitts näher zur Mitte und bestimmt, wo sie wirken.
learn-phase-currency = Die DDR erhält die Zahl unter dem Devisenmarker und dazu eins für jede ihrer Exportfabriken, die mindestens so viel wert ist wie die schwächste Exportfabrik Westdeutschlands (eine Fabrik im Ausland zählt nie). Sie braucht eins für jeden ihrer LS-Marker: Für jedes fehlende wird eine Fabrik der DDR marode, von den Spielern abwechselnd gewählt, und ist keine mehr übrig, kostet jedes fehlende einen Abbaupunkt.
learn-phase-police_payment = Die DDR baut für jede gesammelte Staatsgewalt-Karte einen Punkt ab.
learn-phase-ls_upkeep = Kein Gebiet behält mehr LS-Marker, als seine Exportfabrik wert ist; West-Berlin nicht mehr, als die schwächste Exportfabrik der Gebiete wert ist, die ihm Marker weitergegeben haben.
learn-phase-internal_comparison = Jede Seite vergleicht ihre Gebiete mit ihrem eigenen Gebiet mit den meisten LS-Markern: Ein Gebiet mit weniger erhält die Differenz weniger eins als Unruhewürfel; West-Berlin erhält die ganze Differenz.
learn-phase-east_west_comparison = Jedes Gebiet vergleicht sich mit einem benachbarten Gebiet der anderen Seite, das sein Besitzer wählt (West-Berlin mit beiden Nachbarn): Seine Stärke sind seine LS-Marker weniger eins je Massenprotest darin, und ein Nachbar mit weniger Markern erhält die Differenz als Unruhewürfel. Neue Massenproteste entstehen erst, wenn alle Gebiete verglichen haben.
learn-phase-police_cards = Für jede gesammelte Staatsgewalt-Karte, die sie in dieser Dekade nicht eingesetzt hat, entfernt die DDR einen Unruhewürfel aus einem Gebiet ihrer Wahl.
learn-phase-socialists = Die DDR erhält oder verliert die Sozialisten, die unter dem Marker der Sozialistenleiste stehen. Neue kommen in die Kaderschmiede, und steht ihr einer zu, während alle { $count-socialist } im Spiel sind, triumphiert der Sozialismus, und die DDR gewinnt; verlorene kommen zuerst aus der Kaderschmiede, dann aus Gebieten, die die BRD wählt, und für jeden kommt ein Unruhewürfel zurück; muss einer gehen und ist keiner mehr da, scheitert der Sozialismus, und die BRD gewinnt. Sozialisten auf dem Plan bleiben dort, bis sie so verloren gehen; die noch in der Kaderschmiede ziehen danach in Gebiete mit Massenprotest.
learn-phase-collapse_check = { $outcome-n2-same ->
        [yes] Jeder Staat zählt seine Massenprotest-Marker: Ein Staat mit { $outcome-n2 } oder mehr bricht zusammen, und die andere Seite gewinnt; brechen beide zugleich zusammen, gewinnt die DDR.
       *[no] Jeder Staat zählt seine Massenprotest-Marker: Die BRD bricht mit { $outcome-west-collapses-n2 } oder mehr zusammen, die DDR mit { $outcome-east-collapses-n2 } oder mehr, und die andere Seite gewinnt; brechen beide zugleich zusammen, gewinnt die DDR.
    }

learn-setup-title = Spielvorbereitung Schritt für Schritt
learn-setup-intro = Alles, was vor dem ersten Zug auf den Tisch gehört, in der Reihenfolge der Spielregel (§{ $section }).
setup-picture-title = Der Spielplan nach der Spielvorbereitung
setup-picture-alt = Der Spielplan nach der Spielvorbereitung, vor dem ersten Zug: { $items }.
setup-picture-caption = Der Spielplan nach der Spielvorbereitung: Was die Schritte oben darauf hinterlassen, gezeichnet aus der Spielvorbereitung des Spiels selbst. Vergleicht euren Tisch vor dem ersten Zug damit.
setup-step-spread-all = Legt { $count } { $pieces } in jedes der { $provinces } Gebiete, West-Berlin und Ost-Berlin eingeschlossen: zusammen { $total } { $all }.
setup-step-spread = Legt { $count } { $pieces } in jedes dieser Gebiete: { $places }.
setup-step-box = Legt { $count } { $pieces } in die { $box }; die übrigen { $rest } liegen neben dem Spielplan bereit.
setup-step-factories = Die { $side } stellt je eine { $piece } mit dem Wert { $value } auf jede ihrer Startstädte (mit unregelmäßigem Umriss gezeichnet): { $cities }. Dreht jede Fabrik so, dass ihre { $value } nach oben zeigt.
setup-step-abroad = Stellt die { $count } { $pieces } neben die Städte im Ausland ({ $countries }: { $cities }): Dort bauen nur die Ereignisse, die diese Städte nennen.
setup-step-tracks = { $count ->
    [1] Setzt den Marker dieser Leiste auf Feld { $space }: { $tracks }.
   *[other] Setzt die Marker dieser { $count } Leisten auf Feld { $space }: { $tracks }.
}
setup-step-sequence = Legt den Dekadenende-Marker mit der Vorderseite nach oben auf seine Leiste, auf das Feld mit seinem Symbol: Am Ende jeder Dekade rückt er Schritt für Schritt vor, beginnend mit dem ersten ({ $phase }), damit keiner vergessen wird.
setup-step-sequence-flag = Legt den Dekadenende-Marker mit der Vorderseite nach oben auf seine Leiste, auf das Feld mit seinem Symbol: Am Ende jeder Dekade rückt er Schritt für Schritt vor, beginnend mit dem ersten ({ $phase }), damit keiner vergessen wird. Umgedreht wird er erst, wenn die { $flag } gebaut wird.
setup-step-decks = Sortiert die Karten in { $decades } Stapel, einen für jede Dekade: Jeder hat { $cards } Karten und { $specials ->
    [1] eine Sonderkarte
   *[other] { $specials } Sonderkarten
}, zusammen { $total }. Die Stapel der späteren Dekaden legt ihr beiseite.
setup-step-start = { $decade } beginnt: Legt ihre Sonderkarte neben die Auslage, mischt ihre { $cards } übrigen Karten zum Nachziehstapel, gebt jedem Spieler { $hand } Karten und legt { $display } Karten offen in die Auslage.
setup-step-advantage = Die { $side } hat den Prestigevorteil und macht deshalb den ersten Zug.

outline-title = Ein Spiel auf einen Blick
outline-start-head = Beginn einer Dekade:
outline-start = Ihre Sonderkarte kommt neben die Auslage, ihre Karten werden zum Nachziehstapel gemischt, und jeder füllt seine Hand auf { $hand } Karten auf.
outline-halves-head = { $halves } Hälften:
outline-halves = Jede beginnt mit { $display } offenen Karten in der Auslage; die Spieler sind abwechselnd am Zug, nehmen je eine Karte und nutzen sie für eine Aktion, bis die Auslage leer ist. Die zweite Hälfte beginnt, wer den letzten Zug der ersten nicht gemacht hat.
outline-end-head = Ende der Dekade:
outline-end = { $count } Schritte in dieser Reihenfolge: { $phases }.
outline-after-head = Nächste Dekade:
outline-after = insgesamt { $count } Dekaden ({ $decades }). Jedes Dekadenende kann das Spiel beenden; hat bis zum Ende der { $last } niemand gewonnen, gewinnt die { $winner }.

# Le parole proprie del sito di riferimento (italiano). Stessi identificativi di docs/en/site.ftl.

site-name = Wir sind das Volk! — guida alle regole
site-footer = Generato da wsdv a partire dai file di contenuto con cui si gioca; costruito con MkDocs e Material for MkDocs.
nav-home = Introduzione
nav-reading = Come leggere una carta
nav-cards = Carte
nav-icons = Icone
nav-map = Tabellone
nav-tracks = Tracciati e preparazione
nav-phases = Fine decade
nav-variants = Varianti
nav-glossary = Glossario
nav-faq = FAQ: chiarimenti ed errata
nav-contributing = Come contribuire

unknown = sconosciuto
yes = sì
no = no

cards-title = Galleria delle carte
cards-intro = { $count ->
    [0] Ancora nessuna carta.
    [one] { $count } carta, disegnata dai file di contenuto.
   *[other] { $count } carte, disegnate dai file di contenuto. Restringi la galleria per decade, colore, icona o giocatore che può attivarle; scegli una carta per vederne i dati.
}
cards-none-title = Le carte stanno arrivando
cards-none = Il contenuto non ha ancora carte. Questa pagina si riempirà non appena saranno aggiunti i file delle carte.
filter-decade = Decade
filter-colour = Colore
# La scelta «nessun filtro»; $filter dice quale (decade, colour, icon, side).
filter-all = { $filter ->
    [side] qualsiasi giocatore
   *[other] tutte
}
card-alt = Carta { $number }
card-heading = Carta { $number }: { $title }
card-text = Testo della carta
card-field = Campo
card-data = Valore
card-number = Numero
card-decade = Decade
card-colour = Colore
card-value = Valore della carta
card-value-none = nessun valore (carta speciale)
card-value-both = { $value } per entrambi i giocatori
card-value-dual = { $side1 } { $value1 }, { $side2 } { $value2 }
card-title-de = Titolo tedesco
card-title-en = Titolo inglese
card-year = Anno
card-corner = Icone nell'angolo
card-special = Carta speciale (solo l'Est può prenderla)
card-face = Lato
card-other-face = Altro lato
card-faces = La carta { $number } ha due lati: qui è mostrato il lato «{ $face }»; l'altro lato è { $other }.
card-trigger = Chi può attivare l'evento
card-previous = Carta precedente: { $card }
card-next = Carta successiva: { $card }
card-source = Provenienza
card-event = Icone dell'evento
card-crest = decide dove l'{ $side }
card-arrows = Frecce sui tracciati
card-arrow = { $track }: { $steps ->
    [one] { $steps } casella
   *[other] { $steps } caselle
} a favore dell'{ $side }
card-errata = Errata
card-rulings = Chiarimenti
card-none-recorded = Ancora nulla di registrato.
card-in-variant = Nella variante «{ $variant }»
back-to-gallery = Torna alla galleria delle carte

icons-title = Icone
icons-intro = { $count ->
    [one] { $count } icona.
   *[other] { $count } icone.
} Carte e tracciati sono fatti di icone; il significato di ciascuna qui sotto è generato dalla sua definizione nel contenuto.
icon-meaning = Che cosa fa
icon-used-by = Carte con questa icona
icon-used-by-none = ancora nessuna
icon-on-tracks = Stampata sui tracciati

map-title = Il tabellone
map-intro = { $provinces } province, { $cities } città e { $connections } connessioni con { $lines } linee blu, disegnate dal contenuto.
map-provinces = Province
map-sectors = Settori e protettorati
map-sectors-intro = Ogni settore è rifornito dalla provincia indicata accanto.
map-cities = Città
col-province = Provincia
col-side = Giocatore
col-neighbours = Confinanti
col-cities = Città
col-builds = Riceve punti costruzione
col-sector = Settore
col-supplier = Protettorato
col-city = Città
col-where = Dove
col-marks = Segni
col-connections = Connessioni (linee blu)
mark-setup = città iniziale
mark-special = città speciale
mark-floating = appartiene a una di queste province, a scelta dell'{ $side }
mark-unconnectable = non riceve infrastrutture
legend-city = città (sito per fabbriche)
legend-setup = città iniziale
legend-special = città speciale
legend-lines = connessione con le sue linee blu
map-svg-title = Mappa del tabellone: province, città e connessioni
map-svg-desc = Le province dei due giocatori come aree nel colore del proprio giocatore, con una linea spessa lungo il confine tra i due; i paesi confinanti; ogni città con le sue connessioni e le loro linee blu. Le città iniziali hanno un anello tratteggiato, le città speciali un rombo viola; le province troppo piccole per il loro nome compaiono anche ingrandite in un riquadro, dove Berlino Ovest è divisa nei suoi settori, ciascuno indicato con la provincia che lo rifornisce. Scegli una provincia, un settore o un paese per vederne le città e le carte che lo nominano.
map-full-size = Apri solo la mappa, a grandezza piena
map-places = Città e carte per provincia
map-places-intro = Scegli una provincia o un paese sulla mappa (con un clic, o con i tasti Tab e Invio) per vederne qui sotto solo la voce.
map-places-all = Mostra tutte le province
map-place-cities = Città
map-place-no-cities = Qui non c'è nessuna città.
map-place-cards = Carte che nominano questo luogo
map-place-no-cards = Nessuna carta nomina questo luogo.
map-sector-of = Un settore di { $province }, rifornito da { $supplier }.
map-sector-holds = Nel settore si trovano: { $pieces }.
map-place-group-cards = Carte che nominano l'area: { $group }
map-kind-city = città

tracks-title = Tracciati e preparazione
tracks-intro = I tracciati del tabellone, con quanto è stampato sotto ogni casella.
track-range = Caselle da { $lo } a { $hi }; l'indicatore parte da { $start }.
track-steps = Ogni punto sposta l'indicatore di { $steps } caselle; un numero è stampato { $steps ->
    [2] una casella sì e una no
   *[other] ogni { $steps } caselle
}.
col-spaces = Caselle
col-advantage = Vantaggio
col-space = Casella
col-icons = Icone
col-gain = Guadagno
overflow-low = Oltre l'estremità inferiore
overflow-high = Oltre l'estremità superiore
overflow-one = una di queste
overflow-all = tutte queste
setup-title = Preparazione
setup-cities = Città iniziali: { $cities }.
pieces-title = Componenti nella scatola
col-piece = Componente
col-count = Quantità
deck-title = Composizione del mazzo
deck-plan = { $name }: { $decades } decadi di { $halves } metà decade ciascuna; { $display } carte in vista; { $hand } carte in mano a ciascun giocatore.

phases-title = La fine della decade
phase-section = Regole §{ $section }.
phase-instead = { $phase }: al posto di questa fase, finché il { $flag } resta in piedi
outcomes-title = Come finisce la partita
variants-title = Varianti
variants-intro = Una variante è una cartella di file di sovrapposizione che aggiungono, sostituiscono o tolgono definizioni del gioco base. Qui sotto, le modifiche di ogni variante rispetto al gioco base.
variants-none = Questo contenuto non ha ancora varianti.
variant-use = Per usarla:
variant-no-change = Non cambia nulla.
variant-added = Aggiunge l'elemento ({ $kind }) «{ $name }».
variant-removed = Toglie l'elemento ({ $kind }) «{ $name }».
variant-changed = Modifica l'elemento ({ $kind }) «{ $name }»:
variant-added-unnamed = Aggiunge un elemento ({ $kind }; il suo identificatore è qui sotto).
variant-removed-unnamed = Rimuove un elemento ({ $kind }; il suo identificatore è qui sotto).
variant-changed-unnamed = Modifica un elemento ({ $kind }; la modifica esatta è qui sotto):
variant-now = In questa variante la regola è la seguente. { $text }
variant-now-stale = In questa variante la regola è la seguente (testo scritto per una versione precedente della regola della variante; la regola come viene eseguita è riportata sotto). { $text }
variant-base-game = Nel gioco base la regola è la seguente. { $text }
variant-words-changed = { $old } diventa { $new }
variant-words-added = Ora anche: { $new }
variant-words-removed = Non più: { $old }
variant-line-added-plain = Questa regola ha un passo in più.
variant-line-removed-plain = Un passo di questa regola viene tolto.
variant-detail-changed = Cambia un dettaglio di questa regola.
variant-quote = «{ $text }»
variant-notation = La modifica come la scrive il contenuto

kind-side = giocatore
kind-province = provincia
kind-sector = settore
kind-country = paese
kind-city = città
kind-connection = connessione
kind-group = gruppo
kind-track = tracciato
kind-piece = componente
kind-box = riquadro
kind-flag = stato
kind-deck = mazzo
kind-decade = decade
kind-icon = icona
kind-card = carta
kind-phase = fase
kind-sequence = sequenza
kind-setup = preparazione
kind-outcome = fine partita
kind-variant = variante
kind-routine = procedura
kind-action = azione
diff-base = gioco base
diff-heading = Modifiche introdotte da «{ $compared }» rispetto a «{ $reference }»:

glossary-title = Glossario
glossary-intro = I termini del gioco nelle sei lingue di questo sito, poi il nome di tutto ciò che il contenuto definisce.
glossary-terms = Termini
glossary-meaning = Significato
col-number = N.

nav-rules = Le regole spiegate
rules-title = Le regole a parole
rules-intro = Ogni regola qui sotto è spiegata con parole semplici, con i numeri presi dai contenuti che fanno girare il gioco. Sotto ogni spiegazione si può aprire la regola esattamente come il gioco la esegue, con un collegamento alla riga del file di contenuto da cui proviene.
prose-stale-title = Scritto per una versione precedente di questa regola
prose-stale = La regola è cambiata da quando questo testo è stato scritto (un'errata o una variante). La regola come il gioco la esegue ora è riportata sotto il testo.
prose-english-title = Non ancora tradotto
prose-english = Questa spiegazione non è ancora scritta in questa lingua; è mostrata in inglese.
notation = La regola come il gioco la esegue
source-intro = Questo file di contenuto così come è scritto; a ogni riga si può rimandare con il suo numero.

scheme-to-dark = Passa al tema scuro
scheme-to-light = Passa al tema chiaro
not-found-title = Pagina non trovata
not-found-text = A questo indirizzo non c'è nessuna pagina. Forse è stata spostata quando il sito è stato ricostruito, oppure l'indirizzo contiene un errore di battitura.
not-found-home = Torna alla pagina iniziale
filter-icon = Icona
filter-side = Attivabile da
cards-shown = { $count ->
    [one] { $count } carta mostrata
   *[other] { $count } carte mostrate
}

faq-title = Chiarimenti ed errata
faq-intro = { $rulings ->
    [one] { $rulings } chiarimento
   *[other] { $rulings } chiarimenti
}{ $errata ->
    [0] {""}
    [one] {" "}e { $errata } errata
   *[other] {" "}e { $errata } errata
} delle carte, carta per carta: come si gioca una carta dove il suo fronte lascia un dubbio, e che cosa vi è stato corretto.
faq-dates = Ogni voce è datata con la precisione che la sua fonte consente: i chiarimenti dell'elenco delle carte della 1ª edizione portano l'anno del suo regolamento (2014); quelli della 2ª edizione sono senza data, perché il suo regolamento non ne riporta una propria; una correzione porta il giorno in cui è stata fatta.
faq-to-card = Vai alla carta
faq-ruling = chiarimento
faq-erratum = errata
faq-edition-first = solo 1ª edizione
faq-edition-second = solo 2ª edizione
faq-in-variant = nella variante { $variant }
faq-erratum-changes = Corregge
faq-erratum-was = prima era
faq-all = Tutti i chiarimenti e gli errata in una pagina (FAQ)

guide-picture = Una carta spiegata: la carta { $number } con i nomi delle sue parti
guide-value = Valore della carta per un'azione: un numero per entrambi, oppure il riquadro giallo dell'Ovest sopra quello rosso dell'Est
guide-corner = Icona nell'angolo: conta alla fine della decade
guide-title = Titolo come stampato (in tedesco)
guide-year = Anno dell'evento
guide-subtitle = Titolo nella tua lingua
guide-colour = Colore: giallo Ovest, rosso Est, entrambi su una carta duplice; dice chi può attivare l'evento
guide-rows = Evento: file di icone; chi lo attiva sceglie in che sequenza eseguirle
guide-crest = Stemma: questo giocatore decide dove agisce l'icona
guide-where = Restrizione: dove agiscono le icone della fila sopra
guide-text = L'evento a parole
guide-arrows = Frecce dei tracciati: una casella per freccia, verso il giocatore del loro colore
guide-number = Numero della carta

# Le pagine per chi scrive il contenuto: il linguaggio del contenuto e il riferimento delle sue primitive.
nav-content-language = Il linguaggio del contenuto
nav-primitives = Primitive e funzioni
nav-guide = Guida a wsdv
nav-commands = Comandi
nav-localization = Localizzazione
nav-scenarios = Scenari delle regole
nav-game-logs = Registri delle partite
nav-simulation = Simulare partite
nav-site = Generare il sito
nav-python = wsdv da Python
english-only-title = In inglese
english-only = Questa pagina è per chi scrive o traduce il contenuto o usa gli strumenti di wsdv; è scritta solo in inglese.
ref-title = Primitive e funzioni
ref-intro = I verbi e le funzioni che il contenuto può chiamare: i loro parametri, che cosa fa ciascuno e un esempio. Sono l'unica parte delle regole scritta in Python, e sono generici: icone, fasi, procedure e preparazione si compongono di essi.
ref-calls = Una chiamata dà i parametri nell'ordine elencato, oppure per nome dopo quelli dati in ordine. Un parametro tra parentesi quadre si può omettere; un parametro seguito da «=» si dà solo per nome. Gli effetti cambiano la partita; le funzioni calcolano solo un valore.
ref-see = Vedi anche:
ref-english-title = In inglese
ref-english = I nomi delle primitive e dei loro parametri, e gli esempi, sono parole del linguaggio del contenuto, uguali in ogni lingua. Le loro spiegazioni in questa pagina sono solo in inglese.
ref-membership = Appartenenza
ref-membership-intro = { $is_in } e { $not_in } verificano se un valore appartiene a ciò che { $id } nomina, quando nomina qualcosa che ha dei membri:
ref-member-side = un giocatore comprende ogni provincia, settore, città, collegamento e paese che gli appartiene;
ref-member-group = un gruppo comprende le sue province;
ref-member-country = un paese comprende le sue città;
ref-member-list = una lista comprende i suoi elementi.
ref-section-effects = Effetti sul tabellone
ref-section-functions = Funzioni del tabellone
ref-section-flow = Lo svolgimento della partita: carte, zone, tracciati, sequenze
ref-col-name = Nome
ref-col-parameters = Parametri
ref-col-kind = Tipo
ref-col-value = Valore
ref-meaning = Significato
ref-example = Esempio
ref-names = Testi che sono nomi
ref-kind-effect = effetto
ref-kind-function = funzione
ref-type-number = un numero
ref-type-list = una lista
ref-type-bool = sì o no
ref-type-side = un giocatore
ref-space-moment = un momento in cui si verifica la fine della partita
ref-space-tag = un contrassegno delle carte tenute
ref-space-var = una variabile della partita
ref-space-message = un messaggio della narrazione
ref-space-decision = una decisione
ref-space-kind = un tipo di dichiarazione
ref-space-id = un identificatore del tipo nominato accanto
ref-space-key = una chiave del tipo nominato accanto

# A label followed by what it labels (the colon as the language writes it).
label = { $label }:

# Between the items of a list that commas cannot separate (sources, a city's marks).
list-semicolon = {"; "}

# The search box's own words (the theme's keys; `#` is the number of results).
theme-search-result-placeholder = Scrivi per cercare nelle regole e nelle carte
theme-search-result-none = Nessun risultato
theme-search-result-one = 1 risultato
theme-search-result-other = # risultati
theme-search-result-more-one = Un altro risultato in questa pagina
theme-search-result-more-other = Altri # risultati in questa pagina
theme-search-result-term-missing = Manca

# Le parole proprie del sito di riferimento (italiano). Stessi identificativi di docs/en/site.ftl.

site-name = Wir sind das Volk! — guida alle regole
site-footer = Generato da wsdv a partire dai file di contenuto con cui si gioca; costruito con MkDocs e Material for MkDocs.
nav-home = Introduzione
nav-reading = Come leggere una carta
nav-cards = Carte
nav-icons = Icone
nav-map = Tabellone
nav-tracks = Tracciati e preparazione
nav-phases = Fine decade, fase per fase
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
    [one] { $count } carta, tratta dai file di contenuto.
   *[other] { $count } carte, tratte dai file di contenuto. Trova una carta con parole del titolo o del testo, restringi la galleria per decade, colore, icona, valore o giocatore che può attivarle e cambiane l'ordine; le scelte restano nell'indirizzo della pagina. Scegli una carta per vederne i dati.
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
card-crest = l'{ $side } decide dove
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
map-place-start = All'inizio della partita
map-sector-of = Un settore di { $province }, rifornito da { $supplier }.
map-sector-holds = Nel settore si trovano: { $pieces }.
map-place-group-cards = Carte che nominano l'area: { $group }
map-kind-city = città

tracks-title = Tracciati e preparazione
tracks-intro = I tracciati del tabellone, con quanto è stampato sotto ogni casella.
track-range = Caselle da { $lo } a { $hi }; l'indicatore parte da { $start }.
track-steps = L'indicatore avanza di una casella alla volta; ogni { $steps } caselle fanno un punto, perciò il numero che conta i punti è stampato { $steps ->
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
overflow-one = una di queste, scelta dalla parte che la freccia favorisce
overflow-all = tutte queste
track-ends = Le frecce a favore dell'{ $lowside } spostano l'indicatore verso l'estremità inferiore ({ $low }), quelle a favore dell'{ $highside } verso l'estremità superiore ({ $high }): ogni estremità favorisce la parte verso cui puntano le sue frecce.
track-gain-is-space = Ogni casella dà come guadagno il proprio numero, come mostra la striscia.
setup-title = Preparazione
setup-cities = Città iniziali: { $cities }.
pieces-title = Componenti nella scatola
col-piece = Componente
col-count = Quantità
deck-title = Composizione del mazzo
deck-plan = { $name }: { $decades } decadi di { $halves } metà decade ciascuna; { $display } carte in vista; { $hand } carte in mano a ciascun giocatore.

phases-title = La fine della decade, fase per fase
phase-section = Regolamento, §{ $section }.
phase-instead = { $phase }: al posto di questa fase, finché il { $flag } resta in piedi
outcomes-title = Come finisce la partita
variants-title = Varianti
variants-intro = Una variante è il gioco con alcune regole cambiate, per esempio secondo un'edizione successiva del regolamento. Per ogni variante questa pagina dice prima che cos'è e come cambia il gioco, poi, una per una, ogni regola che cambia, accanto a quella del gioco base.
variants-none = Questo contenuto non ha ancora varianti.
variant-use = Nel programma wsdv una variante è una cartella di file di sovrapposizione che aggiungono, sostituiscono o tolgono definizioni del gioco base; per giocare con questa, eseguire:
variant-changes-title = Regola per regola
variant-page-added = Novità: «{ $name }»
variant-page-removed = Non c'è più: «{ $name }»
variant-page-changed = Cambia: «{ $name }»
variant-no-change = Non cambia nulla.
variant-added = Aggiunge l'elemento ({ $kind }) «{ $name }».
variant-removed = Toglie l'elemento ({ $kind }) «{ $name }».
variant-changed = Modifica l'elemento ({ $kind }) «{ $name }»:
variant-added-unnamed = Aggiunge un elemento ({ $kind }; il suo identificatore è qui sotto).
variant-removed-unnamed = Toglie un elemento ({ $kind }; il suo identificatore è qui sotto).
variant-changed-unnamed = Modifica un elemento ({ $kind }; la modifica esatta è qui sotto):
variant-now = Regola della variante. { $text }
variant-now-stale = Regola della variante (testo scritto per una versione precedente della regola; la regola come viene eseguita è riportata sotto). { $text }
variant-base-game = Regola del gioco base. { $text }
variant-words-changed = { $old } diventa { $new }
variant-words-added = Vale ora anche: { $new }
variant-words-removed = Non vale più: { $old }
variant-line-added-plain = Questa regola ha un passo in più.
variant-line-removed-plain = Un passo di questa regola viene tolto.
variant-line-changed-plain = Cambia un passo di questa regola.
variant-detail-changed = Cambia un dettaglio di questa regola.
variant-quote = «{ $text }»
variant-section = §{ $section }
variant-notation = La modifica come la scrive il contenuto

kind-side = fazione
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
kind-outcome = esito
kind-variant = variante
kind-routine = procedura
kind-action = azione
diff-base = Gioco base
diff-heading = Che cosa cambia con «{ $compared }» rispetto a «{ $reference }»:
# What a changed value was and is (wsdv diff, the variants page), and the name of each key said so.
diff-nothing-to-compare = wsdv diff: errore: niente da confrontare: indica una variante (--variant NOME), una cartella di overlay (--overlay CARTELLA) o un'altra cartella di contenuti (--against CARTELLA)
diff-shipped-content = i contenuti forniti
variant-key-changed = { $key }: { $old } → { $new }
variant-key-added = { $key }: ora { $new }
variant-value-side = { $side } { $n }
variant-value-both = { $n } per entrambi
variant-yes = sì
variant-no = no
variant-range = da { $lo } a { $hi }
variant-key-value = Valore della carta
variant-key-hand = Carte in mano
variant-key-display = Carte scoperte sopra il tabellone
variant-key-halves = Metà decade
variant-key-count = Pezzi nella scatola
variant-key-limit = Riserva limitata
variant-key-lines = Linee blu
variant-key-base-value = Valore base
variant-key-start = Casella iniziale
variant-key-spaces = Caselle
variant-key-phases = Fasi
variant-key-colour = Colore
variant-key-decade = Decade
variant-key-province = Provincia
variant-key-section = Sezione del regolamento
variant-key-weight = Peso
variant-key-initial = All'inizio
variant-key-cards = Carte

glossary-title = Glossario
glossary-intro = I termini del gioco in ogni lingua di questo sito, poi il nome di tutto ciò che il contenuto definisce.
glossary-terms = Termini
glossary-meaning = Significato
# I titoli del glossario, uno per ogni tipo di cosa che elenca.
glossary-kind-side = Fazioni
glossary-kind-province = Province
glossary-kind-sector = Settori
glossary-kind-country = Paesi
glossary-kind-city = Città
glossary-kind-track = Tracciati
glossary-kind-piece = Componenti
glossary-kind-icon = Icone
glossary-kind-phase = Fasi
glossary-kind-decade = Decadi
glossary-kind-outcome = Come finisce la partita
col-number = N.

nav-rules = Le regole spiegate
rules-title = Le regole spiegate
rules-intro = Tutte le regole del gioco con parole semplici, ciascuna con la sua sezione del regolamento (§) e un link tutto suo da condividere. Questa pagina serve a consultare una regola; per imparare il gioco dall'inizio, leggete prima «{ $learn }».
prose-stale-title = Scritto per una versione precedente di questa regola
prose-stale = La regola è cambiata da quando questo testo è stato scritto (un'errata o una variante). La regola come il gioco la esegue ora è riportata sotto il testo.
prose-english-title = Non ancora tradotto
prose-english = Questa spiegazione non è ancora scritta in questa lingua; è mostrata in inglese.
site-coverage-title = Traduzione in corso
site-coverage = Finora questa lingua traduce il { $percent }% del gioco e di questo sito; ciò che non è ancora tradotto è mostrato in inglese.
notation = La regola come il gioco la esegue
source-intro = Questo file di contenuto così come è scritto; a ogni riga si può rimandare con il suo numero.

scheme-to-dark = Passa al tema scuro
scheme-to-light = Passa al tema chiaro
not-found-title = Pagina non trovata
not-found-text = A questo indirizzo non c'è nessuna pagina. Forse è stata spostata quando il sito è stato ricostruito, oppure l'indirizzo contiene un errore di battitura.
not-found-home = Torna alla pagina iniziale
filter-icon = Icona
filter-side = Attivabile da
filter-value = Valore
filter-words = Parole
filter-words-hint = titolo o testo della carta
sort-label = Ordine
sort-number = per numero
sort-title = per titolo
sort-value-high = prima il valore più alto
sort-value-low = prima il valore più basso
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
guide-text = Descrizione dell'evento
guide-arrows = Frecce dei tracciati: una casella per freccia, verso il giocatore del loro colore
guide-number = Numero della carta

# Le pagine per chi scrive il contenuto: il linguaggio del contenuto e il riferimento delle sue primitive.
nav-content-language = Il linguaggio del contenuto
nav-primitives = Primitive e funzioni
nav-guide = Guida a wsdv
nav-guide-index = Panoramica
guide-index-intro = La guida è per chi scrive o traduce il contenuto del gioco o usa gli strumenti di wsdv. Le sue pagine, in inglese:
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

# Il titolo del link «¶» accanto a ogni titolo (mostrato al passaggio del mouse, letto dai lettori di schermo).
heading-permalink = Link a questa sezione

## Imparare a giocare (learn.md) e luoghi speciali (places.md): interpreter/site/learn.py, docs/learn.yaml
nav-learn = Imparare a giocare
nav-places = Luoghi speciali
list-comma = {", "}
learn-title = Imparare a giocare
learn-intro = Queste pagine insegnano il gioco, una parte per pagina, nell'ordine in cui serve: lo scopo, il tabellone, un turno, le quattro azioni e l'economia che usano, sommosse e proteste di massa, la fine della decade e infine le carte e i luoghi speciali. Ogni parte riassume le regole e rimanda alla regola completa. Gli esempi sono quelli del regolamento, giocati dal programma che fa girare il gioco: ciò che mostrano è ciò che fanno le regole.
learn-no-examples-title = Nessun esempio in questa versione
learn-no-examples = Gli esempi vengono dai test delle regole forniti con il codice sorgente di wsdv; questa versione del sito è stata costruita senza di essi.
learn-definitions-title = Quattro definizioni da tenere a mente
learn-definition-west-germany = «Germania Ovest» sono tutte le province dell'Ovest tranne Berlino Ovest. Quando una carta o una regola dice «Germania Ovest», Berlino Ovest è esclusa.
learn-definition-connection = Una connessione appartiene alle province di entrambe le sue città. La connessione Leipzig–Jena appartiene alla Sachsen e alla Thüringen; una connessione che attraversa soltanto una provincia non le appartiene.
learn-definition-rundown = Solo le fabbriche dell'Est diventano fatiscenti. Le fabbriche dell'Ovest possono essere smantellate, ma mai diventare fatiscenti.
learn-figure-card = Una carta con i nomi delle sue parti: il valore, le icone nell'angolo, le icone dell'evento con i loro stemmi e le frecce dei tracciati. Selezionala per leggere che cosa significa ogni parte.
learn-figure-card-alt = Una carta con i nomi delle sue parti: valore, icona nell'angolo, titoli, anno, colore, file dell'evento, stemma, restrizione, testo, frecce dei tracciati e numero
learn-figure-map = L'intero tabellone: le province dei due stati con le loro città e connessioni, Berlino nel riquadro, la Polonia e la ČSSR all'estero (i tracciati hanno una pagina a parte). Selezionalo per aprire il tabellone, dove ogni luogo elenca le sue regole.
learn-definition-hamburg = Hamburg sta tra lo Schleswig-Holstein e la Niedersachsen e non appartiene stabilmente a nessuna delle due: per ogni azione e ogni fase di fine decade l'Ovest dice per quale delle due conta, e conta solo per quella.
learn-more = Altro…
learn-start-nav = Da dove cominciare
learn-contents-title = Il percorso, parte per parte
learn-start = Comincia dalla parte 1: { $title } →
learn-part = { $path }: parte { $number } di { $total }
learn-here = Esempi di questa parte:
learn-previous = ← Indietro: { $title }
learn-next = Avanti: { $title } →
learn-examples-title = Esempi
learn-examples-edition = Dove l'edizione di questo sito cambia una regola, lo dice il testo della regola qui sopra; gli esempi qui sotto si giocano con le regole di un'altra edizione: { $edition }.
example-section-case = Non è un esempio del regolamento, ma un caso in più, verificato secondo { $sections }.
learn-rules = Le regole complete: { $rules }.
learn-pages = Vedi anche: { $pages }.
learn-goal-title = Lo scopo e come finisce una partita
learn-goal-text = Un giocatore guida l'Ovest, l'altro l'Est, attraverso le quattro decadi della divisione tedesca. Ciascuno cerca di tenere unito il proprio stato mentre l'altro va in pezzi: le sommosse crescono fino a diventare proteste di massa, e uno stato con troppe proteste di massa collassa e perde. Chi ha vinto si verifica solo a fine decade, e lì la partita può anche finire prima: se l'Est non riesce a pagare i suoi debiti, o se il socialismo trionfa o fallisce. Se dopo la quarta decade nessuno ha vinto, vince l'Est: l'Ovest deve quindi far crollare l'Est, mentre all'Est basta resistere.
learn-board-title = Il tabellone e le carte
learn-board-text = Il tabellone mostra le province dei due stati tedeschi con le loro città e le connessioni tra di esse, Berlino Ovest e Berlino Est in un riquadro, la Polonia e la ČSSR all'estero e i tracciati lungo i bordi. Le fabbriche stanno sulle città, le infrastrutture sulle linee blu delle connessioni; i segnalini TV e i cubi sommossa stanno nelle province. Ogni decade si gioca con le proprie carte. La città di Berlino, con la sua fabbrica fin dall'inizio, sta nella provincia di Berlino Est; Berlino Ovest è una provincia a sé, divisa in tre settori, ognuno rifornito dalla provincia della Germania Ovest che ne porta la bandiera. Il tracciato prestigio decide chi ha il vantaggio di prestigio: l'Est finché l'indicatore sta nella sua parte, altrimenti l'Ovest, quindi anche sulla casella 0 e all'inizio della partita. Passa all'altra parte quando l'indicatore supera il centro; chi lo ha inizia la prima metà di una decade e sceglie per primo ogni volta che i giocatori scelgono a turno.
learn-turn-title = Un turno
learn-turn-text = I giocatori giocano a turno. Nel proprio turno si prende una carta, dalla fila scoperta o dalla mano, e la si usa per esattamente una delle quattro azioni: rimuovere un cubo sommossa, rafforzare l'economia, aumentare il tenore di vita o attivare l'evento della carta (le prime tre sono spiegate nella parte seguente). L'Est attiva le carte rosse e duplici, l'Ovest quelle gialle e duplici. Qui il colore ha due significati: il colore della carta dice chi può attivarne l'evento, quello di un'icona chi ne subisce l'effetto, chiunque la attivi. Un'icona gialla agisce sempre sull'Ovest, una rossa o rosa sull'Est. Chi attiva un evento decide dove agiscono le sue icone, a meno che un'icona porti uno stemma: allora decide il giocatore dello stemma. La mano è una riserva: ogni giocatore riceve 2 carte dal mazzo della prima decade, e le mani si completano solo all'inizio di ogni decade successiva. Una carta giocata dalla mano lascia la fila com'è: così si tiene una carta per il momento in cui rende di più, fuori dalla portata dell'avversario. Una metà finisce appena la fila è vuota, qualunque carta resti in mano; le carte rimaste in mano passano alla decade successiva, dove si possono scartare prima di completare la mano. L'Est raccoglie anche carte forze di polizia: una carta giocata di cui è stata eseguita l'icona polizia va all'Est, e ognuna gli permette di togliere un cubo sommossa una volta per decade (di più nella parte «{ learn-unrest-title }»).
learn-actions-title = Le quattro azioni e l'economia
learn-actions-text = Le azioni sono quattro. Attivare l'evento (parte precedente) richiede una carta che la propria parte può attivare; le altre tre si possono fare con qualsiasi carta tranne le carte speciali: rimuovere un cubo sommossa, rafforzare la propria economia con tanti punti costruzione quanto vale la carta per la propria parte, o aumentare il tenore di vita, dove il valore della carta può colmare ciò che manca all'economia di una provincia. Rimuovere una sommossa non costa nulla con una carta del proprio colore; con una carta duplice o dell'avversario costa un punto smantellamento. L'economia è fatta di fabbriche e infrastrutture: i punti costruzione le aggiungono, i punti smantellamento le tolgono, e il valore di una fabbrica cresce con le sue connessioni operative. L'economia di una provincia decide quanti segnalini TV può avere. La fabbrica di maggior valore di una provincia è la sua fabbrica di esportazione: decide quanti segnalini la provincia tiene a fine decade, e quelle dell'Est gli fanno guadagnare valuta occidentale.
learn-economy-title = Costruire e smantellare
learn-economy-text = Con i punti costruzione l'economia cresce, con i punti smantellamento si riduce. Vengono dal valore di una carta quando si rafforza l'economia e dalle icone degli eventi, e alla fine della decade l'Est paga diverse fasi in punti smantellamento. L'infrastruttura si costruisce solo su una connessione che tocca già una fabbrica, e una fabbrica si rimuove solo quando nessuna delle sue connessioni porta più infrastruttura. Poiché una fabbrica vale di più per ogni connessione operativa, un solo pezzo può cambiare il valore di più fabbriche, e con esse l'economia di una provincia e i segnalini TV che può tenere.
learn-unrest-title = Sommosse e proteste di massa
learn-unrest-text = I cubi sommossa arrivano dagli eventi e dalle comparazioni di fine decade: li riceve una provincia che ha meno segnalini TV della provincia migliore della propria parte, o di una provincia confinante dell'avversario. Ogni 4 cubi in una provincia vi creano una protesta di massa, 8 cubi due: in quella provincia e sulle sue connessioni non si può costruire nulla, e alla verifica del collasso uno stato con troppe proteste di massa collassa. Aumentare il tenore di vita toglie un cubo con ogni nuovo segnalino; l'Est dispone inoltre dei socialisti e delle carte forze di polizia per rimuovere sommosse dalle sue province; una carta forze di polizia rossa aumenta anche la fuga a fine decade, una rosa no. Una protesta di massa a Berlino Ovest conta doppio: l'Est mette un secondo segnalino in uno dei protettorati della Germania Ovest che la riforniscono, e quella provincia ha allora una protesta di massa propria finché non sparisce quella di Berlino Ovest (di più nella parte «{ learn-special-title }»).
learn-decade-title = La fine della decade
learn-decade-text = Quando entrambi i giocatori hanno giocato le loro carte, la decade termina con dieci fasi in ordine fisso: fuga (finché il muro della carta II è in piedi: costi del muro), prestigio, valuta occidentale, pagamento delle forze di polizia, mantenimento del tenore di vita, comparazione interna e comparazione Est–Ovest, risoluzione delle carte forze di polizia, fase socialista e verifica del collasso. Ogni volta che i giocatori scelgono a turno, comincia chi ha il vantaggio di prestigio.
learn-comparisons-title = Il confronto del tenore di vita
learn-comparisons-text = Tre fasi della fine della decade misurano il tenore di vita delle province, ed è qui che un'economia debole si trasforma in sommosse. Prima nessuna provincia può tenere più segnalini TV del valore della sua fabbrica di esportazione. Poi ogni provincia viene confrontata con la provincia migliore della propria parte, e dopo con una provincia confinante oltre il confine: una provincia che resta indietro riceve cubi sommossa secondo la differenza, e abbastanza cubi formano una protesta di massa. I segnalini TV proteggono dunque una provincia, e la sua economia decide quanti ne può tenere.
learn-special-title = Carte speciali e luoghi speciali
learn-special-text = Ogni decade ha una carta speciale, numerata da I a IV, accanto alla fila scoperta: solo l'Est può prenderla, e solo per attivarne l'evento. La carta II costruisce il muro di Berlino: da allora, a ogni fine decade, i costi del muro sostituiscono la fuga. La carta IV ha due facce: se il muro è stato costruito è in gioco «Il muro è abbattuto», altrimenti «Governo di crisi della tavola rotonda». La carta I, «Carri armati russi», riduce a 3 cubi la sommossa di due province dell'Est con una protesta di massa, poi toglie altri 2 cubi; la carta III, «Honecker esautora Ulbricht», dà all'Est due segnalini TV, anche entrambi nella stessa provincia. Prendere la carta speciale occupa tutto il turno dell'Est; l'Est può anche lasciarla, e una carta speciale che nessuno ha preso viene scartata alla fine della decade. Una carta la cui icona polizia viene eseguita va all'Est come carta forze di polizia: ognuna toglie un cubo sommossa una volta per decade, costa all'Est un punto smantellamento a ogni fine decade, e una rossa aumenta anche la fuga, una rosa no. Berlino Ovest, Hamburg, Rheinsberg e le città all'estero seguono regole proprie, raccolte in una pagina a parte.
learn-special-w_berlin = Berlino Ovest è una provincia dell'Ovest in mezzo all'Est, divisa in tre settori, ognuno rifornito dalla provincia della Germania Ovest che ne porta la bandiera, il suo protettorato; Berlino Ovest non fa parte della Germania Ovest. Lì non si costruisce nulla e non riceve segnalini TV direttamente: un protettorato che ne ha appena ricevuto uno e ora ne ha più di Berlino Ovest può trasferirlo nel proprio settore. Una protesta di massa a Berlino Ovest conta doppio: l'Est mette un secondo segnalino in uno dei protettorati, e per quella provincia è una protesta di massa come le altre (lì non si può costruire) finché non se ne va insieme a quello di Berlino Ovest. A fine decade Berlino Ovest riceve l'intera differenza nella comparazione interna e, nella comparazione Est–Ovest, si confronta con entrambi i vicini, Berlino Est e Brandenburg.
learn-special-hamburg = Hamburg sta tra lo Schleswig-Holstein e la Niedersachsen. Per ogni azione e ogni fase di fine decade l'Ovest decide a quale delle due appartiene, e allora conta solo per quella.
learn-special-abroad = Le città all'estero ricevono e perdono fabbriche solo tramite eventi che le nominano, mai con i punti costruzione; le loro fabbriche sono quelle viola, che aspettano accanto a queste città fin dall'inizio. Una fabbrica esterna aggiunge il suo valore a una provincia dell'Est con cui ha una connessione operativa, scelta ogni volta dall'Est; non è mai una fabbrica di esportazione.
learn-special-rheinsberg = Rheinsberg nel Brandenburg riceve la sua fabbrica solo con un evento che la nomina. Quella fabbrica ha valore base 2, non riceve infrastrutture ed è l'unica fabbrica fatiscente che i punti smantellamento possono rimuovere.
places-title = Luoghi speciali
places-intro = Quattro luoghi del tabellone seguono regole proprie. Ogni sezione le raccoglie dalle regole, con gli esempi e le carte che nominano il luogo.
places-cards = Carte il cui evento lo nomina: { $cards }.
places-w_berlin-title = Berlino Ovest
places-w_berlin-text = Berlino Ovest è una provincia dell'Ovest in mezzo all'Est, disegnata in un riquadro in tre settori: francese, britannico e americano. Ogni settore è rifornito dalla provincia della Germania Ovest che ne porta la bandiera, il suo protettorato. Berlino Ovest non fa parte della Germania Ovest: un evento o una regola per la «Germania Ovest» la esclude. Lì non si costruisce nulla, e Berlino Ovest non riceve segnalini TV direttamente: un protettorato che ha appena ricevuto un segnalino e ora ne ha più di Berlino Ovest può trasferirlo nel proprio settore, e allora è Berlino Ovest a perdere un cubo sommossa al suo posto. Una protesta di massa a Berlino Ovest conta doppio: l'Est piazza un secondo segnalino in uno dei protettorati, che per quella provincia è una protesta di massa come le altre (lì quindi non si può costruire) finché non se ne va insieme al primo. A fine decade Berlino Ovest non tiene più segnalini di quanti ne consenta la fabbrica di esportazione del protettorato più debole, nella comparazione interna riceve la differenza piena e si confronta con entrambi i vicini, Berlino Est e Brandenburg. La carta 79, «Inizio dell'era dei computer», è l'unico evento che può mettere un segnalino direttamente a Berlino Ovest, in un settore vuoto finché ce n'è uno.
places-hamburg-title = Hamburg
places-hamburg-text = Hamburg sta tra lo Schleswig-Holstein e la Niedersachsen e non appartiene stabilmente a nessuna delle due: per ogni azione e ogni fase di fine decade l'Ovest decide a quale delle due appartiene, e allora appartiene solo a quella.
places-abroad-title = Polonia e ČSSR
places-abroad-text = Le città all'estero ricevono fabbriche solo tramite eventi che le nominano, mai con i normali punti costruzione, e le perdono solo allo stesso modo (le carte 37 e 73 ne tolgono una per sempre). Una fabbrica esterna aggiunge il suo valore all'economia di una provincia dell'Est con cui ha una connessione operativa, scelta ogni volta dall'Est; non è mai una fabbrica di esportazione, quindi non porta valuta occidentale e non sostiene segnalini TV.
places-rheinsberg-title = Rheinsberg
places-rheinsberg-text = Rheinsberg nel Brandenburg è una città speciale: la sua fabbrica si costruisce solo con un evento che la nomina, ha valore base 2 invece di 1, non riceve infrastrutture ed è l'unica fabbrica fatiscente che i punti smantellamento possono rimuovere.
map-place-rules = Le regole per { $place }
card-place-rules = Le regole dei luoghi speciali che questa carta nomina: { $places }.

## Esempi (interpreter/site/examples.py): gli esempi del regolamento, eseguiti da tests/scenarios/
example-heading = Esempio { $id }: { $title }
example-section = Dal regolamento, §{ $section }.
example-numbers = Il tabellone prima e dopo, in una tabella
example-card = la carta { $number } «{ $title }»
example-step-action = L'{ $side } usa { $card } per l'azione «{ $action }».
example-step-event = L'{ $side } attiva l'evento: { $card }.
example-step-phase = Si esegue la fase di fine decade «{ $phase }».
example-step-icon = Si esegue l'icona «{ $icon }»; la attiva l'{ $side }.
example-step-engine = Le regole determinano da sole il risultato.
example-choices = Scelte, nell'ordine in cui vengono chieste: { $choices }.
example-count = { $count } { $name }
example-value = valore { $value }
example-space = casella { $space }
example-economy-of = Economia: { $province }
example-picture-refused = la scelta che le regole vietano
example-same = Prima e dopo: sul tabellone non cambia nulla
example-space-via = casella { $space } (dopo la casella { $via })
example-economy-unassigned = Economia: { $province } (senza { $cities }, che qui non conta per nessuna provincia)
example-economy-elsewhere = Economia: { $province } (senza { $cities }, che conta per { $other })
example-economy-with = Economia: { $province } (contando { $cities })
example-board = Sul tabellone
example-before = Prima
example-after = Dopo
example-refused-column = Dopo (rifiutato)
example-caption = Il tabellone prima e dopo l'esempio { $id }, come lo gioca il programma del gioco: ciò che l'esempio dispone, ciò che cambia e ciò che verifica.
example-refused-title = Non consentito
example-refused = Le regole non consentono questa mossa: il programma non accetta la scelta e il tabellone resta com'era.
example-result-title = La partita finisce
example-game-over = { $outcome }: vince l'{ $winner }.
example-no-change = Sul tabellone non cambia nulla.
example-picture-before = Il tabellone prima: { $items }.
example-picture-after = Il tabellone dopo: { $items }.
example-picture-item = { $place }: { $state }
example-picture-item-changed = { $place }: { $state } (cambiamento)
example-picture-changed = ciò che cambia
example-picture-export = fabbrica di esportazione (quella di valore più alto della sua provincia)
example-picture-partial = È disegnato solo ciò che l'esempio conta: anche un luogo senza riquadro ha i suoi pezzi, ma qui non contano.
example-picture-none = nulla
example-title-ex-01 = costruire con 3 punti costruzione
example-title-ex-02 = niente costruzioni dove c'è una protesta di massa
example-title-ex-03 = una fabbrica diventa fatiscente
example-title-ex-04 = rimuovere una sommossa con una carta dell'avversario
example-title-ex-05 = una carta con due valori
example-title-ex-06 = aumentare il tenore di vita con i punti della carta
example-title-ex-07 = i punti smantellamento li sceglie chi attiva l'evento
example-title-ex-07b = che cosa si può smantellare per primo
example-title-ex-08 = icone che un giocatore può ignorare
example-title-ex-09 = costruire all'estero
example-title-ex-10 = uno stemma decide chi piazza i pezzi
example-title-ex-11 = lo stemma dell'avversario su un'icona sommossa
example-title-ex-12 = sommosse per la Germania Ovest, non per Berlino Ovest
example-title-ex-13 = la fuga costa punti smantellamento all'Est
example-title-ex-14 = chi ha il vantaggio di prestigio sceglie la casella
example-title-ex-15 = valuta occidentale e fabbriche fatiscenti
example-title-ex-17 = mantenere il tenore di vita
example-title-ex-17b = il tenore di vita di Berlino Ovest
example-title-ex-18 = la comparazione interna
example-title-ex-18c = più sommosse di quante ne contenga la scatola
example-title-ex-19 = la comparazione Est–Ovest
example-title-ex-20 = uno stato collassa
example-title-ex-21 = un segnalino TV trasferito a Berlino Ovest
example-title-ex-22 = l'eccezione della carta 79 per Berlino Ovest
example-title-ex-23 = Hamburg appartiene a una sola provincia
example-title-ex-24 = una fabbrica esterna rafforza Berlino Est
# A card's printed event instruction (card 44: at most 2 unrest in 1 province), quoted as printed.
card-printed-note = Stampato sulla carta sotto questa riga: «{ $note }»

## The player aid (player-aid.md): interpreter/site/learn.py
nav-aid = Aiuto al giocatore
aid-title = Aiuto al giocatore
aid-intro = Tutto ciò che si consulta durante una partita, su poche pagine stampate: un turno, le quattro azioni, le fasi di fine decade nel loro ordine e come finisce la partita. Stampala dal browser; la navigazione viene omessa.
aid-actions = Le quattro azioni
aid-phases = La fine della decade, fase per fase
aid-col-action = Azione
aid-col-phase = Fase
aid-reminders = Promemoria
aid-col-what = Che cosa succede
aid-turn-start = Ogni metà della decade inizia scoprendo { $display } carte nella fila. Nella prima metà inizia chi ha il vantaggio di prestigio, nella seconda chi non ha giocato l'ultimo turno della prima. Poi i giocatori si alternano, e ogni turno si svolge così:
aid-turn-police-before = L'Est può usare le sue carte forze di polizia: ognuna toglie un cubo sommossa da una provincia dell'Est, una volta per decade.
aid-turn-card = Prendere una carta: dalla fila, dalla propria mano oppure (solo l'Est) la carta speciale.
aid-turn-action = Usarla per una sola delle quattro azioni descritte sotto.
aid-turn-police-after = L'Est può usare le carte forze di polizia che non ha ancora usato in questa decade.
aid-turn-socialists = I socialisti del riquadro socialisti vanno uno alla volta nelle province dell'Est con una protesta di massa, scelte dall'Est; ognuno vi toglie un cubo sommossa.
aid-turn-played = La carta va scoperta nella fila delle carte giocate, dove la sua icona fuga conta alla fine della decade; una carta di cui è stata eseguita l'icona forze di polizia va invece all'Est come carta forze di polizia.
aid-turn-end = La metà termina appena la fila è vuota, qualunque carta resti in mano. Una carta speciale che nessuno ha preso resta disponibile nella seconda metà e viene scartata alla fine della decade. Le mani si completano a { $hand } carte solo all'inizio di una decade.
# The switch that hides the boxes of the rule as the game runs it, on every page (wsdv.js keeps the choice).
notation-hide = Nascondi le regole come il gioco le esegue
notation-show = Mostra le regole come il gioco le esegue
# Under a rule of the rules page: links to the special places' sections that gather it.
rules-see-places = I luoghi speciali a cui si applica questa regola: { $places }.
# The editions on the rules pages (pages.edition_switch, pages._edition_passage): the base game's name
# as an edition, and the switch's label.
edition-base = Prima edizione
edition-switch = Edizione:
# above every page of a build holding several editions: links to the same page in the others
edition-pages = Edizione di questa pagina:
# On a card page, under "In the variant …": a rule the card uses that the variant changes; $name links
# the icon or the track, $text is the variant's words for it (a whole passage opening with a capital).
card-edition-icon = L'icona { $name } dell'evento di questa carta funziona in modo diverso. { $text }
card-edition-track = Le frecce di questa carta muovono un segnalino su un tracciato che cambia: { $name }. { $text }
# Rules and the cards and places they name, linked both ways (interpreter/site/crosslinks.py): under
# each rule of the rules page its permalink, the places it names, the cards showing its icon; in each
# map entry the rules naming the place; on a card page the rules its event follows.
rule-permalink = Link a questa regola
rule-names-places = Luoghi citati da questa regola: { $places }.
rule-cards-with-icon = Carte il cui evento mostra questa icona: { $cards }.
rule-cards-count = { $count ->
    [one] { $count } carta
   *[other] { $count } carte
}
place-named-by = Regole che citano questo luogo: { $rules }.
card-rules = Le regole che l'evento di questa carta segue: { $rules }.
# On a card page whose face prints a line a ruling has the game play otherwise (a row's `printed`): the
# event as played, in a box of its own under the card's printed text ($text: a whole passage).
card-played-title = Come la gioca il chiarimento
card-played = Il testo qui sopra è quello stampato sulla carta. Secondo il suo chiarimento (in «Chiarimenti»), il gioco esegue l'evento così. { $text }
example-told = Che cosa succede, come lo racconta il gioco:
example-crest-alt = L'icona «{ $icon }» ingrandita, con lo stemma cerchiato
example-crest-callout = Ingrandito: lo stemma in alto a sinistra dell'icona è dell'altro giocatore. Quindi è l'altro giocatore a decidere dove agisce questa icona, anche se non ha attivato lui la carta.
example-text-ex-01 = L'Ovest costruisce con la carta 17, il cui valore giallo è 3, e ha quindi 3 punti costruzione. Mette una fabbrica a Hannover e l'infrastruttura su entrambe le linee blu di Hamburg–Hannover. Ora quella connessione è completa tra due fabbriche, quindi è operativa: Hamburg e Hannover valgono 1 + 1 = 2 ciascuna, e la Niedersachsen, contando Hamburg, ha un'economia di 4.
example-text-ex-02 = In Sachsen ci sono 4 cubi sommossa, quindi una protesta di massa. L'Est non può costruirvi nulla: né sulle sue città né su alcuna connessione delle sue città, nemmeno una che porta in un'altra provincia, come Leipzig–Jena. Dresden è in Sachsen, quindi le regole lo rifiutano.
example-text-ex-03 = La fabbrica di Berlino (Berlino Est) ha due connessioni operative, con Bitterfeld e con Magdeburg, e vale quindi 1 + 2 = 3. Quando diventa fatiscente, il suo 1 di base diventa 0: vale 2. Le sue connessioni restano operative e le fabbriche vicine mantengono il loro valore.
example-text-ex-04 = La carta 12 è gialla, per l'Est una carta dell'avversario. L'Est la usa per rimuovere 1 cubo sommossa dalla Sachsen e lo paga con un punto smantellamento: smantella la sua fabbrica di Jena, in Thüringen. Con una carta rossa non gli sarebbe costato nulla; se l'Est non avesse nulla da smantellare, non potrebbe usare questa carta per questa azione.
example-text-ex-05 = La carta 16 ha due riquadri di valore: 4 in giallo per l'Ovest e 1 in rosso per l'Est. L'Est costruisce con essa, quindi riceve 1 punto costruzione, abbastanza per una fabbrica, a Leipzig.
example-text-ex-06 = L'Est aumenta il tenore di vita con la carta 1, che vale 2. La Sachsen ha un'economia di 3, sufficiente per il primo segnalino; la Thüringen e il Mecklenburg hanno 2 ciascuno, uno in meno, quindi l'Est dà a ognuno 1 dei 2 punti della carta. Tre segnalini vanno in tre province diverse, e ognuno toglie 1 cubo sommossa dove arriva.
example-text-ex-07 = Un evento dà all'Ovest 4 punti smantellamento, e l'Est, che lo attiva, sceglie ogni pezzo. Prima toglie le due infrastrutture di Hamburg–Hannover; solo dopo possono andarsene le due fabbriche, perché una fabbrica si rimuove solo quando nessuna delle sue connessioni ha più infrastrutture.
example-text-ex-07b = Su Hamburg–Hannover c'è ancora un'infrastruttura, quindi nessuna delle due fabbriche può ancora essere smantellata: le regole rifiutano Hamburg. Prima deve andarsene l'infrastruttura.
example-text-ex-08 = La carta 11 è duplice: mette 1 cubo sommossa in Germania Ovest e sposta l'indicatore del prestigio di 1 casella verso l'Ovest. L'Ovest la attiva e tralascia l'icona della sommossa, che lo danneggerebbe; la freccia viene eseguita. Con una carta duplice chi la attiva può tralasciare una freccia o un'icona senza freccia; con una carta rossa o gialla ogni icona va eseguita.
example-text-ex-09 = La carta 7 dà all'Est 2 punti costruzione in Polonia e 2 nella ČSSR, più 1 cubo sommossa. In Polonia l'Est costruisce due fabbriche; nella ČSSR una fabbrica a Děčín e l'infrastruttura su Cottbus–Děčín: una connessione appartiene a entrambe le sue città, quindi una linea verso una città ceca conta come costruita nella ČSSR. Il cubo sommossa va nel Mecklenburg, dove crea una protesta di massa.
example-text-ex-10 = La carta 15 dà all'Ovest un punto costruzione e all'Est un punto smantellamento, entrambe le icone con lo stemma dell'Ovest. L'Est la attiva e decide ancora l'ordine delle icone, ma lo stemma fa decidere all'Ovest dove agiscono: costruisce una fabbrica a Bremen e toglie la fabbrica dell'Est a Leipzig. L'icona polizia della carta è stata eseguita, quindi la carta va all'Est come carta forze di polizia.
example-text-ex-11 = L'icona sommossa della carta 11 porta lo stemma dell'Est. L'Ovest attiva la carta, eppure è l'Est a scegliere quale provincia della Germania Ovest riceve il cubo: l'Hessen, che ora ha 4 cubi e quindi una protesta di massa.
example-text-ex-12 = La carta 4 dà all'Ovest 2 cubi sommossa in Germania Ovest. L'Est la attiva e può metterli in qualsiasi provincia dell'Ovest tranne Berlino Ovest: sceglie l'Hessen e la Bayern, che arrivano a 4 cubi ciascuna e quindi a una protesta di massa. Berlino Ovest tiene i suoi 3 cubi.
example-text-ex-13 = L'indicatore della fuga avanza di 2 caselle per due carte giocate con l'icona fuga, di 1 per la carta forze di polizia rossa dell'Est e di 1 per l'unico segnalino TV della provincia migliore dell'Ovest, la Niedersachsen; arretra di 1 perché l'Ovest ha una protesta di massa (l'Hessen, con 8 cubi). La provincia peggiore dell'Est non ha segnalini, quindi per essa non si toglie nulla. In tutto 3 caselle; ogni 2 caselle costano all'Est 1 punto smantellamento, quindi paga 1. L'Ovest, che ha il vantaggio di prestigio, sceglie il pezzo: la fabbrica dell'Est a Berlino. Poi l'indicatore torna a 0 e le carte giocate vengono scartate.
example-text-ex-14 = L'indicatore del prestigio è sulla casella −3 del tratto dell'Ovest, la cui icona darebbe all'Est 1 cubo sommossa. L'Ovest ha il vantaggio di prestigio e può eseguire quella casella o una qualsiasi delle sue caselle più vicine al centro. Sceglie −2, dove una fabbrica dell'Est diventa fatiscente, e indica Bitterfeld; nessuna sommossa viene aggiunta.
example-text-ex-15 = L'Est ha 8 segnalini TV, quindi gli servono 8 di valuta occidentale. Il tracciato della valuta gliene dà 3. La fabbrica di esportazione più debole dell'Ovest vale 3, e 2 fabbriche di esportazione dell'Est (che valgono 0, 1, 1, 2, 3 e 5) la raggiungono: altri 2. L'Est incassa 5 e gliene mancano 3, quindi 3 sue fabbriche diventano fatiscenti; i giocatori le scelgono a turno, prima l'Ovest, che ha il vantaggio di prestigio.
example-text-ex-17 = Il Brandenburg ha 3 segnalini TV, ma la sua fabbrica di esportazione, la migliore (Schwedt), vale solo 1. Ne tiene 1 e ne perde 2; perderli non porta sommosse.
example-text-ex-17b = La Rheinland-Pfalz e il Baden-Württemberg hanno trasferito segnalini a Berlino Ovest; le loro fabbriche di esportazione valgono 1 e 3. Berlino Ovest non tiene più segnalini di quanti ne consenta il più debole dei due, cioè 1: dei suoi 3 segnalini (2 nel settore francese, 1 in quello americano) ne perde 2, e l'Ovest sceglie il settore francese.
example-text-ex-18 = Ogni provincia dell'Ovest ha 3 segnalini TV, tranne la Bayern e Berlino Ovest, che ne hanno 2 ciascuna (quelli di Berlino Ovest nei settori francese e britannico). Una provincia con meno segnalini della migliore della sua parte riceve la differenza meno 1: la Bayern riceve 3 − 2 − 1 = 0 cubi. Berlino Ovest riceve la differenza piena: 1 cubo. Le province dell'Est non hanno alcun segnalino, quindi nessuna riceve cubi: la Sachsen, nella tabella, vale per tutte.
example-text-ex-18c = Qui solo l'Hessen ha segnalini TV, 3. A ogni altra provincia dell'Ovest ne mancano 3, quindi riceve 3 − 1 = 2 cubi sommossa, e Berlino Ovest tutti e 3. La scatola contiene 50 cubi sommossa, ma nessuna regola li limita: si piazza ogni cubo che la comparazione richiede.
example-text-ex-19 = La Bayern ha 3 segnalini TV e 4 cubi sommossa, quindi una protesta di massa, e le restano 2 segnalini per attaccare. Può attaccare la Sachsen (nessun segnalino: 2 cubi) o la Thüringen (1 segnalino: 1 cubo), e l'Ovest sceglie la Thüringen. Anche l'Hessen, con 2 segnalini, attacca la Thüringen: 1 cubo in più. La Thüringen arriva a 5 cubi; la sua protesta di massa compare solo quando tutte le province hanno fatto il confronto.
example-text-ex-20 = A Berlino Ovest ci sono 8 cubi sommossa, quindi 2 proteste di massa. Ognuna porta un secondo segnalino in un protettorato di Berlino Ovest scelto dall'Est: la Rheinland-Pfalz e il Baden-Württemberg. L'Ovest non ha altre proteste di massa, eppure alla verifica del collasso ne conta 4: l'Ovest collassa e vince l'Est. Se nella stessa verifica fosse collassato anche l'Est, avrebbe vinto comunque l'Est. L'immagine mostra questi due segnalini già al loro posto, accanto ai 3 cubi dei protettorati: sono arrivati con le proteste di Berlino Ovest, e la verifica si limita a contare.
example-text-ex-21 = Berlino Ovest non ha segnalini TV. L'Ovest aumenta il tenore di vita con la carta 18 e mette un segnalino in Rheinland-Pfalz, protettorato del settore francese. Ora la Rheinland-Pfalz ha più segnalini di Berlino Ovest, quindi, una volta piazzati tutti gli altri segnalini dell'azione, l'Ovest trasferisce questo nel settore francese; il cubo sommossa lo perde allora Berlino Ovest, non la Rheinland-Pfalz. Il prossimo segnalino di Berlino Ovest dovrà arrivare dal settore britannico o da quello americano.
example-text-ex-22-2 = La carta 79, «Inizio dell'era dei computer», è l'unico evento che può mettere un segnalino TV direttamente a Berlino Ovest. Il settore americano ne ha uno e gli altri nessuno, quindi il segnalino deve andare in un settore vuoto: l'Ovest sceglie quello britannico. Il segnalino toglie un cubo a Berlino Ovest, e l'icona successiva della carta un altro.
example-text-ex-23 = Lo Schleswig-Holstein non ha fabbriche proprie, ma Hamburg, che vale 3, sta tra esso e la Niedersachsen. L'Ovest aumenta il tenore di vita e per questa azione fa appartenere Hamburg allo Schleswig-Holstein: la sua economia è 3, abbastanza per un primo segnalino. Nella stessa azione Hamburg non può contare anche per la Niedersachsen; nell'azione o nella fase successiva l'Ovest può scegliere di nuovo.
example-text-ex-24 = La fabbrica di Poznań, in Polonia, vale 2 e ha una connessione operativa con Berlino, ma nessuna con Schwedt. Può aggiungere il suo valore solo a Berlino Est: con essa l'economia di Berlino Est è 5 invece di 3, mentre il Brandenburg resta a 1. Una fabbrica esterna non è mai una fabbrica di esportazione: quella di Berlino Est resta la fabbrica di Berlino, che vale 3.
example-title-ex-15-3 = lo stesso con l'indicatore della valuta su −3
example-text-ex-15-3 = La stessa situazione, ma l'indicatore della valuta occidentale è su −3: l'Est incassa −3 + 2 = −1, quindi gliene mancano 8 + 1 = 9. L'Est ha esattamente 9 fabbriche che possono ancora diventare fatiscenti, quindi lo diventano tutte. Se ne mancasse una in più, l'Est dovrebbe invece togliere un'infrastruttura, e se non avesse più nulla da togliere sarebbe l'insolvenza nazionale.

## La fine della decade nel percorso di apprendimento: una frase per fase della sequenza (learn.py)
learn-phase-flight = L'indicatore fuga sale di una casella per ogni icona fuga sulle carte giocate in questa decade, per ogni carta forze di polizia rossa dell'Est, per ogni segnalino TV nella provincia dell'Ovest che ne ha di più, e ancora una volta se una provincia dell'Est ha una protesta di massa; scende di una casella per ogni segnalino TV nella provincia dell'Est che ne ha di meno, e una volta se una provincia dell'Ovest ha una protesta di massa. Ogni { $track-flight-steps-per-point } caselle raggiunte costano all'Est un punto smantellamento, scelto a turno dai giocatori; poi l'indicatore torna a 0 e le carte giocate si scartano.
learn-phase-wall_cost = Il prestigio si sposta di una casella a favore dell'Ovest, l'Est smantella un punto a sua scelta e le carte giocate si scartano.
learn-phase-prestige = Chi ha il vantaggio di prestigio esegue le icone sotto l'indicatore prestigio, o quelle di una casella della propria parte più vicina al centro, e decide dove agiscono.
learn-phase-currency = L'Est guadagna il numero sotto l'indicatore valuta, più uno per ogni sua fabbrica di esportazione che vale almeno quanto la più debole fabbrica di esportazione della Germania Ovest (una fabbrica esterna non conta mai). Gliene serve una per ogni segnalino TV: per ognuna che manca una fabbrica dell'Est diventa fatiscente, scelta a turno dai giocatori, e quando non ne resta nessuna da rendere fatiscente ognuna che manca costa un punto smantellamento.
learn-phase-police_payment = L'Est smantella un punto per ogni carta forze di polizia raccolta.
learn-phase-ls_upkeep = Nessuna provincia tiene più segnalini TV del valore della sua fabbrica di esportazione; Berlino Ovest non più del valore della fabbrica di esportazione più debole tra i protettorati che le hanno trasferito segnalini.
learn-phase-internal_comparison = Ogni parte confronta le sue province con la propria provincia che ha più segnalini TV: una provincia che ne ha meno riceve la differenza, meno uno, in cubi sommossa; Berlino Ovest riceve l'intera differenza.
learn-phase-east_west_comparison = Ogni provincia si confronta con una provincia vicina dell'altra parte, scelta dal suo proprietario (Berlino Ovest con entrambe le vicine): la sua forza sono i suoi segnalini TV meno uno per ogni protesta di massa che contiene, e una vicina con meno segnalini di così riceve la differenza in cubi sommossa. Le nuove proteste di massa compaiono solo quando tutte le province si sono confrontate.
learn-phase-police_cards = Per ogni carta forze di polizia raccolta e non usata in questa decade, l'Est toglie un cubo sommossa da una provincia a sua scelta.
learn-phase-socialists = L'Est riceve o perde i socialisti indicati sotto l'indicatore del tracciato socialista. I nuovi vanno nel riquadro socialisti, e se gliene spetta uno quando tutti i { $count-socialist } sono già in gioco, il socialismo trionfa e vince l'Est; quelli persi si prendono prima dal riquadro, poi da province scelte dall'Ovest, e per ognuno torna lì un cubo sommossa; se ne deve togliere uno e non ne resta nessuno, il socialismo fallisce e vince l'Ovest. I socialisti sulla mappa vi restano finché non vengono persi così; quelli ancora nel riquadro vanno poi nelle province con una protesta di massa.
learn-phase-collapse_check = { $outcome-n2-same ->
        [yes] Ogni Stato conta i suoi segnalini protesta di massa: uno Stato che ne ha { $outcome-n2 } o più crolla e vince l'altra parte; se crollano entrambi insieme, vince l'Est.
       *[no] Ogni Stato conta i suoi segnalini protesta di massa: l'Ovest crolla con { $outcome-west-collapses-n2 } o più, l'Est con { $outcome-east-collapses-n2 } o più, e vince l'altra parte; se crollano entrambi insieme, vince l'Est.
    }

learn-setup-title = La preparazione, passo per passo
learn-setup-intro = Tutto ciò che va sul tavolo prima del primo turno, nell'ordine del regolamento (§{ $section }).
setup-picture-title = Il tabellone dopo la preparazione
setup-picture-alt = Il tabellone dopo la preparazione, prima del primo turno: { $items }.
setup-picture-caption = Il tabellone dopo la preparazione: ciò che vi lasciano i passi qui sopra, disegnato eseguendo la preparazione del gioco stesso. Prima del primo turno confrontate il vostro tavolo con questo.
setup-step-spread-all = Mettete { $count } { $pieces } in ciascuna delle { $provinces } province, Berlino Ovest e Berlino Est comprese: { $total } { $all } in tutto.
setup-step-spread = Mettete { $count } { $pieces } in ciascuna di queste province: { $places }.
setup-step-box = Mettete { $count } { $pieces } nel { $box }; gli altri { $rest } restano accanto al tabellone.
setup-step-factories = L'{ $side } mette una { $piece } di valore { $value } su ciascuna delle sue città iniziali (disegnate con un contorno irregolare): { $cities }. Ruotate ogni fabbrica in modo che il { $value } sia rivolto verso l'alto.
setup-step-abroad = Mettete le { $count } { $pieces } accanto alle città all'estero ({ $countries }: { $cities }): lì costruiscono solo gli eventi che nominano quelle città.
setup-step-tracks = { $count ->
    [1] Mettete l'indicatore di questo tracciato sullo spazio { $space }: { $tracks }.
   *[other] Mettete gli indicatori di questi { $count } tracciati sullo spazio { $space }: { $tracks }.
}
setup-step-sequence = Mettete l'indicatore fine decade a faccia in su sul suo tracciato, nello spazio che mostra il suo simbolo: alla fine di ogni decade lo avanzate fase per fase, dalla prima ({ $phase }) in poi, così da non dimenticarne nessuna.
setup-step-sequence-flag = Mettete l'indicatore fine decade a faccia in su sul suo tracciato, nello spazio che mostra il suo simbolo: alla fine di ogni decade lo avanzate fase per fase, dalla prima ({ $phase }) in poi, così da non dimenticarne nessuna. Lo si gira sull'altro lato solo quando viene costruito il { $flag }.
setup-step-decks = Dividete le carte in { $decades } mazzi, uno per decade: ciascuno ha { $cards } carte e { $specials ->
    [1] una carta speciale
   *[other] { $specials } carte speciali
}, { $total } in tutto. Tenete da parte i mazzi delle decadi successive.
setup-step-start = Inizia la { $decade }: mettete la sua carta speciale accanto alla fila, mescolate le sue altre { $cards } carte per formare il mazzo di pesca, date { $hand } carte a ciascun giocatore e scoprite { $display } carte nella fila.
setup-step-advantage = L'{ $side } ha il vantaggio di prestigio, quindi gioca il primo turno.

outline-title = Una partita in breve
outline-start-head = Inizio di una decade:
outline-start = la sua carta speciale va accanto alla fila e le sue carte si mescolano per formare il mazzo di pesca; ogni giocatore completa la mano a { $hand } carte.
outline-halves-head = { $halves } metà:
outline-halves = ciascuna inizia scoprendo { $display } carte nella fila; i giocatori si alternano, ognuno prende una carta e la usa per un'azione, finché la fila è vuota. La seconda metà la inizia chi non ha giocato l'ultimo turno della prima.
outline-end-head = Fine della decade:
outline-end = { $count } fasi in quest'ordine: { $phases }.
outline-after-head = Decade successiva:
outline-after = { $count } decadi in tutto ({ $decades }). La fine di ogni decade può chiudere la partita; se alla fine della { $last } nessuno ha vinto, vince l'{ $winner }.

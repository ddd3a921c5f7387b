# Le regole a parole: un messaggio per ogni dichiarazione di regole, `rules-<kind>-<id>` (vedi interpreter/words/prose.py).
# `.version` registra quale versione della dichiarazione il testo descrive.

rules-setup-standard = Ogni provincia inizia con { $n1 } { NAME($piece-unrest, $n1) }, compresi Berlino Ovest e Berlino Est. Nel riquadro socialisti del tabellone { $n2 ->
        [one] attende
       *[other] attendono
    } { $n2 } { NAME($piece-socialist, $n2) }. Ognuna delle quattro città iniziali (disegnate con un contorno irregolare) riceve una fabbrica di valore { $value }. Ogni indicatore parte dalla casella del suo tracciato che ne mostra il simbolo, quello della fuga dallo zero; l'indicatore prestigio parte nella zona gialla, quella dell'Ovest: è quindi l'Ovest ad avere il vantaggio di prestigio e a giocare per primo.
    .title = Preparazione
    .version = 363b046cd1
rules-deck-standard = La partita dura { $total-decade } decadi. Ogni decade ha il proprio mazzo di carte azione e una carta speciale. Una decade si gioca in { $halves } metà: all'inizio di ogni metà { $display } carte vengono scoperte in cima al tabellone. Ogni giocatore ha in mano { $hand } carte, che si completano solo all'inizio di una decade; le carte in mano restano segrete.
    .title = Decadi, mazzi e mani
    .version = 3e22d17f56
rules-routine-start-decade = All'inizio di una decade la sua carta speciale viene posta accanto alle carte scoperte e le sue carte vengono mescolate in un nuovo mazzo. Dalla seconda decade in poi ogni giocatore può prima scartare le carte rimaste dalle decadi precedenti; poi entrambe le mani vengono completate.
    .title = L'inizio di una decade
    .version = 97e35476a8
rules-routine-half-decade = In ogni metà della decade si scoprono in cima al tabellone { $deck-standard-display } carte del mazzo di pesca e i giocatori si alternano: nella prima metà inizia chi ha il vantaggio di prestigio, nella seconda chi non ha giocato l'ultimo turno della prima. Al proprio turno un giocatore prende una carta (una di quelle scoperte, una della propria mano oppure, solo l'Est, la carta speciale) e la usa per una sola delle quattro azioni. Prima e dopo l'azione l'Est può usare le sue carte forze di polizia. Una carta usata va scoperta nella fila delle carte giocate in fondo al tabellone, dove la sua icona fuga conta alla fine della decade; una carta di cui è stata eseguita l'icona forze di polizia va invece davanti all'Est. La metà termina quando non restano carte scoperte; una carta speciale che nessuno ha preso resta disponibile nella seconda metà.
    .title = I turni
    .version = 17e7cfb5f6
rules-action-remove-cube = Si toglie un cubo sommossa da una propria provincia. Con una carta del proprio colore non costa nulla; con una carta duplice o del colore dell'avversario occorre anche smantellare un punto, perciò l'azione non è possibile se non c'è nulla da smantellare. Le carte speciali non si possono usare così.
    .version = 11864922b4
rules-action-develop = Si ricevono tanti punti costruzione quanti ne vale la carta per chi la gioca e si spendono subito in fabbriche e infrastrutture nelle proprie province, mai in una provincia con una protesta di massa. Le carte speciali non si possono usare così.
    .version = fe322e41c7
rules-action-raise-living-standard = Si piazzano fino a { $markers } segnalini tenore di vita (TV), ciascuno in una diversa provincia propria. Il primo TV di una provincia richiede un'economia di almeno { $threshold }, il secondo il doppio, il terzo il triplo, e così via. I punti della carta possono colmare la differenza, al massimo { $bridge } per provincia. L'icona TV di un evento si applica senza considerare l'economia della provincia: il segnalino va anche in una provincia con economia zero. Ogni nuovo TV toglie un cubo sommossa dalla sua provincia. Berlino Ovest non riceve TV direttamente: dopo, un protettorato che ora ha più TV di Berlino Ovest può cederle il suo nuovo segnalino TV, nel settore della propria bandiera, purché quel settore non abbia più TV degli altri; il cubo sommossa si toglie allora da Berlino Ovest invece che dal protettorato.
    .version = 7a425f29d6
rules-action-trigger-event = Si eseguono tutte le icone dell'evento della carta, nella sequenza scelta da chi lo attiva. L'Est può attivare le carte rosse e duplici, l'Ovest quelle gialle e duplici; con una carta duplice chi attiva l'evento può ignorarne una freccia oppure un'icona senza freccia. Chi attiva l'evento decide anche dove ha effetto ogni icona, a meno che l'icona mostri uno stemma: allora decide il giocatore dello stemma. Un'icona che non si può eseguire si ignora, e una freccia che spingerebbe un indicatore oltre la fine del suo tracciato fa invece ciò che indica quell'estremità del tracciato (vedi i tracciati). Solo l'Est può prendere la carta speciale, che si può usare soltanto per il suo evento.
    .version = 9c8a6ef9a1
rules-derive-mass-protest = Una provincia ha una protesta di massa ogni { $every } { NAME($piece-unrest, $every) } che contiene: { $every } cubi ne fanno una, il doppio due, e un segnalino protesta di massa se ne va non appena i cubi scendono sotto la sua soglia. Ogni protesta di massa a Berlino Ovest conta doppio: l'Est mette un secondo segnalino in uno dei protettorati di Berlino Ovest, e questo se ne va insieme al primo.
    .title = Proteste di massa
    .version = fa426bca80
rules-icon-build-point = Con i punti costruzione cresce l'economia. Ogni punto compra un pezzo, piazzato subito in una propria provincia senza protesta di massa, mai a Berlino Ovest: una fabbrica in una città libera, oppure un'infrastruttura su una linea blu libera di una connessione che tocca già una fabbrica. Una fabbrica vale { $value-yellow-factory } (una fatiscente { $value-rundown-factory }), più 1 per ogni sua connessione operativa (tutte le linee blu occupate fino a un'altra fabbrica); l'economia di una provincia è la somma dei valori delle sue fabbriche, e la fabbrica che vale di più è la sua fabbrica di esportazione. Le città all'estero e Rheinsberg ricevono una fabbrica solo quando un evento le nomina.
    .title = L'economia: punti costruzione
    .version = 3b9ca7142a
rules-icon-dismantle = Un punto smantellamento toglie un pezzo dell'economia: un'infrastruttura, oppure una fabbrica le cui connessioni non hanno più infrastrutture. Una fabbrica fatiscente non viene mai smantellata, tranne quella di Rheinsberg: un punto la rende fatiscente, un altro la toglie. Le fabbriche all'estero vengono tolte solo da un evento che le nomina. Nessuno può attivare un evento che lo costringa a smantellare più pezzi propri di quanti ne abbia. Senza stemma, i pezzi li sceglie chi attiva l'evento, anche quelli dell'avversario. Durante una decade un punto che non trova nulla da togliere va perso; alla fine della decade un punto che l'Est non può pagare lo rende insolvente.
    .title = L'economia: punti smantellamento
    .version = e00347d639
rules-sequence-end-of-decade = Dopo la seconda metà di ogni decade viene la fine decade: { $phases-count } fasi, nell'ordine del tracciato di fine decade. Finché il muro di Berlino resta in piedi, la prima fase è il costo del muro invece della fuga. La partita si può vincere solo durante queste fasi. Se alla loro fine nessuno ha vinto, si scartano il resto del mazzo di pesca e la carta speciale, se nessuno l'ha presa, e comincia la decade successiva.
    .title = La fine decade
    .version = 3147a0719f
rules-phase-flight = L'indicatore fuga avanza di una casella per ogni icona fuga sulle carte giocate in questa decade, per ogni carta forze di polizia rossa raccolta dall'Est, per ogni segnalino tenore di vita (TV) nella provincia dell'Ovest che ne ha di più, e ancora di una se almeno una provincia dell'Est ha una protesta di massa. Indietreggia di una casella per ogni TV nella provincia dell'Est che ne ha di meno, e di una se almeno una provincia dell'Ovest ha una protesta di massa; non scende mai sotto lo zero. Ogni { $track-flight-steps-per-point } caselle raggiunte l'Est smantella un punto; i pezzi li scelgono i giocatori a turno, per primo chi ha il vantaggio di prestigio. Poi l'indicatore torna a zero e le carte giocate vengono scartate.
    .version = 4136407f1d
rules-phase-wall-cost = Finché il muro resta in piedi, al posto della fuga si pagano i costi del muro: l'indicatore prestigio si sposta di una casella a favore dell'Ovest, l'Est smantella un punto a sua scelta e le carte giocate vengono scartate. Se l'Est non ha più nulla da smantellare, è insolvente e perde.
    .version = 6ca8c84c0c
rules-phase-prestige = Chi ha il vantaggio di prestigio, cioè il giocatore nella cui zona del tracciato prestigio si trova l'indicatore, esegue le icone stampate sotto l'indicatore prestigio, oppure quelle di una sola casella della propria zona più vicina al centro, e decide dove hanno effetto.
    .version = c2a87cb0c3
rules-phase-currency = L'Est incassa il numero stampato sotto l'indicatore valuta occidentale (se è negativo, aumenta ciò che manca), più 1 per ogni sua fabbrica di esportazione che valga almeno quanto la più debole fabbrica di esportazione della Germania Ovest. La fabbrica di esportazione di una provincia è la sua fabbrica di valore più alto; una fabbrica all'estero non lo è mai, e se una provincia della Germania Ovest non ha alcuna fabbrica, ogni fabbrica di esportazione dell'Est frutta 1, anche una di valore 0. Gli serve 1 valuta occidentale per ogni suo TV. Per ogni unità che manca, una fabbrica dell'Est diventa fatiscente (la scelgono i giocatori a turno, per primo chi ha il vantaggio di prestigio); quando nella DDR non resta alcuna fabbrica da rendere fatiscente, ogni unità che ancora manca costa un punto smantellamento, scelto di nuovo a turno e di nuovo a partire da chi ha il vantaggio di prestigio.
    .version = bc627bc12d
rules-phase-police-payment = L'Est smantella un punto per ogni carta forze di polizia raccolta, e sceglie lui quali pezzi togliere.
    .version = ebab1d3a06
rules-phase-ls-upkeep = Nessuna provincia può tenere più TV di quanto valga la sua fabbrica di esportazione; quelli in più vengono tolti. Berlino Ovest non ne tiene più di quanto valga la più debole fabbrica di esportazione fra i protettorati che le hanno ceduto un segnalino TV, e l'Ovest sceglie da quali settori toglierli.
    .version = c186854eac
rules-phase-internal-comparison = Ogni giocatore confronta le sue province con quella che ha più TV: una provincia con meno TV riceve in cubi sommossa la differenza meno uno. Berlino Ovest riceve l'intera differenza.
    .version = f2e486fba9
rules-phase-east-west-comparison = Ogni provincia «attacca» una provincia confinante dell'avversario, scelta dal suo proprietario (Berlino Ovest le attacca entrambe). La sua forza è il numero dei suoi TV, meno uno per ogni protesta di massa che contiene; se la provincia attaccata ha meno TV di questa forza, riceve la differenza in cubi sommossa. Le nuove proteste di massa compaiono solo dopo che tutte le province hanno attaccato.
    .version = 5df82fb63b
rules-phase-police-cards = Per ogni carta forze di polizia raccolta che non ha usato in questa decade, l'Est toglie un cubo sommossa da una provincia a sua scelta. Poi si tolgono i cubi posati sulle carte usate.
    .version = bbfc6639a4
rules-phase-socialists = L'Est riceve o perde i socialisti indicati sotto l'indicatore socialista. I nuovi socialisti vanno nel riquadro socialisti; se ne spetta uno quando tutti i { $count-socialist } sono già sul tabellone, il socialismo trionfa e vince l'Est. I socialisti persi si tolgono prima dal riquadro, poi dalle province scelte dall'Ovest, e ognuno tolto da una provincia vi rimette un cubo sommossa; se se ne deve togliere uno e non ne resta nessuno, il socialismo fallisce e vince l'Ovest. Infine i socialisti del riquadro vanno nelle province con una protesta di massa.
    .version = 4a5e80958c
rules-phase-collapse-check = { $outcome-n2-same ->
        [yes] Verifica del collasso: uno Stato con { $outcome-n2 } o più { NAME($piece-mass-protest, $outcome-n2) } collassa e perde subito (vedi come finisce la partita).
       *[no] Verifica del collasso: l'{ NAME($side-west) } collassa se ha { $outcome-west-collapses-n2 } o più { NAME($piece-mass-protest, $outcome-west-collapses-n2) }, l'{ NAME($side-east) } se ne ha { $outcome-east-collapses-n2 } o più. Chi collassa perde subito (vedi come finisce la partita).
    }
    .version = 653c45454f
rules-routine-place-socialists = Dopo ogni azione, e nella fase socialista della fine decade (non nelle sue altre fasi), i socialisti del riquadro socialisti vanno uno alla volta in una provincia dell'Est con una protesta di massa, scelta dall'Est; ognuno vi toglie un cubo sommossa. Si fermano quando nessuna provincia dell'Est ha più una protesta di massa. Un socialista resta poi nella sua provincia finché non viene perso in una fase socialista.
    .title = I socialisti vanno alle proteste di massa
    .version = 0da8c4cb78
rules-routine-use-police = Prima e dopo la sua azione l'Est può usare ogni carta forze di polizia raccolta, una volta per decade: la carta toglie un cubo sommossa da una provincia dell'Est, e il cubo viene posato sulla carta per segnare che è stata usata. L'Est può smettere quando vuole.
    .title = Carte forze di polizia
    .version = 1a3a0177e0
rules-city-rheinsberg = Rheinsberg, { NAME($province, case: "in") }, e le città all'estero sono città speciali: lì una fabbrica nasce solo da un evento che le nomina, mai con i normali punti costruzione. Una fabbrica a Rheinsberg vale { $base-value } già di base; Rheinsberg non riceve infrastrutture. Una fabbrica all'estero aggiunge il suo valore all'economia di una sola provincia dell'Est verso cui ha una connessione operativa, scelta dall'Est di nuovo a ogni azione e a ogni fase di fine decade; non è mai una fabbrica di esportazione.
    .title = Città speciali
    .version = 2d46c5e4c7
rules-city-hamburg = { NAME($city-hamburg) } non è una provincia: per ogni azione e ogni fase di fine decade l'{ NAME($chooser) } decide a quale delle due province ({ NAME($floating, join: "or") }) appartiene, e per quell'azione o fase appartiene solo a quella.
    .title = Una città tra due province
    .version = d94deba94a
rules-outcome-west-collapses = Se al controllo del collasso l'Ovest ha { $n2 } o più { NAME($piece-mass-protest, $n2) }, collassa e vince l'{ NAME($winner) }. Se entrambi gli Stati collassano allo stesso controllo, vince l'{ NAME($first-winner) }.
    .version = bd730ac31b
rules-outcome-east-collapses = Se al controllo del collasso l'Est ha { $n2 } o più { NAME($piece-mass-protest, $n2) }, collassa e vince l'{ NAME($winner) }.
    .version = 9e54a96b25
rules-outcome-end-of-game = Se alla fine dell'ultima decade nessuno ha vinto, vince l'{ NAME($winner) }.
    .version = 74c7c9c953
rules-outcome-national-insolvency = Se durante la fine decade l'Est deve smantellare più di quanto possiede, è insolvente e vince subito l'{ NAME($winner) }.
    .version = d789a054c5
rules-outcome-triumph-of-socialism = Se l'Est deve ricevere un socialista quando sono già tutti sul tabellone, il socialismo trionfa e vince subito l'{ NAME($winner) }.
    .version = 8777ea7289
rules-outcome-failure-of-socialism = Se un socialista deve lasciare il tabellone e non ne resta nessuno, il socialismo fallisce e vince subito l'{ NAME($winner) }.
    .version = e144751961

# Regole a parole aggiunte dove la fine decade chiedeva più spiegazioni (che cosa comporta un punto
# smantellamento non pagato; chi sceglie i pezzi).
rules-routine-pay-dismantle = Ogni punto smantellamento che l'Est deve pagare durante la fine decade (fuga, costo del muro, valuta occidentale, pagamento delle forze di polizia, icona di smantellamento della fase del prestigio) toglie una fabbrica o un'infrastruttura dell'Est. Se l'Est deve pagare un punto e non ha più nessun pezzo da togliere, è insolvente: le fasi rimanenti si saltano e l'Est perde subito (insolvenza nazionale). Durante una decade, invece, un punto che non trova nulla da togliere va semplicemente perso.
    .title = Pagare i punti smantellamento alla fine decade
    .version = b70ecf462f
rules-routine-east-pays-alternately = Quando l'Est deve smantellare più punti per la fuga o per la valuta occidentale mancante, i due giocatori scelgono i pezzi a turno, un punto alla volta: il primo pezzo lo sceglie il giocatore che ha il vantaggio di prestigio, il secondo l'altro giocatore, e così via finché tutti i punti sono pagati.
    .title = Punti smantellamento scelti a turno
    .version = d74d583365

rules-variant-second-edition = La seconda edizione delle regole, uscita in seguito, come la riporta il regolamento ucraino. I { NAME($group-suppliers) } di Berlino Ovest iniziano con { $setup-standard-n1 } { NAME($piece-unrest, $setup-standard-n1) } ciascuno invece di { $was-setup-standard-n1 }, e il numero di socialisti nel riquadro socialisti all'inizio è { $setup-standard-n3 } invece di { $was-setup-standard-n2 }. Chi prende la carta speciale la paga: scarta una carta dalla mano oppure lascia pescare una carta all'avversario. All'inizio di una decade, il giocatore che ha in mano più di { $routine-start-decade-deck-standard-hand } carte scarta fino ad averne { $routine-start-decade-deck-standard-hand }. Una freccia gialla che non si può eseguire sul tracciato valuta occidentale o su quello socialista piazza un cubo sommossa in Germania Est. Quando nessuna fabbrica può diventare fatiscente, l'icona rimuove invece un'infrastruttura. Sulla carta { $card-77-number }, «{ NAME($card-77) }», l'Est non muove più il cubo sommossa appena piazzato dalla carta: l'Ovest, che esegue entrambi gli spostamenti, può muovere anche quel cubo con uno dei due. Esplicita inoltre una regola che valeva già nella prima edizione: l'icona TV piazza il segnalino anche in una provincia con economia zero.
    .version = d47beb7657

## La 2ª edizione (content/variants/second_edition): che cosa cambia, a parole (vedi il file inglese).
rules-second-edition--setup-standard = All'inizio si piazzano { $n1 } { NAME($piece-unrest, $n1) } per provincia { NAME($group-suppliers, case: "in") } che riforniscono Berlino Ovest, invece di { $was-n1 }; in ogni altra provincia { $n2 }. Il numero di socialisti nel riquadro socialisti all'inizio è { $n3 } invece di { $was-n2 }.
    .version = 8e16d283c8
rules-second-edition--routine-special-card-price = Chi prende la carta speciale la paga subito, prima del suo evento: scarta una carta dalla mano, oppure l'avversario pesca la prima carta del mazzo come carta in più per la sua mano. Con la mano vuota resta solo la pesca dell'avversario; se è vuoto anche il mazzo, il prezzo decade.
    .title = Il prezzo della carta speciale
    .version = 0e81fd6b6e
rules-second-edition--action-trigger-event = Attivare l'evento di una carta speciale ha ora un prezzo: prima che l'evento sia eseguito, il giocatore che l'ha presa (può farlo solo l'Est) paga il prezzo della carta speciale.
    .version = eb5ac2195e
rules-second-edition--routine-start-decade = All'inizio di una decade, dopo gli scarti facoltativi, il giocatore che ha ancora in mano più di { $deck-standard-hand } carte deve scartare fino ad averne { $deck-standard-hand }; solo dopo le mani vengono completate. Solo il prezzo della carta speciale può dare a un giocatore una carta in più.
    .version = 605cc39be8
rules-second-edition--icon-rundown = Se il giocatore colpito dall'icona non ha più in patria (nel luogo indicato dall'icona, se ne indica uno) alcuna fabbrica che possa diventare fatiscente, si rimuove invece lì una delle sue infrastrutture, scelta da chi decide dove ha effetto l'icona. Vale sulle carte come sul tracciato prestigio; nel gioco base un'icona simile viene semplicemente ignorata.
    .version = 83d9c18633
rules-second-edition--track-currency = Una freccia gialla che non può più muovere l'indicatore della valuta occidentale fa piazzare all'Ovest un cubo sommossa in una provincia della Germania Est, invece di rimuoverne uno dei propri.
    .version = 7ce45a5dba
rules-second-edition--track-socialist = Una freccia gialla che non può più muovere l'indicatore del tracciato socialista fa piazzare all'Ovest un cubo sommossa in una provincia della Germania Est, invece di rimuoverne uno dei propri.
    .version = 5503840ef5

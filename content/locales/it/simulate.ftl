# `wsdv simulate`: il rapporto sull'equilibrio (report.md, report.html, il riepilogo nel terminale, i grafici).

sim-title = Rapporto di simulazione
sim-games = { $games ->
        [one] { $games } partita
       *[other] { $games } partite
    } (semi da { $first } a { $last })
sim-interrupted = Interrotto in anticipo: { $done } partite su { $games } concluse; il rapporto riguarda quelle.
sim-content = Contenuto: { $label } (impronta del contenuto { $hash })
# The content set when no --content, --variant or --overlay chose another: the shipped one as it is.
sim-shipped = così come fornito con wsdv
sim-players = Giocatori: { $players }
sim-player = { NAME($side) }: { $kind }
sim-section-wins = Percentuale di vittorie
sim-section-outcomes = Come finiscono le partite
sim-section-length = Durata della partita
sim-section-tracks = Posizione degli indicatori sui tracciati alla fine di ogni decade
sim-section-cards = Carte
sim-wins = Percentuale di vittorie dell'{ NAME($side) }: { $rate }% ± { $half } (intervallo al 95%: da { $low } a { $high }%)
sim-col-outcome = esito
sim-col-games = partite
sim-col-share = quota
sim-col-track = tracciato
sim-col-decade = decade
sim-col-median = mediana
sim-col-quartiles = quartili
sim-col-card = carta
sim-col-side = giocatore
sim-col-action = giocata come
sim-col-plays = partite
sim-col-difference = differenza
sim-length = Durata mediana { $median } { $median ->
        [one] turno
       *[other] turni
    } (quartili da { $low } a { $high }).
sim-ended-in = Partite concluse in ciascuna decade:
sim-significant = ★
sim-outcome-line = { NAME($outcome) }: { $share }
sim-cell-share = { $rate }% ± { $half }
sim-cell-difference = { $diff } [{ $low }; { $high }]
sim-cell-range = da { $low } a { $high }
sim-plot-wins = Percentuale di vittorie con intervallo al 95%
sim-plot-outcomes = Quota di partite per esito
sim-plot-length = Turni per partita
sim-plot-games = partite
sim-progress = partite
sim-rate = { $rate } partite/s
sim-written = Rapporto scritto in { $dir }

# The compare's opening lines and its paired figures (the same seeds played by both sets).
sim-base = base
sim-summary-changed = { $changed } partite su { $games } sono cambiate mossa per mossa; { $flipped ->
        [0] il vincitore non è cambiato in nessuna
       *[other] il vincitore è cambiato in { $flipped } ({ $ways })
    }
sim-summary-flip = { NAME($before) } → { NAME($after) }: { $n }
sim-no-winner = nessun vincitore
sim-paired-wins = L'{ NAME($side) } vince il { $a }% → il { $b }% (differenza { $diff } punti, intervallo al { $conf }% da { $low } a { $high }; test esatto di McNemar p = { $p }; { $significant ->
        [yes] significativa
       *[no] non significativa
    })
sim-summary-card = carta { $card }: l'{ NAME($side) } l'ha giocata come «{ NAME($action) }» { $before } → { $after } volte
sim-sequential-difference = Fermato dopo { $games } coppie di partite: la differenza è reale (test esatto di McNemar p = { $p }, entro la soglia di questa analisi intermedia, { $bound }, che mantiene al { $risk }% il rischio di un falso allarme sull'intera esecuzione; intervallo da { $low } a { $high } punti).
sim-sequential-precise = Fermato dopo { $games } coppie di partite: nessuna differenza trovata, e l'intervallo (da { $low } a { $high } punti) è più stretto dei { $precision } punti richiesti.
sim-sequential-cap = Fermato al limite di { $games } coppie di partite: nessuna differenza trovata, ma l'intervallo (da { $low } a { $high } punti) è ancora più largo dei { $precision } punti richiesti.
sim-paired-note = Ogni seme è giocato da entrambi gli insiemi, quindi le partite si confrontano a coppie: contano solo quelle il cui risultato è cambiato, con il test esatto di McNemar. L'intervallo contiene la differenza vera con una confidenza di almeno il { $conf }%, anche quando sono cambiate poche partite.
sim-col-p = p di McNemar
sim-cell-percent = { $rate }%
sim-section-usage = Carte toccate dalla modifica: quante volte è stata giocata ciascuna, prima e dopo
sim-worker-lost = Un processo di lavoro si è interrotto più di una volta (terminato o senza memoria): il rapporto copre le { $done } partite concluse su { $games }.
sim-no-plots = Nessun grafico: matplotlib non è installato. Si installa con: pip install 'wsdv[sim]'
sim-cards-note = Per carta, giocatore e azione: la percentuale di vittorie del giocatore nelle partite in cui ha giocato la carta in quel modo, rispetto alle altre partite finite nella stessa decade (una partita più lunga vede più carte, quindi si confrontano solo partite della stessa durata). La differenza è ponderata sulle decadi; p è corretto per il numero di righe (Holm) e ★ segna p sotto 0,05. Le righe con meno di { $min } partite da una delle due parti sono omesse.
sim-col-used-games = partite giocate così
sim-col-other-games = partite confrontate
sim-col-p-holm = p (Holm)
sim-cards-left-out = { $rows ->
        [one] { $rows } riga omessa: meno di { $min } partite da una delle due parti.
       *[other] { $rows } righe omesse: meno di { $min } partite da una delle due parti.
    }
sim-cards-too-few = { $games ->
        [one] È stata giocata solo { $games } partita: troppo poco per le righe per carta, ognuna delle quali richiede almeno { $min } partite da ciascuna parte.
       *[other] Sono state giocate solo { $games } partite: troppo poche per le righe per carta, ognuna delle quali richiede almeno { $min } partite da ciascuna parte.
    }
sim-error-until-alone = --until gioca a turni finché un confronto non è deciso, quindi richiede --compare
sim-error-until-alone-hint = ad es. wsdv simulate --until 2000 --compare --overlay CARTELLA
sim-error-games = { $option } deve essere un numero intero di partite, almeno 1
sim-error-precision = --precision è un'ampiezza in punti percentuali: più di 0 e al massimo 100
sim-error-jobs = --jobs deve essere compreso tra 1 e 1024
sim-error-compare-same = dopo --compare serve --variant, --overlay, --content o un altro giocatore
sim-error-compare-same-hint = ad es. --compare --overlay CARTELLA, oppure --compare --east heuristic:weights=CARTELLA
sim-error-human = simulate fa giocare solo bot (random, foresight, heuristic, mcts:N)
sim-error-players = { $problem }
sim-error-players-hint = giocatori: random, foresight, heuristic[:bot=NOME,weights=CARTELLA], mcts:N (N da 1 a 100000)
sim-error-no-space = { $path }: spazio libero insufficiente per il rapporto di { $games ->
        [one] { $games } partita
       *[other] { $games } partite
    }: { $free } MB liberi, ne servono circa { $need } MB
sim-error-no-space-hint = libera spazio, gioca meno partite oppure indica con --out una cartella su un altro disco
sim-error-unwritten = { $path }: impossibile scrivere il rapporto: { $why }
sim-error-unwritten-hint = { $games ->
        [one] { $games } partita giocata è riassunta
       *[other] le { $games } partite giocate sono riassunte
    } sopra; libera spazio o indica un'altra cartella --out e riprova (gli stessi semi danno le stesse partite)
sim-error-content-fault = la partita con seme { $seed } si è fermata per un errore del contenuto (guardala da sola: wsdv play --seed { $seed } con le stesse opzioni)
sim-resumed = { $games ->
        [one] { $games } partita che un'esecuzione interrotta di questo rapporto aveva concluso è stata mantenuta; le altre sono state giocate.
       *[other] Le { $games } partite che un'esecuzione interrotta di questo rapporto aveva concluso sono state mantenute; le altre sono state giocate.
    }
sim-error-ray-start = Ray non è riuscito ad avviare un cluster locale: { $why }
sim-error-ray-start-hint = gioca con --backend local (il predefinito), oppure avvia Ray da te (ray start --head) e indicalo con --address
sim-error-ray-address = Ray non riesce a raggiungere il cluster { $address }: { $why }
sim-error-ray-address-hint = controlla che il cluster sia attivo e che l'indirizzo sia giusto, oppure gioca con --backend local

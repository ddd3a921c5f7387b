# `wsdv simulate`: der Bilanzbericht (report.md, report.html, die Zusammenfassung im Terminal, die Diagramme).

sim-title = Simulationsbericht
sim-games = { $games ->
        [one] { $games } Partie
       *[other] { $games } Partien
    } (Startwerte { $first } bis { $last })
sim-interrupted = Vorzeitig beendet: { $done } von { $games } Partien wurden zu Ende gespielt; der Bericht umfasst diese.
sim-content = Inhalt: { $label } (Inhalts-Prüfsumme { $hash })
# The content set when no --content, --variant or --overlay chose another: the shipped one as it is.
sim-shipped = wie mit wsdv geliefert
sim-players = Spieler: { $players }
sim-player = { NAME($side) }: { $kind }
sim-section-wins = Siegquote
sim-section-outcomes = Wie die Partien enden
sim-section-length = Partielänge
sim-section-tracks = Stand der Leisten am Ende jeder Dekade
sim-section-cards = Karten
sim-wins = Die { NAME($side) } gewinnt { $rate } % der Partien (± { $half }; 95-%-Intervall { $low } bis { $high } %)
sim-col-outcome = Ausgang
sim-col-games = Partien
sim-col-share = Anteil
sim-col-track = Leiste
sim-col-decade = Dekade
sim-col-median = Median
sim-col-quartiles = Quartile
sim-col-card = Karte
sim-col-side = Seite
sim-col-action = gespielt als
sim-col-plays = Partien
sim-col-difference = Unterschied
sim-length = Spiellänge im Median { $median } { $median ->
        [one] Zug
       *[other] Züge
    } (Quartile { $low } bis { $high }).
sim-ended-in = Partien nach der Dekade, in der sie enden:
sim-significant = ★
sim-outcome-line = { NAME($outcome) }: { $share }
sim-cell-share = { $rate } % ± { $half }
sim-cell-difference = { $diff } [{ $low }; { $high }]
sim-cell-range = { $low } bis { $high }
sim-plot-wins = Siegquote mit 95-%-Intervall
sim-plot-outcomes = Anteil der Partien je Ausgang
sim-plot-length = Züge je Partie
sim-plot-games = Partien
sim-progress = Partien
sim-rate = { $rate } Partien/s
sim-written = Bericht gespeichert in { $dir }

# The compare's opening lines and its paired figures (the same seeds played by both sets).
sim-base = Grundfassung
sim-summary-changed = { $changed } von { $games } Partien verliefen Zug für Zug anders; { $flipped ->
        [0] der Sieger wechselte in keiner
       *[other] der Sieger wechselte in { $flipped } ({ $ways })
    }
sim-summary-flip = { NAME($before) } → { NAME($after) }: { $n }
sim-no-winner = kein Sieger
sim-paired-wins = Die { NAME($side) } gewinnt { $a } % → { $b } % (Unterschied { $diff } Prozentpunkte, { $conf }-%-Intervall { $low } bis { $high }; exakter McNemar-Test p = { $p }; { $significant ->
        [yes] signifikant
       *[no] nicht signifikant
    })
sim-summary-card = Karte { $card }: die { NAME($side) } spielte sie als „{ NAME($action) }“ { $before } → { $after }-mal
sim-sequential-difference = Nach { $games } Partiepaaren beendet: Der Unterschied ist echt (exakter McNemar-Test p = { $p }, innerhalb der Schranke dieser Zwischenauswertung von { $bound }, die das Risiko eines Fehlalarms über den ganzen Lauf bei { $risk } % hält; Intervall { $low } bis { $high } Prozentpunkte).
sim-sequential-precise = Nach { $games } Partiepaaren beendet: kein Unterschied gefunden, und das Intervall ({ $low } bis { $high } Prozentpunkte) ist schmaler als die verlangten { $precision } Prozentpunkte.
sim-sequential-cap = An der Obergrenze von { $games } Partiepaaren beendet: kein Unterschied gefunden, aber das Intervall ({ $low } bis { $high } Prozentpunkte) ist noch breiter als die verlangten { $precision } Prozentpunkte.
sim-paired-note = Jeder Startwert wird von beiden Fassungen gespielt, daher werden die Partien paarweise verglichen: Es zählen nur die Partien, deren Ergebnis sich geändert hat, geprüft mit dem exakten McNemar-Test. Das Intervall enthält den wahren Unterschied mit mindestens { $conf } % Sicherheit, auch wenn sich nur wenige Partien geändert haben.
sim-col-p = McNemar-p
sim-cell-percent = { $rate } %
sim-section-usage = Karten, die die Änderung berührt: wie oft jede gespielt wurde, vorher und nachher
sim-worker-lost = Ein Arbeitsprozess ist mehr als einmal abgestürzt (beendet oder ohne Speicher): Der Bericht umfasst die { $done } von { $games } fertig gespielten Partien.
sim-no-plots = Keine Diagramme: matplotlib ist nicht installiert. Installieren mit: pip install 'wsdv[sim]'
sim-cards-note = Je Karte, Seite und Aktion: die Siegquote der Seite in den Partien, in denen sie die Karte so gespielt hat, gegenüber den übrigen Partien, die in derselben Dekade endeten (in einer längeren Partie kommen mehr Karten ins Spiel, daher werden nur gleich lange Partien verglichen). Der Unterschied wird über die Dekaden gewichtet; p ist für die Zahl der Zeilen korrigiert (Holm), und ★ markiert p unter 0,05. Zeilen mit weniger als { $min } Partien auf einer Seite fehlen.
sim-col-used-games = so gespielte Partien
sim-col-other-games = verglichene Partien
sim-col-p-holm = p (Holm)
sim-cards-left-out = { $rows ->
        [one] { $rows } Zeile fehlt: weniger als { $min } Partien auf einer Seite.
       *[other] { $rows } Zeilen fehlen: weniger als { $min } Partien auf einer Seite.
    }
sim-cards-too-few = { $games ->
        [one] Nur { $games } Partie gespielt: zu wenige für Zeilen je Karte, denn jede braucht mindestens { $min } Partien auf jeder Seite.
       *[other] Nur { $games } Partien gespielt: zu wenige für Zeilen je Karte, denn jede braucht mindestens { $min } Partien auf jeder Seite.
    }
sim-error-until-alone = --until spielt in Runden, bis ein Vergleich entschieden ist, und braucht daher --compare
sim-error-until-alone-hint = z. B. wsdv simulate --until 2000 --compare --overlay ORDNER
sim-error-games = { $option } muss eine ganze Zahl von Partien sein, mindestens 1
sim-error-precision = --precision ist eine Breite in Prozentpunkten: mehr als 0 und höchstens 100
sim-error-jobs = --jobs muss zwischen 1 und 1024 liegen
sim-error-compare-same = --compare braucht danach --variant, --overlay, --content oder einen anderen Spieler
sim-error-compare-same-hint = z. B. --compare --overlay ORDNER oder --compare --east heuristic:weights=ORDNER
sim-error-human = simulate lässt nur Bots spielen (random, foresight, heuristic, mcts:N)
sim-error-players = { $problem }
sim-error-players-hint = Spieler: random, foresight, heuristic[:bot=NAME,weights=ORDNER], mcts:N (N von 1 bis 100000)
sim-error-no-space = { $path }: nicht genug freier Speicherplatz für den Bericht über { $games ->
        [one] { $games } Partie
       *[other] { $games } Partien
    }: { $free } MB frei, etwa { $need } MB nötig
sim-error-no-space-hint = geben Sie Speicherplatz frei, spielen Sie weniger Partien oder geben Sie mit --out einen Ordner auf einem anderen Datenträger an
sim-error-unwritten = { $path }: der Bericht kann nicht geschrieben werden: { $why }
sim-error-unwritten-hint = { $games ->
        [one] die { $games } gespielte Partie ist
       *[other] die { $games } gespielten Partien sind
    } oben zusammengefasst; geben Sie Platz frei oder einen anderen --out-Ordner an und starten Sie erneut (dieselben Seeds ergeben dieselben Partien)
sim-error-content-fault = die Partie mit Seed { $seed } wurde durch einen Fehler im Inhalt abgebrochen (einzeln ansehen mit: wsdv play --seed { $seed } und denselben Optionen)
sim-resumed = { $games ->
        [one] { $games } Partie, die ein abgebrochener Lauf dieses Berichts schon beendet hatte, wurde übernommen; die übrigen wurden gespielt.
       *[other] Die { $games } Partien, die ein abgebrochener Lauf dieses Berichts schon beendet hatte, wurden übernommen; die übrigen wurden gespielt.
    }
sim-error-ray-start = Ray konnte keinen lokalen Cluster starten: { $why }
sim-error-ray-start-hint = spielen Sie mit --backend local (Standard) oder starten Sie Ray selbst (ray start --head) und geben Sie seine Adresse mit --address an
sim-error-ray-address = Ray erreicht den Cluster unter { $address } nicht: { $why }
sim-error-ray-address-hint = prüfen Sie, ob der Cluster läuft und die Adresse stimmt, oder spielen Sie mit --backend local

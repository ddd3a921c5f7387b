# Regeln in Worten: eine Nachricht je Regeldeklaration, `rules-<kind>-<id>` (siehe interpreter/words/prose.py).
# `.version` hält fest, welche Fassung der Deklaration der Text beschreibt.

rules-setup-standard = Jedes Gebiet erhält zu Beginn { $n1 } { NAME($piece-unrest, $n1) }, West-Berlin und Ost-Berlin eingeschlossen. In der Kaderschmiede auf dem Spielplan { $n2 ->
        [one] wartet
       *[other] warten
    } { $n2 } { NAME($piece-socialist, $n2) }. Jede der vier Startstädte (mit unregelmäßigem Umriss gezeichnet) erhält eine Fabrik mit dem Wert { $value }. Jeder Marker beginnt auf dem Feld seiner Leiste, das sein Symbol zeigt, der Fluchtmarker auf null; der Prestigemarker steht zu Beginn im gelben Bereich der Leiste, dem der BRD: Also hat die BRD den Prestigevorteil und beginnt.
    .title = Spielvorbereitung
    .version = 363b046cd1
rules-deck-standard = Das Spiel dauert { $total-decade } Dekaden. Jede Dekade hat einen eigenen Stapel Aktionskarten und eine Sonderkarte. Eine Dekade wird in { $halves } Hälften gespielt: Zu Beginn jeder Hälfte werden { $display } Karten offen in die Auslage gelegt. Jeder Spieler hält { $hand } Karten auf der Hand, die nur zu Beginn einer Dekade aufgefüllt werden; Handkarten bleiben geheim.
    .title = Dekaden, Stapel und Hände
    .version = 3e22d17f56
rules-routine-start-decade = Zu Beginn einer Dekade kommt ihre Sonderkarte neben die Auslage, und ihre Karten werden zu einem neuen Nachziehstapel gemischt. Ab der zweiten Dekade darf jeder Spieler zuerst übrig gebliebene Karten früherer Dekaden abwerfen; dann werden beide Hände wieder aufgefüllt.
    .title = Der Beginn einer Dekade
    .version = 97e35476a8
rules-routine-half-decade = In jeder Hälfte einer Dekade werden { $deck-standard-display } Karten vom Nachziehstapel offen in die Auslage gelegt, und die Spieler sind abwechselnd am Zug: In der ersten Hälfte beginnt, wer den Prestigevorteil hat, in der zweiten, wer den letzten Zug der ersten Hälfte nicht gemacht hat. Wer am Zug ist, nimmt eine Karte (aus der Auslage, von der Hand oder, nur die DDR, die Sonderkarte) und nutzt sie für genau eine der vier Aktionen. Vor und nach dieser Aktion darf die DDR ihre Staatsgewalt-Karten einsetzen. Eine genutzte Karte kommt offen in die Reihe der gespielten Karten, wo ihr Fluchtsymbol am Dekadenende zählt; eine Karte, deren Staatsgewalt-Symbol ausgeführt wurde, geht stattdessen an die DDR. Die Hälfte endet, wenn die Auslage leer ist; eine Sonderkarte, die niemand genommen hat, bleibt in der zweiten Hälfte verfügbar.
    .title = Die Spielzüge
    .version = 17e7cfb5f6
rules-action-remove-cube = Entferne einen Unruhewürfel aus einem eigenen Gebiet. Mit einer Karte in deiner Farbe kostet das nichts; mit einer zweifarbigen Karte oder einer Karte in der Farbe des Gegners musst du zusätzlich einen Abbaupunkt leisten, daher ist diese Aktion nicht möglich, wenn du nichts abbauen kannst. Sonderkarten lassen sich so nicht nutzen.
    .version = 11864922b4
rules-action-develop = Erhalte so viele Wirtschaftspunkte, wie die Karte für deine Seite wert ist, und setze sie sofort für Fabriken und Infrastruktur in deinen Gebieten ein, nie in einem Gebiet mit Massenprotest. Sonderkarten lassen sich so nicht nutzen.
    .version = fe322e41c7
rules-action-raise-living-standard = Lege bis zu { $markers } Lebensstandardmarker (LS), jeden in ein anderes deiner Gebiete. Der erste LS-Marker eines Gebiets verlangt eine Wirtschaft von mindestens { $threshold }, der zweite das Doppelte, der dritte das Dreifache und so weiter. Die Punkte der Karte können einen Fehlbetrag ausgleichen, höchstens { $bridge } je Gebiet. Ein LS-Symbol eines Ereignisses fragt nicht nach der Wirtschaft: Sein Marker kommt auch in ein Gebiet, dessen Wirtschaft null ist. Jeder neue LS-Marker entfernt einen Unruhewürfel aus seinem Gebiet. West-Berlin erhält keinen Marker direkt: Danach darf ein Gebiet, das West-Berlin versorgt und nun mehr Marker hat als West-Berlin, seinen neuen Marker in den Sektor seiner eigenen Flagge weitergeben, sofern dieser Sektor nicht mehr Marker hat als die anderen; der Unruhewürfel wird dann stattdessen aus West-Berlin entfernt.
    .version = 7a425f29d6
rules-action-trigger-event = Führe alle Symbole des Ereignisses der Karte aus; die Reihenfolge bestimmt, wer das Ereignis auslöst. Die DDR darf rote und zweifarbige Karten auslösen, die BRD gelbe und zweifarbige; bei einer zweifarbigen Karte darf, wer das Ereignis auslöst, einen ihrer Pfeile oder ein Symbol ohne Pfeil übergehen. Wer das Ereignis auslöst, entscheidet auch, wo jedes Symbol wirkt, außer das Symbol zeigt ein Wappen: Dann entscheidet die Seite des Wappens. Ein Symbol, das nicht ausgeführt werden kann, entfällt, und ein Pfeil, der einen Marker über das Ende seiner Leiste hinausschieben würde, bewirkt stattdessen, was an diesem Ende der Leiste steht (siehe die Leisten). Nur die DDR darf die Sonderkarte nehmen, und sie kann damit nur deren Ereignis auslösen.
    .version = 9c8a6ef9a1
rules-derive-mass-protest = Ein Gebiet hat einen Massenprotest für je { $every } { NAME($piece-unrest, $every) } darin: { $every } Würfel ergeben einen, doppelt so viele zwei, und ein Massenprotestmarker verschwindet wieder, sobald die Würfel unter seine Schwelle fallen. Jeder Massenprotest in West-Berlin zählt doppelt: Die DDR legt einen zweiten Marker in eines der Gebiete, die West-Berlin versorgen, und dieser verschwindet zusammen mit dem ersten.
    .title = Massenproteste
    .version = fa426bca80
rules-icon-build-point = Mit Wirtschaftspunkten wächst die Wirtschaft. Jeder Punkt kauft ein Teil, das sofort in einem eigenen Gebiet ohne Massenprotest gesetzt wird, nie in West-Berlin: eine Fabrik auf eine freie Stadt oder ein Infrastrukturteil auf eine freie blaue Linie einer Verbindung, die schon an eine Fabrik grenzt. Eine Fabrik ist { $value-yellow-factory } wert (eine marode { $value-rundown-factory }), dazu 1 für jede ihrer funktionierenden Verbindungen (alle blauen Linien bis zu einer anderen Fabrik belegt); die Wirtschaft eines Gebiets ist die Summe seiner Fabrikwerte, und seine wertvollste Fabrik ist seine Exportfabrik. Städte im Ausland und Rheinsberg erhalten eine Fabrik nur, wenn ein Ereignis sie nennt.
    .title = Die Wirtschaft: Wirtschaftspunkte
    .version = 3b9ca7142a
rules-icon-dismantle = Ein Abbaupunkt entfernt ein Teil der Wirtschaft: ein Infrastrukturteil oder eine Fabrik, an deren Verbindungen keine Infrastruktur mehr liegt. Eine marode Fabrik wird nie abgebaut, außer der in Rheinsberg: Ein Punkt macht sie marode, ein weiterer entfernt sie. Fabriken im Ausland verschwinden nur durch ein Ereignis, das sie nennt. Niemand darf ein Ereignis auslösen, durch das er mehr eigene Teile abbauen müsste, als er hat. Ohne Wappen wählt, wer das Ereignis auslöst, die Teile aus, auch die des Gegners. Während einer Dekade verfällt ein Punkt, der nichts zum Abbauen findet; am Dekadenende macht ein Punkt, den die DDR nicht zahlen kann, sie bankrott.
    .title = Die Wirtschaft: Abbaupunkte
    .version = e00347d639
rules-sequence-end-of-decade = Nach der zweiten Hälfte jeder Dekade folgt das Dekadenende: { $phases-count } Schritte in der Reihenfolge der Dekadenende-Leiste. Solange die Mauer steht, sind die Mauerkosten statt der Republikflucht der erste Schritt. Nur in diesen Schritten kann das Spiel gewonnen werden. Hat danach niemand gewonnen, werden der Rest des Nachziehstapels und die Sonderkarte, falls sie niemand genommen hat, abgeworfen, und die nächste Dekade beginnt.
    .title = Das Dekadenende
    .version = 3147a0719f
rules-phase-flight = Der Fluchtmarker rückt ein Feld vor für jedes Fluchtsymbol auf den in dieser Dekade gespielten Karten, für jede rote Staatsgewalt-Karte, die die DDR gesammelt hat, für jeden Lebensstandardmarker (LS-Marker) im Gebiet der BRD mit den meisten LS-Markern und noch einmal, wenn ein Gebiet der DDR einen Massenprotest hat. Er geht ein Feld zurück für jeden LS-Marker im Gebiet der DDR mit den wenigsten LS-Markern und einmal, wenn ein Gebiet der BRD einen Massenprotest hat; unter null sinkt er nie. Je { $track-flight-steps-per-point } erreichte Felder kosten die DDR einen Abbaupunkt; die Teile wählen die Spieler abwechselnd, zuerst, wer den Prestigevorteil hat. Dann geht der Marker auf null zurück, und die gespielten Karten werden abgeworfen.
    .version = 4136407f1d
rules-phase-wall-cost = Solange die Mauer steht, treten die Mauerkosten an die Stelle der Republikflucht: Der Prestigemarker rückt ein Feld in Richtung BRD, die DDR baut einen Punkt ihrer Wahl ab, und die gespielten Karten werden abgeworfen. Kann die DDR nichts mehr abbauen, ist sie bankrott und verliert.
    .version = 6ca8c84c0c
rules-phase-prestige = Wer den Prestigevorteil hat, also die Seite, in deren Bereich der Prestigeleiste der Marker steht, führt die Symbole unter dem Prestigemarker aus oder die eines einzigen Feldes im eigenen Bereich, das näher an der Mitte liegt, und entscheidet, wo sie wirken.
    .version = c2a87cb0c3
rules-phase-currency = Die DDR nimmt die Zahl unter dem Devisenmarker ein (eine negative Zahl vergrößert den Fehlbetrag), dazu 1 für jede ihrer Exportfabriken, die mindestens so viel wert ist wie die schwächste Exportfabrik Westdeutschlands. Die Exportfabrik eines Gebiets ist seine wertvollste Fabrik; eine Fabrik im Ausland ist nie eine, und hat ein westdeutsches Gebiet gar keine Fabrik, bringt jede Exportfabrik der DDR 1 ein, auch eine mit dem Wert 0. Die DDR braucht 1 Devise für jeden ihrer LS-Marker. Für jede fehlende Devise wird eine Fabrik der DDR marode (die Spieler wählen sie abwechselnd, zuerst, wer den Prestigevorteil hat); gibt es in der DDR keine Fabrik mehr, die marode werden kann, kostet jede noch fehlende Devise einen Abbaupunkt, wieder abwechselnd gewählt und wieder beginnend mit dem Spieler, der den Prestigevorteil hat.
    .version = bc627bc12d
rules-phase-police-payment = Die DDR baut für jede gesammelte Staatsgewalt-Karte einen Punkt ab und wählt selbst, welche Teile gehen.
    .version = ebab1d3a06
rules-phase-ls-upkeep = Kein Gebiet darf mehr LS-Marker behalten, als seine Exportfabrik wert ist; überzählige werden entfernt. West-Berlin behält nicht mehr, als die schwächste Exportfabrik unter den Gebieten wert ist, die ihm einen LS-Marker weitergegeben haben, und die BRD wählt die Sektoren, die sie verlieren.
    .version = c186854eac
rules-phase-internal-comparison = Jeder Spieler vergleicht seine Gebiete mit dem Gebiet, das die meisten LS-Marker hat: Ein Gebiet mit weniger LS-Markern erhält die Differenz minus eins als Unruhewürfel. West-Berlin erhält die volle Differenz.
    .version = f2e486fba9
rules-phase-east-west-comparison = Jedes Gebiet greift ein benachbartes Gebiet der Gegenseite an, das sein Besitzer wählt (West-Berlin greift beide Nachbarn an). Seine Stärke ist die Zahl seiner LS-Marker, minus eins für jeden Massenprotestmarker darin; hat das angegriffene Gebiet weniger LS-Marker, erhält es die Differenz als Unruhewürfel. Neue Massenproteste entstehen erst, wenn alle Angriffe ausgeführt sind.
    .version = 5df82fb63b
rules-phase-police-cards = Für jede gesammelte Staatsgewalt-Karte, die sie in dieser Dekade nicht eingesetzt hat, entfernt die DDR einen Unruhewürfel aus einem Gebiet ihrer Wahl. Danach werden die Würfel auf den eingesetzten Karten abgeräumt.
    .version = bbfc6639a4
rules-phase-socialists = Die DDR erhält oder verliert so viele Sozialisten, wie unter dem Sozialistenmarker stehen. Neue Sozialisten kommen in die Kaderschmiede; steht der DDR einer zu, während schon alle { $count-socialist } auf dem Spielplan sind, triumphiert der Sozialismus, und die DDR gewinnt. Verlorene Sozialisten kommen zuerst aus der Kaderschmiede, dann aus Gebieten, die die BRD wählt, und für jeden, der ein Gebiet verlässt, kommt dort ein Unruhewürfel zurück; muss einer gehen und ist keiner mehr da, scheitert der Sozialismus, und die BRD gewinnt. Zum Schluss ziehen die Sozialisten aus der Kaderschmiede in Gebiete mit Massenprotest.
    .version = 4a5e80958c
rules-phase-collapse-check = { $outcome-n2-same ->
        [yes] Die Staaten werden auf Zusammenbruch geprüft: Ein Staat mit { $outcome-n2 } oder mehr { NAME($piece-mass-protest, $outcome-n2, case: "dative") } bricht zusammen und verliert sofort (siehe Spielende).
       *[no] Die Staaten werden auf Zusammenbruch geprüft: Die { NAME($side-west) } bricht zusammen, wenn sie { $outcome-west-collapses-n2 } oder mehr { NAME($piece-mass-protest, $outcome-west-collapses-n2) } hat, die { NAME($side-east) }, wenn sie { $outcome-east-collapses-n2 } oder mehr hat. Wer zusammenbricht, verliert sofort (siehe Spielende).
    }
    .version = 653c45454f
rules-routine-place-socialists = Nach jeder Aktion und im Sozialistenschritt des Dekadenendes (nicht in dessen anderen Schritten) ziehen die Sozialisten aus der Kaderschmiede einzeln in ein Gebiet der DDR mit Massenprotest, das die DDR wählt; jeder entfernt dort einen Unruhewürfel. Sie hören auf, sobald kein Gebiet der DDR mehr einen Massenprotest hat. Ein Sozialist bleibt dann in seinem Gebiet, bis er in einem Sozialistenschritt verloren geht.
    .title = Sozialisten gegen Massenproteste
    .version = 0da8c4cb78
rules-routine-use-police = Vor und nach ihrer Aktion darf die DDR jede gesammelte Staatsgewalt-Karte einmal je Dekade einsetzen: Die Karte entfernt einen Unruhewürfel aus einem Gebiet der DDR, und der Würfel wird auf die Karte gelegt, um zu zeigen, dass sie benutzt ist. Die DDR darf jederzeit aufhören.
    .title = Staatsgewalt-Karten
    .version = 1a3a0177e0
rules-city-rheinsberg = Rheinsberg in { NAME($province) } und die Städte im Ausland sind Sonderstädte: Eine Fabrik entsteht dort nur durch ein Ereignis, das sie nennt, nie mit gewöhnlichen Wirtschaftspunkten. Eine Fabrik in Rheinsberg hat schon den Grundwert { $base-value }; Rheinsberg erhält keine Infrastruktur. Eine Fabrik im Ausland zählt ihren Wert zur Wirtschaft eines Gebiets der DDR, zu dem sie eine funktionierende Verbindung hat; die DDR wählt es für jede Aktion und jeden Schritt des Dekadenendes neu. Eine Exportfabrik ist sie nie.
    .title = Sonderstädte
    .version = 2d46c5e4c7
rules-city-hamburg = { NAME($city-hamburg) } ist kein eigenes Gebiet: Für jede Aktion und jeden Schritt des Dekadenendes entscheidet die { NAME($chooser) }, zu welchem der beiden Gebiete ({ NAME($floating, join: "or") }) es gehört, und so lange zählt es nur für dieses eine.
    .title = Eine Stadt zwischen zwei Gebieten
    .version = d94deba94a
rules-outcome-west-collapses = Hat die BRD bei der Zusammenbruchsprüfung { $n2 } oder mehr { NAME($piece-mass-protest, $n2) }, bricht sie zusammen, und die { NAME($winner) } gewinnt. Brechen beide Staaten bei derselben Prüfung zusammen, gewinnt die { NAME($first-winner) }.
    .version = bd730ac31b
rules-outcome-east-collapses = Hat die DDR bei der Zusammenbruchsprüfung { $n2 } oder mehr { NAME($piece-mass-protest, $n2) }, bricht sie zusammen, und die { NAME($winner) } gewinnt.
    .version = 9e54a96b25
rules-outcome-end-of-game = Hat bis zum Ende der letzten Dekade niemand gewonnen, gewinnt die { NAME($winner) }.
    .version = 74c7c9c953
rules-outcome-national-insolvency = Muss die DDR während eines Dekadenendes mehr abbauen, als sie hat, ist sie bankrott, und die { NAME($winner) } gewinnt sofort.
    .version = d789a054c5
rules-outcome-triumph-of-socialism = Steht der DDR ein Sozialist zu, während schon alle auf dem Spielplan sind, triumphiert der Sozialismus, und die { NAME($winner) } gewinnt sofort.
    .version = 8777ea7289
rules-outcome-failure-of-socialism = Muss ein Sozialist den Spielplan verlassen und ist keiner mehr da, scheitert der Sozialismus, und die { NAME($winner) } gewinnt sofort.
    .version = e144751961

# Regeln in Worten, ergänzt, wo das Dekadenende mehr Erklärung brauchte (was ein unbezahlter Abbaupunkt
# bewirkt; wer die Teile wählt).
rules-routine-pay-dismantle = Jeder Abbaupunkt, den die DDR während des Dekadenendes zahlen muss (Republikflucht, Mauerkosten, Devisen, Staatsgewalt bezahlen, ein Abbausymbol im Prestigeschritt), entfernt eine Fabrik oder ein Infrastrukturteil der DDR. Muss die DDR einen Punkt zahlen und hat kein Teil mehr, das sie abbauen kann, ist sie bankrott: Die übrigen Schritte entfallen, und die DDR verliert sofort (Staatsbankrott). Während einer Dekade dagegen verfällt ein Punkt, der nichts zum Abbauen findet, einfach.
    .title = Abbaupunkte am Dekadenende bezahlen
    .version = b70ecf462f
rules-routine-east-pays-alternately = Muss die DDR bei der Republikflucht oder wegen fehlender Devisen mehrere Punkte abbauen, wählen die beiden Spieler die Teile abwechselnd, einen Punkt nach dem anderen: Wer den Prestigevorteil hat, wählt das erste Teil, der andere Spieler das zweite und so weiter, bis alle Punkte bezahlt sind.
    .title = Abbaupunkte abwechselnd gewählt
    .version = d74d583365

rules-variant-second-edition = Die spätere, zweite Auflage der Regeln, wie die ukrainische Spielregel sie wiedergibt. In den { NAME($group-suppliers, case: "dative") }, die West-Berlin versorgen, liegen zu Beginn je { $setup-standard-n1 } { NAME($piece-unrest, $setup-standard-n1) } statt { $was-setup-standard-n1 }, und die Zahl der Sozialisten in der Kaderschmiede ist zu Beginn { $setup-standard-n3 } statt { $was-setup-standard-n2 }. Wer die Sonderkarte nimmt, bezahlt dafür: Er wirft eine Handkarte ab oder lässt den Gegner eine Karte ziehen. Wer zu Beginn einer Dekade mehr als { $routine-start-decade-deck-standard-hand } Karten hält, wirft bis auf { $routine-start-decade-deck-standard-hand } ab. Ein gelber Pfeil, der auf der Devisen- oder der Sozialistenleiste nicht ausgeführt werden kann, setzt einen Unruhewürfel in der DDR ein. Kann keine Fabrik marode werden, entfernt das Symbol stattdessen ein Infrastrukturteil. Bei Karte { $card-77-number }, „{ NAME($card-77) }“, versetzt die DDR den Unruhewürfel, den die Karte eben gesetzt hat, nicht mehr selbst: Die BRD, die beide Bewegungen ausführt, darf mit einer davon auch diesen Würfel versetzen. Außerdem schreibt sie eine Regel aus, die schon in der ersten Auflage galt: Ein LS-Symbol setzt seinen Marker auch in ein Gebiet, dessen Wirtschaft null ist.
    .version = d47beb7657

## Die 2. Auflage (content/variants/second_edition): was sie ändert, in Worten (siehe die englische Datei).
rules-second-edition--setup-standard = In den { NAME($group-suppliers, case: "dative") }, die West-Berlin versorgen, liegen zu Beginn je { $n1 } { NAME($piece-unrest, $n1) } statt { $was-n1 }; in jedem anderen Gebiet liegen { $n2 }. Die Zahl der Sozialisten in der Kaderschmiede ist zu Beginn { $n3 } statt { $was-n2 }.
    .version = 8e16d283c8
rules-second-edition--routine-special-card-price = Wer die Sonderkarte nimmt, bezahlt sofort dafür, noch vor ihrem Ereignis: Er wirft eine Handkarte ab, oder der Gegner zieht die oberste Karte des Stapels als zusätzliche Handkarte. Mit leerer Hand bleibt nur das Ziehen des Gegners; ist auch der Stapel leer, entfällt der Preis.
    .title = Der Preis der Sonderkarte
    .version = 0e81fd6b6e
rules-second-edition--action-trigger-event = Das Ereignis einer Sonderkarte auszulösen hat nun einen Preis: Bevor das Ereignis ausgeführt wird, bezahlt der Spieler, der sie genommen hat (das kann nur die DDR), den Preis der Sonderkarte.
    .version = eb5ac2195e
rules-second-edition--routine-start-decade = Wer nach dem freiwilligen Abwerfen zu Beginn einer Dekade noch mehr als { $deck-standard-hand } Karten hält, muss so lange abwerfen, bis { $deck-standard-hand } übrig sind; erst dann werden die Hände aufgefüllt. Eine zusätzliche Karte kann ein Spieler nur durch den Preis der Sonderkarte bekommen.
    .version = 605cc39be8
rules-second-edition--icon-rundown = Hat die betroffene Seite im eigenen Land (an dem Ort, den das Symbol nennt, falls es einen nennt) keine Fabrik mehr, die marode werden kann, wird stattdessen dort eines ihrer Infrastrukturteile entfernt; welches, entscheidet, wer bestimmt, wo das Symbol wirkt. Das gilt auf den Karten wie auf der Prestigeleiste; im Grundspiel verfällt ein solches Symbol einfach.
    .version = 83d9c18633
rules-second-edition--track-currency = Ein gelber Pfeil, der den Devisenmarker nicht weiter bewegen kann, lässt die BRD einen Unruhewürfel in ein Gebiet der DDR setzen, statt einen eigenen zu entfernen.
    .version = 7ce45a5dba
rules-second-edition--track-socialist = Ein gelber Pfeil, der den Sozialistenmarker nicht weiter bewegen kann, lässt die BRD einen Unruhewürfel in ein Gebiet der DDR setzen, statt einen eigenen zu entfernen.
    .version = 5503840ef5

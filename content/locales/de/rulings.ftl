# Klarstellungen und Errata der Karten und die Wörter, die dazu gehören.

-face-round-table = Runder Tisch
-face-wall-down = Mauerfall

-source-rulebook = Spielregel
-source-almanac = Kartenalmanach
-source-printed-face = gedruckte Karte
-source-public-source = öffentliche Quelle
-source-reconstructed = Rekonstruktion (beste Vermutung)

-date-undated = ohne Datum

ruling-no-unrest-w-berlin = Kein Unruhewürfel kommt nach West-Berlin.
ruling-build-abroad = 2 Wirtschaftspunkte gehen in die ČSSR und 2 nach Polen. In jedem Land reichen sie für 2 Fabriken, für 1 Fabrik und 1 Infrastrukturteil oder für 2 Infrastrukturteile (soweit §5.1 es erlaubt). Die italienische Regel sagt „je 1“, nennt dann aber 2 polnische Fabriken als Möglichkeit; die französische und die ukrainische sagen je 2, wie auch Beispiel 3 in §6.4, dem wird hier gefolgt.
ruling-no-removal-w-berlin = In West-Berlin wird keine Unruhe entfernt.
ruling-police-ignored-west-decides = Die BRD darf das Staatsgewalt-Symbol übergehen. Löst die DDR das Ereignis aus, entscheidet die BRD, wohin der Wirtschaftspunkt und der Abbaupunkt gehen (die ukrainische Regel sagt „und“, die italienische und die französische „oder“).
ruling-reduce-then-remove = Zuerst wird die Unruhe in 2 Gebieten der DDR mit Massenprotesten auf 3 gesenkt, danach werden 2 weitere Unruhewürfel entfernt.
ruling-police-ignored-to-played-row = Die BRD darf das Staatsgewalt-Symbol übergehen; die Karte kommt dann zu den gespielten Karten unter dem Spielplan.
ruling-w-berlin-and-other-provinces = 2 Unruhewürfel kommen nach West-Berlin und 2 in die übrigen Gebiete der BRD (die französische Regel sagt: irgendwo in der BRD; die italienische und die ukrainische: in die übrigen Gebiete).
ruling-rheinsberg-factory = Gemeint ist die Fabrik in Rheinsberg (§10.3).
ruling-no-ls-w-berlin = Kein LS-Marker kommt nach West-Berlin, weder direkt noch auf Umwegen.
ruling-cssr-factory-removed = 1 Fabrik in der ČSSR wird mit ihrer ganzen Infrastruktur entfernt und kann nie wieder gebaut werden.
ruling-all-icons-in-w-berlin = Alle 3 Symbole dürfen in West-Berlin genutzt werden.
ruling-wall-costs-reminder = Die auf der Karte gedruckten Mauerkosten erinnern nur an die Mauerkosten am Dekadenende (§9.1) und gehören nicht zum Ereignis. Die Karte wird neben die Dekadenende-Leiste gelegt.
ruling-nrw-infrastructure = Jedes Infrastrukturteil auf einer Verbindung einer Stadt in Nordrhein-Westfalen darf entfernt werden, wo immer es liegt (etwa die zweite Linie von Bremen–Duisburg); eine Fabrik dort nur, wenn keine ihrer Verbindungen Infrastruktur trägt.
ruling-rundown-then-repair = Hat Ost-Berlin keine marode Fabrik, darf die DDR die Symbole so ordnen, dass ihre Fabrik erst marode und dann wieder saniert wird; am Ende ändert sich also nichts.
ruling-both-ls-same-province = Beide LS-Marker dürfen in dasselbe Gebiet (die französische Regel sagt „müssen“; die italienische und die ukrainische „dürfen“, dem wird hier gefolgt).
ruling-hamburg-connections = Wie bei Karte 43: Infrastruktur darf von jeder Verbindung Hamburgs entfernt werden.
ruling-not-dual = Dies ist keine zweifarbige Karte.
ruling-ls-in-sachsen = Der LS-Marker entfernt 1 Unruhewürfel aus Sachsen; das andere Symbol entfernt 1 weiteren, wo die DDR will.
ruling-no-w-berlin-all-in-bayern = Kein Unruhewürfel kommt nach West-Berlin. Die DDR darf alle 3 nach Bayern setzen.
ruling-polish-factory-removed = Wie bei Karte 37, für Polen: 1 polnische Fabrik wird mit ihrer ganzen Infrastruktur endgültig entfernt.
ruling-east-moves-placed-cube = Die DDR darf den eben gesetzten Unruhewürfel mit 1 Bewegungssymbol versetzen (1. Auflage; die 2. Auflage sagt: die BRD).
ruling-west-moves-placed-cube = Die BRD darf mit 1 Bewegungssymbol auch den eben gesetzten Unruhewürfel versetzen, wie jeden anderen (2. Auflage; die 1. Auflage sagt: die DDR).
ruling-ls-in-w-berlin-sector = 1 LS-Marker darf nach West-Berlin, in einen Sektor, den §10.1 erlaubt.
ruling-round-table-order = Die DDR darf zuerst die Unruhewürfel auf ihren Staatsgewalt-Karten in ihre Gebiete zurücklegen; dann wählt die BRD ein Gebiet der DDR mit mindestens 1 Massenprotest und senkt dessen Unruhe auf 3. Die andere Seite gilt, wenn die Mauer gebaut wurde.

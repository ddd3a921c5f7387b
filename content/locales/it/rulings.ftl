# Chiarimenti ed errata delle carte e le parole che li accompagnano.

-face-round-table = Tavola rotonda
-face-wall-down = Caduta del muro

-source-rulebook = regolamento
-source-almanac = elenco delle carte
-source-printed-face = carta stampata
-source-public-source = fonte pubblica
-source-reconstructed = ricostruzione (ipotesi più probabile)

-date-undated = senza data

ruling-no-unrest-w-berlin = Nessun cubo sommossa va a Berlino Ovest.
ruling-build-abroad = 2 punti costruzione vanno nella ČSSR e 2 in Polonia. In ciascun paese costruiscono 2 fabbriche, oppure 1 fabbrica e 1 infrastruttura, oppure 2 infrastrutture (se il §5.1 lo consente). Il regolamento italiano dice «1 ciascuno», ma poi elenca 2 fabbriche polacche tra le scelte; quelli francese e ucraino dicono 2 ciascuno, come l'esempio 3 del §6.4, ed è ciò che si segue qui.
ruling-no-removal-w-berlin = A Berlino Ovest non si rimuove nessun cubo sommossa.
ruling-police-ignored-west-decides = L'Ovest può ignorare l'icona delle forze di polizia. Quando è l'Est ad attivare l'evento, l'Ovest decide dove vanno il punto costruzione e il punto smantellamento (il regolamento ucraino dice «e», quelli italiano e francese «o»).
ruling-reduce-then-remove = Prima si riducono i cubi sommossa a 3 in 2 province dell'Est con proteste di massa, poi si rimuovono altri 2 cubi sommossa.
ruling-police-ignored-to-played-row = L'Ovest può ignorare l'icona delle forze di polizia; la carta va allora tra le carte giocate in fondo al tabellone.
ruling-w-berlin-and-other-provinces = 2 cubi sommossa vanno a Berlino Ovest e 2 nelle altre province dell'Ovest (il regolamento francese dice: ovunque all'Ovest; quelli italiano e ucraino: nelle altre province).
ruling-rheinsberg-factory = Si usa la fabbrica Rheinsberg (§10.3).
ruling-no-ls-w-berlin = Nessun segnalino TV va a Berlino Ovest, né direttamente né per trasferimento.
ruling-cssr-factory-removed = 1 fabbrica nella ČSSR viene rimossa con tutte le sue infrastrutture e non può più essere ricostruita.
ruling-all-icons-in-w-berlin = Tutte e 3 le icone possono essere usate a Berlino Ovest.
ruling-wall-costs-reminder = I costi del muro stampati sulla carta ricordano soltanto i costi del muro della Fine Decade (§9.1) e non fanno parte dell'evento. La carta si mette accanto al percorso di fine decade.
ruling-nrw-infrastructure = Si può rimuovere qualsiasi infrastruttura su una connessione di una città di Nordrhein-Westfalen, ovunque si trovi (per esempio la seconda linea di Bremen–Duisburg); una fabbrica di quella provincia solo se nessuna delle sue connessioni ha infrastrutture.
ruling-rundown-then-repair = Se Berlino Est non ha fabbriche fatiscenti, l'Est può ordinare le icone in modo che la sua fabbrica diventi prima fatiscente e poi venga rimodernata, senza alcun effetto finale.
ruling-both-ls-same-province = Entrambi i segnalini TV possono andare nella stessa provincia (il regolamento francese dice «devono»; quelli italiano e ucraino «possono», ed è ciò che si segue qui).
ruling-hamburg-connections = Come per la carta 43: si possono rimuovere infrastrutture da ogni connessione di Hamburg.
ruling-not-dual = Non è una carta duplice.
ruling-ls-in-sachsen = Il segnalino TV rimuove 1 cubo sommossa da Sachsen; l'altra icona ne rimuove 1 in più dove sceglie l'Est.
ruling-no-w-berlin-all-in-bayern = Nessun cubo sommossa va a Berlino Ovest. L'Est può metterli tutti e 3 in Bayern.
ruling-polish-factory-removed = Come per la carta 37, per la Polonia: 1 fabbrica polacca viene rimossa per sempre con tutte le sue infrastrutture.
ruling-east-moves-placed-cube = L'Est può muovere il cubo sommossa appena piazzato con 1 icona movimento (1ª edizione; la 2ª edizione dice l'Ovest).
ruling-west-moves-placed-cube = L'Ovest può muovere con 1 icona movimento anche il cubo sommossa appena piazzato, come ogni altro (2ª edizione; la 1ª edizione dice l'Est).
ruling-ls-in-w-berlin-sector = 1 segnalino TV può essere piazzato a Berlino Ovest, in un settore consentito dal §10.1.
ruling-round-table-order = L'Est può prima rimettere nelle sue province i cubi sommossa che si trovano sulle sue carte forze di polizia; poi l'Ovest sceglie una provincia dell'Est con almeno 1 protesta di massa e vi riduce i cubi sommossa a 3. Se il muro è stato costruito, si usa l'altro lato.

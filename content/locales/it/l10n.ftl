# Messaggi di wsdv sui file di traduzione stessi (su stderr). Identificatori: vedi en/l10n.ftl.
l10n-fallback-missing = [{ $lang }] «{ $id }» non è tradotto: si mostra il testo inglese
l10n-fallback-format = [{ $lang }] impossibile formattare «{ $id }» ({ $detail }): si mostra il testo inglese
l10n-fallback-unnamed = [{ $lang }] «{ $id }» non ha un nome in nessuna lingua: si mostra il suo identificatore
l10n-fallback-unknown-case = [{ $lang }] «{ $id }» chiede il caso «{ $detail }», che non esiste: si mostra la forma di base
l10n-fallback-no-case = [{ $lang }] «{ $id }» non ha una forma per il caso «{ $detail }»: si mostra la forma di base
l10n-english-unformattable = impossibile formattare «{ $id }», nemmeno in inglese: { $detail }
l10n-cause-variable = { $name } non viene passato
l10n-cause-reference = { $name } non è definito
l10n-cause-function = la funzione { $name } è sconosciuta
l10n-cause-cycle = la voce contiene se stessa
l10n-cause-depth = i suoi riferimenti sono annidati troppo in profondità (una catena di termini ben più lunga di quanto serva a qualsiasi testo)
l10n-cause-other = { $name }
l10n-hint-english = testo inglese: { $where }
l10n-hint-strict = senza --strict è solo un avviso e si mostra il testo inglese
l10n-hint-check = `wsdv l10n check` trova questi errori prima della partita
l10n-hint-did-you-mean = forse intendevi «{ $word }»?
l10n-fallback-absent = [{ $lang }] nessuna lingua ha il messaggio «{ $id }»: si mostra il suo identificatore
l10n-waiting = { $count ->
        [one] { $count } testo attende
       *[other] { $count } testi attendono
    } la traduzione: { $langs } (wsdv l10n status)

# The labels of a located message in these words ("file:line:col: warning: ...", "hint: ...").
l10n-label-error = errore
l10n-label-warning = avviso
l10n-label-hint = suggerimento
# I due punti dopo il luogo e dopo l'etichetta («file:1:2: errore: …»).
l10n-label-colon = :

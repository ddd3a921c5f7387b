# Meldungen von wsdv über die Übersetzungsdateien selbst (auf stderr). Ids: siehe en/l10n.ftl.
l10n-fallback-missing = [{ $lang }] „{ $id }“ ist nicht übersetzt: Der englische Text wird gezeigt
l10n-fallback-format = [{ $lang }] „{ $id }“ lässt sich nicht formatieren ({ $detail }): Der englische Text wird gezeigt
l10n-fallback-unnamed = [{ $lang }] „{ $id }“ hat in keiner Sprache einen Namen: Die Kennung wird gezeigt
l10n-fallback-unknown-case = [{ $lang }] „{ $id }“ verlangt den Fall „{ $detail }“, den es nicht gibt: Die Grundform wird gezeigt
l10n-fallback-no-case = [{ $lang }] „{ $id }“ hat keine Form für den Fall „{ $detail }“: Die Grundform wird gezeigt
l10n-english-unformattable = „{ $id }“ lässt sich nicht formatieren, auch nicht auf Englisch: { $detail }
l10n-cause-variable = { $name } wird nicht übergeben
l10n-cause-reference = { $name } ist nicht definiert
l10n-cause-function = die Funktion { $name } ist unbekannt
l10n-cause-cycle = der Eintrag enthält sich selbst
l10n-cause-depth = seine Verweise sind zu tief verschachtelt (eine Kette von Begriffen, weit länger als jeder Text sie braucht)
l10n-cause-other = { $name }
l10n-hint-english = Englisch: { $where }
l10n-hint-strict = ohne --strict ist das eine Warnung, und der englische Text wird gezeigt
l10n-hint-check = `wsdv l10n check` findet solche Fehler vor dem Spiel
l10n-hint-did-you-mean = meinten Sie „{ $word }“?
l10n-fallback-absent = [{ $lang }] keine Sprache hat die Meldung „{ $id }“: Die Kennung wird gezeigt
l10n-waiting = { $count ->
        [one] { $count } Text wartet
       *[other] { $count } Texte warten
    } auf die Übersetzung: { $langs } (wsdv l10n status)

# The labels of a located message in these words ("file:line:col: warning: ...", "hint: ...").
l10n-label-error = Fehler
l10n-label-warning = Warnung
l10n-label-hint = Hinweis
# Der Doppelpunkt nach Ort und Bezeichnung („Datei:1:2: Fehler: …“).
l10n-label-colon = :

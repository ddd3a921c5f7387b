"""The fourth floor: everything a person reads, from the locales (Fluent files in content and docs).

``l10n`` is the localization library (catalogs, the localizer, fallbacks, checks; it prints
nothing and has no command); ``languages`` which language a command speaks, kept out of ``l10n``
so that choosing one loads no Fluent; ``cardtext`` a card's event in words from its icons; ``prose``
the rules in words; ``rulings`` the words of rulings and errata; ``diff`` what one content set
changes against another, said in words; ``names`` and ``sitestrings`` the site's names and words;
``markup`` text made inert for pages; ``translations`` the status of every translated text.
"""

"""The command line: the only part of wsdv that reads argv, prints to the terminal and picks exit codes.

One module per command (``check``, ``cards``, ``play`` with ``replay`` and ``scenario run``, ``simulate``,
``diff``, ``l10n``, ``rename``, ``site``, ``schema``), each with a ``register(sub)`` that adds its
sub-parser; :mod:`.main` puts them together. What several share is in :mod:`.common` (the content
options, building the rules with their problems printed), :mod:`.options` (``--lang``, ``--strict``,
numbers) and :mod:`.exitcodes`.
"""

"""The exit status every `wsdv` command ends with, in one place for all command modules.

0: done as asked. 1: a comparison found a difference (a scenario, a replayed log, a card
looked up that is not there). 2: bad content, locales or input, reported as located errors,
and a translation fault under ``--strict``. 3: a bug in wsdv itself. 130: interrupted.
"""

from __future__ import annotations

EXIT_OK = 0
EXIT_MISMATCH = 1
EXIT_CONTENT = 2
EXIT_INTERNAL = 3
EXIT_INTERRUPTED = 130

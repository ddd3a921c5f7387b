"""wsdv: a data-driven rules interpreter for the board game *Wir sind das Volk!*.

The game lives in content files (``content/``) written in a small language
(``grammar/``); this package reads, checks and runs them.
"""

__version__ = "0.1.0"

"""The third floor: checked definitions compiled into the immutable rules model the game runs on.

``pipeline`` is the one call from folders to rules (or diagnostics); ``model`` the compiled
``Rules``; ``cards`` card faces as records; ``sources`` where a declaration is written; ``checkcache``
answers an unchanged `wsdv check` from disk; ``rename`` renames a definition everywhere it is written.
"""

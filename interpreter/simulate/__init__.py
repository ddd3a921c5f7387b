"""Many seeded games between bots, and a balance report on them (the command is ``cli/simulate.py``).

``games``  one game from a seed to a record (the line of ``games.jsonl``)
``run``    many games in worker processes or on a Ray cluster, with a progress bar
``stats``  intervals and tests on proportions
``report`` the report (Markdown, HTML, terminal) and its plots
"""

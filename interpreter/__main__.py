"""``python -m interpreter``: the command line (its exit status is picked, and the process ended, in cli/)."""

from .cli.main import run

run()

"""The generic game engine: state, expressions and effects, primitives, decisions, agents.

Nothing here names a province, card, phase or track; the rules come from content, and a name
of the game in Python would be a rule escaped from it (tests/engine/test_engine_vocabulary.py).
The commands that run games live in ``cli/``.
"""

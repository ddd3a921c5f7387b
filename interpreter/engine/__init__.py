"""The generic game engine: state, expressions and effects, primitives, decisions, agents.

Nothing here names a province, card, phase or track; the rules come from content
(the design notes, "What must be content"). The commands that run games live in ``cli/``.
"""

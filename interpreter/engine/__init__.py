"""The generic game engine: state, expressions and effects, primitives, decisions, agents.

Nothing here names a province, card, phase or track; the rules come from content
(see ../../../shared/DESIGN.md, "What must be content").
"""

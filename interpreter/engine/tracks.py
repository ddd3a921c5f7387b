"""Tracks: markers, zones with an advantage, printed gains and icons, unexecutable steps."""

from __future__ import annotations

from typing import Any

from .evaluator import ContentError
from .registry import primitive


def _track(g: Any, name: str) -> Any:
    t = g.rules.tracks.get(name)
    if t is None:
        raise ContentError(words=("runtime-unknown-track", {"name": name}))
    return t


def direction(g: Any, t: Any, side: str) -> int:
    """+1 when moving toward ``side`` raises the marker, -1 when it lowers it (see Track.direction)."""
    return int(t.direction(side, g.board.sides))


@primitive()
def move_marker(g: Any, track: str, steps: int, *, toward: str) -> int:
    """Move a track's marker ``steps`` spaces toward a side; returns the steps that did not fit.

    Each step past the end runs the track's ``overflow`` icons for that end (with
    ``choice one``, the side the arrow favours picks one of them).
    """
    t = _track(g, track)
    d = direction(g, t, toward)
    pos = g.state["tracks"][track]
    failed = 0
    for _ in range(steps):
        if t.lo <= pos + d <= t.hi:
            pos += d
        else:
            failed += 1
    g.state["tracks"][track] = pos
    g.say("track", track=track, toward=toward, steps=steps - failed, space=pos)
    end = "high" if d > 0 else "low"
    icons = t.overflow.get(end, ())
    saved = g.state["vars"].get("actor")
    for _ in range(failed):
        g.state["vars"]["actor"] = toward
        g.say("overflow", track=track, side=toward)
        if not icons:
            continue
        if t.overflow_choice.get(end) == "one" and len(icons) > 1:
            i = g.ask(toward, "overflow", list(range(len(icons))), track=track,
                      icons=[c.get("call") for c in icons])
            g.eval(icons[i])
        else:
            for call in icons:
                g.eval(call)
    g.state["vars"]["actor"] = saved
    return failed


@primitive()
def set_marker(g: Any, track: str, space: int) -> None:
    """Put a track's marker on a space (clamped to the track)."""
    t = _track(g, track)
    g.state["tracks"][track] = max(t.lo, min(t.hi, space))


@primitive(pure=True)
def track(g: Any, name: str) -> int:
    """The space a track's marker is on."""
    return g.state["tracks"][name]


@primitive(pure=True)
def advantage(g: Any, name: str) -> str | None:
    """The side whose zone the marker is in, or none."""
    t = _track(g, name)
    z = t.zone_at(g.state["tracks"][name])
    return z.advantage if z else None


@primitive(pure=True)
def gain(g: Any, name: str, space: int | None = None) -> int:
    """The number printed under a space (the marker's by default); 0 where none is printed."""
    t = _track(g, name)
    sp = t.spaces.get(g.state["tracks"][name] if space is None else space)
    return sp.gain if sp is not None and sp.gain is not None else 0


@primitive(pure=True)
def points(g: Any, name: str) -> int:
    """A track's marker in points: its space divided by the track's steps per point."""
    t = _track(g, name)
    return g.state["tracks"][name] // t.steps_per_point


@primitive(pure=True)
def has_icons(g: Any, name: str, space: int) -> bool:
    """Whether a space of a track shows icons."""
    sp = _track(g, name).spaces.get(space)
    return bool(sp and sp.icons)


@primitive()
def run_space(g: Any, name: str, space: int) -> None:
    """Carry out the icons printed on a space of a track, in order."""
    sp = _track(g, name).spaces.get(space)
    if sp is None:
        return
    g.say("space", track=name, space=space)
    for call in sp.icons:
        g.eval(call)

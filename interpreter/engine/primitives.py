"""Every primitive and function of the engine, registered by name (importing fills the registry)."""

from __future__ import annotations

from . import cardplay, economy, functions, living, pieces, sites, tracks  # noqa: F401
from .registry import REGISTRY

__all__ = ["REGISTRY"]

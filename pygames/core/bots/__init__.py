"""Bots for every rule set: easy, normal and hard (see :mod:`.search`)."""

from .search import LEVELS, Budget, Decision, decide

__all__ = ["LEVELS", "Budget", "Decision", "decide"]

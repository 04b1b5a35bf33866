"""Bots for every rule set: easy, normal and hard (see :mod:`.search`)."""

from ..levels import LEVELS
from .search import Budget, Decision, decide

__all__ = ["LEVELS", "Budget", "Decision", "decide"]

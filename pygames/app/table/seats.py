"""Seats and bots in the app: who plays each seat, the bot's move, the Hint, the solo record.

A seat is one of ``SEAT_KINDS``, stored as is in the address ``extra["seats"]``:

* ``"human"``;
* ``"easy"``, ``"normal"``, ``"hard"``: the bot levels of :mod:`pygames.core.bots`, seeded by
  the game seed (``decide`` mixes in the ply), so easy and normal continue a shared address the
  same way anywhere; hard searches for a *time* budget (``HARD_SECONDS``) so a decision stays
  under about a second on a slow tablet, hence its iteration count (and so possibly its move)
  depends on the device's speed;
* ``"bot"``: the seat of addresses made before bot levels existed. It keeps playing the old
  seeded *random* legal move, so an old address continues exactly as it did.

The Hint asks the hard bot for the current human decision and shows its expected reward
(``Judgement.value`` in [0, 1]) as a win chance; it goes through the game review's
evaluation (:func:`pygames.core.review.evaluate`), so a hint and a review of the same
position read the same search.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any, TypeGuard

from pygames.core import scene
from pygames.core.game import Game
from pygames.core.levels import LEVELS
from pygames.core.numbers import is_number
from pygames.core.rng import Rng

if TYPE_CHECKING:
    from pygames.core.bots import Budget
    from pygames.core.bots.search import Judgement

HUMAN = "human"
#: The default level of a new bot seat.
DEFAULT_LEVEL = "normal"
#: An address from before bot levels: the old seeded random bot.
RANDOM_BOT = "bot"
SEAT_KINDS = (HUMAN, RANDOM_BOT, *LEVELS)
#: Wall-clock budget of a hard decision (and of a Hint) in the page. The search stops at this
#: budget plus one iteration, so a tablet several times slower than a desktop still answers
#: within about a second (it just searches less); ``python bench/bench_browser.py
#: --bots-only`` measures the decisions' time and iterations per rule set (docs/speed.md).
HARD_SECONDS = 0.75


def is_bot(kind: str) -> bool:
    return kind != HUMAN


def valid_seats(seats: object, players: int) -> TypeGuard[list[str]]:
    return (isinstance(seats, list) and len(seats) == players
            and all(isinstance(s, str) and s in SEAT_KINDS for s in seats))


def bot_move(game: Game, kind: str, hard_seconds: float = HARD_SECONDS) -> str:
    """The move the bot in a seat of ``kind`` plays now (deterministic for all but hard)."""
    if kind == RANDOM_BOT:
        # Seeded by the position, exactly as before bot levels, so old addresses continue.
        rng = Rng(game.seed * 1_000_003 + len(game.history) * 7919 + 1)
        return rng.choice(game.legal_moves())
    from pygames.core.bots import decide  # the search loads with the first bot move (start-up)

    return decide(game, kind, seed=game.seed, budget=_budget(kind, hard_seconds)).move


def hint(game: Game, hard_seconds: float = HARD_SECONDS) -> Judgement:
    """The hard bot's suggestion for the current decision (whoever is to move): the review's
    evaluation with the Hint's time budget."""
    from pygames.core.bots import Budget
    from pygames.core.review import evaluate

    return evaluate(game, Budget(seconds=hard_seconds))


def _budget(kind: str, hard_seconds: float) -> Budget | None:
    from pygames.core.bots import Budget

    return Budget(seconds=hard_seconds) if kind == "hard" else None


def win_percent(decision: Judgement) -> int:
    """The hard bot's expected reward as a whole percentage (clamped to 0..100)."""
    return max(0, min(100, round(decision.value * 100)))


def mark_hint(nodes: list[scene.Node], move: str, named: frozenset[str] = frozenset()) -> bool:
    """Add the class ``hint`` to every element carrying ``data-move == move``; True if any.

    A move the board offers only inside others (a disc on the way: the first step of a
    chain, or a choice that picking a part shows, ``data-leads``) marks those, and the
    parts it names (``named``: node keys); so a Hint never leaves the board unmarked."""
    exact = _mark(nodes, lambda attrs, key: attrs.get("data-move") == move)
    if exact:
        return True
    first = move + scene.SEQUENCE
    leads = scene.LEADS
    return _mark(nodes, lambda attrs, key: key in named
                 or str(attrs.get("data-move") or "").startswith(first)
                 or move in str(attrs.get("data-leads") or "").split(leads))


def _mark(nodes: list[scene.Node], hit: Callable[[dict[str, Any], str], bool]) -> bool:
    found = False
    for root in nodes:
        for node in scene.walk(root):
            attrs = node.get("a")
            if attrs and hit(attrs, str(node.get("k"))):
                attrs["class"] = (str(attrs.get("class") or "") + " hint").strip()
                found = True
    return found


# ---------------------------------------------------------------------- solo record
def record_key(game_id: str) -> str:
    """The browser-store key of a rule set's solo record (the bridge adds its own prefix)."""
    return f"best.{game_id}"


def solo_result(game: Game) -> int | None:
    """A finished solo game's result from the rule set's ``solo_score()`` (fewer is better)."""
    if game.players != 1 or not game.is_over:
        return None
    value = game.solo_score()
    return value if isinstance(value, int) else None


def best_of(store: dict[str, str], game_id: str) -> int | None:
    text = store.get(record_key(game_id), "")
    return int(text) if is_number(text) else None

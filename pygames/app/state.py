"""What the app shows: the screen, the game in progress and what is open over it.

The controller (:mod:`.controller`) changes this state from the browser's events; the screens
(:mod:`.screens` and the modules it draws with) read it, so they depend on this module and
never on the controller.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from pygames.core import registry
from pygames.core.game import Game, GameInfo, Option
from pygames.core.i18n import seat_name, translate
from pygames.core.registry import View

from . import seats
from .positions import Positions
from .review_session import ReviewSession
from .texts import TEXTS

HUMAN = seats.HUMAN
#: Milliseconds between two bot moves unless the page asks otherwise (``bot_delay``).
DEFAULT_BOT_DELAY = 700


def playable(game_id: str) -> GameInfo | None:
    """The catalogue entry of a rule set whose modules import, else None.

    Only that rule set is imported, so opening an address does not load every game.
    """
    found = registry.available(game_id)
    return None if found is None else found.game_class.info


def catalogue() -> list[GameInfo]:
    """Every playable rule set, in registry order."""
    return [info for info in map(playable, registry.ids()) if info is not None]


@dataclass
class Setup:
    """The new-game form."""

    game_id: str
    players: int
    seats: list[str]
    options: dict[str, Any]
    seed: str = ""


@dataclass
class Table:
    """A game in progress (or over) with its seats and the log in words."""

    game: Game
    seats: list[str]
    movers: list[int] = field(default_factory=list)
    log: list[str] = field(default_factory=list)


class AppState:
    """The app's state and the words the screens derive from it."""

    def __init__(self) -> None:
        self.lang = "en"
        self.screen = "catalogue"
        self.saved: str | None = None
        self.setup: Setup | None = None
        self.table: Table | None = None
        self.error_key = ""
        self.bot_delay = DEFAULT_BOT_DELAY
        #: Bot levels and the Hint: hard's time budget, the last hint (ply, decision), the
        #: browser store (solo records) and whether this game just set a record.
        self.hard_seconds = seats.HARD_SECONDS
        self.hint: tuple[int, Any] | None = None
        self.store: dict[str, str] = {}
        self.new_record = False
        #: Rules at hand: the reference shown over the current screen (game id, options,
        #: players), the help or "why not?" panel (title, body), help mode.
        self.rules: tuple[str, dict[str, Any], int] | None = None
        self.help: tuple[str, str] | None = None
        self.help_mode = False
        #: Replay: the number of moves shown while stepping through the game (None: the live
        #: position) and the rebuilt positions of the log.
        self.replay: int | None = None
        self.replay_positions: Positions | None = None
        #: A part of the board picked before the move it leads to, where several ways lead
        #: on from it (the view draws them): interface state, never in the address.
        self.selection: str | None = None
        #: The game review of the table's game, while one is open or under way.
        self.review: ReviewSession | None = None

    # ------------------------------------------------------------------ helpers
    def t(self, key: str, **params: object) -> str:
        return translate(TEXTS, key, self.lang, **params)

    def view(self) -> View[Any]:
        assert self.table is not None
        return registry.rule_set(self.table.game.game_id).view

    def seat_name(self, seat: int) -> str:
        name = seat_name(seat, self.lang)
        kind = self.table.seats[seat] if self.table is not None else HUMAN
        if kind in seats.LEVELS:
            return self.t("app.bot_level_name", seat=name, level=self.t(f"app.level.{kind}"))
        if seats.is_bot(kind):
            return self.t("app.bot_name", seat=name)
        return name

    def bot_to_move(self) -> bool:
        if self.table is None or self.screen != "table" or self.rules is not None \
                or self.replay is not None:
            return False  # (bots wait while the rules reference or a replay is open)
        seat = self.table.game.current_player
        return seat is not None and seats.is_bot(self.table.seats[seat])

    # ------------------------------------------------------------------ words for screens
    def prompt_text(self) -> str:
        assert self.table is not None
        game = self.table.game
        seat = game.current_player
        if seat is None:
            return self.winners_text()
        if seats.is_bot(self.table.seats[seat]):
            return self.t("app.thinking", player=self.seat_name(seat))
        return self.view().prompt(game, self.lang)

    def option_text(self, option: Option, value: Any) -> str:
        """A setup option's value in words: the rule set's own words for it
        (``Option.labels``), else the app's usual ones (on / off / add / ...)."""
        labels = option.labels.get(value)
        if labels is not None:
            return labels.get(self.lang) or labels["en"]
        key = f"app.value.{str(value).lower()}"
        return self.t(key) if key in TEXTS["en"] else str(value)

    def result_lines(self) -> list[str]:
        """The end screen's words on how the game ended beyond the scores (who reached the
        goal, and in which round), where the rule set has any."""
        assert self.table is not None
        game = self.table.game
        return registry.rule_set(game.game_id).result_lines(game, self.lang)

    def past_prompt_text(self) -> str:
        """The prompt of a replayed position: what was asked of a human, nothing for a bot."""
        assert self.table is not None
        seat = self.table.game.current_player
        if seat is None or seats.is_bot(self.table.seats[seat]):
            return ""
        return self.view().prompt(self.table.game, self.lang)

    def winners_text(self) -> str:
        assert self.table is not None
        winners = self.table.game.winners()
        if not winners and self.table.game.players == 1 and self.table.game.is_over:
            return self.t("app.bot_wins")  # solo: nobody wins means the rules' own bot won
        names = "、".join if self.lang == "ja" else ", ".join
        text = names(self.seat_name(s) for s in winners)
        return self.t("app.winner" if len(winners) == 1 else "app.winners", players=text)

    def solo_result(self) -> int | None:
        return None if self.table is None else seats.solo_result(self.table.game)

    def hint_text(self) -> str:
        """One line: the suggested choice in words and why (the expected win chance)."""
        if self.table is None or self.hint is None:
            return ""
        ply, decision = self.hint
        game = self.table.game
        if ply != len(game.history) or not game.is_legal(decision.move):
            return ""
        words = self.view().describe_move(game, decision.move, self.lang)
        if decision.iterations == 0:
            return self.t("app.hint_only", move=words)
        return self.t("app.hint_line", move=words, pct=seats.win_percent(decision))


"""What the app shows: the screen, the game in progress and what is open over it.

The controller (:mod:`.controller`) changes this state from the browser's events; the screens
(:mod:`.screens` and the modules it draws with) read it, so they depend on this module and
never on the controller.
"""

from __future__ import annotations

import re
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from pygames.core import registry, tiebreak
from pygames.core.catalogue import entry as catalogue_entry
from pygames.core.codec import GameRecord, encode
from pygames.core.game import Game, GameInfo, Option
from pygames.core.i18n import seat_name, translate
from pygames.core.registry import View

from . import names
from .bridge.response import Response
from .learn.state import Learning, Tips
from .link.state import ByLink
from .replay.state import Replaying
from .review.session import ReviewSession
from .store.saved import SavedGame
from .table import seats
from .table.state import AtTable
from .texts import TEXTS

HUMAN = seats.HUMAN
#: Milliseconds between two bot moves unless the page asks otherwise (``bot_delay``).
DEFAULT_BOT_DELAY = 700


def _now_ms() -> int:
    return int(time.time() * 1000)


def playable(game_id: str) -> GameInfo | None:
    """The catalogue entry of a rule set the site has, else None.

    No rule set is imported for it where the site packs the catalogue's entries
    (:mod:`pygames.core.catalogue`), so the catalogue screen loads no rules.
    """
    found = catalogue_entry(game_id)
    return None if found is None else found.info


def catalogue() -> list[GameInfo]:
    """Every playable rule set, in registry order."""
    return [info for info in map(playable, registry.ids()) if info is not None]


#: An action's handler: the app state (the feature's own class), the tapped button's value,
#: the response to fill in.
Handler = Callable[[Any, object, Response], None]


@dataclass(frozen=True)
class Action:
    """What a tap on a ``data-action`` button does, and the panels it keeps open (the
    controller's ``PANELS``; every other one closes first)."""

    run: Handler
    keeps: frozenset[str] = frozenset()


@dataclass
class Setup:
    """The new-game form."""

    game_id: str
    players: int
    seats: list[str]
    options: dict[str, Any]
    seed: str = ""
    #: A name per seat, cleaned (names.py); "" leaves the seat its number.
    names: list[str] = field(default_factory=list)
    #: The human players are each on their own device (play by link, link.py), not
    #: around this one.
    apart: bool = False


@dataclass
class Table:
    """A game in progress (or over) with its seats and the log in words."""

    game: Game
    seats: list[str]
    movers: list[int] = field(default_factory=list)
    log: list[str] = field(default_factory=list)
    #: The game's generated id (the address's ``extra.id``; None for addresses without one)
    #: and its saved-games key (see saved.py).
    id: str | None = None
    key: str = ""
    #: The players' names, one per seat ("" for a seat without one), or none at all.
    names: list[str] = field(default_factory=list)


class AppState:
    """The app's state and the words the screens derive from it."""

    def __init__(self) -> None:
        self.lang = "en"
        self.screen = "catalogue"
        #: Saved games by key (saved.py), damaged ones set aside (key -> size of the raw
        #: text), the saved game whose deletion waits for a confirmation, and a notice about
        #: saving (a text key: a game set aside, storage full or off).
        self.saved: dict[str, SavedGame] = {}
        self.damaged: dict[str, int] = {}
        self.forgetting: str | None = None
        self.notice: str | None = None
        #: The page's clock (milliseconds since 1970) and time zone (minutes east of UTC),
        #: for the time a saved game was last played.
        self.clock: Callable[[], int] = _now_ms
        self.tz_minutes = 0
        self.setup: Setup | None = None
        self.table: Table | None = None
        self.error_key = ""
        self.bot_delay = DEFAULT_BOT_DELAY
        #: The hard bot's time budget (its level and the Hint) and the browser store (solo
        #: records, play by link's seats, reviews).
        self.hard_seconds = seats.HARD_SECONDS
        self.store: dict[str, str] = {}
        #: Rules at hand: the reference shown over the current screen (game id, options,
        #: players), the help or "why not?" panel (title, body), help mode.
        self.rules: tuple[str, dict[str, Any], int] | None = None
        self.help: tuple[str, str] | None = None
        self.help_mode = False
        #: Replay: the number of moves shown while stepping through the game (None: the live
        #: position), and how it is drawn and run (replay/state.py).
        self.replay: int | None = None
        self.replaying = Replaying()
        #: What is shown around the board besides the game (table/state.py).
        self.at_table = AtTable()
        #: The game review of the table's game, while one is open or under way; how many
        #: review workers the page runs beside this one (0: the review steps on ticks here).
        self.review: ReviewSession | None = None
        self.review_workers = 0
        #: Play by link (link/): whose device this is and what it has open over the table.
        self.by_link = ByLink()
        #: An older link of a saved game waiting for the answer to "go back?".
        self.older: str | None = None
        #: Another tab saved a line of the table's game that this tab lacks: that saved game,
        #: until the player loads it or keeps this tab's line as a branch (store/tabs.py);
        #: and how many older saved games start-up left unread (the page reads the newest).
        self.behind: SavedGame | None = None
        self.unread = 0
        #: A lesson or exercise being played, and the table's first-time tip (learn/).
        self.learning = Learning()
        self.tips = Tips()

    # ------------------------------------------------------------------ helpers
    def record(self, moves: list[str] | None = None) -> GameRecord:
        """The table's game as an address holds it (``moves``: another log, e.g. a prefix)."""
        assert self.table is not None
        extra: dict[str, Any] = {"seats": list(self.table.seats)}
        if self.table.id is not None:
            extra["id"] = self.table.id
        given = names.to_extra(self.table.names)
        if given is not None:
            extra["names"] = given
        return self.table.game.record(extra, moves)

    def address(self) -> str:
        return encode(self.record())

    def link(self) -> str:
        """The table's game as a whole link (empty where the page did not say its own
        address)."""
        return f"{self.by_link.base}#{self.address()}" if self.by_link.base else ""

    def t(self, key: str, **params: object) -> str:
        return translate(TEXTS, key, self.lang, **params)

    def t_count(self, key: str, n: int, **params: object) -> str:
        """The text ``key`` for a count ``n``: its ``_one`` form for exactly one."""
        one = key + "_one"
        return self.t(one if n == 1 and one in TEXTS["en"] else key, n=n, **params)

    def moved_text(self, seat: int, words: str) -> str:
        """A log line: who moved and the move in words, the player named once (a view may
        already begin the words with the seat's name: the full name then takes its place)."""
        full = self.seat_name(seat)
        plain = seat_name(seat, self.lang)
        if words.startswith(plain) and not words[len(plain):len(plain) + 1].isdigit():
            return full + self.named(words[len(plain):])
        return self.t("app.moved", player=full, move=self.named(words))

    def named(self, text: str, drawn: bool = False) -> str:
        """Words of a rule set (which names seats by number) with the players' names in
        place of ``Player 2`` and the like, all replaced at once so that a name that reads
        like another seat's number is never replaced again; ``drawn``: the text of a board's
        drawing, where a long name is cut (names.shortened)."""
        if self.table is None or not any(self.table.names) or not text:
            return text
        given = {seat_name(seat, self.lang): names.shortened(name) if drawn else name
                 for seat, name in enumerate(self.table.names) if name}
        pattern = "|".join(re.escape(plain) for plain in sorted(given, key=len, reverse=True))
        return re.sub(f"(?:{pattern})(?![0-9])", lambda found: given[found.group(0)], text)

    def view(self) -> View[Any]:
        assert self.table is not None
        return registry.rule_set(self.table.game.game_id).view

    def player_name(self, seat: int) -> str:
        """The name a seat was given, else its number (``Player 2``): no bot level."""
        given = self.table.names if self.table is not None else \
            self.setup.names if self.setup is not None else []
        if seat < len(given) and given[seat]:
            return given[seat]
        return seat_name(seat, self.lang)

    def seat_name(self, seat: int) -> str:
        """How every screen, prompt, log line and share text names a seat: its given name
        (else its number) and, for a bot, its level."""
        name = self.player_name(seat)
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
        return self.named(self.view().prompt(game, self.lang))

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
        return [self.named(line)
                for line in registry.rule_set(game.game_id).result_lines(game, self.lang)]

    def offers(self) -> list[tuple[str, str]]:
        """The rule set's one-tap offers beside the prompt: (moves, label) pairs."""
        assert self.table is not None
        game = self.table.game
        return [(moves, self.named(label))
                for moves, label in registry.rule_set(game.game_id).offers(game, self.lang)]

    def past_prompt_text(self) -> str:
        """The prompt of a replayed position: what was asked of a human, nothing for a bot."""
        assert self.table is not None
        seat = self.table.game.current_player
        if seat is None or seats.is_bot(self.table.seats[seat]):
            return ""
        return self.named(self.view().prompt(self.table.game, self.lang))

    def winners_text(self) -> str:
        assert self.table is not None
        game = self.table.game
        solo = self.solo_text()
        if solo is not None:
            return solo
        winners = game.winners()
        if not winners and game.players == 1 and game.is_over:
            return self.t("app.bot_wins")  # solo: nobody wins means the rules' own bot won
        names = "、".join if self.lang == "ja" else ", ".join
        text = names(self.seat_name(s) for s in winners)
        return self.t("app.winner" if len(winners) == 1 else "app.winners", players=text)

    def solo_text(self) -> str | None:
        """A finished solo game in words about the player: the rounds it took to reach the
        goal, or by how much the player beat the rules' own bot (its loss: None, the bot
        wins)."""
        assert self.table is not None
        game = self.table.game
        if game.players != 1 or not game.is_over:
            return None
        rounds = seats.solo_result(game)
        if rounds is not None:
            return self.t_count("app.solo_goal", rounds)
        rival = registry.rule_set(game.game_id).solo_rival(game)
        if rival is None or not game.winners():
            return None
        own = game.scores()[0]
        return self.t("app.solo_beat", n=own - rival, own=own, rival=rival)

    def end_lines(self) -> list[str]:
        """How the winner was found, beyond the scores: the tie-break step by step or the
        shared win (the rule set's words, else general ones), and a solo game's margin."""
        assert self.table is not None
        game = self.table.game
        if not game.is_over:
            return []
        if game.players == 1:
            rival = registry.rule_set(game.game_id).solo_rival(game)
            if rival is None or game.winners():
                return []
            own = game.scores()[0]
            key = "app.solo_tie" if own == rival else "app.solo_lost"
            return [self.t(key, n=rival - own, own=own, rival=rival)]
        words = registry.rule_set(game.game_id).tiebreak_words(game, self.lang)
        if words:
            return [self.named(line) for line in words]
        tied = tiebreak.tied_on_top(game)
        winners = game.winners()
        if len(tied) < 2 or not set(winners) & set(tied):
            return []
        key = "app.tie_shared" if len(winners) > 1 else "app.tie_decided"
        return [self.t(key, players=self.named(tiebreak.names(tied, self.lang)),
                       score=game.scores()[tied[0]])]

    def solo_result(self) -> int | None:
        return None if self.table is None else seats.solo_result(self.table.game)

    def hint_text(self) -> str:
        """One line: the suggested choice in words and why (the expected win chance)."""
        if self.table is None or self.at_table.hint is None:
            return ""
        ply, decision = self.at_table.hint
        game = self.table.game
        if ply != len(game.history) or not game.is_legal(decision.move):
            return ""
        words = self.named(self.view().describe_move(game, decision.move, self.lang))
        if decision.iterations == 0:
            return self.t("app.hint_only", move=words)
        return self.t("app.hint_line", move=words, pct=seats.win_percent(decision))


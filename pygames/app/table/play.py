"""The game on the table: rebuilt from an address, moves played (a human's tap, a bot's
tick), undone, hinted, and the table's own actions (the move log, the Hint, Undo, a part
picked on the board, playing another player's move once confirmed).
"""

from __future__ import annotations

from collections.abc import Callable

from pygames.core import registry, scene
from pygames.core.checks import checked_variant
from pygames.core.codec import GameRecord
from pygames.core.codec import decode as decode_address
from pygames.core.errors import AddressError, IllegalMove
from pygames.core.game import Game
from pygames.core.loading import game_class
from pygames.core.numbers import number

from .. import names
from ..bridge import events
from ..bridge.response import Response
from ..link import play as link
from ..replay import stepping as replay
from ..review import actions as reviewing
from ..rules.actions import RulesAtHand, _move_like
from ..state import HUMAN, Action, Table
from ..store import saved
from . import log_view, marks, seats

#: The most moves one tap plays (a chain of discs across the largest action board).
MAX_SEQUENCE = 12


class TablePlay(RulesAtHand):
    """The app state with a game to play on the table."""

    #: A fresh id for a new game or a branch (its saved-games key).
    _new_id: Callable[[], str]

    def _save(self, out: Response) -> None:
        """Keep the table's game among the saved games: the saving block's (arrival.py)."""
        raise NotImplementedError

    def load_fragment(self, fragment: str) -> None:
        """Rebuild the game of an address, remembering who made each move (for undo). The
        table is installed only once the whole log has replayed; AddressError otherwise."""
        self._reopen(decode_address(fragment))

    def _replayed(self, record: GameRecord) -> Table:
        """A new table for a record: every field checked before use, each move played and
        described in words; any failure is an AddressError with its key."""
        variant, options = checked_variant(game_class(record.game_id), record)
        kinds = record.extra.get("seats")
        if not seats.valid_seats(kinds, record.players):
            kinds = [HUMAN] * record.players
        try:
            game: Game = variant(players=record.players, seed=record.seed, options=options,
                                 rules=record.rules)
        except Exception as err:  # noqa: BLE001 - whatever a set-up raises, the address is at fault
            raise AddressError(f"impossible set-up: {err}", "address.damaged") from err
        key_id = saved.game_id_of(record)
        table = Table(game=game, seats=list(kinds), id=key_id, key=saved.key_of(record),
                      names=names.from_extra(record.extra, record.players))
        for index, move in enumerate(record.moves):
            try:
                self._play_on(table, move)
            except IllegalMove as err:
                raise AddressError(f"move {index + 1} is not legal: {err}",
                                   "address.illegal_move") from err
            except Exception as err:  # noqa: BLE001 - a rule set's fault must not crash a load
                raise AddressError(f"move {index + 1} could not be played: {err!r}",
                                   "address.damaged") from err
        return table

    def _leave_table(self) -> None:
        """Forget what was shown over the table before another game (or none) replaces it."""
        self.at_table.hint = None
        self.replay = None
        self.replaying.positions = None
        self.at_table.selection = None
        self.at_table.log_page = None
        self.by_link.confirming = None
        self.by_link.qr_open = False
        self.older = None
        self.behind = None
        self.by_link.undo_asked = None

    def _play_on(self, table: Table, move: str) -> str:
        """Play one move on a table, logging it in words; returns its words."""
        game = table.game
        seat = game.current_player
        if not game.is_legal(move):
            game.play(move)  # raises the rule set's own, precise IllegalMove
        words = registry.rule_set(game.game_id).view.describe_move(game, move, self.lang)
        game.play(move)
        table.movers.append(-1 if seat is None else seat)
        table.log.append(words)
        return words

    def _play(self, move: str) -> str:
        """Play one move on the table, logging it in words; returns the announcement."""
        assert self.table is not None
        seat = self.table.game.current_player
        words = self._play_on(self.table, move)
        return self.moved_text(seat or 0, words)

    def _after_move(self, out: Response, announce: str) -> None:
        assert self.table is not None
        out.hash = self.address()
        self._save(out)
        out.announce = announce
        self.at_table.hint = None
        if self.table.game.is_over:
            out.announce = self.t("app.game_over_said", move=announce,
                                     result=self.winners_text())
            self._solo_record(out)

    def _solo_record(self, out: Response) -> None:
        """A finished solo game better than the stored record becomes the record."""
        assert self.table is not None
        game = self.table.game
        result = seats.solo_result(game)
        best = seats.best_of(self.store, game.game_id)
        self.at_table.new_record = result is not None and (best is None or result < best)
        if self.at_table.new_record:
            key = seats.record_key(game.game_id)
            self.store[key] = str(result)
            out.store = {key: str(result)}

    def _hint(self, out: Response) -> None:
        """The hard bot's suggestion for the human to move (shown until the next move)."""
        if self.table is None or self.screen != "table" or self.table.game.is_over \
                or self.bot_to_move() or self.replay is not None:
            return
        game = self.table.game
        decision = seats.hint(game, self.hard_seconds)
        self.at_table.hint = (len(game.history), decision)
        out.announce = self.hint_text()

    def _human_move(self, move: str, out: Response) -> None:
        if self.screen != "table" or self.table is None or self.bot_to_move() or self.rules \
                or self.replay is not None:
            return
        self.help = None
        if self.help_mode:
            self._help("help", {"move": move}, out)
            return
        steps = move.split(scene.SEQUENCE)
        bad = next((step for step in steps if not _move_like(step)), None)
        if bad is not None or len(steps) > MAX_SEQUENCE:
            out.announce = self.t("app.illegal", reason=self.t(
                "event.not_a_move", move=events.shorten(bad if bad is not None else move)))
            return
        if self.by_link.asking_who:
            out.announce = self.t("link.who")
            return
        if link.needs_confirmation(self):
            self.by_link.confirming = move  # another player's move: asked first
            seat = self.table.game.current_player or 0
            out.announce = self.t("link.confirm", player=self.seat_name(seat))
            return
        game = self.table.game
        if len(steps) > 1:  # one tap, several moves: all of them or none
            trial = game.clone()
            for step in steps:
                err = trial.illegal_reason(step)
                if err is not None:
                    out.announce = self.t("app.illegal", reason=self._reason(err))
                    return
                trial.play(step)
        try:
            announce = ""
            for step in steps:
                announce = self._play(step)
        except IllegalMove as err:
            out.announce = self.t("app.illegal", reason=self._reason(err))
            return
        self.at_table.selection = None
        self.by_link.confirming = None
        link.moved(self)
        self._after_move(out, announce)

    def _reason(self, err: IllegalMove) -> str:
        """The rule set's reason in the current language (its catalogue), else English."""
        from ..rules.reference import translated

        assert self.table is not None
        return translated(self.table.game.game_id, err, self.lang)

    def _tick(self, out: Response) -> None:
        if self.replaying.auto:
            replay.auto_step(self, out)
            return
        if not self.bot_to_move():
            reviewing.tick(self, out)  # a review runs one decision per tick
            return
        assert self.table is not None
        game = self.table.game
        kind = self.table.seats[game.current_player or 0]
        self._after_move(out, self._play(seats.bot_move(game, kind, self.hard_seconds)))

    def _undo(self, out: Response, confirmed: bool = False) -> None:
        """Take back the last human move (and the bots' moves after it); another player's
        move on a device that plays one seat is asked about first (link.undo_asks)."""
        if self.table is None or self.replay is not None:
            return
        movers = self.table.movers
        humans = [i for i, seat in enumerate(movers) if self.table.seats[seat] == HUMAN]
        if not humans:
            out.announce = self.t("app.nothing_to_undo")
            return
        other = link.undo_asks(self)
        if other is not None and not (confirmed and other == self.by_link.undo_asked):
            self.by_link.undo_asked = other
            out.announce = self.t("link.undo_other", player=self.seat_name(other))
            return
        keep = humans[-1]
        taken = self.table.log[keep]
        game = self.table.game
        self._reopen(self.record(moves=game.history[:keep]))
        self.screen = "table"
        out.hash = self.address()
        self._save(out)
        out.announce = self.t("app.undone", move=taken)

    def _reopen(self, record: GameRecord) -> None:
        """The game of a record on the table (another game, or this one again: a prefix of
        its log, its words in another language), installed once it has all replayed."""
        table = self._replayed(record)
        if self.table is not None and table.id is None \
                and saved.same_start(self.table.key, table.key):
            table.key = self.table.key  # the same game without an id: kept where it was
        self._leave_table()
        self.table = table

    def _select(self, value: object) -> None:
        """Pick a part of the board (again: put it down) to see the ways on from it."""
        if self.screen != "table" or self.table is None or self.bot_to_move() \
                or self.replay is not None or not isinstance(value, str):
            return
        value = value[:40]
        self.at_table.selection = None if self.at_table.selection == value else value

    def relog(self) -> None:
        """Rewrite the move log in the current language (one replay of the game)."""
        assert self.table is not None
        link_state = self.by_link
        kept = (self.replay, self.at_table.log_page, link_state.confirming, link_state.qr_open,
                self.older, link_state.undo_asked, self.behind)
        self._reopen(self.record())
        (self.replay, self.at_table.log_page, link_state.confirming, link_state.qr_open,
         self.older, link_state.undo_asked, self.behind) = kept

    def _key(self, key: str, out: Response) -> None:
        if self.screen == "table" and not (self.rules or self.help) and replay.key(self, key, out):
            return
        if key == "Escape" and self.at_table.menu_open:
            self.at_table.menu_open = False
        elif key == "Escape" and self.at_table.selection is not None:
            self.at_table.selection = None
        elif key == "Escape" and (self.rules or self.help):
            self.rules = None
            self.help = None
        elif key == "?" and self.screen == "table":
            self._help("help", {}, out)
        elif key in ("u", "z") and self.screen == "table":
            self._undo(out)
        elif key == "Escape" and self.screen == "setup":
            self.screen = "catalogue"


def _count(value: object) -> int | None:
    """A small whole number from a ``data-value`` (text of ASCII digits, or a number)."""
    if isinstance(value, bool):
        return None
    if isinstance(value, int):
        return value if 0 <= value <= 100 else None
    return number(value.strip(), limit=100) if isinstance(value, str) else None


def _select(c: TablePlay, value: object, out: Response) -> None:
    c._select(value)


def _play_for(c: TablePlay, value: object, out: Response) -> None:
    if c.by_link.confirming is not None and c.table is not None:
        move, c.by_link.confirming = c.by_link.confirming, None
        c.by_link.proxy = link.others_turn(c)
        if move != link.ASKED:  # (asked from "Play Ann's move here": the board is armed)
            c._human_move(move, out)


def _hint(c: TablePlay, value: object, out: Response) -> None:
    c._hint(out)


def _undo(c: TablePlay, value: object, out: Response) -> None:
    c._undo(out)


def _undo_other(c: TablePlay, value: object, out: Response) -> None:
    if c.by_link.undo_asked is not None:
        c._undo(out, confirmed=True)


def _log_page(c: TablePlay, value: object, out: Response) -> None:
    log_view.turn_page(c, value)


def _log_recent(c: TablePlay, value: object, out: Response) -> None:
    c.at_table.log_page = None


def _back_to_game(c: TablePlay, value: object, out: Response) -> None:
    if c.table is not None:
        c.screen = "table"
        out.hash = c.address()


def _home(c: TablePlay, value: object, out: Response) -> None:
    c._leave_table()
    c.screen = "catalogue"
    c.table = None
    out.hash = ""


def _news_dismiss(c: TablePlay, value: object, out: Response) -> None:
    c.by_link.since = None  # the news and its outlines on the board are put away


def _replay_since(c: TablePlay, value: object, out: Response) -> None:
    if c.by_link.since is not None:
        replay.play_from(c, c.by_link.since, out)


def _review(name: str) -> Callable[[TablePlay, object, Response], None]:
    def run(c: TablePlay, value: object, out: Response) -> None:
        reviewing.action(c, name, value, out)
    return run


#: The table's actions, the news of play by link and the review's (which opens over the
#: replay); a part picked on the board stays picked while another is picked, the notice of
#: saving while the log pages, the undo question for its answer.
ACTIONS = {
    "select": Action(_select, keeps=frozenset({"selection"})),
    "play_for": Action(_play_for, keeps=frozenset({"confirm"})),
    "hint": Action(_hint),
    "undo": Action(_undo),
    "undo_other": Action(_undo_other, keeps=frozenset({"undo"})),
    "log_page": Action(_log_page, keeps=frozenset({"notice"})),
    "log_recent": Action(_log_recent, keeps=frozenset({"notice"})),
    "back_to_game": Action(_back_to_game),
    "home": Action(_home),
    "news_dismiss": Action(_news_dismiss),
    "replay_since": Action(_replay_since),
    # the places' labels: nothing else changes (every panel stays as it is)
    "labels": Action(lambda c, value, out: marks.toggle_labels(c, out),
                     keeps=frozenset({"rules", "selection", "notice", "qr", "undo", "confirm",
                                      "told"})),
    **{name: Action(_review(name)) for name in reviewing.ACTIONS},
}

"""The app's state machine: which screen is shown, the game in progress, its seats and log.

The controller owns the game (the JavaScript bridge holds no game knowledge). Each event
returns a response::

    {"scene": Node, "hash": str | None, "announce": str,
     "tick": int | None, "lang": str, "page": dict, "push": bool (optional)}

``hash`` is None when unchanged and ``""`` to clear the address fragment. ``page`` names
the screen shown (see :mod:`.navigation`), kept by the bridge as the browser history entry's
state; with ``push`` true it is a new history entry (a screen the player went to, a replay's
branch) instead of replacing the current one. Back and Forward come back as a ``history``
event with the entry's ``page`` and ``hash``. ``tick`` asks the bridge to send a ``tick``
event after that many milliseconds: bot moves are played one per tick so people can follow
them. An optional ``store`` ({key: value}) asks the bridge to keep those strings in the
browser (the solo records); the ``init`` event brings them back as ``store``. The optional
``saves`` and ``damaged`` ({key: text}, ``""`` to remove) are the saved games to keep and the
damaged ones set aside (see store/saving.py); ``init`` brings them back as ``saved`` and
``damaged`` (the newest only: ``unread`` counts the rest) with their revisions (``revs``).
With ``saves`` come ``revs`` ({key: the revision this tab knew}: the page writes by
compare-and-set and answers a refused save, or another tab's save, with a ``stored`` event);
``owned`` ({store key: saved game's key}) lists what belongs to a game and ``forget`` (keys)
removes all of it. Every game reaches the table through store/arrival.py.

Every event is checked against its type's schema first (events.py). An event that does not
fit, or whose handling fails, leaves the controller exactly as it was and answers with
``error`` ({"key", "text"}: why, in the player's language) and the unchanged scene; a
response without ``error`` tells the page that the last error is over.
"""

from __future__ import annotations

import contextlib
import copy
from collections.abc import Callable
from typing import Any

import pygames
from pygames.core import registry, scene
from pygames.core.checks import MAX_MOVE_CHARS, checked_variant
from pygames.core.codec import GameRecord
from pygames.core.codec import decode as decode_address
from pygames.core.errors import AddressError, IllegalMove
from pygames.core.game import Game, GameInfo
from pygames.core.i18n import LANGUAGES, pick_language
from pygames.core.loading import game_class
from pygames.core.numbers import is_number, number

from . import (
    events,
    link,
    log_view,
    names,
    navigation,
    replay,
    reviewing,
    screens,
    seats,
)
from .state import HUMAN, AppState, Setup, Table, playable
from .store import arrival, saved, saving, tabs
from .texts import TEXTS

#: The kind of a new bot seat (its level); see seats.py for every kind, "bot" included.
BOT = seats.DEFAULT_LEVEL
#: The most moves one tap plays (a chain of discs across the largest action board).
MAX_SEQUENCE = 12


def _system_seed() -> int:
    """A fresh seed for a new game (``random`` loads only then: start-up time)."""
    import random

    return random.SystemRandom().randrange(1, 2**31)


def _system_id() -> str:
    """A fresh id for a new game (its saved-games key): 10 letters and digits."""
    import random

    chooser = random.SystemRandom()
    return "".join(chooser.choice("abcdefghijkmnpqrstuvwxyz23456789") for _ in range(10))


class Controller(AppState):
    """Events in, responses out; one instance per page (it lives in the web worker)."""

    def __init__(self, new_seed: Callable[[], int] | None = None,
                 clock: Callable[[], int] | None = None,
                 new_id: Callable[[], str] | None = None) -> None:
        super().__init__()
        self._new_seed = new_seed or _system_seed
        self._new_id = new_id or _system_id
        if clock is not None:
            self.clock = clock

    # ------------------------------------------------------------------ events
    def handle(self, event: Any) -> dict[str, Any]:
        """One event; a refused or failed one leaves the state as it was (see the module)."""
        problem = events.check(event)
        if problem is not None:
            return self._refused(problem.key, problem.field, tick=True)
        before = self._checkpoint()
        try:
            return self._handle(event)
        except Exception:  # noqa: BLE001 - whatever fails, the app goes on as before the event
            self._rollback(before)
            return self._refused("event.failed", str(event.get("type")),
                                 tick=event.get("type") != "tick")

    def _refused(self, key: str, field: str, tick: bool) -> dict[str, Any]:
        """The answer to an event that changed nothing: why, and the scene as it was."""
        text = self.t(key, field=events.shorten(field, 40))
        out: dict[str, Any] = {"hash": None, "announce": text, "lang": self.lang,
                               "error": {"key": key, "text": text}}
        try:
            out["scene"] = screens.render(self)
        except Exception:  # noqa: BLE001 - the page keeps the scene it has
            out["scene"] = None
        out["tick"] = self.bot_delay if tick and self.bot_to_move() else None
        return out

    def _checkpoint(self) -> tuple[dict[str, Any], tuple[Any, ...] | None]:
        """What a failed event must find again: the attributes (their small mutable parts
        copied) and the table's lengths."""
        state = dict(self.__dict__)
        for name in ("setup", "store", "saved", "damaged"):
            state[name] = copy.deepcopy(state[name])
        table = self.table
        marks = None if table is None else (table, len(table.game.history), len(table.movers),
                                            len(table.log), list(table.seats))
        return state, marks

    def _rollback(self, before: tuple[dict[str, Any], tuple[Any, ...] | None]) -> None:
        state, marks = before
        self.__dict__.clear()
        self.__dict__.update(state)
        if marks is None:
            return
        table, plies, movers, log, seat_kinds = marks
        del table.movers[movers:], table.log[log:]
        table.seats[:] = seat_kinds
        # the failure may have left the game half-changed: it is rebuilt from its own log
        # (which replayed before this event, so it replays again)
        game = table.game
        with contextlib.suppress(AddressError):
            table.game = pygames.load_record(game.record(moves=game.history[:plies]))
        self.replay_positions = None

    def _handle(self, event: dict[str, Any]) -> dict[str, Any]:
        kind = event.get("type")
        out: dict[str, Any] = {"hash": None, "announce": ""}
        before = navigation.page(self)
        if kind != "tick":
            self.replay_auto = False  # any other event takes the replay in hand
        if kind == "init":
            self._init(event, out)
        elif kind == "hash":
            self.rules = self.help = None  # another address: no reference or help left over
            self._open_hash(str(event.get("hash") or ""), out)
        elif kind == "tap":
            if event.get("move") is not None:
                self._human_move(str(event["move"]), out)
            else:
                self._action(str(event.get("action") or ""), event.get("value"), out)
        elif kind == "input":
            self._input(str(event.get("name") or ""), event.get("value"), out)
        elif kind == "key":
            self._key(str(event.get("key") or ""), out)
        elif kind == "tick":
            self._tick(out)
        elif kind in ("help", "try"):
            self._help(kind, event, out)
        elif kind == "storage":
            saving.storage_failed(self, str(event.get("error")))
        elif kind == "history":
            self._show_entry(event.get("page"), str(event.get("hash") or ""), out)
        elif kind == "saved":
            saving.add(self, event.get("saved") or {}, out, event.get("revs") or {})
            self.unread = int(event.get("unread") or 0)
        elif kind == "stored":
            tabs.learn(self, str(event.get("key") or ""), str(event.get("text") or ""),
                       int(event.get("rev") or 0), out, refused=event.get("why") == "refused")
        reviewing.settle(self, out)
        saving.label(self, out)
        navigation.follow(before, navigation.page(self), str(kind), out)
        out["scene"] = screens.render(self)
        out["lang"] = self.lang
        out["tick"] = (self.bot_delay if self.bot_to_move() or self.replay_auto
                       else reviewing.tick_ms(self))
        return out

    def _init(self, event: dict[str, Any], out: dict[str, Any]) -> None:
        self.lang = pick_language(event.get("lang"))
        saving.restore(self, event.get("saved") or {}, event.get("damaged") or {}, out,
                       event.get("revs") or {})
        self.unread = int(event.get("unread") or 0)
        tz = event.get("tz")
        if isinstance(tz, int | float):
            self.tz_minutes = int(tz)
        delay = event.get("bot_delay")
        if isinstance(delay, int | float) and 0 <= delay <= 10000:
            self.bot_delay = int(delay)
        hard_ms = event.get("hard_ms")
        if isinstance(hard_ms, int | float) and 50 <= hard_ms <= 30000:
            self.hard_seconds = hard_ms / 1000
        store = event.get("store")
        if isinstance(store, dict):
            self.store = {str(k): str(v) for k, v in store.items()}
        base = event.get("base")
        if isinstance(base, str) and base.startswith(("https://", "http://")):
            self.base = base.split("#", 1)[0]
        self._show_entry(event.get("page"), str(event.get("hash") or ""), out)

    def _open_hash(self, fragment: str, out: dict[str, Any], ask_older: bool = True) -> None:
        """Open the game of an address by the one way in (store/arrival.py: an older or
        diverging line of a saved game asks); a bad one shows the error screen and leaves
        the game that was open (and every saved game) as it was. ``ask_older`` is kept for
        callers of old: every address is compared with the saved games."""
        if not fragment.strip().lstrip("#"):
            self._leave_table()
            self.screen = "catalogue"
            self.table = None
            return
        try:
            arrival.arrive(self, decode_address(fragment), arrival.Way.LINK, self._reopen, out,
                           self._new_id)
        except AddressError as err:
            self.screen = "error"
            self.error_key = err.key if err.key in TEXTS["en"] else "address.damaged"
            return
        self.screen = "table"
        link.opened(self)
        out["hash"] = self.address()

    def _older_answer(self, action: str, out: dict[str, Any]) -> None:
        """Open the older or diverging link as a branch of its own (a new id, so the saved
        game stays as it is), or stay on the saved game."""
        fragment, self.older = self.older, None
        if action != "older_branch" or fragment is None:
            return
        arrival.arrive(self, decode_address(fragment), arrival.Way.BRANCH, self._reopen, out,
                       self._new_id)
        link.opened(self)
        self.screen = "table"
        out["hash"] = self.address()
        out["push"] = True  # Back returns to the saved game

    def _show_entry(self, kept: Any, fragment: str, out: dict[str, Any],
                    ask_older: bool = True) -> None:
        """Show the page of a browser history entry (Back, Forward, a reload): ``kept`` is
        the page the bridge kept with the entry, ``fragment`` the entry's address, which
        arrives by the one way in like any link (an older line asks, store/arrival.py)."""
        target = navigation.parse(kept)
        self.rules = self.help = None
        self.selection = None
        self.help_mode = False
        fragment = fragment.strip().lstrip("#")
        if fragment:
            if self.table is None or self.screen != "table" or fragment != self.address():
                self.new_record = False  # another game: its record was not set just now
                self._open_hash(fragment, out)
            if self.screen == "error" or target is None:
                return
        screen = "table" if target is None else target["screen"]
        under = target.get("under", screen) if target is not None else screen
        if under in navigation.GAME_SCREENS and self.table is not None and fragment:
            self.screen = "table"
            self.replay = None
            if under == "replay":
                replay.enter(self, {})
        elif under == "setup" and target is not None and not fragment:
            if self.setup is None or self.setup.game_id != target["game"]:
                self._pick(target["game"])
            self.screen = "setup"
            self.table = None
        elif not fragment:
            self.screen = "catalogue"
            self.table = None
            self.replay = None
        if target is not None and screen == "rules":
            self._rules_action("rules", target["game"])

    def _play_again(self, out: dict[str, Any]) -> None:
        """The same rule set, seats and options again with a new seed (the end screen)."""
        if self.table is None:
            return
        game = self.table.game
        kinds = [BOT if kind == seats.RANDOM_BOT else kind for kind in self.table.seats]
        self.setup = Setup(game.game_id, game.players, kinds, dict(game.options),
                           names=self._names_for(game.players, self.table.names),
                           apart=self.me is not None)
        self.replay = None
        self._start(out)
        out["push"] = True  # another game: Back returns to this one's end

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
        self.hint = None
        self.replay = None
        self.replay_positions = None
        self.selection = None
        self.log_page = None
        self.confirming = None
        self.qr_open = False
        self.older = None
        self.behind = None
        self.undo_asked = None

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

    def _save(self, out: dict[str, Any]) -> None:
        """Keep the table's game among the saved games (finished ones too, for review)."""
        saving.keep(self, self.address(), out)

    def _after_move(self, out: dict[str, Any], announce: str) -> None:
        assert self.table is not None
        out["hash"] = self.address()
        self._save(out)
        out["announce"] = announce
        self.hint = None
        if self.table.game.is_over:
            out["announce"] = self.t("app.game_over_said", move=announce,
                                     result=self.winners_text())
            self._solo_record(out)

    def _solo_record(self, out: dict[str, Any]) -> None:
        """A finished solo game better than the stored record becomes the record."""
        assert self.table is not None
        game = self.table.game
        result = seats.solo_result(game)
        best = seats.best_of(self.store, game.game_id)
        self.new_record = result is not None and (best is None or result < best)
        if self.new_record:
            key = seats.record_key(game.game_id)
            self.store[key] = str(result)
            out["store"] = {key: str(result)}

    def _hint(self, out: dict[str, Any]) -> None:
        """The hard bot's suggestion for the human to move (shown until the next move)."""
        if self.table is None or self.screen != "table" or self.table.game.is_over \
                or self.bot_to_move() or self.replay is not None:
            return
        game = self.table.game
        decision = seats.hint(game, self.hard_seconds)
        self.hint = (len(game.history), decision)
        out["announce"] = self.hint_text()

    def _human_move(self, move: str, out: dict[str, Any]) -> None:
        if self.screen != "table" or self.table is None or self.bot_to_move() or self.rules \
                or self.replay is not None:
            return
        self.help = None
        if self.help_mode:
            self._help("help", {"move": move.split(scene.SEQUENCE)[-1]}, out)
            return
        steps = move.split(scene.SEQUENCE)
        bad = next((step for step in steps if not _move_like(step)), None)
        if bad is not None or len(steps) > MAX_SEQUENCE:
            out["announce"] = self.t("app.illegal", reason=self.t(
                "event.not_a_move", move=events.shorten(bad if bad is not None else move)))
            return
        if self.asking_who:
            out["announce"] = self.t("link.who")
            return
        if link.needs_confirmation(self):
            self.confirming = move  # another player's move: asked first
            seat = self.table.game.current_player or 0
            out["announce"] = self.t("link.confirm", player=self.seat_name(seat))
            return
        game = self.table.game
        if len(steps) > 1:  # one tap, several moves: all of them or none
            trial = game.clone()
            for step in steps:
                err = trial.illegal_reason(step)
                if err is not None:
                    out["announce"] = self.t("app.illegal", reason=self._reason(err))
                    return
                trial.play(step)
        try:
            announce = ""
            for step in steps:
                announce = self._play(step)
        except IllegalMove as err:
            out["announce"] = self.t("app.illegal", reason=self._reason(err))
            return
        self.selection = None
        self.confirming = None
        link.moved(self)
        self._after_move(out, announce)

    def _reason(self, err: IllegalMove) -> str:
        """The rule set's reason in the current language (its catalogue), else English."""
        from .help import translated

        assert self.table is not None
        return translated(self.table.game.game_id, err, self.lang)

    def _tick(self, out: dict[str, Any]) -> None:
        if self.replay_auto:
            replay.auto_step(self, out)
            return
        if not self.bot_to_move():
            reviewing.tick(self, out)  # a review runs one decision per tick
            return
        assert self.table is not None
        game = self.table.game
        kind = self.table.seats[game.current_player or 0]
        self._after_move(out, self._play(seats.bot_move(game, kind, self.hard_seconds)))

    def _undo(self, out: dict[str, Any], confirmed: bool = False) -> None:
        """Take back the last human move (and the bots' moves after it); another player's
        move on a device that plays one seat is asked about first (link.undo_asks)."""
        if self.table is None or self.replay is not None:
            return
        movers = self.table.movers
        humans = [i for i, seat in enumerate(movers) if self.table.seats[seat] == HUMAN]
        if not humans:
            out["announce"] = self.t("app.nothing_to_undo")
            return
        other = link.undo_asks(self)
        if other is not None and not (confirmed and other == self.undo_asked):
            self.undo_asked = other
            out["announce"] = self.t("link.undo_other", player=self.seat_name(other))
            return
        keep = humans[-1]
        taken = self.table.log[keep]
        game = self.table.game
        self._reopen(self.record(moves=game.history[:keep]))
        self.screen = "table"
        out["hash"] = self.address()
        self._save(out)
        out["announce"] = self.t("app.undone", move=taken)

    def _reopen(self, record: GameRecord) -> None:
        """The game of a record on the table (another game, or this one again: a prefix of
        its log, its words in another language), installed once it has all replayed."""
        table = self._replayed(record)
        if self.table is not None and table.id is None \
                and saved.same_start(self.table.key, table.key):
            table.key = self.table.key  # the same game without an id: kept where it was
        self._leave_table()
        self.table = table

    def _action(self, action: str, value: Any, out: dict[str, Any]) -> None:
        if action == "menu":
            self.menu_open = not self.menu_open
            return
        self.menu_open = False  # a tool chosen from the folded toolbar closes it
        if action not in ("lang", "rules", "helpmode"):
            self.rules = None
            self.help = None
        if action not in ("select", "lang", "rules", "rules_close", "help_close", "helpmode"):
            self.selection = None
        if action not in ("lang", "log_page", "log_recent"):
            self.notice = None
        if action not in ("lang", "qr"):
            self.qr_open = False
        if action not in ("lang", "undo_other"):
            self.undo_asked = None
        if action not in ("lang", "play_for", "rules", "help_close", "helpmode"):
            self.confirming = None
        if action == "select":
            self._select(value)
        elif action in ("i_am", "who"):
            link.choose(self, value if action == "i_am" else None, out)
        elif action == "play_for" and self.confirming is not None and self.table is not None:
            move, self.confirming = self.confirming, None
            self.proxy = link.others_turn(self)
            self._human_move(move, out)
        elif action == "qr":
            self.qr_open = not self.qr_open and self.table is not None
        elif action in ("older_branch", "older_keep"):
            self._older_answer(action, out)
        elif action == "saved_more":
            saving.more(self, out)
        elif action in tabs.ACTIONS:
            tabs.answer(self, action, self._reopen, self._new_id, out)
        elif action == "replay_since" and self.since is not None:
            replay.play_from(self, self.since, out)
        elif action == "news_dismiss":
            self.since = None  # the news and its outlines on the board are put away
        elif action in ("rules", "rules_close", "help_close", "helpmode"):
            self._rules_action(action, value)
        elif action == "lang" and value in LANGUAGES:
            self.lang = str(value)
            if self.table is not None:
                self._relog()
        elif action == "home":
            self._leave_table()
            self.screen = "catalogue"
            self.table = None
            out["hash"] = ""
        elif action == "replay":
            replay.enter(self, out)
        elif action == "replay_step" and value in ("-1", "1", -1, 1):
            replay.step(self, int(value), out)
        elif action == "replay_to":
            replay.go(self, value, out)
        elif action == "replay_exit":
            replay.leave(self, out)
        elif action in reviewing.ACTIONS:
            reviewing.action(self, action, value, out)
        elif action == "branch":
            self._branch(out)
        elif action == "pick":
            self._pick(str(value))
        elif action == "continue":
            self._continue(value, out)
        elif action in ("forget", "forget_yes", "forget_no"):
            self._forget(action, value, out)
        elif action == "back_to_game" and self.table is not None:
            self.screen = "table"
            out["hash"] = self.address()
        elif action == "log_page":
            log_view.turn_page(self, value)
        elif action == "log_recent":
            self.log_page = None
        elif action == "players" and self.setup is not None:
            players = _count(value)
            if players is not None:
                self._set_players(players)
        elif action == "seat" and self.setup is not None:
            index = _count(value)
            if index is not None and index < len(self.setup.seats):
                self.setup.seats[index] = BOT if self.setup.seats[index] == HUMAN else HUMAN
        elif action == "level" and self.setup is not None:
            index_text, _, level = str(value).partition("=")
            if is_number(index_text) and int(index_text) < len(self.setup.seats) \
                    and level in seats.LEVELS:
                self.setup.seats[int(index_text)] = level
        elif action == "apart" and self.setup is not None:
            self.setup.apart = value in ("1", 1)
        elif action == "hint":
            self._hint(out)
        elif action == "option" and self.setup is not None:
            name, _, choice = str(value).partition("=")
            self._set_option(name, choice)
        elif action == "start" and self.setup is not None:
            self._start(out)
        elif action == "new":
            if self.table is not None:
                self._pick(self.table.game.game_id)
            else:
                self.screen = "catalogue"
            out["hash"] = ""
        elif action == "undo":
            self._undo(out)
        elif action == "undo_other" and self.undo_asked is not None:
            self._undo(out, confirmed=True)
        elif action == "again":
            self._play_again(out)

    def _continue(self, value: Any, out: dict[str, Any]) -> None:
        """Open a saved game (the most recent one when none is named); one that cannot be
        opened any more is set aside as damaged, with a word on the catalogue."""
        found = self.saved.get(value) if isinstance(value, str) else \
            max(self.saved.values(), key=lambda g: g.played, default=None)
        if found is None:
            return
        try:
            arrival.arrive(self, decode_address(found.address), arrival.Way.CONTINUE,
                           self._reopen, out, key=found.key)
        except AddressError:
            saving.set_aside(self, found.key, saved.entry(found.address, found.played,
                                                          found.over), out)
            self.screen = "catalogue"
            return
        self.screen = "table"
        link.opened(self)
        out["hash"] = self.address()
        out["push"] = True  # Back returns to the catalogue

    def _forget(self, action: str, value: Any, out: dict[str, Any]) -> None:
        """Delete a saved game: asked once (``forget``), then done (``forget_yes``)."""
        if action == "forget_no" or not isinstance(value, str):
            self.forgetting = None
        elif action == "forget" and (value in self.saved or value in self.damaged):
            self.forgetting = value
        elif action == "forget_yes" and value == self.forgetting:
            saving.forget(self, value, out)

    def _select(self, value: Any) -> None:
        """Pick a part of the board (again: put it down) to see the ways on from it."""
        if self.screen != "table" or self.table is None or self.bot_to_move() \
                or self.replay is not None or not isinstance(value, str):
            return
        value = value[:40]
        self.selection = None if self.selection == value else value

    def _branch(self, out: dict[str, Any]) -> None:
        """Play from here: the game becomes its first ``replay`` moves, seats kept."""
        if self.replay is None or self.table is None:
            return
        ply = self.replay
        game = self.table.game
        # a line of its own (a new id): Back to the old line never saves it over this one
        arrival.arrive(self, self.record(moves=game.history[:ply]), arrival.Way.BRANCH,
                       self._reopen, out, self._new_id)
        self.screen = "table"
        self.new_record = False
        out["hash"] = self.address()
        out["push"] = True  # a new history entry: the browser's Back returns to the old line
        out["announce"] = self.t("app.branched", n=ply)

    def _relog(self) -> None:
        """Rewrite the move log in the current language (one replay of the game)."""
        assert self.table is not None
        kept = (self.replay, self.log_page, self.confirming, self.qr_open, self.older,
                self.undo_asked, self.behind)
        self._reopen(self.record())
        (self.replay, self.log_page, self.confirming, self.qr_open, self.older,
         self.undo_asked, self.behind) = kept

    def _info(self, game_id: str) -> GameInfo | None:
        return playable(game_id)

    def _pick(self, game_id: str) -> None:
        info = self._info(game_id)
        if info is None:
            return
        players = max(info.min_players, min(2, info.max_players))
        self.setup = Setup(game_id, players, [HUMAN] + [BOT] * (players - 1), info.defaults(),
                           names=[""] * players)
        self._leave_table()
        self.screen = "setup"
        self.table = None

    def _set_players(self, players: int) -> None:
        assert self.setup is not None
        info = self._info(self.setup.game_id)
        if info is None:
            return
        lo, hi = info.player_range(self.setup.options)
        if not lo <= players <= hi:
            return
        seats = self.setup.seats[:players]
        seats += [BOT] * (players - len(seats))
        self.setup.players = players
        self.setup.seats = seats
        self.setup.names = self._names_for(players, self.setup.names)

    @staticmethod
    def _names_for(players: int, given: list[str]) -> list[str]:
        """One name per seat: those given, cut or padded with "" to ``players``."""
        return (list(given) + [""] * players)[:players]

    def _set_option(self, name: str, choice: str) -> None:
        assert self.setup is not None
        info = self._info(self.setup.game_id)
        option = next((o for o in info.options if o.name == name), None) if info else None
        if option is None:
            return
        for value in option.values:
            if str(value) == choice or (isinstance(value, bool) and choice == str(value).lower()):
                self.setup.options[name] = value
        assert info is not None
        lo, hi = info.player_range(self.setup.options)
        if not lo <= self.setup.players <= hi:  # e.g. an edition without a solo mode
            self._set_players(min(max(self.setup.players, lo), hi))

    def _input(self, name: str, value: Any, out: dict[str, Any]) -> None:
        if name == "replay":
            replay.go(self, value, out)
        elif name == "seed" and self.setup is not None:
            text = str(value or "").strip()
            self.setup.seed = text if is_number(text) and len(text) <= 12 else ""
        elif name.startswith("name") and is_number(name[4:]) and self.setup is not None:
            index = int(name[4:])
            if index < self.setup.players:
                self.setup.names = self._names_for(self.setup.players, self.setup.names)
                self.setup.names[index] = names.clean(value)

    def _start(self, out: dict[str, Any]) -> None:
        assert self.setup is not None
        setup = self.setup
        seed = number(setup.seed) if setup.seed else None
        game = pygames.new_game(setup.game_id, players=setup.players,
                                seed=self._new_seed() if seed is None else seed,
                                options=dict(setup.options))
        extra: dict[str, Any] = {"seats": list(setup.seats), "id": self._new_id()}
        given = names.to_extra(self._names_for(game.players, setup.names))
        if given is not None:
            extra["names"] = given
        arrival.arrive(self, game.record(extra), arrival.Way.START, self._reopen, out)
        self.new_record = False
        self.screen = "table"
        link.started(self, setup.apart, out)
        out["hash"] = self.address()
        out["announce"] = self.prompt_text()

    def _key(self, key: str, out: dict[str, Any]) -> None:
        if self.screen == "table" and not (self.rules or self.help) and replay.key(self, key, out):
            return
        if key == "Escape" and self.menu_open:
            self.menu_open = False
        elif key == "Escape" and self.selection is not None:
            self.selection = None
        elif key == "Escape" and (self.rules or self.help):
            self.rules = None
            self.help = None
        elif key == "?" and self.screen == "table":
            self._help("help", {}, out)
        elif key in ("u", "z") and self.screen == "table":
            self._undo(out)
        elif key == "Escape" and self.screen == "setup":
            self.screen = "catalogue"

    # ------------------------------------------------------------------ rules at hand
    def _rules_action(self, action: str, value: Any) -> None:
        """Open or close the reference or the help panel; the game underneath is untouched."""
        from . import help as rules_help

        if action == "rules":
            if self.screen == "table" and self.table is not None:
                game = self.table.game
                self.rules = (game.game_id, dict(game.options), game.players)
            elif self.screen == "setup" and self.setup is not None:
                self.rules = (self.setup.game_id, dict(self.setup.options), self.setup.players)
            else:
                info = self._info(str(value))
                if info is not None:
                    self.rules = (info.id, info.defaults(),
                                  max(info.min_players, min(2, info.max_players)))
            if self.rules and rules_help.reference(self.rules[0]) is None:
                self.rules = None
        elif action == "rules_close":
            self.rules = None
        elif action == "help_close":
            self.help = None
        elif action == "helpmode":
            self.help_mode = not self.help_mode
            self.help = None

    def _help(self, kind: str, event: dict[str, Any], out: dict[str, Any]) -> None:
        """Long press / ``?`` / help mode (``help``) or a tap on a non-legal part (``try``)."""
        from . import help as rules_help

        if self.screen != "table" or self.table is None or self.rules:
            return
        game = self.table.game
        move = event.get("move")
        self.help_mode = False if kind == "help" else self.help_mode
        part = event.get("key")
        if isinstance(move, str) and not all(_move_like(step)
                                             for step in move.split(scene.SEQUENCE)):
            move = None  # not a move of any notation: the general help
        found = (rules_help.help_for_part(game, part[:60], self.lang)
                 if isinstance(part, str) and part and (move is None or kind == "help")
                 else None)
        if found is not None and isinstance(move, str) and move and not game.is_over:
            # a part that is also a choice (or a "why not?"): its own text, and the move's
            title, body = found
            line = rules_help.reason(game, move, self.lang) \
                or self.view().describe_move(game, move, self.lang)
            self.help = (title, f"{line}. {body}" if body else line)
        elif found is not None:
            self.help = found
        elif isinstance(move, str) and move and not game.is_over:
            if kind == "try":
                why = rules_help.reason(game, move, self.lang)
                if why is None:  # legal after all (a stale scene): explain instead of playing
                    self.help = rules_help.help_for_move(game, move, self.lang, self.view())
                else:
                    self.help = (self.t("app.why_not"), why)
            else:
                self.help = rules_help.help_for_move(game, move, self.lang, self.view())
        else:
            self.help = (self.prompt_text() if not game.is_over else self.t("app.game_over"),
                         self.t("app.help_general"))
        self.help = (self.named(self.help[0]), self.named(self.help[1]))
        out["announce"] = " ".join(text for text in self.help if text)


def _move_like(step: str) -> bool:
    """Whether text from the page could be a move of some notation: short printable ASCII
    (anything else is refused before the rules see it, and never echoed whole)."""
    return 0 < len(step) <= MAX_MOVE_CHARS and step.isascii() and step.isprintable()


def _count(value: Any) -> int | None:
    """A small whole number from a ``data-value`` (text of ASCII digits, or a number)."""
    if isinstance(value, bool):
        return None
    if isinstance(value, int):
        return value if 0 <= value <= 100 else None
    return number(value.strip(), limit=100) if isinstance(value, str) else None

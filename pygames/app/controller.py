"""The app's state machine: which screen is shown, the game in progress, its seats and log.

The controller owns the game (the JavaScript bridge holds no game knowledge). Each event
returns a response::

    {"scene": Node, "hash": str | None, "save": str | None, "announce": str,
     "tick": int | None, "lang": str}

``hash`` and ``save`` are None when unchanged and ``""`` to clear (the address fragment,
the localStorage autosave); with ``push`` true the new address is a new browser history
entry (a replay's branch) instead of replacing the current one. ``tick`` asks the bridge
to send a ``tick`` event after that many milliseconds: bot moves are played one per tick
so people can follow them. An optional ``store`` ({key: value}) asks the bridge to keep
those strings in the browser (the solo records); the ``init`` event brings them back as ``store``.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pygames
from pygames.core import scene
from pygames.core.codec import GameRecord, encode
from pygames.core.codec import decode as decode_address
from pygames.core.errors import AddressError, IllegalMove
from pygames.core.game import GameInfo
from pygames.core.i18n import LANGUAGES, pick_language
from pygames.core.numbers import is_number

from . import replay, reviewing, screens, seats
from .state import HUMAN, AppState, Setup, Table, playable
from .texts import TEXTS

#: The kind of a new bot seat (its level); see seats.py for every kind, "bot" included.
BOT = seats.DEFAULT_LEVEL
#: The most moves one tap plays (a chain of discs across the largest action board).
MAX_SEQUENCE = 12


def _system_seed() -> int:
    """A fresh seed for a new game (``random`` loads only then: start-up time)."""
    import random

    return random.SystemRandom().randrange(1, 2**31)


class Controller(AppState):
    """Events in, responses out; one instance per page (it lives in the web worker)."""

    def __init__(self, new_seed: Callable[[], int] | None = None) -> None:
        super().__init__()
        self._new_seed = new_seed or _system_seed

    # ------------------------------------------------------------------ helpers
    def address(self) -> str:
        assert self.table is not None
        return self.table.game.to_url_fragment(extra={"seats": list(self.table.seats)})

    # ------------------------------------------------------------------ events
    def handle(self, event: dict[str, Any]) -> dict[str, Any]:
        kind = event.get("type")
        out: dict[str, Any] = {"hash": None, "save": None, "announce": ""}
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
        reviewing.settle(self, out)
        out["scene"] = screens.render(self)
        out["lang"] = self.lang
        out["tick"] = self.bot_delay if self.bot_to_move() else reviewing.tick_ms(self)
        return out

    def _init(self, event: dict[str, Any], out: dict[str, Any]) -> None:
        self.lang = pick_language(event.get("lang"))
        saved = event.get("saved")
        self.saved = saved if isinstance(saved, str) and saved else None
        delay = event.get("bot_delay")
        if isinstance(delay, int | float) and 0 <= delay <= 10000:
            self.bot_delay = int(delay)
        hard_ms = event.get("hard_ms")
        if isinstance(hard_ms, int | float) and 50 <= hard_ms <= 30000:
            self.hard_seconds = hard_ms / 1000
        store = event.get("store")
        if isinstance(store, dict):
            self.store = {str(k): str(v) for k, v in store.items()}
        self._open_hash(str(event.get("hash") or ""), out)

    def _open_hash(self, fragment: str, out: dict[str, Any]) -> None:
        self.selection = None
        if not fragment.strip().lstrip("#"):
            self.screen = "catalogue"
            self.table = None
            return
        try:
            self.load_fragment(fragment)
        except AddressError as err:
            self.screen = "error"
            self.error_key = err.key if err.key in TEXTS["en"] else "address.damaged"
            self.table = None
            return
        self.screen = "table"
        out["hash"] = self.address()
        out["save"] = self.save_payload()

    def load_fragment(self, fragment: str) -> None:
        """Rebuild the game of an address, remembering who made each move (for undo)."""
        record = decode_address(fragment)
        if not playable(record.game_id):
            raise AddressError("unknown game", "address.unknown_game")
        kinds = record.extra.get("seats")
        if not seats.valid_seats(kinds, record.players):
            kinds = [HUMAN] * record.players
        moves = list(record.moves)
        game = pygames.load_record(GameRecord(record.game_id, record.players, record.seed,
                                              record.options, [], {}, record.rules))
        self.table = Table(game=game, seats=list(kinds))
        self.hint = None
        self.replay = None
        for index, move in enumerate(moves):
            try:
                self._play(move)
            except IllegalMove as err:
                raise AddressError(f"move {index + 1} is not legal: {err}",
                                   "address.illegal_move") from err

    def _play(self, move: str) -> str:
        """Play one move on the table, logging it in words; returns the announcement."""
        assert self.table is not None
        game = self.table.game
        seat = game.current_player
        if not game.is_legal(move):
            game.play(move)  # raises the rule set's own, precise IllegalMove
        words = self.view().describe_move(game, move, self.lang)
        game.play(move)
        self.table.movers.append(-1 if seat is None else seat)
        self.table.log.append(words)
        return self.t("app.moved", player=self.seat_name(seat or 0), move=words)

    def _after_move(self, out: dict[str, Any], announce: str) -> None:
        assert self.table is not None
        out["hash"] = self.address()
        out["save"] = self.save_payload()
        out["announce"] = announce
        self.hint = None
        if self.table.game.is_over:
            out["announce"] = f"{announce} {self.t('app.game_over')}. {self.winners_text()}"
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

    def save_payload(self) -> str:
        assert self.table is not None
        if self.table.game.is_over:
            self.saved = None
            return ""
        self.saved = self.address()
        return self.saved

    def _human_move(self, move: str, out: dict[str, Any]) -> None:
        if self.screen != "table" or self.table is None or self.bot_to_move() or self.rules \
                or self.replay is not None:
            return
        self.help = None
        if self.help_mode:
            self._help("help", {"move": move.split(scene.SEQUENCE)[-1]}, out)
            return
        steps = move.split(scene.SEQUENCE)
        game = self.table.game
        if len(steps) > 1:  # one tap, several moves: all of them or none
            trial = game.clone()
            for step in steps[:MAX_SEQUENCE]:
                err = trial.illegal_reason(step)
                if err is not None:
                    out["announce"] = self.t("app.illegal", reason=self._reason(err))
                    return
                trial.play(step)
            if len(steps) > MAX_SEQUENCE:
                return
        try:
            announce = ""
            for step in steps:
                announce = self._play(step)
        except IllegalMove as err:
            out["announce"] = self.t("app.illegal", reason=self._reason(err))
            return
        self.selection = None
        self._after_move(out, announce)

    def _reason(self, err: IllegalMove) -> str:
        """The rule set's reason in the current language (its catalogue), else English."""
        from .help import translated

        assert self.table is not None
        return translated(self.table.game.game_id, err, self.lang)

    def _tick(self, out: dict[str, Any]) -> None:
        if not self.bot_to_move():
            reviewing.tick(self, out)  # a review runs one decision per tick
            return
        assert self.table is not None
        game = self.table.game
        kind = self.table.seats[game.current_player or 0]
        self._after_move(out, self._play(seats.bot_move(game, kind, self.hard_seconds)))

    def _undo(self, out: dict[str, Any]) -> None:
        if self.table is None or self.replay is not None:
            return
        movers = self.table.movers
        humans = [i for i, seat in enumerate(movers) if self.table.seats[seat] == HUMAN]
        if not humans:
            out["announce"] = self.t("app.nothing_to_undo")
            return
        keep = humans[-1]
        taken = self.table.log[keep]
        game = self.table.game
        record = game.record({"seats": self.table.seats}, moves=game.history[:keep])
        self.load_fragment(encode(record))
        self.screen = "table"
        out["hash"] = self.address()
        out["save"] = self.save_payload()
        out["announce"] = self.t("app.undone", move=taken)

    def _action(self, action: str, value: Any, out: dict[str, Any]) -> None:
        if action not in ("lang", "rules", "helpmode"):
            self.rules = None
            self.help = None
        if action not in ("select", "lang", "rules", "rules_close", "help_close", "helpmode"):
            self.selection = None
        if action == "select":
            self._select(value)
        elif action in ("rules", "rules_close", "help_close", "helpmode"):
            self._rules_action(action, value)
        elif action == "lang" and value in LANGUAGES:
            self.lang = str(value)
            if self.table is not None:
                self._relog()
        elif action == "home":
            self.screen = "catalogue"
            self.table = None
            self.replay = None
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
        elif action == "continue" and self.saved:
            self._open_hash(self.saved, out)
        elif action == "players" and self.setup is not None:
            self._set_players(int(value))
        elif action == "seat" and self.setup is not None:
            index = int(value)
            if 0 <= index < len(self.setup.seats):
                self.setup.seats[index] = BOT if self.setup.seats[index] == HUMAN else HUMAN
        elif action == "level" and self.setup is not None:
            index_text, _, level = str(value).partition("=")
            if is_number(index_text) and int(index_text) < len(self.setup.seats) \
                    and level in seats.LEVELS:
                self.setup.seats[int(index_text)] = level
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
        record = game.record({"seats": list(self.table.seats)}, moves=game.history[:ply])
        self.replay = None
        self.replay_positions = None
        self.load_fragment(encode(record))
        self.screen = "table"
        self.new_record = False
        out["hash"] = self.address()
        out["push"] = True  # a new history entry: the browser's Back returns to the old line
        out["save"] = self.save_payload()
        out["announce"] = self.t("app.branched", n=ply)

    def _relog(self) -> None:
        """Rewrite the move log in the current language (one replay of the game)."""
        assert self.table is not None
        game = self.table.game
        record = game.record({"seats": self.table.seats})
        shown = self.replay
        self.load_fragment(encode(record))
        self.replay = shown

    def _info(self, game_id: str) -> GameInfo | None:
        return playable(game_id)

    def _pick(self, game_id: str) -> None:
        info = self._info(game_id)
        if info is None:
            return
        players = max(info.min_players, min(2, info.max_players))
        self.setup = Setup(game_id, players, [HUMAN] + [BOT] * (players - 1), info.defaults())
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

    def _start(self, out: dict[str, Any]) -> None:
        assert self.setup is not None
        setup = self.setup
        seed = int(setup.seed) if setup.seed else self._new_seed()
        game = pygames.new_game(setup.game_id, players=setup.players, seed=seed,
                                options=dict(setup.options))
        self.table = Table(game=game, seats=list(setup.seats))
        self.new_record = False
        self.screen = "table"
        out["hash"] = self.address()
        out["save"] = self.save_payload()
        out["announce"] = self.prompt_text()

    def _key(self, key: str, out: dict[str, Any]) -> None:
        if self.screen == "table" and not (self.rules or self.help) and replay.key(self, key, out):
            return
        if key == "Escape" and self.selection is not None:
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
        found = (rules_help.help_for_part(game, part, self.lang)
                 if isinstance(part, str) and part and move is None else None)
        if found is not None:
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
        out["announce"] = " ".join(text for text in self.help if text)

"""Rules at hand as the player asks for them: the reference opened over any screen, the
help panel (long press, ``?``, help mode, "why not?"), and their actions.

Neither touches the game underneath: closing the reference shows the same position again.
"""

from __future__ import annotations

from typing import Any

from pygames.core import scene
from pygames.core.checks import MAX_MOVE_CHARS
from pygames.core.game import GameInfo

from ..bridge.response import Response
from ..state import Action, AppState, playable


class RulesAtHand(AppState):
    """The app state with the rules reference and the help panel at hand."""

    def _info(self, game_id: str) -> GameInfo | None:
        return playable(game_id)

    def _rules_action(self, action: str, value: object) -> None:
        """Open or close the reference or the help panel; the game underneath is untouched."""
        from . import reference as rules_help

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

    def _help(self, kind: str, event: dict[str, Any], out: Response) -> None:
        """Long press / ``?`` / help mode (``help``) or a tap on a non-legal part (``try``)."""
        from . import reference as rules_help

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
                or rules_help.describe(game, move, self.lang, self.view())
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
        out.announce = " ".join(text for text in self.help if text)


def _move_like(step: str) -> bool:
    """Whether text from the page could be a move of some notation: short printable ASCII
    (anything else is refused before the rules see it, and never echoed whole)."""
    return 0 < len(step) <= MAX_MOVE_CHARS and step.isascii() and step.isprintable()


def _rules(c: RulesAtHand, value: object, out: Response) -> None:
    c._rules_action("rules", value)


def _rules_close(c: RulesAtHand, value: object, out: Response) -> None:
    c._rules_action("rules_close", value)


def _help_close(c: RulesAtHand, value: object, out: Response) -> None:
    c._rules_action("help_close", value)


def _help_mode(c: RulesAtHand, value: object, out: Response) -> None:
    c._rules_action("helpmode", value)


#: The rules' actions; opening the reference or help mode keeps the move being confirmed
#: and the part picked on the board (the reference is over them, not instead of them).
ACTIONS = {
    "rules": Action(_rules, keeps=frozenset({"rules", "selection", "confirm"})),
    "helpmode": Action(_help_mode, keeps=frozenset({"rules", "selection", "confirm"})),
    "rules_close": Action(_rules_close, keeps=frozenset({"selection"})),
    "help_close": Action(_help_close, keeps=frozenset({"selection", "confirm"})),
}

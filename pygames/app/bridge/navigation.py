"""The app's screens as browser history entries, so Back and Forward move between them.

Every response names the page it shows (``page``: the screen, and the rule set where the
screen is about one); the bridge keeps it as the state of the current history entry. A page
the player goes to is a new entry (``push``), except where the table turns into the end
screen (or back, by Undo): that is the same entry, as the game's address is. The bridge
turns a push to exactly the page and address of the entry below into Back, so closing the
rules or leaving the setup never piles entries up. Back and Forward come back as a
``history`` event with the entry's page and address: the controller shows that page again
(the address rebuilds the game where it is not the one on the table).
"""

from __future__ import annotations

from ..state import AppState, playable
from .response import Page, Response

#: The pages of the app: catalogue, setup, a live table, a replay, the end screen, the rules
#: reference (over one of the others) and the error screen of a damaged address.
SCREENS = ("catalogue", "setup", "table", "replay", "end", "rules", "error")
#: Pages that only show a game and are drawn from the address alone.
GAME_SCREENS = ("table", "replay", "end")


def base_page(c: AppState) -> Page:
    """The page under the rules reference (or the page itself when none is open)."""
    if c.screen == "setup" and c.setup is not None:
        return {"screen": "setup", "game": c.setup.game_id}
    if c.screen == "table" and c.table is not None:
        if c.replay is not None:
            return {"screen": "replay"}
        return {"screen": "end" if c.table.game.is_over else "table"}
    if c.screen == "error":
        return {"screen": "error"}
    return {"screen": "catalogue"}


def page(c: AppState) -> Page:
    """The page shown now."""
    base = base_page(c)
    if c.rules is not None:
        return {"screen": "rules", "game": c.rules[0], "under": base["screen"]}
    return base


def same_entry(before: Page, after: Page) -> bool:
    """Whether going from one page to the other stays on the same history entry: the same
    page, or the table of one game becoming its end screen (the last move) and back (Undo)."""
    return before == after or {before["screen"], after["screen"]} == {"table", "end"}


def follow(before: Page, after: Page, kind: str, out: Response) -> None:
    """Say in ``out`` which page is shown and whether it is a new history entry.

    Start-up and the browser's own navigations (Back, Forward, an address typed in) already
    have their entry: they only name the page.
    """
    out.page = after
    if kind not in ("init", "history", "hash") and not same_entry(before, after):
        out.push = True


def parse(value: object) -> Page | None:
    """A page as the browser kept it in its history, checked (None when it is no page of
    this app: an entry made by something else, or changed by hand)."""
    if not isinstance(value, dict):
        return None
    screen = value.get("screen")
    if screen not in SCREENS:
        return None
    found: Page = {"screen": screen}
    if screen in ("setup", "rules"):
        game = value.get("game")
        if not isinstance(game, str) or playable(game) is None:
            return None
        found["game"] = game
    if screen == "rules":
        under = value.get("under")
        if under not in SCREENS or under == "rules":
            return None
        found["under"] = under
    return found

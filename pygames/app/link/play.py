"""Play by link: a game between friends on their own devices, the address sent back and forth.

The address holds the whole game; what this module adds is whose device it is. A game with
two or more human seats and a generated id is played by link: the first time a device opens
it, "Who are you?" picks the seat this device plays (remembered in the browser store per
game id, ``me.<id>``, or ``all`` where everybody plays on this device). From then on the
table speaks to that seat ("Your turn" / "Waiting for Ken"), a tap for another human seat's
turn asks first, the news since the seat's last move is listed, and after its move the
primary action sends the link to the next player. The device a game is started on plays
its first human seat where the setup says the players are apart, else every seat.
"""

from __future__ import annotations

from pygames.core import registry
from pygames.core.numbers import is_number

from ..bridge.response import Response
from ..state import Action, AppState, Table
from ..table.seats import HUMAN

#: What the browser store keeps for a device where every seat is played.
ALL = "all"
#: The most news lines shown; the rest are counted.
NEWS_LINES = 12


def humans(table: Table) -> list[int]:
    return [seat for seat, kind in enumerate(table.seats) if kind == HUMAN]


def by_link(table: Table | None) -> bool:
    """Whether a table is a game between several people (so possibly on several devices)."""
    return table is not None and table.id is not None and len(humans(table)) >= 2


def store_key(game_ref: str) -> str:
    """The browser-store key of the seat a device plays in the game with that id."""
    return f"me.{game_ref}"


def seat_of(store: dict[str, str], game_ref: str | None, seats: list[str]) -> int | str | None:
    """The seat this device plays in a game (``ALL`` for every seat; None: not known)."""
    if game_ref is None:
        return None
    kept = store.get(store_key(game_ref), "")
    if kept == ALL:
        return ALL
    if is_number(kept) and int(kept) < len(seats) and seats[int(kept)] == HUMAN:
        return int(kept)
    return None


def _remember(c: AppState, value: str, out: Response) -> None:
    assert c.table is not None and c.table.id is not None
    key = store_key(c.table.id)
    c.store[key] = value
    out.store[key] = value


def carry(c: AppState, game_ref: str | None, branch_ref: str, out: Response) -> None:
    """A branch of a game is played from the same seat on this device."""
    kept = c.store.get(store_key(game_ref)) if game_ref is not None else None
    if kept:
        c.store[store_key(branch_ref)] = kept
        out.store[store_key(branch_ref)] = kept


def opened(c: AppState) -> None:
    """A game came onto the table from a link or the saved games: whose device this is."""
    c.by_link.me = None
    c.by_link.asking_who = False
    c.by_link.since = None
    c.by_link.proxy = None
    if not by_link(c.table):
        return
    assert c.table is not None
    found = seat_of(c.store, c.table.id, c.table.seats)
    if found is None:
        c.by_link.asking_who = True
    elif found != ALL:
        c.by_link.me = int(found)
        c.by_link.since = news_start(c)


def started(c: AppState, apart: bool, out: Response) -> None:
    """A game started on this device: with the players ``apart`` (each on their own
    device) it plays the first human seat, else every seat (pass-and-play)."""
    c.by_link.me = None
    c.by_link.asking_who = False
    c.by_link.since = None
    c.by_link.proxy = None
    if by_link(c.table):
        assert c.table is not None
        c.by_link.me = humans(c.table)[0] if apart else None
        _remember(c, ALL if c.by_link.me is None else str(c.by_link.me), out)


def choose(c: AppState, value: object, out: Response) -> None:
    """The answer to "Who are you?" (a seat's number, or ``all``); also "Not Ken?" asks
    again (``value`` None)."""
    if not by_link(c.table):
        return
    assert c.table is not None
    if value is None:
        c.by_link.asking_who = True
        return
    text = str(value)
    if text == ALL:
        c.by_link.me = None
        c.by_link.since = None
    elif is_number(text) and int(text) in humans(c.table):
        c.by_link.me = int(text)
        c.by_link.since = news_start(c)
    else:
        return
    c.by_link.asking_who = False
    c.by_link.proxy = None
    _remember(c, text, out)


def news_start(c: AppState) -> int | None:
    """The first move made since this device's seat last moved, where others have moved."""
    table = c.table
    if table is None or c.by_link.me is None:
        return None
    mine = [ply for ply, seat in enumerate(table.movers) if seat == c.by_link.me]
    start = mine[-1] + 1 if mine else 0
    return start if start < len(table.movers) else None


def news(c: AppState) -> list[str]:
    """The others' moves since this seat's last one, in words (the last ``NEWS_LINES``)."""
    table = c.table
    if table is None or c.by_link.since is None:
        return []
    plies = range(c.by_link.since, len(table.log))
    lines = [c.moved_text(max(table.movers[ply], 0), table.log[ply]) for ply in plies]
    if len(lines) > NEWS_LINES:
        more = len(lines) - NEWS_LINES + 1
        lines = [c.t_count("link.more", more)] + lines[-NEWS_LINES + 1:]
    return lines


def others_turn(c: AppState) -> int | None:
    """Another human seat to move while this device plays its own seat: the seat whose
    turn it is (the one to send the link to, or whose move a tap asks about)."""
    table = c.table
    if table is None or c.by_link.me is None or table.game.is_over:
        return None
    seat = table.game.current_player
    if seat is None or seat == c.by_link.me or table.seats[seat] != HUMAN:
        return None
    return seat


def needs_confirmation(c: AppState) -> bool:
    """Whether a tap would play another human seat's move, not yet confirmed."""
    seat = others_turn(c)
    return seat is not None and c.by_link.proxy != seat


def waiting(c: AppState) -> bool:
    """This device waits for another player's move (the board shows no choice; a tap on it
    says whose turn it is). Playing it here anyway is the explicit "Play Ann's move here"."""
    return needs_confirmation(c)


#: ``confirming`` when "Play Ann's move here" was chosen before any move was tapped.
ASKED = ""


def moved(c: AppState) -> None:
    """After a move on this device: the news is read, and playing for another seat ends
    with that seat's turn."""
    c.by_link.since = None
    table = c.table
    if c.by_link.proxy is not None and (table is None or table.game.current_player != c.by_link.proxy):
        c.by_link.proxy = None


def undo_asks(c: AppState) -> int | None:
    """The seat whose move Undo would take back, where Undo asks first (else None).

    On a device that plays one seat, Undo is for this seat's own moves. Where the last
    human move is another player's (it came by link, or was played here for them), Undo
    asks "The last move is Ken's, not yours: take it back?" rather than taking it back
    silently, which would part this device's game from the copy the friend holds. It asks
    rather than being disabled: a move played here for Ken by mistake must stay reversible.
    Where every seat plays on this device (pass-and-play), Undo takes back the last human
    move as it always has.
    """
    table = c.table
    if table is None or c.by_link.me is None:
        return None
    seat = next((s for s in reversed(table.movers) if table.seats[s] == HUMAN), None)
    return seat if seat is not None and seat != c.by_link.me else None


def round_of(table: Table) -> int | None:
    """The game's round where its rule set counts rounds."""
    found = registry.rule_set(table.game.game_id).round_of(table.game)
    return found if isinstance(found, int) and found > 0 else None


def send_text(c: AppState, link: str) -> str:
    """What is sent with the link: whose move, in which game and round."""
    table = c.table
    assert table is not None
    info = table.game.info
    title = info.title.get(c.lang) or info.title["en"]
    found = round_of(table)
    if found is None:
        return c.t("link.send_text_no_round", title=title, link=link)
    return c.t("link.send_text", title=title, round=found, link=link)


def _i_am(c: AppState, value: object, out: Response) -> None:
    choose(c, value, out)


def _who(c: AppState, value: object, out: Response) -> None:
    choose(c, None, out)


def _whose_turn(c: AppState, value: object, out: Response) -> None:
    """A tap on the board of a waiting device: whose turn it is, shown and said."""
    seat = others_turn(c)
    if seat is not None and waiting(c):
        c.by_link.told = True
        out.announce = c.t("link.told", player=c.seat_name(seat))


def _play_here(c: AppState, value: object, out: Response) -> None:
    """"Play Ann's move here": asked first, as a tapped move used to be."""
    seat = others_turn(c)
    if seat is not None and waiting(c):
        c.by_link.confirming = ASKED
        out.announce = c.t("link.confirm", player=c.seat_name(seat))


#: The browser-store key of this device's turn alert (a beep and a vibration as a human
#: here comes to move): "1" on; off by default.
ALERT_KEY = "turn_alert"


def alert_on(c: AppState) -> bool:
    return c.store.get(ALERT_KEY) == "1"


def _turn_alert(c: AppState, value: object, out: Response) -> None:
    """The turn alert on or off, remembered on this device."""
    value = "0" if alert_on(c) else "1"
    c.store[ALERT_KEY] = out.store[ALERT_KEY] = value


def _qr(c: AppState, value: object, out: Response) -> None:
    c.by_link.qr_open = not c.by_link.qr_open and c.table is not None


#: Play by link's actions: "I am …", "Who are you?" again, the QR code shown or hidden, a tap
#: on a waiting device's board, and playing the other player's move here (asked first).
ACTIONS = {
    "i_am": Action(_i_am),
    "who": Action(_who),
    "qr": Action(_qr, keeps=frozenset({"qr"})),
    "whose_turn": Action(_whose_turn, keeps=frozenset({"qr"})),
    "play_here": Action(_play_here),
    "turn_alert": Action(_turn_alert, keeps=frozenset({"qr", "rules"})),
}

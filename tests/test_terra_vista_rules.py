"""Terra Vista rules: the rulebook's worked examples, every rule, illegal moves and reasons.

Positions are built by writing lines straight into a game's state (the state is plain data),
then the move under test is played through the protocol so its scoring is the real one.
"""

from __future__ import annotations

from collections import deque

import pytest

import pygames
from pygames.core.errors import IllegalMove
from pygames.terra_vista import scenario, texts
from pygames.terra_vista.components import BOARDS, BOARDS_RULES_1, MAPS, TRACKS, WILD, MapData
from pygames.terra_vista.readings import reading
from pygames.terra_vista.rules import TerraVista, line_name, space_name

MARKET, OLIVE, STRAWBERRY, ORANGE = range(4)
GREEN, YELLOW, RED, BLUE = range(4)


# ---------------------------------------------------------------------- helpers
def new(players: int = 1, seed: int = 1, map_id: int = 0, board: str = "day",
        rules: int | None = None) -> TerraVista:
    return scenario.on_map(players, seed, map_id, board, rules)


def symbol_spaces(m: MapData) -> set[int]:
    return {i for i, ch in enumerate(m.symbols) if ch != "."}


def path(m: MapData, sources: set[int], targets: set[int], avoid: set[int]) -> list[int]:
    """Shortest list of spaces from a source to a target, not entering ``avoid``."""
    prev: dict[int, int | None] = {s: None for s in sources}
    queue = deque(sorted(sources))
    while queue:
        s = queue.popleft()
        if s in targets:
            out = [s]
            while prev[out[-1]] is not None:
                out.append(prev[out[-1]])  # type: ignore[arg-type]
            return out[::-1]
        r, c = divmod(s, 7)
        for nr, nc in ((r - 1, c), (r + 1, c), (r, c - 1), (r, c + 1)):
            n = nr * 7 + nc
            if 0 <= nr < 7 and 0 <= nc < 7 and n not in prev and (n in targets or n not in avoid):
                prev[n] = s
                queue.append(n)
    raise NoPath


class NoPath(Exception):
    """The chosen map has no such path; a scenario tries the next map."""


def on_some_map(build, players: int = 1, board: str = "day") -> TerraVista:
    """Build a scenario on the first map where its paths exist (``build(g)`` raises NoPath)."""
    for map_id in range(len(MAPS)):
        g = new(players=players, map_id=map_id, board=board)
        try:
            build(g)
        except NoPath:
            continue
        return g
    raise AssertionError("no map fits the scenario")


def edge(m: MapData, a: int, b: int) -> int:
    return m.edge_index[(min(a, b), max(a, b))]


def draw_path(g: TerraVista, p: int, spaces: list[int]) -> None:
    """Write lines along ``spaces`` into the state (no scoring: a position, not a move)."""
    m = g.map_of(p)
    scenario.draw(g, p, [edge(m, a, b) for a, b in zip(spaces, spaces[1:], strict=False)])


def set_dice(g: TerraVista, d1: str, d2: str, extreme: bool | None = None) -> None:
    scenario.roll(g, d1, d2, extreme)


def play_line(g: TerraVista, a: int, b: int) -> None:
    """Play the line a–b, with the dice set to exactly its two terrains."""
    m = g.map_of(g.current_player or 0)
    ta, tb = m.terrain[a], m.terrain[b]
    if g.phase == "line":
        set_dice(g, ta, tb) if ta in ("blue", "red", "grey") or tb == ta else set_dice(g, tb, ta)
        if not g.is_legal(line_name((min(a, b), max(a, b)))):
            set_dice(g, WILD, tb)
    g.play(line_name((min(a, b), max(a, b))))


def quiet_line(g: TerraVista) -> str:
    """A legal line that forms no new connection."""
    p = g.current_player
    assert p is not None
    m = g.map_of(p)
    for k in g.drawable(p):
        if not g.new_connections(p, k):
            return line_name(m.edges[k])
    raise AssertionError("no quiet line")


def reason(g: TerraVista, move: str) -> IllegalMove:
    with pytest.raises(IllegalMove) as info:
        g.play(move)
    err = info.value
    assert err.key in texts.TEXTS["en"] and err.key in texts.TEXTS["ja"]
    assert g.explain(move) == str(err)
    return err


# ---------------------------------------------------------------------- setup
def test_setup_gives_distinct_boards_horses_at_start_and_a_leader() -> None:
    reading("seat-order")  # a leader drawn at setup starts every round
    sides = set()
    for seed in range(40):
        g = pygames.new_game("terra_vista", players=6, seed=seed)
        assert isinstance(g, TerraVista)
        assert len({i // 2 for i in g.map_ids}) == 6, "each player gets a different board"
        sides |= {i % 2 for i in g.map_ids}
        assert g.horses == [[0, 0, 0, 0]] * 6
        assert 0 <= g.leader < 6 and g.order[0] == g.leader
        assert sorted(g.order) == list(range(6))
        assert g.current_player == g.leader and g.round == 1
        assert all(not lines for lines in g.lines)
    assert sides == {0, 1}, "both sides of the boards are used"


def test_same_seed_same_setup_and_dice() -> None:
    a = pygames.new_game("terra_vista", players=4, seed=99)
    b = pygames.new_game("terra_vista", players=4, seed=99)
    assert vars(a) == vars(b)


def test_options_and_player_range() -> None:
    with pytest.raises(ValueError):
        pygames.new_game("terra_vista", players=7)
    with pytest.raises(ValueError):
        pygames.new_game("terra_vista", players=0)
    with pytest.raises(ValueError):
        pygames.new_game("terra_vista", players=2, options={"board": "dusk"})
    night = new(board="night")
    assert night.board.name == "night"


# ---------------------------------------------------------------------- the rulebook's examples
def _green_red_market_path() -> tuple[int, list[int], tuple[int, int]]:
    """A map, a path between its green markets, and a green–red step on it."""
    for map_id, m in enumerate(MAPS):
        g1, g2 = m.markets[GREEN]
        avoid = symbol_spaces(m) - {g1, g2}
        for a, b in m.edges:
            if {m.terrain[a], m.terrain[b]} != {"green", "red"} or {a, b} & avoid:
                continue
            for u, v in ((a, b), (b, a)):
                try:
                    first = path(m, {g1}, {u}, avoid | {v, g2})
                    second = path(m, {v}, {g2}, avoid | set(first))
                except NoPath:
                    continue
                return map_id, first + second, (u, v)
    raise AssertionError("no map has such a path")


def test_example_market_to_market_connection() -> None:
    """David draws a line between a green and a red space, joining his two green markets:
    his market horse moves one space."""
    reading("forgot-to-advance")  # the horse moves with the line: nothing to forget
    map_id, spaces, (u, v) = _green_red_market_path()
    g = new(map_id=map_id)
    m = g.map_of(0)
    draw_path(g, 0, spaces)
    g.lines[0].discard(edge(m, u, v))
    set_dice(g, "red", "green")
    before = list(g.horses[0])
    g.play(line_name((min(u, v), max(u, v))))
    assert g.horses[0][MARKET] == before[MARKET] + 1
    assert g.horses[0][1:] == before[1:]
    assert g.scored_markets[0] == {GREEN}


def _network_with_green_markets(g: TerraVista) -> set[int]:
    """Join the green markets (already scored) with a path through dots only."""
    m = g.map_of(0)
    g1, g2 = m.markets[GREEN]
    spaces = path(m, {g1}, {g2}, symbol_spaces(m) - {g1, g2})
    draw_path(g, 0, spaces)
    g.scored_markets[0].add(GREEN)
    g.horses[0][MARKET] = 1
    return set(spaces)


def _first(options):
    """The first option (a thunk) that does not raise NoPath."""
    for option in options:
        try:
            return option()
        except NoPath:
            continue
    raise NoPath


def test_example_one_line_joins_an_olive_and_a_strawberry() -> None:
    """Next round David's new line joins an olive and a strawberry to the green market
    network: both the olive and the strawberry horse move one space."""
    found: dict[str, list[int]] = {}

    def build(g: TerraVista) -> None:
        m = g.map_of(0)
        green = _network_with_green_markets(g)
        symbols = symbol_spaces(m)

        def attempt(olive: int, berry: int) -> None:
            pair = path(m, {olive}, {berry}, symbols | green)
            link = path(m, set(pair), green, symbols | green)
            found["pair"], found["link"] = pair, link

        _first(lambda o=o, b=b: attempt(o, b) for o, t in m.fruits if t == OLIVE
               for b, u in m.fruits if u == STRAWBERRY)
        draw_path(g, 0, found["pair"])
        draw_path(g, 0, found["link"][1:])  # all but the line from the olive–strawberry pair

    g = on_some_map(build)
    before = list(g.horses[0])
    link = found["link"]
    play_line(g, link[0], link[1])
    assert g.horses[0][OLIVE] == before[OLIVE] + 1
    assert g.horses[0][STRAWBERRY] == before[STRAWBERRY] + 1
    assert g.horses[0][MARKET] == before[MARKET] and g.horses[0][ORANGE] == before[ORANGE]


def test_example_orange_does_not_score_twice() -> None:
    """Sophie joins an orange to the green market; it scored already when it was joined to a
    yellow market, so the orange horse does not move."""
    found: dict[str, list[int]] = {}

    def build(g: TerraVista) -> None:
        m = g.map_of(0)
        green = _network_with_green_markets(g)
        symbols = symbol_spaces(m)

        def attempt(orange: int, yellow: int) -> None:
            to_yellow = path(m, {orange}, {yellow}, symbols | green)
            link = path(m, set(to_yellow), green, symbols | green)
            found["to_yellow"], found["link"] = to_yellow, link

        _first(lambda o=o, y=y: attempt(o, y) for o, t in m.fruits if t == ORANGE
               for y in m.markets[YELLOW])

    g = on_some_map(build)
    to_yellow, link = found["to_yellow"], found["link"]
    orange = to_yellow[0]
    draw_path(g, 0, to_yellow[:-1])
    play_line(g, to_yellow[-2], to_yellow[-1])
    assert g.horses[0][ORANGE] == 1, "joined to the yellow market: it scores once"
    g.turn, g.phase = 0, "line"
    draw_path(g, 0, link[1:])
    before = list(g.horses[0])
    play_line(g, link[0], link[1])
    assert set(g.map_of(0).markets[GREEN]) <= g.network(0, orange)
    assert g.horses[0] == before, "the same orange joined to another market scores nothing"


def test_example_chain_of_bonus_lines() -> None:
    """Clara joins her two yellow markets and her market horse arrives on a bonus space; the
    bonus line joins an olive to the yellow network, whose horse arrives on a bonus space; that
    bonus line joins a strawberry to the red market and the strawberry horse moves."""
    found: dict[str, list[int]] = {}

    def build(g: TerraVista) -> None:
        m = g.map_of(0)
        symbols = symbol_spaces(m)
        y1, y2 = m.markets[YELLOW]
        yellow = path(m, {y1}, {y2}, symbols - {y1, y2})
        reds = set(m.markets[RED])

        def attempt(olive: int, berry: int, red: int) -> None:
            to_net = path(m, {olive}, set(yellow), symbols | set(yellow))
            used = set(yellow) | set(to_net)
            to_red = path(m, {berry}, {red}, symbols | used)
            found.update(yellow=yellow, to_net=to_net, to_red=to_red)

        _first(lambda o=o, b=b, r=r: attempt(o, b, r) for o, t in m.fruits if t == OLIVE
               for b, u in m.fruits if u == STRAWBERRY for r in reds)

    g = on_some_map(build)
    board = g.board
    yellow, to_net, to_red = found["yellow"], found["to_net"], found["to_red"]
    g.horses[0][MARKET] = min(board.bonus_steps(MARKET)) - 1
    g.horses[0][OLIVE] = min(board.bonus_steps(OLIVE)) - 1
    assert g.horses[0][STRAWBERRY] + 1 not in board.bonus_steps(STRAWBERRY)
    draw_path(g, 0, yellow[:-1])
    draw_path(g, 0, to_net[1:])
    draw_path(g, 0, to_red[1:])
    before = list(g.horses[0])

    play_line(g, yellow[-2], yellow[-1])  # 1) the market-market connection
    assert g.horses[0][MARKET] == before[MARKET] + 1
    assert g.horses[0][OLIVE] == before[OLIVE]
    assert g.phase == "bonus" and g.bonus_left == 1 and g.current_player == 0

    g.play(line_name(tuple(sorted(to_net[:2]))))  # 2) bonus line: olive joins the network
    assert g.horses[0][OLIVE] == before[OLIVE] + 1
    assert g.phase == "bonus" and g.bonus_left == 1, "the olive bonus space gives another line"

    g.play(line_name(tuple(sorted(to_red[:2]))))  # 3) bonus line: strawberry joins red market
    assert g.horses[0][STRAWBERRY] == before[STRAWBERRY] + 1
    assert g.horses[0][ORANGE] == before[ORANGE]
    assert g.phase == "line" and g.round == 2, "the chain is over and the next round starts"


# ---------------------------------------------------------------------- lines and dice
def test_example_round_one_yellow_to_green() -> None:
    """Round 1: the dice show yellow and green; the player draws a yellow–green line."""
    g = new(map_id=0)
    m = g.map_of(0)
    set_dice(g, "yellow", "green")
    assert g.round == 1 and not g.extreme
    move = next(line_name(e) for e in m.edges
                if {m.terrain[e[0]], m.terrain[e[1]]} == {"yellow", "green"})
    assert g.is_legal(move)
    g.play(move)
    assert len(g.lines[0]) == 1 and g.round == 2


def test_example_round_two_wild_chosen_as_grey() -> None:
    """Round 2: the dice show yellow and wild; choosing grey for the wild, the player draws a
    yellow–grey line."""
    g = new(map_id=0)
    g.play(quiet_line(g))
    m = g.map_of(0)
    set_dice(g, WILD, "yellow")
    assert g.round == 2 and not g.extreme
    move = next(line_name(e) for k, e in enumerate(m.edges)
                if {m.terrain[e[0]], m.terrain[e[1]]} == {"yellow", "grey"}
                and k not in g.lines[0])
    g.play(move)
    assert len(g.lines[0]) == 2


def test_line_must_match_both_dice_in_either_direction() -> None:
    g = new(map_id=0)
    m = g.map_of(0)
    set_dice(g, "red", "green")
    legal = set(g.legal_moves())
    for a, b in m.edges:
        pair = {m.terrain[a], m.terrain[b]}
        assert (line_name((a, b)) in legal) == (pair == {"red", "green"}), line_name((a, b))
    wrong = next(line_name(e) for e in m.edges if {m.terrain[x] for x in e} == {"green"})
    err = reason(g, wrong)
    assert err.key == "terra_vista.wrong_terrain" and err.params["d1"] == "red"


def test_double_terrain_result() -> None:
    g = new(map_id=0)
    m = g.map_of(0)
    set_dice(g, "green", "green")
    lines = [m.edges[k] for k in g.drawable(0)]
    assert lines and all(m.terrain[a] == m.terrain[b] == "green" for a, b in lines)


def test_wild_face_lets_the_player_choose_that_dies_terrain() -> None:
    reading("wild-any-terrain")
    g = new(map_id=0)
    m = g.map_of(0)
    set_dice(g, WILD, "yellow")
    assert not g.extreme
    lines = {m.edges[k] for k in g.drawable(0)}
    expected = {e for e in m.edges if "yellow" in (m.terrain[e[0]], m.terrain[e[1]])}
    assert lines == expected
    kinds = {frozenset((m.terrain[a], m.terrain[b])) for a, b in lines}
    assert {frozenset(("yellow", t)) for t in ("green", "grey", "blue", "red")} <= kinds
    not_yellow = next(e for e in m.edges if "yellow" not in (m.terrain[e[0]], m.terrain[e[1]]))
    assert reason(g, line_name(not_yellow)).key == "terra_vista.wrong_terrain"


def _stuck_second_player(dice: tuple[str, str]) -> TerraVista:
    g = new(players=2, map_id=0)
    g.dice = dice
    m1 = g.map_of(1)
    for k, (a, b) in enumerate(m1.edges):
        if {m1.terrain[a], m1.terrain[b]} == set(dice) or (
            dice[0] == dice[1] and m1.terrain[a] == m1.terrain[b] == dice[0]
        ):
            g.lines[1].add(k)
    set_dice(g, *dice)
    return g


def test_every_player_may_use_one_wild_die_when_someone_cannot_draw() -> None:
    reading("extreme-case")
    g = _stuck_second_player(("grey", "grey"))
    assert g.extreme, "player 2 cannot draw grey–grey, so the round is an extreme round"
    for p in (0, 1):
        m = g.map_of(p)
        lines = {m.edges[k] for k in g.drawable(p)}
        touching = {e for k, e in enumerate(m.edges)
                    if "grey" in (m.terrain[e[0]], m.terrain[e[1]]) and k not in g.lines[p]}
        assert lines == touching, "every player (not only the stuck one) gets the wild die"
        assert any(m.terrain[a] != m.terrain[b] for a, b in lines)


def test_no_wild_die_when_everyone_can_draw() -> None:
    g = new(players=2, map_id=0)
    set_dice(g, "grey", "red")
    assert not g.extreme
    m = g.map_of(g.current_player or 0)
    assert all({m.terrain[a], m.terrain[b]} == {"grey", "red"} for a, b in
               (m.edges[k] for k in g.drawable(g.current_player or 0)))


def test_extreme_round_with_a_wild_face_allows_any_line() -> None:
    reading("extreme-case")
    g = new(map_id=0)
    m = g.map_of(0)
    g.lines[0] |= {k for k, (a, b) in enumerate(m.edges) if "red" in (m.terrain[a], m.terrain[b])}
    set_dice(g, WILD, "red")
    assert g.extreme
    assert len(g.drawable(0)) == len(m.edges) - len(g.lines[0])


def test_extreme_is_decided_at_the_roll_over_all_maps() -> None:
    reading("extreme-case")
    for seed in range(200):
        g = pygames.new_game("terra_vista", players=3, seed=seed)
        assert isinstance(g, TerraVista)
        assert g.extreme == g.someone_stuck()


def test_forced_pass_when_no_line_can_be_drawn() -> None:
    reading("lines-once")
    g = new(map_id=0)
    m = g.map_of(0)
    assert reason(g, "pass").key == "terra_vista.no_pass"
    g.lines[0] |= {k for k, (a, b) in enumerate(m.edges)
                   if {"grey", "red"} & {m.terrain[a], m.terrain[b]}}
    set_dice(g, "grey", "red")
    assert g.extreme and g.legal_moves() == ["pass"]
    g.play("pass")
    assert g.round == 2 and g.current_player == 0


def test_bonus_line_may_join_any_two_adjacent_spaces_and_is_lost_on_a_full_map() -> None:
    reading("lines-once")
    g = new(map_id=0)
    m = g.map_of(0)
    g.phase, g.bonus_left = "bonus", 1
    set_dice(g, "grey", "grey")
    assert len(g.drawable(0)) == len(m.edges)
    scenario.draw(g, 0, range(len(m.edges)))
    assert g.legal_moves() == ["pass"]
    g.play("pass")
    assert g.phase == "line" and g.bonus_left == 0 and g.round == 2


def test_two_tap_selection_and_its_reasons() -> None:
    """Rules 1 and 2: selecting a space and dropping it are moves of the log."""
    g = new(map_id=0, rules=2)
    m = g.map_of(0)
    set_dice(g, "green", "yellow")
    a, b = m.edges[g.drawable(0)[0]]
    assert reason(g, "back").key == "terra_vista.nothing_selected"
    g.play(space_name(a))
    assert g.selected == a
    moves = g.legal_moves()
    assert moves[-1] == "back" and all(a in _spaces(x) for x in moves[:-1])
    assert reason(g, space_name(b)).key == "terra_vista.already_selected"
    other = next(line_name(m.edges[k]) for k in g.drawable(0) if a not in m.edges[k])
    assert reason(g, other).key == "terra_vista.not_from_selected"
    g.play("back")
    assert g.selected is None
    g.play(space_name(a))
    g.play(line_name((a, b)))
    assert edge(m, a, b) in g.lines[0] and g.selected is None


def test_rules_3_log_holds_lines_and_passes_only() -> None:
    """Rules 3: picking a space is the interface's business; the legal moves are the lines
    (or the forced pass), and a bare space or ``back`` says why it is no move (and so from
    rules 4 on: the default game's legal moves are lines too)."""
    assert all("-" in x or x == "pass" for x in new(map_id=0).legal_moves())
    g = new(map_id=0, rules=3)
    m = g.map_of(0)
    set_dice(g, "green", "yellow")
    assert g.rules_version == 3 and not g.INTERFACE_STEPS
    moves = g.legal_moves()
    assert moves and all("-" in x for x in moves)
    a, b = m.edges[g.drawable(0)[0]]
    assert reason(g, space_name(a)).key == "terra_vista.space_not_move"
    assert reason(g, "back").key == "terra_vista.space_not_move"
    lonely = next(i for i in range(49)
                  if not any(i in m.edges[k] for k in g.drawable(0)))
    assert reason(g, space_name(lonely)).key == "terra_vista.no_line_from"
    g.play(line_name((a, b)))
    assert edge(m, a, b) in g.lines[0]


def test_rules_2_addresses_keep_select_and_back() -> None:
    g = pygames.new_game("terra_vista", 1, seed=4, rules=2)
    space = next(x for x in g.legal_moves() if "-" not in x and x != "pass")
    g.play(space)
    g.play("back")
    loaded = pygames.load(g.to_url_fragment())
    assert loaded.rules_version == 2 and loaded.history == [space, "back"]


def _spaces(move: str) -> set[int]:
    from pygames.terra_vista.rules import parse_space

    return {parse_space(x) for x in move.split("-")}  # type: ignore[misc]


def test_illegal_notation_and_geometry_reasons() -> None:
    g = new(map_id=0)
    m = g.map_of(0)
    set_dice(g, "green", "yellow")
    k = g.drawable(0)[0]
    a, b = m.edges[k]
    assert reason(g, "z9").key == "terra_vista.bad_notation"
    assert reason(g, "a1-h1").key == "terra_vista.bad_notation"
    assert reason(g, "a1-a2-a3").key == "terra_vista.bad_notation"
    assert reason(g, "a1-c1").key == "terra_vista.not_adjacent"
    assert reason(g, "a1-a1").key == "terra_vista.not_adjacent"
    err = reason(g, f"{space_name(b)}-{space_name(a)}")
    assert err.key == "terra_vista.line_order" and err.params["line"] == line_name((a, b))
    g.play(line_name((a, b)))
    g.turn = 0
    set_dice(g, WILD, WILD)
    assert reason(g, line_name((a, b))).key == "terra_vista.already_drawn"
    g.lines[0] = {j for j in range(len(m.edges)) if j != 0 and a not in m.edges[j]}
    set_dice(g, "green", "yellow", extreme=False)
    bad_space = next(s for s in range(49) if not any(s in m.edges[j] for j in g.drawable(0)))
    assert reason(g, space_name(bad_space)).key == "terra_vista.no_line_from"


# ---------------------------------------------------------------------- connections
def test_reused_lines_and_passing_through_symbols() -> None:
    """A market–olive–market path: one line joins both markets and the olive it passes."""
    for map_id, m in enumerate(MAPS):
        for colour, (x, y) in enumerate(m.markets):
            for olive in (s for s, t in m.fruits if t == OLIVE):
                others = symbol_spaces(m) - {x, y, olive}
                try:
                    first = path(m, {x}, {olive}, others | {y})
                    second = path(m, {olive}, {y}, others | set(first))
                except NoPath:
                    continue
                g = new(map_id=map_id)
                draw_path(g, 0, first + second[1:-1])
                play_line(g, second[-2], second[-1])
                assert g.horses[0][MARKET] == 1 and g.horses[0][OLIVE] == 1
                assert g.scored_markets[0] == {colour} and g.scored_fruits[0] == {olive}
                # a second olive reuses the lines of that connection
                g.turn, g.phase = 0, "line"
                net = g.network(0, x)
                rest = symbol_spaces(m) - net
                olive2 = next(s for s, t in m.fruits if t == OLIVE and s not in net)
                link = path(m, {olive2}, net, rest - {olive2} | set())
                draw_path(g, 0, link[1:])
                play_line(g, link[0], link[1])
                assert g.horses[0][OLIVE] == 2
                return
    raise AssertionError("no market–olive–market path on any map")


def test_one_line_can_score_several_steps_and_reach_several_bonus_spaces() -> None:
    reading("bonus-on-the-way")
    found: dict[str, list[int]] = {}

    def build(g: TerraVista) -> None:
        m = g.map_of(0)
        symbols = symbol_spaces(m)
        olives = [s for s, t in m.fruits if t == OLIVE]

        def attempt(o1: int, o2: int, market: int) -> None:
            two = path(m, {o1}, {o2}, symbols)
            link = path(m, set(two), {market}, symbols | set(two))
            found.update(two=two, link=link)

        _first(lambda a=a, b=b, x=x: attempt(a, b, x) for a in olives for b in olives if a < b
               for x in m.market_spaces)

    g = on_some_map(build)
    board = g.board
    two, link = found["two"], found["link"]
    draw_path(g, 0, two)
    draw_path(g, 0, link[1:])
    g.horses[0][OLIVE] = min(board.bonus_steps(OLIVE)) - 1
    before = g.horses[0][OLIVE]
    play_line(g, link[0], link[1])
    assert g.horses[0][OLIVE] == before + 2, "one line, two olive connections"
    assert g.horses[0][MARKET] == 0
    crossed = sum(1 for s in (before + 1, before + 2) if s in board.bonus_steps(OLIVE))
    assert crossed >= 1 and g.bonus_left == crossed and g.phase == "bonus"


def test_fruits_without_a_market_do_not_score() -> None:
    g = new(map_id=0)
    m = g.map_of(0)
    symbols = symbol_spaces(m)
    olive = next(s for s, t in m.fruits if t == OLIVE)
    berries = {s for s, t in m.fruits if t == STRAWBERRY}
    pair = path(m, {olive}, berries, symbols - berries - {olive})
    draw_path(g, 0, pair[:-1])
    play_line(g, pair[-2], pair[-1])
    assert g.horses[0] == [0, 0, 0, 0]


def test_markets_of_different_colours_do_not_score() -> None:
    g = new(map_id=0)
    m = g.map_of(0)
    symbols = symbol_spaces(m)
    x = m.markets[GREEN][0]
    reds = {m.markets[RED][0]}
    between = path(m, {x}, reds, symbols - reds - {x})
    draw_path(g, 0, between[:-1])
    play_line(g, between[-2], between[-1])
    assert g.horses[0] == [0, 0, 0, 0]


# ---------------------------------------------------------------------- end of the game
def _finish(g: TerraVista, p: int, extra: int = 0) -> None:
    board = g.board
    g.horses[p] = [board.goal_steps(t) for t in range(len(TRACKS))]
    g.horses[p][OLIVE] += extra


def _play_round_quietly(g: TerraVista) -> None:
    start = g.round
    while not g.is_over and g.round == start:
        g.play(quiet_line(g))


def test_the_game_ends_only_at_the_end_of_the_round() -> None:
    """The rulebook's end example: at the end of the round all four of Clara's horses are past
    the goal line, so she wins; the others still draw their line of that round first."""
    reading("seat-order")  # the others draw their line of that round first
    g = new(players=3, map_id=0)
    _finish(g, g.order[0])
    g.play(quiet_line(g))
    assert not g.is_over and g.current_player == g.order[1]
    _play_round_quietly(g)
    assert g.is_over and g.current_player is None and g.legal_moves() == []
    assert g.winners() == [g.order[0]]
    with pytest.raises(IllegalMove) as info:
        g.play("pass")
    assert info.value.key == "illegal.over"


def test_a_single_finisher_wins_even_with_fewer_steps() -> None:
    """Steps count only among the players who reached the goal: the total steps of the
    score can be higher for a player who did not, so the game says who reached it, when."""
    reading("winner-most-steps")
    g = new(players=2, map_id=0)
    g.play(quiet_line(g))
    g.play(quiet_line(g))
    _finish(g, 0)
    g.horses[1] = [g.board.length(t) for t in range(len(TRACKS))]
    g.horses[1][MARKET] = g.board.goal_steps(MARKET) - 1
    assert g.total_steps(1) > g.total_steps(0) and not g.finished(1)
    assert g.goal_round(0) == 2 and g.goal_round(1) is None
    _play_round_quietly(g)
    assert g.winners() == [0] and g.scores()[1] > g.scores()[0]
    assert g.goal_round(0) == 2 == g.round and g.goal_round(1) is None


def test_several_finishers_most_steps_wins() -> None:
    reading("winner-most-steps")
    g = new(players=3, map_id=0)
    _finish(g, 0)
    _finish(g, 2, extra=1)
    _play_round_quietly(g)
    assert g.is_over and g.winners() == [2]
    assert g.scores() == [g.total_steps(p) for p in range(3)]


def test_several_finishers_tied_share_the_win() -> None:
    g = new(players=4, map_id=0)
    _finish(g, 1)
    _finish(g, 3)
    _play_round_quietly(g)
    assert g.winners() == [1, 3]


def test_solo_challenge_counts_rounds() -> None:
    reading("solo")
    g = new(players=1, map_id=0)
    assert g.solo_score() is None
    g.play(quiet_line(g))
    _finish(g, 0)
    _play_round_quietly(g)
    assert g.is_over and g.winners() == [0] and g.solo_score() == 2
    assert g.score_breakdown()[0]["total"] == g.total_steps(0)
    assert set(g.score_breakdown()[0]) == set(TRACKS) | {"total"}


def _orange_joined_to_a_market(board: str = "day") -> tuple[TerraVista, list[int]]:
    """A map where a path joins an orange to a yellow market without passing other symbols,
    drawn but for its last line (the spaces of the whole path come back)."""
    found: dict[str, list[int]] = {}

    def build(g: TerraVista) -> None:
        m = g.map_of(0)

        def attempt(orange: int, market: int) -> None:
            found["path"] = path(m, {orange}, {market}, symbol_spaces(m))

        _first(lambda o=o, y=y: attempt(o, y) for o, t in m.fruits if t == ORANGE
               for y in m.markets[YELLOW])

    g = on_some_map(build, board=board)
    spaces = found["path"]
    draw_path(g, 0, spaces[:-1])
    return g, spaces


def test_horse_never_passes_the_end_of_its_track() -> None:
    """An orange joined to a market with its horse already at the end of the track: the
    connection counts, the horse stays and no bonus line comes of it."""
    reading("bonus-on-the-way")
    g, spaces = _orange_joined_to_a_market()
    end = g.board.length(ORANGE)
    g.horses[0][ORANGE] = end
    play_line(g, spaces[-2], spaces[-1])
    assert g.horses[0][ORANGE] == end and g.bonus_left == 0
    assert spaces[0] in g.network(0, spaces[-1])


# ---------------------------------------------------------------------- the night side
def test_night_side_goal_leaves_steps_so_the_tie_break_can_decide() -> None:
    """「合計で最も多くのステップ数を進めたプレイヤーが勝者」: on the night side (our own house
    variant) two players reaching the goal in the same round can differ in steps, and the one
    with more wins; its bonus spaces are each track's last space."""
    reading("night-side")
    night = BOARDS["night"]
    assert all(night.goal_steps(t) < night.length(t) for t in range(len(TRACKS)))
    assert all(night.bonus_steps(t) == {night.length(t)} for t in range(len(TRACKS)))
    assert night.goal == BOARDS["day"].goal and night.bonus != BOARDS["day"].bonus
    g = new(players=2, map_id=0, board="night")
    _finish(g, 0)
    _finish(g, 1, extra=1)
    _play_round_quietly(g)
    assert g.is_over and g.winners() == [1]
    assert g.total_steps(1) == g.total_steps(0) + 1


def test_night_side_of_rules_1_games_stays_every_symbol() -> None:
    """Games started on rules 1 keep their night side, whose goal (every symbol) left every
    finisher with the same steps."""
    old = BOARDS_RULES_1["night"]
    assert all(old.goal_steps(t) == old.length(t) for t in range(len(TRACKS)))
    g = new(players=2, map_id=0, board="night", rules=1)
    assert g.board == old and g.rules_version == 1
    _finish(g, 0)
    _finish(g, 1)
    _play_round_quietly(g)
    assert g.winners() == [0, 1] and g.total_steps(0) == g.total_steps(1)


def test_a_bonus_on_the_last_space_gives_a_bonus_line() -> None:
    """The night side's bonus spaces are the tracks' last spaces: a horse arriving there by a
    connection earns a bonus line."""
    g, spaces = _orange_joined_to_a_market(board="night")
    end = g.board.length(ORANGE)
    assert g.board.bonus_steps(ORANGE) == {end}
    g.horses[0][ORANGE] = end - 1
    play_line(g, spaces[-2], spaces[-1])
    assert g.horses[0][ORANGE] == end and g.bonus_left == 1

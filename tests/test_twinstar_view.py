"""TwinStar Valley view: every legal move is tappable or labelled; texts in both languages."""

from __future__ import annotations

from playthrough import random_game

import pygames
from pygames.core.rng import Rng
from pygames.core.scene import SEQUENCE, moves_in, walk
from pygames.twinstar import view
from pygames.twinstar.texts import TEXTS


def _positions(players: int, seed: int, every: int = 3):
    game = pygames.new_game("twinstar", players=players, seed=seed)
    rng = Rng(seed + 99)
    n = 0
    while not game.is_over:
        if n % every == 0:
            yield game
        game.play(rng.choice(game.legal_moves()))
        n += 1
    yield game


def test_every_legal_move_is_marked_or_labelled():
    kinds = set()
    for players in (2, 3, 4):
        for seed in range(4):
            for game in _positions(players, seed, every=1 + seed % 2):
                scene = view.board(game, "en")
                assert scene["t"] == "div" and "areas" in scene["a"]["class"]
                pictures = [c["c"][0] for c in scene["c"] if c["t"] == "section"]
                assert pictures and all(p["t"] == "svg" and "viewBox" in p["a"] for p in pictures)
                marked = moves_in(scene)
                legal = game.legal_moves()
                chains = [m for m in marked if SEQUENCE in m]  # one tap, several moves
                marked = [m for m in marked if SEQUENCE not in m]
                assert set(marked) <= set(legal)
                assert len(marked) == len(set(marked))
                for chain in chains:
                    trial = game.clone()
                    for step in chain.split(SEQUENCE):
                        trial.play(step)
                for move in legal:
                    kinds.add(move.split(" ")[0])
                    if move not in marked:
                        for lang in ("en", "ja"):
                            assert view.move_label(game, move, lang).strip()
    assert {"place", "leap", "road", "factory", "spec", "from", "to", "carry", "onto",
            "upgrade", "claim", "done"} <= kinds


def test_keys_unique_among_siblings():
    game = random_game("twinstar", 3, 4)
    for node in walk(view.board(game, "ja")):
        keys = [c["k"] for c in node.get("c", []) if "k" in c]
        assert len(keys) == len(set(keys))


def test_prompt_and_describe_every_move_kind_in_both_languages():
    seen: dict[str, int] = {}
    for players in (2, 4):
        for seed in range(6):
            for game in _positions(players, seed, every=1):
                for lang in ("en", "ja"):
                    p = view.prompt(game, lang)
                    assert p and "{" not in p and "twinstar." not in p
                for move in game.legal_moves():
                    kind = move.split(" ")[0]
                    if seen.get(kind, 0) > 30:
                        continue
                    seen[kind] = seen.get(kind, 0) + 1
                    for lang in ("en", "ja"):
                        text = view.describe_move(game, move, lang)
                        assert text.strip() and "{" not in text and "twinstar." not in text
    assert {"place", "road", "from", "carry", "claim", "sell", "upgrade"} <= set(seen)


def test_route_is_drawn_with_its_cost_before_carrying():
    for seed in range(300):
        game = pygames.new_game("twinstar", players=2, seed=seed)
        rng = Rng(seed)
        while not game.is_over and not any(m.startswith("carry") for m in game.legal_moves()):
            game.play(rng.choice(game.legal_moves()))
        if not game.is_over:
            break
    assert game.phase == "route" and game.current_route() is not None
    keys = {n.get("k") for n in walk(view.board(game, "en"))}
    assert {"route", "route-cost"} <= keys


def test_stats_colors_parts():
    game = random_game("twinstar", 4, 2)
    assert len(view.seat_colors(game)) == 4
    for lang in ("en", "ja"):
        for seat in range(4):
            assert all(a and b for a, b in view.player_stats(game, seat, lang))
        for part in game.score_breakdown()[0]:
            assert view.part_label(part, lang) != "twinstar.part." + part


def test_texts_catalogues_match():
    assert set(TEXTS["en"]) == set(TEXTS["ja"])


def test_route_options_are_drawn_and_numbered_while_choosing():
    import sys
    from pathlib import Path

    sys.path.insert(0, str(Path(__file__).parent))
    from test_twinstar_rules import FA, M2, PURPLE, WHITE, go, three_factories

    game = three_factories(bypass={(2, -1): WHITE, (3, -1): PURPLE})
    go(game, M2, FA)
    nodes = walk(view.board(game, "en"))
    keys = {n.get("k") for n in nodes}
    assert {"via-1", "via-2", "via-3", "via-n1", "via-n2"} <= keys
    suggestions = view.offers(game, "en")  # buttons beside the prompt
    labels = [label for _, label in suggestions]
    assert len(suggestions) == 3 and len(set(labels)) == 3 and all("pay" in x for x in labels)
    for moves, _ in suggestions:  # each draws its whole route in one tap, and then it can carry
        trial = game.clone()
        for step in moves.split(SEQUENCE):
            trial.play(step)
        assert trial.current_route() is not None
    old = three_factories(bypass={(2, -1): WHITE, (3, -1): PURPLE}, rules=1)
    go(old, M2, FA)
    keys = {n.get("k") for n in walk(view.board(old, "en"))}
    assert {"via-1", "via-2", "via-n1", "via-n2"} <= keys
    labels = [view.move_label(old, m, "en") for m in old.legal_moves()]
    assert labels[0] != labels[1] and all("pay" in x for x in labels)

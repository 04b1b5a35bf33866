"""Tropicalia's mixed sales in Chromium: at an advanced market that buys any fruit the player
chooses how many of each to sell, one button per sale (18 and more of them). Each button
shows the sale as the board's fruit pictures with their numbers over the price, and the whole
list is seen and tapped without scrolling the decision, on the phone (in English and
Japanese) and both tablets; each button keeps the sale's full words as its name.
"""

from __future__ import annotations

from pathlib import Path

import table_check
from test_a11y import axe_violations
from test_games import open_page
from test_layouts import TARGET

import pygames
from pygames.core.game import Game
from pygames.core.rng import Rng
from pygames.tropicalia import view


def many_sales() -> Game:
    """The first sale decision with 18 choices or more of seeded two-player advanced games
    played at random (all seats human)."""
    for seed in range(1, 60):
        game = pygames.new_game("tropicalia", players=2, seed=seed, options={"advanced": True})
        chooser = Rng(seed * 7 + 1)
        while not game.is_over and len(game.history) < 600:
            if game.step == "sell" and len(game.legal_moves()) >= 18:
                return game
            game.play(chooser.choice(game.legal_moves()))
    raise AssertionError("no sale decision with 18 choices met")


def test_every_sale_fits_the_screen_untouched(new_context: object, site: str,
                                              artifacts: Path) -> None:
    """Every sale's button lies inside the viewport, uncovered and at least the app's touch
    target (44 CSS px), draws its fruit and shells as pictures and is named by the sale's
    words; the table meets table_check's targets and axe-core finds no serious violation in
    the decision."""
    game = many_sales()
    fragment = game.to_url_fragment(extra={"seats": ["human", "human"]})
    sales = [m for m in game.legal_moves() if m.startswith("sell ") and m != "sell 0"]
    page = open_page(new_context(reduced_motion="reduce"), site + "?bot_delay=0")
    problems: list[str] = []
    for where, found in table_check.list_screens(page, fragment, artifacts / "tropicalia-sales"):
        lang = where.split("-")[0]
        assert {c["name"] for c in found["choices"]} == set(game.legal_moves())
        problems += [f"{where}: {p}"
                     for p in table_check.out_of_reach(found, set(game.legal_moves()), TARGET)]
        problems += [f"{where}: axe {v['id']}: {v['targets']}"
                     for v in axe_violations(page, "#app .decision")]
        for move in sales:
            button = page.locator(f'#app .decision button[data-move="{move}"]')
            counts = game.sales()[move][0]
            pictures = button.locator("svg.glyph use").count()
            if pictures != sum(1 for n in counts if n) + 1:
                problems.append(f"{where}: {move} draws {pictures} pictures")
            name = button.get_attribute("aria-label")
            if name != view.describe_move(game, move, lang):
                problems.append(f"{where}: {move} is named {name!r}")
    assert not problems, "\n".join(problems)

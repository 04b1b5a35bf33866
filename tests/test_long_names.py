"""Long names where the page cannot wrap them: a board's drawing (SVG text) leaves room for
"Player 1", so a name longer than names.BOARD_WIDTH half-width characters is cut there with
an ellipsis, while the players' panels, the log and the accessible names keep it whole (the
page wraps those: web/app.css, e2e/test_name_wrapping.py)."""

from __future__ import annotations

import pytest

import pygames
from pygames.app.controller import Controller
from pygames.app.names import BOARD_WIDTH, MAX_NAME, shortened
from pygames.core import scene
from pygames.core.i18n import seat_name

LONG = "W" * MAX_NAME
SVG_TEXT = ("text", "tspan", "textPath")


def test_a_name_is_cut_to_the_boards_width_wide_characters_counting_two() -> None:
    assert shortened("Alexandra") == "Alexandra"  # short enough: as it is
    assert shortened(LONG) == "W" * (BOARD_WIDTH - 1) + "…"
    assert shortened("Ｗ" * 12) == "Ｗ" * ((BOARD_WIDTH - 1) // 2) + "…"
    assert shortened("山田太郎") == "山田太郎"
    assert shortened("ab cdefgh ijk") == "ab cdefgh…"
    for name in (LONG, "Ｗ" * 12, "aＷ" * 8):
        cut = shortened(name)
        assert cut.endswith("…") and name.startswith(cut[:-1])


def _texts(game_id: str, options: dict, lang: str, names: list[str] | None,
           drawn: bool) -> list[str]:
    """The texts of a table's scene: those of its drawings (SVG), or the page's others."""
    game = pygames.new_game(game_id, 2, seed=3, options=options)
    extra = {"seats": ["human", "human"], **({"names": names} if names else {})}
    out = Controller().handle({"type": "init", "lang": lang,
                               "hash": game.to_url_fragment(extra)})
    return [n["x"] for n in scene.walk(out["scene"])
            if (n.get("t") in SVG_TEXT) == drawn and isinstance(n.get("x"), str)]


@pytest.mark.parametrize(("game_id", "options"), [
    ("twinstar", {"edition": "gems"}), ("twinstar", {"edition": "fruits"}), ("tropicalia", {}),
    ("terra_vista", {}), ("harvest_valley", {})])
@pytest.mark.parametrize("lang", ["en", "ja"])
def test_a_boards_drawing_cuts_a_long_name_the_panels_keep_it_whole(
        game_id: str, options: dict, lang: str) -> None:
    names = [LONG, "Ann"]
    plain = seat_name(0, lang)
    numbered = [t for t in _texts(game_id, options, lang, None, drawn=True) if plain in t]
    drawn = _texts(game_id, options, lang, names, drawn=True)
    assert not [text for text in drawn if LONG in text]
    # where the drawing names the seat by number, it draws the cut name instead
    assert len([t for t in drawn if shortened(LONG) in t]) == len(numbered)
    assert any(LONG in text for text in _texts(game_id, options, lang, names, drawn=False))

"""Motion: keyed pieces slide to their new place (a CSS transition of ``translate``
set by the bridge), and nothing slides when the user prefers reduced motion.

A MutationObserver counts the pieces the bridge starts sliding (a non-zero ``translate`` in
their inline style) while Harvest Valley moves are played; then the page switches to
``prefers-reduced-motion: reduce`` and the count must stay at zero.
"""

from __future__ import annotations

from test_app import play_moves, settle, start_game, wait_ready

from pygames.core.rng import Rng

COUNT_SLIDES = """() => {
    window.__slides = 0;
    new MutationObserver((records) => {
        // the start offset is set and replaced within one task: read it from the old values
        for (const r of records) {
            if (/translate: (?!0px 0px)/.test(r.oldValue || "")) window.__slides += 1;
        }
    }).observe(document.getElementById("app"), {subtree: true, attributes: true,
                                                attributeFilter: ["style"], attributeOldValue: true});
}"""


def test_pieces_slide_unless_reduced_motion(context: object, site: str) -> None:
    page = context.new_page()
    page.goto(site + "?bot_delay=0")
    wait_ready(page)
    page.evaluate(COUNT_SLIDES)
    start_game(page, seed=81)
    play_moves(page, Rng(6), limit=6)
    settle(page)
    assert page.evaluate("window.__slides") > 0, "no piece slid to its new place"
    # a slide ends by removing its inline translate again
    page.wait_for_timeout(600)
    assert page.evaluate("""[...document.querySelectorAll('#app svg g')]
        .filter(g => g.style.translate && g.style.translate !== '0px 0px').length""") == 0

    page.emulate_media(reduced_motion="reduce")
    page.evaluate("window.__slides = 0")
    play_moves(page, Rng(7), limit=6)
    settle(page)
    assert page.evaluate("window.__slides") == 0
    assert page.evaluate("getComputedStyle(document.querySelector('#app .btn')).transitionDuration"
                         ) in ("0s", "")

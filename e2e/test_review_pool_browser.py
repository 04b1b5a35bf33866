"""The game review's own workers in Chromium (web/bridge/review-pool.js): where none can start
the page's worker reviews the game on its ticks instead, and the review kept is the same."""

from __future__ import annotations

from test_app import open_page, settle

import pygames
from pygames.app.review.session import store_key
from pygames.core.bots import decide
from pygames.core.review import Review

#: A Worker constructor that refuses the review's workers (PyScript's own worker still starts).
NO_REVIEW_WORKER = """(() => {
  window.Worker = class extends window.Worker {
    constructor(url, options) {
      if (String(url).includes("review-worker")) throw new Error("no review worker here");
      super(url, options);
    }
  };
})();"""


def test_without_review_workers_the_page_reviews_on_its_ticks(context: object, site: str) -> None:
    game = pygames.new_game("harvest_valley", players=2, seed=37)
    while not game.is_over:
        game.play(decide(game, "easy", seed=game.seed).move)
    context.add_init_script(NO_REVIEW_WORKER)
    page = open_page(context, site + "?bot_delay=0#"
                     + game.to_url_fragment(extra={"seats": ["human", "easy"]}))
    page.locator('.end [data-action="review"]').click()
    page.wait_for_selector(".review-status[data-state='done']", timeout=600_000)
    settle(page)
    assert page.evaluate("window.pygames.review.decisions") == 0  # no worker reviewed any
    stored = page.evaluate("k => localStorage.getItem(k)", "pygames.store." + store_key(game))
    assert stored == Review.of(game).run().to_json()

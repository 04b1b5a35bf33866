"""Tropicalia (トロピカリア): two-phase worker placement on a 4x4 island, village boards.

Rules from ``shared/rules/tropicalia.ja.txt``; component contents are reconstructed in
``components.py``. 2-4 players; option ``advanced`` (bool) adds the advanced markets.

MOVE NOTATION (stable: old addresses must keep working)
=======================================================
Island tiles are named by column a-d (left to right) and row 1-4 (top to bottom): ``b3``.
Frame spaces are named by the side and the line they face: ``Na``-``Nd`` above columns,
``Sa``-``Sd`` below them, ``W1``-``W4`` left of rows, ``E1``-``E4`` right of them.
Village squares are 1-9 in reading order; build-board slots 1-5 left to right (surcharge
+0 .. +4).

Morning
  ``place Na``            put one of your workers on a free frame space.
Day turn (a sequence of decisions)
  ``worker Na``           choose your frame worker on Na;
  ``to b3``               move it to a free tile of its line (jumping over workers);
  ``to b3 surf``          ... to a free tile elsewhere, flipping a surfboard;
  ``to b3 cart``          ... to an occupied market of its line, flipping a cart;
  ``to b3 surf cart``     ... to any occupied market, flipping both;
  ``home``                send it home for one random fruit from the bag.
  At a market, one decision with a count:
  ``sell 3``              sell 3 of the market's fruit (basic market) or 3 of its fixed sets
                          (advanced pair / triple markets);
  ``sell 2 mango``        sell fruit you choose by type where the market lets you choose
                          (counts per type, coconut / custard / mango order, zeros omitted:
                          ``sell 1 coconut 4 mango``); ``sell 0`` sells nothing.
  ``discard mango``       when holding more fruit than your baskets hold, put one back.
  ``build 4`` / ``pass``  build the tile of build-board slot 4, or build nothing;
  ``at 5``                the village square for the tile being built;
  ``take coconut``        the bag lacks an orchard tile's fruit: take another type.

READINGS CHOSEN WHERE THE RULEBOOK IS UNCLEAR
=============================================
* Face-down tiles: the 3-player sentence names the "2 tiles" marks; with the mark legend
  (one kind "not used at 2/3 players", one "not used at 2 players") that means the two
  2/3-marked tiles at 3 players and all three marked tiles at 2 players.
* Discarding "at any time" only matters when fruit would exceed capacity, so it is asked
  exactly then (after the action, and again after building), one fruit per decision; no
  voluntary discard otherwise (it never gains points: each fruit scores 1).
* A surfboard is offered only where needed (a free tile outside the line), a cart only for
  an occupied market, both only for an occupied market outside the line.
* Items taken "this turn" are usable from the next turn: automatic, since the destination
  is chosen before the plaza gives its items.
* Going home is allowed at any time, even with free tiles in the line. The build step is
  offered after every day turn (going home included) when some tile is affordable and the
  village has room; otherwise it is skipped. A market decision is skipped when only
  ``sell 0`` is possible.
* Fountain fruit is drawn after the orchard tile's fruit (the rulebook example's order);
  an orchard tile whose fruit is missing from the bag asks for a substitute type only when
  two or more types remain (one type: taken; none: nothing).
* Shells are not capped. After round 5 the 2-player build-board removal is skipped (it
  cannot change the result).
* "line" advanced market: workers on the tiles of this market's row and column, this tile
  included (other workers there through carts), the arriving worker excluded. "markets":
  workers on every market tile, the arriving worker excluded. "most" / "fewest": strictly
  more / fewer than every other player, counted before selling.
* More than 5 different events still score 45 (the table stops at 5).
"""

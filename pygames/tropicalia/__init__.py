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
  ``discard mango``       put one fruit back in the bag: asked while holding more than your
                          baskets hold; of your own will at any decision where it can matter
                          (rules 2; see the readings).
  ``build 4`` / ``pass``  build the tile of build-board slot 4, or build nothing;
  ``at 5``                the village square for the tile being built;
  ``take coconut``        the bag lacks an orchard tile's fruit: take another type.
Before scoring (rules 2), each player holding fruit in turn from the first player
  ``keep``                keep the fruit left (after any ``discard``) and go on to scoring.

Rules versions (an address keeps the one its game started under): 1, fruit is put back only
when over capacity; 2, also of the player's own will, and a last decision before scoring.

Readings chosen where the rulebook is unclear or silent, and which component contents are
reconstructions: ``READINGS`` and ``COMPONENTS`` in :mod:`pygames.tropicalia.readings`, the
one list that the tests name and the rules reference shows to players.
"""

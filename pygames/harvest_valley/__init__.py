"""Harvest Valley (``harvest_valley``): lay land cards into a shared valley around farmhouses.

Move notation (stable: old addresses replay with it). A turn is two or three decisions:

1. what to play: ``R1``, ``R2``, ``R3`` take the river card in that slot (left to right);
   ``F`` takes one of your farmhouse cards (card A first, then B);
2. where: a cell of the 11×11 valley canvas, column letter then row, ``a1`` … ``k11``; the
   first card of the game always goes to the centre ``f6``. For weeds, a tractor or a
   cultivator the cell is the card it goes onto;
3. only for a tractor or cultivator: the push direction ``N``, ``E``, ``S`` or ``W``.

``pass`` is the only move of a player who has no legal move (no farmhouse left and no river
card with a legal place, e.g. a river of weeds and tractors without targets). When every player
in turn has passed, nothing can change any more and the game ends, scored as it stands.

Readings chosen where the rulebook is silent (each tested):

* the first player is drawn from the seeded RNG (the rulebook allows a random choice);
* weeds may cover any land card except a farmhouse and another weeds card (covering weeds
  with weeds could repeat forever); the card they cover returns to the river in the slot the
  weeds came from;
* a tractor or cultivator may go onto any land card except a farmhouse or meteor, including
  weeds and other tractors; a cultivator pushes the whole run of adjacent cards in the chosen
  direction one space, so the run must hold no farmhouse or meteor;
* scoring: see :mod:`pygames.harvest_valley.scoring` (locusts after crows and boars; a well
  scores for orthogonally adjacent farmhouses).
"""

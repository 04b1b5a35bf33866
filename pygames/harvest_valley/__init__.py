"""Harvest Valley (``harvest_valley``): lay land cards into a shared valley around farmhouses.

Move notation (stable: old addresses replay with it). A turn is two or three decisions:

1. what to play: ``R1``, ``R2``, ``R3`` take the river card in that slot (left to right);
   ``F`` takes one of your farmhouse cards (card A first, then B);
2. where: a cell of the 11×11 valley canvas, column letter then row, ``a1`` … ``k11``; the
   first card of the game always goes to the centre ``f6``. For weeds, a tractor or a
   cultivator the cell is the card it goes onto;
3. only for a tractor or cultivator: the push direction ``N``, ``E``, ``S`` or ``W``.

``pass`` is the only move of a player who has no legal move (e.g. a river of weeds and
tractors without targets and no farmhouse left; readings: no-move-pass).

Readings chosen where the rulebook is unclear or silent, and which component contents are
reconstructions: ``READINGS`` and ``COMPONENTS`` in :mod:`pygames.harvest_valley.readings`,
the one list that the tests name and the rules reference shows to players.
"""

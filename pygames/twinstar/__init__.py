"""TwinStar Valley: one engine, two editions (option ``edition``: ``gems``, ``fruits``).

The shared engine is ``rules.py``; each edition is a class of its own (``gems.py``,
``fruits.py``, the fruit edition's solo mode ``solo.py``), and games started under rules
version 1 keep theirs (``legacy.py``). The readings chosen where a rulebook is unclear or
silent, and which components are reconstructions, are the lists ``READINGS`` and
``COMPONENTS`` of :mod:`pygames.twinstar.readings` (shown in the in-app rules).

Move notation (stable: old addresses keep working). Squares of the action board are
``<column letter><row number>`` (``a1`` top left); valley hexes are ``<tile letter><cell>``
(tile A..F in the order the valley was laid out, cell 1..19 in the tile's own row order).
Gems are letters R (Fire Opal), G (Forest Emerald), B (Aquamarine), Y (Sunstone); fruits
A (apple), G (grape), L (lemon), P (pear).

* ``place a1`` – put an action disc on a free square and resolve its action (also the
  second disc of a gem-edition leapfrog, and the last disc of a fruit-edition turn);
* ``leap b2`` – leapfrog: cover the rival disc on b2 (gem edition: paying the rival, then
  ``place`` next to it; fruit edition: with a disc, and the turn goes on);
* ``walk b1`` – fruit edition: a disc on a free symbol that does not resolve, to reach an
  action further on (the turn goes on);
* ``pass`` – forced when no disc can be placed: the player's round (year) ends;
* Construct: ``factory C4`` then ``spec RG`` (two specialisation / demand colours); or up
  to 2 (3) of ``road C5`` (regular road, bridge on a lake, mountain road) and ``cross C6``
  (gem edition); ``done`` ends the building after its first piece;
* Transport / Deliver: ``from A9`` (mine / orchard), ``to C4`` (factory / market),
  ``via 2`` (route option, asked only when several are offered), ``carry RRB`` (what is
  moved); ``done`` skips a second movement;
* Mine / Grow: ``keep RB`` (Mining Expert / GrowSafe: 2 of 4 drawn) then ``onto A9``;
* Upgrade / Research: ``upgrade 1``..``upgrade 5`` (gem tracks in the rulebook's order;
  fruit research 1 Smart Route, 2 Eco Road, 3 Drive Bot, 4 GrowSafe, 5 Free Flex,
  6 Contract Negotiator);
* optional actions: ``sell RY`` (types sold) or ``done``; ``claim 3`` (grid slot 1..8) or
  ``done``; bonus road pieces use ``road X``/``done``;
* ``drop R`` – return a gem when the reserve holds more than 5 at the end of the turn.

In the solo mode the rulebook's bot is seat 1 and plays inside the human's end of turn, so
addresses hold the human's moves only.
"""

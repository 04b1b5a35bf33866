"""TwinStar Valley: one engine, two editions (option ``edition``: ``gems``, ``fruits``).

Move notation (stable: old addresses must keep working). Squares of the action board are
``<column letter><row number>`` (``a1`` top left); valley hexes are ``<tile letter><cell>``
(tile A..F in the order the valley was laid out, cell 1..19 in the tile's own row order).
Gems are letters R (Fire Opal), G (Forest Emerald), B (Aquamarine), Y (Sunstone).

* ``place a1`` – put an action disc on a free square and resolve its action
  (also the second disc of a leapfrog);
* ``leap b2`` – leapfrog: cover the rival disc on b2 (paying the rival), then ``place`` next;
* ``pass`` – forced when no disc can be placed: the player's round ends;
* Construct: ``factory C4`` then ``spec RG`` (two specialisation colours); or up to 2
  (3) of ``road C5`` (regular road, bridge on a lake, mountain road) and ``cross C6``;
  ``done`` ends the building;
* Transport: ``from A9`` (mine), ``to C4`` (factory), ``via 2`` (route option, asked only
  when several differ in what they carry or cost), ``carry RRB`` (the gems moved);
  ``done`` skips a (second) movement;
* Mine: ``keep RB`` (Mining Expert: 2 of 4 drawn) then ``onto A9`` (the mine);
* Upgrade: ``upgrade 1``..``upgrade 5`` (tracks in the rulebook's order);
* optional actions: ``sell RY`` (types sold) or ``done``; ``claim 3`` (grid slot 1..8) or
  ``done``; bonus road pieces use ``road X``/``done``;
* ``drop R`` – return a gem when the reserve holds more than 5 at the end of the turn.

Readings chosen where the rulebook is unclear (each tested):

* Setup puts 2 blind gems on every mine (all are free at setup); seat 1 starts.
* The valley: tiles on the radius-2 hex lattice, connected, each touching >= 2 others,
  no enclosed hole; random tiles, positions and rotations from the seed.
* The rulebook says "5 unique Main actions" but describes four; boards use those four.
* A leapfrog is not possible with the first disc of a round; the covered square must be
  reachable like a normal placement (orthogonally next to your own top disc); the second
  disc goes on a free square orthogonally next to the covered one. Corporate Manager
  (automatic when a spare disc is left) takes the covering disc from the spare discs and
  reduces the fee paid to the rival from 2 to 1 credit.
* A player who cannot place any disc must ``pass``: their round ends.
* A main action may be declined with ``done``.
* The road piece marking a factory comes from the owner's 15 pieces; it is not part of
  routes (the route runs from the mine hex to the factory hex over road hexes).
* Tolls: per gem, the number of rival pieces on the route; the total goes to the rival
  with the most pieces; tied rivals each receive the total divided by their number,
  rounded up. Payment may be financed this turn: a transport is allowed if the later
  sale of your refined gems this turn could cover it; until the debt is paid, ``done`` is
  not offered at the sale step.
* Reserve over 5 gems at the end of the turn: the player returns gems of their choice to
  the discard pile (``drop``) until 5 remain.
* Mine: if the bag is empty or no mine holds 2 or fewer gems, that draw is skipped; a
  bonus mine draws 2 (Mining Expert does not apply); the 3 credits are taken anyway.
* Contract goals are checked against what happened this turn (see rules.goal_met); the
  "have at least ..." goals also need the matching action this turn.
* Chief Logistics also applies to a bonus transport; bonus road pieces are regular
  roads/bridges/mountain roads (no crossroad, no factory) and cost nothing.
* Route options: every simple path is listed while that takes under 20 000 expansions
  per mine; past that (dense networks) a dominance-pruned search adds the strong routes,
  so the offered options may then miss an exotic one.
* Hidden information: the bag (drawn at a random index) and the contract pile below its
  visible top card; ``determinize`` re-samples both for bots.
* The credit supply is unlimited (the 60 printed credits are tracked as ``bank``, which
  may go below zero). Final money points use max(credits, 0) // 2.

Fruit edition (option ``edition="fruits"``, ``mode`` basic/advanced, 1 player = solo against
the bot; Japanese rulebook). Same notation, read with the fruit names: valley ``M`` hexes are
orchards, ``F`` market sites; fruits A (apple), G (grape), L (lemon), P (pear); ``factory X``
builds a market (dome on X, demand pieces on the next free hex of its site), ``spec GL``
sets its two demand fruits; ``from``/``to``/``via``/``carry`` deliver; ``keep``/``onto``
grow; ``upgrade 1``..``upgrade 6`` research (1 Smart Route, 2 Eco Road, 3 Drive Bot,
4 GrowSafe, 5 Free Flex, 6 Contract Negotiator); ``leap X`` covers a rival disc with one of
your own discs (no credits) and the turn goes on: more ``leap`` moves, then ``place``.

Fruit readings chosen where the Japanese text is unclear (each tested):

* Research numbers: the rulebook fixes only 3 = Drive Bot (two steps) and 6 = Contract
  Negotiator (two steps, advanced only); the others mirror the gem upgrade ids.
* "Place one or more discs on free symbols": the extra discs of a turn are leapfrog discs
  on rival discs; discs never "walk" over free symbols without resolving (the text ends a
  year when "leapfrogging is impossible and no action is available", so beyond the spots
  next to your discs only leapfrogs reach further).
* A leapfrog is allowed when, after it, some allowed final square is still reachable with
  the discs left (possibly by more leapfrogs); the first disc of a year never leapfrogs.
* "An action you cannot perform": Construct needs an affordable market or route piece,
  Deliver a delivery, Research an affordable research; Grow is always performable (its 3
  credits). If no reachable action is performable, any reachable one may be taken and
  does nothing. A player who can reach nothing passes (``pass``): their year ends.
* Route options: a route whose capacity exceeds the fruits on the orchard is offered only
  if no cheaper route moves as many (fruits only; gem options are unchanged).
* Drive Bot's second delivery may not repeat the same orchard-to-market pair.
* Year 2 starts with the poorest player (ties: the first of them clockwise from the year-1
  start player); with the turn-order board (advanced, 3-4 players), from its top instead;
  the left column copies the right after every round and at the year's end.
* Contracts are refilled at the end of the turn. Delivered fruits used by one claimed
  contract's goal cannot serve a second one that turn (the Negotiator examples need 4
  fruits). "Sell N"/"earn N" goals count delivery sales too. Goals naming an action
  (markets, pieces, terrain, all pieces, 6 on a tile: Construct; Grow discs: Grow;
  researches: Research) need that action this turn. A bonus Grow is a whole Grow action
  (GrowSafe applies) without the 3 credits.
* Solo ignores ``mode`` (no contract grid in solo; research 6 is never offered).
* Solo: the bot is seat 1 and plays inside the human's end of turn (addresses hold human
  moves only); its first disc of each year goes on the free Construct spot nearest the
  point mirroring the human's first disc through the board centre (ties: nearest the
  centre), ignoring the edge rule; it never leapfrogs nor researches; it pays no building
  cost and takes domes from the top; it delivers only fruits the market demands and only
  deliveries it can pay for; the solo deck reshuffles when empty; a demand-colour tie the
  rulebook leaves to "the player" is broken by market price. Solo score = credits only
  (the solo section counts credits); the human needs strictly more than the bot, so
  ``winners()`` is empty when the bot wins.
"""

"""Terra Vista (テラビスタ): a roll-and-draw race for 1–6 players.

Each round the leader rolls two special terrain dice; every player then draws one line on
their own map between the centres of two adjacent spaces whose terrains match the result.
Networks of lines score: two markets of one colour joined, or a fruit joined to any market,
move that track's horse one step; a horse arriving on a bonus space earns a bonus line.
The game ends after a round in which someone has all four horses at the goal line.

Move notation (stable: old addresses must keep working)
--------------------------------------------------------
Spaces are named like chess squares on the 7×7 map: column letter ``a``–``g`` (left to
right), then row ``1``–``7`` (top to bottom).

``c3-d3``  draw a line between two adjacent spaces, the space earlier in reading order
           (top row first, left to right) written first. Used for the round's line and for
           bonus lines alike.
``c3``     rules 1 and 2 only: select a space (the first tap); the next decision is a line
           from it or ``back``. From rules 3 picking a space is a step of the interface
           (the app's selection), never a move of the log.
``back``   rules 1 and 2 only: drop the selected space.
``pass``   only when the player cannot draw any line at all (forced; readings: lines-once).

The dice are not moves: they are rolled from the game's seeded RNG when a round starts.

Rules versions (an address keeps the one its game started under): 1, the first
reconstructed dice (blue–blue only in extreme rounds) and a night side whose goal was every
symbol; 2, the rules-3 dice (``DICE_RULES_3``) and the night side of :mod:`.components`; 3,
the same, without select and back among the moves (so a game's log holds lines and passes
alone and stays bounded, see :mod:`.length`); 4, dice whose printed faces keep the
rulebook's order of pairs (``DICE``; readings: dice-order).

Readings chosen where the rulebook is unclear or silent, and which component contents are
reconstructions: ``READINGS`` and ``COMPONENTS`` in :mod:`pygames.terra_vista.readings`, the
one list that the tests name and the rules reference shows to players.
"""

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
``c3``     select a space (the first tap); the next decision is a line from it or ``back``.
``back``   drop the selected space.
``pass``   only when the player cannot draw any line at all (forced; see below).

The dice are not moves: they are rolled from the game's seeded RNG when a round starts.

Readings chosen where the rulebook is unclear (each one tested)
----------------------------------------------------------------
* Players draw one after another, starting with the leader (chosen at random at setup; the
  leader stays for the whole game) and going round the table. Maps never interact, so each
  player scores their own line, and draws any bonus lines it earns, right after drawing it;
  the end check and the next roll come when every player has drawn.
* Wild: the wild face lets the player pick any terrain for that die (die 1 shows every
  terrain, so "any result of that die" and "any terrain" agree).
* Extreme case: whether some player cannot draw with the result is decided when the dice
  are rolled, over all maps; in such a round every player may treat one die of their choice
  as wild, i.e. a line is allowed when one of its ends matches either die. If a die already
  shows wild, treating the other one as wild allows any line.
* A line can be drawn once between two spaces; a player with no line left to draw (even
  with the extreme-case wild) passes. A bonus line with no line left on the map is lost
  (``pass``). Lines and bonus lines are mandatory otherwise (a line never hurts).
* A horse moves one step per new connection; a connection that would take it beyond its
  track's last space is still recorded but moves nothing (cannot happen with the data).
  Passing over a bonus space one step at a time counts as arriving on it.
* End: the game ends at the end of a round in which at least one player has all four
  horses at or past the goal line; among those players the most total steps wins; equal
  steps share the win. Players who have not reached the goal never win.
* Solo: the same rules with one player; the result is the number of rounds played
  (``TerraVista.solo_score()``), fewer being better.
* The "forgot to advance" special case of the rulebook does not arise: scoring is automatic.
"""

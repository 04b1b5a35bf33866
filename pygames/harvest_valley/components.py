"""Harvest Valley components: the land cards (a reconstruction) and the farmhouses.

The rulebook (``harvest-valley.ja.txt``) names the card kinds and the deck size (27 regular
land cards) but not how many cards of each kind there are, nor the values printed on them.
This module is that reconstruction; replace ``REGULAR_DECK`` with the true list when known,
without touching rule code. Every constraint the text states holds:

* 27 regular cards; the valley needs 25 (2 and 4 players) or 30 (3 and 5 players) cards and
  the farmhouses supply 4, 6, 4 and 5 of them, so 27 land cards always fill the grid even
  though weeds send a card back to the river (every card stays in play);
* vegetable cards show 2, 3 and 4 vegetables in the 2-player example and 1 in the 5-player
  example (blue: "野菜 = 1"); fruit-tree cards show 1 and 2 trees;
* ponds, wheat, crows, boars, weeds, tractors and meteors all appear in the text.

The special (★) cards are one of each, as the text speaks of "the" sprinkler, "the" well.
"""

from __future__ import annotations

from dataclasses import dataclass

#: Card kinds. Animals are what a well counts.
VEGETABLE = "vegetable"
FRUIT = "fruit"
WHEAT = "wheat"
POND = "pond"
CROW = "crow"
BOAR = "boar"
WEEDS = "weeds"
TRACTOR = "tractor"
METEOR = "meteor"
SPRINKLER = "sprinkler"
WELL = "well"
LOCUST = "locust"
RABBIT = "rabbit"
CULTIVATOR = "cultivator"
FARMHOUSE = "farmhouse"

ANIMALS = frozenset({BOAR, CROW, LOCUST, RABBIT})
CROPS = frozenset({VEGETABLE, FRUIT})
#: Cards a tractor or cultivator can never move (the rulebook: farmhouses and meteors).
UNPUSHABLE = frozenset({FARMHOUSE, METEOR})
PUSHERS = frozenset({TRACTOR, CULTIVATOR})


@dataclass(frozen=True)
class Card:
    """One physical card. ``value`` is the number of vegetables or trees drawn on it."""

    id: str
    kind: str
    value: int = 0
    owner: int | None = None  # farmhouses only


@dataclass(frozen=True)
class KindCount:
    """How many cards of a kind the reconstructed deck holds, with why."""

    kind: str
    values: tuple[int, ...]
    provenance: str


#: The 27 regular land cards (reconstruction; see the module docstring).
REGULAR_KINDS: tuple[KindCount, ...] = (
    KindCount(VEGETABLE, (1, 1, 2, 2, 2, 3, 3, 4, 4),
              "values 2, 3, 4 in the 2-player example, 1 in the 5-player one; the most common crop"),
    KindCount(FRUIT, (1, 1, 1, 2, 2),
              "values 1 and 2 in both examples; fewer than vegetables as they also score diagonally"),
    KindCount(WHEAT, (0,) * 5, "fields of 3 (2-player example) and two fields of 2 plus one of 1 "
              "next to one farmhouse (5-player example) need at least 5 cards"),
    KindCount(POND, (0,) * 2, "a card next to two ponds is mentioned, so at least 2"),
    KindCount(CROW, (0,), "named once as the fruit trees' threat"),
    KindCount(BOAR, (0,), "named once as the vegetables' threat"),
    KindCount(WEEDS, (0,), "one of the two placement exceptions"),
    KindCount(TRACTOR, (0,), "one of the two placement exceptions"),
    KindCount(METEOR, (0,) * 2, "plain blockers; two keep the count at 27"),
)

#: The special (★) cards, one each, with what the rulebook says they do to the deck.
SPECIAL_KINDS: tuple[KindCount, ...] = (
    KindCount(SPRINKLER, (0,), "replaces a pond or is added"),
    KindCount(WELL, (0,), "added"),
    KindCount(LOCUST, (0,), "added"),
    KindCount(RABBIT, (0,), "added"),
    KindCount(CULTIVATOR, (0,), "replaces the tractor or is added"),
)

#: Which regular card a special card replaces when the option says "replace".
REPLACES = {SPRINKLER: POND, CULTIVATOR: TRACTOR}


def _cards(kinds: tuple[KindCount, ...], prefix: str) -> tuple[Card, ...]:
    cards: list[Card] = []
    for entry in kinds:
        for n, value in enumerate(entry.values, start=1):
            cards.append(Card(f"{prefix}{entry.kind}{n}", entry.kind, value))
    return tuple(cards)


REGULAR_DECK: tuple[Card, ...] = _cards(REGULAR_KINDS, "")
SPECIAL_CARDS: tuple[Card, ...] = _cards(SPECIAL_KINDS, "")
assert len(REGULAR_DECK) == 27

SEAT_LETTERS = "AB"


def farmhouses(players: int) -> list[list[Card]]:
    """Each player's farmhouse cards: two at 2–3 players, one at 4–5."""
    per = 2 if players <= 3 else 1
    return [
        [Card(f"farmhouse{seat + 1}{SEAT_LETTERS[i]}", FARMHOUSE, 0, seat) for i in range(per)]
        for seat in range(players)
    ]


#: Every card by id (all land cards and every farmhouse any player count uses).
CARDS: dict[str, Card] = {card.id: card for card in REGULAR_DECK + SPECIAL_CARDS}
CARDS.update({card.id: card for seat_cards in farmhouses(3) for card in seat_cards})
CARDS.update({card.id: card for seat_cards in farmhouses(5) for card in seat_cards})


def deck_for(options: dict[str, str]) -> list[Card]:
    """The land-card deck for these special-card options (before shuffling)."""
    deck = list(REGULAR_DECK)
    for card in SPECIAL_CARDS:
        mode = options.get(card.kind, "off")
        if mode == "off":
            continue
        if mode == "replace":
            replaced = REPLACES[card.kind]
            index = next(i for i, c in enumerate(deck) if c.kind == replaced)
            del deck[index]
        deck.append(card)
    return deck

"""Saved games and everything else the app keeps in the browser: one place.

* :mod:`.saved`: a saved game's key and stored entry (its revision included).
* :mod:`.arrival`: the one way a game reaches the table (start, link, Back and Forward,
  Continue, Play again, Play from here, review and replay): what arrives is compared with
  what is stored and one rule applies.
* :mod:`.saving`: the app state's side: restore at start-up, keep, set aside, forget.
* :mod:`.tabs`: other tabs' saves of the same game (compare-and-set, the tab behind).
* :mod:`.saved_cards`, :mod:`.question`: what the player sees of it; :mod:`.texts` its words.

Nothing is imported here, so importing :mod:`.saved` (the state needs it) stays light.
"""

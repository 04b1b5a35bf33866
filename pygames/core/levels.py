"""The bots' levels, weakest first: named apart from the search so that the app can offer
them without loading it (the search loads with the first bot move)."""

LEVELS = ("easy", "normal", "hard")

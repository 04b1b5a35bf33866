"""The replay: stepping through a game's positions and its bar above the board."""

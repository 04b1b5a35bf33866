"""The new-game form: its state is ``AppState.setup``; its actions and the game it starts."""

"""The game review: its session, its actions and ticks, its screen, graph and texts."""

"""The table around the board: seats and bots, the bot controls, the move log, the end
screen's chart."""

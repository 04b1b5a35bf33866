"""Learning at the table: guided lessons, the rulebooks' worked examples, first-time tips."""

"""Play by link: whose device it is, its table parts and its texts."""

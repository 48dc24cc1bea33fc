"""Games: a record of hand results, folded into table states, then settled."""

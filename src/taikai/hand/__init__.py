"""Pure hand analysis: shanten and waits, decompositions, yaku, fu, value and payments."""

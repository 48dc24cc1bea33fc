"""Pure hand analysis: shanten and waits, decompositions, yaku, fu, value and payments.

The scorer's modules may run compiled (mypyc, at install time) or from their sources: see
:mod:`taikai._compiled`. ``COMPILED`` says which.
"""

from pathlib import Path

from taikai._compiled import choose

COMPILED = choose(Path(__file__).parent, __name__)

"""QR codes drawn on the server as inline SVG (segno, a maintained pure-Python QR encoder): a table
link a phone opens by its camera, on the links page and on the printed table sheet. Nothing is
loaded from elsewhere and no script runs: the code is part of the page (and of its print).

>>> drawn = svg("http://127.0.0.1:8000/competitions/ron/rounds/1/tables/2/token", "Table 2")
>>> drawn.startswith('<svg viewBox="0 0 ') and 'class="qr"' in drawn and "<title>Table 2</title>" in drawn
True
"""

from __future__ import annotations

import segno
from markupsafe import Markup

__all__ = ["svg"]


def svg(text: str, title: str) -> Markup:
    """``text`` as a QR code (error correction M or better), an ``<svg class="qr">`` sized by its
    stylesheet, white behind its dark modules, ``title`` its accessible name (escaped here)."""
    code = segno.make(text, error="m", micro=False)
    return Markup(code.svg_inline(scale=1, border=4, omitsize=True, title=title, svgclass="qr", light="#fff"))

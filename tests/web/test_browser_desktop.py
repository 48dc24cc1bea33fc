"""Every page of the web app, public and staff, in English and Japanese, on a desktop's 1280x800:
no word of Latin letters or digits (a name, a number, "participants") is split over two lines by a
column too narrow for it. The pages and the database are :mod:`tests.web.test_browser_width`'s (in a
module of its own: that module's phone browser is closed before this one starts).
"""

from __future__ import annotations

import pytest
from tests.web.test_browser import CHROMIUM, FLAGS, need_chromium
from tests.web.test_browser_width import _every_page, served  # noqa: F401 (served: a fixture)

DESKTOP = {"width": 1280, "height": 800}


#: The words of Latin letters and digits a page shows that are split over two lines (a name, a
#: number, "participants"): a text node's word whose last line box starts below its first's
#: bottom. Addresses (``a.url``: a table link's token is longer than any line) may break.
BROKEN = """() => {
  const broken = [];
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  const range = document.createRange();
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement;
    if (!parent || parent.closest('a.url, select, script, style, svg')) continue;
    for (const word of node.textContent.matchAll(/[A-Za-z0-9][A-Za-z0-9,.:+%]*[A-Za-z0-9%]/g)) {
      range.setStart(node, word.index);
      range.setEnd(node, word.index + word[0].length);
      const boxes = [...range.getClientRects()].filter(r => r.width > 0);
      if (boxes.length > 1 && boxes[boxes.length - 1].top >= boxes[0].bottom - 1) broken.push(word[0]);
    }
  }
  return broken.slice(0, 8);
}"""


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_no_page_breaks_a_word_on_a_desktop(served, lang):  # noqa: F811
    """At 1280x800 no page splits a word over two lines (a table's column too narrow for it)."""
    need_chromium()
    from playwright.sync_api import sync_playwright

    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=str(CHROMIUM), args=FLAGS, headless=True)
        page = browser.new_page(viewport=DESKTOP)
        broken = {name: page.evaluate(BROKEN) for name in _every_page(page, served, lang)}
        browser.close()
    assert {name: words for name, words in broken.items() if words} == {}, lang

"""Every machine format in and out of taikai (CONTRACTS.md sections 1-7), and only here.

Each module parses one format into typed core values and writes the core's results back:
the core never sees a raw mapping, and no other layer reads or writes these formats.

- :mod:`.jsonio`: the one strict JSON reader and the one writer (exact pt);
- :mod:`.files`: reading a file the operator named (regular files only, bounded, gzip);
- :mod:`.csvout`: the one CSV writer (a text cell that would start a spreadsheet formula written as
  text).
"""

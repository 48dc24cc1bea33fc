"""Use cases over a unit of work: what the command line and the web app call (ARCHITECTURE.md).

The services decide nothing about a competition (the engines do) and know nothing of a database
(the store does): they read and write the values of :mod:`.values` through the port of
:mod:`.unit_of_work`, which :class:`taikai.store.SqlStore` implements on SQLite and PostgreSQL
and :class:`.fake.FakeStore` in memory, for tests.
"""

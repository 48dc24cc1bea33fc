"""One unit of work for everything one request asks of the services.

The web app hands the services a :class:`SharedStore` over its store. Outside a request it is the
store itself; inside one (:func:`sharing`, which the app's middleware enters for every request), the
first unit of work a service opens opens the request's one, and every unit of work opened after it
in the request is a part of it (:meth:`taikai.services.unit_of_work.UnitOfWork.part`): the login
read for the page, the page's reads and a form's writes are one transaction, committed once when the
answer is ready (:meth:`Shared.finish`). A request that reads nothing of the database (kept
standings, read with :meth:`~taikai.services.unit_of_work.Store.revision` in no unit of work) opens
none.

- A request that may change something (any method but GET, HEAD and OPTIONS) opens a unit of work
  that writes; the others a read-only one (one snapshot, waiting for no writer). A read-only
  request's service that asks to write (none does today) gets a unit of work of its own.
- Each service's part is what its own unit of work was: an exception leaving it undoes what it
  wrote (a savepoint) and the request goes on: an import of several files still stores every file
  but the one refused; a login still counts an attempt whose password is wrong.
- A database failure inside a part ends the request's unit of work (rolled back): what the request
  reads after it (its error page) is read in units of work of their own.
- The request's unit of work ends before its answer is sent: committed (:meth:`Shared.finish`; a
  commit that fails is the request's failure, answered as such), or rolled back when the request
  failed (:meth:`Shared.abandon`).

The request is found through a context variable: the app's worker threads run in a copy of the
request's context, so a service called from a route's thread joins the request's unit of work.
"""

from __future__ import annotations

import threading
from collections.abc import Iterator
from contextlib import contextmanager, suppress
from contextvars import ContextVar, Token
from typing import Any

from taikai.services.unit_of_work import Conflict, NotFound, Store, StoreError, UnitOfWork

__all__ = ["Shared", "SharedStore", "done", "sharing"]

_CURRENT: ContextVar[Shared | None] = ContextVar("taikai_shared_unit_of_work", default=None)
#: The methods that change nothing (RFC 9110's safe methods): their requests read one snapshot.
SAFE = frozenset({"GET", "HEAD", "OPTIONS"})


def _broken(error: BaseException) -> bool:
    """Whether the transaction cannot go on after ``error`` left a part: the database failed."""
    return isinstance(error, StoreError) and not isinstance(error, NotFound | Conflict)


class Shared:
    """The unit of work of one request, opened when a service first asks for one."""

    def __init__(self, store: Store, writes: bool) -> None:
        self._store = store
        self.writes = writes  # whether it opens a unit of work that writes
        self._uow: UnitOfWork | None = None
        self._lock = threading.Lock()  # a request's services run one after another; this says so
        self.ended = False

    @property
    def opened(self) -> bool:
        """Whether the request opened its unit of work and has not ended it."""
        return self._uow is not None

    @property
    def writing(self) -> bool:
        """Whether the request opened a unit of work that writes (its commit waits for the disk)."""
        return self._uow is not None and not self._uow.read_only

    @contextmanager
    def part(self, actor: str, reason: str | None, read_only: bool) -> Iterator[UnitOfWork]:
        """A service's unit of work in this request (:mod:`taikai.services.shared`)."""
        if self.ended or (not read_only and not self.writes):  # after the answer; a GET that writes
            with self._store.unit_of_work(actor, reason, read_only=read_only) as own:
                yield own
            return
        with self._lock:
            if self._uow is None:
                uow = self._store.unit_of_work(actor, reason, read_only=not self.writes)
                uow.__enter__()
                self._uow = uow
            uow = self._uow
        try:
            with uow.part(actor, reason) as same:
                yield same
        except BaseException as error:
            if _broken(error):
                self._end(error)
            raise

    def finish(self) -> None:
        """Commit the request's unit of work (if it opened one); a failed commit raises, rolled back."""
        self.ended = True
        self._end(None)

    def abandon(self) -> None:
        """Roll the request's unit of work back (if it opened one): the request failed."""
        self.ended = True
        self._end(RuntimeError("the request failed"))

    def _end(self, error: BaseException | None) -> None:
        with self._lock:
            uow, self._uow = self._uow, None
        if uow is None:
            return
        if error is None:
            uow.__exit__(None, None, None)
        else:
            with suppress(Exception):  # the rollback of what failed already: that failure is the one told
                uow.__exit__(type(error), error, error.__traceback__)


class SharedStore:
    """A store whose units of work, within :func:`sharing`, are the request's one (the module's
    doc); outside it, and for everything else, the store it wraps."""

    def __init__(self, store: Store) -> None:
        self.store = store

    def unit_of_work(self, actor: str, reason: str | None = None, *, read_only: bool = False) -> Any:
        shared = _CURRENT.get()
        if shared is None:
            return self.store.unit_of_work(actor, reason, read_only=read_only)
        return shared.part(actor, reason, read_only)

    def revision(self, slug: str) -> int | None:
        return self.store.revision(slug)

    def summaries(self) -> Any:
        return self.store.summaries()

    def kept_standings(self, slug: str, version: str) -> Any:
        return self.store.kept_standings(slug, version)

    def request(self, method: str) -> Shared:
        """The unit of work of a request of ``method`` (not opened until a service asks for one)."""
        return Shared(self.store, writes=method.upper() not in SAFE)

    def __getattr__(self, name: str) -> Any:  # the wrapped store's own (close, clock ...)
        return getattr(self.store, name)


def sharing(shared: Shared) -> Token[Shared | None]:
    """Make ``shared`` the unit of work of the services called from here on in this context (the
    request's); give the token to :func:`done` when the request is answered."""
    return _CURRENT.set(shared)


def done(token: Token[Shared | None]) -> None:
    _CURRENT.reset(token)

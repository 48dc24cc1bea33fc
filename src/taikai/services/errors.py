"""What the services refuse, as codes with parameters (worded by the catalog, :mod:`taikai.i18n`).

A service refuses with a :class:`ServiceError` (its ``code`` the contract's error code, its key a
message of the catalog's "store and services" section, :class:`~taikai.services.codes.Say`), or lets
through the error of the engine or contract that refused (a game that does not settle, a league whose
closed season changed): the engines decide, the services only say what they were asked to store.
"""

from __future__ import annotations

from taikai.errors import TaikaiError

__all__ = ["BadRequest", "Refused", "ServiceError"]


class ServiceError(TaikaiError):
    """A request a service cannot carry out (the message names what and why)."""

    code = "bad_request"


class BadRequest(ServiceError):
    """A request that names what is not there or does not fit the competition."""

    code = "bad_request"


class Refused(ServiceError):
    """A change the competition refuses as it is (a key used for other content, a game already entered)."""

    code = "conflict"

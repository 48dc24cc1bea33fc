"""The app of each process of ``taikai serve --workers N`` (here, beside the command, as it opens
the database: the web app is given a store and imports none).

uvicorn starts the worker processes and each imports :func:`app`, which opens the database the
command was given and builds the app the same way a single process does. The command passes its
options in the environment (:data:`DATABASE`, :data:`LANGUAGE`, :data:`THREADS`), as a process
started afresh has nothing else of its parent's. Every worker keeps its own standings (built once
per revision); the database is the only thing they share, so what one stores the others serve at
their next request.
"""

from __future__ import annotations

import os

from fastapi import FastAPI

from taikai import i18n
from taikai.store import open_store
from taikai.web.app import create_app
from taikai.web.settings import WebSettings

__all__ = ["DATABASE", "LANGUAGE", "THREADS", "app"]

DATABASE = "TAIKAI_DATABASE_URL"
LANGUAGE = "TAIKAI_SERVE_LANGUAGE"
THREADS = "TAIKAI_SERVE_THREADS"


def app() -> FastAPI:
    """The web app over the database named by :data:`DATABASE` (uvicorn calls it: a factory)."""
    threads = int(os.environ[THREADS])
    store = open_store(os.environ[DATABASE], connections=threads)
    language = os.environ.get(LANGUAGE, i18n.DEFAULT)
    return create_app(store, WebSettings(language=language, threads=threads))

"""The web app: server-rendered pages (Jinja2, htmx) and a JSON API over the same store (an adapter).

:func:`create_app` builds it (nothing happens at import); ``taikai serve`` runs it with uvicorn.
docs/web.md describes the pages, the security (argon2 passwords, sessions, CSRF, the login limit,
table links) and the API.
"""

from taikai.web.app import create_app
from taikai.web.auth import hash_password
from taikai.web.links import TableGrant, TableLinks, table_grant
from taikai.web.settings import WebSettings

__all__ = ["TableGrant", "TableLinks", "WebSettings", "create_app", "hash_password", "table_grant"]

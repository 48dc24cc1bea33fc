"""The routers' paths never overlap: FastAPI tries the routes of each router in turn, in the order
``create_app`` includes the routers (the visitors' pages and API first: every request pays for the
routes tried before its own), so that order changes no answer."""

from __future__ import annotations

import importlib
import pkgutil
from typing import Any

from starlette.convertors import IntegerConvertor

from taikai.web import routes

ROUTERS = {
    info.name: importlib.import_module(f"{routes.__name__}.{info.name}").router
    for info in pkgutil.iter_modules(routes.__path__)
}


def _sample(route: Any) -> str:
    """A path the route answers: each parameter a value its convertor takes."""
    path = route.path_format
    for name, convertor in route.param_convertors.items():
        path = path.replace("{" + name + "}", "7" if isinstance(convertor, IntegerConvertor) else "x7")
    return path


def test_no_path_of_one_router_is_a_path_of_another():
    assert {"public_api", "public", "screens", "api", "pages", "staff", "entry", "day"} <= set(ROUTERS)
    overlaps = []
    for name, router in ROUTERS.items():
        for route in router.routes:
            sample = _sample(route)
            assert route.path_regex.match(sample), (name, route.path)
            overlaps += [
                (name, route.path, other_name, other.path)
                for other_name, other_router in ROUTERS.items()
                if other_name != name
                for other in other_router.routes
                if other.path_regex.match(sample) and set(other.methods or ()) & set(route.methods or ())
            ]
    assert overlaps == []

"""The app's routes: public pages, staff pages, table links, the JSON API (each an APIRouter)."""

"""The ``taikai`` command line: thin Typer commands that parse, call the core and print."""

"""Build hook: compile the hand scorer's modules with mypyc; the project is defined in pyproject.toml.

The compiled modules are the same Python files, type-checked by mypy and turned into C extensions
placed beside the sources; ``taikai._compiled`` chooses which run. ``TAIKAI_COMPILE=0`` at install
time builds nothing (pure Python, same results). When the type check or the C compiler fails, the
install goes on with the Python sources alone and says so (``taikai.COMPILED`` is then False; CI
requires the compiled build).
"""

import os
import sys

from setuptools import setup
from setuptools.command.build_ext import build_ext

#: The scorer's hot path, its request and the request's contract (they call each other, so they are
#: compiled together).
COMPILED = [
    "src/taikai/tiles.py",
    "src/taikai/contracts/fields.py",
    "src/taikai/contracts/jsonio.py",
    "src/taikai/contracts/score.py",
    "src/taikai/contracts/stream.py",
    "src/taikai/hand/request.py",
    "src/taikai/hand/rules.py",
    "src/taikai/hand/scorer.py",
    "src/taikai/hand/decompose.py",
    "src/taikai/hand/fu.py",
    "src/taikai/hand/score.py",
    "src/taikai/hand/yaku/context.py",
    "src/taikai/hand/yaku/table.py",
    "src/taikai/hand/yaku/shape.py",
    "src/taikai/hand/yaku/colors.py",
    "src/taikai/hand/yaku/yakuman.py",
    "src/taikai/hand/yaku/situational.py",
    "src/taikai/hand/yaku/dora.py",
]


#: The setup commands that build code; the others (egg_info, dist_info: metadata) skip mypyc's type check.
BUILDS = {"build", "build_ext", "bdist_wheel", "editable_wheel", "develop", "install"}


def extensions() -> list:
    if os.environ.get("TAIKAI_COMPILE", "1") == "0" or not BUILDS.intersection(sys.argv[1:]):
        return []
    from mypyc.build import mypycify

    # imported modules (rules, tiles, pydantic) are read for types but not compiled or reported
    # one C file per module: a rebuild after an edit recompiles only the modules that changed
    options = ["--follow-imports=silent", "--ignore-missing-imports"]
    try:
        return mypycify([*options, *COMPILED], opt_level="3", debug_level="0", multi_file=True)
    except SystemExit:  # mypy found type errors (printed above)
        print("taikai: mypyc's type check failed: installing the Python sources only", file=sys.stderr)
        return []


class BuildOrSources(build_ext):
    """Compile the extensions; when the C compiler fails, remove what was built and go on without
    them (the Python sources give the same results, more slowly)."""

    def run(self) -> None:
        try:
            super().run()
        except Exception as error:  # CompileError, LinkError, a missing compiler
            for extension in self.extensions:
                built = self.get_ext_fullpath(extension.name)
                if os.path.exists(built):
                    os.remove(built)
            self.extensions = []
            print(f"taikai: compiling the scorer failed ({error}): installing the Python sources only",
                  file=sys.stderr)  # fmt: skip


setup(ext_modules=extensions(), cmdclass={"build_ext": BuildOrSources})

"""The package's imports point one way: each part imports only the parts below it, never one above, so no two parts
import each other (docs/engine.md, "One core, several games"; README, "For developers").

    base         thunderstone_gui/__init__.py (the version), resources.py, i18n.py, games.py (the table of games)
    engine       the game-agnostic core: it finds a game by its name in games.py
    persistence  the player's files: saves, records, settings, limits, documents
    systems      the games: their rules and cards (a Quest set's file is read through persistence)
    ai           the computer seats
    ui           the table and its screens: a screen knows the app as ui/scene.py's AppServices
    app          app.py (the window and its loop), self_test.py, gcfreeze.py
    tools        the command-line tools (tools/) and Babel's extractor (locale/)
    entry        __main__.py, frozen.py and the tools' short names (bench.py, quest_import.py, advance_import.py)

Every import counts, the ones inside a function and under TYPE_CHECKING too: an import deferred to run time hides a
cycle from the interpreter, not from a reader or a type checker. Imports within one part are free.
"""

from __future__ import annotations

import ast
from pathlib import Path

PACKAGE = Path(__file__).resolve().parents[1] / "thunderstone_gui"
LAYERS = ("base", "engine", "persistence", "systems", "ai", "ui", "app", "tools", "entry")
# A subpackage of thunderstone_gui -> its layer (everything inside it shares it).
# net/ shares the table's layer: its host runs a ui.Match and tells the log as the table does, and the table's
# screens host and join through it.
PACKAGES = {"engine": "engine", "persistence": "persistence", "systems": "systems", "ai": "ai", "ui": "ui",
            "net": "ui", "tools": "tools", "locale": "tools"}
# A module beside them -> its layer (a new one must be placed here).
MODULES = {
    "thunderstone_gui": "base", "thunderstone_gui.resources": "base", "thunderstone_gui.i18n": "base",
    "thunderstone_gui.games": "base",
    "thunderstone_gui.app": "app", "thunderstone_gui.self_test": "app", "thunderstone_gui.gcfreeze": "app",
    "thunderstone_gui.__main__": "entry", "thunderstone_gui.frozen": "entry", "thunderstone_gui.bench": "entry",
    "thunderstone_gui.quest_import": "entry",
    "thunderstone_gui.advance_import": "entry",
}


def module_names() -> dict[str, Path]:
    out = {}
    for path in PACKAGE.rglob("*.py"):
        parts = path.relative_to(PACKAGE.parent).with_suffix("").parts
        out[".".join(parts[:-1] if parts[-1] == "__init__" else parts)] = path
    return out


def imports(name: str, path: Path, known: dict[str, Path]) -> set[str]:
    """The package's modules that `name` imports anywhere in its file, relative imports resolved."""
    package = name if path.name == "__init__.py" else name.rpartition(".")[0]
    out = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            out |= {alias.name for alias in node.names}
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                parts = package.split(".")
                base = ".".join(parts[:len(parts) - node.level + 1] + ([node.module] if node.module else []))
            else:
                base = node.module or ""
            for alias in node.names:           # `from . import games` imports a module; `from .x import f` x
                out.add(f"{base}.{alias.name}" if f"{base}.{alias.name}" in known else base)
    return {module for module in out if module == "thunderstone_gui" or module.startswith("thunderstone_gui.")}


def layer(module: str) -> str:
    parts = module.split(".")
    if len(parts) > 1 and parts[1] in PACKAGES:
        return PACKAGES[parts[1]]
    return MODULES[module]


def upward_imports() -> list[str]:
    known = module_names()
    found = []
    for name, path in sorted(known.items()):
        for target in sorted(imports(name, path, known)):
            if LAYERS.index(layer(target)) > LAYERS.index(layer(name)):
                found.append(f"{name} ({layer(name)}) imports {target} ({layer(target)})")
    return found


def test_every_module_has_a_layer():
    unplaced = [name for name in module_names() if name.count(".") < 2 and name.split(".")[-1] not in PACKAGES
                and name not in MODULES]
    assert not unplaced, f"place these in tests/test_layers.py's MODULES: {unplaced}"


def test_imports_point_down_the_layers():
    found = upward_imports()
    assert not found, "an import against the layers (move the code down, or hand it in from above):\n" + "\n".join(
        found)


def test_every_import_of_the_package_names_a_module_of_it():
    """A module moved (a merge, a tool's new home) leaves no import behind that names it where it was: an import run
    only inside a function would fail only when a player reaches it (mypy ignores missing imports)."""
    known = module_names()
    missing = [f"{name} imports {target}" for name, path in sorted(known.items())
               for target in sorted(imports(name, path, known)) if target not in known]
    assert not missing, "\n".join(missing)


def test_the_check_reads_every_kind_of_import():
    """Relative imports, a module imported by `from . import`, imports inside a function and under TYPE_CHECKING."""
    known = module_names()

    def imported_by(name: str) -> set[str]:
        return imports(name, known[name], known)

    assert "thunderstone_gui.games" in imported_by("thunderstone_gui.engine.system")        # from .. import games
    assert "thunderstone_gui.systems.quest.set_files" in imported_by(                       # inside a function
        "thunderstone_gui.ui.quest.setup_panel")
    assert "thunderstone_gui.ui.scene" in imported_by("thunderstone_gui.ui.scenes.table")   # under TYPE_CHECKING
    assert "thunderstone_gui.tools.cli" in imported_by("thunderstone_gui.__main__")
    assert layer("thunderstone_gui.tools.cli") == "tools" and layer("thunderstone_gui.engine") == "engine"

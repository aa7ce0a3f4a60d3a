"""Which releases this CI run installed, against the ones the last green run used; and, when a step fails, which new
release it fails for.

A fresh install takes the newest release of every package the project allows, as a new user gets them. A new release
can break a step that passed with the last one (Babel 2.19.0 once changed what the catalog tests compared). So:

    versions.py record OUT                  write `name==version` of every installed distribution, sorted
    versions.py compare KNOWN               print the packages whose version differs from KNOWN (the last green run)
    versions.py blame KNOWN -- COMMAND...   after COMMAND failed: put back KNOWN's version of every changed package and
                                            run COMMAND again; if it passes then, try each new release alone and name
                                            the ones COMMAND fails with; reinstall what was installed before

Standard library only: it runs with the virtual environment's interpreter before anything else is known to work.
"""

from __future__ import annotations

import subprocess
import sys
from importlib import metadata
from pathlib import Path

# Not compared: the project itself, and the installers that make the virtual environment (putting them back with pip
# itself would not tell anything about the project).
NOT_COMPARED = {"thunderstone", "pip", "setuptools", "wheel"}


def installed() -> dict[str, str]:
    found: dict[str, str] = {}
    for dist in metadata.distributions():
        name = dist.metadata["Name"]
        if name and canonical(name) not in NOT_COMPARED:
            found[canonical(name)] = dist.version
    return found


def canonical(name: str) -> str:
    return name.lower().replace("_", "-").replace(".", "-")


def read_known(path: Path) -> dict[str, str]:
    known: dict[str, str] = {}
    if not path.is_file():
        print(f"versions: {path} is missing: no last green run to compare with")
        return known
    for line in path.read_text(encoding="utf-8").splitlines():
        line = line.split("#", 1)[0].strip()
        if "==" in line:
            name, version = line.split("==", 1)
            known[canonical(name)] = version.strip()
    return known


def changes(known: dict[str, str], now: dict[str, str]) -> list[tuple[str, str | None, str | None]]:
    """(name, last green version or None, installed version or None) of every package that differs."""
    names = sorted(set(known) | set(now))
    return [(name, known.get(name), now.get(name)) for name in names if known.get(name) != now.get(name)]


def describe(change: tuple[str, str | None, str | None]) -> str:
    name, before, after = change
    if before is None:
        return f"{name} {after} (new: the last green run did not have it)"
    if after is None:
        return f"{name} (gone: the last green run had {before})"
    return f"{name} {before} -> {after}"


def pip(*args: str) -> bool:
    done = subprocess.run([sys.executable, "-m", "pip", "install", "--quiet", "--no-deps", *args])
    return done.returncode == 0


def passes(command: list[str]) -> bool:
    print(f"   running: {' '.join(command)}", flush=True)
    return subprocess.run(command, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL).returncode == 0


def blame(known_path: Path, command: list[str]) -> int:
    known = read_known(known_path)
    now = installed()
    # A release that is only new (nothing to go back to) or our own package cannot be put back.
    changed = [c for c in changes(known, now) if c[1] is not None and c[2] is not None]
    if not changed:
        print("versions: every package is at the version of the last green run: the failure is not a new release's")
        return 0
    print("versions: the failing step is run again with the releases of the last green run:", flush=True)
    try:
        if not pip(*[f"{name}=={before}" for name, before, _ in changed]):
            print("versions: the last green run's releases could not be installed (no network?): nothing to compare")
            return 0
        if not passes(command):
            print("versions: it fails with the last green run's releases too: the failure is not a new release's")
            return 0
        culprits = []
        for name, before, after in changed:
            pip(f"{name}=={after}")
            if not passes(command):
                culprits.append(f"{name} {before} -> {after}")
            pip(f"{name}=={before}")
        if culprits:
            print("versions: THE STEP FAILS FOR A NEW RELEASE: it passes with the last green run's releases and fails "
                  "with " + "; with ".join(culprits))
        else:
            print("versions: it passes with the last green run's releases, and with each new release alone: the new "
                  "releases fail only together: " + ", ".join(describe(c) for c in changed))
    finally:
        pip(*[f"{name}=={after}" for name, _, after in changed])
    return 0


def main(argv: list[str]) -> int:
    if len(argv) >= 2 and argv[0] == "record":
        lines = [f"{name}=={version}" for name, version in sorted(installed().items())]
        Path(argv[1]).write_text("\n".join(lines) + "\n", encoding="utf-8")
        return 0
    if len(argv) >= 2 and argv[0] == "compare":
        differ = changes(read_known(Path(argv[1])), installed())
        if differ:
            print(f"versions: {len(differ)} packages differ from the last green run ({argv[1]}):")
            for change in differ:
                print(f"   {describe(change)}")
        else:
            print("versions: every package is at the version of the last green run")
        return 0
    if len(argv) >= 4 and argv[0] == "blame" and argv[2] == "--":
        return blame(Path(argv[1]), argv[3:])
    print(__doc__, file=sys.stderr)
    return 2


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))

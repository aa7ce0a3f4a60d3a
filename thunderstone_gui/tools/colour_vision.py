"""`python -m thunderstone_gui.tools.colour_vision --in SHOT.png --out SEEN.png --kind deuteranopia`

A screenshot as a player with a colour vision deficiency sees it (Machado et al. 2009, severity 1.0:
ui/colour_vision.py), to check that no colour cue of a screen is lost (Settings' colour-blind-safe colours,
docs/ui.md "Colour-blind safe"). Pure Python with pygame: each distinct colour of the picture is worked out once.
  --in PNG        the screenshot (tools/snapshot.py makes one)
  --out PNG       where the simulated picture goes
  --kind KIND     deuteranopia (default), protanopia or tritanopia
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

from ..i18n import _
from ..ui.colour_vision import KINDS, Simulation


def simulate_file(source: Path, target: Path, kind: str) -> None:
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    import pygame

    image = pygame.image.load(str(source))
    size = image.get_size()
    seen = Simulation(kind).bytes_rgb(pygame.image.tobytes(image, "RGB"))
    pygame.image.save(pygame.image.frombytes(seen, size, "RGB"), str(target))


def main(argv: list[str] | None = None) -> int:
    args = list(sys.argv[1:] if argv is None else argv)
    if any(a in ("-h", "--help") for a in args):
        print(__doc__)
        return 0
    opts = {"--in": "", "--out": "", "--kind": "deuteranopia"}
    while args:
        flag = args.pop(0)
        if flag not in opts or not args:
            print(_("colour_vision: bad or incomplete option {flag}").format(flag=flag), file=sys.stderr)
            return 2
        opts[flag] = args.pop(0)
    if not opts["--in"] or not opts["--out"]:
        print(_("colour_vision: --in and --out are needed"), file=sys.stderr)
        return 2
    if opts["--kind"] not in KINDS:
        print(_("colour_vision: no kind {kind}; known: {known}").format(kind=opts["--kind"], known=", ".join(KINDS)),
              file=sys.stderr)
        return 2
    try:
        simulate_file(Path(opts["--in"]), Path(opts["--out"]), opts["--kind"])
    except Exception as exc:  # noqa: BLE001 - a tool: one clear line, not a traceback
        print(_("colour_vision: {problem}").format(problem=f"{type(exc).__name__}: {exc}"), file=sys.stderr)
        return 1
    print(_("wrote {path}").format(path=opts["--out"]))
    return 0


if __name__ == "__main__":
    sys.exit(main())

"""`python -m thunderstone_gui.tools.doc_screens [--only NAME] [--out DIR]`

The reference screenshots of docs/screens/, made with the snapshot tool: every screen of SCREENS in English
(docs/screens/NAME-WxH.png) and German (docs/screens/de/NAME-WxH.png) at 1280x720 and 1600x900. Each screen is
drawn in a data folder of its own (no unfinished game or history of the machine's player shows). Pictures made
otherwise (the frozen app under a real X server, the card faces before and after their redesign, a lesson's steps)
are listed in docs/screens/README.md and are not made here.
"""

from __future__ import annotations

import os
import sys
import tempfile
from pathlib import Path

SIZES = ((1280, 720), (1600, 900))
LANGS = ("en", "de")

# name -> the snapshot tool's options (without --out, --size and --lang)
SCREENS: dict[str, list[str]] = {
    "title": ["--screen", "title"],
    "new-game": ["--screen", "new_game", "--game", "classic", "--seed", "10"],
    "settings": ["--screen", "settings"],
    "load": ["--screen", "load"],
    "card-pool": ["--screen", "card_pool"],
    # The original game
    "table-village": ["--seed", "7", "--actions", "40"],
    "table-dungeon-drag": ["--seed", "2", "--actions", "32", "--drag"],
    "table-hover-card": ["--seed", "7", "--actions", "40", "--hover"],
    "table-hover-monster": ["--seed", "7", "--actions", "40", "--hover-rank", "1"],
    "hint-reason": ["--seed", "11", "--actions", "30", "--hint"],
    "prompt": ["--screen", "prompt", "--seed", "8"],
    "cover": ["--screen", "cover", "--seed", "6", "--actions", "30"],
    "game-over": ["--screen", "game_over", "--seed", "3"],
    "game-over-charts": ["--screen", "charts", "--seed", "3"],
    "replay": ["--screen", "replay", "--seed", "3"],
    "replay-charts": ["--screen", "replay_charts", "--seed", "3"],
    "rules": ["--screen", "rules", "--game", "classic"],
    "keys-table": ["--seed", "7", "--actions", "40", "--focus-on", "monster:1"],
    "wrath-traits-hover": ["--sets", "base,wrath", "--seed", "4", "--actions", "30", "--hover-rank", "3"],
    # Thunderstone Advance
    "advance-new-game": ["--screen", "new_game", "--game", "advance", "--seed", "10"],
    "advance-table": ["--game", "advance", "--seed", "7", "--actions", "60"],
    "advance-preview": ["--game", "advance", "--seed", "11", "--actions", "20", "--hover-rank", "1"],
    "advance-prompt": ["--screen", "prompt", "--game", "advance", "--seed", "8"],
    "advance-game-over": ["--screen", "game_over", "--game", "advance", "--seed", "3"],
    "rules-advance": ["--screen", "rules", "--game", "advance"],
    # Thunderstone Quest
    "quest-new-game": ["--screen", "new_game", "--game", "quest", "--seed", "10"],
    "quest-village": ["--game", "quest", "--seed", "5", "--actions", "48"],
    "quest-map": ["--game", "quest", "--seed", "7", "--actions", "180"],
    "quest-hover": ["--game", "quest", "--seed", "7", "--actions", "60", "--hover"],
    "quest-prompt": ["--screen", "prompt", "--game", "quest", "--seed", "8"],
    "quest-game-over": ["--screen", "game_over", "--game", "quest", "--seed", "3"],
    "rules-quest": ["--screen", "rules", "--game", "quest"],
    "quest-keys-map": ["--game", "quest", "--seed", "7", "--actions", "180", "--focus-on", "room:2"],
}


def main(argv: list[str] | None = None) -> int:
    args = sys.argv[1:] if argv is None else argv
    if any(a in ("-h", "--help") for a in args):
        print(__doc__)
        return 0
    only = args[args.index("--only") + 1] if "--only" in args else ""
    root = Path(args[args.index("--out") + 1]) if "--out" in args else Path("docs/screens")
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    from . import snapshot

    failed = 0
    for name, options in SCREENS.items():
        if only and only not in name:
            continue
        for lang in LANGS:
            for w, h in SIZES:
                out = (root if lang == "en" else root / lang) / f"{name}-{w}x{h}.png"
                with tempfile.TemporaryDirectory() as home:
                    os.environ["THUNDERSTONE_HOME"] = home
                    code = snapshot.main([*options, "--size", f"{w}x{h}", "--lang", lang, "--out", str(out)])
                failed += code != 0
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())

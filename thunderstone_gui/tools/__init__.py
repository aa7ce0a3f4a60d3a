"""The command-line tools, run as `python -m thunderstone_gui.tools.<tool>` (README, "Command-line tools"):

- scenario      a hand-written position, its actions applied, the state and events as JSON (docs/scenarios.md)
- bench         the engine's, the table's and the computers' figures (table_bench.py, ai_bench.py: over the table)
- arena         computer levels against each other; arena_pairs compares two runs game by game (docs/ai.md)
- record        replays a save, an autosave or a replay and prints a JSON summary
- quest_import  Quest card sets a player types in: template, check, install, list (systems/quest/set_files.py)
- advance_import  Advance printed cards (the Horde's Health, Familiars): the same commands (systems/advance/printed.py)
- cards         the original game's card catalogue as JSON, for the shared reference's checker
- snapshot      a screen rendered headless to a PNG (docs/screens/)

`cli.py` is what they share: bad input is one line on stderr and exit status 2. The tools use the app's packages;
no package of the app imports a tool (tests/test_layers.py).
"""

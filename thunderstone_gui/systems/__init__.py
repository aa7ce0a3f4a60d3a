"""The game systems the engine hosts, one package each: its rules (one module per rulebook section), its effect
vocabulary, its card data and its `SYSTEM` object (`engine/system.py`). The table of games that names these packages
is `thunderstone_gui/games.py`: the engine finds them there and never imports this package."""

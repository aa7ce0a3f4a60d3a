"""How much the app takes from a file in the player's folders: the one place for the size, depth, count and length
limits of every kind of file it reads there. The loaders and the checkers (`python -m thunderstone_gui.quest_import
check`) read their limits from here, so a file the checker passes is one the app loads.

Each limit is far above what the app writes or a player types (the figures beside them), and low enough that a
file at the limit still loads in well under a second: a crafted file is refused, never waited on.
"""

from __future__ import annotations

from typing import NamedTuple

from ..engine.limits import MAX_CARD_NUMBER, MAX_COPIES
from ..engine.record import MAX_CHECKPOINTS, MAX_DECISIONS

KIB = 1024
MIB = 1024 * KIB


class DataLimits(NamedTuple):
    """What one file may hold, checked before its content is built: its size on disk, how deeply its values nest,
    how many values it holds (a YAML alias counts as everything it repeats) and how long one text may be."""

    bytes: int
    depth: int
    values: int
    text: int


# ------------------------------------------------------------------------------- saves, replays, autosaves
# A 6,000-decision game is about 0.3 MB; a file larger than this is not read into memory.
SAVE_BYTES = 64 * MIB
# Decisions of one record and lines of an autosave's journal after it, checkpoints of one record: the engine's own
# limits (engine/record.py), which every reader of a record shares.
RECORD_ACTIONS = MAX_DECISIONS
RECORD_CHECKPOINTS = MAX_CHECKPOINTS

# ------------------------------------------------------------------------------- settings.json
SETTINGS_BYTES = MIB
SETTINGS_NAMES = 200            # players' names remembered by New Game (one per seat ever named)
SETTINGS_NAME_CHARS = 200       # New Game's name field takes 24
SETTINGS_LIST = 200             # seat kinds, sets not owned
SETTINGS_WINDOW_PX = 16_384     # a window side (the largest size offered: 3840x2160)

# ------------------------------------------------------------------------------- lesson.json (Learn to play)
LESSON_BYTES = 64 * KIB
LESSON_TEXT = 4_096             # a step's or a lesson's id, the autosave's path
LESSON_TIPS = 1_000

# ------------------------------------------------------------------------------- history/games.jsonl (Statistics)
# A game's line is about 1 KB (five seats, a few dozen kinds of cards bought): 32 MB hold some 30,000 games and are
# read in about a second; a line of more than 64 KB is no entry of ours.
HISTORY_BYTES = 32 * MIB
HISTORY_LINE_BYTES = 64 * KIB
HISTORY_TEXT = 200              # a name, a level, a card's name, an id (New Game's name field takes 24)
HISTORY_NUMBER = 1_000_000      # a score, a count of turns or decisions (a game has at most 100,000 decisions)
HISTORY_BOUGHT = 500            # kinds of cards one seat bought in one game

# ------------------------------------------------------------------------------- setups/ (kept card sets)
SETUP_BYTES = 64 * KIB

# ------------------------------------------------------------------------------- campaigns/ (Quest's Campaign Mode)
# A campaign's file holds each game's config (about 1.5 KB) and its scores and picks: 100 games are about 200 KB.
CAMPAIGN_BYTES = 4 * MIB
CAMPAIGN_GAMES = 1_000          # games of one campaign

# ------------------------------------------------------------------------------- quest-sets/ (Quest card sets)
# Our own set is 18 KB with 65 cards, 7,000 values and 8 levels of nesting; Quest 1 typed in is about as large.
QUEST_SET = DataLimits(bytes=MIB, depth=32, values=250_000, text=4_000)
QUEST_SET_ID_CHARS = 64         # a set's, a card's, a setup's or an ability's id (the set's names its file)
QUEST_NUMBER = MAX_CARD_NUMBER  # any number of a set: a cost, a count, a Health (every game's bound: engine/limits.py)
QUEST_CARD_COPIES = MAX_COPIES  # copies of one card (the Adventurers and the Wound cards: 24)
QUEST_STARTING_DECK = 100       # cards of the starting deck (12)
QUEST_CARDS = 1_000             # card entries of one set (our own set: 65)

# ------------------------------------------------------------------------------- scenarios (the scenario tool)
# Hand-written positions: the 32 shipped are at most 1.6 KB, 5 levels deep, with texts of at most 283 characters.
SCENARIO = DataLimits(bytes=4 * MIB, depth=32, values=1_000_000, text=100_000)

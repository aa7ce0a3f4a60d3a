"""What the app's files and records say in English (persistence/, engine/record.py, engine/session.py), as phrases
the shell says again in the player's language (`i18n.engine_text`): why a save cannot be used, why the disk refused
a write, what became of an autosave that could not be used.

Those modules keep speaking English (their sentences also reach the command-line tools and the logs); each sentence
they can write is listed here once, its changing parts as {placeholders}, and marked for the catalog. A detail
they quote from elsewhere (a JSON parser's or a validator's own words) stays as it was written.
"""

from __future__ import annotations

from ..i18n import N_, register_phrases

PHRASES = (
    # persistence/disk.py: why a write failed
    N_("the disk is full"),
    N_("the disk is read-only"),
    N_("there is no permission to write there"),
    N_("the folder does not exist"),
    N_("a file is in the way of the folder"),
    N_("a folder is in the way of the file"),
    N_("there is no permission to read it"),
    N_("the disk quota is used up"),
    N_("{file} is not a regular file"),
    # persistence/readable.py: why a file cannot be read (with and without the file's name before it)
    N_("does not exist"),
    N_("cannot be read ({why})"),
    N_("cannot be read (its name is not valid)"),
    N_("is a folder, not a save file"),
    N_("is not a regular file (a pipe or a device)"),
    N_("is too large to be a save"),
    N_("is a folder, not a file"),
    N_("is too large (more than {size})"),
    N_("is damaged ({why})"),
    N_("is not a Thunderstone save"),
    N_("was made by an incompatible version (format {version})"),
    N_("cannot be loaded: {why}"),
    N_("cannot be loaded: its decision {n} cannot be replayed (the file was changed, or made by an incompatible "
       "version)"),
    N_("{file} cannot be loaded: its decision {n} cannot be replayed (the file was changed, or made by an "
       "incompatible version)"),
    N_("{file} does not exist"),
    N_("{file} cannot be read ({why})"),
    N_("{file} is a folder, not a save file"),
    N_("{file} is not a regular file (a pipe or a device)"),
    N_("{file} is too large to be a save"),
    N_("{file} is damaged ({why})"),
    N_("{file} is not a Thunderstone save"),
    N_("{file} was made by an incompatible version (format {version})"),
    N_("{file} cannot be loaded: {why}"),
    N_("not text"),
    N_("nested too deeply"),
    N_("not valid JSON"),
    # persistence/journal.py: an autosave's lines after the record
    N_("line {n} after the record cannot be read"),
    N_("line {n} after the record is decision {k}, not {expected}"),
    N_("decision {n} cannot be taken ({why})"),
    N_("the game diverges from the autosave at decision {n} (state hash differs)"),
    # persistence/saves.py: a save file cut short, and what became of it
    N_("was cut short: {what}"),
    N_("{file} was cut short: {what}"),
    N_("{lost} decision of {expected} was lost"),
    N_("{lost} decisions of {expected} were lost"),
    N_("The game goes on from decision {n}; the damaged file was kept in your data folder as {file}."),
    N_("The game goes on from decision {n}; the damaged file was kept in your data folder as {file}, but the game "
       "could not be saved ({why})."),
    # engine/record.py, persistence/journal.py: more decisions than any game
    N_("it holds {count} decisions, more than any game (at most {most})"),
    N_("it holds {count} decision lines, more than any game (at most {most})"),
    N_("not valid JSON: its end is missing"),
    # persistence/saves.py: an autosave set aside
    N_("The autosave {reason}, and it could not be set aside ({why}): there is no game to continue."),
    N_("The autosave {reason}. It was kept in your data folder as {file}; there is no game to continue."),
    N_("The autosave {reason}, and it could not be set aside ({why})."),
    N_("The autosave {reason}. It was kept in your data folder as {file}."),
    # persistence/saves.py: an autosave set aside, or kept waiting for its card set
    N_("The autosave could not be moved to {folder} ({why})."),
    N_("The unfinished game {file} needs {what}. It is kept as it is and can be continued once the set is "
       "installed again."),
    N_("needs {what}"),
    N_("{file} needs {what}"),
    # quest_import.what_became_of: what a Quest game needs
    N_("the Quest card set {set}, which is not installed"),
    N_("the Quest card set {set}, whose file cannot be used ({why})"),
    N_("the Quest card set {set} as it was when the game began (another version is installed)"),
    # persistence/paths.py, persistence/settings.py: at the first start
    N_("The folder for your games ({folder}) cannot be created: {why}. You can play, but games and settings will "
       "not be saved."),
    N_("The settings file {reason}. It was kept beside it as {file}; {rest}."),
    N_("The settings file {reason}, and it could not be set aside ({why}); {rest}."),
    N_("the rest of your settings are kept"),
    N_("the defaults are used"),
    N_("has values that cannot be used ({which})"),
    N_("it holds no settings"),
    # ui/coach.py: the lesson's progress file (lesson.json) set aside
    N_("The lesson's progress file {reason}. It was kept beside it as {file}; {rest}."),
    N_("The lesson's progress file {reason}, and it could not be set aside ({why}); {rest}."),
    N_("the rest of it is kept"),
    N_("the lesson starts over"),
    N_("it holds no lesson progress"),
    # engine/record.py, engine/session.py
    N_("not a game record ({why})"),
    N_("expected a JSON object"),
    N_("no format_version"),
    N_("the record is damaged: it does not say how many actions it holds"),
    N_("the record is damaged: it holds {held} actions but says it has {length}"),
    N_("the record is damaged: it holds {held} of its {length} actions ({lost})"),
    N_("action {n} is missing"),
    N_("actions {first} to {last} are missing"),
    N_("the record is damaged: it has a checkpoint after action {last} but only {held} actions (its end is missing)"),
    N_("malformed action {action}: {why}"),
    N_("action {n}: {why}"),
    N_("not valid JSON at line {line}, column {column}"),
    N_("unknown game {game}; known: {known}"),
    N_("this record has format version {version}; this version of Thunderstone reads versions {versions}"),
    # engine/config.py and each game's config: why a config is refused
    N_("{game} is played by {least} to {most} players, not {n}"),
    N_("a game config is a JSON object"),
    N_("names an entry twice: {entries}"),
    N_("names a card twice: {cards}"),
    N_("unknown setup {setup}; known: {known}"),
    N_("unknown monster group {group}; known: {known}"),
    N_("unknown monster class {group}; known: {known}"),
    N_("unknown hero line {line}; known: {known}"),
    N_("unknown card set {name}; known: {known}"),
    N_("{card} is not a Village card"),
    N_("{card} is not a village card of the chosen sets"),
    N_("{card} is not a Thunderstone Bearer; known: {known}"),
    N_("a game needs at least one monster group"),
    N_("a game needs at least one hero line"),
    N_("a game needs at least one village stack"),
    N_("a game needs at least 2 monster classes (the Thunderstone goes under 10 monsters)"),
    N_("the base set is always in play (basic cards, Disease, XP)"),
    N_("choice: the guardian {guardian} has no level {level} version"),
    N_("no installed Quest card set {name}"),
    N_("choice: {why}"),
    N_("{card} is not a Marketplace card of the set"),
    N_("{room} is not a room of the set"),
    N_("the Dungeon needs two rooms of each level 1-3, not levels {levels}"),
    N_("choose one monster group of each level 1, 2 and 3"),
    N_("unknown guardian {guardian}"),
    N_("hero line {line} has no cards"),
    N_("this game was played with another version of our Quest card set (content {digest}, this version has "
       "{ours})"),
    N_("this game needs the Quest card set {name}, which is not installed here (content {digest})"),
    # engine/validation.py: a validator's problem in our own words
    N_("the file"),
    N_("a value that is not allowed"),
    N_("{field} must be a whole number"),
    N_("{field} must be a number"),
    N_("{field} must be text"),
    N_("{field} must be true or false"),
    N_("{field} must be a list"),
    N_("{field} must be a group of named values"),
    N_("{field} is missing"),
    N_("{field} is not a field this file may have"),
    N_("{field} must be empty"),
    N_("{field} refers to itself"),
    N_("{field} must be one of {expected}"),
    N_("{field} does not say what kind it is"),
    N_("{field}: {tag} is not one of {expected}"),
    N_("{field} must be at least {limit}"),
    N_("{field} must be more than {limit}"),
    N_("{field} must be at most {limit}"),
    N_("{field} must be less than {limit}"),
    N_("{field} is too long"),
    N_("{field} is too short"),
    N_("{field} has a value that is not allowed"),
    N_("{field}: {why}"),
    N_("the record is damaged: it holds {n} checkpoints, more than any game has ({most})"),
    N_("nothing can be undone now"),
    N_("nothing to redo"),
)

register_phrases(PHRASES)

# What the engine's game loop (engine/game.py: illegal_reason) and the table's drop refusal say in every game: each
# game registers these with its own phrases (ui/<game>/phrases.py).
GAME_PHRASES = (
    N_("the game is over"),
    N_("{who} must {what}"),
    N_("answer '{prompt}'"),
    N_("act in the Village"),        # the Village decision, as each game's rules/__init__.py names it
    N_("not now: {decision}"),
    N_("no such card"),
    N_("nothing can go there now"),
)

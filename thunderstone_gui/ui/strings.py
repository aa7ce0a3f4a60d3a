"""Every sentence the shell shows, by key, per language: `tr("new_game")`.

English is complete; another language (German next) is a dict with the same keys. A key missing in the chosen
language falls back to English, so a partial translation never shows a blank. A game's table has its own sentences
(`ui/<game>/strings.py`: `game_strings` makes its `tr`, which falls back to these).
"""

from __future__ import annotations

from typing import Callable

EN: dict[str, str] = {
    # title
    "app_title": "Thunderstone",
    "tagline": "The deck-building dungeon crawl",
    "continue": "Continue",
    "new_game": "New Game",
    "load": "Load",
    "replays": "Replays",
    "settings": "Settings",
    "quit": "Quit",
    "back": "Back",
    "start": "Start game",
    "cancel": "Cancel",
    "ok": "OK",
    "yes": "Yes",
    "no": "No",
    "close": "Close",
    "no_autosave": "No game to continue",
    # new game
    "game": "Game",
    "players": "Players",
    "add_seat": "+ Add player",
    "remove_seat": "Remove",
    "human": "Human",
    "computer": "Computer — {level}",
    "undo_policy": "Undo",
    "undo_strict": "Strict (online rules)",
    "undo_casual": "Casual (anything)",
    "seed": "Seed",
    "new_seed": "New seed",
    "names_needed": "Every player needs a name",
    "card_pool": "Card pool",
    "sets_owned": "Sets I own",
    "sets_owned_title": "Sets I own",
    "sets_owned_detail": "Random setups, rerolls, the card picker and the card pool offer only the sets ticked here.",
    "set_required": "every game needs it",
    "done": "Done",
    # setups (New Game)
    "setup_notes": "Why these cards",
    "rulebook_setups": "Rulebook setups",
    "your_setups": "Your setups ({n})",
    "no_setups": "No saved setups yet: type a name and press Save setup to keep the card set shown.",
    "setup_name_hint": "Name of the setup",
    "save_setup": "Save setup",
    "delete": "Delete",
    "setup_name_needed": "Type a name for the setup",
    "setup_saved": "Setup saved: {name}",
    "setup_loaded": "Setup loaded: {name}",
    "setup_deleted": "Setup deleted: {name}",
    "setup_save_failed": "Could not save the setup: {why}",
    "setup_delete_failed": "Could not delete the setup: {why}",
    "setup_not_owned": "{name} uses {sets}, which is not among the sets you own (Sets I own)",
    "needs_sets": "needs {sets} (not among the sets you own)",
    "replace_setup": "Replace that setup?",
    "replace_setup_detail": "{file} already holds the setup “{old}”; saving “{new}” replaces it.",
    "delete_setup": "Delete the setup “{name}”?",
    "delete_setup_detail": "{file} is removed from your setups folder.",
    "more_setups": "{first}-{last} of {n} (scroll)",
    # card pool
    "card_pool_title": "Card pool",
    "card_pool_search": "Search by name or keyword",
    "card_pool_count": "{n} of {total} cards",
    "card_pool_none": "No card matches “{query}” in the sets shown",
    "card_pool_hint": "Type to search · click a set to show or hide it · wheel, ↑↓, Page Up/Down to scroll · Esc: back",
    "card_pool_not_owned": "{title} (not owned)",
    # table
    "turn_of": "Turn {turn} · {name}",
    "waiting_for": "Waiting for {name}",
    "thinking": "{name} is thinking…",
    "game_over": "Game over",
    "gold": "Gold",
    "xp": "XP",
    "vp": "VP",
    "end_turn": "End turn",
    "undo": "Undo",
    "redo": "Redo",
    "menu": "Menu",
    "hint": "Hint",
    "log": "Game log",
    "export_log": "Export",
    "log_exported": "Log written to {path}",
    "your_turn": "your turn",
    "drop_here": "Drop here",
    "illegal_drop": "Can't do that: {why}",
    "not_your_turn": "It is not your decision now",
    "nothing_to_do_there": "Nothing can go there now",
    "confirm_end_turn": "End your turn now?",
    "confirm_end_turn_detail": "You could still act. (Turn this question off in Settings.)",
    "undo_forbidden": "Undo is not allowed here (strict undo: it revealed cards or was another player's decision)",
    "saved_to": "Saved: {path}",
    "autosave_failed": "Autosave failed: {why}. The game goes on; it is saved again after your next move.",
    "autosave_failed_short": "Not saved: {why}",
    "autosave_back": "Autosave works again: the game is saved",
    "save_failed": "Could not save: {why}. Your game goes on.",
    "replace_save": "Replace that save?",
    "replace_save_detail": "{file} already holds the save “{old}”; saving “{new}” replaces it.",
    "log_failed": "Could not write the log: {why}",
    "replay_save_failed": "Could not save the replay: {why}",
    "quit_unsaved": "Quit without saving?",
    "quit_unsaved_detail": "This game could not be saved ({why}); quitting now loses it.",
    "hint_text": "Hint: {what} — {why}",
    "hint_none": "No hint available now",
    "card_actions": "{name}",
    "empty_pile": "(empty)",
    "ai_error": "The computer ({level}) failed ({error}); it played {action} instead",
    # cover
    "pass_to": "Pass the device to {name}",
    "i_am": "I am {name}",
    "cover_note": "The next decision is {name}'s. Nobody else should look.",
    # game over
    "final_scores": "Final scores",
    "winner": "{names} wins!",
    "winners": "{names} share the victory!",
    "rematch": "Rematch",
    "save_replay": "Save replay",
    "watch_replay": "Watch replay",
    "to_title": "Title",
    "total": "Total",
    # replay
    "replay_title": "Replay: {label}",
    "step_of": "Decision {k} of {n}",
    "first": "|◀",
    "prev": "◀",
    "next": "▶",
    "last": "▶|",
    "play": "Play",
    "pause": "Pause",
    "speed": "Speed ×{n}",
    "play_from_here": "Play from here",
    "view_as": "View: {who}",
    "spectator": "public",
    # menu and dialogs
    "resume": "Resume",
    "save_as": "Save as…",
    "save": "Save",
    "save_name": "Name",
    "load_game": "Load a game",
    "open_replay": "Open a replay",
    "no_saves": "No saved games yet",
    "damaged": "{label}: {error}",
    "load_failed": "Could not load: {error}",
    "quit_to_title": "Quit to title",
    "quit_game": "Quit game",
    "seats_turn": "{seats} · turn {turn}",
    "finished": "finished",
    # settings
    "fullscreen": "Fullscreen",
    "window_size": "Window size",
    "animation_speed": "Animations",
    "anim_off": "Off",
    "anim_fast": "Fast",
    "anim_normal": "Normal",
    "anim_slow": "Slow",
    "confirm_end": "Confirm before ending the turn",
    "hard_thinking": "Hard computer thinks",
    "seconds_per_move": "{seconds} s per decision",
    "language": "Language",
    "on": "On",
    "off": "Off",
    # error
    "error_title": "Something went wrong",
    "error_body": "The game was saved. A crash report was written to:",
    "error_autosaved": "Your game was autosaved; choose Continue on the title screen.",
}

LANGUAGES: dict[str, tuple[str, dict[str, str]]] = {
    "en": ("English", EN),
}

_current = "en"


def set_language(code: str) -> None:
    global _current
    _current = code if code in LANGUAGES else "en"


def language() -> str:
    return _current


def tr(key: str, **values: object) -> str:
    """The sentence for `key` in the current language (English if missing), with {placeholders} filled."""
    table = LANGUAGES[_current][1]
    text = table.get(key) or EN.get(key) or key
    return text.format(**values) if values else text


def game_strings(tables: dict[str, dict[str, str]]) -> Callable[..., str]:
    """The `tr` of a game's table: its own sentences per language (`tables["en"]` complete), then the shell's."""
    english = tables["en"]

    def game_tr(key: str, **values: object) -> str:
        text = tables.get(_current, english).get(key) or english.get(key)
        if text is None:
            return tr(key, **values)
        return text.format(**values) if values else text

    return game_tr

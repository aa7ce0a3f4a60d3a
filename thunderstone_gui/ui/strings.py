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
    "learn": "Learn to play",
    "rules": "Rules",
    "about": "About",
    "unfinished_games": "Unfinished games ({n})",
    "game_row_detail": "Turn {turn} · {date}",
    "seat_with_level": "{name} (computer, {level})",
    "continue_newest": "Continue",
    "more_games": "{above} above · {below} below (mouse wheel)",
    "delete_game": "Delete this game",
    "delete_game_question": "Delete this unfinished game?",
    "delete_game_detail": "{seats}, turn {turn}, last played {date}. It cannot be continued afterwards.",
    "game_deleted": "The game of {seats} was deleted",
    "delete_failed": "Could not delete it: {why}",
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
    # table
    "turn_of": "Turn {turn} · {name}",
    "waiting_for": "Waiting for {name}",
    "thinking": "{name} is thinking…",
    "computer_waits": "{name} plays (Space: go on at once)",
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
    "confirm_end_turn_setting": "(Turn this question off in Settings.)",
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
    "hint_short": "Hint: {what} (why: above)",
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
    "rename": "Rename",
    "delete": "Delete",
    "rename_hint": "Type the new name, Enter to keep it, Esc to cancel",
    "rename_exists": "{file} exists already: choose another name",
    "rename_failed": "Could not rename it: {why}",
    "renamed": "“{old}” is now “{new}”",
    "delete_save": "Delete this save?",
    "delete_replay": "Delete this file?",
    "delete_save_detail": "“{label}” ({file}) is deleted for good.",
    "deleted": "“{label}” was deleted",
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
    "computer_pace": "Other players' turns",
    "pace_instant": "At once",
    "pace_fast": "Fast",
    "pace_normal": "Normal (readable)",
    "pace_slow": "Slow",
    "hard_thinking": "Hard computer thinks",
    "seconds_per_move": "{seconds} s per decision",
    "language": "Language",
    "on": "On",
    "off": "Off",
    # lesson (the coach over the table)
    "lesson_step": "{title} · {n} of {total}",
    "lesson_tip": "Tip",
    "lesson_wait": "The computer is playing its turn…",
    "lesson_next": "Next",
    "lesson_got_it": "Got it",
    "lesson_leave": "Leave lesson",
    "lesson_resume": "Resume the lesson",
    "lesson_restart": "Start the lesson over",
    "lesson_not_now": "The lesson asks for something else now (see the panel on the right; Leave lesson to play "
                      "freely)",
    "lesson_none": "No lesson is written yet",
    # about
    "about_app": "Thunderstone {version}",
    "about_text": "A digital edition of Thunderstone, the deck-building card game designed by Mike Elliott and "
                  "published by AEG (2009). The card texts and the rules in this app are written in our own words. "
                  "Card pictures and fonts are by the people credited below, under the licences named.",
    "about_pictures": "Card pictures",
    "about_no_pictures": "The card picture pack is not installed: the cards are drawn without pictures.",
    # rules
    "rules_title": "Rules",
    "rules_search": "Search the rules",
    "rules_found": "{n} found · Enter: next",
    "rules_none": "Nothing found for “{query}”",
    "rules_no_game": "No rules are written for this game yet.",
    "more": "more…",
    "more_key": "F1: rules",
    # charts
    "charts": "Charts",
    "scores": "Scores",
    "export_png": "Export PNG",
    "chart_exported": "Charts written to {path}",
    "chart_failed": "Could not write the charts: {why}",
    "chart_vp": "Victory points",
    "chart_deck": "Deck: {name}",
    "chart_battles": "Battles by rank",
    "chart_xp": "XP gained and spent",
    "axis_turn": "turn",
    "axis_vp": "VP",
    "axis_cards": "cards",
    "axis_battles": "battles",
    "axis_xp": "XP",
    "won": "won",
    "lost": "lost",
    "gained": "gained",
    "spent": "spent",
    "rank_n": "Rank {n}",
    "no_battles": "No battles",
    "deck_click": "click: next player",
    "kind_heroes": "Heroes",
    "kind_village": "Village cards",
    "kind_monsters": "Monsters",
    "kind_basic": "Basic cards",
    "kind_disease": "Disease",
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

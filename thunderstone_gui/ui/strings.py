"""Every sentence the shell shows, by key: `tr("new_game")`, `trn("cards_n", n)` for one with a plural form.

The tables hold the English text, marked for the catalog (`N_`, `Nn_` for a plural); `tr` says it in the current
language through gettext (`thunderstone_gui/i18n.py`): a translation missing from the catalog shows English, never a
blank. A game's table has its own sentences (`ui/<game>/strings.py`: `game_strings` makes its `tr`, which falls back
to these). Adding a sentence: a key and its English text wrapped in `N_(...)` here (or in the game's table), then
the catalog steps of docs/ui.md ("Translating").
"""

from __future__ import annotations

from typing import Callable

from .. import i18n
from ..i18n import N_, Context, Nn_, Np_, Plural
from . import phrases  # noqa: F401 - the files' and records' English phrases, said again in the player's language

EN: dict[str, Entry] = {
    # title
    "app_title": N_("Thunderstone"),
    "tagline": N_("The deck-building dungeon crawl"),
    "continue": N_("Continue"),
    "new_game": N_("New Game"),
    "load": N_("Load"),
    "replays": N_("Replays"),
    "settings": N_("Settings"),
    "quit": N_("Quit"),
    "back": N_("Back"),
    "start": N_("Start game"),
    "cancel": N_("Cancel"),
    "ok": N_("OK"),
    "yes": N_("Yes"),
    "no": N_("No"),
    "close": N_("Close"),
    "no_autosave": N_("No game to continue"),
    "learn": N_("Learn to play"),
    "rules": N_("Rules"),
    "about": N_("About"),
    "unfinished_games": N_("Unfinished games ({n})"),
    "game_row_detail": N_("Turn {turn} · {date}"),
    "game_row": N_("{game}: {players}"),
    "lesson_row": N_("{game}, lesson: {players}"),
    "seat_with_level": N_("{name} (computer, {level})"),
    "continue_newest": N_("Continue"),
    "more_games": N_("{above} above · {below} below (mouse wheel)"),
    "delete_game": N_("Delete this game"),
    "delete_game_question": N_("Delete this unfinished game?"),
    "delete_game_detail": N_("{seats}, turn {turn}, last played {date}. It cannot be continued afterwards."),
    "game_deleted": N_("The game of {seats} was deleted"),
    "delete_failed": N_("Could not delete it: {why}"),
    # a game whose file lost its end (an autosave journal cut short)
    "cut_short_lost": Nn_("{n} decision of {expected} was lost", "{n} decisions of {expected} were lost"),
    "cut_short_row": N_("Cut short: {lost}"),
    "cut_short_seats": N_("{seats} · cut short: {lost}"),
    "cut_short_question": N_("This game was cut short"),
    "cut_short_detail": N_("Its file lost its end: {lost}. Continue from decision {kept}? The damaged file is kept "
                           "in your data folder."),
    "cut_short_failed": N_("The damaged file could not be set aside ({why}); nothing was changed."),
    # new game
    "game": N_("Game"),
    "players": N_("Players"),
    "add_seat": N_("+ Add player"),
    "remove_seat": N_("Remove"),
    "human": N_("Human"),
    "computer": N_("Computer — {level}"),
    "undo_policy": Np_("New Game: the rule for taking decisions back", "Undo"),
    "undo_strict": N_("Strict (online rules)"),
    "undo_casual": N_("Casual (anything)"),
    "seed": N_("Seed"),
    "new_seed": Np_("New Game: the button that empties the seed field", "Random"),
    "seed_random": Np_("New Game: the empty seed field", "random"),
    "names_needed": N_("Every player needs a name"),
    "card_pool": N_("Card pool"),
    "sets_owned": N_("Sets I own"),
    "sets_owned_title": N_("Sets I own"),
    "sets_owned_detail": N_("Random setups, rerolls, the card picker and the card pool offer only the sets ticked "
                            "here."),
    "set_required": N_("every game needs it"),
    "done": N_("Done"),
    # New Game's setup tools of every game (ui/setup_tools.py): tabs, locks and rerolls, saved setups
    "tab_cards": N_("Cards in this game"),
    "tab_pick": N_("Pick cards"),
    "tab_saved": N_("Saved setups ({n})"),
    "cards_hint": N_("Hover to see the cards · padlock: keep it · ↻: draw another"),
    "reroll_rest": N_("Reroll the rest"),
    "reroll_all": N_("Reroll all"),
    "rerolled_one": N_("{old} rerolled: {new}"),
    "rerolled_rest": N_("Rerolled everything but the {n} locked"),
    "rerolled_all": N_("Rerolled the whole set"),
    "setup_bad_sets": N_("it names card sets this game does not have ({sets})"),
    "setup_damaged": N_("its card set is damaged ({where}: {why})"),
    "random_rolled": N_("Kept as shown: reroll to draw again (locked cards stay)"),
    "setup_notes": N_("Why these cards"),
    "rulebook_setups": N_("Rulebook setups"),
    "your_setups": N_("Your setups ({n})"),
    "no_setups": N_("No saved setups yet: type a name and press Save setup to keep the card set shown."),
    "setup_name_hint": N_("Name of the setup"),
    "save_setup": N_("Save setup"),
    "delete": N_("Delete"),
    "setup_name_needed": N_("Type a name for the setup"),
    "setup_saved": N_("Setup saved: {name}"),
    "setup_loaded": N_("Setup loaded: {name}"),
    "setup_deleted": N_("Setup deleted: {name}"),
    "setup_save_failed": N_("Could not save the setup: {why}"),
    "setup_delete_failed": N_("Could not delete the setup: {why}"),
    "setup_not_owned": N_("{name} uses {sets}, which is not among the sets you own (Sets I own)"),
    "needs_sets": N_("needs {sets} (not among the sets you own)"),
    "replace_setup": N_("Replace that setup?"),
    "replace_setup_detail": N_("{file} already holds the setup “{old}”; saving “{new}” replaces it."),
    "delete_setup": N_("Delete the setup “{name}”?"),
    "delete_setup_detail": N_("{file} is removed from your setups folder."),
    "more_setups": N_("{first}-{last} of {n} (scroll)"),
    "card_pool_title": N_("Card pool"),
    "card_pool_search": N_("Search by name or keyword"),
    "card_pool_count": N_("{n} of {total} cards"),
    "card_pool_none": N_("No card matches “{query}” in the sets shown"),
    "card_pool_hint": N_("Type to search · click a set to show or hide it · wheel, ↑↓, Page Up/Down to scroll · Esc: "
                         "back"),
    "card_pool_not_owned": N_("{title} (not owned)"),
    # table
    "turn_of": N_("Turn {turn} · {name}"),
    "turn_and_phase": N_("{turn}  ·  {phase}"),
    "you_are": N_("You: {name}"),
    "log_newer": Nn_("↓ {n} newer", "↓ {n} newer"),
    "export_log_menu": N_("Export log"),
    "close_hint": N_("Click anywhere or press Esc to close"),
    "same_names": N_("Two players have the same name"),
    "player": N_("Player"),
    "level_easy": N_("easy"),
    "level_normal": N_("normal"),
    "level_hard": N_("hard"),
    "level_random": N_("random"),
    "turn_n": N_("turn {n}"),
    "continue_info": N_("{seats} · turn {turn} · {date}"),
    "version": N_("v{version}"),
    "no_crash_report": N_("(the crash report could not be written)"),
    "versus": N_("{first} vs {second}"),
    "and_names": N_("{first} & {second}"),
    "settings_not_saved": N_("The settings could not be saved ({why}); they apply until you quit."),
    "waiting_for": N_("Waiting for {name}"),
    "thinking": N_("{name} is thinking…"),
    "game_over": N_("Game over"),
    "gold": N_("Gold"),
    "xp": N_("XP"),
    "vp": N_("VP"),
    "end_turn": N_("End turn"),
    "undo": N_("Undo"),
    "redo": N_("Redo"),
    "menu": N_("Menu"),
    "hint": N_("Hint"),
    "log": N_("Game log"),
    "export_log": N_("Export"),
    "log_exported": N_("Log written to {path}"),
    "your_turn": N_("your turn"),
    "drop_here": N_("Drop here"),
    "drop_on_lit": N_("drop it on a place that lights up"),
    "nothing_to_drop": N_("Nothing takes this card now: Enter shows what it can do."),
    "illegal_drop": N_("Can't do that: {why}"),
    "not_your_turn": N_("It is not your decision now"),
    "nothing_to_do_there": N_("Nothing can go there now"),
    "confirm_end_turn": N_("End your turn now?"),
    "confirm_end_turn_detail": N_("You could still act. (Turn this question off in Settings.)"),
    "undo_forbidden": N_("Undo is not allowed here (strict undo: it revealed cards or was another player's decision)"),
    "saved_to": N_("Saved: {path}"),
    "autosave_failed": N_("Autosave failed: {why}. The game goes on; it is saved again after your next move."),
    "autosave_failed_short": N_("Not saved: {why}"),
    "autosave_back": N_("Autosave works again: the game is saved"),
    "save_failed": N_("Could not save: {why}. Your game goes on."),
    "replace_save": N_("Replace that save?"),
    "replace_save_detail": N_("{file} already holds the save “{old}”; saving “{new}” replaces it."),
    "log_failed": N_("Could not write the log: {why}"),
    "replay_save_failed": N_("Could not save the replay: {why}"),
    "quit_unsaved": N_("Quit without saving?"),
    "quit_unsaved_detail": N_("This game could not be saved ({why}); quitting now loses it."),
    "hint_text": N_("Hint: {what} — {why}"),
    "hint_none": N_("No hint available now"),
    "card_actions": N_("{name}"),
    "empty_pile": N_("(empty)"),
    "ai_error": N_("The computer ({level}) failed ({error}); it played {action} instead"),
    "computer_waits": N_("{name} plays (Space: go on at once)"),
    "confirm_end_turn_setting": N_("(Turn this question off in Settings.)"),
    "hint_short": N_("Hint: {what} (why: above)"),
    # cover
    "pass_to": N_("Pass the device to {name}"),
    "i_am": N_("I am {name}"),
    "cover_note": N_("The next decision is {name}'s. Nobody else should look."),
    # game over
    "final_scores": N_("Final scores"),
    "winner": N_("{names} wins!"),
    "winners": N_("{names} share the victory!"),
    "rematch": N_("Rematch"),
    "save_replay": N_("Save replay"),
    "watch_replay": N_("Watch replay"),
    "to_title": N_("Title"),
    "total": N_("Total"),
    # replay
    "replay_title": N_("Replay: {label}"),
    "step_of": N_("Decision {k} of {n}"),
    "replay_status": N_("{title}  ·  {step}"),
    "first": N_("|◀"),
    "prev": N_("◀"),
    "next": N_("▶"),
    "last": N_("▶|"),
    "play": N_("Play"),
    "pause": N_("Pause"),
    "speed": N_("Speed ×{n}"),
    "play_from_here": N_("Play from here"),
    "view_as": N_("View: {who}"),
    "spectator": N_("public"),
    # menu and dialogs
    "resume": N_("Resume"),
    "save_as": N_("Save as…"),
    "save": N_("Save"),
    "save_name": N_("Name"),
    "load_game": N_("Load a game"),
    "open_replay": N_("Open a replay"),
    "no_saves": N_("No saved games yet"),
    "load_over_unfinished": N_("This game is already under way"),
    "load_over_unfinished_detail": N_("The title lists it unfinished at turn {turn} ({date}), further than this save. "
                                      "Go on from the save in its place, or keep both?"),
    "replace_unfinished": N_("Replace it"),
    "keep_both": N_("Keep both"),
    "saves_folder_unreadable": N_("The folder of your saved games cannot be read: {why}"),
    "replays_folder_unreadable": N_("The folder of your replays cannot be read: {why}"),
    "damaged": N_("{label}: {error}"),
    "load_failed": N_("Could not load: {error}"),
    "quit_to_title": N_("Quit to title"),
    "quit_game": N_("Close Thunderstone"),
    "close_app_question": N_("Close Thunderstone?"),
    "close_app_detail": N_("The program closes. This game is saved and waits on the title screen: Continue goes on "
                           "with it."),
    "close_app_detail_over": N_("The program closes."),
    "close_app_yes": N_("Close"),
    "stay": N_("Stay"),
    "seats_turn": N_("{seats} · turn {turn}"),
    "finished": N_("finished"),
    "seats_turn_finished": N_("{seats} · turn {turn} · finished"),
    "autosave_label": N_("Autosave"),
    "default_save_name": N_("{names} turn {turn}"),
    "type_a_name": N_("Type a name for the save"),
    "existing_saves": N_("Existing saves (click to reuse a name, which replaces that save):"),
    # settings
    "fullscreen": N_("Fullscreen"),
    "window_size": N_("Window size"),
    "animation_speed": N_("Animations"),
    "anim_off": N_("Off"),
    "anim_fast": N_("Fast"),
    "anim_normal": N_("Normal"),
    "anim_slow": N_("Slow"),
    "confirm_end": N_("Confirm before ending the turn"),
    "high_contrast": N_("High contrast"),
    "colour_safe": N_("Colour-blind-safe colours"),
    "ui_scale": N_("UI scale"),
    "ui_scale_value": N_("{n} %"),
    # TRANSLATORS: Settings' UI scale when the screen cannot hold a window that large
    "ui_scale_allowed": N_("{n} % (this screen: {allowed} %)"),
    # TRANSLATORS: Settings' UI scale in full screen, where the window already fills the screen
    "ui_scale_window_only": N_("{n} % (in a window)"),
    "hard_thinking": N_("Hard computer thinks"),
    "seconds_per_move": N_("{seconds} s per decision"),
    "language": N_("Language"),
    "on": N_("On"),
    "off": N_("Off"),
    "rename": N_("Rename"),
    "rename_hint": N_("Type the new name, Enter to keep it, Esc to cancel"),
    "rename_exists": N_("{file} exists already: choose another name"),
    "rename_failed": N_("Could not rename it: {why}"),
    "renamed": N_("“{old}” is now “{new}”"),
    "delete_save": N_("Delete this save?"),
    "delete_replay": N_("Delete this file?"),
    "delete_save_detail": N_("“{label}” ({file}) is deleted for good."),
    "deleted": N_("“{label}” was deleted"),
    "computer_pace": N_("Other players' turns"),
    "pace_instant": N_("At once"),
    "pace_fast": N_("Fast"),
    "pace_normal": N_("Normal (readable)"),
    "pace_slow": N_("Slow"),
    "lesson_step": N_("{title} · {n} of {total}"),
    "lesson_tip": N_("Tip"),
    "lesson_wait": N_("The computer is playing its turn…"),
    "lesson_next": N_("Next"),
    "lesson_got_it": N_("Got it"),
    "lesson_leave": N_("Leave lesson"),
    "lesson_resume": N_("Resume the lesson"),
    "lesson_restart": N_("Start the lesson over"),
    "lesson_not_now": N_("The lesson asks for something else now (see the panel on the right; Leave lesson to play "
                         "freely)"),
    "lesson_none": N_("No lesson is written yet"),
    "lesson_read_first": N_("Read the lesson's panel on the right, then press Next (or Leave lesson to play freely)"),
    "learn_resume": N_("Resume: {lesson}"),
    "learn_start_over": N_("Start over"),
    "about_app": N_("Thunderstone {version}"),
    "about_text": N_("A digital edition of Thunderstone, the deck-building card game designed by Mike Elliott and "
                     "published by AEG (2009). The card texts and the rules in this app are written in our own words. "
                     "Card pictures and fonts are by the people credited below, under the licences named."),
    "about_pictures": N_("Card pictures"),
    "about_no_pictures": N_("The card picture pack is not installed: the cards are drawn without pictures."),
    "about_fonts": N_("Fonts"),
    "about_fonts_text": N_("The text is set in the DejaVu fonts (DejaVu Sans, DejaVu Serif), free fonts under the "
                           "Bitstream Vera and DejaVu licence: they may be used, copied and passed on with the game; "
                           "they may not be sold on their own."),
    "rules_title": N_("Rules"),
    "rules_search": N_("Search the rules"),
    "rules_found": N_("{n} found · Enter: next"),
    "rules_none": N_("Nothing found for “{query}”"),
    "rules_no_game": N_("No rules are written for this game yet."),
    "rules_unreadable": N_("The rules of this game cannot be shown: {file} is damaged or missing."),
    "more": N_("more…"),
    "more_key": N_("F1: rules"),
    "charts": N_("Charts"),
    "scores": N_("Scores"),
    "export_png": N_("Export PNG"),
    "chart_exported": N_("Charts written to {path}"),
    "chart_failed": N_("Could not write the charts: {why}"),
    "chart_vp": N_("Victory points"),
    "chart_deck": N_("Deck: {name}"),
    "chart_battles": N_("Battles by rank"),
    "chart_battles_level": N_("Battles and Wounds by room level"),
    "chart_hp": N_("HP at the end of each turn"),
    "chart_keys": N_("Guardian Keys found"),
    "axis_hp": N_("HP"),
    "axis_keys": N_("Keys"),
    "axis_battles_wounds": N_("battles, Wounds"),
    "axis_room_level": N_("room level"),
    "level_wilderness": N_("Wilderness"),
    "wounds_taken": N_("Wounds taken"),
    "keys_needed": N_("Keys needed: {n}"),
    "chart_xp": N_("XP gained and spent"),
    "axis_turn": N_("turn"),
    "axis_vp": N_("VP"),
    "axis_cards": N_("cards"),
    "axis_battles": N_("battles"),
    "axis_xp": N_("XP"),
    "won": N_("won"),
    "lost": N_("lost"),
    "gained": N_("gained"),
    "spent": N_("spent"),
    "rank_n": N_("Rank {n}"),
    "no_battles": N_("No battles"),
    "deck_click": N_("click: next player"),
    "kind_heroes": N_("Heroes"),
    "kind_village": N_("Village cards"),
    "kind_monsters": N_("Monsters"),
    "kind_basic": N_("Basic cards"),
    "kind_disease": N_("Disease"),
    "kind_curses": N_("Curses"),
    "kind_weapons": N_("Weapons"),
    "kind_items": N_("Items"),
    "kind_spells": N_("Spells"),
    "kind_wounds": N_("Wounds"),
    "kind_other": N_("Other cards"),
    # error
    "error_title": N_("Something went wrong"),
    "error_body": N_("The game was saved. A crash report was written to:"),
    "error_autosaved": N_("Your game was autosaved; choose Continue on the title screen."),
}

# The languages Settings offers: code -> the language's own name.
LANGUAGES: dict[str, str] = i18n.LANGUAGES

set_language = i18n.set_language
language = i18n.language

Entry = str | Plural | Context


def say(entry: Entry, values: dict[str, object]) -> str:
    """A table's entry in the current language, its {placeholders} filled (a plural entry by `n`)."""
    if isinstance(entry, Plural):
        text = i18n.ngettext(entry.singular, entry.plural, int(values.get("n", 1)))  # type: ignore[call-overload]
    elif isinstance(entry, Context):
        text = i18n.pgettext(entry.context, entry.msgid)
    else:
        text = i18n._(entry)
    return text.format(**i18n.said_values(values)) if values else text


def tr(key: str, **values: object) -> str:
    """The sentence for `key` in the current language, with {placeholders} filled (the key itself if unknown)."""
    entry = EN.get(key)
    return key if entry is None else say(entry, values)


def trn(key: str, n: int, **values: object) -> str:
    """The sentence for `key` in the form for the number `n` ({n} in it is `n`)."""
    return tr(key, n=n, **values)


def joined(key: str, items: list[str]) -> str:
    """Several names joined two by two with a table's pattern ("{first} vs {second}")."""
    out = items[0] if items else ""
    for item in items[1:]:
        out = tr(key, first=out, second=item)
    return out


def level_name(level: str) -> str:
    """A computer level in words ("easy"); a level the table does not know keeps its name."""
    return tr(f"level_{level}") if f"level_{level}" in EN else level


def game_strings(english: dict[str, Entry], fallback: Callable[..., str] = tr) -> Callable[..., str]:
    """The `tr` of a game's table: its own sentences (`english`, marked with `N_`), then `fallback`'s (the shell's,
    or those the Hall games share: ui/hall/strings.py)."""

    def game_tr(key: str, **values: object) -> str:
        entry = english.get(key)
        if entry is None:
            return fallback(key, **values)
        return say(entry, values)

    return game_tr


def help_texts(english: dict[str, str]) -> Callable[[str], str]:
    """The lookup of a game's help texts (keywords, traits, terms) by key, in the current language ("" for none)."""

    def help_text(key: str) -> str:
        text = english.get(key)
        return i18n._(text) if text else ""

    return help_text

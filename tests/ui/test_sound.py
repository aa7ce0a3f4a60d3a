"""Sound (ui/sound.py, ui/sound_synth.py): which effects a game's events play, at the table and from the mapping;
silence without a device; the mixer with SDL's dummy audio driver; the effects themselves (short, quiet, no
click); the settings and the M key."""

from __future__ import annotations

import json
import re
import time
from pathlib import Path

import pygame
import pytest

from thunderstone_gui.engine.events import Event
from thunderstone_gui.persistence import paths
from thunderstone_gui.persistence.settings import Settings, load_settings
from thunderstone_gui.ui import sound, sound_synth
from thunderstone_gui.ui.game_view import view_for
from thunderstone_gui.ui.match import Match
from thunderstone_gui.ui.scenes.table import TableScene

PACKAGE = Path(__file__).resolve().parents[2] / "thunderstone_gui"
# Where a game's events are made: the engine, the rules every game shares (systems/*.py), those the Hall games share
# (systems/hall/) and the game's own folder.
GAME_FOLDERS = {"classic": ("engine", "systems/*.py", "systems/hall", "systems/classic"),
                "advance": ("engine", "systems/*.py", "systems/hall", "systems/advance"),
                "quest": ("engine", "systems/*.py", "systems/quest")}


class Recorder:
    """A test double of the mixer: every effect the board starts, with its volume."""

    def __init__(self) -> None:
        self.played: list[tuple[str, float]] = []

    def ready(self) -> bool:
        return True

    def play(self, name: str, volume: float) -> bool:
        self.played.append((name, volume))
        return True

    def music(self, volume: float, dt: float) -> None:
        pass

    def close(self) -> None:
        pass

    @property
    def names(self) -> list[str]:
        return [name for name, __ in self.played]


def board_with_recorder(settings: Settings | None = None) -> tuple[sound.SoundBoard, Recorder]:
    board = sound.SoundBoard(settings or Settings(), enabled=False)
    board.start()
    recorder = Recorder()
    board.output = recorder
    return board, recorder


def flush(board: sound.SoundBoard, seconds: float = 2.0) -> None:
    for __ in range(round(seconds * 60)):
        board.update(1 / 60)


def engine_kinds(game: str) -> set[str]:
    kinds: set[str] = set()
    for folder in GAME_FOLDERS[game]:
        paths = PACKAGE.glob(folder) if folder.endswith(".py") else (PACKAGE / folder).rglob("*.py")
        for path in paths:
            kinds |= set(re.findall(r'Event\(\s*"([a-z0-9_]+)"', path.read_text(encoding="utf-8")))
    return kinds


# ------------------------------------------------------------------------------------------------ the mapping
@pytest.mark.parametrize("game", sorted(GAME_FOLDERS))
def test_every_sounding_event_is_an_event_of_its_game(game):
    missing = sorted(sound.game_sound_kinds()[game] - engine_kinds(game))
    assert not missing, f"{game} has no events {missing}"


def test_every_event_of_the_common_table_is_an_event_of_some_game():
    every = set().union(*(engine_kinds(game) for game in GAME_FOLDERS))
    assert set(sound.EVENT_SOUNDS) <= every, sorted(set(sound.EVENT_SOUNDS) - every)


def test_the_issues_moments_each_have_an_effect_in_every_game_that_has_them():
    def plays(game, kind, **data):
        return sound.sound_of(game, Event(kind, 0, (), data), (0,))

    for game in ("classic", "advance", "quest"):
        assert plays(game, "drew") == "draw" and plays(game, "shuffled") == "shuffle"
        assert plays(game, "bought") == "buy" and plays(game, "levelled_up") == "level_up"
        assert plays(game, "battle_result", victory=True) == "victory"
        assert plays(game, "battle_result", victory=False) == "defeat"
        assert plays(game, "game_over", winners=[0]) == "game_won"
        assert plays(game, "game_over", winners=[1]) == "game_lost"
        assert plays(game, "turn_started") is None and plays(game, "discarded") is None
    assert plays("classic", "equipped") == plays("quest", "wielded") == "equip"
    assert plays("classic", "monster_revealed") == plays("advance", "monster_revealed") == "monster"
    assert plays("quest", "room_filled") == plays("quest", "guardian_summoned") == "monster"
    assert plays("advance", "raid") == plays("advance", "breach") == plays("classic", "breach") == "raid"
    assert plays("advance", "gained_curse") == plays("classic", "gained_disease") == "curse"
    assert plays("quest", "wounded") == "curse"
    assert plays("quest", "key_found") == "key"
    assert plays("quest", "treasure_bought") == plays("quest", "gear_bought") == "buy"
    # Each game's own words stay its own: Advance has no Keys, the original game no Raids.
    assert plays("advance", "key_found") is None and plays("classic", "raid") is None
    for name in ("draw", "shuffle", "buy", "equip", "victory", "defeat", "level_up", "monster", "raid", "curse",
                 "key", "game_won", "game_lost"):
        assert name in sound_synth.EFFECTS and name in sound.PRIORITY


def test_the_end_of_a_game_sounds_for_the_people_at_the_table():
    over = Event("game_over", -1, (), {"winners": [1]})
    assert sound.sounds_for("classic", [over], humans=(0,)) == ["game_lost"]
    assert sound.sounds_for("classic", [over], humans=(0, 1)) == ["game_won"]     # pass-and-play: one of them won
    assert sound.sounds_for("classic", [over], humans=()) == ["game_won"]         # computers only: a spectator


def test_a_decision_plays_each_effect_once_its_three_most_important_in_the_order_they_happened():
    events = [Event("bought", 0), Event("drew", 0), Event("drew", 0), Event("shuffled", 0), Event("drew", 0),
              Event("battle_result", 0, (), {"victory": True}), Event("levelled_up", 0), Event("monster_revealed")]
    assert sound.sounds_for("classic", events) == ["victory", "level_up", "monster"]
    assert sound.sounds_for("classic", events[:5]) == ["buy", "draw", "shuffle"]


def test_the_board_spaces_one_decisions_effects_out_and_never_repeats_one_at_once():
    board, recorder = board_with_recorder()
    board.events("classic", [Event("bought", 0), Event("shuffled", 0), Event("drew", 0)])
    assert recorder.names == ["buy"]                     # the first at once, the others a moment apart
    board.update(sound.GAP_S / 2)
    assert recorder.names == ["buy"]
    flush(board)
    assert recorder.names == ["buy", "shuffle", "draw"]
    board.events("classic", [Event("drew", 0)])
    board.events("classic", [Event("drew", 0)])          # the same effect again before REPEAT_S: left out
    flush(board)
    assert recorder.names.count("draw") == 2


def test_a_computer_playing_at_once_keeps_the_queue_short_and_the_important_effects():
    board, recorder = board_with_recorder()
    for __ in range(40):
        board.events("classic", [Event("drew", 0), Event("bought", 0)])
        assert len(board.queue) <= sound.QUEUE_MAX
    board.events("classic", [Event("battle_result", 0, (), {"victory": False})])
    flush(board, 3.0)
    assert "defeat" in recorder.names
    assert len(recorder.names) <= sound.QUEUE_MAX + 2


def test_volumes_and_mute_apply_to_every_effect_as_it_starts():
    settings = Settings(sound_volume=50, effects_volume=40)
    board, recorder = board_with_recorder(settings)
    board.events("classic", [Event("bought", 0)])
    assert recorder.played == [("buy", pytest.approx(0.2))]
    board.events("classic", [Event("drew", 0)])
    flush(board, 0.5)
    assert recorder.played[-1] == ("draw", pytest.approx(0.2 * sound.LEVEL["draw"]))
    assert board.toggle_mute() is True and settings.sound_muted
    flush(board, 0.5)
    board.events("classic", [Event("levelled_up", 0), Event("battle_result", 0, (), {"victory": True})])
    flush(board)
    assert [n for n, __ in recorder.played] == ["buy", "draw"]     # muted: nothing more
    assert board.toggle_mute() is False
    settings.effects_volume = 0
    board.events("classic", [Event("levelled_up", 0)])
    flush(board)
    assert len(recorder.played) == 2


# ------------------------------------------------------------------------------------------------ at the table
def finished_game_but_one(game: str, seed: int = 7):
    """A game of `game` one decision before its end, and that last decision."""
    view = view_for(game)
    session = view.demo_session(seed, 40)
    view.demo_advance(session, 5000, seed)
    assert session.state.result is not None
    last = session.steps[-1].action
    return session.fork(len(session.steps) - 1), last


@pytest.mark.parametrize("game", ["classic", "advance", "quest"])
def test_the_table_plays_what_each_decisions_events_say(driver, game):
    """A whole game's last stretch submitted at the real table: every decision's effects reach the output (the
    test double), exactly those `sounds_for` names for its events; the game's end plays its close."""
    session, last = finished_game_but_one(game)
    start = max(0, len(session.steps) - 30)
    replayed = session.fork(start)
    actions = [step.action for step in session.steps[start:]] + [last]
    match = Match(replayed, autosave=False)
    app = driver.app
    recorder = Recorder()
    app.sound.start()
    app.sound.output = recorder
    table = TableScene(app, match)
    app.switch(table)
    expected: list[str] = []
    for action in actions:
        match.take_device(match.state.pending.seat)
        before = len(recorder.played)
        assert table.submit(action)
        names = sound.sounds_for(game, match.last_events, match.humans)
        expected += names
        assert recorder.names[before:before + 1] == names[:1]       # the first one at once, in the same frame
        flush(app.sound, 0.6)
    assert match.is_over
    assert recorder.names == expected
    assert expected[-1] in ("game_won", "game_lost") and len(set(expected)) >= 4, expected


def test_a_computer_move_sounds_too(driver):
    session, last = finished_game_but_one("classic", seed=3)
    config = session.config.model_copy(update={"seats": tuple(s.model_copy(update={"kind": "ai",
                                                                                   "ai_level": "easy"})
                                                              for s in session.config.seats)})
    from thunderstone_gui.engine.session import Session

    match = Match(Session(config), autosave=False)
    app = driver.app
    recorder = Recorder()
    app.sound.start()
    app.sound.output = recorder
    app.switch(TableScene(app, match))
    for __ in range(400):
        driver.frames(1)
        if len(match.session.steps) >= 12:
            break
    assert len(match.session.steps) >= 12
    assert "draw" in recorder.names or "shuffle" in recorder.names or "buy" in recorder.names


def test_m_mutes_at_the_table_and_is_remembered(driver, home):
    driver.app.settings.sound_muted = False
    session, __ = finished_game_but_one("classic")
    app = driver.app
    recorder = Recorder()
    app.sound.start()
    app.sound.output = recorder
    match = Match(session.fork(10), autosave=False)
    match.take_device(match.state.pending.seat)
    app.switch(TableScene(app, match))
    driver.frames(2)
    driver.key(pygame.K_m)
    assert app.settings.sound_muted
    assert "Sound off" in app.scene.message
    assert json.loads(paths.settings_path().read_text())["sound_muted"] is True
    assert load_settings()[0].sound_muted is True
    table = app.scene
    action = table.legal()[0]
    table.submit(action)
    flush(app.sound)
    assert recorder.played == []
    driver.key(pygame.K_m)
    assert not app.settings.sound_muted and "Sound on" in app.scene.message


# ------------------------------------------------------------------------------------------------ the device
def test_no_sound_device_means_silence_never_an_error(monkeypatch):
    def no_device(*args, **kwargs):
        raise pygame.error("No available audio device")

    monkeypatch.setattr(pygame.mixer, "init", no_device)
    board = sound.SoundBoard(Settings(), enabled=True)
    board.update(1 / 60)                     # the first frame's call opens the device: here it cannot
    assert board.started and not board.playing
    assert "No available audio device" in board.problem
    board.events("quest", [Event("key_found", 0), Event("game_over", -1, (), {"winners": [0]})], (0,))
    board.toggle_mute()
    for __ in range(30):
        board.update(1 / 60)
    assert sum(board.heard.values()) == 0 and board.buffer_bytes() == 0
    board.close()


def test_an_app_without_a_sound_device_starts_and_plays(monkeypatch, home):
    from thunderstone_gui.app import App

    monkeypatch.setattr(pygame.mixer, "init", lambda *a, **k: (_ for _ in ()).throw(pygame.error("no device")))
    app = App(Settings(animation_speed="off", confirm_end_turn=False), size=(1280, 720), fullscreen=False,
              sound=True)
    try:
        from thunderstone_gui.ui.scenes.title import TitleScene

        app.switch(TitleScene(app))
        app.step(1 / 60)
        assert app.sound.started and not app.sound.playing and app.scene.name == "title"
        session, last = finished_game_but_one("classic")
        match = Match(session, autosave=False)
        match.take_device(match.state.pending.seat)
        table = TableScene(app, match)
        app.switch(table)
        app.step(1 / 60)
        assert table.submit(last) and match.is_over
        for __ in range(5):
            app.step(1 / 60)
        assert app.last_crash is None
    finally:
        app.shutdown()


def test_a_mixer_that_fails_in_the_middle_of_a_game_falls_silent():
    board, recorder = board_with_recorder()

    def broken(name, volume):
        raise pygame.error("device lost")

    recorder.play = broken          # type: ignore[method-assign]
    board.events("classic", [Event("bought", 0)])
    assert not board.playing and "device lost" in board.problem
    board.events("classic", [Event("bought", 0)])
    flush(board)


def test_the_mixer_with_the_dummy_driver_plays_every_effect_without_waiting():
    board = sound.SoundBoard(Settings(), enabled=True)
    try:
        board.start()
        assert board.playing, board.problem
        assert board.wait_ready(30.0)
        mixer = board.output
        assert isinstance(mixer, sound.Mixer)
        assert pygame.mixer.get_init()[0] == sound_synth.RATE
        assert set(mixer.sounds) == set(sound_synth.EFFECTS)
        # Each effect's samples in the mixer: the memory they take is what was made (about 0.4 MB).
        assert 200_000 < board.buffer_bytes() < 1_000_000
        started = time.perf_counter()
        results = [mixer.play(name, 0.5) for name in list(sound_synth.EFFECTS) * 2]
        took = time.perf_counter() - started
        # At most EFFECT_CHANNELS sound together: the others are dropped, never waited for.
        assert results.count(True) <= sound.EFFECT_CHANNELS and results.count(True) >= 1
        assert took < 0.05, f"starting {len(results)} effects took {took * 1000:.1f} ms"
        # Each at the volume asked, set on the sound before it starts (never a first buffer at the channel's).
        assert mixer.sounds["buy"].get_volume() == pytest.approx(0.5, abs=0.01)
        assert pygame.mixer.get_num_channels() == sound.MUSIC_CHANNELS + sound.EFFECT_CHANNELS
    finally:
        board.close()


def test_the_ambience_is_off_by_default_and_starts_on_its_own_channels_when_turned_up():
    settings = Settings()
    assert settings.music_volume == 0
    board = sound.SoundBoard(settings, enabled=True)
    try:
        board.start()
        assert board.playing, board.problem
        board.update(1 / 60)
        mixer = board.output
        assert isinstance(mixer, sound.Mixer)
        assert mixer._music_thread is None and not mixer._chords       # off: not even made
        settings.music_volume = 50
        deadline = time.perf_counter() + 30
        while not mixer._music_on and time.perf_counter() < deadline:
            board.update(1 / 60)
            time.sleep(0.01)
        assert mixer._music_on and pygame.mixer.Channel(0).get_busy()
        # The level is the chords' own (SDL_mixer's fade-in drives the channel's volume up to full).
        assert all(chord.get_volume() == pytest.approx(0.8 * 0.5 * 0.5, abs=0.01) for chord in mixer._chords)
        settings.music_volume = 100
        board.update(1 / 60)
        assert mixer._chords[0].get_volume() == pytest.approx(0.8 * 1.0 * 0.5, abs=0.01)
        settings.sound_muted = True
        board.update(1 / 60)
        assert not mixer._music_on
    finally:
        board.close()


# ------------------------------------------------------------------------------------------------ the effects
@pytest.mark.parametrize("name", sorted(sound_synth.EFFECTS))
def test_each_effect_is_short_quiet_and_starts_and_ends_at_silence(name):
    samples = sound_synth.effect(name)
    rate = sound_synth.RATE
    assert 0.05 <= len(samples) / rate <= 1.6
    peak = max(abs(v) for v in samples)
    assert 0.05 * 32767 < peak <= 0.25 * 32767          # quiet: at most a quarter of full scale
    assert samples[0] == 0 and abs(samples[-1]) < 0.01 * peak
    # No click: no jump between two samples larger than the loudest a sine at 3 kHz makes at the peak.
    steepest = max(abs(b - a) for a, b in zip(samples, samples[1:]))
    assert steepest <= peak * 2 * 3.1416 * 3000 / rate * 1.5
    # The first 3 ms rise from silence.
    assert max(abs(v) for v in samples[:int(0.001 * rate)]) < 0.5 * peak


def test_the_ambience_chords_loop_without_a_seam():
    for k in range(len(sound_synth.AMBIENCE_CHORDS)):
        loop = sound_synth.ambience_chord(k)
        assert len(loop) == int(sound_synth.AMBIENCE_LOOP_S * sound_synth.RATE)
        steps = [abs(b - a) for a, b in zip(loop, loop[1:])]
        # From the last sample back to the first: a step like any other inside the loop.
        assert abs(loop[0] - loop[-1]) <= max(steps)
        assert max(abs(v) for v in loop) <= 0.2 * 32767


def test_stereo_repeats_each_sample_on_both_channels():
    mono = sound_synth.effect("draw")
    both = sound_synth.stereo(mono)
    assert len(both) == 2 * len(mono) and both[0::2] == mono and both[1::2] == mono


# ------------------------------------------------------------------------------------------------ the settings
def test_sound_settings_are_checked_one_by_one(home):
    path = paths.settings_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps({"sound_volume": 150, "effects_volume": 30, "music_volume": "loud",
                                "sound_muted": True, "animation_speed": "fast"}))
    settings, message = load_settings()
    assert settings.sound_volume == 80 and settings.music_volume == 0        # the defaults for what was wrong
    assert settings.effects_volume == 30 and settings.sound_muted and settings.animation_speed == "fast"
    assert "sound_volume" in message and "music_volume" in message
    again, message = load_settings()
    assert message == "" and again.effects_volume == 30 and again.sound_muted


def test_the_settings_screen_changes_each_sound_setting(driver):
    driver.press("settings")
    scene = driver.scene
    assert scene.name == "settings"
    for wid, field, default in (("sound_volume", "sound_volume", 80), ("effects_volume", "effects_volume", 80),
                                ("music_volume", "music_volume", 0)):
        assert scene.widgets.get(wid).value == default
        driver.click(scene.widgets.get(wid).rect.move(-scene.widgets.get(wid).rect.h, 0).midright)
        assert getattr(driver.app.settings, field) == (default + 10) % 110
    driver.click(scene.widgets.get("sound_muted").rect.center)
    assert driver.app.settings.sound_muted
    stored = json.loads(paths.settings_path().read_text())
    assert stored["sound_volume"] == 90 and stored["music_volume"] == 10 and stored["sound_muted"] is True


@pytest.mark.parametrize("lang", ["en", "de"])
def test_about_credits_the_sounds_as_self_made_in_the_players_words(lang):
    from thunderstone_gui import i18n
    from thunderstone_gui.ui.scenes.about import about_blocks

    i18n.set_language(lang)
    try:
        blocks = about_blocks()
        heading = next(k for k, b in enumerate(blocks) if b.kind == "h1" and b.text == sound.tr("about_sounds"))
        credit = blocks[heading + 1].text
        assert credit == sound.tr("about_sounds_text")
        assert ("self-made" if lang == "en" else "selbst gemacht") in credit
        assert "/" not in credit and ".py" not in credit          # words for a player, no file or path
    finally:
        i18n.set_language("en")

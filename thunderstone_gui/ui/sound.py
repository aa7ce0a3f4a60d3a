"""Sound at the table: which effect each event of a game plays, and the one object that plays them (`SoundBoard`).

- **What plays.** `sounds_for(game, events, humans)` turns the events one decision returned into effect names, from
  one table for all three games (`EVENT_SOUNDS`, with `GAME_EVENT_SOUNDS` where a game's event means something of
  its own) and two events read for their outcome (a battle won or lost; a game won by the table's players or by a
  computer). A decision that sets off many things plays its three most important effects, in the order they
  happened, a moment apart (`PRIORITY`, `GAP_S`); the same effect is not started twice within `REPEAT_S`.
- **How it plays.** The effects are made from code (`sound_synth.py`) once per process on a worker thread, started
  after the first frame is drawn, so the window opens as fast as before and the loop never waits: an effect asked
  for before it is made is simply not heard. `pygame.mixer` plays them on its own thread; a play only starts a
  channel (`Sound.play` returns at once) and at most `EFFECT_CHANNELS` sound together - beyond that one is dropped.
- **No sound device** (CI, a server, some desktops), a mixer that fails to open or any error of the mixer means
  silence, never an error: the board's output becomes `Silent` and the reason is kept in `problem`.
- **Settings**: master volume, effects, music (the ambience: off by default, made only when turned on), mute (M at
  the table); each read when a sound starts, so a change applies at once.
"""

from __future__ import annotations

import contextlib
import threading
from collections import Counter
from typing import TYPE_CHECKING, Any, Protocol, Sequence

from ..i18n import N_
from . import sound_synth
from .strings import Entry, game_strings

if TYPE_CHECKING:
    from ..engine.events import Event
    from ..persistence.settings import Settings

SOUND_EN: dict[str, Entry] = {
    "sound_volume": N_("Sound volume"),
    "effects_volume": N_("Sound effects"),
    "music_volume": N_("Music (ambience)"),
    "sound_muted": N_("Mute (M)"),
    "percent": N_("{n} %"),
    "music_off": N_("Off"),
    "muted_now": N_("Sound off (M: on again)"),
    "unmuted_now": N_("Sound on (M: off)"),
    "about_sounds": N_("Sounds"),
    "about_sounds_text": N_("The sound effects and the ambience music are self-made: the game makes them from its "
                            "own code while it runs, and no recorded sounds are used. They are part of the game, "
                            "under its licence."),
}
tr = game_strings(SOUND_EN)

# ------------------------------------------------------------------------------------------------- events -> sounds
# The events of every game (engine/, systems/<game>/) that make a sound, and which. Events not named are silent:
# most of a turn's bookkeeping (turn_started, gained_xp, a card discarded...) would only be noise.
EVENT_SOUNDS: dict[str, str] = {
    "drew": "draw",
    "shuffled": "shuffle",
    "bought": "buy",
    "equipped": "equip",
    "levelled_up": "level_up",
    "monster_revealed": "monster",
    "breach": "raid",
    "gained_disease": "curse",
}
# What an event of one game sounds like where it differs from the table above, or an event only that game has.
GAME_EVENT_SOUNDS: dict[str, dict[str, str]] = {
    "classic": {},
    "advance": {
        "raid": "raid",
        "horde_revealed": "monster",
        "gained_curse": "curse",
    },
    "quest": {
        "wielded": "equip",
        "gear_bought": "buy",
        "treasure_bought": "buy",
        "room_filled": "monster",
        "guardian_summoned": "monster",
        "wounded": "curse",
        "key_found": "key",
    },
}
# Read for their outcome: every game's battle_result has `victory`, every game's game_over `winners`.
OUTCOME_EVENTS = ("battle_result", "game_over")

# The effects by importance: a decision plays its most important ones (a battle's result over the cards drawn).
PRIORITY: dict[str, int] = {
    "game_won": 100, "game_lost": 100, "victory": 80, "defeat": 80, "key": 75, "raid": 70, "level_up": 60,
    "curse": 55, "monster": 50, "buy": 40, "equip": 35, "shuffle": 20, "draw": 10,
}
PER_DECISION = 3            # effects one decision plays at most
GAP_S = 0.14                # between the effects of one decision
REPEAT_S = 0.25             # the same effect is not started again sooner
QUEUE_MAX = 6               # effects waiting to start at most (a computer playing at once fills it)
EFFECT_CHANNELS = 8         # effects sounding together at most
MUSIC_CHANNELS = 2          # reserved for the ambience's cross-fades
# How loud each effect is at full volume, beside its own made-in peak: the small ones that come often softer.
LEVEL: dict[str, float] = {"draw": 0.7, "shuffle": 0.8}
MUSIC_LEVEL = 0.5
CHORD_S = 9.0               # each chord of the ambience, then a cross-fade of FADE_MS into the next
FADE_MS = 3000


def sound_of(game: str, event: Event, humans: Sequence[int]) -> str | None:
    """The effect an event plays (None: it is silent)."""
    kind = event.kind
    if kind == "battle_result":
        return "victory" if event.get("victory") else "defeat"
    if kind == "game_over":
        winners = event.get("winners") or []
        # The table's people won (one of them, in pass-and-play), or nobody is at the table (computers only).
        return "game_won" if not humans or any(w in humans for w in winners) else "game_lost"
    return GAME_EVENT_SOUNDS.get(game, {}).get(kind) or EVENT_SOUNDS.get(kind)


def sounds_for(game: str, events: Sequence[Event], humans: Sequence[int] = ()) -> list[str]:
    """The effects one decision's events play, in the order they happened: each effect once, at most
    PER_DECISION of them, the most important kept."""
    found: list[str] = []
    for event in events:
        name = sound_of(game, event, humans)
        if name is not None and name not in found:
            found.append(name)
    if len(found) > PER_DECISION:
        kept = set(sorted(found, key=lambda n: -PRIORITY.get(n, 0))[:PER_DECISION])
        found = [n for n in found if n in kept]
    return found


def game_sound_kinds() -> dict[str, set[str]]:
    """Per game, the event kinds its own table and the outcomes make sound (the tests check each is an event that
    game's engine has; those of `EVENT_SOUNDS`, an event of some game)."""
    return {game: set(table) | set(OUTCOME_EVENTS) for game, table in GAME_EVENT_SOUNDS.items()}


# ------------------------------------------------------------------------------------------------- the outputs
class Output(Protocol):
    """Where effects go: the mixer, nowhere (no device), or a test's recorder."""

    def ready(self) -> bool: ...

    def play(self, name: str, volume: float) -> bool: ...

    def music(self, volume: float, dt: float) -> None: ...

    def close(self) -> None: ...


class Silent:
    """No sound: no device, the mixer failed, or sound is not wanted (the tools, most tests)."""

    def ready(self) -> bool:
        return True

    def play(self, name: str, volume: float) -> bool:
        return False

    def music(self, volume: float, dt: float) -> None:
        pass

    def close(self) -> None:
        pass


_samples: dict[tuple[str, int, int], bytes] = {}      # (effect, rate, channels) -> PCM, made once per process
_samples_lock = threading.Lock()


def samples(name: str, rate: int, channels: int) -> bytes:
    """An effect's PCM for a mixer of `rate` and `channels` (made once per process; thread-safe)."""
    key = (name, rate, channels)
    with _samples_lock:
        found = _samples.get(key)
    if found is None:
        mono = sound_synth.effect(name, rate) if not name.startswith("chord") else \
            sound_synth.ambience_chord(int(name[5:]), rate)
        found = (sound_synth.stereo(mono) if channels == 2 else mono).tobytes()
        with _samples_lock:
            _samples[key] = found
    return found


class Mixer:
    """pygame's mixer, opened at the effects' own rate in 16-bit mono (SDL converts for the device). The effects
    are made on a thread (`samples`); the mixer's `Sound`s are built from them on the main thread, in `ready`."""

    def __init__(self) -> None:
        import pygame

        self.pygame = pygame
        # allowedchanges=0: SDL converts to the device's format, so the samples are what the mixer takes.
        pygame.mixer.init(sound_synth.RATE, -16, 1, 512, allowedchanges=0)
        spec = pygame.mixer.get_init()
        if spec is None:
            raise RuntimeError("mixer not open")
        rate, size, channels = spec
        if size != -16 or channels not in (1, 2):
            pygame.mixer.quit()
            raise RuntimeError(f"mixer format {size} bits, {channels} channels")
        self.rate, self.channels = rate, channels
        pygame.mixer.set_num_channels(MUSIC_CHANNELS + EFFECT_CHANNELS)
        pygame.mixer.set_reserved(MUSIC_CHANNELS)
        self.sounds: dict[str, Any] = {}
        self._made: dict[str, bytes] = {}
        self._thread = threading.Thread(target=self._make, args=(list(sound_synth.EFFECTS),), daemon=True,
                                        name="sound-synth")
        self._thread.start()
        self._music_thread: threading.Thread | None = None
        self._chords: list[Any] = []
        self._chord = -1
        self._chord_time = 0.0
        self._music_on = False
        self._music_volume = -1.0

    def _make(self, names: list[str]) -> None:
        for name in names:
            self._made[name] = samples(name, self.rate, self.channels)

    def ready(self) -> bool:
        """Whether every effect is made; builds the mixer's sounds from what the thread made so far."""
        if len(self.sounds) < len(sound_synth.EFFECTS):
            for name in list(self._made):
                if name not in self.sounds and name in sound_synth.EFFECTS:
                    self.sounds[name] = self.pygame.mixer.Sound(buffer=self._made[name])
        return len(self.sounds) == len(sound_synth.EFFECTS)

    def play(self, name: str, volume: float) -> bool:
        self.ready()
        sound = self.sounds.get(name)
        if sound is None:
            return False            # not made yet: not heard, never waited for
        # The sound's own volume, set before it starts (a channel's would apply only after its first buffer).
        sound.set_volume(volume)
        return sound.play() is not None     # None when every effect channel is busy: this one is dropped

    def buffer_bytes(self) -> int:
        """The memory the samples of the effects (and of the ambience, once made) take in the mixer."""
        return sum(len(self._made[name]) for name in list(self._made))

    # -------------------------------------------------------------------------------------- the ambience
    def music(self, volume: float, dt: float) -> None:
        """Keep the ambience going at `volume` (0: fade it out): four chord loops, cross-faded on the two reserved
        channels. The chords are made on a thread the first time the ambience is wanted."""
        mixer = self.pygame.mixer
        if volume <= 0:
            if self._music_on:
                for k in range(MUSIC_CHANNELS):
                    mixer.Channel(k).fadeout(FADE_MS // 3)
                self._music_on = False
                self._chord = -1
                self._chord_time = 0.0
            return
        count = len(sound_synth.AMBIENCE_CHORDS)
        if len(self._chords) < count:
            if self._music_thread is None:
                names = [f"chord{k}" for k in range(count)]
                self._music_thread = threading.Thread(target=self._make, args=(names,), daemon=True,
                                                      name="sound-ambience")
                self._music_thread.start()
            while len(self._chords) < count and f"chord{len(self._chords)}" in self._made:
                self._chords.append(mixer.Sound(buffer=self._made[f"chord{len(self._chords)}"]))
            if len(self._chords) < count:
                return
        if volume != self._music_volume:
            # The chords' own volume: SDL_mixer's fades drive the channel's volume (a fade-in ends at the channel's
            # volume), so the channels stay at full and the level is the sounds'.
            self._music_volume = volume
            for chord in self._chords:
                chord.set_volume(volume)
        self._chord_time += dt
        if not self._music_on or self._chord_time >= CHORD_S:
            old = self._chord
            self._chord = (self._chord + 1) % count
            self._chord_time = 0.0
            if old >= 0:
                mixer.Channel(old % MUSIC_CHANNELS).fadeout(FADE_MS)
            channel = mixer.Channel(self._chord % MUSIC_CHANNELS)
            channel.set_volume(1.0)
            channel.play(self._chords[self._chord], loops=-1, fade_ms=FADE_MS)
            self._music_on = True

    def close(self) -> None:
        with contextlib.suppress(Exception):     # closing never fails the app
            self.pygame.mixer.quit()


# ------------------------------------------------------------------------------------------------- the board
class SoundBoard:
    """The app's sound: starts the mixer after the first frame (`update`), maps a decision's events to effects,
    spaces them out and plays them at the settings' volumes. Every call returns at once and never raises."""

    def __init__(self, settings: Settings, enabled: bool = True) -> None:
        self.settings = settings
        self.enabled = enabled
        self.output: Output = Silent()
        self.started = False
        self.problem = ""               # why there is no sound ("" when there is, or it is not wanted)
        self.clock = 0.0
        self.queue: list[tuple[float, str]] = []       # (when, effect) waiting to start
        self.last_start: dict[str, float] = {}
        self.last_started = -1.0                       # when the last effect started
        self.heard: Counter[str] = Counter()           # effects a channel started (the self-test reports them)

    # -------------------------------------------------------------------------------------- starting
    def start(self) -> None:
        """Open the mixer (on the main thread: SDL's audio is opened where the window is) and start making the
        effects; without a device, or when anything fails, stay silent."""
        if self.started:
            return
        self.started = True
        if not self.enabled:
            return
        try:
            self.output = Mixer()
        except Exception as exc:  # noqa: BLE001 - no device, a broken driver, no mixer module: silence
            self.output = Silent()
            self.problem = str(exc) or type(exc).__name__

    @property
    def playing(self) -> bool:
        """Whether sound reaches a device (a mixer is open)."""
        return isinstance(self.output, Mixer)

    # -------------------------------------------------------------------------------------- volumes
    @property
    def muted(self) -> bool:
        return self.settings.sound_muted

    def effect_volume(self, name: str) -> float:
        st = self.settings
        if st.sound_muted:
            return 0.0
        return st.sound_volume / 100 * st.effects_volume / 100 * LEVEL.get(name, 1.0)

    def music_volume(self) -> float:
        st = self.settings
        if st.sound_muted:
            return 0.0
        return st.sound_volume / 100 * st.music_volume / 100 * MUSIC_LEVEL

    def toggle_mute(self) -> bool:
        """Mute or unmute (the caller stores the settings); returns whether sound is now off."""
        self.settings.sound_muted = not self.settings.sound_muted
        if self.settings.sound_muted:
            self.queue.clear()
        return self.settings.sound_muted

    # -------------------------------------------------------------------------------------- playing
    def events(self, game: str, events: Sequence[Event], humans: Sequence[int] = ()) -> list[str]:
        """Queue the effects of one decision's events; returns their names."""
        names = sounds_for(game, events, humans)
        for name in names:
            self.queue_effect(name)
        return names

    def queue_effect(self, name: str) -> None:
        """An effect to start GAP_S after the one before it (at once when none sounds); one already waiting is not
        queued twice, and past QUEUE_MAX the least important waiting one is dropped."""
        if self.effect_volume(name) <= 0 or any(waiting == name for __, waiting in self.queue):
            return
        self.queue.append((0.0, name))
        if len(self.queue) > QUEUE_MAX:
            # A computer playing at once: keep the newest, most important effects.
            drop = min(range(len(self.queue) - 1), key=lambda k: PRIORITY.get(self.queue[k][1], 0))
            del self.queue[drop]
        when = self.last_started + GAP_S
        for k, (__, waiting) in enumerate(self.queue):
            when = max(self.clock, when)
            self.queue[k] = (when, waiting)
            when += GAP_S
        self._start_due()

    def update(self, dt: float) -> None:
        """Once a frame: the mixer opened after the first frame, due effects started, the ambience kept."""
        if not self.started:
            self.start()
            return
        self.clock += dt
        try:
            self._start_due()
            self.output.music(self.music_volume(), dt)
        except Exception as exc:  # noqa: BLE001 - a mixer that fails mid-game: silence from then on
            self._give_up(exc)

    def _start_due(self) -> None:
        while self.queue and self.queue[0][0] <= self.clock:
            __, name = self.queue.pop(0)
            if self.clock - self.last_start.get(name, -REPEAT_S) < REPEAT_S:
                continue
            self.last_start[name] = self.last_started = self.clock
            try:
                if self.output.play(name, self.effect_volume(name)):
                    self.heard[name] += 1
            except Exception as exc:  # noqa: BLE001
                self._give_up(exc)

    def _give_up(self, exc: BaseException) -> None:
        self.output.close()
        self.output = Silent()
        self.problem = str(exc) or type(exc).__name__
        self.queue.clear()

    def wait_ready(self, seconds: float) -> bool:
        """Wait up to `seconds` for every effect to be made (the self-test; the game never waits)."""
        import time

        end = time.perf_counter() + seconds
        while not self.output.ready():
            if time.perf_counter() > end:
                return False
            time.sleep(0.01)
        return True

    def buffer_bytes(self) -> int:
        """The memory the effects take in the mixer (0 without one)."""
        return self.output.buffer_bytes() if isinstance(self.output, Mixer) else 0

    def close(self) -> None:
        self.queue.clear()
        self.output.close()
        self.output = Silent()

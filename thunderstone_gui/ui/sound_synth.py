"""The game's sounds, made from code: short effects for what happens on the table and a quiet ambience, computed as
16-bit PCM samples with the standard library (`array`, `math`; no numpy, no recorded files).

Every effect is a few voices - sine partials (a bell's, a coin's), noise through a simple filter (a card's flick, a
drum's skin) - each with an envelope that rises in a few milliseconds and dies away, the whole scaled to a quiet peak
and faded in and out at its ends so that it never clicks. The ambience is four soft chords, each a loop whose every
partial completes a whole number of cycles in the loop's length, so that it repeats without a seam.

No pygame here: `ui/sound.py` turns these samples into the mixer's sounds; the tests check the samples themselves.
"""

from __future__ import annotations

import math
import random
from array import array
from typing import Callable

RATE = 22050                    # samples per second the sounds are made for (the mixer is opened at this rate)
FADE_IN_S = 0.003               # every sound starts and ends at silence: no click
FADE_OUT_S = 0.012               # at least; a sound's last fifth fades out too, so that its tail dies away smoothly
FADE_OUT_SHARE = 0.2


class Buffer:
    """A sound being made: float samples (-1..1 after `finish`) at `rate`."""

    def __init__(self, seconds: float, rate: int) -> None:
        self.rate = rate
        self.samples = [0.0] * max(1, int(seconds * rate))

    def at(self, seconds: float) -> int:
        return int(seconds * self.rate)

    def tone(self, start: float, freq: float, seconds: float, amp: float, attack: float = 0.004,
             decay: float = 0.25, partials: tuple[tuple[float, float], ...] = ((1.0, 1.0),)) -> None:
        """A pitched voice from `start`: sine partials (ratio to `freq`, level), rising over `attack` seconds and
        dying away exponentially (to 1/e after `decay` seconds). Computed by the sine recurrence (no call per
        sample)."""
        first = self.at(start)
        n = min(len(self.samples) - first, int(seconds * self.rate))
        if n <= 0:
            return
        out = self.samples
        rise = min(n, max(1, int(attack * self.rate)))
        fall = math.exp(-1.0 / (decay * self.rate))
        # Past -60 dB the voice is silence: it stops there rather than computing zeros.
        n = min(n, rise + int(6.9 * decay * self.rate))
        for ratio, level in partials:
            w = 2 * math.pi * freq * ratio / self.rate
            if w >= math.pi:                # above what the rate can carry: left out rather than folded back
                continue
            c2 = 2 * math.cos(w)
            s1, s2 = math.sin(-w), math.sin(-2 * w)       # sin(w*(i-1)), sin(w*(i-2)) for i = 0
            gain = amp * level
            for i in range(rise):           # the attack: a straight rise
                s0 = c2 * s1 - s2
                s2, s1 = s1, s0
                out[first + i] += gain * i / rise * s0
            for j in range(first + rise, first + n):      # then the exponential decay
                s0 = c2 * s1 - s2
                s2, s1 = s1, s0
                out[j] += gain * s0
                gain *= fall

    def glide(self, start: float, f0: float, f1: float, seconds: float, amp: float, attack: float = 0.01,
              decay: float = 0.3, vibrato: tuple[float, float] = (0.0, 0.0),
              partials: tuple[tuple[float, float], ...] = ((1.0, 1.0),)) -> None:
        """A voice whose pitch moves from f0 to f1 (exponentially) with an optional vibrato (rate Hz, depth as a
        ratio), shaped as `tone`."""
        first = self.at(start)
        n = min(len(self.samples) - first, int(seconds * self.rate))
        if n <= 0:
            return
        out = self.samples
        rise = max(1, int(attack * self.rate))
        fall = math.exp(-1.0 / (decay * self.rate))
        step = (f1 / f0) ** (1.0 / max(1, n))
        vib_w = 2 * math.pi * vibrato[0] / self.rate
        sin = math.sin
        tau = 2 * math.pi / self.rate
        phase = 0.0
        f = f0
        env = 1.0
        for i in range(n):
            freq = f * (1.0 + vibrato[1] * sin(vib_w * i)) if vibrato[1] else f
            phase += tau * freq
            shape = env if i >= rise else env * i / rise
            value = 0.0
            for ratio, level in partials:
                value += level * sin(phase * ratio)
            out[first + i] += amp * shape * value
            env *= fall
            f *= step

    def noise(self, start: float, seconds: float, amp: float, attack: float = 0.002, decay: float = 0.03,
              low: float = 0.5, high: float = 0.0, seed: int = 1) -> None:
        """A burst of noise: `low` smooths it (a one-pole low-pass, 0..1: how much of each new sample it takes),
        `high` takes away that much of its slow part (a high-pass), so that a card's flick is airy, not a hiss."""
        first = self.at(start)
        n = min(len(self.samples) - first, int(seconds * self.rate))
        if n <= 0:
            return
        out = self.samples
        rnd = random.Random(seed).random
        rise = max(1, int(attack * self.rate))
        fall = math.exp(-1.0 / (decay * self.rate))
        env = 1.0
        lp = slow = 0.0
        for i in range(n):
            lp += low * ((rnd() * 2 - 1) - lp)
            slow += 0.02 * (lp - slow)
            value = lp - high * slow
            shape = env if i >= rise else env * i / rise
            out[first + i] += amp * shape * value
            env *= fall

    def finish(self, peak: float) -> array:
        """The samples scaled to `peak` (of full scale), faded at both ends, as 16-bit integers."""
        samples = self.samples
        top = max((abs(v) for v in samples), default=0.0) or 1.0
        scale = peak * 32767 / top
        n = len(samples)
        fade_in = max(1, int(FADE_IN_S * self.rate))
        fade_out = max(1, int(FADE_OUT_S * self.rate), int(FADE_OUT_SHARE * n))
        for i in range(min(fade_in, n)):
            samples[i] *= i / fade_in
        for i in range(min(fade_out, n)):
            samples[n - 1 - i] *= 0.5 - 0.5 * math.cos(math.pi * i / fade_out)      # a raised cosine: no corner
        return array("h", (max(-32767, min(32767, int(v * scale))) for v in samples))


# ---------------------------------------------------------------------------------------------------- the effects
BELL = ((1.0, 1.0), (2.0, 0.35), (3.0, 0.12), (4.2, 0.05))       # a soft struck bell (the last partial a little off)
WARM = ((1.0, 1.0), (2.0, 0.25), (3.0, 0.08))
HOLLOW = ((1.0, 1.0), (3.0, 0.22), (5.0, 0.07))                  # odd partials: a muted reed


def _draw(rate: int) -> array:
    """A card slid off the deck: a short airy flick."""
    b = Buffer(0.07, rate)
    b.noise(0.0, 0.07, 1.0, attack=0.004, decay=0.014, low=0.55, high=0.9, seed=3)
    return b.finish(0.10)


def _shuffle(rate: int) -> array:
    """A riffle: a run of flicks, quickening and fading."""
    b = Buffer(0.36, rate)
    t = 0.0
    for k in range(9):
        b.noise(t, 0.05, 1.0 - k * 0.06, attack=0.002, decay=0.010, low=0.6, high=0.9, seed=10 + k)
        t += 0.038 - k * 0.0015
    return b.finish(0.12)


def _buy(rate: int) -> array:
    """Coins: two bright inharmonic clinks."""
    b = Buffer(0.32, rate)
    coin = ((1.0, 1.0), (1.47, 0.5), (2.09, 0.25))
    b.tone(0.0, 1760.0, 0.3, 1.0, attack=0.001, decay=0.07, partials=coin)
    b.tone(0.075, 2093.0, 0.24, 0.7, attack=0.001, decay=0.06, partials=coin)
    return b.finish(0.16)


def _equip(rate: int) -> array:
    """A weapon taken up: a soft scrape and a short metallic ring."""
    b = Buffer(0.3, rate)
    b.noise(0.0, 0.08, 0.5, attack=0.01, decay=0.03, low=0.7, high=0.95, seed=21)
    b.tone(0.02, 1244.0, 0.27, 1.0, attack=0.002, decay=0.08, partials=((1.0, 1.0), (2.76, 0.35), (5.4, 0.1)))
    return b.finish(0.14)


def _victory(rate: int) -> array:
    """A battle won: a rising major arpeggio of bells."""
    b = Buffer(0.75, rate)
    for k, freq in enumerate((523.25, 659.25, 783.99)):
        b.tone(k * 0.09, freq, 0.75 - k * 0.09, 1.0, attack=0.003, decay=0.22 + 0.08 * k, partials=BELL)
    return b.finish(0.22)


def _defeat(rate: int) -> array:
    """A battle lost: two low notes falling a minor third, muted."""
    b = Buffer(0.7, rate)
    b.tone(0.0, 196.0, 0.3, 1.0, attack=0.012, decay=0.18, partials=HOLLOW)
    b.tone(0.2, 164.81, 0.5, 1.0, attack=0.015, decay=0.25, partials=HOLLOW)
    return b.finish(0.22)


def _level_up(rate: int) -> array:
    """A Hero levelled up: a quick sparkle climbing an octave."""
    b = Buffer(0.6, rate)
    for k, freq in enumerate((659.25, 783.99, 987.77, 1318.51)):
        b.tone(k * 0.06, freq, 0.6 - k * 0.06, 1.0 - 0.1 * k, attack=0.002, decay=0.12 + 0.04 * k,
               partials=((1.0, 1.0), (2.0, 0.3)))
    return b.finish(0.17)


def _monster(rate: int) -> array:
    """A monster comes to light: a low swell with a slow tremble."""
    b = Buffer(0.65, rate)
    b.glide(0.0, 92.5, 82.4, 0.65, 1.0, attack=0.09, decay=0.28, vibrato=(5.5, 0.012), partials=WARM)
    b.glide(0.0, 138.6, 123.5, 0.65, 0.45, attack=0.12, decay=0.22, vibrato=(5.5, 0.012), partials=WARM)
    return b.finish(0.24)


def _raid(rate: int) -> array:
    """A Raid or a Breach: a drum's thump and a low clash."""
    b = Buffer(0.55, rate)
    b.glide(0.0, 150.0, 55.0, 0.3, 1.0, attack=0.002, decay=0.09)
    b.noise(0.0, 0.12, 0.35, attack=0.001, decay=0.03, low=0.35, high=0.3, seed=31)
    b.tone(0.04, 110.0, 0.5, 0.4, attack=0.02, decay=0.2, partials=HOLLOW)
    b.tone(0.04, 155.56, 0.5, 0.3, attack=0.02, decay=0.2, partials=HOLLOW)
    return b.finish(0.24)


def _curse(rate: int) -> array:
    """A Curse, a Disease or a Wound: a wavering fall."""
    b = Buffer(0.5, rate)
    b.glide(0.0, 440.0, 311.13, 0.48, 1.0, attack=0.02, decay=0.2, vibrato=(7.0, 0.02), partials=HOLLOW)
    b.glide(0.0, 466.16, 329.63, 0.48, 0.35, attack=0.03, decay=0.18, vibrato=(6.0, 0.02))
    return b.finish(0.16)


def _key(rate: int) -> array:
    """A Guardian Key found: two chimes a fifth apart, ringing on."""
    b = Buffer(1.0, rate)
    b.tone(0.0, 880.0, 1.0, 1.0, attack=0.002, decay=0.35, partials=BELL)
    b.tone(0.14, 1318.51, 0.86, 0.8, attack=0.002, decay=0.35, partials=BELL)
    return b.finish(0.2)


def _game_won(rate: int) -> array:
    """The end of a game the table's players won: a short fanfare to a major chord."""
    b = Buffer(1.5, rate)
    for k, freq in enumerate((392.0, 523.25, 659.25)):
        b.tone(k * 0.12, freq, 0.3, 0.8, attack=0.004, decay=0.12, partials=WARM)
    for freq in (261.63, 392.0, 523.25, 659.25):
        b.tone(0.38, freq, 1.12, 0.6, attack=0.02, decay=0.45, partials=WARM)
    return b.finish(0.24)


def _game_lost(rate: int) -> array:
    """The end of a game a computer won: a gentle minor close."""
    b = Buffer(1.5, rate)
    for k, freq in enumerate((329.63, 293.66, 261.63)):
        b.tone(k * 0.16, freq, 0.4, 0.7, attack=0.01, decay=0.16, partials=WARM)
    for freq in (220.0, 261.63, 329.63):
        b.tone(0.5, freq, 1.0, 0.55, attack=0.03, decay=0.4, partials=WARM)
    return b.finish(0.2)


EFFECTS: dict[str, Callable[[int], array]] = {
    "draw": _draw, "shuffle": _shuffle, "buy": _buy, "equip": _equip, "victory": _victory, "defeat": _defeat,
    "level_up": _level_up, "monster": _monster, "raid": _raid, "curse": _curse, "key": _key,
    "game_won": _game_won, "game_lost": _game_lost,
}


def effect(name: str, rate: int = RATE) -> array:
    """The samples of one effect (mono, 16-bit, `rate` per second)."""
    return EFFECTS[name](rate)


# ---------------------------------------------------------------------------------------------------- the ambience
AMBIENCE_LOOP_S = 2.0           # each chord's loop: every partial completes whole cycles in it (no seam)
# Four slow chords (A minor, F major 7, D minor, E minor), low and soft, each note with a twin half a cycle per
# loop higher, so that it shimmers gently.
AMBIENCE_CHORDS: tuple[tuple[float, ...], ...] = ((110.0, 164.8, 220.0, 261.6), (87.3, 174.6, 220.0, 261.6),
                                                 (73.4, 146.8, 220.0, 174.6), (82.4, 164.8, 196.0, 246.9))


def ambience_chord(index: int, rate: int = RATE) -> array:
    """One chord of the ambience as a seamless loop (mono, 16-bit, quiet)."""
    n = int(AMBIENCE_LOOP_S * rate)
    out = [0.0] * n
    grid = 1.0 / AMBIENCE_LOOP_S
    for k, note in enumerate(AMBIENCE_CHORDS[index % len(AMBIENCE_CHORDS)]):
        level = 1.0 if k == 0 else 0.55
        for freq, gain in ((note, level), (note + grid, level * 0.35), (2 * note, level * 0.12)):
            freq = round(freq / grid) * grid          # a whole number of cycles in the loop
            w = 2 * math.pi * freq / rate
            c2 = 2 * math.cos(w)
            s1, s2 = math.sin(-w), math.sin(-2 * w)
            for i in range(n):
                s0 = c2 * s1 - s2
                s2, s1 = s1, s0
                out[i] += gain * s0
    top = max(abs(v) for v in out) or 1.0
    scale = 0.16 * 32767 / top
    return array("h", (int(v * scale) for v in out))


def stereo(mono: array) -> array:
    """The same samples on both channels (interleaved), for a mixer opened in stereo."""
    both = array("h", bytes(4 * len(mono)))
    both[0::2] = mono
    both[1::2] = mono
    return both

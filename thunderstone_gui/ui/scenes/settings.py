"""Settings: window or fullscreen, window size, animation speed, the pace of other players' turns, confirm before
ending the turn, the Hard computer's thinking time, high contrast, colour-blind-safe colours, the UI scale,
language; sound: master volume, effects, the ambience (music), mute."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame

from ...i18n import decimal
from ...persistence.settings import HARD_THINKING_SECONDS, UI_SCALES, WINDOW_SIZES
from .. import strings, theme
from ..scene import Scene
from ..sound import tr as sound_tr
from ..strings import tr
from ..widgets import Button, Cycler, Toggle
from ..window_size import allowed_percent, scaled_window
from .common import MenuScreen, ui_scale

if TYPE_CHECKING:
    from ..scene import AppServices


class SettingsScene(MenuScreen):
    name = "settings"

    def __init__(self, app: AppServices, back: Scene | None) -> None:
        super().__init__(app, back)
        self.labels: list[tuple[str, pygame.Rect]] = []

    def title_text(self) -> str:
        return tr("settings")

    def layout(self) -> None:
        self.widgets.clear()
        st = self.app.settings
        w, h = self.app.size
        s = ui_scale((w, h))
        lw, cw = round(380 * s), round(360 * s)
        x = w // 2 - (lw + cw) // 2 + lw
        y = round(h * 0.16)
        fs = round(19 * s)
        rh, gap = round(40 * s), round(8 * s)     # made smaller below when the rows would reach Back
        thinking = [(v, tr("seconds_per_move", seconds=decimal(v))) for v in self._thinking_choices()]
        rows: list[tuple[str, Any]] = [
            (tr("fullscreen"), Toggle("fullscreen", pygame.Rect(x, y, cw, rh), st.fullscreen, self._fullscreen,
                                      (tr("on"), tr("off")), fs)),
            (tr("window_size"), Cycler("window_size", pygame.Rect(x, y, cw, rh), *self._window_sizes(),
                                       self._window_size, fs)),
            (tr("animation_speed"), Cycler("animation_speed", pygame.Rect(x, y, cw, rh),
                                           [(v, tr(f"anim_{v}")) for v in ("off", "fast", "normal", "slow")],
                                           st.animation_speed, self._anim, fs)),
            (tr("computer_pace"), Cycler("computer_pace", pygame.Rect(x, y, cw, rh),
                                         [(v, tr(f"pace_{v}")) for v in ("instant", "fast", "normal", "slow")],
                                         st.computer_pace, self._pace, fs)),
            (tr("confirm_end"), Toggle("confirm_end_turn", pygame.Rect(x, y, cw, rh), st.confirm_end_turn,
                                       self._confirm, (tr("on"), tr("off")), fs)),
            (tr("hard_thinking"), Cycler("hard_thinking_seconds", pygame.Rect(x, y, cw, rh),
                                         thinking, st.hard_thinking_seconds, self._thinking, fs)),
            (tr("high_contrast"), Toggle("contrast", pygame.Rect(x, y, cw, rh), st.contrast == "high",
                                         self._contrast, (tr("on"), tr("off")), fs)),
            (tr("colour_safe"), Toggle("colours", pygame.Rect(x, y, cw, rh), st.colours == "safe",
                                       self._colours, (tr("on"), tr("off")), fs)),
            (tr("ui_scale"), Cycler("ui_scale", pygame.Rect(x, y, cw, rh), self._scales(), st.ui_scale,
                                    self._ui_scale, fs)),
            (tr("language"), Cycler("language", pygame.Rect(x, y, cw, rh),
                                    list(strings.LANGUAGES.items()),
                                    st.language, self._language, fs)),
            (sound_tr("sound_volume"), Cycler("sound_volume", pygame.Rect(x, y, cw, rh),
                                              self._percents(st.sound_volume), st.sound_volume,
                                              self._volume("sound_volume"), fs)),
            (sound_tr("effects_volume"), Cycler("effects_volume", pygame.Rect(x, y, cw, rh),
                                                self._percents(st.effects_volume), st.effects_volume,
                                                self._volume("effects_volume"), fs)),
            (sound_tr("music_volume"), Cycler("music_volume", pygame.Rect(x, y, cw, rh),
                                              self._percents(st.music_volume), st.music_volume,
                                              self._volume("music_volume"), fs)),
            (sound_tr("sound_muted"), Toggle("sound_muted", pygame.Rect(x, y, cw, rh), st.sound_muted,
                                             self._muted, (tr("on"), tr("off")), fs)),
        ]
        # The rows share the room down to Back: as many as there are fit at 1280x720 (with a UI scale too).
        room = round(h * 0.85) - round(8 * s) - y
        if len(rows) * (rh + gap) - gap > room:
            pitch = (room + gap) / len(rows)
            gap = max(2, round(pitch * 0.15))
            rh = int(pitch) - gap
        self.labels = []
        for k, (label, widget) in enumerate(rows):
            widget.rect.h = rh
            widget.rect.y = y + k * (rh + gap)
            self.widgets.add(widget)
            self.labels.append((label, widget.rect))
        bw = round(240 * s)
        self.widgets.add(Button("back", pygame.Rect(w // 2 - bw // 2, round(h * 0.85), bw, round(50 * s)), tr("back"),
                                self.go_back, "primary", font_size=round(22 * s)))

    def _window_sizes(self) -> tuple[list[tuple[tuple[int, int], str]], tuple[int, int]]:
        """The window sizes offered, each said as the window it really gives on this screen (a size taller than the
        screen less its task bar gives a smaller window: one entry for each window), and the one in use: the
        window's real size, also when the player dragged it to a size of its own."""
        desktop = self.app.desktop
        options: list[tuple[tuple[int, int], str]] = []
        real_sizes: dict[tuple[int, int], tuple[int, int]] = {}        # real size -> the setting that gives it
        for size in WINDOW_SIZES:
            real = scaled_window(size, self.app.settings.ui_scale, desktop)
            if real not in real_sizes:
                real_sizes[real] = size
                options.append((size, f"{real[0]} × {real[1]}"))
        chosen = scaled_window(tuple(self.app.settings.window_size), self.app.settings.ui_scale,  # type: ignore[arg-type]
                               desktop)
        now = chosen if self.app.fullscreen else self.app.size
        if now not in real_sizes:               # a size of the player's own (dragged), or one not offered
            real_sizes[now] = now
            options.insert(0, (now, f"{now[0]} × {now[1]}"))
        return options, real_sizes[now]

    def _store(self) -> None:
        problem = self.app.save_settings()
        if problem:
            self.say(problem, theme.BAD)

    def _fullscreen(self, value: bool) -> None:
        self.app.settings.fullscreen = value
        self._store()
        self.app.apply_window_settings()

    def _window_size(self, value: tuple[int, int]) -> None:
        self.app.settings.window_size = value
        self._store()
        if not self.app.settings.fullscreen:
            self.app.apply_window_settings()

    def _anim(self, value: str) -> None:
        self.app.settings.animation_speed = value  # type: ignore[assignment]
        self._store()

    def _pace(self, value: str) -> None:
        self.app.settings.computer_pace = value  # type: ignore[assignment]
        self._store()

    def _contrast(self, value: bool) -> None:
        self.app.settings.contrast = "high" if value else "standard"
        self._store()
        theme.use_palette(self.app.settings.contrast, self.app.settings.colours == "safe")
        self.invalidate()

    def _colours(self, value: bool) -> None:
        self.app.settings.colours = "safe" if value else "standard"
        self._store()
        theme.use_palette(self.app.settings.contrast, value)
        self.invalidate()

    def _scales(self) -> list[tuple[int, str]]:
        """100, 125 and 150 % (a hand-edited value stays selectable); the one chosen says when the screen allows less
        (the window would not fit) or when the window is the full screen (the layout already fills it)."""
        st = self.app.settings
        out = []
        for value in sorted(set(UI_SCALES) | {st.ui_scale}):
            label = tr("ui_scale_value", n=value)
            if value == st.ui_scale and value > 100:
                allowed = allowed_percent(tuple(st.window_size), value, self.app.desktop)  # type: ignore[arg-type]
                if st.fullscreen:
                    label = tr("ui_scale_window_only", n=value)
                elif allowed < value:
                    label = tr("ui_scale_allowed", n=value, allowed=allowed)
            out.append((value, label))
        return out

    def _ui_scale(self, value: int) -> None:
        self.app.settings.ui_scale = value
        self._store()
        if not self.app.settings.fullscreen:
            self.app.apply_window_settings()
        self.layout()
        self.invalidate()

    def _confirm(self, value: bool) -> None:
        self.app.settings.confirm_end_turn = value
        self._store()

    def _thinking_choices(self) -> list[float]:
        current = self.app.settings.hard_thinking_seconds
        return sorted(set(HARD_THINKING_SECONDS) | {current})   # a hand-edited value stays selectable

    def _thinking(self, value: float) -> None:
        self.app.settings.hard_thinking_seconds = value
        self._store()

    @staticmethod
    def _percents(current: int) -> list[tuple[int, str]]:
        """0 (off) to 100 % in steps of 10; a hand-edited value stays selectable."""
        values = sorted(set(range(0, 101, 10)) | {current})
        return [(v, sound_tr("percent", n=v) if v else sound_tr("music_off")) for v in values]

    def _volume(self, field: str) -> Any:
        def change(value: int) -> None:
            setattr(self.app.settings, field, value)
            self._store()

        return change

    def _muted(self, value: bool) -> None:
        self.app.settings.sound_muted = value
        self._store()

    def _language(self, value: str) -> None:
        self.app.settings.language = value
        strings.set_language(value)
        self._store()
        self.layout()

    def draw_body(self, surface: pygame.Surface, s: float) -> None:
        for label, rect in self.labels:
            theme.draw_text(surface, label, (rect.x - round(24 * s), rect.centery), round(20 * s), theme.TEXT, "sans",
                            "midright", max_width=rect.x - round(34 * s))

"""Small widgets drawn with pygame primitives: buttons, cyclers, toggles, text fields, scrolling lists.

Each widget has a stable `id` so tests (and the scripted clicker) can find it and click its centre with a posted
mouse event, exactly as a player would.
"""

from __future__ import annotations

from typing import Any, Callable, Sequence

import pygame

from . import theme


class Widget:
    def __init__(self, wid: str, rect: pygame.Rect) -> None:
        self.id = wid
        self.rect = pygame.Rect(rect)
        self.enabled = True
        self.visible = True

    def hit(self, pos: tuple[int, int]) -> bool:
        return self.visible and self.rect.collidepoint(pos)

    def handle(self, event: pygame.event.Event, mouse: tuple[int, int]) -> bool:
        return False

    def draw(self, surface: pygame.Surface, mouse: tuple[int, int]) -> None:
        pass


class Button(Widget):
    def __init__(self, wid: str, rect: pygame.Rect, label: str, on_click: Callable[[], Any] | None = None,
                 style: str = "normal", hotkey: str = "", font_size: int = 18, tooltip: str = "") -> None:
        super().__init__(wid, rect)
        self.label = label
        self.on_click = on_click
        self.style = style
        self.hotkey = hotkey
        self.font_size = font_size
        self.tooltip = tooltip
        self.highlight = False

    def handle(self, event: pygame.event.Event, mouse: tuple[int, int]) -> bool:
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and self.hit(event.pos):
            if self.enabled and self.on_click:
                self.on_click()
            return True
        return False

    def draw(self, surface: pygame.Surface, mouse: tuple[int, int]) -> None:
        if not self.visible:
            return
        hover = self.enabled and self.rect.collidepoint(mouse)
        base = {"primary": (176, 128, 40), "danger": (150, 56, 48), "quiet": theme.PANEL}.get(self.style,
                                                                                              theme.PANEL_LIGHT)
        if not self.enabled:
            color, text_color, edge = theme.mix(base, theme.BG, 0.6), theme.mix(theme.TEXT_DIM, theme.BG, 0.4), None
        else:
            color = theme.mix(base, (255, 255, 255), 0.15) if hover else base
            text_color = theme.TEXT
            edge = theme.HIGHLIGHT if (self.highlight or hover) else theme.PANEL_EDGE
        radius = max(4, self.rect.h // 5)
        pygame.draw.rect(surface, color, self.rect, border_radius=radius)
        if edge:
            pygame.draw.rect(surface, edge, self.rect, 2 if self.highlight else 1, border_radius=radius)
        label = self.label
        f = theme.fonts()
        size = f.fit(label, "bold", self.font_size, self.rect.w - 12)
        img = f.render(label, "bold", size, text_color)
        box = self.rect.inflate(-12, 0)
        if self.hotkey and self.rect.w > img.get_width() + 40:
            hk = f.render(self.hotkey, "cond", max(9, size - 5), theme.mix(text_color, color, 0.45))
            total = img.get_width() + 6 + hk.get_width()
            x = self.rect.centerx - total // 2
            where = img.get_rect(midleft=(x, self.rect.centery))
            surface.blit(img, where)
            surface.blit(hk, hk.get_rect(midleft=(x + img.get_width() + 6, self.rect.centery + 1)))
        else:
            where = img.get_rect(center=self.rect.center)
            surface.blit(img, where)
        theme.note_text(surface, label, where, box)


class Cycler(Widget):
    """A value chosen from a list by clicking its arrows (or the middle: next)."""

    def __init__(self, wid: str, rect: pygame.Rect, options: Sequence[tuple[Any, str]], value: Any,
                 on_change: Callable[[Any], Any] | None = None, font_size: int = 17) -> None:
        super().__init__(wid, rect)
        self.options = list(options)
        self.index = next((i for i, (v, _) in enumerate(self.options) if v == value), 0)
        self.on_change = on_change
        self.font_size = font_size

    @property
    def value(self) -> Any:
        return self.options[self.index][0]

    def set_value(self, value: Any) -> None:
        self.index = next((i for i, (v, _) in enumerate(self.options) if v == value), self.index)

    def step(self, delta: int) -> None:
        self.index = (self.index + delta) % len(self.options)
        if self.on_change:
            self.on_change(self.value)

    def handle(self, event: pygame.event.Event, mouse: tuple[int, int]) -> bool:
        if event.type == pygame.MOUSEBUTTONDOWN and event.button in (1, 3) and self.hit(event.pos) and self.enabled:
            left = event.pos[0] < self.rect.x + self.rect.h
            self.step(-1 if left or event.button == 3 else 1)
            return True
        return False

    def draw(self, surface: pygame.Surface, mouse: tuple[int, int]) -> None:
        if not self.visible:
            return
        hover = self.enabled and self.rect.collidepoint(mouse)
        pygame.draw.rect(surface, theme.PANEL_LIGHT if hover else theme.PANEL, self.rect, border_radius=6)
        pygame.draw.rect(surface, theme.PANEL_EDGE, self.rect, 1, border_radius=6)
        f = theme.fonts()
        color = theme.TEXT if self.enabled else theme.TEXT_DIM
        arrow = max(10, self.font_size)
        surface.blit(f.render("◀", "sans", arrow - 4, theme.ACCENT),
                     f.render("◀", "sans", arrow - 4, theme.ACCENT).get_rect(
                         center=(self.rect.x + self.rect.h // 2, self.rect.centery)))
        surface.blit(f.render("▶", "sans", arrow - 4, theme.ACCENT),
                     f.render("▶", "sans", arrow - 4, theme.ACCENT).get_rect(
                         center=(self.rect.right - self.rect.h // 2, self.rect.centery)))
        label = self.options[self.index][1]
        size = f.fit(label, "sans", self.font_size, self.rect.w - 2 * self.rect.h)
        img = f.render(label, "sans", size, color)
        where = img.get_rect(center=self.rect.center)
        surface.blit(img, where)
        theme.note_text(surface, label, where, self.rect.inflate(-2 * self.rect.h, 0))


class Toggle(Cycler):
    def __init__(self, wid: str, rect: pygame.Rect, value: bool, on_change: Callable[[Any], Any] | None = None,
                 labels: tuple[str, str] | None = None, font_size: int = 17) -> None:
        if labels is None:
            from .strings import tr

            labels = (tr("on"), tr("off"))
        super().__init__(wid, rect, [(True, labels[0]), (False, labels[1])], value, on_change, font_size)


class TextField(Widget):
    def __init__(self, wid: str, rect: pygame.Rect, text: str = "", max_len: int = 24, digits_only: bool = False,
                 font_size: int = 18, on_change: Callable[[str], Any] | None = None, placeholder: str = "") -> None:
        super().__init__(wid, rect)
        self.text = text
        self.placeholder = placeholder      # shown dimmed while the field is empty and not being typed into
        self.max_len = max_len
        self.digits_only = digits_only
        self.font_size = font_size
        self.focused = False
        self.on_change = on_change

    def handle(self, event: pygame.event.Event, mouse: tuple[int, int]) -> bool:
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            was = self.focused
            self.focused = self.hit(event.pos) and self.enabled
            return self.focused or was and self.hit(event.pos)
        if not self.focused:
            return False
        if event.type == pygame.TEXTINPUT:
            added = "".join(ch for ch in event.text if ch.isdigit() or not self.digits_only)
            if added:
                self.text = (self.text + added)[: self.max_len]
                self._changed()
            return True
        if event.type == pygame.KEYDOWN:
            if event.key == pygame.K_BACKSPACE:
                self.text = self.text[:-1]
                self._changed()
                return True
            if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_TAB, pygame.K_ESCAPE):
                self.focused = False
                return event.key != pygame.K_ESCAPE
            return True      # typed keys belong to the field, not to hotkeys
        return False

    def _changed(self) -> None:
        if self.on_change:
            self.on_change(self.text)

    def draw(self, surface: pygame.Surface, mouse: tuple[int, int]) -> None:
        if not self.visible:
            return
        pygame.draw.rect(surface, (24, 28, 34), self.rect, border_radius=6)
        pygame.draw.rect(surface, theme.HIGHLIGHT if self.focused else theme.PANEL_EDGE, self.rect,
                         2 if self.focused else 1, border_radius=6)
        f = theme.fonts()
        shown = self.text + ("|" if self.focused and (pygame.time.get_ticks() // 500) % 2 == 0 else "")
        placeholder = not self.text and not self.focused and self.placeholder
        if placeholder:
            img = f.render(self.placeholder, "sans", self.font_size, theme.TEXT_DIM)
        else:
            img = f.render(shown or " ", "sans", self.font_size, theme.TEXT)
        clip = surface.get_clip()
        surface.set_clip(self.rect.inflate(-8, -4))
        # What is typed keeps its end (the caret) in view; the placeholder its beginning.
        x = self.rect.x + 8 - (0 if placeholder else max(0, img.get_width() - (self.rect.w - 16)))
        surface.blit(img, img.get_rect(midleft=(x, self.rect.centery)))
        surface.set_clip(clip)


class WidgetGroup:
    """The widgets of a screen: dispatches events, draws, finds a widget by id."""

    def __init__(self) -> None:
        self.items: list[Widget] = []

    def add(self, widget: Widget) -> Widget:
        self.items.append(widget)
        return widget

    def clear(self) -> None:
        self.items.clear()

    def get(self, wid: str) -> Widget | None:
        return next((w for w in self.items if w.id == wid), None)

    def handle(self, event: pygame.event.Event, mouse: tuple[int, int]) -> bool:
        handled = False
        for widget in list(self.items):
            if widget.visible and widget.handle(event, mouse):
                handled = True
                if event.type != pygame.MOUSEBUTTONDOWN:
                    break
        return handled

    def focused_text(self) -> bool:
        return any(isinstance(w, TextField) and w.focused for w in self.items)

    def draw(self, surface: pygame.Surface, mouse: tuple[int, int]) -> None:
        for widget in self.items:
            widget.draw(surface, mouse)

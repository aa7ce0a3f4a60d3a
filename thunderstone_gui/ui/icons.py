"""The card icons, drawn by the project from primitives (no image files): gold, light, strength/weight,
attack, magic attack, VP, XP, health, spell, hero, lock, and the card-back emblem. `marked(name, size, mark)` is an
icon crossed out ("no") or with a small number (monster traits: "no Spells", "Strength 5 or more").

Each is drawn at 4x and smooth-scaled down (cheap anti-aliasing), then cached per (name, size).
"""

from __future__ import annotations

import math

import pygame

from . import theme

SUPERSAMPLE = 4
_cache: dict[tuple[str, int], pygame.Surface] = {}

ICON_NAMES = ("gold", "light", "strength", "weight", "attack", "magic", "vp", "xp", "health", "cost", "spell", "hero",
              "lock")


def icon(name: str, size: int) -> pygame.Surface:
    size = max(6, int(size))
    key = (name, size)
    surf = _cache.get(key)
    if surf is None:
        big = pygame.Surface((size * SUPERSAMPLE, size * SUPERSAMPLE), pygame.SRCALPHA)
        _DRAW[name](big, size * SUPERSAMPLE)
        surf = pygame.transform.smoothscale(big, (size, size))
        _cache[key] = surf
    return surf


def _outline(s: int) -> int:
    return max(2, s // 14)


def _coin(surf: pygame.Surface, s: int) -> None:
    c = s // 2
    pygame.draw.circle(surf, (120, 84, 10), (c, c), c)
    pygame.draw.circle(surf, theme.GOLD_COLOR, (c, c), c - _outline(s))
    pygame.draw.circle(surf, (250, 220, 110), (c, c), int(c * 0.68))
    pygame.draw.circle(surf, (196, 148, 30), (c, c), int(c * 0.68), _outline(s))


def _light(surf: pygame.Surface, s: int) -> None:
    c = s / 2
    rays = []
    for k in range(16):
        a = math.pi * k / 8
        r = c * (0.98 if k % 2 == 0 else 0.62)
        rays.append((c + r * math.cos(a), c + r * math.sin(a)))
    pygame.draw.polygon(surf, (190, 130, 20), rays)
    inner = [(c + (x - c) * 0.86, c + (y - c) * 0.86) for x, y in rays]
    pygame.draw.polygon(surf, theme.LIGHT_COLOR, inner)
    pygame.draw.circle(surf, (255, 246, 200), (int(c), int(c)), int(c * 0.34))


def _strength(surf: pygame.Surface, s: int) -> None:
    # a kettlebell: Strength (heroes) and Weight (weapons) share the icon, as on the printed cards' scale
    w = _outline(s)
    pygame.draw.circle(surf, (40, 40, 46), (s // 2, int(s * 0.33)), int(s * 0.26), max(w * 2, s // 9))
    body = pygame.Rect(int(s * 0.1), int(s * 0.36), int(s * 0.8), int(s * 0.62))
    pygame.draw.ellipse(surf, (40, 40, 46), body)
    pygame.draw.ellipse(surf, theme.STRENGTH_COLOR, body.inflate(-2 * w, -2 * w))
    pygame.draw.ellipse(surf, (170, 170, 182), pygame.Rect(int(s * 0.25), int(s * 0.48), int(s * 0.22),
                                                           int(s * 0.16)))


def _attack(surf: pygame.Surface, s: int) -> None:
    # a sword, point up-right
    w = max(3, s // 8)
    tip = (s * 0.92, s * 0.08)
    base = (s * 0.3, s * 0.7)
    dx, dy = tip[0] - base[0], tip[1] - base[1]
    length = math.hypot(dx, dy)
    nx, ny = -dy / length, dx / length
    blade = [(base[0] + nx * w / 2, base[1] + ny * w / 2),
             (tip[0] - dx * 0.1 + nx * w / 2, tip[1] - dy * 0.1 + ny * w / 2),
             tip, (tip[0] - dx * 0.1 - nx * w / 2, tip[1] - dy * 0.1 - ny * w / 2),
             (base[0] - nx * w / 2, base[1] - ny * w / 2)]
    pygame.draw.polygon(surf, (60, 20, 16), [(x + 0, y + 0) for x, y in blade], 0)
    inner = [(x * 0.97 + s * 0.015, y * 0.97 + s * 0.015) for x, y in blade]
    pygame.draw.polygon(surf, (230, 230, 236), inner)
    guard_c = (s * 0.3, s * 0.7)
    g = s * 0.2
    pygame.draw.line(surf, theme.ATTACK_COLOR, (guard_c[0] - nx * g, guard_c[1] - ny * g),
                     (guard_c[0] + nx * g, guard_c[1] + ny * g), max(3, s // 7))
    pygame.draw.line(surf, (110, 60, 30), guard_c, (s * 0.1, s * 0.9), max(3, s // 7))
    pygame.draw.circle(surf, theme.ATTACK_COLOR, (int(s * 0.09), int(s * 0.91)), max(3, s // 10))


def _magic(surf: pygame.Surface, s: int) -> None:
    c = s / 2
    pts = []
    for k in range(10):
        a = -math.pi / 2 + math.pi * k / 5
        r = c * (0.98 if k % 2 == 0 else 0.42)
        pts.append((c + r * math.cos(a), c + r * math.sin(a) + s * 0.04))
    pygame.draw.polygon(surf, (40, 30, 120), pts)
    inner = [(c + (x - c) * 0.8, c + s * 0.04 + (y - c - s * 0.04) * 0.8) for x, y in pts]
    pygame.draw.polygon(surf, theme.MAGIC_COLOR, inner)
    pygame.draw.circle(surf, (200, 200, 255), (int(c), int(c + s * 0.04)), int(c * 0.18))


def _vp(surf: pygame.Surface, s: int) -> None:
    # a shield
    pts = [(s * 0.08, s * 0.1), (s * 0.92, s * 0.1), (s * 0.88, s * 0.55), (s * 0.5, s * 0.97), (s * 0.12, s * 0.55)]
    pygame.draw.polygon(surf, (30, 70, 36), pts)
    inner = [(s * 0.5 + (x - s * 0.5) * 0.82, s * 0.5 + (y - s * 0.5) * 0.82) for x, y in pts]
    pygame.draw.polygon(surf, theme.VP_COLOR, inner)
    pygame.draw.line(surf, (200, 230, 200), (s * 0.5, s * 0.2), (s * 0.5, s * 0.82), max(2, s // 12))


def _xp(surf: pygame.Surface, s: int) -> None:
    # a cut gem
    pts = [(s * 0.5, s * 0.04), (s * 0.94, s * 0.38), (s * 0.5, s * 0.96), (s * 0.06, s * 0.38)]
    pygame.draw.polygon(surf, (20, 80, 96), pts)
    inner = [(s * 0.5 + (x - s * 0.5) * 0.8, s * 0.5 + (y - s * 0.5) * 0.8) for x, y in pts]
    pygame.draw.polygon(surf, theme.XPICON_COLOR, inner)
    pygame.draw.line(surf, (190, 240, 250), (s * 0.2, s * 0.4), (s * 0.8, s * 0.4), max(2, s // 16))
    pygame.draw.line(surf, (190, 240, 250), (s * 0.5, s * 0.14), (s * 0.5, s * 0.84), max(2, s // 16))


def _health(surf: pygame.Surface, s: int) -> None:
    pts = []
    for k in range(64):
        t = 2 * math.pi * k / 64
        x = 16 * math.sin(t) ** 3
        y = 13 * math.cos(t) - 5 * math.cos(2 * t) - 2 * math.cos(3 * t) - math.cos(4 * t)
        pts.append((s * 0.5 + x * s / 36, s * 0.46 - y * s / 36))
    pygame.draw.polygon(surf, (90, 10, 20), pts)
    inner = [(s * 0.5 + (x - s * 0.5) * 0.84, s * 0.46 + (y - s * 0.46) * 0.84) for x, y in pts]
    pygame.draw.polygon(surf, theme.HEALTH_COLOR, inner)
    pygame.draw.circle(surf, (250, 160, 170), (int(s * 0.34), int(s * 0.32)), max(2, s // 12))


def _spell(surf: pygame.Surface, s: int) -> None:
    # a rolled scroll
    w = _outline(s)
    sheet = pygame.Rect(int(s * 0.16), int(s * 0.14), int(s * 0.68), int(s * 0.72))
    pygame.draw.rect(surf, (70, 50, 30), sheet, border_radius=s // 12)
    pygame.draw.rect(surf, (236, 220, 180), sheet.inflate(-2 * w, -2 * w), border_radius=s // 14)
    for y in (0.34, 0.48, 0.62):
        pygame.draw.line(surf, (120, 90, 150), (s * 0.28, s * y), (s * 0.72, s * y), max(2, s // 16))
    for y in (0.12, 0.88):
        roll = pygame.Rect(int(s * 0.08), int(s * y - s * 0.08), int(s * 0.84), int(s * 0.16))
        pygame.draw.ellipse(surf, (70, 50, 30), roll)
        pygame.draw.ellipse(surf, (200, 176, 130), roll.inflate(-2 * w, -2 * w))


def _hero(surf: pygame.Surface, s: int) -> None:
    # head and shoulders
    w = _outline(s)
    shoulders = pygame.Rect(int(s * 0.12), int(s * 0.56), int(s * 0.76), int(s * 0.7))
    pygame.draw.ellipse(surf, (30, 36, 50), shoulders)
    pygame.draw.ellipse(surf, (110, 150, 200), shoulders.inflate(-2 * w, -2 * w))
    pygame.draw.circle(surf, (30, 36, 50), (s // 2, int(s * 0.34)), int(s * 0.22))
    pygame.draw.circle(surf, (228, 196, 160), (s // 2, int(s * 0.34)), int(s * 0.22) - w)


def _lock(surf: pygame.Surface, s: int) -> None:
    # a padlock: "stays until defeated"
    w = _outline(s)
    pygame.draw.circle(surf, (40, 40, 46), (s // 2, int(s * 0.4)), int(s * 0.24), max(w * 2, s // 8))
    body = pygame.Rect(int(s * 0.16), int(s * 0.42), int(s * 0.68), int(s * 0.54))
    pygame.draw.rect(surf, (60, 44, 10), body, border_radius=s // 10)
    pygame.draw.rect(surf, theme.GOLD_COLOR, body.inflate(-2 * w, -2 * w), border_radius=s // 12)
    pygame.draw.circle(surf, (60, 44, 10), (s // 2, int(s * 0.64)), max(2, s // 11))
    pygame.draw.line(surf, (60, 44, 10), (s // 2, int(s * 0.64)), (s // 2, int(s * 0.82)), max(2, s // 14))


_DRAW = {"gold": _coin, "cost": _coin, "light": _light, "strength": _strength, "weight": _strength,
         "attack": _attack, "magic": _magic, "vp": _vp, "xp": _xp, "health": _health, "spell": _spell, "hero": _hero,
         "lock": _lock}

NO_SIGN = (214, 40, 40)


def marked(name: str, size: int, mark: str = "") -> pygame.Surface:
    """`icon(name)` crossed out (mark "no") or with a number in a corner (mark "5"); cached like the icons."""
    if not mark:
        return icon(name, size)
    size = max(6, int(size))
    key = (f"{name}:{mark}", size)
    surf = _cache.get(key)
    if surf is None:
        surf = icon(name, size).copy()
        if mark == "no":
            big = pygame.Surface((size * SUPERSAMPLE, size * SUPERSAMPLE), pygame.SRCALPHA)
            s = size * SUPERSAMPLE
            width = max(3, s // 9)
            pygame.draw.circle(big, NO_SIGN, (s // 2, s // 2), s // 2 - width // 2, width)
            d = (s / 2 - width) * 0.7071
            pygame.draw.line(big, NO_SIGN, (s / 2 - d, s / 2 - d), (s / 2 + d, s / 2 + d), width)
            surf.blit(pygame.transform.smoothscale(big, (size, size)), (0, 0))
        else:
            text = theme.fonts().render(mark, "bold", max(7, round(size * 0.62)), (255, 255, 255))
            pill = text.get_rect().inflate(max(2, size // 8), 0)
            pill.bottomright = (size, size)
            pygame.draw.rect(surf, (20, 20, 24), pill, border_radius=pill.h // 2)
            surf.blit(text, text.get_rect(center=pill.center))
        _cache[key] = surf
    return surf


def badge_width(value: str, size: int, face: str = "bold") -> int:
    """How wide `badge` draws an icon of `size` and its number."""
    return icon("gold", size).get_width() + max(1, size // 8) + theme.fonts().get(face, max(7, int(size * 0.82))).size(
        theme.drawable(value))[0]


def badge(surface: pygame.Surface, name: str, value: str, pos: tuple[int, int], size: int,
          color: theme.Color = theme.TEXT_DARK, face: str = "bold", kind: str = "text") -> pygame.Rect:
    """An icon followed by its number; returns the area drawn (`kind`: the text-fitting check's, "card_text" on a
    card face)."""
    img = icon(name, size)
    rect = img.get_rect(topleft=pos)
    theme.place(surface, img, rect, f"{name}_icon")
    trect = theme.draw_text(surface, value, (rect.right + max(1, size // 8), rect.centery), max(7, int(size * 0.82)),
                            color, face, "midleft", kind=kind)
    return rect.union(trect)

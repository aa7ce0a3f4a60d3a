"""A document to read on screen: headings, paragraphs and list items wrapped to a width, scrolled, searched.

The Rules and About screens show one. A document is a list of `Block`s (`document.py`, which reads the Rules
screens' documents too); a block may carry an anchor (the Rules screen opens at a keyword's anchor, "kw:<key>").
`markdown_blocks` reads the looser Markdown of our other files (headings, paragraphs, "- " items, tables, links,
bold) into blocks, so the About screen shows assets/README.md as it is written. No pygame state is kept but the
rendered lines, rebuilt when the width changes.
"""

from __future__ import annotations

import re
from typing import NamedTuple, Sequence

import pygame

from . import theme
from .document import Block


class Line(NamedTuple):
    text: str
    face: str
    size: int
    color: theme.Color
    indent: int
    y: int              # from the top of the document
    block: int          # the index of its block


STYLE = {"h1": ("title", 26, theme.ACCENT), "h2": ("bold", 19, theme.HIGHLIGHT), "p": ("sans", 16, theme.TEXT),
         "item": ("sans", 16, theme.TEXT)}


def matches(blocks: Sequence[Block], query: str) -> list[int]:
    """The blocks whose text holds every word of `query` (any case, in any order), in document order."""
    words = query.lower().split()
    if not words:
        return []
    return [k for k, b in enumerate(blocks) if all(w in b.text.lower() for w in words)]


class Reader:
    """Lays out and draws a document in a rectangle, scrolled by `scroll` pixels."""

    def __init__(self, blocks: Sequence[Block]) -> None:
        self.blocks = list(blocks)
        self.lines: list[Line] = []
        self.height = 0
        self.scroll = 0
        self.rect = pygame.Rect(0, 0, 0, 0)
        self._laid_out: tuple[int, float] = (0, 0.0)
        self.marked: set[int] = set()       # blocks to highlight (search matches)

    def layout(self, rect: pygame.Rect, scale: float) -> None:
        self.rect = pygame.Rect(rect)
        if self._laid_out == (rect.w, scale) and self.lines:
            self.scroll = self._clamped(self.scroll)
            return
        self._laid_out = (rect.w, scale)
        f = theme.fonts()
        lines: list[Line] = []
        y = 0
        for k, block in enumerate(self.blocks):
            face, base, color = STYLE.get(block.kind, STYLE["p"])
            size = max(10, round(base * scale))
            indent = round(22 * scale) if block.kind == "item" else 0
            if block.kind in ("h1", "h2") and k:
                y += round((18 if block.kind == "h1" else 10) * scale)
            text = ("• " if block.kind == "item" else "") + block.text
            line_h = f.get(face, size).get_linesize()
            hang = round(12 * scale) if indent else 0      # an item's second line starts under its first word
            for n, piece in enumerate(f.wrap(text, face, size, rect.w - indent - hang - round(8 * scale))):
                lines.append(Line(piece, face, size, color, indent + (hang if n else 0), y, k))
                y += line_h
            y += round(6 * scale)
        self.lines = lines
        self.height = y
        self.scroll = self._clamped(self.scroll)

    def _clamped(self, scroll: int) -> int:
        return max(0, min(scroll, self.height - self.rect.h))

    def scroll_by(self, pixels: int) -> None:
        self.scroll = self._clamped(self.scroll + pixels)

    def top_of(self, block: int) -> int:
        return next((ln.y for ln in self.lines if ln.block == block), 0)

    def show(self, block: int) -> None:
        """Scroll so that the block is at the top (as far as the document goes)."""
        self.scroll = self._clamped(self.top_of(block) - round(self.rect.h * 0.05))

    def anchor(self, name: str) -> int:
        """The block with that anchor (-1: none)."""
        return next((k for k, b in enumerate(self.blocks) if b.anchor == name), -1)

    def block_at(self, pos: tuple[int, int]) -> int:
        if not self.rect.collidepoint(pos):
            return -1
        y = pos[1] - self.rect.y + self.scroll
        for line in self.lines:
            if line.y <= y < line.y + line.size + 6:
                return line.block
        return -1

    def visible_blocks(self) -> set[int]:
        return {ln.block for ln in self.lines if self.scroll <= ln.y < self.scroll + self.rect.h}

    def draw(self, surface: pygame.Surface) -> None:
        f = theme.fonts()
        clip = surface.get_clip()
        surface.set_clip(self.rect)
        top, bottom = self.scroll, self.scroll + self.rect.h
        for line in self.lines:
            if line.y + line.size * 2 < top or line.y > bottom:
                continue
            x, y = self.rect.x + line.indent, self.rect.y + line.y - self.scroll
            if line.block in self.marked:
                mark = pygame.Rect(self.rect.x - 6, y - 1, self.rect.w + 6, f.get(line.face, line.size).get_linesize())
                pygame.draw.rect(surface, (74, 66, 30), mark)
            surface.blit(f.render(line.text, line.face, line.size, line.color), (x, y))
        surface.set_clip(clip)
        if self.height > self.rect.h:
            # The scroll bar: where the shown part lies in the document.
            bar = pygame.Rect(self.rect.right + 6, self.rect.y, 5, self.rect.h)
            pygame.draw.rect(surface, theme.PANEL, bar, border_radius=3)
            thumb_h = max(20, bar.h * self.rect.h // self.height)
            thumb_y = bar.y + (bar.h - thumb_h) * self.scroll // max(1, self.height - self.rect.h)
            pygame.draw.rect(surface, theme.PANEL_EDGE, (bar.x, thumb_y, bar.w, thumb_h), border_radius=3)


_LINK = re.compile(r"\[([^\]]+)\]\(([^)]+)\)")


def plain(text: str) -> str:
    """Markdown inline marks as plain words: [text](url) -> "text (url)", **bold** and `code` unmarked."""
    text = _LINK.sub(lambda m: m.group(1) if m.group(1) == m.group(2) or m.group(2) in m.group(1)
                     else f"{m.group(1)} ({m.group(2)})", text)
    return text.replace("**", "").replace("`", "")


def markdown_blocks(text: str) -> list[Block]:
    """The blocks of a Markdown text as our own files write it: "#"/"##" headings, paragraphs (lines joined until a
    blank line), "- " items (with their indented continuation lines), table rows as items (the separator row left
    out)."""
    blocks: list[Block] = []
    current: list[str] = []
    kind = "p"

    def flush() -> None:
        nonlocal current
        if current:
            blocks.append(Block(kind, plain(" ".join(s.strip() for s in current))))
        current = []

    for raw in text.splitlines():
        line = raw.rstrip()
        stripped = line.strip()
        if not stripped:
            flush()
            continue
        if stripped.startswith("#"):
            flush()
            level = len(stripped) - len(stripped.lstrip("#"))
            blocks.append(Block("h1" if level == 1 else "h2", plain(stripped.lstrip("#").strip())))
            continue
        if stripped.startswith("|"):
            flush()
            cells = [c.strip() for c in stripped.strip("|").split("|")]
            if all(set(c) <= set("-: ") for c in cells):
                continue
            blocks.append(Block("item", plain(" — ".join(c for c in cells if c))))
            continue
        if stripped.startswith("- "):
            flush()
            kind = "item"
            current = [stripped[2:]]
            continue
        if not current:
            kind = "p"
        current.append(stripped)
    flush()
    return blocks

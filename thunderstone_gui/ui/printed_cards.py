"""A player's own printed cards, added inside the app (New Game's "Printed cards…": Quest's card sets, Advance's
Horde and Familiars): the fill-in template written to the data folder, a filled-in file dropped onto the window
(pygame's DROPFILE) installed into the game's folder of the data folder (where New Game finds it), and every file
there checked - with the checker's own sentences (systems/printed_sets.py, the code the importers run) shown in the
dialog, never a traceback. Only file names are said, never a whole path, except the data folder itself, which the
player needs to find the template. Each game says what its files are in a `PrintedUI`."""

from __future__ import annotations

from pathlib import Path
from typing import Any, Callable, NamedTuple

import pygame

from ..i18n import N_, Nn_, engine_text
from ..persistence import paths
from ..persistence.documents import DocumentProblem
from . import theme
from .overlays import Choice, Overlay, ScreenScale
from .strings import Entry, game_strings

SHOWN_PROBLEMS = 8          # a long list of problems: the first ones, and how many more

# What the dialog says alike for every game; each game's own table says what differs (printed_how, import_done,
# sets_none).
PRINTED_EN: dict[str, Entry] = {
    "printed_title": N_("Your printed cards"),
    "printed_folder": N_("Your data folder: {folder}"),
    "template_button": N_("Write the template"),
    "check_sets_button": N_("Check my sets"),
    "install_button": N_("Install my template"),
    "printed_tooltip": N_("Type in the cards of your printed box: write the template here, or drop a filled-in file "
                          "onto this window."),
    "install_how": N_("Or, without dragging: fill in the template where it was written and choose Install my "
                      "template."),
    "template_missing": N_("{file} is not in your data folder: Write the template first, fill it in there, then "
                           "install it."),
    "template_written": N_("The template is in your data folder: {file}. Fill in every FILL, then drop it here."),
    "template_there": N_("{file} is in your data folder already (it is not overwritten)."),
    "template_failed": N_("The template could not be written: {why}"),
    "import_problems": Nn_("{file} is not a card set yet ({n} problem):",
                           "{file} is not a card set yet ({n} problems):"),
    "import_more": Nn_("… and {n} more", "… and {n} more"),
    "import_unreadable": N_("{file} cannot be read: {why}"),
    "set_ok": N_("{name} ({file}): ready"),
    "set_bad": N_("{file}: cannot be used ({why})"),
}


def printed_tooltip() -> str:
    """What New Game's Printed cards… button is for, said while it is pointed at."""
    return game_strings(PRINTED_EN)("printed_tooltip")


def phrases(kind: PrintedUI) -> Callable[..., str]:
    """The dialog's words: those every game shares, then the game's own."""
    return game_strings(PRINTED_EN, fallback=kind.tr)


class PrintedUI(NamedTuple):
    """One game's printed-card files in the app: its strings (`tr`, with the keys the dialog says), the template's
    file name and text, and the game's install and listing (systems/printed_sets.py underneath)."""

    tr: Callable[..., str]
    template_name: str
    template_text: Callable[[], str]
    install: Callable[[str | Path], Path]
    installed: Callable[[], list[Any]]            # systems/printed_sets.py's InstalledSet entries
    refused: type[Exception]                      # the checker's refusal (SetProblem), with `problems` in lines


def write_template(kind: PrintedUI) -> list[str]:
    """The fill-in template in the data folder (never over a file there): what happened, in lines."""
    from ..persistence.atomic import atomic_write_text

    tr = phrases(kind)
    target = paths.data_dir() / kind.template_name
    if target.exists() or target.is_symlink():
        return [tr("template_there", file=kind.template_name)]
    try:
        target.parent.mkdir(parents=True, exist_ok=True)
        atomic_write_text(target, kind.template_text())      # whole or not at all
    except OSError as exc:
        return [tr("template_failed", why=engine_text(str(exc.strerror or exc)))]
    return [tr("template_written", file=kind.template_name)]


def import_file(kind: PrintedUI, path: str | Path) -> tuple[bool, list[str]]:
    """A filled-in file checked and installed: (installed, what to tell the player in lines)."""
    tr = phrases(kind)
    name = Path(path).name
    try:
        target = kind.install(path)
    except kind.refused as exc:
        problems = [" ".join(engine_text(p).split()) for p in getattr(exc, "problems", [str(exc)])]
        lines = [tr("import_problems", file=name, n=len(problems))] + problems[:SHOWN_PROBLEMS]
        if len(problems) > SHOWN_PROBLEMS:
            lines.append(tr("import_more", n=len(problems) - SHOWN_PROBLEMS))
        return False, lines
    except (DocumentProblem, OSError) as exc:
        why = exc.strerror if isinstance(exc, OSError) and exc.strerror else str(exc)
        return False, [tr("import_unreadable", file=name, why=" ".join(engine_text(why).split()))]
    return True, [tr("import_done", file=name, installed=target.name)]


def sets_report(kind: PrintedUI) -> list[str]:
    """Every file in the game's folder of the data folder: usable, or its first problem."""
    tr = phrases(kind)
    entries = kind.installed()
    if not entries:
        return [tr("sets_none")]
    return [tr("set_ok", name=e.name, file=e.path.name) if e.data is not None
            else tr("set_bad", file=e.path.name, why=" ".join(engine_text(e.problem).split())) for e in entries]


def install_template(kind: PrintedUI) -> tuple[bool, list[str]]:
    """The template filled in where `write_template` put it, checked and installed as a dropped file is: the way to
    add printed cards with the keyboard alone."""
    source = paths.data_dir() / kind.template_name
    if not source.is_file():
        return False, [phrases(kind)("template_missing", file=kind.template_name)]
    return import_file(kind, source)


class PrintedCardsDialog(Overlay):
    """How to add printed cards, its two buttons' results and a dropped file's check in lines; Done closes it and
    `on_close(changed)` lets New Game read the sets again when one was installed."""

    def __init__(self, kind: PrintedUI, L: ScreenScale, on_close: Callable[[bool], Any],
                 lines: list[str] | None = None, changed: bool = False) -> None:
        self.kind = kind
        tr = phrases(kind)
        self.L = L
        self.on_close = on_close
        self.changed = changed
        self.lines = lines or []
        self.rect = pygame.Rect(0, 0, min(L.width - L.px(40), L.px(760)), min(L.height - L.px(40), L.px(560)))
        self.rect.center = (L.width // 2, L.height // 2)
        bh = L.px(44)
        y = self.rect.bottom - bh - L.px(18)
        labels = ((tr("template_button"), self.template), (tr("install_button"), self.install),
                  (tr("check_sets_button"), self.check), (tr("done"), self.close))
        bw = (self.rect.w - L.px(40) - (len(labels) - 1) * L.px(12)) // len(labels)
        self.choices = [Choice(pygame.Rect(self.rect.x + L.px(20) + k * (bw + L.px(12)), y, bw, bh), label, None,
                               callback=callback) for k, (label, callback) in enumerate(labels)]

    def template(self) -> None:
        self.lines = write_template(self.kind)

    def check(self) -> None:
        self.lines = sets_report(self.kind)

    def install(self) -> None:
        installed, self.lines = install_template(self.kind)
        self.changed = self.changed or installed

    def dropped(self, path: str) -> None:
        installed, self.lines = import_file(self.kind, path)
        self.changed = self.changed or installed

    def close(self) -> None:
        self.done = True
        self.on_close(self.changed)

    def handle(self, event: pygame.event.Event, mouse: tuple[int, int]) -> bool:
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self.take_choice_at(event.pos)
            return True
        if event.type == pygame.DROPFILE:
            self.dropped(event.file)
            return True
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_ESCAPE, pygame.K_RETURN, pygame.K_KP_ENTER):
            self.close()
            return True
        return event.type in (pygame.KEYDOWN, pygame.MOUSEBUTTONUP, pygame.TEXTINPUT)

    def draw(self, surface: pygame.Surface, mouse: tuple[int, int]) -> None:
        L, tr = self.L, phrases(self.kind)
        self.draw_dialog(surface, L, self.rect)
        x, width = self.rect.x + L.px(24), self.rect.w - L.px(48)
        y = self.rect.y + L.px(18)
        theme.draw_text(surface, tr("printed_title"), (self.rect.centerx, y), L.font(22), theme.ACCENT, "bold",
                        "midtop", max_width=width)
        y += L.font(22) + L.px(16)
        bottom = self.choices[0].rect.y - L.px(10)
        f = theme.fonts()
        intro = [tr("printed_how"), tr("install_how"), tr("printed_folder", folder=str(paths.data_dir()))]
        for k, paragraph in enumerate(intro + self.lines):
            size = L.font(15)
            color = theme.TEXT_DIM if k < len(intro) else theme.TEXT
            for line in f.wrap(paragraph, "sans", size, width):
                if y + size > bottom:
                    break
                theme.draw_text(surface, line, (x, y), size, color, "sans", max_width=width)
                y += size + L.px(4)
            y += L.px(6)
        for choice in self.choices:
            hover = choice.rect.collidepoint(mouse)
            pygame.draw.rect(surface, (176, 128, 40) if hover else (60, 66, 78), choice.rect, border_radius=L.px(8))
            pygame.draw.rect(surface, theme.ACCENT, choice.rect, 1, border_radius=L.px(8))
            theme.draw_text(surface, choice.label, choice.rect.center, L.font(15), theme.TEXT, "bold", "center",
                            max_width=choice.rect.w - L.px(12))

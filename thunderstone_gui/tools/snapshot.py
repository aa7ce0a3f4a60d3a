"""`python -m thunderstone_gui.tools.snapshot --scenario FILE --out PNG --size 1600x900`

Renders a screen headless to a PNG (for docs/screens/ and for looking at the table without a display).
  --scenario FILE      a scenario (thunderstone_gui/tools/scenario.py): the table after its actions
  --seed N --actions K a game after K random legal actions from seed N (default when no scenario is given)
  --sets base,wrath    that game with Wrath of the Elements (a random card set from both sets)
  --epic MODE          Thunderstone Quest: an Epic game, the Heroes in class stacks (stacks) or the Guilds' Quarter
                       (guilds)
  --game NAME          which game it is (default: the first game with a table, classic); New Game: that game
                       chosen, with the card set of --seed
  --screen NAME        table (default) | title | new_game | card_pool | cover | prompt | game_over | replay | settings
                       | load | rules (the Rules screen of --game) | charts (Game Over's charts) | replay_charts
                       (the replay viewer's, halfway)
  --hint               the table with the Hint asked for (its move lit, its reason in a banner)
  --drag               show a drag in progress (the first card that can be dragged somewhere)
  --hover              show the enlarged card for the first card of the hand
  --hover-rank N       show the enlarged monster of Rank N with its help (the game view's "rank" spot)
  --lang CODE          the language of the screen (en, de; default en)
  --contrast high      Settings' high-contrast colours
  --focus N            the keyboard's ring shown, moved by N presses of Tab (1: where it starts)
  --focus-on KEY       the ring moved by Tab to the place KEY (e.g. hand:3, w:start, room:2; see Scene.focus_spots)
  --colours safe       Settings' colour-blind-safe colours
  --ui-scale PERCENT   Settings' UI scale (100, 125, 150): the window is --size times it
"""

from __future__ import annotations

import os
import sys
from pathlib import Path
from typing import Any

USAGE = ("usage: python -m thunderstone_gui.tools.snapshot [--scenario FILE | --seed N --actions K] --out PNG "
         "[--sets base,wrath] [--game NAME] [--epic stacks|guilds] [--size WxH] [--screen NAME] [--drag] "
         "[--hover | --hover-rank N] [--lang CODE] [--hint] [--contrast high] [--focus N | --focus-on KEY] "
         "[--colours safe] [--ui-scale PERCENT]")


VALUED = ("--scenario", "--out", "--size", "--seed", "--actions", "--screen", "--hover-rank", "--sets", "--game",
          "--lang", "--contrast", "--focus", "--focus-on", "--colours", "--ui-scale", "--epic")


def parse(argv: list[str]) -> dict[str, Any]:
    opts: dict[str, Any] = {"size": (1600, 900), "seed": 7, "actions": 40, "screen": "table", "drag": False,
                            "hover": False, "hover_rank": 0, "scenario": None, "out": None, "sets": ("base",),
                            "game": "", "lang": "en", "hint": False, "contrast": "standard", "focus": 0,
                            "focus_on": "", "colours": "standard", "ui_scale": 100, "epic": ""}
    from ..i18n import LANGUAGES

    # A flag with a few named values: what it names and the values it knows.
    choices = {"--lang": ("language", tuple(LANGUAGES)),
               "--epic": ("Epic way of playing the Heroes", ("stacks", "guilds")),
               "--contrast": ("contrast", ("standard", "high")),
               "--colours": ("colours", ("standard", "safe"))}
    args = list(argv)
    while args:
        flag = args.pop(0)
        if flag in ("--drag", "--hover", "--hint"):
            opts[flag[2:]] = True
            continue
        if flag not in VALUED or not args:
            raise ValueError(f"bad or incomplete option {flag!r}")
        value = args.pop(0)
        if flag == "--size":
            w, _, h = value.lower().partition("x")
            opts["size"] = (int(w), int(h))
        elif flag == "--sets":
            opts["sets"] = tuple(value.split(","))
        elif flag == "--game":
            from ..ui.game_view import game_names

            if value not in game_names():
                raise ValueError(f"no table for the game {value!r}; known: {', '.join(game_names())}")
            opts["game"] = value
        elif flag in choices:
            what, known = choices[flag]
            if value not in known:
                raise ValueError(f"no {what} {value!r}; known: {', '.join(known)}")
            opts[flag[2:]] = value
        elif flag == "--ui-scale":
            from ..persistence.settings import UI_SCALES

            if not value.isdigit() or int(value) not in UI_SCALES:
                raise ValueError(f"no UI scale {value!r}; known: {', '.join(map(str, UI_SCALES))}")
            opts["ui_scale"] = int(value)
        elif flag in ("--seed", "--actions", "--hover-rank", "--focus"):
            opts[flag[2:].replace("-", "_")] = int(value)
        else:
            opts[flag[2:].replace("-", "_")] = value
    if not opts["out"]:
        raise ValueError("--out PNG is required")
    if opts["epic"] and opts["game"] != "quest":
        raise ValueError("--epic is an option of Thunderstone Quest: give --game quest")
    return opts


def render(opts: dict[str, Any]) -> Path:
    """Open the screen the options name and save it as a PNG."""
    import pygame

    app = open_screen(opts)
    out = Path(opts["out"])
    out.parent.mkdir(parents=True, exist_ok=True)
    pygame.image.save(app.screen, str(out))
    app.shutdown()
    return out


def open_screen(opts: dict[str, Any]) -> Any:
    """The app showing the screen the options name, three frames drawn (the text-fitting test draws it again
    while recording)."""
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    import pygame

    from ..app import App
    from ..persistence.settings import Settings
    from ..ui.game_view import game_names, view_for
    from ..ui.match import Match
    from ..ui.scenes.table import TableScene

    app = App(Settings(animation_speed="off", confirm_end_turn=False, language=opts["lang"],
                       contrast=opts["contrast"], colours=opts["colours"], ui_scale=opts["ui_scale"]),
              size=opts["size"],
              fullscreen=False)
    screen = opts["screen"]
    match: Match | None = None
    if opts["scenario"]:
        from .scenario import load_scenario

        # The scenario's own session starts from its hand-written position, so the log, undo and saving work on
        # it as on any game.
        match = Match(load_scenario(opts["scenario"]).session, autosave=False)
    else:
        game = view_for(opts["game"] or game_names()[0])
        epic = {"epic": opts["epic"]} if opts.get("epic") else {}
        session = game.demo_session(opts["seed"], opts["actions"], sets=opts["sets"], **epic)
        if screen == "prompt":
            game.demo_advance(session, 3000, opts["seed"], lambda s: s.pending.kind == "prompt")
        elif screen in ("game_over", "replay", "charts", "replay_charts"):
            game.demo_advance(session, 5000, opts["seed"])
        match = Match(session, autosave=False)
    seat = match.state.pending.seat
    match.take_device(seat if seat >= 0 else 0)
    app.match = match
    if screen in ("table", "prompt"):
        table = TableScene(app, match)
        app.switch(table)
        app.step(0.0)
        if opts["drag"]:
            _start_drag(app, table)
        spot = table.view.hover_spot("hand", 0) if opts["hover"] else None
        if opts["hover_rank"]:
            spot = table.view.hover_spot("rank", opts["hover_rank"])
        if spot is not None:
            pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=spot.center, rel=(0, 0), buttons=(0, 0, 0)))
        if opts["hint"]:
            _ask_hint(app, table)
    elif screen == "title":
        from ..ui.scenes.title import TitleScene

        app.switch(TitleScene(app))
    elif screen == "new_game":
        from ..ui.scenes.new_game import NewGameScene

        scene = NewGameScene(app)
        app.switch(scene)
        if opts["game"]:         # --game: New Game with that game chosen, --seed's deal and card set
            scene.seed = scene.setup_seed = opts["seed"]
            scene._set_game(opts["game"])
    elif screen == "card_pool":
        from ..ui.scenes.card_pool import CardPoolScene

        app.switch(CardPoolScene(app))
    elif screen == "cover":
        from ..ui.scenes.cover import CoverScene

        app.switch(CoverScene(app, TableScene(app, match)))
    elif screen in ("game_over", "charts"):
        from ..ui.scenes.game_over import GameOverScene

        over = GameOverScene(app, match)
        app.switch(over)
        if screen == "charts":
            over.toggle_charts()
    elif screen in ("replay", "replay_charts"):
        from ..ui.scenes.replay import ReplayScene

        replay = ReplayScene(app, match.session, "Ann vs Bob")
        app.switch(replay)
        replay.go(len(match.session.steps) // 2)
        if screen == "replay_charts":
            replay.toggle_charts()
    elif screen == "settings":
        from ..ui.scenes.settings import SettingsScene

        app.switch(SettingsScene(app, None))
    elif screen == "load":
        from ..ui.scenes.files import FileDialogScene

        app.switch(FileDialogScene(app, "load"))
    elif screen in CAMPAIGN_SCREENS:
        _campaign_screen(app, screen)
    elif screen == "rules":
        from ..ui.scenes.rules import RulesScene

        app.switch(RulesScene(app, opts["game"] or game_names()[0]))
    else:
        raise ValueError(f"unknown screen {screen!r}")
    for __ in range(3):
        app.step(1 / 60)
    if opts["focus"] or opts["focus_on"]:
        _move_focus(app, opts["focus"], opts["focus_on"])
    return app


def _move_focus(app: Any, presses: int, key: str) -> None:
    """Press Tab as a player would: `presses` times, or until the ring stands on `key`."""
    import pygame

    for count in range(400):
        scene = app.scene
        if (presses and count >= presses) or (key and scene.focus.shown and scene.focus.key == key):
            break
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_TAB, mod=0, unicode="", scancode=0))
        app.step(1 / 60)
    else:
        raise ValueError(f"Tab never reaches {key!r}; the places: {[s.key for s in app.scene.focus_spots()]}")
    app.step(1 / 60)


# Quest's Campaign Mode: the Campaign Log, the Guild Recognition Phase, New Game for a campaign's next game - of a
# campaign of two games the demo's computers play, written to a data folder of its own (never the player's).
CAMPAIGN_SCREENS = ("campaign_log", "guild_recognition", "campaign_game")


def _campaign_screen(app: Any, screen: str) -> None:
    import tempfile

    from ..persistence.campaigns import read_campaign
    from ..persistence.paths import HOME_ENV
    from ..ui.quest.campaign import CampaignGameScene, CampaignLogScene, RecognitionScene, sample_campaign

    if not os.environ.get(HOME_ENV):
        os.environ[HOME_ENV] = tempfile.mkdtemp(prefix="thunderstone-snapshot-")
    path = sample_campaign()
    campaign = read_campaign(path).campaign
    assert campaign is not None
    if screen == "campaign_log":
        app.switch(CampaignLogScene(app, chosen=path))
    elif screen == "guild_recognition":
        app.switch(RecognitionScene(app, path, campaign))
    else:
        done = campaign.with_game(campaign.games[-1].model_copy(update={"picks": ("",) * len(campaign.seats)}))
        app.switch(CampaignGameScene(app, path, done, back=None))


def _ask_hint(app: Any, table: Any) -> None:
    """Ask for the Hint and draw frames until its answer is on the table (at most 20 s)."""
    import time

    table.ask_hint()
    deadline = time.monotonic() + 20.0
    while table.hint is None and time.monotonic() < deadline:
        time.sleep(0.02)
        app.step(1 / 60)


def _start_drag(app: Any, table: Any) -> None:
    """Press on the first draggable card and move the mouse half-way to one of its drop targets."""
    import pygame

    for source, rect in table.view.draggables():
        targets = table.view.drops_for(table.state, table.legal(), source)
        if not targets:
            continue
        target_rect = table.view.drop_rect(next(iter(targets)))
        start = rect.center
        end = target_rect.center if target_rect is not None else (start[0] + 200, start[1])
        mid = ((start[0] + end[0]) // 2, (start[1] + end[1]) // 2 - 40)
        pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=start, button=1))
        pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=mid, rel=(0, 0), buttons=(1, 0, 0)))
        app.step(1 / 60)
        return


def main(argv: list[str] | None = None) -> int:
    argv = sys.argv[1:] if argv is None else argv
    if any(flag in ("-h", "--help") for flag in argv):
        print(__doc__)
        return 0
    try:
        opts = parse(argv)
    except ValueError as exc:
        print(f"snapshot: {exc}\n{USAGE}", file=sys.stderr)
        return 2
    try:
        out = render(opts)
    except Exception as exc:  # noqa: BLE001 - a tool: one clear line, not a traceback
        print(f"snapshot: {type(exc).__name__}: {exc}", file=sys.stderr)
        return 1
    print(f"wrote {out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())

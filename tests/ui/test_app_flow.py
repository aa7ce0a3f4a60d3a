"""The real app, driven by synthesized mouse and key events."""

import json
import random

import pygame

from thunderstone_gui.engine import breakdown
from thunderstone_gui.persistence import paths
from thunderstone_gui.persistence.saves import autosave_slot
from thunderstone_gui.systems.classic.config import ClassicConfig
from thunderstone_gui.ui.classic.demo import pick
from thunderstone_gui.ui.overlays import ConfirmDialog
from thunderstone_gui.ui.scenes.cover import CoverScene
from thunderstone_gui.ui.scenes.files import FileDialogScene, SaveAsScene
from thunderstone_gui.ui.scenes.game_over import GameOverScene
from thunderstone_gui.ui.scenes.new_game import NewGameScene
from thunderstone_gui.ui.scenes.table import TableScene
from thunderstone_gui.ui.scenes.title import TitleScene

from .driver import Driver
from .scenarios import buy_seed, equip_then_win_seed


def new_game(d: Driver, seed: int, kinds=("human", "human")) -> TableScene:
    """From the title screen through New Game, with the seed typed into its field."""
    d.press("new_game")
    assert isinstance(d.scene, NewGameScene)
    field = d.scene.widgets.get("seed")
    d.click(field.rect.center)
    for _ in range(12):
        d.key(pygame.K_BACKSPACE, frames=0)
    d.type_text(str(seed))
    d.key(pygame.K_RETURN)            # leaves the field
    for k, kind in enumerate(kinds):
        cycler = d.scene.widgets.get(f"kind:{k}")
        while cycler.value != kind:
            d.click((cycler.rect.right - 5, cycler.rect.centery))
    assert d.scene.seed == seed
    d.press("start")
    if isinstance(d.scene, CoverScene):          # pass-and-play starts with the device handed to the first player
        d.take_cover()
    return d.table


def test_start_a_game_from_the_new_game_screen(driver):
    table = new_game(driver, 1234)
    assert table.match.config.seed == 1234
    assert [s.name for s in table.match.config.seats] == ["Ann", "Bob"]
    assert table.match.config.card_set.source == "first_game"
    # The table shows the deciding player's own hand, face up, and nobody else's.
    viewer = table.match.viewer
    hand = table.state.players[viewer].hand
    assert {r.iid for r in table.view.regions if r.key.startswith("hand:")} == set(hand)
    other = 1 - viewer
    assert not set(table.state.players[other].hand) & table.view.face_up


def test_buy_by_drag_then_undo_and_redo(driver):
    table = new_game(driver, buy_seed())
    driver.key(pygame.K_v)
    state = table.state
    assert state.pending.kind == "village"
    buy = next(a for a in table.legal() if a.kind == "buy" and state.cards[a.card].cost >= 2)
    key = driver.region_key_for(buy)
    stack = key.split(":", 1)[1]
    before = len(state.supply[stack])
    driver.drag(driver.point_in(key), table.view.layout.discard_pile.center)
    seat = state.active
    assert buy.card in table.state.players[seat].discard
    assert len(table.state.supply[stack]) == before - 1
    assert "buys" in table.match.log.lines[-1].text
    driver.key(pygame.K_z, pygame.KMOD_CTRL)
    assert len(table.state.supply[stack]) == before
    assert buy.card not in table.state.players[seat].discard
    driver.key(pygame.K_y, pygame.KMOD_CTRL)
    assert len(table.state.supply[stack]) == before - 1


def test_illegal_drop_slides_back_and_says_why(driver):
    table = new_game(driver, buy_seed())
    driver.key(pygame.K_v)
    fireball = table.state.supply["fireball"][-1]
    steps = len(table.match.session.steps)
    driver.drag(driver.point_in("supply:fireball"), table.view.layout.discard_pile.center)
    assert len(table.match.session.steps) == steps
    assert "costs 9" in table.message
    assert fireball in table.state.supply["fireball"]


def test_equip_by_drag_enter_the_dungeon_and_win_a_battle(driver):
    table = new_game(driver, equip_then_win_seed())
    driver.enter_dungeon()
    state = table.state
    assert state.pending.kind == "dungeon"
    equip = next(a for a in table.legal() if a.kind == "equip")
    # While dragging, the legal heroes light up.
    driver.move(driver.point_in(f"hand:{equip.card}"))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=driver.point_in(f"hand:{equip.card}"),
                                         button=1))
    driver.frames(1)
    target_point = driver.point_in(f"hand:{equip.target}")
    driver.move(target_point, (1, 0, 0))
    driver.frames(1)
    assert table.drag is not None and table.drag.active
    lit = {t.iid for t in table.drag.targets}
    assert equip.target in lit
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=target_point, button=1))
    driver.frames(2)
    assert table.state.turn.equips.get(equip.card) == equip.target
    # Equip every other weapon that fits, by clicking (the click equivalent of the drag).
    while True:
        more = [a for a in table.legal() if a.kind == "equip"]
        if not more:
            break
        driver.perform(more[0])
    xp_before = table.state.players[table.state.active].xp
    rank = next(r for r in (1, 2, 3) if not breakdown(table.state, r).reason and breakdown(table.state, r).victory)
    monster = table.state.hall[rank - 1]
    seat = table.state.active
    driver.click(driver.point_in(f"monster:{rank}"))
    menu = table.overlay
    assert menu is not None and "WIN" in menu.choices[0].label
    driver.click(menu.choices[0].rect.center)
    # Answer any prompt the battle raises with its first choice.
    for _ in range(10):
        if isinstance(driver.scene, TableScene) and table.prompt_panel is not None:
            driver.click(table.prompt_panel.choices[0].rect.center)
    assert monster in table.state.players[seat].discard
    assert table.state.players[seat].xp > xp_before
    assert any(line.text.startswith("Victory") for line in table.match.log.lines)


def test_pass_device_cover_between_two_humans(driver):
    table = new_game(driver, 77)
    first = table.match.viewer
    driver.key(pygame.K_r)              # rest
    while table.state.pending.kind == "prompt":
        skip = next(c for c in table.prompt_panel.choices if c.action and c.action.option == "skip")
        driver.click(skip.rect.center)
    assert isinstance(driver.scene, CoverScene)
    second = driver.scene.seat
    assert second != first
    assert driver.scene.widgets.get("i_am").label == f"I am {table.match.config.seats[second].name}"
    driver.take_cover()
    assert driver.scene is table and table.match.viewer == second
    assert {r.iid for r in table.view.regions if r.key.startswith("hand:")} == set(table.state.players[second].hand)


def test_save_quit_and_continue_resumes_exactly(driver, home):
    table = new_game(driver, buy_seed())
    driver.key(pygame.K_v)
    buy = next(a for a in table.legal() if a.kind == "buy")
    driver.perform(buy)
    expected = table.state.state_hash()
    driver.key(pygame.K_s, pygame.KMOD_CTRL)
    assert isinstance(driver.scene, SaveAsScene)
    driver.key(pygame.K_RETURN)
    assert driver.scene is table and "Saved" in table.message
    saves = list(paths.saves_dir().glob("*.json"))
    assert len(saves) == 1
    # The autosave after every action is there too; quit, start again, Continue.
    assert autosave_slot(table.match.session).exists()
    driver.key(pygame.K_ESCAPE)
    driver.click(table.overlay.choice_by_id("quit").rect.center)
    # "Close Thunderstone" asks first: it closes the program, not the match.
    question = table.overlay
    assert driver.app.running and isinstance(question, ConfirmDialog) and question.text == "Close Thunderstone?"
    assert [c.label for c in question.choices] == ["Close", "Stay"]
    driver.click(question.choices[1].rect.center)
    assert driver.app.running and table.overlay is None
    driver.key(pygame.K_ESCAPE)
    driver.click(table.overlay.choice_by_id("quit").rect.center)
    driver.click(table.overlay.choices[0].rect.center)
    assert not driver.app.running
    driver.close()
    again = Driver()
    try:
        assert isinstance(again.scene, TitleScene)
        again.press("continue")
        if isinstance(again.scene, CoverScene):
            again.take_cover()
        assert again.table.state.state_hash() == expected
        assert len(again.table.match.session.steps) == 2
        # And the named save loads through the file dialog.
        again.key(pygame.K_ESCAPE)
        again.click(again.table.overlay.choice_by_id("load").rect.center)
        assert isinstance(again.scene, FileDialogScene)
        names = [i.label for i in again.scene.entries]
        assert len(names) == 1 and names[0].startswith("Ann vs Bob")   # the saves; the autosaves are Continue's
    finally:
        again.close()


def test_a_corrupt_autosave_is_set_aside_with_a_message(driver, home):
    paths.autosave_path().parent.mkdir(parents=True, exist_ok=True)
    paths.autosave_path().write_text('{"format_version": 1, "config": {"seats": []}}')
    driver.app.switch(TitleScene(driver.app))
    driver.frames(1)
    assert "The autosave is damaged (config.seats" in driver.scene.message
    assert not driver.scene.widgets.get("continue").enabled
    [kept] = home.glob("autosave.damaged-*.json")
    assert kept.read_text() == '{"format_version": 1, "config": {"seats": []}}'
    driver.frames(3)          # and nothing crashed


def test_an_unexpected_exception_autosaves_and_shows_the_crash_report(driver, home):
    table = new_game(driver, 5)
    driver.key(pygame.K_v)

    def broken(surface):
        raise RuntimeError("a bug in drawing")

    table.draw = broken
    table.invalidate()          # a table waiting for the player is drawn only when something changed
    driver.frames(1)
    assert driver.scene.name == "error"
    reports = list(paths.crash_dir().glob("crash-*.txt"))
    assert len(reports) == 1 and "a bug in drawing" in reports[0].read_text()
    assert json.loads(autosave_slot(table.match.session).read_text())["actions"][0]["type"] == "visit_village"
    driver.frames(2)
    driver.press("title")
    assert isinstance(driver.scene, TitleScene)


def test_new_game_offers_the_registered_computer_levels(driver):
    from thunderstone_gui.ui.ai_runner import available_levels

    levels = available_levels()
    assert levels, "at least the random level is registered"
    driver.press("new_game")
    cycler = driver.scene.widgets.get("kind:1")
    assert [v for v, _ in cycler.options] == ["human"] + [f"ai:{lv}" for lv in levels]
    assert "random" not in levels or levels == ["random"]


def test_a_computer_seat_plays_its_turns_off_thread(driver):
    from thunderstone_gui.engine import Seat
    from thunderstone_gui.ui.match import Match
    from thunderstone_gui.ui.scenes.title import start_match

    config = ClassicConfig(seats=(Seat(name="Ann"), Seat(name="Robot", kind="ai", ai_level="random")), seed=8)
    start_match(driver.app, Match.new(config))
    table = driver.table
    rng = random.Random(3)
    computer_moves = 0
    for _ in range(400):
        driver.frames(1)
        if table.match.ai_to_move():
            assert not table.match.needs_cover()       # one human: no cover, the table stays on Ann's view
            assert table.match.viewer == 0
            continue
        if isinstance(driver.scene, GameOverScene):
            break
        if table.match.my_decision():
            if any(step.seat == 1 for step in table.match.session.steps):
                computer_moves = sum(step.seat == 1 for step in table.match.session.steps)
                if computer_moves >= 2 and table.state.active == 0:
                    break
            driver.perform(pick(table.state, rng))
    assert computer_moves >= 2
    assert any(line.seat == 1 and not line.heading for line in table.match.log.lines)
    # Each computer move's thinking time is kept (the in-app decision bench reads it).
    computer_steps = sum(step.seat == 1 for step in table.match.session.steps)
    assert [level for level, _ in table.match.think_times] == ["random"] * computer_steps
    assert all(seconds >= 0 for _, seconds in table.match.think_times)


def play_to_the_end(d: Driver, seed: int, limit: int = 3000) -> int:
    rng = random.Random(seed)
    actions = 0
    for _ in range(limit):
        scene = d.scene
        if isinstance(scene, GameOverScene):
            return actions
        if isinstance(scene, CoverScene):
            d.take_cover()
            continue
        table = d.table
        if table.overlay is not None:
            d.key(pygame.K_ESCAPE)
            continue
        state = table.state
        assert table.match.my_decision(), f"the table waits for nobody: {state.pending}"
        count = len(table.match.session.steps)
        d.perform(pick(state, rng))
        assert len(table.match.session.steps) == count + 1, f"the click did nothing: {table.message!r}"
        actions += 1
    raise AssertionError("the game did not end")


def test_a_whole_two_player_game_to_the_game_over_screen(driver):
    new_game(driver, 4242)
    actions = play_to_the_end(driver, 4242)
    scene = driver.scene
    assert isinstance(scene, GameOverScene) and actions > 50
    result = scene.result
    assert result is not None and result.winners
    for seat, values in enumerate(scene.summary.values):     # the VP breakdown by card type adds up
        assert sum(values) == result.scores[seat]
    driver.press("save_replay")
    assert len(list(paths.replays_dir().glob("*.json"))) == 1
    driver.press("watch_replay")
    replay = driver.scene
    assert replay.name == "replay" and replay.index == replay.total
    driver.press("first")
    assert replay.index == 0
    driver.press("next")
    driver.press("next")
    assert replay.index == 2
    driver.press("play_from_here")
    if isinstance(driver.scene, CoverScene):
        driver.take_cover()
    assert len(driver.table.match.session.steps) == 2


def test_rest_destroys_a_card_dragged_onto_the_trash(driver):
    table = new_game(driver, 77)
    driver.key(pygame.K_r)
    assert table.state.pending.prompt == "destroy"
    seat = table.state.active
    victim = next(a.card for a in table.legal() if a.card >= 0)
    trash = table.view.layout.supply_slots["trash"]
    driver.drag(driver.point_in(f"hand:{victim}"), trash.center)
    assert victim in table.state.trash
    assert victim not in table.state.players[seat].owned()


def test_level_up_by_dragging_a_hero_onto_its_next_stack(driver):
    from thunderstone_gui.engine import GameConfig, legal_actions
    from thunderstone_gui.engine.session import Session
    from thunderstone_gui.ui.classic.demo import advance
    from thunderstone_gui.ui.match import Match
    from thunderstone_gui.ui.scenes.title import start_match

    def can_level(state):
        return state.pending.kind == "village" and any(a.kind == "level_up" for a in legal_actions(state))

    session = advance(Session(GameConfig.new(["Ann", "Bob"], seed=12)), 3000, 12, can_level)
    assert can_level(session.state)
    match = Match(session)
    start_match(driver.app, match)
    driver.frames(1)
    if isinstance(driver.scene, CoverScene):
        driver.take_cover()
    table = driver.table
    level = next(a for a in table.legal() if a.kind == "level_up")
    line = table.state.catalogue[level.option].group
    seat = table.state.active
    xp = table.state.players[seat].xp
    driver.drag(driver.point_in(f"hand:{level.card}"), table.view.region(f"stack:{line}").rect.center)
    assert level.card in table.state.trash
    assert any(table.state.cards[i].id == level.option for i in table.state.players[seat].discard)
    assert table.state.players[seat].xp == xp - table.state.cards[level.card].levelup_xp


def test_moves_animate_and_space_skips_them(home):
    d = Driver(animation_speed="slow")
    try:
        table = new_game(d, buy_seed())
        d.key(pygame.K_v)
        buy = next(a for a in table.legal() if a.kind == "buy")
        d.perform(buy)
        assert table.animator.busy and buy.card in table.animator.in_flight()
        assert buy.card not in table.view.card_rects or table.view.card_rects[buy.card] != table.view.layout.\
            discard_pile      # not drawn at its destination while it flies
        d.key(pygame.K_SPACE)
        assert not table.animator.busy
        assert table.view.card_rects[buy.card] == table.view.layout.discard_pile
    finally:
        d.close()


def test_the_table_lays_itself_out_again_when_the_window_is_resized(driver):
    table = new_game(driver, 3)
    assert table.view.layout.width == 1600
    pygame.display.set_mode((1280, 720), pygame.RESIZABLE)
    pygame.event.post(pygame.event.Event(pygame.VIDEORESIZE, size=(1280, 720), w=1280, h=720))
    driver.frames(2)
    assert table.view.layout.width == 1280 and table.frame.layer.get_size() == (1280, 720)


def test_the_window_will_not_shrink_below_the_smallest_layout(driver):
    import warnings

    from thunderstone_gui.ui.layout import MIN_H, MIN_W

    with warnings.catch_warnings():
        warnings.simplefilter("ignore", DeprecationWarning)
        window = pygame.Window.from_display_module()
    assert tuple(window.minimum_size) == (MIN_W, MIN_H) == (1280, 720)
    pygame.event.post(pygame.event.Event(pygame.VIDEORESIZE, size=(900, 500), w=900, h=500))
    driver.frames(2)                              # a system that ignores the limit: the window grows back
    assert driver.app.size == (1280, 720)


def test_hint_button_uses_the_ai_hint_or_hides(driver, monkeypatch):
    import thunderstone_gui.ui.scenes.table as table_module

    monkeypatch.setattr(table_module, "hint_function", lambda: None)
    table = new_game(driver, 9)
    assert not table.widgets.get("hint").visible

    def fake_hint(observation):
        return observation.legal[0], "because it is first"

    monkeypatch.setattr(table_module, "hint_function", lambda: fake_hint)
    driver.key(pygame.K_ESCAPE)
    driver.click(table.overlay.choice_by_id("title").rect.center)
    table = new_game(driver, 9)
    assert table.widgets.get("hint").visible
    driver.press("hint")
    for _ in range(50):
        driver.frames(1)
        if table.hint:
            break
    assert table.hint is not None and table.hint[1] == "because it is first"
    # The move in the status line; why, in a banner over the table (a reason in a player's words needs the room).
    assert table.message.startswith("Hint: ")
    assert [b.text for b in table.banners if b.tone == "hint"] == [
        f"Hint: {table.match.describe(table.hint[0])} — because it is first"]


def test_the_hard_computers_thinking_time_is_a_setting_that_reaches_the_agent(driver):
    from thunderstone_gui.engine import Seat
    from thunderstone_gui.persistence.settings import load_settings
    from thunderstone_gui.ui.match import Match
    from thunderstone_gui.ui.scenes.settings import SettingsScene
    from thunderstone_gui.ui.scenes.title import start_match

    driver.press("settings")
    assert isinstance(driver.scene, SettingsScene)
    cycler = driver.scene.widgets.get("hard_thinking_seconds")
    assert cycler.value == 1.5                                   # the default the issue asks for
    driver.click((cycler.rect.right - 5, cycler.rect.centery))
    assert driver.app.settings.hard_thinking_seconds == 3.0
    assert load_settings()[0].hard_thinking_seconds == 3.0       # stored

    hard = Seat(name="Hal", kind="ai", ai_level="hard")
    match = Match.new(ClassicConfig(seats=(hard, hard.model_copy(update={"name": "Ida"})), seed=8))
    start_match(driver.app, match)
    for _ in range(200):
        driver.frames(1)
        if match.worker.busy():
            break
    assert match.worker.busy(), "the computer seat never started thinking"
    assert match.agent_for(match.deciding_seat).budget.seconds == 3.0
    match.worker.wait()


def test_the_replay_shows_each_players_public_gains_as_they_were_at_the_step(driver):
    from thunderstone_gui.engine import GameConfig
    from thunderstone_gui.engine.session import Session
    from thunderstone_gui.ui.classic.demo import advance
    from thunderstone_gui.ui.match import Match
    from thunderstone_gui.ui.scenes.replay import ReplayScene

    session = advance(Session(GameConfig.new(["Ann", "Bob"], seed=5)), 300, 5)
    live = Match(session, autosave=False)            # the table's own account of the gains, rebuilt from the record
    replay = ReplayScene(driver.app, session, "test")
    driver.app.switch(replay)
    driver.frames(1)
    assert replay.gains_at(replay.total) == live.gains and any(live.gains.values())
    assert replay.gains_at(0) == {}
    half = Match(Session.replay(session.config, session.actions[:150]), autosave=False)
    assert replay.gains_at(150) == half.gains
    replay.go(150)
    driver.frames(1)                                   # drawn with them (the players' panels)


def test_a_flying_card_travels_in_a_shallow_arc_and_lands_exactly():
    from thunderstone_gui.ui.anim import ARC_MAX_PX, Flight, flight_position

    start, end = pygame.Rect(100, 600, 80, 112), pygame.Rect(900, 600, 80, 112)
    flight = Flight(1, pygame.Surface((80, 112)), start, end, 0.0, 0.3)
    assert flight_position(flight, 0.0) == (100, 600, 80)
    x, y, _ = flight_position(flight, 1.0)
    assert (round(x), round(y)) == (900, 600)
    heights = [flight_position(flight, k / 20)[1] for k in range(1, 20)]
    assert min(heights) >= 600 - ARC_MAX_PX - 0.01 and max(600 - h for h in heights) > 20    # lifted, not too high


def test_a_computer_starts_thinking_only_after_the_table_shows_it_thinking(driver):
    # The redraw that marks the thinking seat must not share the interpreter with the decision (in-app decision
    # times, docs/ai.md): update() only schedules the move, draw() starts it once the frame is drawn, and the frames
    # drawn while it thinks do not render the table again.
    import threading

    from thunderstone_gui.engine import Seat
    from thunderstone_gui.engine.game import legal_actions
    from thunderstone_gui.ui.match import Match
    from thunderstone_gui.ui.scenes.title import start_match

    robot = Seat(name="Robot", kind="ai", ai_level="normal")
    match = Match.new(ClassicConfig(seats=(robot, robot.model_copy(update={"name": "Rob"})), seed=8))
    release = threading.Event()

    class Deliberate:           # thinks until the test lets it answer
        def choose(self, obs):
            release.wait(10)
            return obs.legal[0]

    match._agents = {0: Deliberate(), 1: Deliberate()}
    start_match(driver.app, match)
    table = driver.table
    for _ in range(200):
        table.update(1 / 60)
        if table.ai_due:
            break
    assert table.ai_due and not match.worker.busy() and not match.worker.ready()
    assert table.dirty                              # the frame about to be drawn shows the seat thinking
    table.draw(driver.app.screen)
    assert not table.ai_due and not table.dirty and match.worker.busy()
    assert table.rendered_version[-1] is True       # rendered with the thinking marker
    renders = []
    table._render = lambda: renders.append(1)       # noqa: SLF001 - count the full renders from here on
    driver.frames(5)
    assert match.worker.busy() and renders == []    # thinking: the frames only blit the layer
    first = legal_actions(match.state)[0]
    release.set()
    match.worker.wait()
    driver.frames(2)
    assert [step.action for step in match.session.steps] == [first] and len(match.think_times) == 1


def test_a_screen_left_behind_is_freed_at_the_switch_not_inside_a_later_decision(driver):
    import gc
    import weakref

    from thunderstone_gui.ui.scenes.title import TitleScene

    scene = TitleScene(driver.app)
    scene.cycle = scene          # a screen is cyclic garbage once left (widgets' callbacks, the table's views)
    driver.app.switch(scene)
    driver.frames(1)
    left = weakref.ref(scene)
    del scene
    gc.disable()                 # only the switch may collect it
    try:
        driver.app.switch(TitleScene(driver.app))
        assert left() is None
    finally:
        gc.enable()

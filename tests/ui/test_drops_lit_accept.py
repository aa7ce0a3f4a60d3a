"""What lights up accepts (issue 45.3): in positions of the three games, for every card or token that can be
dragged, a point of the table lights up during the drag exactly when a drop there is taken; drops synthesized with
the mouse onto every lit target are taken, and a drop onto a place that does not light up is refused with a reason
in the player's words. Advance lit the party's area and refused a drop there on a card of the hand; Quest took a
Gear token dropped on the hand's area, which never lit; the lesson lit drops it then refused."""

from __future__ import annotations

import pytest

from thunderstone_gui.ui.scenes.table import TableScene

from .driver import open_table

# Demo games after so many random decisions (seed, decisions): the Village, the Dungeon, prompts (Advance's Prepare
# and discard, Quest's free level-up), the Prep Phase.
POSITIONS = {"classic": ((1, 6), (2, 20), (3, 45), (5, 70)),
             "advance": ((1, 4), (1, 10), (2, 10), (5, 5), (5, 10)),
             "quest": ((1, 4), (2, 10), (3, 10), (4, 45), (1, 10))}
STEP = 12




def lit_map(table: TableScene, source) -> tuple[dict, list[tuple[tuple[int, int], object, bool, bool]]]:
    """The lit targets of a drag of `source`, and for a grid of points: the target there, lit, accepted."""
    view = table.view
    lit = table.lit_targets(source)
    rects = [r for r in (view.drop_rect(t) for t in lit) if r is not None]
    L = table.frame.layout
    out = []
    for x in range(STEP // 2, L.width, STEP):
        for y in range(STEP // 2, L.height, STEP):
            target = view.drop_target_at((x, y))
            shown = any(r.collidepoint(x, y) for r in rects)
            out.append(((x, y), target, shown, target is not None and target in lit))
    return lit, out


@pytest.mark.parametrize("game", ["classic", "advance", "quest"])
def test_every_lit_point_takes_the_drop_and_no_other(driver, game):
    checked = 0
    for seed, actions in POSITIONS[game]:
        table = open_table(driver, game, seed, actions)
        for source, _ in table.view.draggables():
            _, points = lit_map(table, source)
            wrong = [(p, t) for p, t, shown, taken in points if shown != taken]
            assert not wrong, f"{game} seed {seed}+{actions}: {source} lit != taken at {wrong[:5]}"
            checked += len(points)
    assert checked > 1000


@pytest.mark.parametrize("game", ["classic", "advance", "quest"])
def test_mouse_drops_on_lit_targets_are_taken_and_others_say_why(driver, game):
    taken = refused = 0
    for seed, actions in POSITIONS[game][:3]:
        table = open_table(driver, game, seed, actions)
        sources = table.view.draggables()
        # Every source that can go somewhere, and two that cannot (their drops are all refused).
        chosen = [sr for sr in sources if table.lit_targets(sr[0])]
        chosen += [sr for sr in sources if not table.lit_targets(sr[0])][:2]
        for source, rect in chosen:
            lit, points = lit_map(table, source)
            spots: dict = {}
            for p, target, _shown, ok in points:
                if target is not None and not rect.collidepoint(p):
                    spots.setdefault((target, ok), p)
            for (target, ok), p in spots.items():
                if driver.scene is not table:
                    driver.app.switch(table)
                    driver.frames(1)
                start = table.view.draggables()
                here = next((r for s, r in start if s == source), None)
                panel = table.prompt_panel
                if here is None or (panel is not None and panel.rect.collidepoint(here.center)):
                    break           # gone, or under a prompt's panel (a press there takes the panel's card)
                steps = len(table.match.session.steps)
                table.message = ""
                driver.drag(here.center, p)
                moved = len(table.match.session.steps) > steps
                assert moved == ok, f"{game} {seed}+{actions}: {source} onto {target} at {p}: taken {moved}"
                if moved:
                    taken += 1
                    table = open_table(driver, game, seed, actions)     # the position again, as it was
                else:
                    refused += 1
                    assert table.message, f"{game}: {source} onto {target}: refused without a reason"
                    driver.frames(20)                  # the card slides back
    assert taken and refused

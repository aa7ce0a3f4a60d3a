"""German a German reads without noticing (issue 45.4): whole games of the three games, two computers playing at the
real table in German, every text drawn on the screen (the log, prompts, banners, the players panel, the status line,
Game Over) and the whole log read for English words, ids of the game's data ("braucht magic attack") and names pasted
into a sentence without their case ("Ann geht zu Der Basar", "kämpft gegen Riesenratte in Die Wildnis"); and the
German cases the sentences use, built from the names' own articles (i18n.in_case)."""

from __future__ import annotations

import re

import pytest

from thunderstone_gui import i18n
from thunderstone_gui.engine import GameConfig
from thunderstone_gui.engine.config import Seat
from thunderstone_gui.engine.session import Session
from thunderstone_gui.ui import theme
from thunderstone_gui.ui.match import Match
from thunderstone_gui.ui.scenes.title import start_match

PASTED = re.compile(r"\b(zu|in|von|mit|aus|bei|nach|an|auf|für|gegen|durch) (Der|Die|Das|Den|Dem|Des)\b")
ENGLISH = re.compile(r"\b(the|and|with|you|your|from|into|this|that|easy|hard|gains|buys|defeats|draws|must|cannot|"
                     r"attack|level up|none|turn)\b")
ELEMENT = re.compile(r"^\[[a-z0-9_:]+\]$")       # an icon's or a picture's note for the layout check, not text
DATA_ID = re.compile(r"\b[a-z][a-z0-9]*(?:_[a-z0-9]+)+\b")


def german_texts(game: str, seed: int) -> set[str]:
    from tests.ui.driver import Driver

    driver = Driver(size=(1280, 720), language="de")
    try:
        config = GameConfig.new(["Ann", "Bob"], game=game, seed=seed)
        seats = tuple(Seat(name=s.name, kind="ai", ai_level="easy") for s in config.seats)
        match = Match(Session(config.model_copy(update={"seats": seats})), autosave=False)
        start_match(driver.app, match, fresh_device=True)
        texts: set[str] = set()
        for k in range(4000):
            if k % 5 == 0 or match.is_over:
                with theme.recording() as drawn:
                    driver.frames(1)
                texts.update(t.text for t in drawn if t.kind != "element" and not ELEMENT.match(t.text))
            else:
                driver.frames(1)
            if match.is_over and driver.scene.name == "game_over":
                break
        assert match.is_over, f"{game}: the computers did not finish in time"
        texts.update(match.log.as_text().splitlines())
        return {t.strip() for t in texts if t.strip()}
    finally:
        driver.close()


@pytest.mark.parametrize("game", ["classic", "advance", "quest"])
def test_a_whole_game_in_german_reads_as_german(home, game):
    texts = german_texts(game, 5)
    assert len(texts) > 300
    bad = sorted({f"{kind}: {text!r}" for text in texts for kind, pattern in
                  (("pasted", PASTED), ("English", ENGLISH), ("id", DATA_ID)) if pattern.search(text)})
    assert not bad, f"{game}: {len(bad)} lines, " + "; ".join(bad[:12])


def test_names_take_the_case_their_sentence_asks():
    assert i18n.in_case("Der Basar", "zu") == "zum Basar"
    assert i18n.in_case("Die Wildnis", "in") == "in der Wildnis"
    assert i18n.in_case("Die Wildnis", "in_acc") == "in die Wildnis"
    assert i18n.in_case("Das Gildenviertel", "zu") == "zum Gildenviertel"
    assert i18n.in_case("Der Hohle König", "gegen") == "gegen den Hohlen König"
    assert i18n.in_case("Der Hohle König", "dat") == "dem Hohlen König"
    assert i18n.in_case("Die Wildnis", "von") == "von der Wildnis"
    assert i18n.in_case("Der Laden der arkanen Wunder", "Zu") == "Zum Laden der arkanen Wunder"
    assert i18n.in_case("Riesenratte", "gegen") == "gegen Riesenratte"       # no article: as it is
    assert i18n.in_case("das Hochstufen", "dat") == "dem Hochstufen"
    assert "{place:zu}".format(place=i18n.Said("Der Tempel")) == "zum Tempel"
    i18n.set_language("de")
    try:
        from thunderstone_gui.ui.quest.strings import tr

        assert tr("go_to", place=i18n._("The Bazaar")) == "Zum Basar gehen"
    finally:
        i18n.set_language("en")
    assert "{place}".format(place=i18n.Said("The Bazaar")) == "The Bazaar"

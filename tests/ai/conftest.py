"""Fixtures of the computer seats' tests."""

from __future__ import annotations

import pytest

from thunderstone_gui import ai, games
from thunderstone_gui.ai import register
from thunderstone_gui.ai import systems as ai_systems

from .toy import GAME, GAME_AI, SYSTEM, GemsAI, GemsSearch


@pytest.fixture
def gems(monkeypatch: pytest.MonkeyPatch) -> GemsAI:
    """The toy game hosted by the engine, with its computer seats (the level `search`) registered."""
    monkeypatch.setitem(games.GAMES, GAME, "tests.ai.toy")
    monkeypatch.setitem(games._loaded, GAME, SYSTEM)
    monkeypatch.setitem(ai_systems._loaded, GAME, GAME_AI)
    monkeypatch.setitem(ai.LEVELS, GAME, {})
    register("search", game=GAME)(GemsSearch)
    return GAME_AI

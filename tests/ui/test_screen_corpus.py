"""The screen corpus (tests/ui/screen_corpus.py) is a proof only if a screen hashes the same each time it is drawn,
and if what a hook opens is in the hash."""

from tests.ui import screen_corpus as corpus


def _entry(name):
    return next(e for e in corpus.corpus() if e[0] == name)


def test_a_computers_turn_hashes_the_same_twice(home):
    name, options, then = _entry("advance_computer_turn")
    first = corpus.render_entry(name, options, then, (1280, 720), "de")
    assert first == corpus.render_entry(name, options, then, (1280, 720), "de")


def test_what_a_hook_opens_is_drawn(home):
    plain = corpus.render_entry("table_village", {"screen": "table", "seed": 7, "actions": 40}, None,
                                (1280, 720), "en")
    menu = corpus.render_entry(*_entry("table_menu"), (1280, 720), "en")
    assert list(plain.values()) != list(menu.values())

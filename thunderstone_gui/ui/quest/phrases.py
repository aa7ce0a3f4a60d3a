"""What the Quest engine says in English that the table shows (the reasons its events give, why the game ended), as
phrases said again in the player's language (`i18n.engine_text`), marked for the catalog. The original game's are in
ui/classic/phrases.py."""

from __future__ import annotations

from ...i18n import N_, register_phrases

PHRASES = (
    # systems/quest/rules: the reason of a "destroyed", "discarded" or "boost_lost" event
    N_("defeated"),
    N_("healed"),
    N_("levelled up"),
    N_("bought a card"),
    N_("paid for its ability"),
    N_("an effect"),
    N_("no Hero"),
    N_("the Guardian"),
    # systems/quest/rules/turn.py: why the game ended
    N_("the Guardian's last round is over"),
)

register_phrases(PHRASES)

"""Campaign Mode ("More Ways to Play", Campaign Mode): a series of games by the same players.

After each game the Guild Recognition Phase: starting with the winner and going on in final placement order, each
player may select one Marketplace card from their deck - an Item, Spell or Weapon, no Hero, Treasure or Legendary
card - that another player has not chosen this phase; with no legal card they forfeit the choice. One copy of each
selected card joins that player's starting deck for every later game of the campaign (`CampaignGame.starting_cards`
of the next game's config). The campaign's winner is the player with the most combined VP. The difficulty options
the rulebook names are the Guardian Keys needed (`QuestVariants.keys_needed`) and the Monster decks the six Keys go
into (`CampaignGame.keys_by_level`).

Where the rulebook is silent (docs/rules-quest.md, "Campaign Mode"): a "Marketplace card" is an Item, Spell or Weapon
of the set's Marketplace (`Catalogue.marketplace_cards`: not the starter cards, which never were in the Marketplace);
"your deck" is every card the player owns at the game's end; players still tied after the game's tie-breakers are
placed in seat order; a player may also decline ("may select"); one card set for the whole campaign; a tie in
combined VP is shared; a campaign may be ended while one of its games is in progress: that game does not count (the
combined VP of the games finished decide) and goes on, if at all, as a game of its own.
"""

from __future__ import annotations

from typing import Any

from ...persistence.campaigns import Campaign, CampaignGameLog, CampaignSeat
from .config import CampaignGame, QuestConfig
from .rules.scoring import tie_break
from .state import QuestState

NO_CARD = ""


class CampaignError(ValueError):
    """A pick or a game that the campaign's rules do not allow (the sentence says why, in English)."""


def start(config: QuestConfig, started: str = "") -> Campaign:
    """A campaign of the players of `config` (its first game), with its card set."""
    seats = tuple(CampaignSeat(name=s.name, kind=s.kind, ai_level=s.ai_level) for s in config.seats)
    return Campaign(seats=seats, card_set=config.card_set, card_set_hash=config.card_set_hash, started=started)


def starting_cards(campaign: Campaign) -> tuple[tuple[str, ...], ...]:
    """Each seat's cards added to its standard starting deck by the Guild Recognition Phases so far (one per phase
    in which it picked a card)."""
    cards: list[list[str]] = [[] for _ in campaign.seats]
    for game in campaign.games:
        if not game.recognised:
            continue
        for seat, pick in enumerate(game.picks):
            if pick:
                cards[seat].append(pick)
    return tuple(tuple(c) for c in cards)


def game_config(campaign: Campaign, config: QuestConfig, keys_needed: int | None = None,
                keys_by_level: tuple[int, int, int] | None = None) -> QuestConfig:
    """The campaign's next game: `config` (its cards, options and deal, as New Game made it) with the campaign's
    players, their starting cards and the difficulty chosen. Raises CampaignError for another card set or other
    players."""
    if campaign.current is not None:
        raise CampaignError(f"game {campaign.current.number} of this campaign is not over")
    if config.card_set != campaign.card_set:
        raise CampaignError(f"a campaign is played with one card set: {campaign.card_set}")
    if [s.name for s in config.seats] != campaign.names:
        raise CampaignError("a campaign is played by the same players")
    variants = config.variants
    if keys_needed is not None:
        variants = variants.model_copy(update={"keys_needed": keys_needed})
    game = CampaignGame(number=len(campaign.games) + 1, starting_cards=starting_cards(campaign),
                        keys_by_level=keys_by_level or CampaignGame().keys_by_level)
    data: dict[str, Any] = config.model_dump()
    data.update(campaign=game.model_dump(), variants=variants.model_dump(), card_set_hash=campaign.card_set_hash
                or config.card_set_hash)
    return QuestConfig.model_validate(data)


def placement(state: QuestState) -> tuple[int, ...]:
    """The seats in final placement order: VP, then the game's tie-breakers (Wounds, then Treasure and Legendary
    cards); players tied on all of them in seat order (the order of play)."""
    return tuple(sorted(range(state.seats), key=lambda s: (tuple(-k for k in tie_break(state, s)), s)))


def marketplace_owned(state: QuestState, seat: int) -> tuple[str, ...]:
    """The Marketplace cards (Items, Spells, Weapons; no starter, Hero, Treasure or Legendary card) the seat owns,
    by id, once each."""
    market = {c.id for c in state.catalogue.marketplace_cards()}
    return tuple(sorted({state.cards[i].id for i in state.players[seat].owned()} & market))


def finished(log: CampaignGameLog, state: QuestState) -> CampaignGameLog:
    """The game's entry once it has ended: scores, winners, placement, what each player may pick from; then every
    player with no legal card forfeits at once, in order."""
    result = state.result
    if result is None:
        raise CampaignError("the game is not over")
    if log.finished:
        return log
    log = log.model_copy(update={
        "scores": tuple(result.scores), "winners": tuple(result.winners), "placement": placement(state),
        "offers": tuple(marketplace_owned(state, s) for s in range(state.seats)),
        "picks": (None,) * state.seats})
    return forfeit_while_nothing_legal(log)


def next_picker(log: CampaignGameLog) -> int | None:
    """Whose Guild Recognition choice is next (None: the phase is over)."""
    for seat in log.placement:
        if log.picks[seat] is None:
            return seat
    return None


def legal_picks(log: CampaignGameLog, seat: int) -> tuple[str, ...]:
    """The cards `seat` may select: its Marketplace cards not chosen by another player this phase."""
    taken = {p for s, p in enumerate(log.picks) if p and s != seat}
    return tuple(c for c in log.offers[seat] if c not in taken)


def pick(log: CampaignGameLog, seat: int, card: str) -> CampaignGameLog:
    """`seat` selects `card` (NO_CARD: none). Raises CampaignError when it is not that seat's choice or the card is
    not a legal one."""
    if next_picker(log) != seat:
        raise CampaignError(f"it is not seat {seat}'s Guild Recognition choice")
    if card != NO_CARD and card not in legal_picks(log, seat):
        raise CampaignError(f"{card} is not a card seat {seat} may select: "
                            f"{', '.join(legal_picks(log, seat)) or 'none'}")
    picks = list(log.picks)
    picks[seat] = card
    return forfeit_while_nothing_legal(log.model_copy(update={"picks": tuple(picks)}))


def had_legal_pick(log: CampaignGameLog, seat: int) -> bool:
    """Whether `seat` had a legal card when its turn came (its "" is then a card declined, else a forfeit)."""
    before = log.placement[:log.placement.index(seat)] if seat in log.placement else ()
    taken = {log.picks[s] for s in before if log.picks[s]}
    return any(c not in taken for c in log.offers[seat])


def forfeit_while_nothing_legal(log: CampaignGameLog) -> CampaignGameLog:
    """A player with no legal card to choose forfeits the choice ("no pick"), and the next one is asked."""
    while (seat := next_picker(log)) is not None and not legal_picks(log, seat):
        picks = list(log.picks)
        picks[seat] = NO_CARD
        log = log.model_copy(update={"picks": tuple(picks)})
    return log


def combined_scores(campaign: Campaign) -> list[int]:
    """Each player's VP over the campaign's finished games."""
    totals = [0] * len(campaign.seats)
    for game in campaign.games:
        for seat, vp in enumerate(game.scores):
            if seat < len(totals):
                totals[seat] += vp
    return totals


def leaders(campaign: Campaign) -> tuple[int, ...]:
    """The players with the most combined VP (the campaign's winners once it has ended; all of them on a tie)."""
    if not any(g.finished for g in campaign.games):
        return ()
    totals = combined_scores(campaign)
    best = max(totals)
    return tuple(s for s, vp in enumerate(totals) if vp == best)


def unfinished_game(campaign: Campaign) -> CampaignGameLog | None:
    """The game being played (begun, not over), if any."""
    current = campaign.current
    return current if current is not None and not current.finished else None


def end(campaign: Campaign) -> Campaign:
    """The campaign ended (rulebook: "the player with the most combined VP wins the campaign"). Only its finished
    games count: a game in progress stays in the log unfinished and adds nothing, and one whose Guild Recognition
    is under way counts with its VP (its picks would only matter to a next game, which there is not). With no game
    finished the campaign ends without a winner (`leaders` is empty)."""
    return campaign.model_copy(update={"ended": True})

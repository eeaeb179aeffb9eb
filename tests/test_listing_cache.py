"""The listings' caches (``abilities.in_play_with``, the per-game script tables, the per-listing memo) never
change what is offered: a listing made from cold caches at any decision gives the same options."""
import pytest

from doomtown_tui.engine import actions, high_noon, stats
from doomtown_tui.engine.abilities import Ability, CardScript, boot_self, listing
from doomtown_tui.engine.agents import RandomAgent
from doomtown_tui.engine.cards import card_pool
from doomtown_tui.engine.game import Game
from doomtown_tui.engine.ruleset import default_rules
from doomtown_tui.engine.testing import scenario
from doomtown_tui.engine.windows import plays_for
from doomtown_tui.sim import starter_decks

PLAY_WINDOWS = ("noon", "shootout", "resolution", "cheatin_resolution")


def _cold(state, window, player):
    """The plays of ``window`` listed again after every cache is dropped."""
    state.play_index.cache.clear()
    state.rules.picked.clear()
    plays = high_noon.noon_plays(state, player) if window == "noon" else plays_for(state, window, player)
    return [(o.id, o.label, o.data) for o, _ in plays]


@pytest.mark.parametrize("seed", range(6))
def test_every_play_window_lists_the_same_plays_from_cold_caches(seed):
    decks = starter_decks()
    game = Game.new([decks[seed % len(decks)], decks[(seed + 1) % len(decks)]], seed=seed, max_days=8)
    agents = [RandomAgent(seed), RandomAgent(seed + 100)]
    compared = 0
    while not game.over:
        decision = game.decision
        state = game.raw
        assert state.memo is None                      # no memo outlives its listing
        if decision.kind in PLAY_WINDOWS:
            offered = [(o.id, o.label, o.data) for o in decision.options if o.id != "pass"]
            assert _cold(state, decision.kind, decision.player) == offered
            compared += 1
        game.choose(decision.player, agents[decision.player].choose(game, decision))
    assert compared > 20


def test_a_replaced_script_is_indexed_afresh():
    code = card_pool()["Rob Wilby"].code
    noon = Ability(window="noon", costs=(boot_self(),), effect=lambda ctx: None)
    shootout = Ability(window="shootout", costs=(boot_self(),), effect=lambda ctx: None)
    once = default_rules().replacing(scripts={code: CardScript(code, (noon,))})
    assert once.index[code].fitting(("noon",)) == ((0, noon),)
    twice = once.replacing(scripts={code: CardScript(code, (shootout, noon))})
    assert twice.index[code].fitting(("noon",)) == ((1, noon),)
    assert twice.index[code].fitting(("shootout",)) == ((0, shootout),)
    assert twice.index[code].fitting(("noon", "shootout")) == ((0, shootout), (1, noon))
    assert once.index[code].fitting(("shootout",)) == ()


def test_the_memo_is_dropped_when_a_listing_fails():
    game = scenario(phase="high_noon", players=[
        dict(outfit="Law Dogs", home=["Rob Wilby"]),
        dict(outfit="The Sloane Gang", home=["El Anónimo"]),
    ])

    @listing
    def broken(state):
        assert state.memo is not None
        raise RuntimeError("listing failed")

    with pytest.raises(RuntimeError):
        broken(game.raw)
    assert game.raw.memo is None


def test_a_listing_that_would_log_an_event_is_refused():
    """Listing options changes nothing, the log included: a check that logged a refusal while it was only asked
    (Get Behind Me, Satan!'s requirement once did) would write a line nobody caused."""
    game = scenario(phase="high_noon", players=[
        dict(outfit="Law Dogs", home=["Rob Wilby"]),
        dict(outfit="The Sloane Gang", home=["El Anónimo"]),
    ])
    before = len(game.raw.events)

    @listing
    def chatty(state):
        actions.log(state, "prevented", "Rob Wilby cannot be affected")

    with pytest.raises(AssertionError, match="logged while options are listed"):
        chatty(game.raw)
    assert len(game.raw.events) == before and game.raw.memo is None


def test_a_stat_is_remembered_for_each_acting_player_apart():
    """Tusk gives its dude 5 more value against the other side's card effects only: the memo of one
    listing keeps the value as the rules see it apart from the value as each player's effect sees it."""
    game = scenario(phase="high_noon", players=[
        dict(outfit="Law Dogs", home=["Rob Wilby"], attach={"Rob Wilby": ["Tusk"]}),
        dict(outfit="The Sloane Gang", home=["El Anónimo"]),
    ])
    state = game.raw
    rob = next(c for c in state.in_play() if c.title == "Rob Wilby")

    @listing
    def values(state):
        seen = [stats.value(state, rob)]
        for player in (1, 0, 1):
            actions.begin_acting(state, player)
            try:
                seen.append(stats.value(state, rob))
            finally:
                actions.end_acting(state)
        return seen

    assert values(state) == [2, 7, 2, 7]

"""Flame-Thrower: its carrier is a stud; Shootout, boot and 1 to 3 GR: +1 bullets on the Gadget per GR,
and every round's loser suffers 1 more casualty."""
from doomtown_tui.engine.testing import scenario
from tests.cards.helpers import (
    FILLER,
    any_uid,
    callout_shootout,
    card_named,
    cards,
    effect_stats,
    end_shootout,
    events,
    has_option,
    play,
    to_reveal,
)


def _shootout(stash: int, p0_deck: str = FILLER, p1_deck: str = FILLER):
    game = scenario(phase="high_noon", players=[
        dict(outfit="Law Dogs", town_square=["Rob Wilby"], attach={"Rob Wilby": ["Flame-Thrower"]}, stash=stash,
             deck=cards(p0_deck)),
        dict(outfit="The Sloane Gang", town_square=["Walter Jameson", "Wilber Crowley"], deck=cards(p1_deck)),
    ])
    rob = card_named(game, "Rob Wilby")
    assert (rob.bullets, rob.shooter) == (2, "stud")          # printed 1 draw
    callout_shootout(game, "Rob Wilby", "Walter Jameson", join=("Wilber Crowley",))
    return game


def test_fuel_buys_bullets():
    game = _shootout(stash=3)
    play(game, play="ability", card="Flame-Thrower")
    assert sorted(o.data["amount"] for o in game.decision.options) == [1, 2, 3]
    play(game, play="pay", amount=2)
    assert card_named(game, "Rob Wilby").bullets == 4                # 1 printed + 1 + 2 on the Gadget
    assert card_named(game, "Flame-Thrower").booted
    assert game.state.players[0].stash == 1


def test_the_loser_takes_an_extra_casualty():
    # Rob (1 + 1 + 1 paid = 3 bullets, stud) draws 8: a pair of aces. Walter and Wilber are draws: 5
    # cards, a high card (they swap nothing). Pair beats high card by 1 rank: 1 casualty, +1.
    game = _shootout(stash=1, p0_deck="AH AD 3C 5S 7D 9H JC KS " + FILLER,
                     p1_deck="2C 4D 8H 10S QC " + FILLER)
    play(game, play="ability", card="Flame-Thrower")           # only 1 GR: no question how much
    to_reveal(game)
    assert [e.data["rank"] for e in events(game, "reveal")] == [2, 1]
    result = events(game, "round_result")[-1].data
    assert (result["loser"], result["casualties"]) == (1, 2)
    assert (game.decision.kind, game.decision.player) == ("casualty", 1)
    assert "2 casualties" in game.decision.prompt


def test_no_ghost_rock_no_fuel():
    game = _shootout(stash=0)
    assert not has_option(game, play="ability", card="Flame-Thrower")


def test_the_fuel_and_the_extra_casualty_last_the_shootout_only():
    game = _shootout(stash=1, p0_deck="AH AD 3C 5S 7D 9H JC KS " + FILLER, p1_deck="2C 4D 8H 10S QC " + FILLER)
    play(game, play="ability", card="Flame-Thrower")
    flame = any_uid(game, "Flame-Thrower")
    assert card_named(game, "Rob Wilby").bullets == 3
    assert "loser_casualties" in effect_stats(game, flame)
    end_shootout(game)                                   # both Sloane dudes fall in the first round
    assert game.state.shootout is None
    assert card_named(game, "Rob Wilby").bullets == 2    # printed 1 + the Gadget's printed 1
    assert effect_stats(game, flame) == []

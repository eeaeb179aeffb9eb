"""Soul Cage: Cheatin' Resolution, boot: bring back one of your discarded or aced Abominations
whose cost is at most the cheater's hand rank, free, where the cage is; in a shootout it joins you."""
from doomtown_tui.engine.testing import scenario
from tests.cards.helpers import FILLER, card_named, cards, option_titles, play, posse_titles, to_reveal

LOW = "2H 3D 5C 7H 9D"
CHEAT_PAIR = "AH AH 4H 6D 8C"        # a pair (rank 2) with a duplicate card: cheatin'


def _gamblin(cheat: str, discard: list[str], boot_hill: list[str]):
    game = scenario(phase="gamblin", players=[
        dict(outfit="Law Dogs", home=["Rob Wilby"], attach={"Rob Wilby": ["Soul Cage"]}, discard=discard,
             boot_hill=boot_hill, stash=0, deck=cards(LOW + " " + FILLER)),
        dict(outfit="The Sloane Gang", home=["Pancho Castillo"], deck=cards(cheat + " " + FILLER)),
    ])
    return game


def test_soul_cage_frees_a_cheap_abomination_for_nothing():
    game = _gamblin(CHEAT_PAIR, discard=["Bobo", "Alan Campbell"], boot_hill=["The Brute"])
    assert (game.decision.kind, game.decision.player) == ("cheatin_resolution", 0)
    play(game, play="ability", card="Soul Cage")
    # Bobo costs 1 and The Brute 2, within rank 2; Alan Campbell costs 4
    assert sorted(option_titles(game)) == ["Bobo", "The Brute"]
    play(game, play="enter_play", card="The Brute")
    brute = card_named(game, "The Brute")
    assert (brute.location, brute.booted, brute.controller) == ("Law Dogs", False, 0)
    assert game.state.players[0].boot_hill == ()
    assert card_named(game, "Soul Cage").booted


def test_soul_cage_needs_an_abomination_cheap_enough():
    game = _gamblin(CHEAT_PAIR, discard=["Alan Campbell"], boot_hill=[])
    # no Cheatin' Resolution to offer: the lowball is settled without asking the Law Dogs
    assert game.decision.kind != "cheatin_resolution"
    assert not card_named(game, "Soul Cage").booted
    assert "Alan Campbell" in [c.title for c in game.state.players[0].discard]
    assert "Alan Campbell" not in [c.title for c in game.state.in_play]


def test_in_a_shootout_the_abomination_joins_the_posse():
    game = scenario(phase="high_noon", players=[
        dict(outfit="Law Dogs", town_square=["Clint Ramsey"], attach={"Clint Ramsey": ["Soul Cage"]}, discard=["Bobo"],
             deck=cards("2H 5D 9C JH KD 3S 7C " + FILLER)),
        dict(outfit="The Sloane Gang", town_square=["Rob Wilby"], deck=cards("9H 9H 9D 9C 2D " + FILLER)),
    ], shootout=dict(posses=[["Clint Ramsey"], ["Rob Wilby"]]))
    to_reveal(game)
    play(game, play="ability", card="Soul Cage")          # the only candidate: no question
    assert posse_titles(game, 0) == ["Clint Ramsey", "Bobo"]
    assert card_named(game, "Bobo").location == "Town Square"


def test_with_three_seats_a_later_cheaters_higher_rank_is_the_one_it_may_use():
    """Seat 1 cheats with a pair (rank 2), seat 2 with three kings (rank 4): Alan Campbell (cost 4) can come
    back only against seat 2's hand. The cage is offered, and it works against seat 2, not seat 1."""
    game = scenario(phase="gamblin", players=[
        dict(outfit="Law Dogs", home=["Rob Wilby"], attach={"Rob Wilby": ["Soul Cage"]}, discard=["Alan Campbell"],
             stash=0, deck=cards(LOW + " " + FILLER)),
        dict(outfit="The Sloane Gang", home=["Pancho Castillo"], deck=cards(CHEAT_PAIR + " " + FILLER)),
        dict(outfit="Morgan Regulators", home=["Clint Ramsey"], deck=cards("KH KH KD 6S 8S " + FILLER)),
    ])
    assert (game.decision.kind, game.decision.player) == ("cheatin_resolution", 0)
    play(game, play="ability", card="Soul Cage")
    assert card_named(game, "Alan Campbell").location == "Law Dogs"
    assert 2 in game.raw.gamblin_punished and 1 not in game.raw.gamblin_punished

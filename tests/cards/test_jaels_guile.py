"""Jael's Guile: Cheatin' Resolution, boot (and boot this dude if your own hand cheats): the cheater
twice boots or discards a dude of their posse, wanted dudes first."""
from doomtown_tui.engine.testing import scenario
from tests.cards.helpers import FILLER, card_named, cards, has_option, play, to_reveal
from tests.cards.third_party import CHEATIN_KINGS, FOUR_NINES, allied_shootout, use_when_offered

LEGAL = "2H 5D 9C JH KD 3S 7C"       # Clint Ramsey (2 stud) draws 7: a high card
CHEAT = "9H 9H 9D 9C 2D"             # two draws: 5 cards, four of a kind with a duplicate card


def _resolution(p0_deck: str = LEGAL, bounty: int = 1):
    game = scenario(phase="high_noon", players=[
        dict(outfit="Law Dogs", town_square=["Clint Ramsey"], attach={"Clint Ramsey": ["Jael's Guile"]}, stash=5,
             deck=cards(p0_deck + " " + FILLER)),
        dict(outfit="The Sloane Gang", town_square=["Rob Wilby", "Wilber Crowley"], bounty={"Rob Wilby": bounty},
             deck=cards(CHEAT + " " + FILLER)),
    ], shootout=dict(posses=[["Clint Ramsey"], ["Rob Wilby", "Wilber Crowley"]]))
    to_reveal(game)
    assert (game.decision.kind, game.decision.player) == ("resolution", 0)
    return game


def test_the_cheater_must_punish_the_wanted_dude_twice():
    game = _resolution()
    play(game, play="ability", card="Jael's Guile")
    assert card_named(game, "Jael's Guile").booted and not card_named(game, "Clint Ramsey").booted
    assert game.decision.player == 1
    assert sorted((o.data["play"], o.data["card"]) for o in game.decision.options) == [
        ("boot", "Rob Wilby"), ("discard", "Rob Wilby")]
    play(game, play="boot", card="Rob Wilby")
    assert card_named(game, "Rob Wilby").booted
    # booted now: he can only be discarded, and his bounty goes to the Law Dogs
    assert [(o.data["play"], o.data["card"]) for o in game.decision.options] == [("discard", "Rob Wilby")]
    play(game, play="discard", card="Rob Wilby")
    assert [c.title for c in game.state.players[1].discard if c.title == "Rob Wilby"] == ["Rob Wilby"]
    assert game.state.players[0].stash == 6
    assert not card_named(game, "Wilber Crowley").booted


def test_without_wanted_dudes_any_posse_dude_may_be_chosen():
    game = _resolution(bounty=0)
    play(game, play="ability", card="Jael's Guile")
    assert sorted((o.data["play"], o.data["card"]) for o in game.decision.options) == [
        ("boot", "Rob Wilby"), ("boot", "Wilber Crowley"), ("discard", "Rob Wilby"), ("discard", "Wilber Crowley")]


def test_a_cheating_user_boots_the_dude_too():
    game = _resolution(p0_deck="KH KH 5D 9C 3S 7C 2D")    # the Law Dogs cheat as well
    play(game, play="ability", card="Jael's Guile")
    assert card_named(game, "Clint Ramsey").booted


def test_not_against_a_legal_hand():
    game = scenario(phase="high_noon", players=[
        dict(outfit="Law Dogs", town_square=["Clint Ramsey"], attach={"Clint Ramsey": ["Jael's Guile"]},
             deck=cards(LEGAL + " " + FILLER)),
        dict(outfit="The Sloane Gang", town_square=["Rob Wilby"], deck=cards("2C 4D 8H 10S QC " + FILLER)),
    ], shootout=dict(posses=[["Clint Ramsey"], ["Rob Wilby"]]))
    to_reveal(game)
    assert not has_option(game, play="ability", card="Jael's Guile")


def test_a_third_party_must_boot_the_dude_when_the_hand_of_its_posse_cheats():
    # Ezrael Jones (seat 2) fights in seat 0's posse, whose four nines cheat as seat 1's kings do
    game = allied_shootout(dict(town_square=["Clint Ramsey"], deck=cards(f"{FOUR_NINES} {FILLER}")),
                           dict(town_square=["Pancho Castillo"], deck=cards(f"{CHEATIN_KINGS} {FILLER}")),
                           dict(town_square=["Ezrael Jones"], attach={"Ezrael Jones": ["Jael's Guile"]},
                                deck=cards(FILLER)),
                           leader="Clint Ramsey", mark="Pancho Castillo", side=0, guests=["Ezrael Jones"])
    to_reveal(game)
    use_when_offered(game, 2, "Jael's Guile")
    assert card_named(game, "Ezrael Jones").booted and card_named(game, "Jael's Guile").booted

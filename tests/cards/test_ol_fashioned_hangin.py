"""Ol' Fashioned Hangin': Noon Job (1 GR) marking an opposing dude with at least 2 bounty; success aces the
mark and gives the leader, if still in play, 1 permanent control point."""
from doomtown_tui.engine.testing import scenario
from tests.cards.helpers import card_named, has_option, option_titles, play

CARD = "Ol' Fashioned Hangin'"


def _hangin(bounty):
    return scenario(phase="high_noon", players=[
        dict(outfit="Law Dogs", home=["Clint Ramsey"], hand=[CARD], stash=3),
        dict(outfit="The Sloane Gang", town_square=["Rob Wilby", "El Anónimo"], bounty=bounty),
    ])


def test_the_wanted_mark_is_aced_and_the_leader_gains_a_control_point():
    game = _hangin({"Rob Wilby": 2, "El Anónimo": 1})
    play(game, play="ability", card=CARD)
    # El Anónimo has only 1 bounty: Rob is the one mark, chosen without asking
    play(game, play="allow")
    assert [c.title for c in game.state.players[1].boot_hill] == ["Rob Wilby"]
    clint = card_named(game, "Clint Ramsey")
    assert (clint.control, clint.location, clint.booted) == (1, "Law Dogs", True)
    assert game.state.players[0].stash == 4                  # 3 - 1 for the card + Rob's 2 bounty
    assert game.state.players[0].control == 1


def test_two_marks_to_choose_from():
    game = _hangin({"Rob Wilby": 2, "El Anónimo": 3})
    play(game, play="ability", card=CARD)
    assert sorted(option_titles(game)) == ["El Anónimo", "Rob Wilby"]
    play(game, play="mark", card="El Anónimo")
    play(game, play="allow")
    assert [c.title for c in game.state.players[1].boot_hill] == ["El Anónimo"]


def test_not_offered_without_a_dude_with_two_bounty():
    game = _hangin({"Rob Wilby": 1})
    assert game.decision.kind == "noon"
    assert not has_option(game, play="ability", card=CARD)

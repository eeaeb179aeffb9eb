"""The Brute: aced to cover shootout casualties, he cuts the remaining casualties by 2."""
from doomtown_tui.engine.testing import scenario
from tests.cards.helpers import cards, events, play, to_reveal, turn_of, uid_of


def _three_casualties():
    # P0: The Brute (shooter, 1 draw) + Pagliaccio (a backup draw): 5 cards, a high card.
    # P1: Clint Ramsey (2 stud): 7 cards, three kings. Three ranks apart: 3 casualties for P0.
    game = scenario(phase="high_noon", dealer=0, players=[
        dict(outfit="Encroaching Darkness", town_square=["The Brute", "Pagliaccio"], deck_top=cards("2H 4D 7C 9S JH")),
        dict(outfit="Law Dogs", town_square=["Clint Ramsey"], deck_top=cards("KH KD KC 2C 5S 9D 7H")),
    ], shootout=dict(posses=[["The Brute", "Pagliaccio"], ["Clint Ramsey"]]))
    to_reveal(game)
    turn_of(game, 0, "casualty")
    assert "3 casualties" in game.decision.prompt
    return game


def test_acing_the_brute_covers_four():
    game = _three_casualties()
    play(game, play="ace", card="The Brute")
    assert events(game, "casualties_changed")[-1].data["after"] == 0
    assert game.state.card(uid_of(game, "Pagliaccio")).zone == "play"
    assert [c.title for c in game.state.players[0].boot_hill] == ["The Brute"]


def test_discarding_the_brute_covers_only_one():
    game = _three_casualties()
    play(game, play="discard", card="The Brute")
    assert game.decision.kind == "casualty" and "2 casualties" in game.decision.prompt
    play(game, play="ace", card="Pagliaccio")
    assert not any(c.title == "Pagliaccio" for c in game.state.in_play)

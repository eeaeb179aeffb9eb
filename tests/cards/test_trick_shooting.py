"""Trick Shooting: Shootout: your dude gets +1 bullets; pull, and on a red pull look at as many cards
off the top of your deck as that dude's bullets and put one of them into your hand."""
from doomtown_tui.engine.testing import scenario
from tests.cards.helpers import FILLER, card_named, cards, end_shootout, option_titles, play


def _shootout(pull: str):
    # Clint Ramsey (2 stud) plays it: 3 bullets, so three cards are looked at on a red pull
    game = scenario(phase="high_noon", players=[
        dict(outfit="Law Dogs", town_square=["Clint Ramsey"], hand=["Trick Shooting"],
             deck=cards(f"{pull} 4H 8D KC " + FILLER)),
        dict(outfit="The Sloane Gang", town_square=["Pancho Castillo"]),
    ], shootout=dict(posses=[["Clint Ramsey"], ["Pancho Castillo"]]))
    play(game, play="ability", card="Trick Shooting")
    return game


def test_a_red_pull_puts_one_of_the_top_cards_into_hand():
    game = _shootout("5H")
    assert card_named(game, "Clint Ramsey").bullets == 3
    looked = cards("4H 8D KC")
    assert game.decision.kind == "target" and option_titles(game) == looked
    play(game, play="take", card=looked[1])
    assert [c.title for c in game.state.players[0].hand] == [looked[1]]
    # the two cards left stay on top, in order: they open the Law Dogs' draw hand (8 cards, 3 stud)
    assert game.decision.kind == "draw_hand"
    assert [c.title for c in game.state.players[0].draw_hand][:3] == [looked[0], looked[2], cards("3H")[0]]
    # the action card is discarded as it resolves, the pulled card once it has resolved (rulebook "Pulls")
    assert [c.title for c in game.state.players[0].discard][-2:] == ["Trick Shooting", cards("5H")[0]]


def test_a_black_pull_gives_only_the_bullet():
    game = _shootout("5C")
    assert card_named(game, "Clint Ramsey").bullets == 3
    assert game.decision.kind != "target"
    assert game.state.players[0].hand == ()


def test_the_bullet_ends_with_the_shootout():
    game = scenario(phase="high_noon", players=[
        dict(outfit="Law Dogs", town_square=["Clint Ramsey"], hand=["Trick Shooting"],
             deck=cards("5C 9H 9S 9D 9C 2D 4C 6H 8S " + FILLER)),
        dict(outfit="The Sloane Gang", town_square=["Pancho Castillo"],
             deck=cards("2H 4D 7C 8S JH QC 3D 5S " + FILLER)),
    ], shootout=dict(posses=[["Clint Ramsey"], ["Pancho Castillo"]]))
    play(game, play="ability", card="Trick Shooting")
    assert card_named(game, "Clint Ramsey").bullets == 3
    end_shootout(game)                                     # four nines: Pancho falls
    assert game.state.shootout is None
    assert card_named(game, "Clint Ramsey").bullets == 2


def test_a_joker_pulled_is_suggested_as_a_red_king():
    """A Joker's suggested identity is the one the pull rewards: a red card (the Automaton takes the
    suggestion, automaton.md HR-19); as the King of Hearts it pays out like any red pull."""
    game = scenario(phase="high_noon", players=[
        dict(outfit="Law Dogs", town_square=["Clint Ramsey"], hand=["Trick Shooting"],
             deck=["Joker (black)", *cards("4H 8D KC " + FILLER)]),
        dict(outfit="The Sloane Gang", town_square=["Pancho Castillo"]),
    ], shootout=dict(posses=[["Clint Ramsey"], ["Pancho Castillo"]]))
    play(game, play="ability", card="Trick Shooting")
    assert game.decision.kind == "joker"
    first = game.decision.options[0]
    assert (first.data["value"], first.data["suit"]) == (13, "H") and "(suggested)" in first.label
    game.choose(0, first.id)
    assert game.decision.kind == "target" and option_titles(game) == cards("4H 8D KC")


def test_a_deck_emptied_by_the_pull_is_refilled_for_the_look():
    """The pull takes the last card of the deck: the discard pile becomes the new deck (rulebook: a card needed
    from an empty deck), so there are three cards to look at, not none."""
    game = scenario(phase="high_noon", players=[
        dict(outfit="Law Dogs", town_square=["Clint Ramsey"], hand=["Trick Shooting"], deck=cards("5H"),
             discard=cards("4H 8D KC")),
        dict(outfit="The Sloane Gang", town_square=["Pancho Castillo"]),
    ], shootout=dict(posses=[["Clint Ramsey"], ["Pancho Castillo"]]))
    play(game, play="ability", card="Trick Shooting")
    assert game.decision.kind == "target"
    assert sorted(option_titles(game)) == sorted(cards("4H 8D KC"))
    play(game, play="take", card=cards("8D")[0])
    assert [c.title for c in game.state.players[0].hand] == cards("8D")

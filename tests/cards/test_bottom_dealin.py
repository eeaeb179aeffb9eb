"""Bottom Dealin': Cheatin' Resolution: the cheater's draw hand is discarded and replaced by the top five
cards of your deck (which still end in your discard pile); it works in the lowball too."""
from doomtown_tui.engine.testing import scenario
from tests.cards.helpers import FILLER, cards, events, has_option, play

LOW = "2H 3D 5C 7H 9D"                   # legal, 9 high: a fine lowball hand
HIGH = "KH KD KC QH QD"                  # a full house: the worst lowball hand here
CHEAT = "AH AH 4H 6D 8C"                 # a pair of aces with two A♥: cheatin'


def _gamblin(p0_top: str, p1_top: str, p0_hand=("Bottom Dealin'",), p1_hand=()):
    return scenario(phase="gamblin", players=[
        dict(outfit="Law Dogs", town_square=["Clint Ramsey"], hand=list(p0_hand), deck=cards(p0_top + " " + FILLER)),
        dict(outfit="The Sloane Gang", town_square=["Pancho Castillo"], hand=list(p1_hand),
             deck=cards(p1_top + " " + FILLER)),
    ])


def test_the_cheaters_lowball_hand_becomes_your_top_five():
    game = _gamblin(LOW + " " + HIGH, CHEAT)
    assert (game.decision.kind, game.decision.player) == ("cheatin_resolution", 0)
    play(game, play="ability", card="Bottom Dealin'")
    shown = events(game, "hand_shown")[-1]
    assert shown.data == {"player": 1, "rank": 7, "cheatin": False}      # the full house, legal
    assert events(game, "gamblin_win")[-1].data["player"] == 0           # 9 high beats a full house
    p0, p1 = game.state.players
    # the five replacement cards were Law Dogs cards: they went to the Law Dogs' discard pile
    assert sorted(c.title for c in p0.discard) == sorted([*cards(LOW + " " + HIGH), "Bottom Dealin'"])
    assert sorted(c.title for c in p1.discard) == sorted(cards(CHEAT))


def test_not_offered_against_a_legal_hand():
    game = _gamblin(LOW + " " + HIGH, "AH 2D 4H 6D 8C")
    assert not events(game, "hand_shown")
    assert not has_option(game, play="ability", card="Bottom Dealin'")
    assert [c.title for c in game.state.players[0].hand] == ["Bottom Dealin'"]


def test_not_offered_against_yourself():
    # the Law Dogs cheat and hold the card; the Sloane Gang's hand is legal
    game = _gamblin(CHEAT + " " + HIGH, LOW)
    assert not has_option(game, play="ability", card="Bottom Dealin'")
    assert events(game, "gamblin_win")[-1].data["player"] == 1           # their 9 high beats the pair
    assert [c.title for c in game.state.players[0].hand] == ["Bottom Dealin'"]


def test_in_a_shootout_the_new_hand_is_the_one_compared():
    # Andreas Andregg and Shi Long Peng are 0-stud shooters: five cards each, no redraw
    game = scenario(phase="high_noon", players=[
        dict(outfit="Law Dogs", town_square=["Andreas Andregg"], hand=["Bottom Dealin'"],
             deck=cards("2H 5D 9C JH KD 3H 6D 8C 10H QD " + FILLER)),
        dict(outfit="The Sloane Gang", town_square=["Shi Long Peng"], deck=cards("9H 9H 9D 9C 2D " + FILLER)),
    ], shootout=dict(posses=[["Andreas Andregg"], ["Shi Long Peng"]]))
    assert (game.decision.kind, game.decision.player) == ("resolution", 0)   # four nines, one of them twice
    play(game, play="ability", card="Bottom Dealin'")
    assert events(game, "hand_shown")[-1].data == {"player": 1, "rank": 1, "cheatin": False}
    result = events(game, "round_result")[-1]
    assert result.data["winner"] == 0                    # king high beats the queen high they were dealt


def test_you_name_a_joker_in_the_cheaters_new_hand_and_are_offered_their_worst():
    """You name the Jokers of the hand you gave the cheater (digest C.1): the suggestion is the identity that leaves
    their lowball hand at its worst. Joker 2♠ 4♥ 6♦ 8♣: a Joker as an 8 pairs the highest card (a pair of 8s),
    where the cheater would have named it for an 8-high."""
    game = _gamblin(LOW + " JOKER 2S 4H 6D 8C", CHEAT)
    play(game, play="ability", card="Bottom Dealin'")
    decision = game.decision
    assert (decision.kind, decision.player) == ("joker", 0)
    assert decision.prompt.startswith("Player 1: Player 2's hand is ")
    assert (decision.options[0].data["value"], "(suggested)" in decision.options[0].label) == (8, True)
    game.choose(0, decision.options[0].id)
    assert events(game, "hand_shown")[-1].data == {"player": 1, "rank": 2, "cheatin": False}
    assert events(game, "gamblin_win")[-1].data["player"] == 0           # your 9 high beats their pair


def test_in_a_shootout_the_worst_identity_is_the_lowest_hand():
    """Replacement Joker 3♥ 6♦ 8♣ 10♥: the Joker named so it pairs nothing and makes no straight or flush."""
    game = scenario(phase="high_noon", players=[
        dict(outfit="Law Dogs", town_square=["Andreas Andregg"], hand=["Bottom Dealin'"],
             deck=cards("2H 5D 9C JH KD JOKER 3H 6D 8C 10H " + FILLER)),
        dict(outfit="The Sloane Gang", town_square=["Shi Long Peng"], deck=cards("9H 9H 9D 9C 2D " + FILLER)),
    ], shootout=dict(posses=[["Andreas Andregg"], ["Shi Long Peng"]]))
    play(game, play="ability", card="Bottom Dealin'")
    assert (game.decision.kind, game.decision.player) == ("joker", 0)
    game.choose(0, game.decision.options[0].id)
    assert events(game, "hand_shown")[-1].data == {"player": 1, "rank": 1, "cheatin": False}   # high card

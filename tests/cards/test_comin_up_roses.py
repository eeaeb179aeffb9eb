"""Comin' Up Roses: Resolution: a draw-hand card whose value is alone in the hand takes a suit of your
choice; Cheatin' Resolution: one or two draw-hand cards take any value and suit (no value already in the
hand), and for the rest of the shootout your hand rank is +2 while the hand is a legal straight or flush."""
from doomtown_tui.engine.testing import scenario
from tests.cards.helpers import FILLER, cards, events, play, to_reveal, turn_of


def _shootout(mine: str, theirs: str):
    game = scenario(phase="high_noon", dealer=0, players=[
        dict(outfit="Law Dogs", town_square=["Philip Swinford"], hand=["Comin' Up Roses"],
             deck_top=cards(mine + " " + FILLER)),
        dict(outfit="The Sloane Gang", town_square=["Rob Wilby"], deck_top=cards(theirs + " " + FILLER)),
    ], shootout=dict(posses=[["Philip Swinford"], ["Rob Wilby"]]))   # two 1-bullet draws: five cards each, no redraw
    to_reveal(game)
    turn_of(game, 0, "resolution")
    return game


def _hand(game, player: int) -> str:
    return [e.text for e in events(game, "reveal") + events(game, "hand_shown") if e.data["player"] == player][-1]


def test_a_lone_card_takes_a_new_suit():
    """Four hearts and the 9♠: the 9 (alone in its value, like every card here) turns into a heart: a flush."""
    game = _shootout("2H 4H 6H 8H 9S", "2D 5S 7C JD KC")
    play(game, play="ability", card="Comin' Up Roses", ability=0)
    d = game.decision
    assert d.kind == "target"
    game.choose(0, next(o.id for o in d.options if o.data["card"] == cards("9S")[0]))
    d = game.decision
    assert sorted(o.id for o in d.options) == ["9C", "9D", "9H"]      # the value stays; only the suit
    assert d.options[0].id == "9H"                                    # the best for the hand comes first
    game.choose(0, "9H")
    assert _hand(game, 0) == "Player 1's new hand: 2\u2665 4\u2665 6\u2665 8\u2665 9\u2660=9\u2665: Flush, 9 high"
    assert events(game, "hand_shown")[-1].data["rank"] == 6


def test_a_pair_card_cannot_take_a_new_suit():
    """2♥ 2♦ are a pair: only the other three cards may change."""
    game = _shootout("2H 2D 6H 8H 9S", "3S 5S 7C JD KC")
    play(game, play="ability", card="Comin' Up Roses", ability=0)
    offered = {o.data["card"] for o in game.decision.options}
    assert offered == set(cards("6H 8H 9S"))


def test_against_a_cheater_it_makes_a_straight_worth_two_ranks_more():
    """2 3 4 5 and a 9: the 9 becomes a 6 (2 to 5 are barred): a legal straight, rank 5 + 2 = 7, against
    a cheatin' pair of kings (rank 2): 5 casualties."""
    game = _shootout("2H 3D 4S 5C 9H", "KH KH 3C 8D QS")
    assert events(game, "reveal")[-1].data["cheatin"] is True
    play(game, play="ability", card="Comin' Up Roses", ability=1)
    d = game.decision
    assert (d.kind, d.multi, d.min, d.max) == ("target", True, 1, 2)
    game.choose(0, [next(o.id for o in d.options if o.data["card"] == cards("9H")[0])])
    d = game.decision
    assert {o.data["value"] for o in d.options} == {1, 6, 7, 8, 9, 10, 11, 12, 13}
    game.choose(0, "6H")
    assert events(game, "hand_shown")[-1].data["rank"] == 5
    while not events(game, "round_result"):
        d = game.decision
        game.choose(d.player, next((o.id for o in d.options if o.data.get("play") == "pass"), d.options[0].id))
    assert events(game, "round_result")[-1].data["casualties"] == 5

"""Comin' Up Roses: Resolution: a draw-hand card whose value is alone in the hand takes a suit of your
choice; Cheatin' Resolution: one or two draw-hand cards take any value and suit (no value already in the
hand), and for the rest of the shootout your hand rank is +2 while the hand is a legal straight or flush."""
from doomtown_tui.engine.testing import scenario
from tests.cards.helpers import FILLER, cards, events, hand_rank_bonus, option, play, to_next_round, to_reveal, turn_of
from tests.cards.third_party import cheated_against


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


def test_the_two_cards_are_checked_against_the_final_hand():
    """2♥ 2♦ 4 5 6, both 2s change: the first may stay a 2 (the other 2 is changing too) and the second
    then takes the 3: a straight, whichever card is asked about first."""
    game = _shootout("2H 2D 4S 5C 6D", "KH KH 3C 8D QS")
    play(game, play="ability", card="Comin' Up Roses", ability=1)
    d = game.decision
    game.choose(0, [o.id for o in d.options if o.data["card"] in cards("2H 2D")])
    assert {o.data["value"] for o in game.decision.options} == {1, 2, 3, 7, 8, 9, 10, 11, 12, 13}
    game.choose(0, "2C")
    assert {o.data["value"] for o in game.decision.options} == {1, 3, 7, 8, 9, 10, 11, 12, 13}
    game.choose(0, "3S")
    shown = events(game, "hand_shown")[-1].data
    assert (shown["rank"], shown["cheatin"]) == (5, False)
    assert hand_rank_bonus(game, 0) == 2


def test_a_hand_quickdraw_handgun_made_legal_counts_as_legal():
    """Round 1: Rob cheats and the cards reshape Philip's hand (3 to 4: still high card). Round 2: Rob
    cheats with a flush holding two 2♥; Philip's Quickdraw Handgun takes it, and it counts as legal, so the
    +2 applies to it."""
    game = scenario(phase="high_noon", dealer=0, players=[
        dict(outfit="Law Dogs", town_square=["Philip Swinford", "Pancho Castillo"], hand=["Comin' Up Roses"],
             attach={"Philip Swinford": ["Quickdraw Handgun"]},
             deck_top=cards("3S 5C 7D 9C JS 2C 4D 6S 8H 10C " + FILLER)),
        dict(outfit="The Sloane Gang", town_square=["Rob Wilby"],
             deck_top=cards("KH KH 3C 8D QS 2H 2H 5H 9H KH " + FILLER)),
    ], shootout=dict(posses=[["Philip Swinford", "Pancho Castillo"], ["Rob Wilby"]]))
    to_reveal(game)
    turn_of(game, 0, "resolution")
    play(game, play="ability", card="Comin' Up Roses", ability=1)
    game.choose(0, [next(o.id for o in game.decision.options if o.data["card"] == cards("3S")[0])])
    game.choose(0, "4S")
    to_next_round(game, spare=("Philip Swinford",))    # Rob's cheatin' pair wins by 1: Pancho falls
    assert hand_rank_bonus(game, 0) == 0
    to_reveal(game)
    assert [(e.data["rank"], e.data["cheatin"]) for e in events(game, "reveal")][-2:] == [(1, False), (6, True)]
    turn_of(game, 0, "resolution")
    play(game, play="ability", card="Quickdraw Handgun")
    shown = events(game, "hand_shown")[-2].data
    assert (shown["player"], shown["rank"]) == (0, 6)
    assert hand_rank_bonus(game, 0) == 2


def test_a_third_party_changes_a_lone_card_of_the_hand_its_posse_fights_with():
    game = cheated_against(dict(town_square=["Rob Wilby"], hand=["Comin' Up Roses"]), ["Rob Wilby"])
    turn_of(game, 2, "resolution")
    game.choose(2, option(game, play="ability", card="Comin' Up Roses", ability=0))
    assert {o.data["uid"] for o in game.decision.options} == {c.uid for c in game.state.players[1].draw_hand}
    nine = next(c.uid for c in game.state.players[1].draw_hand if c.title == cards("9C")[0])
    play(game, play="change", uid=nine)
    play(game, play="identity", value=9, suit="H")
    assert events(game, "shown_as")[-1].data == {"uid": nine, "value": 9, "suit": "H"}
    assert events(game, "hand_shown")[-1].data["player"] == 1


def test_in_the_lowball_the_cards_change_but_no_rank_bonus_is_made():
    """Outside a shootout the Cheatin' Resolution still reshapes the hand (the 9 becomes a 6: a straight, rank 5)
    but makes no +2 effect; the straight is worse in the lowball, so the cheater's pair (rank 2) wins."""
    game = scenario(phase="gamblin", players=[
        dict(outfit="Law Dogs", hand=["Comin' Up Roses"], deck=cards("2H 3D 4C 5H 9D " + FILLER)),
        dict(outfit="The Sloane Gang", deck=cards("AH AH 4H 6D 8C " + FILLER)),
    ])
    play(game, play="ability", card="Comin' Up Roses", ability=1)
    d = game.decision
    assert (d.kind, d.multi, d.min, d.max) == ("target", True, 1, 2)
    game.choose(0, [next(o.id for o in d.options if o.data["card"] == cards("9D")[0])])
    assert {o.data["value"] for o in game.decision.options} == {1, 6, 7, 8, 9, 10, 11, 12, 13}
    game.choose(0, "6H")
    assert events(game, "hand_shown")[-1].data["rank"] == 5
    assert not [e for e in game.raw.effects if e.stat == "hand_rank_while"]
    assert events(game, "gamblin_win")[-1].data["player"] == 1

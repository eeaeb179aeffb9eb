"""One event, several traits of one player: the player orders them (digest B4: starting with the Dealer, each
player resolves all of their own triggered traits in an order they pick).

The Sloane Gang's Nightfall reward and Nicodemus Whateley losing his control points at Nightfall are both the
Outlaw player's. Resolved first, Nicodemus's makes him a dude without a control point, so the Sloane Gang may
give him a permanent one; resolved second, the Sloane Gang finds him holding one and pays 1 GR instead.
Hands revealed together are one moment: the traits answering any of them resolve the Dealer's first.
"""
from doomtown_tui.engine.testing import scenario
from tests.cards.helpers import FILLER, cards, events, option_titles, play, uid_of


def _at_nightfall():
    game = scenario(phase="high_noon", dealer=0, players=[
        dict(outfit="The Sloane Gang", stash=5, hand=["Shotgun"], town_square=["Nicodemus Whateley"],
             control_tokens={"Nicodemus Whateley": 1}),
        dict(outfit="Law Dogs", home=["Laura Banks"]),
    ])
    play(game, play="ability", card="The Sloane Gang")
    play(game, play="pass")            # the opponent
    play(game, play="pass")            # you: Sundown, then Nightfall
    assert game.state.phase == "nightfall"
    return game


def test_the_player_is_asked_which_trait_resolves_first():
    game = _at_nightfall()
    d = game.decision
    assert (d.kind, d.player) == ("trait_order", 0)
    assert [o.label for o in d.options] == ["The Sloane Gang's trait", "Nicodemus Whateley's trait"]
    assert option_titles(game) == ["The Sloane Gang", "Nicodemus Whateley"]


def test_nicodemus_first_leaves_him_pointless_so_the_gang_may_give_a_permanent_point():
    game = _at_nightfall()
    play(game, play="trait", card="Nicodemus Whateley")
    assert [o.label for o in game.decision.options] == ["Gain 1 GR",
                                                        "Nicodemus Whateley gets 1 permanent control point"]
    play(game, play="mode", mode=1)
    assert game.decision.kind == "nightfall_discard"    # (a hand: Nightfall stops to ask)
    assert game.state.card(uid_of(game, "Nicodemus Whateley")).control == 1
    assert game.state.players[0].stash == 5


def test_the_gang_first_finds_him_holding_a_point_and_pays_ghost_rock_then_he_loses_it():
    game = _at_nightfall()
    play(game, play="trait", card="The Sloane Gang")
    assert game.decision.kind == "nightfall_discard"    # one reward left: no question
    assert game.state.players[0].stash == 6
    assert not game.state.card(uid_of(game, "Nicodemus Whateley")).control


def test_hands_revealed_together_are_one_moment_so_the_dealers_traits_come_first():
    # both lowball hands are cheatin' (a doubled 5H) and each player's Padre Ernesto answers the *other* hand:
    # the Dealer's hand is logged first, yet the Dealer (player 0) decides on its trait first (digest B4)
    cheat = "5H 5H 7D 9C JS"
    game = scenario(phase="gamblin", dealer=0, players=[
        dict(outfit="Law Dogs", home=["Padre Ernesto de Diaz"], attach={"Padre Ernesto de Diaz": ["Soothe"]},
             deck=cards(cheat + " " + FILLER)),
        dict(outfit="Law Dogs", home=["Padre Ernesto de Diaz"], attach={"Padre Ernesto de Diaz": ["Soothe"]},
             deck=cards(cheat + " " + FILLER)),
    ])
    assert [e.data["player"] for e in events(game, "reveal")] == [0, 1]
    asked = []
    while game.decision.kind == "react":
        asked.append(game.decision.player)
        play(game, play="refuse")
    assert asked == [0, 1]

"""Sight Beyond Sight: Noon Hex 6 / 9 / 12, boot: look at 1 / 2 / 3 random cards in an opponent's hand."""
from doomtown_tui.engine.testing import scenario
from tests.cards.helpers import card_named, cards, events, has_option, play, turn_of

HAND = ["Bottom Dealin'", "Coachwhip!", "Pistol Whip", "Sun in Yer Eyes"]


def _town(pull: str, hand=HAND):
    return scenario(phase="high_noon", players=[
        dict(outfit="Law Dogs", town_square=["Wilber Crowley"], attach={"Wilber Crowley": ["Sight Beyond Sight"]},
             deck_top=cards(pull)),
        dict(outfit="The Sloane Gang", home=["Alan Campbell"], hand=list(hand)),
    ])


def test_hex_9_shows_two_cards_of_the_opponents_hand():
    game = _town("8H")                                    # 8 + Huckster 1 = 9
    play(game, play="ability", card="Sight Beyond Sight", ability=1)
    decision = game.decision
    assert (decision.player, decision.kind, len(decision.options)) == (0, "target", 1)
    seen = decision.options[0].data["cards"]
    assert len(seen) == 2 and set(seen) <= set(HAND)
    assert events(game, "look")[-1].data["count"] == 2
    play(game, play="done")
    assert card_named(game, "Sight Beyond Sight").booted


def test_hex_12_fails_on_a_nine_and_shows_nothing():
    game = _town("8H")                                    # 9 < 12
    play(game, play="ability", card="Sight Beyond Sight", ability=2)
    assert events(game, "skill_test")[-1].data["success"] is False
    assert not events(game, "look")
    assert card_named(game, "Sight Beyond Sight").booted
    turn_of(game, 0, "noon")
    assert not has_option(game, play="ability", card="Sight Beyond Sight")


def test_an_empty_hand_cannot_be_looked_at():
    game = _town("8H", hand=[])
    assert not has_option(game, play="ability", card="Sight Beyond Sight")


def test_with_three_players_you_pick_whose_hand_among_those_with_cards():
    game = scenario(phase="high_noon", players=[
        dict(outfit="Law Dogs", town_square=["Wilber Crowley"], attach={"Wilber Crowley": ["Sight Beyond Sight"]},
             deck_top=cards("8H")),
        dict(outfit="The Sloane Gang", hand=[]),
        dict(outfit="Morgan Regulators", hand=["Pistol Whip"]),
        dict(outfit="The Spiritual Society", hand=list(HAND)),
    ])
    play(game, play="ability", card="Sight Beyond Sight", ability=0)    # Hex 6: one card
    d = game.decision
    assert (d.kind, d.player) == ("target", 0)
    assert sorted(o.data["player"] for o in d.options) == [2, 3]        # player 1 has no cards in hand
    play(game, play="opponent", player=2)
    assert game.decision.options[0].data["cards"] == ["Pistol Whip"]

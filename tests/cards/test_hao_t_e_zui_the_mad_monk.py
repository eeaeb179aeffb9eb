"""Hao-T'e Zui, The Mad Monk: for Anarchists he costs 1 less per location your dudes occupy;
Shootout, boot: an opposing goods in the shootout is discarded."""
from doomtown_tui.engine.testing import scenario
from tests.cards.helpers import has_option, play, turn_of, uid_of

HAO = "Hao-T'e Zui, The Mad Monk"     # cost 8


def _recruit(outfit: str) -> int:
    game = scenario(phase="high_noon", players=[
        dict(outfit=outfit, stash=10, hand=[HAO], home=["Randall"], town_square=["Natalya"],
             street_left=["Pony Express"], at={"Pony Express": ["Asakichi Cooke"]}),
        dict(outfit="Law Dogs", home=["Laura Banks"]),
    ])
    play(game, play="recruit", card=HAO)
    return 10 - game.state.players[0].stash


def test_anarchists_pay_one_less_per_location_with_their_dudes():
    assert _recruit("108 Gracious Gifts") == 8 - 3


def test_full_price_for_other_outfits():
    assert _recruit("Law Dogs") == 8


def _shootout(join):
    game = scenario(phase="high_noon", dealer=0, players=[
        dict(outfit="108 Gracious Gifts", town_square=[HAO]),
        dict(outfit="Law Dogs", town_square=["Philip Swinford", "Laura Banks"],
             attach={"Philip Swinford": ["Mustang"], "Laura Banks": ["Shotgun"]}),
    ], shootout=dict(posses=[[HAO], ["Philip Swinford"]]))
    return game


def test_discard_an_opposing_goods_in_the_shootout():
    game = _shootout(())                                      # Laura stays out of the posse
    turn_of(game, 0)
    play(game, play="ability", card=HAO)                      # Philip's Mustang is the only goods in the shootout
    assert [c.title for c in game.state.players[1].discard] == ["Mustang"]
    assert game.state.card(uid_of(game, "Laura Banks")).attachments        # her Shotgun is out of reach
    assert game.state.card(uid_of(game, HAO)).booted


def test_no_opposing_goods_in_the_shootout_no_ability():
    game = scenario(phase="high_noon", dealer=0, players=[
        dict(outfit="108 Gracious Gifts", town_square=[HAO]),
        dict(outfit="Law Dogs", town_square=["Philip Swinford"], home=["Laura Banks"], attach={"Laura Banks": ["Shotgun"]}),
    ], shootout=dict(posses=[[HAO], ["Philip Swinford"]]))
    assert not has_option(game, play="ability", card=HAO)

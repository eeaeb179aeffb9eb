"""Phantom Fingers: Noon/Shootout Hex 6, boot: an opposing goods nearby (in a shootout, one in it) boots and
loses its traits, abilities and bullet bonus until the end of the turn (or shootout); a Gadget or a
Mystical goods draws the caster's player a card."""
from doomtown_tui.engine.testing import scenario
from tests.cards.helpers import FILLER, card_named, cards, events, has_option, play, turn_of
from tests.cards.third_party import allied_shootout, use_when_offered


def _noon(goods: list[str], dealer: int = 0):
    # Wilber Crowley (Huckster 1) pulls a 10: 11 >= 6
    return scenario(phase="high_noon", dealer=dealer, players=[
        dict(outfit="Encroaching Darkness", town_square=["Wilber Crowley"],
             attach={"Wilber Crowley": ["Phantom Fingers"]}, deck_top=cards("10H 2C") + cards(FILLER)),
        dict(outfit="Law Dogs", town_square=["Tommy Harden"], attach={"Tommy Harden": goods}),
    ])


def test_the_goods_boots_and_loses_its_bullets_and_ability_until_the_turn_ends():
    game = _noon(["Shotgun"])
    assert card_named(game, "Tommy Harden").bullets == 2          # 1 printed + the Shotgun's 1
    play(game, play="ability", card="Phantom Fingers")
    shotgun = card_named(game, "Shotgun")
    assert shotgun.booted
    assert card_named(game, "Tommy Harden").bullets == 1          # no bullet bonus any more
    assert [e.data["success"] for e in events(game, "skill_test")] == [True]
    assert [e.text for e in events(game, "blank")] == ["Shotgun loses its traits, abilities and bullet bonuses "
                                                       "(Phantom Fingers)"]
    assert game.state.players[0].hand == ()                       # a Shotgun is no Gadget: no card drawn
    # the rest of the turn, then Nightfall: the Shotgun has its text again
    while game.state.phase != "gamblin":
        d = game.decision
        game.choose(d.player, "pass" if d.kind == "noon" else d.options[0].id if not d.multi else [])
    assert card_named(game, "Tommy Harden").bullets == 2


def test_a_gadget_or_mystical_goods_draws_a_card():
    game = _noon(["Silver-Weaved Staff"])                        # Mystical
    play(game, play="ability", card="Phantom Fingers")
    assert len(game.state.players[0].hand) == 1


def test_in_a_shootout_a_blanked_weapon_cannot_be_used():
    game = scenario(phase="high_noon", dealer=1, players=[
        dict(outfit="Encroaching Darkness", town_square=["Wilber Crowley"],
             attach={"Wilber Crowley": ["Phantom Fingers"]}, deck_top=cards("10H") + cards(FILLER)),
        dict(outfit="Law Dogs", town_square=["Tommy Harden"], attach={"Tommy Harden": ["Winchester Model 1873"]},
             deck_top=cards(FILLER)),
    ], shootout=dict(posses=[["Wilber Crowley"], ["Tommy Harden"]]))
    turn_of(game, 1)                                   # the Dealer's first Shootout play: the Winchester is usable
    assert has_option(game, play="ability", card="Winchester Model 1873")
    play(game, play="pass")
    play(game, play="ability", card="Phantom Fingers")
    d = game.decision                                  # Player 2 has nothing left to play: no Shootout question
    assert not (d.kind == "shootout" and d.player == 1)
    assert card_named(game, "Tommy Harden").bullets == 1


def test_a_third_party_cannot_strip_its_allys_goods():
    # Sylvester Heath (seat 2) fights in seat 0's posse: Clint Ramsey's Shotgun is his ally's, so the one
    # opposing goods is Pancho Castillo's Pearl-Handled Revolver
    game = allied_shootout(dict(town_square=["Clint Ramsey"], attach={"Clint Ramsey": ["Shotgun"]}),
                           dict(town_square=["Pancho Castillo"], attach={"Pancho Castillo": ["Pearl-Handled Revolver"]}),
                           dict(town_square=["Sylvester Heath"], attach={"Sylvester Heath": ["Phantom Fingers"]},
                                deck=cards(f"9H {FILLER}")),
                           leader="Clint Ramsey", mark="Pancho Castillo", side=0, guests=["Sylvester Heath"])
    use_when_offered(game, 2, "Phantom Fingers")
    assert card_named(game, "Pearl-Handled Revolver").booted and not card_named(game, "Shotgun").booted


def test_goods_on_a_dude_not_nearby_is_no_target():
    """From Wilber Crowley's home, Tommy Harden at his own home is not nearby: the Shotgun of Clint Ramsey in the
    town square is the only goods, taken without a question (the Pearl-Handled Revolver stays unbooted); with
    Tommy's Revolver the only goods in play, the Hex is not offered at all."""
    game = scenario(phase="high_noon", players=[
        dict(outfit="Encroaching Darkness", home=["Wilber Crowley"], attach={"Wilber Crowley": ["Phantom Fingers"]},
             deck_top=cards("10H 2C") + cards(FILLER)),
        dict(outfit="Law Dogs", home=["Tommy Harden"], town_square=["Clint Ramsey"],
             attach={"Tommy Harden": ["Pearl-Handled Revolver"], "Clint Ramsey": ["Shotgun"]}),
    ])
    play(game, play="ability", card="Phantom Fingers")
    assert (game.decision.kind, game.decision.player) == ("noon", 1)
    assert card_named(game, "Shotgun").booted and not card_named(game, "Pearl-Handled Revolver").booted
    game = scenario(phase="high_noon", players=[
        dict(outfit="Encroaching Darkness", home=["Wilber Crowley"], attach={"Wilber Crowley": ["Phantom Fingers"]}),
        dict(outfit="Law Dogs", home=["Tommy Harden"], attach={"Tommy Harden": ["Pearl-Handled Revolver"]}),
    ])
    assert not has_option(game, play="ability", card="Phantom Fingers")

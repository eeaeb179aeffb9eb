"""Larry "Sevens" Swift: React when the posses stand with Larry in yours (he must be unbooted unless you are
the Dealer): his spell boots and he takes 1 bounty, and an opposing attachment boots."""
from doomtown_tui.engine.testing import scenario
from tests.cards.helpers import callout_shootout, card_named, has_option, play, uid_of
from tests.cards.third_party import allied_shootout, use_when_offered

LARRY = 'Larry "Sevens" Swift'
HEX = "Soul Blast"


def _game(dealer=0, booted=(), larry_home=False):
    return scenario(phase="high_noon", dealer=dealer, players=[
        dict(outfit="The Sloane Gang", booted=list(booted), attach={LARRY: [HEX]},
             **({"home": [LARRY], "town_square": ["Allie Hensman"]} if larry_home else {"town_square": [LARRY]})),
        dict(outfit="Law Dogs", town_square=["Clint Ramsey"], attach={"Clint Ramsey": ["Shotgun"]}),
    ])


def test_boots_an_opposing_attachment_once_the_posses_stand():
    game = _game()
    callout_shootout(game, LARRY, "Clint Ramsey")
    assert game.decision.kind == "react" and game.decision.player == 0
    play(game, play="ability", card=LARRY)
    assert game.state.card(uid_of(game, "Shotgun")).booted
    assert game.state.card(uid_of(game, HEX)).booted
    assert game.state.card(uid_of(game, LARRY)).bounty == 1


def test_a_booted_larry_needs_his_player_to_be_the_dealer():
    game = _game(dealer=0, booted=(LARRY,))
    play(game, play="pass")
    callout_shootout(game, "Clint Ramsey", LARRY)                  # booted, he cannot refuse
    assert game.decision.kind == "react" and has_option(game, play="ability", card=LARRY)

    game = _game(dealer=1, booted=(LARRY,))
    callout_shootout(game, "Clint Ramsey", LARRY)
    assert game.state.shootout is not None and game.decision.kind != "react"
    assert not has_option(game, play="ability", card=LARRY)


def test_not_when_larry_stays_out_of_the_posse_or_his_spell_is_booted():
    game = _game(larry_home=True)
    callout_shootout(game, "Allie Hensman", "Clint Ramsey")
    assert game.state.shootout is not None and not has_option(game, play="ability", card=LARRY)

    game = _game(booted=(HEX,))
    callout_shootout(game, LARRY, "Clint Ramsey")
    assert game.state.shootout is not None and not has_option(game, play="ability", card=LARRY)


def test_with_three_players_his_allys_attachments_are_not_opposing():
    # Larry (seat 2) fights in seat 0's posse: Clint Ramsey's Shotgun is his ally's; Pancho's Bowie Knife boots
    larry = 'Larry "Sevens" Swift'
    game = allied_shootout(dict(town_square=["Clint Ramsey"], attach={"Clint Ramsey": ["Shotgun"]}),
                           dict(town_square=["Pancho Castillo"], attach={"Pancho Castillo": ["Bowie Knife"]}),
                           dict(town_square=[larry], attach={larry: ["Soul Blast"]}),
                           leader="Clint Ramsey", mark="Pancho Castillo", side=0, guests=[larry])
    use_when_offered(game, 2, larry)                    # one opposing attachment: no target question
    assert card_named(game, "Bowie Knife").booted and not card_named(game, "Shotgun").booted

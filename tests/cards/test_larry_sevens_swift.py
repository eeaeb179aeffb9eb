"""Larry "Sevens" Swift: React when the posses stand with Larry in yours (he must be unbooted unless you are
the Dealer): his spell boots and he takes 1 bounty, and an opposing attachment boots."""
from doomtown_tui.engine.testing import scenario
from tests.cards.helpers import callout_shootout, has_option, play, uid_of

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

"""Carter's Bounties: Controller Shootout, boot: one of your dudes, from wherever it is, joins your posse."""
from doomtown_tui.engine.testing import scenario
from tests.cards.helpers import callout_shootout, has_option, option_titles, play, posse_titles, turn_of, uid_of


def _game(**extra):
    return scenario(phase="high_noon", players=[
        dict(outfit="Law Dogs", street_left=["Carter's Bounties"], town_square=["Clint Ramsey"],
             home=["Pancho Castillo"], booted=["Pancho Castillo"], out_of_town=["Long Strides Ranch"],
             at={"Long Strides Ranch": ["Rob Wilby"]}, **extra),
        dict(outfit="The Sloane Gang", town_square=["Avie Cline"]),
    ])


def test_a_booted_dude_at_home_joins_the_posse():
    game = _game()
    callout_shootout(game, "Clint Ramsey", "Avie Cline")
    turn_of(game, 0)
    play(game, play="ability", card="Carter's Bounties")
    assert sorted(option_titles(game)) == ["Pancho Castillo", "Rob Wilby"]
    play(game, card="Pancho Castillo")
    assert posse_titles(game, 0) == ["Clint Ramsey", "Pancho Castillo"]
    pancho = game.state.card(uid_of(game, "Pancho Castillo"))
    assert pancho.location == "Town Square" and pancho.booted       # moved in by the card, still booted
    assert game.state.card(uid_of(game, "Carter's Bounties")).booted


def test_nobody_left_to_bring():
    game = scenario(phase="high_noon", players=[
        dict(outfit="Law Dogs", street_left=["Carter's Bounties"], town_square=["Clint Ramsey"], hand=["Pistol Whip"]),
        dict(outfit="The Sloane Gang", town_square=["Avie Cline"]),
    ], shootout=dict(posses=[["Clint Ramsey"], ["Avie Cline"]]))
    turn_of(game, 0)                                                 # Pistol Whip gives a play; the deed none
    assert has_option(game, play="ability", card="Pistol Whip")
    assert not has_option(game, play="ability", card="Carter's Bounties")

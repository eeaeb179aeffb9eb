"""B & B Attorneys: Controller Noon, boot: a wanted dude gets 1 more bounty, or 1 less."""
from doomtown_tui.engine.testing import scenario
from tests.cards.helpers import has_option, play, uid_of


def _game(bounty):
    return scenario(phase="high_noon", players=[
        dict(outfit="Law Dogs", street_left=["B & B Attorneys"], home=["Rob Wilby"]),
        dict(outfit="The Sloane Gang", home=["Avie Cline", "El Anónimo"], bounty=bounty),
    ])


def test_raise_or_lower_a_wanted_dudes_bounty():
    game = _game({"Avie Cline": 2})
    deed, avie = uid_of(game, "B & B Attorneys"), uid_of(game, "Avie Cline")
    play(game, play="ability", uid=deed)                 # Avie is the only wanted dude: no target question
    play(game, play="mode", mode=1)
    assert game.state.card(avie).bounty == 1


def test_raise_the_bounty():
    game = _game({"Avie Cline": 1, "El Anónimo": 3})
    deed, elan = uid_of(game, "B & B Attorneys"), uid_of(game, "El Anónimo")
    play(game, play="ability", uid=deed)
    assert {o.data["card"] for o in game.decision.options} == {"Avie Cline", "El Anónimo"}
    play(game, uid=elan)
    play(game, play="mode", mode=0)
    assert game.state.card(elan).bounty == 4


def test_no_wanted_dude_no_ability():
    game = _game({})
    assert not has_option(game, play="ability", card="B & B Attorneys")

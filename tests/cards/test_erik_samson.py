"""Erik Samson: +1 influence while he has a Mystical goods; a stud while he has a Melee Weapon."""
from doomtown_tui.engine.testing import scenario
from tests.cards.helpers import play, uid_of


def _erik(goods: list[str], hand: tuple = ()):
    game = scenario(phase="high_noon", players=[
        dict(outfit="Law Dogs", home=["Erik Samson"], attach={"Erik Samson": goods} if goods else {}, hand=list(hand)),
        dict(outfit="The Sloane Gang")])
    return game, uid_of(game, "Erik Samson")


def test_a_mystical_melee_weapon_gives_both():
    game, erik = _erik(["Silver-Weaved Staff"])          # Mystical, Melee, Weapon, +1 bullets
    view = game.state.card(erik)
    assert (view.influence, view.shooter, view.bullets) == (2, "stud", 3)


def test_a_mystical_goods_alone_gives_only_influence():
    game, erik = _erik(["Soul Cage"])
    view = game.state.card(erik)
    assert (view.influence, view.shooter) == (2, "draw")


def test_a_weapon_that_is_not_melee_gives_nothing():
    game, erik = _erik(["Shotgun"])
    view = game.state.card(erik)
    assert (view.influence, view.shooter) == (1, "draw")


def test_buying_a_bowie_knife_makes_him_a_stud():
    game, erik = _erik([], hand=("Bowie Knife",))
    assert game.state.card(erik).shooter == "draw"
    play(game, play="buy", card="Bowie Knife", target=erik)
    view = game.state.card(erik)
    assert (view.shooter, view.bullets, view.influence) == ("stud", 3, 1)

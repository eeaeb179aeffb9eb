"""Pistol Whip: Shootout: booting your posse dude sends an opposing posse member home booted; the booted
dude loses 1 bullet (never going under 0)."""
from doomtown_tui.engine.testing import scenario
from tests.cards.helpers import FILLER, card_named, cards, end_shootout, play, posse_titles


def _shootout(p0: dict, p1: dict):
    game = scenario(phase="high_noon", players=[dict(outfit="Law Dogs", **p0), dict(outfit="The Sloane Gang", **p1)])
    play(game, play="callout", card="Clint Ramsey", target_card="Pancho Castillo")
    play(game, play="accept")
    return game


def test_whips_an_opposing_dude_home_booted():
    game = _shootout(dict(town_square=["Clint Ramsey"], hand=["Pistol Whip"]),
                     dict(town_square=["Pancho Castillo", "El Anónimo"]))
    play(game, play="join", card="El Anónimo")           # the Sloane Gang's posse: Pancho and El Anónimo
    play(game, play="ability", card="Pistol Whip")
    play(game, play="target", card="Pancho Castillo")    # two opposing dudes: the victim is chosen
    pancho, clint = card_named(game, "Pancho Castillo"), card_named(game, "Clint Ramsey")
    assert pancho.location == "The Sloane Gang" and pancho.booted
    assert posse_titles(game, 1) == ["El Anónimo"]
    assert clint.booted and clint.bullets == 1           # 2 - 1
    assert game.state.shootout is not None               # El Anónimo fights on


def test_a_dude_at_zero_bullets_stays_at_zero():
    # Andreas Andregg (0 bullets) boots for it: the -1 has nothing to take
    game = scenario(phase="high_noon", players=[
        dict(outfit="Law Dogs", town_square=["Andreas Andregg"], hand=["Pistol Whip"]),
        dict(outfit="The Sloane Gang", town_square=["Pancho Castillo", "El Anónimo"]),
    ])
    play(game, play="callout", card="Andreas Andregg", target_card="Pancho Castillo")
    play(game, play="accept")
    play(game, play="join", card="El Anónimo")
    play(game, play="ability", card="Pistol Whip")
    play(game, play="target", card="El Anónimo")
    andreas = card_named(game, "Andreas Andregg")
    assert andreas.booted and andreas.bullets == 0 and "bullets" not in andreas.modifiers
    assert card_named(game, "El Anónimo").location == "The Sloane Gang"


def test_needs_an_unbooted_dude_of_yours_in_the_posse():
    # the Sloane Gang's only posse dude was booted (so it could not refuse): no Pistol Whip for them
    game = _shootout(dict(town_square=["Clint Ramsey"]),
                     dict(town_square=["Pancho Castillo"], hand=["Pistol Whip"], booted=["Pancho Castillo"]))
    assert game.decision.kind in ("draw", "draw_hand")   # nobody had a Shootout play
    assert [c.title for c in game.state.players[1].hand] == ["Pistol Whip"]


def test_the_lost_bullet_comes_back_after_the_shootout():
    game = scenario(phase="high_noon", players=[
        dict(outfit="Law Dogs", town_square=["Clint Ramsey"], hand=["Pistol Whip"],
             deck=cards("9H 9S 9D 9C 2D 4C 6H " + FILLER)),
        dict(outfit="The Sloane Gang", town_square=["Pancho Castillo", "El Anónimo"],
             deck=cards("2H 4D 7C 8S JH QC 3D " + FILLER)),
    ])
    play(game, play="callout", card="Clint Ramsey", target_card="Pancho Castillo")
    play(game, play="accept")
    play(game, play="join", card="El Anónimo")
    play(game, play="ability", card="Pistol Whip")
    play(game, play="target", card="Pancho Castillo")
    assert card_named(game, "Clint Ramsey").bullets == 1
    end_shootout(game)                                   # four nines: El Anónimo falls
    assert game.state.shootout is None
    assert card_named(game, "Clint Ramsey").bullets == 2

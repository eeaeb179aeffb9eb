"""Kevin Wainwright: Noon: he moves without booting to a location with a Huckster and becomes a stud."""
from doomtown_tui.engine.testing import scenario
from tests.cards.helpers import card_named, has_option, play, to_phase


def test_he_joins_a_huckster_unbooted_and_becomes_a_stud():
    game = scenario(phase="high_noon", dealer=0, players=[
        dict(outfit="Encroaching Darkness", home=["Kevin Wainwright"], town_square=["Mongwau The Mighty"]),
        dict(outfit="The Sloane Gang", street_left=["Charlie's Place"], at={"Charlie's Place": ["Valeria Batten"]},
             home=["Pancho Castillo"]),
    ])
    assert card_named(game, "Kevin Wainwright").shooter == "draw"
    play(game, play="ability", card="Kevin Wainwright")
    assert sorted(o.data["to"] for o in game.decision.options) == ["Charlie's Place", "Town Square"]   # Hucksters there
    play(game, play="location", to="Town Square")
    kevin = card_named(game, "Kevin Wainwright")
    assert (kevin.location, kevin.booted, kevin.shooter) == ("Town Square", False, "stud")


def test_he_must_really_move():
    game = scenario(phase="high_noon", dealer=0, players=[
        dict(outfit="Encroaching Darkness", town_square=["Kevin Wainwright", "Mongwau The Mighty"]),
        dict(outfit="The Sloane Gang", home=["Pancho Castillo"]),
    ])
    assert game.decision.kind == "noon"
    assert not has_option(game, play="ability", card="Kevin Wainwright")


def test_he_is_a_stud_until_nightfall():
    game = scenario(phase="high_noon", dealer=0, players=[
        dict(outfit="Encroaching Darkness", home=["Kevin Wainwright"], town_square=["Mongwau The Mighty"],
             hand=["Shotgun"], stash=10),
        dict(outfit="The Sloane Gang", home=["Pancho Castillo"], stash=10),
    ])
    play(game, play="ability", card="Kevin Wainwright")     # the town square is the only place with a Huckster
    assert card_named(game, "Kevin Wainwright").shooter == "stud"
    to_phase(game, "nightfall")
    assert game.state.phase == "nightfall" and card_named(game, "Kevin Wainwright").shooter == "stud"
    to_phase(game, "gamblin", day=2)
    assert game.state.day == 2 and card_named(game, "Kevin Wainwright").shooter == "draw"

"""Cliff's #4 Saloon (Controller Noon, boot): one of your dudes, at or beside the saloon and where you hold control, turns stud for the day."""
from doomtown_tui.engine.testing import scenario
from tests.cards.helpers import has_option, play, to_phase, uid_of

BOWIE = dict(attach={"Avie Cline": ["Bowie Knife"]})
SHOTGUN_AT_HER_HOME = dict(outfit="The Sloane Gang", at={"Law Dogs": ["Pancho Castillo"]},
                           attach={"Pancho Castillo": ["Shotgun"]})


def _game(**p0):
    return scenario(phase="high_noon", players=[
        dict(outfit="Law Dogs", street_left=["Cliff's #4 Saloon"], **p0), dict(outfit="The Sloane Gang")])


def test_a_draw_at_home_beside_it_becomes_a_stud_for_the_day():
    game = _game(home=["Avie Cline"], town_square=["Rob Wilby"])
    avie = uid_of(game, "Avie Cline")
    play(game, play="ability", card="Cliff's #4 Saloon")          # Rob (town square: nobody controls it) is out
    assert game.state.card(avie).shooter == "stud"


def test_no_draw_at_a_controlled_location_nearby():
    game = _game(town_square=["Rob Wilby"], home=["Pancho Castillo"])   # Pancho is a stud already
    assert not has_option(game, play="ability", card="Cliff's #4 Saloon")


def test_the_stud_turns_back_into_a_draw_after_nightfall():
    game = scenario(phase="high_noon", players=[
        dict(outfit="Law Dogs", street_left=["Cliff's #4 Saloon"], home=["Avie Cline"], hand=["Shotgun"], stash=10),
        dict(outfit="The Sloane Gang", home=["Pancho Castillo"], stash=10),
    ])
    avie = uid_of(game, "Avie Cline")
    play(game, play="ability", card="Cliff's #4 Saloon")
    assert game.state.card(avie).shooter == "stud"
    to_phase(game, "nightfall")
    assert game.state.phase == "nightfall" and game.state.card(avie).shooter == "stud"
    to_phase(game, "gamblin", day=2)
    assert game.state.day == 2 and game.state.card(avie).shooter == "draw"


def test_a_draw_who_is_a_stud_only_by_a_bowie_knife_stays_a_stud_when_a_gun_switches_the_knife_off():
    # without the saloon: in a shootout against an unbooted Shotgun, Avie's Bowie Knife no longer makes her a stud
    bare = scenario(players=[dict(outfit="Law Dogs", home=["Avie Cline"], **BOWIE), SHOTGUN_AT_HER_HOME],
                    shootout=dict(posses=[["Avie Cline"], ["Pancho Castillo"]]))
    assert bare.state.card(uid_of(bare, "Avie Cline")).shooter == "draw"
    game = scenario(phase="high_noon", players=[
        dict(outfit="Law Dogs", street_left=["Cliff's #4 Saloon"], home=["Avie Cline"], **BOWIE), SHOTGUN_AT_HER_HOME])
    avie = uid_of(game, "Avie Cline")
    assert game.state.card(avie).shooter == "stud"                  # the knife's trait, outside a shootout
    play(game, play="ability", card="Cliff's #4 Saloon")            # she is still offered
    play(game, play="pass")                                         # the Sloane Gang passes
    play(game, play="callout", card="Avie Cline", target_card="Pancho Castillo")
    while game.state.shootout is None:
        play(game, play="accept") if has_option(game, play="accept") else play(game, play="done")
    assert game.state.card(avie).shooter == "stud"                  # the saloon's effect outlasts the knife's trait

"""Black Hills Guardians: callouts at Holy Grounds cannot be refused; Shootout Repeat: booting a Holy Ground
under your control brings a dude of yours standing there into your posse."""
from doomtown_tui.engine.testing import scenario
from tests.cards.helpers import has_option, option_titles, play, posse_titles, turn_of, uid_of

MORIAH = "Mount Moriah Cemetery"      # Private, Holy Ground


def test_a_callout_at_a_holy_ground_cannot_be_refused():
    game = scenario(phase="high_noon", players=[
        dict(outfit="Black Hills Guardians", street_left=[MORIAH], at={MORIAH: ["Mariel Lewis"]}),
        dict(outfit="The Sloane Gang", at={MORIAH: ["Allie Hensman"]}),
    ])
    play(game, play="callout", card="Mariel Lewis", target_card="Allie Hensman")
    assert game.decision.kind == "callout_response"
    assert [o.data["play"] for o in game.decision.options] == ["accept"]


def test_a_callout_elsewhere_may_be_refused():
    game = scenario(phase="high_noon", players=[
        dict(outfit="Black Hills Guardians", town_square=["Mariel Lewis"]),
        dict(outfit="The Sloane Gang", town_square=["Allie Hensman"]),
    ])
    play(game, play="callout", card="Mariel Lewis", target_card="Allie Hensman")
    assert [o.data["play"] for o in game.decision.options] == ["accept", "refuse"]


def _shootout(booted=()):
    game = scenario(phase="high_noon", dealer=0, players=[
        dict(outfit="Black Hills Guardians", town_square=["Mariel Lewis"], home=["Marcia Ridge"],
             street_left=[MORIAH], at={MORIAH: ["Smiling Frog"]}, booted=list(booted)),
        dict(outfit="The Sloane Gang", town_square=["Allie Hensman"]),
    ], shootout=dict(posses=[["Mariel Lewis"], ["Allie Hensman"]]))
    return game


def test_repeat_boot_each_holy_ground_to_bring_its_dude_in():
    game = _shootout()
    turn_of(game, 0)
    play(game, play="ability", card="Black Hills Guardians")
    assert sorted(option_titles(game)) == ["Marcia Ridge", "Smiling Frog"]
    play(game, play="target", card="Marcia Ridge")              # from home: the outfit itself is a Holy Ground
    assert game.state.players[0].outfit.booted
    marcia = game.state.card(uid_of(game, "Marcia Ridge"))
    assert (marcia.location, marcia.booted) == ("Town Square", False)
    turn_of(game, 0)
    play(game, play="ability", card="Black Hills Guardians")    # Repeat: now Mount Moriah boots
    assert game.state.card(uid_of(game, MORIAH)).booted
    assert posse_titles(game, 0) == ["Mariel Lewis", "Marcia Ridge", "Smiling Frog"]


def test_no_unbooted_holy_ground_no_ability():
    game = _shootout(booted=["Black Hills Guardians", MORIAH])
    # the outfit offers no Shootout play; Mariel Lewis's own ability (more influence in her posse) may be the one left
    offered = {o.data.get("card") for o in game.decision.options if o.data.get("play") == "ability"}
    assert offered <= {"Mariel Lewis"}
    assert not has_option(game, play="ability", card="Black Hills Guardians")


def test_not_offered_while_scoop_hound_holds_the_posses():
    game = scenario(phase="high_noon", dealer=1, players=[
        dict(outfit="Black Hills Guardians", town_square=["Mariel Lewis"], street_left=[MORIAH],
             at={MORIAH: ["Smiling Frog"]}),
        dict(outfit="The Sloane Gang", town_square=["Allie Hensman"], attach={"Allie Hensman": ["Scoop Hound"]}),
    ], shootout=dict(posses=[["Mariel Lewis"], ["Allie Hensman"]], leader=1))
    turn_of(game, 1)
    play(game, play="ability", card="Scoop Hound")
    turn_of(game, 0)
    assert not has_option(game, play="ability", card="Black Hills Guardians")   # it would boot Mount Moriah for nothing
    assert not game.state.card(uid_of(game, MORIAH)).booted
    assert posse_titles(game, 0) == ["Mariel Lewis"]

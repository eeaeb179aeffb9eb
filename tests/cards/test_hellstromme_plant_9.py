"""Hellstromme Plant #9 (Controller Noon/Shootout, 1 GR and boot): a Horse or Gadget on a dude you both own
and control stands up, and that card gets one extra ability use today."""
from doomtown_tui.engine.testing import scenario
from tests.cards.helpers import events, has_option, play, uid_of
from tests.stand_ins import stand_in_rules


def _game(stash=3, attach=None, booted=("Roan",)):
    return scenario(phase="high_noon", players=[
        dict(outfit="Law Dogs", street_left=["Hellstromme Plant #9"], home=["Rob Wilby", "Pancho Castillo"],
             attach=attach if attach is not None else {"Rob Wilby": ["Roan"], "Pancho Castillo": ["Shotgun"]},
             booted=list(booted), stash=stash),
        dict(outfit="The Sloane Gang", home=["Avie Cline"]),
    ])


def test_unboots_the_horse_and_grants_an_extra_use():
    game = _game()
    plant, roan = uid_of(game, "Hellstromme Plant #9"), uid_of(game, "Roan")
    play(game, play="ability", uid=plant)                # Rob is the only dude with a Horse or Gadget
    assert not game.state.card(roan).booted
    assert game.state.card(plant).booted
    assert game.state.players[0].stash == 2
    assert [e.data["uid"] for e in events(game, "extra_use")] == [roan]


def test_in_a_shootout_the_dude_must_be_in_your_posse():
    game = scenario(phase="high_noon", players=[
        dict(outfit="Law Dogs", street_left=["Hellstromme Plant #9"], town_square=["Pancho Castillo"],
             home=["Rob Wilby"], attach={"Rob Wilby": ["Roan"]}, booted=["Roan"], stash=3),
        dict(outfit="The Sloane Gang", town_square=["Avie Cline"]),
    ])
    play(game, play="callout", card="Pancho Castillo", target_card="Avie Cline")
    play(game, play="accept")
    play(game, play="done")                              # Rob stays home
    assert not has_option(game, play="ability", card="Hellstromme Plant #9")


def test_cannot_pay_the_ghost_rock():
    game = _game(stash=0)
    assert not has_option(game, play="ability", card="Hellstromme Plant #9")


def test_no_horse_or_gadget():
    game = _game(attach={"Pancho Castillo": ["Shotgun"]}, booted=())
    assert not has_option(game, play="ability", card="Hellstromme Plant #9")


def test_usable_as_a_shootout_play_on_a_posse_member():
    game = scenario(phase="high_noon", players=[
        dict(outfit="Law Dogs", street_left=["Hellstromme Plant #9"], town_square=["Pancho Castillo"],
             home=["Rob Wilby"], attach={"Rob Wilby": ["Roan"]}, booted=["Roan"], stash=3),
        dict(outfit="The Sloane Gang", town_square=["Avie Cline"]),
    ])
    play(game, play="callout", card="Pancho Castillo", target_card="Avie Cline")
    play(game, play="accept")
    play(game, play="join", card="Rob Wilby")            # Rob boots and moves in from home
    while game.decision.kind == "join_posse":
        play(game, play="done")
    assert game.decision.kind == "shootout"
    play(game, play="ability", card="Hellstromme Plant #9")
    assert not game.state.card(uid_of(game, "Roan")).booted
    assert game.state.players[0].stash == 2


def test_the_extra_use_lets_a_used_horse_ability_go_again(monkeypatch):
    # Roan's own script is not what is tested here: a stand-in Noon ability ("boot: gain 1 GR") counts uses
    from doomtown_tui.engine import abilities, blocks

    stand_in = abilities.CardScript("24158", [abilities.Ability(
        window="noon", costs=(abilities.boot_self(),), effect=lambda ctx: blocks.gain(ctx, 1))])
    stand_in_rules(monkeypatch, scripts={"24158": stand_in})
    game = _game(stash=3, booted=())
    roan, plant = uid_of(game, "Roan"), uid_of(game, "Hellstromme Plant #9")
    play(game, play="ability", uid=roan)                 # first use: +1 GR, Roan boots
    play(game, play="pass")
    assert not has_option(game, play="ability", uid=roan)
    play(game, play="ability", uid=plant)                # -1 GR: Roan unboots and may go again
    play(game, play="pass")
    play(game, play="ability", uid=roan)                 # the additional use
    assert game.state.players[0].stash == 4              # 3 + 1 - 1 + 1
    play(game, play="pass")
    assert not has_option(game, play="ability", uid=roan)   # booted, and the extra use is spent

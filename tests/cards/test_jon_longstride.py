"""Jon Longstride: Noon, boot: unboot his Horse; one of its abilities may be used once more this turn."""
from doomtown_tui.engine.testing import scenario
from tests.cards.helpers import events, has_option, play, uid_of


def _game(booted):
    return scenario(phase="high_noon", players=[
        dict(outfit="Farnum's Consortium", town_square=["Jon Longstride"], attach={"Jon Longstride": ["Mustang"]},
             booted=list(booted)),
        dict(outfit="Law Dogs", home=["Laura Banks"]),
    ])


def test_unboot_the_horse_for_another_use():
    game = _game(["Mustang"])
    play(game, play="ability", card="Jon Longstride")
    assert not game.state.card(uid_of(game, "Mustang")).booted
    assert game.state.card(uid_of(game, "Jon Longstride")).booted
    assert [e.data["card"] for e in events(game, "extra_use")] == ["Mustang"]


def test_not_while_jon_is_booted():
    assert not has_option(_game(["Mustang", "Jon Longstride"]), play="ability", card="Jon Longstride")

"""108 Gracious Gifts: Noon, pay 2 GR, boot: unboot one of your dudes; an extra Nightfall discard while
your stash is no bigger than the opponent's."""
from doomtown_tui.engine.testing import scenario
from tests.cards.helpers import events, has_option, play, uid_of

HAND = ["Shotgun", "Mustang", "Roan", "Pinto", "Tusk"]


def _noon(stash: int):
    return scenario(phase="high_noon", players=[
        dict(outfit="108 Gracious Gifts", stash=stash, town_square=["Randall"], booted=["Randall"]),
        dict(outfit="Encroaching Darkness", town_square=["Alan Campbell"]),
    ])


def test_pay_two_and_boot_the_outfit_to_unboot_a_dude():
    game = _noon(stash=5)
    outfit = game.state.players[0].outfit.uid
    play(game, play="ability", uid=outfit)          # Randall is the only booted dude: chosen at once
    assert not game.state.card(uid_of(game, "Randall")).booted
    assert game.state.card(outfit).booted
    assert game.state.players[0].stash == 3


def test_cannot_be_used_without_two_ghost_rock_or_a_booted_dude():
    game = _noon(stash=1)
    assert not has_option(game, play="ability", card="108 Gracious Gifts")
    game = scenario(phase="high_noon", players=[
        dict(outfit="108 Gracious Gifts", stash=5, town_square=["Randall"]),
        dict(outfit="Encroaching Darkness", town_square=["Alan Campbell"]),
    ])
    assert not has_option(game, play="ability", card="108 Gracious Gifts")


def _nightfall(stash: int):
    return scenario(phase="nightfall", dealer=0, players=[
        dict(outfit="108 Gracious Gifts", stash=stash, home=["Randall"], hand=list(HAND)),
        dict(outfit="Encroaching Darkness", stash=5, home=["Alan Campbell"]),
    ])


def test_an_extra_nightfall_discard_while_no_richer_than_the_opponent():
    game = _nightfall(stash=5)                      # 5 vs 5: equal is enough
    assert game.decision.kind == "nightfall_discard" and game.decision.player == 0
    play(game, play="discard", card="Shotgun")
    assert game.decision.kind == "nightfall_discard" and game.decision.player == 0
    play(game, play="discard", card="Mustang")
    p = game.state.players[0]
    assert sorted(c.title for c in p.discard) == ["Mustang", "Shotgun"]
    assert len(p.hand) == 5                         # refilled to the hand size


def test_only_one_nightfall_discard_when_richer():
    game = _nightfall(stash=6)
    play(game, play="discard", card="Shotgun")
    assert not (game.decision.kind == "nightfall_discard" and game.decision.player == 0)
    nightfall = [e.data["card"] for e in events(game, "discard") if e.text.endswith("(Nightfall)")]
    assert nightfall == ["Shotgun"]

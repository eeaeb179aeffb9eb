"""The Joker's Smile: 1 GR to its controller per joker aced in the lowball; Controller Noon, boot:
discard a joker from hand for 1 GR and a card; Controller Noon, boot, pay 1 GR: an aced joker of
yours returns to the discard pile."""
from doomtown_tui.engine.testing import scenario
from tests.cards.helpers import FILLER, cards, events, face, has_option, play, uid_of


def _lowball(p0_at_deed=(), p1_at_deed=()):
    return scenario(phase="gamblin", players=[
        dict(outfit="Law Dogs", street_left=["The Joker's Smile"], at={"The Joker's Smile": list(p0_at_deed)},
             deck=cards("JOKER 2H 5D 9C KS " + FILLER)),
        dict(outfit="The Sloane Gang", at={"The Joker's Smile": list(p1_at_deed)},
             deck=cards("2C 3D 4H 6S 8C " + FILLER)),
    ])


def _finish_lowball(game):
    for _ in range(20):
        if events(game, "gamblin_win"):
            return
        decision = game.decision
        game.choose(decision.player, decision.options[0].id)
    raise AssertionError("the lowball never ended")


def _smile_gains(game):
    return [(e.data["player"], e.data["amount"]) for e in events(game, "gain") if "Joker's Smile" in e.text]


def test_a_joker_aced_in_the_lowball_pays_the_controller():
    game = _lowball()
    _finish_lowball(game)
    assert [e.data["player"] for e in events(game, "joker_aced")] == [0]
    assert _smile_gains(game) == [(0, 1)]


def test_the_gain_goes_to_whoever_controls_the_deed():
    game = _lowball(p1_at_deed=["Pancho Castillo"])       # 2 influence: the Sloane Gang controls the deed
    _finish_lowball(game)
    assert _smile_gains(game) == [(1, 1)]


def test_discard_a_joker_for_1_gr_and_a_card():
    game = scenario(phase="high_noon", players=[
        dict(outfit="Law Dogs", street_left=["The Joker's Smile"], hand=["Joker (black)", "Shotgun"], stash=3,
             deck_top=cards("5H")),
        dict(outfit="The Sloane Gang"),
    ])
    smile = uid_of(game, "The Joker's Smile")
    play(game, play="ability", uid=smile, ability=0)      # the joker is the only card it takes: no question
    me = game.state.players[0]
    assert me.stash == 4
    assert sorted(c.title for c in me.hand) == sorted(["Shotgun", face(5, "H")])
    assert [c.title for c in me.discard] == ["Joker (black)"]
    assert game.state.card(smile).booted


def test_no_joker_in_hand_no_cash():
    game = scenario(phase="high_noon", players=[
        dict(outfit="Law Dogs", street_left=["The Joker's Smile"], hand=["Shotgun"], boot_hill=["Joker (red)"], stash=0),
        dict(outfit="The Sloane Gang"),
    ])
    assert not has_option(game, play="ability", card="The Joker's Smile", ability=0)
    assert not has_option(game, play="ability", card="The Joker's Smile", ability=1)   # 0 GR: cannot pay 1


def test_a_joker_leaves_boot_hill_for_1_gr():
    game = scenario(phase="high_noon", players=[
        dict(outfit="Law Dogs", street_left=["The Joker's Smile"], boot_hill=["Joker (red)", "Shotgun"], stash=1),
        dict(outfit="The Sloane Gang"),
    ])
    play(game, play="ability", card="The Joker's Smile", ability=1)
    me = game.state.players[0]
    assert me.stash == 0
    assert [c.title for c in me.boot_hill] == ["Shotgun"]
    assert [c.title for c in me.discard] == ["Joker (red)"]

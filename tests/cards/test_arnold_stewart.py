"""Arnold Stewart: Noon: booting a Gadget he carries mills five cards off your deck; he may then boot to keep
an Out of Town deed found that way."""
from doomtown_tui.engine.testing import scenario
from tests.cards.helpers import has_option, play, uid_of

GADGET = "Culpability Scientizer"


def _game(top, attach=(GADGET,)):
    return scenario(phase="high_noon", players=[
        dict(outfit="Farnum's Consortium", home=["Arnold Stewart"], attach={"Arnold Stewart": list(attach)},
             deck_top=list(top)),
        dict(outfit="Law Dogs", home=["Laura Banks"]),
    ])


def test_dig_up_an_out_of_town_deed():
    game = _game(["Shotgun", "Clanton Ranch", "Tusk", "Pony Express", "Roan", "Pinto"])
    play(game, play="ability", card="Arnold Stewart")
    assert game.state.card(uid_of(game, GADGET)).booted
    play(game, play="take", card="Clanton Ranch")          # Pony Express is in town: not offered
    p = game.state.players[0]
    assert [c.title for c in p.hand] == ["Clanton Ranch"]
    assert sorted(c.title for c in p.discard) == ["Pony Express", "Roan", "Shotgun", "Tusk"]
    assert game.state.card(uid_of(game, "Arnold Stewart")).booted


def test_no_out_of_town_deed_no_question_and_arnold_stays_up():
    game = _game(["Shotgun", "Tusk", "Pony Express", "Roan", "Pinto", "Clanton Ranch"])   # the deed is sixth
    play(game, play="ability", card="Arnold Stewart")
    assert len(game.state.players[0].discard) == 5 and not game.state.players[0].hand
    assert not game.state.card(uid_of(game, "Arnold Stewart")).booted
    assert game.decision.kind == "noon"


def test_needs_an_unbooted_gadget():
    assert not has_option(_game(["Shotgun"], attach=("Mustang",)), play="ability", card="Arnold Stewart")

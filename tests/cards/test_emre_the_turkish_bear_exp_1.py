"""Emre, The Turkish Bear (Exp.1): Repeat React, once per shootout: after he successfully performs a
Technique in a shootout, draw a card and he gets +1 bullets."""
from doomtown_tui.engine.testing import scenario
from tests.cards.helpers import (
    FILLER,
    card_named,
    cards,
    end_shootout,
    events,
    has_option,
    play,
    turn_of,
    uid_of,
)

EMRE = "Emre, The Turkish Bear (Exp.1)"     # value 6 + Kung Fu 1, 1 stud bullet


def _shootout(pulls: list[str]):
    game = scenario(phase="high_noon", dealer=0, players=[
        dict(outfit="108 Gracious Gifts", town_square=[EMRE], hand=["Raking Dragons"], discard=["Zhu's Ferocity"],
             deck_top=pulls),
        dict(outfit="Encroaching Darkness", town_square=["Alan Campbell"]),
    ], shootout=dict(posses=[[EMRE], ["Alan Campbell"]]))
    turn_of(game, 0)
    play(game, play="ability", card="Raking Dragons")
    play(game, play="target", card="Alan Campbell")
    return game


def test_a_card_and_a_bullet_after_a_technique_once_per_shootout():
    game = _shootout([*cards("6S"), "Tusk", *cards("5H")])     # 6 <= 7: success; Tusk is drawn; 5 <= 7 for the Combo
    assert game.decision.kind == "react" and game.decision.player == 0
    play(game, play="ability", card=EMRE)
    emre = game.state.card(uid_of(game, EMRE))
    assert emre.bullets == 2
    assert [c.title for c in game.state.players[0].hand] == ["Tusk"]
    play(game, play="combo", card="Zhu's Ferocity")           # a second Technique succeeds in this shootout...
    assert events(game, "kung_fu_test")[-1].data["success"] is True
    assert not has_option(game, play="ability", card=EMRE)    # ...but the React was used for this shootout


def test_nothing_after_a_failed_technique():
    game = _shootout(cards("9S"))                              # 9 > 7
    assert events(game, "kung_fu_test")[-1].data["success"] is False
    assert not has_option(game, play="ability", card=EMRE)
    assert game.state.card(uid_of(game, EMRE)).bullets == 1


def test_the_bullet_ends_with_the_shootout():
    # Raking Dragons succeeds (6), Emre draws Tusk; with 2 stud bullets his seven cards hold four nines
    game = scenario(phase="high_noon", dealer=0, players=[
        dict(outfit="108 Gracious Gifts", town_square=[EMRE], hand=["Raking Dragons"],
             deck_top=[*cards("6S"), "Tusk"], deck=cards("9H 9S 9D 9C 2D 4C 6H " + FILLER)),
        dict(outfit="Encroaching Darkness", town_square=["Alan Campbell"],
             deck=cards("2H 4D 7C 8S JH QC 3D 6S " + FILLER)),
    ], shootout=dict(posses=[[EMRE], ["Alan Campbell"]]))
    turn_of(game, 0)
    play(game, play="ability", card="Raking Dragons")
    play(game, play="target", card="Alan Campbell")
    play(game, play="ability", card=EMRE)
    assert card_named(game, EMRE).bullets == 2
    end_shootout(game)
    assert game.state.shootout is None
    assert card_named(game, EMRE).bullets == 1

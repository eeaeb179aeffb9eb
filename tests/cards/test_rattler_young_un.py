"""Rattler Young 'Un: his bullets, not his influence, count for control of a deed he is at;
Shootout: he becomes a stud if the opposing posse has a single dude."""
from doomtown_tui.engine.testing import scenario
from tests.cards.helpers import FILLER, card_named, cards, end_shootout, has_option, play, uid_of

RATTLER = "Rattler Young 'Un"
DEED = "Mount Moriah Cemetery"


def test_his_two_bullets_beat_one_influence_at_a_deed():
    game = scenario(phase="high_noon", players=[
        dict(outfit="The Sloane Gang", at={DEED: [RATTLER]}),
        dict(outfit="Law Dogs", street_right=[DEED], at={DEED: ["Ezrael Jones"]}),
    ])
    deed = uid_of(game, DEED)
    assert game.state.controllers[deed] == 0               # 2 bullets against 1 influence
    assert game.state.card(deed).controller == 0
    # moving him out hands the deed back to its owner
    play(game, play="move", uid=uid_of(game, RATTLER), to="Town Square")
    assert game.state.controllers[deed] == 1


def _shootout(extra: list[str]):
    game = scenario(phase="high_noon", players=[
        dict(outfit="The Sloane Gang", town_square=[RATTLER]),
        dict(outfit="Law Dogs", town_square=["Pancho Castillo", *extra]),
    ])
    play(game, play="callout", card=RATTLER, target_card="Pancho Castillo")
    play(game, play="accept")
    for title in extra:
        play(game, play="join", card=title)
    if game.decision.kind == "join_posse":
        play(game, play="done")
    return game


def test_against_a_lone_dude_he_becomes_a_stud():
    game = _shootout([])
    rattler = uid_of(game, RATTLER)
    assert game.decision.kind == "shootout" and game.decision.player == 0
    play(game, play="ability", uid=rattler)
    assert game.state.card(rattler).shooter == "stud"


def test_not_against_two_dudes():
    game = _shootout(["Ezrael Jones"])
    assert not has_option(game, play="ability", card=RATTLER)
    assert game.state.card(uid_of(game, RATTLER)).shooter == "draw"


def test_he_is_a_draw_again_after_the_shootout():
    game = scenario(phase="high_noon", players=[
        dict(outfit="The Sloane Gang", town_square=[RATTLER], deck=cards("9H 9S 9D 9C 2D 4C 6H " + FILLER)),
        dict(outfit="Law Dogs", town_square=["Pancho Castillo"], deck=cards("2H 4D 7C 8S JH QC 3D 5S " + FILLER)),
    ])
    play(game, play="callout", card=RATTLER, target_card="Pancho Castillo")
    play(game, play="accept")
    play(game, play="ability", card=RATTLER)
    assert card_named(game, RATTLER).shooter == "stud"
    end_shootout(game)                                    # four nines: Pancho falls
    assert game.state.shootout is None
    assert card_named(game, RATTLER).shooter == "draw"

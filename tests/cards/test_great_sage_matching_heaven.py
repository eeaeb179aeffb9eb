"""Great Sage Matching Heaven: +1 influence and Harrowed for the performer; Combo on more influence."""
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

EMRE = "Emre, The Turkish Bear (Exp.1)"


def _shootout(foe, pulls="5H"):
    game = scenario(phase="high_noon", dealer=0, players=[
        dict(outfit="108 Gracious Gifts", town_square=[EMRE],
             hand=["Great Sage Matching Heaven", "Two Hundred Fifty Rounds"], deck_top=cards(pulls)),
        dict(outfit="Encroaching Darkness", town_square=[foe]),
    ], shootout=dict(posses=[[EMRE], [foe]]))
    turn_of(game, 0)
    play(game, play="ability", card="Great Sage Matching Heaven")
    return game


def test_performer_gains_influence_and_harrowed_and_may_combo():
    game = _shootout("Alan Campbell")                     # influence 1
    emre = game.state.card(uid_of(game, EMRE))
    assert emre.influence == 2 and "Harrowed" in emre.keywords
    # Alan's posse has 1 influence, Emre's 2: Combo into the other Bull Demon King Technique
    turn_of(game, 0, "combo")
    assert has_option(game, play="combo", card="Two Hundred Fifty Rounds")


def test_no_combo_when_the_other_posse_has_as_much_influence():
    game = _shootout("Landon Grimes")                     # influence 2
    assert game.state.card(uid_of(game, EMRE)).influence == 2
    assert not events(game, "combo") and game.decision.kind != "combo"


def test_failed_test_gives_nothing():
    game = _shootout("Alan Campbell", pulls="QH")
    emre = game.state.card(uid_of(game, EMRE))
    assert emre.influence == 1 and "Harrowed" not in emre.keywords


def test_the_influence_and_harrowed_end_with_the_shootout():
    game = scenario(phase="high_noon", dealer=0, players=[
        dict(outfit="108 Gracious Gifts", town_square=[EMRE], hand=["Great Sage Matching Heaven"],
             deck=cards("5H 9H 9S 9D 9C 2D 4C " + FILLER)),
        dict(outfit="Encroaching Darkness", town_square=["Alan Campbell"],
             deck=cards("2H 4D 7C 8S JH QC 3D 6S " + FILLER)),
    ], shootout=dict(posses=[[EMRE], ["Alan Campbell"]]))
    turn_of(game, 0)
    play(game, play="ability", card="Great Sage Matching Heaven")
    emre = card_named(game, EMRE)
    assert emre.influence == 2 and "Harrowed" in emre.keywords
    end_shootout(game)                                     # four nines against Alan's high card
    assert game.state.shootout is None
    emre = card_named(game, EMRE)
    assert emre.influence == 1 and "Harrowed" not in emre.keywords

"""Zhu's Ferocity: +1 bullets and value for the performer, -1 bullets for an opposing dude; Combo."""
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
        dict(outfit="108 Gracious Gifts", town_square=[EMRE], hand=["Zhu's Ferocity", "Raking Dragons"],
             deck_top=cards(pulls)),
        dict(outfit="Encroaching Darkness", town_square=[foe]),
    ], shootout=dict(posses=[[EMRE], [foe]]))
    turn_of(game, 0)
    play(game, play="ability", card="Zhu's Ferocity")
    return game


def test_zhus_ferocity_changes_bullets_and_value_and_combos_into_raking_dragons():
    game = _shootout("Pagliaccio")                       # 1 bullet, value 2
    emre, foe = uid_of(game, EMRE), uid_of(game, "Pagliaccio")
    assert events(game, "kung_fu_test")[-1].data["success"] is True    # 5 <= 7
    assert (game.state.card(emre).bullets, game.state.card(emre).value) == (2, 8)
    assert game.state.card(foe).bullets == 0
    # Emre's 2 bullets beat Pagliaccio's 0: at Emre's next play Zhu's Ferocity may Combo
    turn_of(game, 0, "combo")
    assert has_option(game, play="combo", card="Raking Dragons")


def test_no_combo_when_the_opposing_dude_keeps_as_many_bullets():
    game = _shootout("Alan Campbell")                    # 3 bullets - 1 = 2, Emre 1 + 1 = 2
    assert game.state.card(uid_of(game, "Alan Campbell")).bullets == 2
    assert game.state.card(uid_of(game, EMRE)).bullets == 2
    assert not events(game, "combo")
    assert game.decision.kind != "combo"


def test_failed_test_changes_nothing():
    game = _shootout("Pagliaccio", pulls="8H")           # 8 > 7
    assert events(game, "kung_fu_test")[-1].data["success"] is False
    assert game.state.card(uid_of(game, EMRE)).bullets == 1
    assert game.state.card(uid_of(game, "Pagliaccio")).bullets == 1


def test_the_changes_end_with_the_shootout():
    # Emre (2 bullets after the Technique: seven cards) makes four nines; Alan falls
    game = scenario(phase="high_noon", dealer=0, players=[
        dict(outfit="108 Gracious Gifts", town_square=[EMRE], hand=["Zhu's Ferocity"],
             deck=cards("5H 9H 9S 9D 9C 2D 4C 6H " + FILLER)),
        dict(outfit="Encroaching Darkness", town_square=["Alan Campbell"],
             deck=cards("2H 4D 7C 8S JH QC 3D " + FILLER)),
    ], shootout=dict(posses=[[EMRE], ["Alan Campbell"]]))
    turn_of(game, 0)
    play(game, play="ability", card="Zhu's Ferocity")
    assert (card_named(game, EMRE).bullets, card_named(game, EMRE).value) == (2, 8)
    end_shootout(game)
    assert game.state.shootout is None
    assert (card_named(game, EMRE).bullets, card_named(game, EMRE).value) == (1, 7)   # as before the Technique


def test_not_performed_when_the_only_opposing_dude_is_hidden_from_it():
    """The opposing dude is in the card's one sentence, so it is the requirement (digest B1; RULINGS): with the
    only opposing posse member hidden by Hiding in the Shadows, the Technique is not offered."""
    offered = []
    for hide in (False, True):
        game = scenario(phase="high_noon", dealer=1, players=[
            dict(outfit="108 Gracious Gifts", town_square=[EMRE], hand=["Zhu's Ferocity"]),
            dict(outfit="Law Dogs", town_square=["Rob Wilby"], hand=["Hiding in the Shadows"])])
        play(game, play="ability", card="Hiding in the Shadows") if hide else play(game, play="pass")
        play(game, play="callout", card=EMRE, target_card="Rob Wilby")
        play(game, play="accept")
        seen = False    # every Shootout-play turn until the draw: was the Technique ever offered?
        while game.decision.kind != "draw":
            seen = seen or has_option(game, play="ability", card="Zhu's Ferocity")
            play(game, play="pass")
        offered.append(seen)
    assert offered == [True, False]

"""Rabbit's Deception: the performer goes home booted, maybe with an opposing dude; Combo on a stud."""
from doomtown_tui.engine.testing import scenario
from tests.cards.helpers import cards, events, has_option, pick_titles, play, posse_titles, turn_of, uid_of

EMRE = "Emre, The Turkish Bear (Exp.1)"


def _shootout(foes, hand=("Rabbit's Deception",), booted=(), pulls="5H 4H"):
    game = scenario(phase="high_noon", dealer=0, players=[
        dict(outfit="108 Gracious Gifts", town_square=["Rob Wilby", EMRE], booted=list(booted), hand=list(hand),
             deck_top=cards(pulls)),
        dict(outfit="Encroaching Darkness", town_square=list(foes)),
    ], shootout=dict(posses=[["Rob Wilby", "Emre, The Turkish Bear (Exp.1)"], [foes[0], "Pagliaccio"]]))
    turn_of(game, 0)
    play(game, play="ability", card="Rabbit's Deception")
    return game


def test_unbooted_performer_goes_home_and_takes_an_opposing_dude_along():
    game = _shootout(["Alan Campbell", "Pagliaccio"])
    emre = uid_of(game, EMRE)
    assert game.state.card(emre).location == "108 Gracious Gifts" and game.state.card(emre).booted
    pick_titles(game, "Alan Campbell")
    alan = game.state.card(uid_of(game, "Alan Campbell"))
    assert alan.booted and alan.location == "Encroaching Darkness"
    assert posse_titles(game, 0) == ["Rob Wilby"] and posse_titles(game, 1) == ["Pagliaccio"]
    # Pagliaccio is a draw: no stud left in the opposing posse, so no Combo
    assert game.decision.kind != "combo"


def test_a_booted_performer_sends_nobody_else_home():
    game = _shootout(["Alan Campbell", "Pagliaccio"], booted=(EMRE,))
    assert posse_titles(game, 0) == ["Rob Wilby"]
    assert posse_titles(game, 1) == ["Alan Campbell", "Pagliaccio"]
    assert game.decision.kind != "target"


def test_deception_then_lunar_leap_brings_the_performer_back():
    game = _shootout(["Alan Campbell", "Pagliaccio"], hand=("Rabbit's Deception", "Rabbit's Lunar Leap"))
    pick_titles(game)                                    # nobody else goes home: Alan (a stud) stays
    assert posse_titles(game, 0) == ["Rob Wilby"]
    turn_of(game, 0, "combo")
    play(game, play="combo", card="Rabbit's Lunar Leap")
    assert events(game, "kung_fu_test")[-1].data["success"] is True
    play(game, play="mode", mode=0)
    assert posse_titles(game, 0) == ["Rob Wilby", EMRE]
    assert not game.state.card(uid_of(game, EMRE)).booted


def test_not_offered_once_scoop_hound_holds_the_posses():
    """Scoop Hound's hold keeps Shootout plays from sending anyone home booted: the performer could not go home
    (its first sentence) nor anyone else, so the Technique could change nothing and nobody may perform it. Before
    the hold, it is offered."""
    game = scenario(phase="high_noon", dealer=0, players=[
        dict(outfit="108 Gracious Gifts", town_square=["Rob Wilby", EMRE], hand=["Rabbit's Deception"],
             deck_top=cards("5H 4H")),
        dict(outfit="Encroaching Darkness", town_square=["Alan Campbell", "Pagliaccio"],
             attach={"Alan Campbell": ["Scoop Hound"]}),
    ], shootout=dict(posses=[["Rob Wilby", EMRE], ["Alan Campbell", "Pagliaccio"]]))
    turn_of(game, 0)
    assert has_option(game, play="ability", card="Rabbit's Deception")
    play(game, play="pass")
    play(game, play="ability", card="Scoop Hound")
    # player 0 had no play left and was not asked: the turn came straight back to the other side
    assert (game.decision.kind, game.decision.player) == ("shootout", 1)
    play(game, play="pass")
    assert game.decision.kind == "shooter"                  # still none for player 0: the plays are over
    assert [c.title for c in game.state.players[0].hand] == ["Rabbit's Deception"]

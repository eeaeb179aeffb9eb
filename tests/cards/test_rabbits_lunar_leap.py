"""Rabbit's Lunar Leap: the performer joins your posse from anywhere and may unboot; Combo."""
from doomtown_tui.engine.testing import scenario
from tests.cards.helpers import callout_shootout, cards, events, has_option, play, posse_titles, turn_of, uid_of

EMRE = "Emre, The Turkish Bear (Exp.1)"


def _shootout(foes, hand=("Rabbit's Lunar Leap",), pulls="5H", emre_home=True):
    me = dict(outfit="108 Gracious Gifts", town_square=["Rob Wilby"], hand=list(hand), deck_top=cards(pulls))
    if emre_home:
        me.update(home=[EMRE], booted=[EMRE])            # booted at home: cannot join the posse normally
    else:
        me["town_square"] = ["Rob Wilby", EMRE]
    game = scenario(phase="high_noon", dealer=0, players=[me, dict(outfit="Encroaching Darkness", town_square=foes)])
    callout_shootout(game, "Rob Wilby", foes[0], join=tuple(foes) + (() if emre_home else (EMRE,)))
    return game


def test_the_performer_leaps_into_the_posse_and_unboots():
    game = _shootout(["Alan Campbell", "Pagliaccio"])
    emre = uid_of(game, EMRE)
    turn_of(game, 0)
    play(game, play="ability", card="Rabbit's Lunar Leap")
    assert events(game, "kung_fu_test")[-1].data["success"] is True
    assert posse_titles(game, 0) == ["Rob Wilby", EMRE]
    assert game.state.card(emre).location == "Town Square"
    play(game, play="mode", mode=0)                      # "You may unboot this dude": yes
    assert not game.state.card(emre).booted
    # 2 dudes against 2: no Combo
    assert game.decision.kind != "combo"


def test_combo_when_the_opposing_posse_is_bigger():
    game = _shootout(["Alan Campbell", "Pagliaccio", "The Brute"], hand=("Rabbit's Lunar Leap", "Rabbit's Deception"))
    turn_of(game, 0)
    play(game, play="ability", card="Rabbit's Lunar Leap")
    play(game, play="mode", mode=1)                      # stays booted
    assert game.state.card(uid_of(game, EMRE)).booted
    turn_of(game, 0, "combo")                            # 3 opposing dudes against 2
    assert has_option(game, play="combo", card="Rabbit's Deception")


def test_not_offered_when_it_could_change_nothing():
    # Emre is already in the posse and unbooted: joining and unbooting would change nothing
    game = _shootout(["Alan Campbell"], emre_home=False)
    assert posse_titles(game, 0) == ["Rob Wilby", EMRE]
    assert not has_option(game, play="ability", card="Rabbit's Lunar Leap")


def test_offered_to_a_booted_dude_already_in_the_posse_just_to_unboot():
    game = scenario(phase="high_noon", dealer=0, players=[
        dict(outfit="108 Gracious Gifts", town_square=["Rob Wilby", EMRE], booted=[EMRE],
             hand=["Rabbit's Lunar Leap"], deck_top=cards("5H")),
        dict(outfit="Encroaching Darkness", town_square=["Alan Campbell"]),
    ], shootout=dict(posses=[["Rob Wilby", "Emre, The Turkish Bear (Exp.1)"], ["Alan Campbell"]]))
    turn_of(game, 0)
    play(game, play="ability", card="Rabbit's Lunar Leap")
    play(game, play="mode", mode=0)
    assert not game.state.card(uid_of(game, EMRE)).booted
    assert posse_titles(game, 0) == ["Rob Wilby", EMRE]


def test_no_leap_under_the_scoop_hounds_hold_for_an_unbooted_performer():
    """Alan Campbell's Scoop Hound bars Shootout plays from bringing dudes into a posse. Emre, unbooted and out of
    the posse, could neither join nor unboot: the Technique could change nothing and is not offered. Booted, he
    still may perform it (for the unboot)."""
    def held(booted: bool):
        game = scenario(phase="high_noon", dealer=1, players=[
            dict(outfit="108 Gracious Gifts", town_square=["Rob Wilby"], home=[EMRE], booted=[EMRE] if booted else [],
                 hand=["Rabbit's Lunar Leap"], deck_top=cards("5H")),
            dict(outfit="Encroaching Darkness", town_square=["Alan Campbell", "Pagliaccio"],
                 attach={"Alan Campbell": ["Scoop Hound"]}),
        ], shootout=dict(posses=[["Rob Wilby"], ["Alan Campbell", "Pagliaccio"]]))
        turn_of(game, 1)
        play(game, play="ability", card="Scoop Hound")
        return game
    game = held(booted=False)
    assert not (game.decision.player == 0 and has_option(game, play="ability", card="Rabbit's Lunar Leap"))
    game = held(booted=True)
    assert (game.decision.player, has_option(game, play="ability", card="Rabbit's Lunar Leap")) == (0, True)

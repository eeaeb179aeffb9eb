"""Spirit Dance: Shootout, Spirit 10, boot the spell: your posse gains a Gunslinger token (2 stud bullets)."""
from doomtown_tui.engine.testing import scenario
from tests.cards.helpers import cards, events, has_option, play, posse_titles, turn_of


def _shootout(pull: str):
    # Enapay (Shaman 1) knows Spirit Dance; difficulty 10 needs a pull of 9 or more
    game = scenario(phase="high_noon", dealer=0, players=[
        dict(outfit="The Spiritual Society", town_square=["Enapay"], attach={"Enapay": ["Spirit Dance"]},
             deck_top=cards(pull)),
        dict(outfit="Encroaching Darkness", town_square=["Alan Campbell"]),
    ], shootout=dict(posses=[["Enapay"], ["Alan Campbell"]]))
    turn_of(game, 0)
    play(game, play="ability", card="Spirit Dance")
    return game


def test_a_gunslinger_token_joins_the_posse():
    game = _shootout("9H")
    test = events(game, "skill_test")[-1]
    assert (test.data["total"], test.data["difficulty"], test.data["success"]) == (10, 10, True)
    assert posse_titles(game, 0) == ["Enapay", "Gunslinger"]
    token = next(c for c in game.state.in_play if c.title == "Gunslinger")
    assert (token.controller, token.bullets, token.shooter, token.location) == (0, 2, "stud", "Town Square")
    assert next(c for c in game.state.in_play if c.title == "Spirit Dance").booted


def test_failed_cast_brings_nobody_and_the_spell_is_spent():
    game = _shootout("8H")                               # 8 + 1 < 10
    assert events(game, "skill_test")[-1].data["success"] is False
    assert posse_titles(game, 0) == ["Enapay"]
    assert not any(c.title == "Gunslinger" for c in game.state.in_play)
    assert next(c for c in game.state.in_play if c.title == "Spirit Dance").booted
    assert not has_option(game, play="ability", card="Spirit Dance")


def test_the_caster_must_be_in_the_shootout():
    game = scenario(phase="high_noon", dealer=0, players=[
        dict(outfit="The Spiritual Society", town_square=["Rob Wilby"], home=["Enapay"],
             attach={"Enapay": ["Spirit Dance"]}),
        dict(outfit="Encroaching Darkness", town_square=["Alan Campbell"]),
    ], shootout=dict(posses=[["Rob Wilby"], ["Alan Campbell"]]))
    assert not has_option(game, play="ability", card="Spirit Dance")


def test_not_offered_while_scoop_hound_holds_the_posses():
    # Rob Wilby's Scoop Hound is used first: no Shootout play may add anyone to a posse now
    game = scenario(phase="high_noon", dealer=1, players=[
        dict(outfit="The Spiritual Society", town_square=["Enapay"], attach={"Enapay": ["Spirit Dance"]},
             deck_top=cards("KH")),
        dict(outfit="Law Dogs", town_square=["Rob Wilby"], attach={"Rob Wilby": ["Scoop Hound"]}),
    ], shootout=dict(posses=[["Enapay"], ["Rob Wilby"]]))
    turn_of(game, 1)
    play(game, play="ability", card="Scoop Hound")
    # player 0 has no Shootout play left, so play moves on to the draw without asking them
    assert game.decision.kind != "shootout"
    assert not has_option(game, play="ability", card="Spirit Dance")
    assert posse_titles(game, 0) == ["Enapay"]
    assert not any(c.title == "Gunslinger" for c in game.state.in_play)

"""Buckin' Billy Ballard: +1 bullets and +1 influence while he has a Horse; Noon/Shootout: boot his Horse
to draw a card, then you may boot a dude at his location."""
from doomtown_tui.engine.testing import scenario
from tests.cards.helpers import FILLER, callout_shootout, cards, has_option, option_titles, play, turn_of, uid_of

BILLY = "Buckin' Billy Ballard"     # 1 stud bullet, influence 1


def _game(booted=(), **theirs):
    return scenario(phase="high_noon", dealer=0, players=[
        dict(outfit="Farnum's Consortium", town_square=[BILLY], attach={BILLY: ["Mustang"]}, booted=list(booted),
             deck_top=["Tusk"]),
        dict(outfit="Law Dogs", **theirs),
    ])


def test_a_horse_gives_a_bullet_and_influence():
    billy = _game(home=["Laura Banks"]).state
    card = next(c for c in billy.in_play if c.title == BILLY)
    assert (card.bullets, card.influence) == (2, 2)


def test_boot_the_horse_to_draw_and_boot_a_dude_here():
    game = _game(town_square=["Pancho Castillo"], home=["Laura Banks"])
    play(game, play="ability", card=BILLY)
    assert game.state.card(uid_of(game, "Mustang")).booted
    assert [c.title for c in game.state.players[0].hand] == ["Tusk"]
    play(game, play="boot")
    assert sorted(option_titles(game)) == sorted([BILLY, "Pancho Castillo"])      # not Laura, at her home
    play(game, play="boot", card="Pancho Castillo")
    assert game.state.card(uid_of(game, "Pancho Castillo")).booted


def test_in_a_shootout_only_dudes_in_it_can_be_booted():
    game = _game(town_square=["Pancho Castillo", "Philip Swinford"])
    callout_shootout(game, BILLY, "Pancho Castillo")           # Philip stays out of the posse
    turn_of(game, 0)
    play(game, play="ability", card=BILLY)
    play(game, play="boot")
    assert sorted(option_titles(game)) == sorted([BILLY, "Pancho Castillo"])


def test_not_with_a_booted_horse():
    assert not has_option(_game(booted=["Mustang"], home=["Laura Banks"]), play="ability", card=BILLY)


def test_a_dude_guarded_from_booting_is_not_offered():
    """Lydia Bear-Hands' Strength of the Ancestors (Spirit 5) keeps the other side from booting her: Billy may boot
    only himself at the town square. With the cast failed, she is a choice too."""
    def buck(pull: str):
        game = _game(town_square=["Lydia Bear-Hands"], attach={"Lydia Bear-Hands": ["Strength of the Ancestors"]},
                     deck_top=cards(f"{pull} {FILLER}"))
        play(game, play="pass")
        play(game, play="ability", card="Strength of the Ancestors")
        play(game, play="ability", card=BILLY)
        play(game, play="boot")
        return game
    game = buck("5H")                                          # 5 + Shaman 0 = 5: she is guarded
    # Billy is the one choice, so he is the dude booted without a question
    assert game.state.card(uid_of(game, BILLY)).booted
    assert not game.state.card(uid_of(game, "Lydia Bear-Hands")).booted
    game = buck("4H")                                          # 4 < 5: she is not
    assert sorted(option_titles(game)) == sorted([BILLY, "Lydia Bear-Hands"])

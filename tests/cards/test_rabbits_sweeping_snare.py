"""Rabbit's Sweeping Snare: an opposing dude becomes a draw; outnumbered, boot up to two attachments."""
from doomtown_tui.engine.testing import scenario
from tests.cards.helpers import (
    FILLER,
    callout_shootout,
    card_named,
    cards,
    end_shootout,
    pick_titles,
    play,
    turn_of,
    uid_of,
)

EMRE = "Emre, The Turkish Bear (Exp.1)"


def _shootout(foes, pulls="5H"):
    game = scenario(phase="high_noon", dealer=0, players=[
        dict(outfit="108 Gracious Gifts", town_square=[EMRE], hand=["Rabbit's Sweeping Snare"], deck_top=cards(pulls)),
        dict(outfit="Encroaching Darkness", town_square=list(foes),
             attach={"Alan Campbell": ["Winchester Model 1873", "Roan"]}),
    ])
    callout_shootout(game, EMRE, foes[0], join=tuple(foes))
    turn_of(game, 0)
    # Pagliaccio, a draw already with no card on him, is no candidate: Alan, the lone one, is chosen without asking
    play(game, play="ability", card="Rabbit's Sweeping Snare")
    return game


def test_outnumbered_snare_makes_a_draw_and_boots_two_attachments():
    game = _shootout(["Alan Campbell", "Pagliaccio"])     # 1 dude against 2
    assert game.state.card(uid_of(game, "Alan Campbell")).shooter == "draw"
    pick_titles(game, "Winchester Model 1873", "Roan")
    assert card_named(game, "Winchester Model 1873").booted and card_named(game, "Roan").booted


def test_not_outnumbered_only_the_shooter_type_changes():
    game = _shootout(["Alan Campbell"])                   # 1 against 1: "fewer dudes" fails
    assert game.state.card(uid_of(game, "Alan Campbell")).shooter == "draw"
    assert game.decision.kind != "target"
    assert not card_named(game, "Winchester Model 1873").booted and not card_named(game, "Roan").booted


def test_failed_test_leaves_the_stud():
    game = _shootout(["Alan Campbell", "Pagliaccio"], pulls="KH")
    assert game.state.card(uid_of(game, "Alan Campbell")).shooter == "stud"


def test_the_stud_comes_back_after_the_shootout():
    # Alan, made a draw, still shoots four nines; Emre's high card loses and Emre falls
    game = scenario(phase="high_noon", dealer=0, players=[
        dict(outfit="108 Gracious Gifts", town_square=[EMRE], hand=["Rabbit's Sweeping Snare"],
             deck=cards("5H 2H 4D 7C 8S JH QC 3D " + FILLER)),
        dict(outfit="Encroaching Darkness", town_square=["Alan Campbell"], deck=cards("9H 9S 9D 9C 2D " + FILLER)),
    ], shootout=dict(posses=[[EMRE], ["Alan Campbell"]]))
    turn_of(game, 0)
    play(game, play="ability", card="Rabbit's Sweeping Snare")
    assert card_named(game, "Alan Campbell").shooter == "draw"
    end_shootout(game)
    assert game.state.shootout is None
    assert card_named(game, "Alan Campbell").shooter == "stud"


def _against_the_peacemaker(foes: list[str]):
    return scenario(phase="high_noon", dealer=0, players=[
        dict(outfit="108 Gracious Gifts", town_square=[EMRE], hand=["Rabbit's Sweeping Snare"], deck_top=cards("5H")),
        dict(outfit="Law Dogs", town_square=foes, attach={"Clint Ramsey": ["Peacemaker"]}),
    ], shootout=dict(posses=[[EMRE], foes]))


def test_a_dude_who_may_not_become_a_draw_is_a_target_only_while_a_card_on_him_could_boot():
    """Clint Ramsey's Peacemaker keeps him from being made a draw. One against one, the Snare could do nothing to
    him: nobody may perform it, so with no Shootout play the draw follows. Outnumbered, it could still boot his
    Peacemaker, so he is a target again, and the Peacemaker boots."""
    game = _against_the_peacemaker(["Clint Ramsey"])
    assert game.decision.kind == "draw_hand"
    assert [c.title for c in game.state.players[0].hand] == ["Rabbit's Sweeping Snare"]
    game = _against_the_peacemaker(["Clint Ramsey", "Rob Wilby"])
    play(game, play="ability", card="Rabbit's Sweeping Snare")    # Rob Wilby, a draw already, is no candidate
    assert card_named(game, "Clint Ramsey").shooter == "stud"
    pick_titles(game, "Peacemaker")
    assert card_named(game, "Peacemaker").booted


def _against(foes: list[str]):
    return scenario(phase="high_noon", dealer=0, players=[
        dict(outfit="108 Gracious Gifts", town_square=[EMRE], hand=["Rabbit's Sweeping Snare"], deck_top=cards("5H")),
        dict(outfit="Encroaching Darkness", town_square=foes,
             attach={"Alan Campbell": ["Roan"]} if "Alan Campbell" in foes else {}),
    ], shootout=dict(posses=[[EMRE], foes]))


def test_a_dude_who_is_a_draw_already_is_a_target_only_while_a_card_on_him_could_boot():
    """Pagliaccio is a draw already and has no card on him: one against one, the Snare could change nothing, so
    nobody may perform it and, with no other play, the turn to play passes to Pagliaccio's side. Alan Campbell, a stud, is still a target. Outnumbered by Pagliaccio
    and Alan, only Alan (a stud with a Roan to boot) is offered, Pagliaccio not."""
    game = _against(["Pagliaccio"])
    assert (game.decision.kind, game.decision.player) == ("shootout", 1)
    assert [c.title for c in game.state.players[0].hand] == ["Rabbit's Sweeping Snare"]
    game = _against(["Alan Campbell"])
    play(game, play="ability", card="Rabbit's Sweeping Snare")
    assert card_named(game, "Alan Campbell").shooter == "draw"
    game = _against(["Pagliaccio", "Alan Campbell"])
    play(game, play="ability", card="Rabbit's Sweeping Snare")
    assert card_named(game, "Alan Campbell").shooter == "draw"   # the lone candidate is chosen without asking
    pick_titles(game, "Roan")
    assert card_named(game, "Roan").booted

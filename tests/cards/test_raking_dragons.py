"""Raking Dragons, and the rulebook's Kung Fu Combo example (Emre vs Alan Campbell) step by step."""
from doomtown_tui.engine.testing import scenario
from tests.cards.helpers import (
    FILLER,
    card_named,
    cards,
    end_shootout,
    events,
    play,
    turn_of,
    uid_of,
)

EMRE = "Emre, The Turkish Bear (Exp.1)"


def _emre_vs_alan(hand, discard=(), pulls="6S 5H"):
    # Emre (Exp.1): value 6 + Kung Fu 1 = 7, 1 stud bullet. Alan Campbell: value 8, 3 bullets.
    game = scenario(phase="high_noon", dealer=0, players=[
        dict(outfit="108 Gracious Gifts", town_square=[EMRE], hand=list(hand), discard=list(discard),
             deck_top=cards(pulls)),
        dict(outfit="Encroaching Darkness", town_square=["Alan Campbell"]),
    ], shootout=dict(posses=[[EMRE], ["Alan Campbell"]]))
    return game


def _attachings(game, title):
    """(host uid, booted afterwards by the next play's start?) for each time ``title`` was attached."""
    out = []
    for i, e in enumerate(game.events):
        if e.kind == "attach" and e.data.get("card") == title:
            booted_later = any(x.kind == "boot" and x.data.get("uid") == e.data["uid"] for x in game.events[i:])
            out.append((e.data["host"], booted_later))
    return out


def test_kung_fu_combo_example_from_the_rulebook():
    game = _emre_vs_alan(["Raking Dragons"], discard=["Zhu's Ferocity"])
    emre, alan = uid_of(game, EMRE), uid_of(game, "Alan Campbell")
    assert game.state.card(emre).value == 7
    # Emre's controller has the first Shootout play and attempts Raking Dragons
    turn_of(game, 0)
    play(game, play="ability", card="Raking Dragons")
    play(game, play="target", uid=alan)                 # "Boot a dude": Alan
    play(game, play="pass")                             # Emre's own React (draw, +1 bullets) is not used here
    test = events(game, "kung_fu_test")[-1]
    assert (test.data["pull"], test.data["value"], test.data["success"]) == (6, 7, True)   # 6 of spades vs 7
    assert game.state.card(alan).booted and game.state.card(alan).value == 6                # 8 - 2
    dragons = card_named(game, "Raking Dragons")
    assert dragons.attached_to == emre
    # attached unbooted: what booted it since is the start of Emre's controller's next play, after
    # Alan's controller (no play) passed back; then it may Combo: Emre has Kung Fu 1 and one Technique
    # attached, and Alan (6) has lower value than Emre (7)
    assert _attachings(game, "Raking Dragons") == [(emre, True)]
    assert dragons.booted
    assert game.decision.player == 0 and game.decision.kind == "combo"
    play(game, play="combo", card="Zhu's Ferocity")      # from the discard pile
    play(game, play="pass")                              # Emre's React again: not used
    test = events(game, "kung_fu_test")[-1]
    assert (test.data["pull"], test.data["value"], test.data["success"]) == (5, 7, True)
    assert game.state.card(emre).value == 8 and game.state.card(emre).bullets == 2
    assert game.state.card(alan).bullets == 2                                              # 3 - 1
    assert _attachings(game, "Zhu's Ferocity") == [(emre, True)]
    # two Techniques attached exceed Kung Fu 1: no further Combo; both go before the draw hands
    assert not events(game, "combo")[1:]
    assert {"Raking Dragons", "Zhu's Ferocity"} <= {c.title for c in game.state.players[0].discard}


def test_failed_kung_fu_test_does_nothing_and_the_technique_attaches_booted():
    game = _emre_vs_alan(["Raking Dragons"], discard=["Zhu's Ferocity"], pulls="9S")   # 9 > Emre's 7
    emre, alan = uid_of(game, EMRE), uid_of(game, "Alan Campbell")
    turn_of(game, 0)
    play(game, play="ability", card="Raking Dragons")
    play(game, play="target", uid=alan)
    assert events(game, "kung_fu_test")[-1].data["success"] is False
    assert not game.state.card(alan).booted and game.state.card(alan).value == 8
    # attached booted (never booted again by a play's start), so no Combo; discarded before the draw
    assert _attachings(game, "Raking Dragons") == [(emre, False)]
    assert not events(game, "combo") and game.decision.kind != "combo"
    assert "Raking Dragons" in [c.title for c in game.state.players[0].discard]


def test_no_combo_when_the_raked_dude_is_not_below_the_performer():
    # raking Emre himself: 7 - 2 = 5 is then his own value, and "lower value than this dude" fails
    game = _emre_vs_alan(["Raking Dragons"], discard=["Zhu's Ferocity"])
    emre = uid_of(game, EMRE)
    turn_of(game, 0)
    play(game, play="ability", card="Raking Dragons")
    play(game, play="target", uid=emre)
    play(game, play="pass")                             # Emre's own React is not used here
    assert game.state.card(emre).booted and game.state.card(emre).value == 5
    assert _attachings(game, "Raking Dragons") == [(emre, True)]      # it booted at the next play...
    assert not events(game, "combo") and game.decision.kind != "combo"   # ...without a Combo


def test_raking_dragons_needs_a_kung_fu_dude_in_the_posse():
    game = scenario(phase="high_noon", dealer=0, players=[
        dict(outfit="108 Gracious Gifts", town_square=["Rob Wilby"], home=[EMRE], hand=["Raking Dragons"]),
        dict(outfit="Encroaching Darkness", town_square=["Alan Campbell"]),
    ], shootout=dict(posses=[["Rob Wilby"], ["Alan Campbell"]]))
    assert not any(o.data.get("card") == "Raking Dragons" for o in game.decision.options)


def test_the_lost_value_comes_back_after_the_shootout():
    # Alan, raked and booted, still wins with four nines; Emre falls
    game = scenario(phase="high_noon", dealer=0, players=[
        dict(outfit="108 Gracious Gifts", town_square=[EMRE], hand=["Raking Dragons"],
             deck=cards("6S 2H 4D 7C 8S JH QC " + FILLER)),
        dict(outfit="Encroaching Darkness", town_square=["Alan Campbell"],
             deck=cards("9H 9S 9D 9C 2D 4C 6H 8H " + FILLER)),
    ], shootout=dict(posses=[[EMRE], ["Alan Campbell"]]))
    turn_of(game, 0)
    play(game, play="ability", card="Raking Dragons")
    play(game, play="target", uid=uid_of(game, "Alan Campbell"))
    assert card_named(game, "Alan Campbell").value == 6
    end_shootout(game)
    assert game.state.shootout is None
    assert card_named(game, "Alan Campbell").value == 8

"""Jokers (rulebook "Jokers", digest A24/A25/B47): whenever a Joker turns up, in a pull or in a draw hand, its
owner names a value and a suit at once; the engine offers the best guess first (the King of Spades for a pull,
the Ace for a Kung Fu test where a low pull wins, the strongest identity for a shootout hand, the weakest for a
lowball hand). Once used, a Joker is aced: a pulled one goes to Boot Hill at once, one in a final draw hand when
that hand is thrown away. Option ids read "<value><suit>": "8H" is the 8 of hearts, "13S" the King of Spades.
"""
from __future__ import annotations

import pytest

from doomtown_tui.engine.testing import scenario
from tests.cards.helpers import FILLER, card_named, cards, end_shootout, events, play, turn_of

JOKER = "Joker (black)"
EMRE = "Emre, The Turkish Bear (Exp.1)"     # value 7 with his Kung Fu, the number a Kung Fu pull must not exceed


def _joker_question(game, player: int):
    decision = game.decision
    assert decision is not None and (decision.kind, decision.player) == ("joker", player)
    assert len(decision.options) == 52                  # every value of every suit, once
    return decision


def _piles(game, player: int) -> tuple[list[str], list[str]]:
    p = game.state.players[player]
    return [c.title for c in p.boot_hill], [c.title for c in p.discard]


# --- a skill test pull --------------------------------------------------------------------------------
@pytest.mark.parametrize("answer, total, cursed", [
    ("8H", 9, True),      # 8 + Huckster 1 meets Blood Curse's 9
    ("7H", 8, False),     # one short
])
def test_a_joker_pulled_for_a_skill_test(answer, total, cursed):
    game = scenario(phase="high_noon", players=[
        dict(outfit="Law Dogs", town_square=["Wilber Crowley"], attach={"Wilber Crowley": ["Blood Curse"]},
             deck_top=[JOKER]),
        dict(outfit="The Sloane Gang", home=["Alan Campbell"]),
    ])
    play(game, play="ability", card="Blood Curse")
    play(game, play="target", card="Alan Campbell")
    decision = _joker_question(game, 0)
    assert (decision.options[0].id, decision.options[0].data) == ("13S", {"play": "joker", "value": 13, "suit": "S"})
    assert "suggested" in decision.options[0].label
    game.choose(0, answer)
    test = events(game, "skill_test")[-1].data
    assert (test["total"], test["difficulty"], test["success"]) == (total, 9, cursed)
    alan = card_named(game, "Alan Campbell")
    assert (alan.bullets, alan.influence) == ((2, 0) if cursed else (3, 1))
    assert _piles(game, 0) == ([JOKER], [])             # aced at once, never in the discard pile


# --- a Kung Fu test pull ------------------------------------------------------------------------------
@pytest.mark.parametrize("answer, pulled, performed", [
    ("7S", 7, True),      # no higher than Emre's 7
    ("8S", 8, False),
])
def test_a_joker_pulled_for_a_kung_fu_test(answer, pulled, performed):
    game = scenario(phase="high_noon", dealer=0, players=[
        dict(outfit="108 Gracious Gifts", town_square=[EMRE], hand=["Raking Dragons"], deck_top=[JOKER]),
        dict(outfit="Encroaching Darkness", town_square=["Alan Campbell"]),
    ], shootout=dict(posses=[[EMRE], ["Alan Campbell"]]))
    turn_of(game, 0)
    play(game, play="ability", card="Raking Dragons")
    play(game, play="target", card="Alan Campbell")
    decision = _joker_question(game, 0)
    assert decision.options[0].id == "1S" and "suggested" in decision.options[0].label   # the Ace: low is good
    game.choose(0, answer)
    test = events(game, "kung_fu_test")[-1].data
    assert (test["pull"], test["value"], test["success"]) == (pulled, 7, performed)
    alan = card_named(game, "Alan Campbell")
    assert (alan.booted, alan.value) == ((True, 6) if performed else (False, 8))
    assert _piles(game, 0)[0] == [JOKER]
    assert JOKER not in _piles(game, 0)[1]


# --- a Gadget pull ---------------------------------------------------------------------------------------
@pytest.mark.parametrize("answer, total, invented", [
    ("4D", 5, True),      # 4 + Mad Scientist 1 meets Mechanical Horse's Gadget 5
    ("3D", 4, False),
])
def test_a_joker_pulled_to_invent_a_gadget(answer, total, invented):
    game = scenario(phase="high_noon", players=[
        dict(outfit="Law Dogs", stash=1, hand=["Mechanical Horse"], home=["Roderick Byre"], deck_top=[JOKER]),
        dict(outfit="The Sloane Gang"),
    ])
    play(game, play="invent", card="Mechanical Horse", target_card="Roderick Byre")
    decision = _joker_question(game, 0)
    assert decision.options[0].id == "13S" and "suggested" in decision.options[0].label
    game.choose(0, answer)
    result = events(game, "invent" if invented else "invent_fail")[-1].data
    assert (result["total"], result["difficulty"]) == (total, 5)
    roderick = card_named(game, "Roderick Byre")
    boot_hill, discard = _piles(game, 0)
    assert boot_hill == [JOKER]
    if invented:
        assert [game.state.card(u).title for u in roderick.attachments] == ["Mechanical Horse"]
        assert discard == []
    else:
        assert roderick.attachments == () and discard == ["Mechanical Horse"]


# --- a shootout draw hand -------------------------------------------------------------------------------
@pytest.mark.parametrize("answer, rank, name", [
    ("9C", 8, "Four of a Kind, 9s (Joker as 9♣)"),             # the suggested identity
    ("2D", 7, "Full House, 9s over 2s (Joker as 2♦)"),
])
def test_a_joker_in_a_shootout_hand(answer, rank, name):
    # Shi Long Peng and Andreas Andregg are 0-bullet studs: five cards each, nothing to keep or swap
    game = scenario(phase="high_noon", dealer=0, players=[
        dict(outfit="108 Gracious Gifts", town_square=["Shi Long Peng"], deck=cards("9H 9S 9D 2C JOKER " + FILLER)),
        dict(outfit="Law Dogs", town_square=["Andreas Andregg"], deck=cards("2H 5D 7C JH KD " + FILLER)),
    ], shootout=dict(posses=[["Shi Long Peng"], ["Andreas Andregg"]]))
    decision = _joker_question(game, 0)
    assert decision.options[0].id == "9C" and "suggested" in decision.options[0].label   # four nines
    game.choose(0, answer)
    assert next(e.data for e in events(game, "reveal")) == {"player": 0, "rank": rank, "cheatin": False}
    assert game.state.shootout.hands[0] == name
    joker = next(c for c in game.state.players[0].draw_hand if c.title == JOKER)
    assert joker.joker_as == (int(answer[:-1]), answer[-1])
    end_shootout(game)                                   # Andreas falls; both final hands are thrown away
    boot_hill, discard = _piles(game, 0)
    assert boot_hill == [JOKER] and len(discard) == 4    # the Joker is aced, the four others discarded
    assert game.state.players[0].boot_hill[0].joker_as is None   # its declared identity is gone with it


def test_a_joker_swapped_away_before_the_hand_is_final_is_only_discarded():
    # Rob Wilby (a 1-bullet draw) may swap one card: he throws the Joker back before the hand is final
    game = scenario(phase="high_noon", dealer=0, players=[
        dict(outfit="Law Dogs", town_square=["Rob Wilby"], deck=cards("JOKER 9H 9S 9D 2C 9C " + FILLER)),
        dict(outfit="The Sloane Gang", town_square=["Andreas Andregg"], deck=cards("2H 5D 7C JH KD " + FILLER)),
    ], shootout=dict(posses=[["Rob Wilby"], ["Andreas Andregg"]]))
    assert (game.decision.kind, game.decision.player) == ("draw", 0)
    joker = next(o for o in game.decision.options if o.label == "Joker")
    game.choose(0, [joker.id])
    assert events(game, "reveal")[0].data["rank"] == 8   # the 9♣ drawn instead: four nines, no Joker to name
    boot_hill, discard = _piles(game, 0)
    assert (boot_hill, discard) == ([], [JOKER])


# --- a lowball hand ---------------------------------------------------------------------------------------
@pytest.mark.parametrize("answer, winner, text", [
    ("1S", 0, "High Card, 8 high (Joker as A♠)"),     # the suggested identity: the lowest high card there is
    ("4C", 1, "Pair, 4s (Joker as 4♣)"),               # a pair loses the lowball to the Q high
])
def test_a_joker_in_a_lowball_hand(answer, winner, text):
    game = scenario(phase="gamblin", dealer=1, players=[
        dict(outfit="Law Dogs", stash=5, deck=cards("JOKER 2S 4H 6D 8C " + FILLER)),
        dict(outfit="The Sloane Gang", stash=5, deck=cards("2H 4D 6C 9S QH " + FILLER)),
    ])
    decision = _joker_question(game, 0)
    assert decision.options[0].id == "1S" and "suggested" in decision.options[0].label
    game.choose(0, answer)
    mine = next(e for e in events(game, "reveal") if e.data["player"] == 0)
    assert mine.text.endswith(text)
    assert events(game, "gamblin_win")[-1].data == {"player": winner, "pot": 2}
    boot_hill, discard = _piles(game, 0)
    assert boot_hill == [JOKER] and len(discard) == 4


def test_a_joker_in_a_hand_short_of_five_cards_is_not_asked_and_makes_the_lowest_hand():
    # deck and discard hold only 9♠ 9♥ and the Joker: the hand is the lowest those cards make (digest B15),
    # a Pair of 9s, never Three of a Kind
    game = scenario(phase="high_noon", dealer=0, players=[
        dict(outfit="108 Gracious Gifts", town_square=["Shi Long Peng"], deck=cards("9S 9H JOKER")),
        dict(outfit="Law Dogs", town_square=["Andreas Andregg"], deck=cards("2H 2D 7C 7S KD " + FILLER)),
    ], shootout=dict(posses=[["Shi Long Peng"], ["Andreas Andregg"]]))
    while not events(game, "reveal"):
        d = game.decision
        assert d.kind != "joker"
        calm = [o for o in d.options if o.data.get("play") in ("pass", "done")]
        game.choose(d.player, [] if d.multi else (calm or list(d.options))[0].id)
    reveal = next(e for e in events(game, "reveal") if e.data["player"] == 0)
    assert reveal.text.startswith("Player 1 reveals") and "Pair, 9s" in reveal.text
    joker = next(c for c in game.raw.cards.values() if c.card.type == "joker" and c.owner == 0)
    assert joker.joker_as == (1, "S")                    # the Ace of Spades: the lowest kicker

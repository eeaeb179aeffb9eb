"""Two Hundred Fifty Rounds: one casualty fewer this round; Combo at a location you control."""
from doomtown_tui.engine.testing import scenario
from tests.cards.helpers import (
    FILLER,
    any_uid,
    cards,
    effect_stats,
    events,
    option_titles,
    play,
    to_next_round,
    to_reveal,
    turn_of,
    uid_of,
)
from tests.cards.third_party import FOUR_NINES, KING_HIGH, allied_shootout, casualties_changed, use_when_offered

EMRE = "Shi Long Peng"   # value 5 + Kung Fu 1 = 6, 0 stud bullets; no text of his own


def _losing_round(pull: str):
    # P1 (Alan, 3 stud: 8 cards) makes two pair; P0 (shooter Shi Long Peng 0 stud, Rob Wilby a backup
    # draw: 5 cards) a high card
    game = scenario(phase="high_noon", dealer=0, players=[
        dict(outfit="108 Gracious Gifts", town_square=[EMRE, "Rob Wilby"], hand=["Two Hundred Fifty Rounds"],
             deck_top=cards(pull + " 2H 4D 7C 9S JH")),
        dict(outfit="Encroaching Darkness", town_square=["Alan Campbell"], deck_top=cards("KH KD QH QD 2C 5S 9D 7H")),
    ], shootout=dict(posses=[[EMRE, "Rob Wilby"], ["Alan Campbell"]]))
    turn_of(game, 0)
    play(game, play="ability", card="Two Hundred Fifty Rounds")
    to_reveal(game)
    turn_of(game, 0, "casualty")
    return game


def test_two_casualties_become_one():
    game = _losing_round("5H")
    assert events(game, "kung_fu_test")[-1].data["success"] is True
    changed = events(game, "casualties_changed")[-1]
    assert (changed.data["player"], changed.data["before"], changed.data["after"]) == (0, 2, 1)
    # one casualty: a discard covers it, an ace would be too much
    assert sorted(o.data["play"] for o in game.decision.options) == ["discard", "discard"]
    play(game, play="discard", card="Rob Wilby")
    assert game.decision is None or game.decision.kind != "casualty" or game.decision.player != 0
    assert [c.title for c in game.state.players[0].discard if c.title in (EMRE, "Rob Wilby")] == ["Rob Wilby"]
    assert game.state.card(uid_of(game, EMRE)).zone == "play"


def test_failed_test_leaves_both_casualties():
    game = _losing_round("9H")                           # 9 > 6
    assert not events(game, "casualties_changed")
    assert "2 casualties" in game.decision.prompt
    assert set(option_titles(game)) == {EMRE, "Rob Wilby"}


def test_combo_at_a_deed_you_control():
    game = scenario(phase="high_noon", dealer=0, players=[
        dict(outfit="108 Gracious Gifts", street_right=["Surveyor's Office"], at={"Surveyor's Office": [EMRE]},
             hand=["Two Hundred Fifty Rounds", "Great Sage Matching Heaven"], deck_top=cards("5H")),
        dict(outfit="Encroaching Darkness", at={"Surveyor's Office": ["Pagliaccio"]}),
    ], shootout=dict(posses=[[EMRE], ["Pagliaccio"]]))
    turn_of(game, 0)
    play(game, play="ability", card="Two Hundred Fifty Rounds")
    turn_of(game, 0, "combo")
    assert option_titles(game)[0] == "Great Sage Matching Heaven"


def test_the_casualty_cut_is_for_that_round_only():
    game = _losing_round("5H")
    technique = any_uid(game, "Two Hundred Fifty Rounds")
    assert effect_stats(game, technique) == ["casualties"]
    play(game, play="discard", card="Rob Wilby")
    to_next_round(game)
    assert game.state.shootout.round == 2
    assert effect_stats(game, technique) == []


def test_a_third_partys_technique_spares_the_posse_it_fights_in():
    # Shi Long Peng (seat 2) fights in seat 1's posse, which loses by 7 to four nines: 1 fewer for it
    game = allied_shootout(dict(town_square=["Clint Ramsey"], deck=cards(f"{FOUR_NINES} {FILLER}")),
                           dict(town_square=["Pancho Castillo"], deck=cards(f"{KING_HIGH} {FILLER}")),
                           dict(town_square=[EMRE], hand=["Two Hundred Fifty Rounds"], deck=cards(f"5H {FILLER}")),
                           leader="Clint Ramsey", mark="Pancho Castillo", side=1, guests=[EMRE])
    use_when_offered(game, 2, "Two Hundred Fifty Rounds")
    assert events(game, "kung_fu_test")[-1].data["success"] is True
    assert casualties_changed(game) == {"player": 1, "before": 7, "after": 6}

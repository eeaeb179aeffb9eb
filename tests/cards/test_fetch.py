"""Fetch: Cheatin' Resolution Hex 5, boot: when this round's draw hand is discarded, one card of it may go to your
play hand instead; in a shootout you also take 3 fewer casualties this round."""
from doomtown_tui.engine.testing import scenario
from tests.cards.helpers import (
    FILLER,
    any_uid,
    cards,
    effect_stats,
    events,
    has_option,
    option_titles,
    pass_until,
    pick_titles,
    play,
    to_reveal,
)

LOW = "2H 3D 5C 7H 9D"                   # legal, 9 high
CHEAT = "AH AH 4H 6D 8C"                 # two A♥: cheatin'
HIGH_CARD = "2H 5D 9C JH KD"             # rank 1
FOUR_NINES = "9H 9H 9D 9C 2D"            # rank 8, cheatin' (9♥ twice)
PAIR_NINES = "9H 9H 4C 8S 2C"            # rank 2, cheatin'


def _titles(pile) -> list[str]:
    return sorted(c.title for c in pile)


def _gamblin(mine: str, pull: str, theirs: str = CHEAT):
    # Valeria Batten: Huckster 1, so the Hex 5 needs a pull of 4 or more
    game = scenario(phase="gamblin", dealer=0, players=[
        dict(outfit="Law Dogs", town_square=["Valeria Batten"], attach={"Valeria Batten": ["Fetch"]},
             deck=cards(f"{mine} {pull} {FILLER}")),
        dict(outfit="The Sloane Gang", town_square=["Pancho Castillo"], deck=cards(f"{theirs} {FILLER}")),
    ])
    assert (game.decision.kind, game.decision.player) == ("cheatin_resolution", 0)
    play(game, play="ability", card="Fetch")
    return game


def test_in_the_lowball_one_card_goes_to_the_play_hand():
    game = _gamblin(LOW, "4H")
    test = events(game, "skill_test")[-1].data
    assert (test["total"], test["success"]) == (5, True)
    assert (game.decision.kind, game.decision.player) == ("target", 0)
    assert effect_stats(game, any_uid(game, "Fetch")) == []              # no casualty cut outside a shootout
    assert sorted(option_titles(game)) == sorted(cards(LOW))
    pick_titles(game, cards("9D")[0])
    p0 = game.state.players[0]
    assert [c.title for c in p0.hand] == cards("9D")
    assert _titles(p0.discard) == sorted(cards("2H 3D 5C 7H 4H"))       # the other four, and the pull
    assert events(game, "gamblin_win")[-1].data["player"] == 0


def test_choosing_none_discards_the_whole_hand():
    game = _gamblin(LOW, "4H")
    pick_titles(game)
    p0 = game.state.players[0]
    assert p0.hand == () and _titles(p0.discard) == sorted(cards(LOW + " 4H"))


def test_a_failed_hex_does_nothing():
    game = _gamblin(LOW, "3H")                                           # 3 + 1 < 5
    assert events(game, "skill_test")[-1].data["success"] is False
    assert not has_option(game, play="target")
    p0 = game.state.players[0]
    assert p0.hand == () and _titles(p0.discard) == sorted(cards(LOW + " 3H"))


def test_a_joker_is_not_offered_and_is_aced():
    game = scenario(phase="gamblin", dealer=0, players=[
        dict(outfit="Law Dogs", town_square=["Valeria Batten"], attach={"Valeria Batten": ["Fetch"]},
             deck=cards(f"JOKER 2H 3D 5C 7H 4H {FILLER}")),
        dict(outfit="The Sloane Gang", town_square=["Pancho Castillo"], deck=cards(f"{CHEAT} {FILLER}")),
    ])
    pass_until(game, "cheatin_resolution")                               # the Joker is named first
    play(game, play="ability", card="Fetch")
    assert sorted(option_titles(game)) == sorted(cards("2H 3D 5C 7H"))
    pick_titles(game, cards("7H")[0])
    p0 = game.state.players[0]
    assert [c.title for c in p0.hand] == cards("7H")
    assert [c.title for c in p0.boot_hill] == ["Joker (black)"]


def _shootout(theirs: str, pull: str = "4H"):
    # Valeria Batten and Shi Long Peng are 0-stud shooters: five cards each, no redraw
    game = scenario(phase="high_noon", dealer=0, players=[
        dict(outfit="Law Dogs", town_square=["Valeria Batten"], attach={"Valeria Batten": ["Fetch"]},
             deck=cards(f"{HIGH_CARD} {pull} {FILLER}")),
        dict(outfit="The Sloane Gang", town_square=["Shi Long Peng"], deck=cards(f"{theirs} {FILLER}")),
    ], shootout=dict(posses=[["Valeria Batten"], ["Shi Long Peng"]]))
    to_reveal(game)
    pass_until(game, "resolution")
    play(game, play="ability", card="Fetch")
    return game


def test_in_a_shootout_three_casualties_fewer_and_a_card_kept():
    game = _shootout(FOUR_NINES)
    assert events(game, "skill_test")[-1].data["success"] is True
    pass_until(game, "casualty")
    changed = events(game, "casualties_changed")[-1].data
    assert (changed["player"], changed["before"], changed["after"]) == (0, 7, 4)
    play(game, play="ace", card="Valeria Batten")                        # all she can cover
    pass_until(game, "target")
    assert sorted(option_titles(game)) == sorted(cards(HIGH_CARD))
    pick_titles(game, cards("KD")[0])
    p0 = game.state.players[0]
    assert [c.title for c in p0.hand] == cards("KD")
    assert _titles(p0.discard) == sorted([*cards("2H 5D 9C JH 4H"), "Fetch"])


def test_the_cut_stops_at_zero_casualties():
    game = _shootout(PAIR_NINES)
    pass_until(game, "target")                                           # no casualty to take: straight to the keep
    changed = events(game, "casualties_changed")[-1].data
    assert (changed["player"], changed["before"], changed["after"]) == (0, 1, 0)
    assert any_uid(game, "Valeria Batten") and game.state.players[0].boot_hill == ()


def test_a_failed_hex_in_a_shootout_changes_nothing():
    game = _shootout(PAIR_NINES, pull="3H")
    assert events(game, "skill_test")[-1].data["success"] is False
    pass_until(game, "casualty")
    assert not events(game, "casualties_changed")
    assert game.decision.prompt.endswith("1 casualty to cover")

"""Consecration: Cheatin' Resolution Miracle 7: a dude of yours is a stud with +2 bullets and +2 influence until
Nightfall; in a shootout you take 3 fewer casualties this round."""
from doomtown_tui.engine.testing import scenario
from tests.cards.helpers import (
    FILLER,
    card_named,
    cards,
    effect_stats,
    events,
    pass_until,
    play,
    to_next_round,
    to_phase,
    to_reveal,
    uid_of,
)
from tests.cards.third_party import casualties_changed, cheated_against, use_when_offered

LOW = "2H 3D 5C 7H 9D"
CHEAT = "AH AH 4H 6D 8C"


def _gamblin(pull: str):
    game = scenario(phase="gamblin", players=[
        dict(outfit="Law Dogs", town_square=["Ezrael Jones", "Rob Wilby"], attach={"Ezrael Jones": ["Consecration"]},
             deck=cards(f"{LOW} {pull} {FILLER}")),
        dict(outfit="The Sloane Gang", town_square=["Pancho Castillo"], deck=cards(f"{CHEAT} {FILLER}")),
    ])
    play(game, play="ability", card="Consecration")
    return game


def test_against_a_cheating_lowball_hand_a_dude_is_consecrated():
    game = _gamblin("6H")                                # 6 + Blessed 1 = 7
    play(game, play="target", card="Rob Wilby")
    assert events(game, "skill_test")[-1].data["success"] is True
    rob = card_named(game, "Rob Wilby")
    assert (rob.shooter, rob.bullets, rob.influence) == ("stud", 3, 2)   # printed 1 draw, 0 influence


def test_failed_cast_leaves_the_dude_as_printed():
    game = _gamblin("5H")                                # 6 < 7
    play(game, play="target", card="Rob Wilby")
    assert events(game, "skill_test")[-1].data["success"] is False
    rob = card_named(game, "Rob Wilby")
    assert (rob.shooter, rob.bullets, rob.influence) == ("draw", 1, 0)


def test_not_offered_against_a_legal_hand():
    game = scenario(phase="gamblin", players=[
        dict(outfit="Law Dogs", town_square=["Ezrael Jones"], attach={"Ezrael Jones": ["Consecration"]},
             deck=cards(f"{CHEAT} {FILLER}")),
        dict(outfit="The Sloane Gang", town_square=["Pancho Castillo"], deck=cards(f"{LOW} {FILLER}")),
    ])
    assert events(game, "gamblin_win")[-1].data["player"] == 1
    assert card_named(game, "Ezrael Jones").bullets == 1
    assert not events(game, "skill_test")


def test_in_a_shootout_three_casualties_fewer():
    # Ezrael (1 draw) and Rob (draw backup): five cards plus one redraw offered; Pancho (3 stud) draws eight
    game = scenario(phase="high_noon", dealer=0, players=[
        dict(outfit="Law Dogs", town_square=["Ezrael Jones", "Rob Wilby"], attach={"Ezrael Jones": ["Consecration"]},
             deck=cards(f"2H 5D 9C JH KD 6H {FILLER}")),
        dict(outfit="The Sloane Gang", town_square=["Pancho Castillo"], deck=cards(f"9H 9H 9D 9C 2D 4C 6S 8H {FILLER}")),
    ], shootout=dict(posses=[["Ezrael Jones", "Rob Wilby"], ["Pancho Castillo"]]))
    to_reveal(game)
    pass_until(game, "resolution")
    play(game, play="ability", card="Consecration")      # four of a kind (8) against high card (1)
    play(game, play="target", card="Ezrael Jones")
    assert events(game, "skill_test")[-1].data["total"] == 7
    pass_until(game, "casualty")
    changed = events(game, "casualties_changed")[-1].data
    assert (changed["before"], changed["after"]) == (7, 4)


def test_in_a_shootout_only_a_dude_in_it_may_be_consecrated():
    """Presence: a Resolution play in a shootout targets only dudes there; Elmer, in the town square outside
    the posse, is no choice (in lowball any dude of yours is, see the tests above)."""
    game = scenario(phase="high_noon", dealer=0, players=[
        dict(outfit="Law Dogs", town_square=["Ezrael Jones", "Rob Wilby"], home=["Laura Banks"],
             attach={"Ezrael Jones": ["Consecration"]}, deck=cards(f"2H 5D 9C JH KD 6H {FILLER}")),
        dict(outfit="The Sloane Gang", town_square=["Pancho Castillo"], deck=cards(f"9H 9H 9D 9C 2D 4C 6S 8H {FILLER}")),
    ], shootout=dict(posses=[["Ezrael Jones", "Rob Wilby"], ["Pancho Castillo"]]))
    to_reveal(game)
    pass_until(game, "resolution")
    play(game, play="ability", card="Consecration")
    assert sorted(o.data["card"] for o in game.decision.options) == ["Ezrael Jones", "Rob Wilby"]


def test_the_blessing_lasts_the_day_only():
    game = scenario(phase="gamblin", players=[
        dict(outfit="Law Dogs", town_square=["Ezrael Jones", "Rob Wilby"], attach={"Ezrael Jones": ["Consecration"]},
             deck=cards(f"{LOW} 6H {FILLER}"), stash=10),
        dict(outfit="The Sloane Gang", town_square=["Pancho Castillo"], deck=cards(f"{CHEAT} {FILLER}"), stash=10),
    ])
    play(game, play="ability", card="Consecration")
    play(game, play="target", card="Rob Wilby")
    rob = uid_of(game, "Rob Wilby")
    to_phase(game, "high_noon", day=1)
    view = game.state.card(rob)
    assert (view.shooter, view.bullets, view.influence) == ("stud", 3, 2)   # still on at High Noon
    to_phase(game, "gamblin", day=2)
    view = game.state.card(rob)
    assert (game.state.day, view.shooter, view.bullets, view.influence) == (2, "draw", 1, 0)


def test_the_fewer_casualties_are_for_that_round_only():
    # Pancho (3 stud) cheats with two pair (a second 9H) against Ezrael's pair of twos: 1 casualty, none after
    # the miracle, so all four dudes go on to round 2
    game = scenario(phase="high_noon", dealer=0, players=[
        dict(outfit="Law Dogs", town_square=["Ezrael Jones", "Rob Wilby", "Roderick Byre"],
             attach={"Ezrael Jones": ["Consecration"]}, deck=cards(f"2H 2D 9C JH KD 6H {FILLER}")),
        dict(outfit="The Sloane Gang", town_square=["Pancho Castillo"],
             deck=cards(f"9H 9H 4C 4S 2C 6C 8S JD {FILLER}")),
    ], shootout=dict(posses=[["Ezrael Jones", "Rob Wilby", "Roderick Byre"], ["Pancho Castillo"]]))
    to_reveal(game)
    pass_until(game, "resolution")
    play(game, play="ability", card="Consecration")
    play(game, play="target", card="Ezrael Jones")
    consecration = uid_of(game, "Consecration")
    to_next_round(game)
    assert events(game, "casualties_changed")[-1].data == {"player": 0, "before": 1, "after": 0}   # it counted
    assert game.state.shootout.round == 2
    assert "casualties" not in effect_stats(game, consecration)
    assert card_named(game, "Ezrael Jones").bullets == 3        # the Nightfall-long part goes on


def test_a_third_partys_consecration_spares_the_posse_it_fights_in():
    # Ezrael Jones (seat 2, Blessed) fights in seat 1's posse, which loses by 7 to four nines: 3 fewer for it
    game = cheated_against(dict(town_square=["Ezrael Jones"], attach={"Ezrael Jones": ["Consecration"]},
                                deck=cards(f"9H {FILLER}")), ["Ezrael Jones"])
    use_when_offered(game, 2, "Consecration")
    while game.decision.kind == "target":
        game.choose(2, game.decision.options[0].id)
    assert casualties_changed(game) == {"player": 1, "before": 7, "after": 4}


def test_the_blessing_counts_at_sundown_and_is_over_as_nightfall_begins():
    """"Until Nightfall": Rob's +2 influence is in the Sundown standings, and he is printed again before any
    player's Nightfall step (whoever deals), not only after the Dealer's."""
    game = scenario(phase="gamblin", players=[
        dict(outfit="Law Dogs", town_square=["Ezrael Jones", "Rob Wilby"], attach={"Ezrael Jones": ["Consecration"]},
             deck=cards(f"{LOW} 6H {FILLER}"), stash=10, hand=["Shotgun"]),
        dict(outfit="The Sloane Gang", town_square=["Pancho Castillo"], deck=cards(f"{CHEAT} {FILLER}"), stash=10,
             hand=["Shotgun"]),
    ])
    play(game, play="ability", card="Consecration")
    play(game, play="target", card="Rob Wilby")
    to_phase(game, "nightfall")
    standing = [e for e in events(game, "standing") if e.data["player"] == 0][-1]
    assert "3 influence" in standing.text                  # Ezrael 1 + Rob 0 + 2
    rob = card_named(game, "Rob Wilby")
    assert (game.state.phase, rob.shooter, rob.bullets, rob.influence) == ("nightfall", "draw", 1, 0)

"""No Turning Back: Noon: sacrifice (ace) one of your own dudes for GR equal to its cost; or Resolution:
sacrifice one of your own dudes, take no casualties this round, a target dude becomes a stud with +2 bullets
for the shootout, and none of your dudes may flee this round."""
from doomtown_tui.engine.testing import scenario
from tests.cards.helpers import (
    FILLER,
    any_uid,
    card_named,
    cards,
    effect_stats,
    end_shootout,
    events,
    has_option,
    option,
    pass_until,
    play,
    to_reveal,
    turn_of,
)
from tests.cards.third_party import cheated_against

CARD = "No Turning Back"


def test_noon_ace_your_dude_for_its_cost():
    game = scenario(phase="high_noon", players=[
        dict(outfit="Law Dogs", home=["Clint Ramsey"], hand=[CARD], stash=2),
        dict(outfit="The Sloane Gang", home=["Rob Wilby"]),
    ])
    game.choose(0, option(game, play="ability", card=CARD, ability=0))
    assert [c.title for c in game.state.players[0].boot_hill] == ["Clint Ramsey"]
    assert game.state.players[0].stash == 7                      # 2 + Clint's cost of 5


def test_noon_not_offered_without_a_dude_of_your_own():
    game = scenario(phase="high_noon", players=[
        dict(outfit="Law Dogs", hand=[CARD]),
        dict(outfit="The Sloane Gang", home=["Rob Wilby"]),
    ])
    assert not has_option(game, play="ability", card=CARD)


def _losing_resolution():
    game = scenario(phase="high_noon", players=[
        dict(outfit="Law Dogs", town_square=["Clint Ramsey"], home=["Rob Wilby"], hand=[CARD],
             deck=cards("2H 5D 9C JH KD 3D 4C 6S " + FILLER)),
        dict(outfit="The Sloane Gang", town_square=["Pancho Castillo"], deck=cards("9H 9S 9D 9C 2D 3C 4H 5C " + FILLER)),
    ], shootout=dict(posses=[["Clint Ramsey"], ["Pancho Castillo"]]))
    to_reveal(game)
    return game


def test_resolution_no_casualties_a_stud_and_no_fleeing():
    game = _losing_resolution()
    game.choose(0, option(game, play="ability", card=CARD, ability=1))
    play(game, play="target", card="Clint Ramsey")              # Rob, at home, is the only dude to ace
    assert [c.title for c in game.state.players[0].boot_hill] == ["Rob Wilby"]
    clint = card_named(game, "Clint Ramsey")
    assert (clint.shooter, clint.bullets) == ("stud", 4)
    assert events(game, "casualties_changed")[-1].data == {"player": 0, "before": 7, "after": 0}
    # the Law Dogs lost the round but are not asked to flee: the winner is asked next
    assert (game.decision.kind, game.decision.player) == ("flee", 1)
    game.choose(1, [])
    assert game.state.shootout is not None and game.state.shootout.round == 2
    assert card_named(game, "Clint Ramsey").bullets == 4        # still +2 in the next round


def test_resolution_the_aced_dude_cannot_be_the_target():
    game = scenario(phase="high_noon", players=[
        dict(outfit="Law Dogs", town_square=["Clint Ramsey"], hand=[CARD], deck=cards("2H 5D 9C JH KD 3D 4C " + FILLER)),
        dict(outfit="The Sloane Gang", town_square=["Pancho Castillo"], deck=cards("9H 9S 9D 9C 2D 3C 4H 5C " + FILLER)),
    ], shootout=dict(posses=[["Clint Ramsey"], ["Pancho Castillo"]]))
    to_reveal(game)
    # Clint is the only dude the Law Dogs own, so he is the one aced and Pancho is the only possible target:
    # the Law Dogs' posse is empty and the shootout ends at once
    game.choose(0, option(game, play="ability", card=CARD, ability=1))
    assert [c.title for c in game.state.players[0].boot_hill] == ["Clint Ramsey"]
    assert game.state.shootout is None
    assert events(game, "round_result") == []


def test_each_part_ends_when_it_should():
    # round 1 as above; in round 2 Clint (4 bullets) draws four aces and Pancho a high card: Pancho falls
    game = scenario(phase="high_noon", players=[
        dict(outfit="Law Dogs", town_square=["Clint Ramsey"], home=["Rob Wilby"], hand=[CARD],
             deck=cards("2H 5D 9C JH KD 3D 4C 6S AH AD AC AS 2C 4D 6H 8S " + FILLER)),
        dict(outfit="The Sloane Gang", town_square=["Pancho Castillo"],
             deck=cards("9H 9S 9D 9C 2D 3C 4H 5C 2H 4D 7C 8S JH QC 3D 5S " + FILLER)),
    ], shootout=dict(posses=[["Clint Ramsey"], ["Pancho Castillo"]]))
    to_reveal(game)
    game.choose(0, option(game, play="ability", card=CARD, ability=1))
    play(game, play="target", card="Clint Ramsey")
    card = any_uid(game, CARD)
    assert events(game, "casualties_changed")[-1].data == {"player": 0, "before": 7, "after": 0}
    # the flee step still belongs to round 1 (rulebook step 10): the casualty rule ends after it; the rest
    # lasts the shootout
    assert (game.decision.kind, game.decision.player) == ("flee", 1)
    assert effect_stats(game, card) == ["bullets", "casualties", "no_flee", "shooter"]
    game.choose(1, [])
    assert effect_stats(game, card) == ["bullets", "no_flee", "shooter"]
    end_shootout(game)
    assert events(game, "round_result")[-1].data["winner"] == 0
    assert game.state.shootout is None
    assert card_named(game, "Clint Ramsey").bullets == 2                 # printed 2 again
    assert effect_stats(game, card) == []


def test_noon_a_harrowed_dude_pays_by_being_discarded():
    # Avie Cline (Harrowed, cost 3) is discarded instead of aced; the ability still counts as paid (digest B8)
    game = scenario(phase="high_noon", players=[
        dict(outfit="The Sloane Gang", home=["Avie Cline"], hand=[CARD], stash=2),
        dict(outfit="Law Dogs", home=["Rob Wilby"]),
    ])
    game.choose(0, option(game, play="ability", card=CARD, ability=0))
    assert [c.title for c in game.state.players[0].discard if c.title == "Avie Cline"] == ["Avie Cline"]
    assert not game.state.players[0].boot_hill
    assert game.state.players[0].stash == 5                      # 2 + Avie's cost of 3


def test_a_third_party_spares_the_posse_it_fights_in():
    # seat 2's Rob Wilby fights in seat 1's posse, which loses to four nines (rank 8) with king high: 7 casualties;
    # seat 2 aces its own Bobo, at home, and seat 1's posse takes none
    game = cheated_against(dict(town_square=["Rob Wilby"], home=["Bobo"], hand=[CARD]), ["Rob Wilby"])
    turn_of(game, 2, "resolution")
    game.choose(2, option(game, play="ability", card=CARD, ability=1))
    play(game, play="target", card="Rob Wilby")
    assert [c.title for c in game.state.players[2].boot_hill] == ["Bobo"]
    pass_until(game, "flee")
    assert events(game, "casualties_changed")[-1].data == {"player": 1, "before": 7, "after": 0}


def test_noon_a_dude_saved_from_the_ace_pays_nothing():
    """Lay On Hands sends Clint Ramsey home booted instead of letting him be aced: the sacrifice did not happen,
    so the stash stays at 2 GR (no GR for his cost)."""
    game = scenario(phase="high_noon", players=[
        dict(outfit="Law Dogs", town_square=["Clint Ramsey", "Ezrael Jones"], attach={"Ezrael Jones": ["Lay On Hands"]},
             hand=[CARD], stash=2, deck=cards("5H " + FILLER)),
        dict(outfit="The Sloane Gang", home=["Rob Wilby"]),
    ])
    game.choose(0, option(game, play="ability", card=CARD, ability=0))
    play(game, play="ace", card="Clint Ramsey")
    play(game, play="ability", card="Lay On Hands")
    clint = card_named(game, "Clint Ramsey")
    assert (clint.zone, clint.location, clint.booted) == ("play", "Law Dogs", True)
    assert game.state.players[0].stash == 2


def test_resolution_a_dude_saved_from_the_ace_brings_none_of_the_rest():
    """Rob Wilby, picked for the ace, is saved by Lay On Hands: he stays in play, nobody is in Boot Hill, Clint
    Ramsey's bullets are unchanged and the casualties are not cut to 0."""
    game = scenario(phase="high_noon", players=[
        dict(outfit="Law Dogs", town_square=["Clint Ramsey"], home=["Rob Wilby", "Ezrael Jones"], hand=[CARD],
             attach={"Ezrael Jones": ["Lay On Hands"]}, deck=cards("2H 5D 9C JH KD 3D 4C 6S " + FILLER)),
        dict(outfit="The Sloane Gang", town_square=["Pancho Castillo"],
             deck=cards("9H 9S 9D 9C 2D 3C 4H 5C " + FILLER)),
    ], shootout=dict(posses=[["Clint Ramsey"], ["Pancho Castillo"]]))
    to_reveal(game)
    bullets = card_named(game, "Clint Ramsey").bullets
    game.choose(0, option(game, play="ability", card=CARD, ability=1))
    play(game, play="target", card="Clint Ramsey")
    play(game, play="ace", card="Rob Wilby")
    play(game, play="ability", card="Lay On Hands")
    assert card_named(game, "Rob Wilby").zone == "play" and not game.state.players[0].boot_hill
    assert card_named(game, "Clint Ramsey").bullets == bullets
    assert not [e for e in events(game, "casualties_changed") if e.data.get("after") == 0]

"""Onward Christian Soldiers: Shootout Miracle 4, boot: your posse gets +1 bullets each, and other players' card
effects cannot lower those dudes' bullets or make them draws for the shootout."""
from doomtown_tui.engine.testing import scenario
from tests.cards.helpers import (
    FILLER,
    any_uid,
    card_named,
    cards,
    effect_stats,
    end_shootout,
    events,
    play,
    to_next_round,
    turn_of,
)
from tests.cards.third_party import allied_shootout, use_when_offered

HYMN = "Onward Christian Soldiers"


def _shootout(pull: str):
    # Ezrael Jones (Blessed 1, 1 draw) and Clint Ramsey (2 stud, value 11) face Pagliaccio, whose player holds
    # Sun in Yer Eyes
    game = scenario(phase="high_noon", dealer=0, players=[
        dict(outfit="Law Dogs", town_square=["Ezrael Jones", "Clint Ramsey"], attach={"Ezrael Jones": [HYMN]},
             deck_top=cards(pull)),
        dict(outfit="Encroaching Darkness", town_square=["Pagliaccio"], hand=["Sun in Yer Eyes"], stash=5),
    ], shootout=dict(posses=[["Ezrael Jones", "Clint Ramsey"], ["Pagliaccio"]]))
    turn_of(game, 0)
    play(game, play="ability", card=HYMN)
    return game


def test_posse_gets_a_bullet_each_and_shrugs_off_opposing_cuts():
    game = _shootout("3H")                               # 3 + Blessed 1 = 4
    assert events(game, "skill_test")[-1].data["success"] is True
    assert (card_named(game, "Ezrael Jones").bullets, card_named(game, "Clint Ramsey").bullets) == (2, 3)
    turn_of(game, 1)
    play(game, play="ability", card="Pagliaccio")
    play(game, play="target", card="Clint Ramsey")
    clint = card_named(game, "Clint Ramsey")
    assert (clint.bullets, clint.value) == (3, 10)       # the value cut still lands
    turn_of(game, 1)
    play(game, play="ability", card="Sun in Yer Eyes")
    # it could neither cut Clint's bullets nor make him a draw: he is no target (an ability that could change
    # nothing cannot be used), and Ezrael neither; only the player's own Pagliaccio is left, chosen at once
    assert game.decision.prompt == "Player 2: Sun in Yer Eyes on Pagliaccio"


def test_failed_cast_gives_nothing_and_guards_nothing():
    game = _shootout("2H")                               # 2 + 1 = 3 < 4
    assert events(game, "skill_test")[-1].data["success"] is False
    assert card_named(game, "Clint Ramsey").bullets == 2
    turn_of(game, 1)
    play(game, play="ability", card="Pagliaccio")
    play(game, play="target", card="Clint Ramsey")
    assert card_named(game, "Clint Ramsey").bullets == 1


def test_the_bullets_and_the_guard_end_with_the_shootout():
    game = scenario(phase="high_noon", dealer=0, players=[
        dict(outfit="Law Dogs", town_square=["Ezrael Jones", "Clint Ramsey"], attach={"Ezrael Jones": [HYMN]},
             deck=cards("3H 9H 9S 9D 9C 2D 4C 6H 8S " + FILLER)),
        dict(outfit="Encroaching Darkness", town_square=["Pagliaccio"], deck=cards("2H 4D 7C 8S JH QC " + FILLER)),
    ], shootout=dict(posses=[["Ezrael Jones", "Clint Ramsey"], ["Pagliaccio"]]))
    turn_of(game, 0)
    play(game, play="ability", card=HYMN)
    hymn = any_uid(game, HYMN)
    assert (card_named(game, "Ezrael Jones").bullets, card_named(game, "Clint Ramsey").bullets) == (2, 3)
    assert effect_stats(game, hymn).count("onward_guarded") == 2
    end_shootout(game)                                   # four nines: Pagliaccio falls
    assert game.state.shootout is None
    assert (card_named(game, "Ezrael Jones").bullets, card_named(game, "Clint Ramsey").bullets) == (1, 2)
    assert effect_stats(game, hymn) == []                # no guard left either


def test_the_guard_outlasts_the_hymn_when_its_caster_falls():
    # round 1: one pair against two pair, and Ezrael is the one casualty: the Hymn goes to the discard pile
    # with him; round 2: Clint keeps his +1 bullet and the guard against Pagliaccio's cut and Sun in Yer Eyes
    game = scenario(phase="high_noon", dealer=0, players=[
        dict(outfit="Law Dogs", town_square=["Ezrael Jones", "Clint Ramsey"], attach={"Ezrael Jones": [HYMN]},
             deck=cards("3H 2H 2D 9C JH KD 3S 7C " + FILLER)),
        dict(outfit="Encroaching Darkness", town_square=["Pagliaccio"], hand=["Sun in Yer Eyes"], stash=5,
             deck=cards("9H 9D 4C 4S 2C 6D 8H JS " + FILLER)),
    ], shootout=dict(posses=[["Ezrael Jones", "Clint Ramsey"], ["Pagliaccio"]]))
    turn_of(game, 0)
    play(game, play="ability", card=HYMN)
    assert card_named(game, "Clint Ramsey").bullets == 3
    to_next_round(game, spare=("Clint Ramsey",))
    assert game.state.shootout.round == 2
    assert {"Ezrael Jones", HYMN} <= {c.title for c in game.state.players[0].discard}
    turn_of(game, 1)
    play(game, play="ability", card="Pagliaccio")        # Clint, the only opposing dude left, is its target
    clint = card_named(game, "Clint Ramsey")
    assert (clint.bullets, clint.value) == (3, 10)       # the bullet cut is refused, the value cut lands
    turn_of(game, 1)
    play(game, play="ability", card="Sun in Yer Eyes")   # Clint cannot be its target: Pagliaccio is, at once
    assert game.decision.prompt == "Player 2: Sun in Yer Eyes on Pagliaccio"
    play(game, play="mode", mode=0)
    end_shootout(game, spare=("Clint Ramsey",))
    assert effect_stats(game, any_uid(game, HYMN)) == []   # the guard ends with the shootout


def test_with_three_players_the_casters_guests_are_in_its_posse_too():
    # seat 2's Rob Wilby (1 bullet) fights in seat 0's posse: "all dudes in your posse" takes him in
    game = allied_shootout(dict(town_square=["Padre Ernesto de Diaz"], attach={"Padre Ernesto de Diaz":
                                                                               ["Onward Christian Soldiers"]},
                                deck=cards(f"9H {FILLER}")),
                           dict(town_square=["Pancho Castillo"]), dict(town_square=["Rob Wilby"]),
                           leader="Padre Ernesto de Diaz", mark="Pancho Castillo", side=0, guests=["Rob Wilby"])
    use_when_offered(game, 0, "Onward Christian Soldiers")
    assert (card_named(game, "Rob Wilby").bullets, card_named(game, "Pancho Castillo").bullets) == (2, 3)

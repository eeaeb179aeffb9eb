"""Pinned Down: Shootout: a dude in the shootout must be its side's first casualty; if it is picked as a
shooter it gets -3 bullets."""
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
    to_reveal,
    turn_of,
)

CARD = "Pinned Down"


def _shootout(p1_deck: str, p0_deck: str = "9H 9S 9D 9C 2D 3C 4C"):
    # Pancho Castillo (3 stud) and El Anónimo (2 stud) against Clint Ramsey (2 stud)
    game = scenario(phase="high_noon", players=[
        dict(outfit="Law Dogs", town_square=["Clint Ramsey"], hand=[CARD],
             deck=cards(p0_deck + " " + FILLER)),
        dict(outfit="The Sloane Gang", town_square=["Pancho Castillo", "El Anónimo"], deck=cards(p1_deck + " " + FILLER)),
    ], shootout=dict(posses=[["Clint Ramsey"], ["Pancho Castillo", "El An\u00f3nimo"]]))
    turn_of(game, 0)
    play(game, play="ability", card=CARD)
    play(game, play="target", card="El Anónimo")
    return game


def test_the_pinned_dude_is_the_first_casualty():
    game = _shootout("2H 5D 9C JH KD 3D 6C 8H")
    play(game, play="shooter", card="Pancho Castillo")
    to_reveal(game)
    assert events(game, "shooter")[-1].data["stud"] == 4             # Pancho 3 + El Anónimo 1: no penalty
    assert game.decision.kind == "casualty" and game.decision.player == 1
    casualties = events(game, "round_result")[-1].data["casualties"]
    assert casualties >= 4                                            # the whole posse must be aced
    assert [(o.data["play"], o.data["card"]) for o in game.decision.options] == [("ace", "El Anónimo")]
    play(game, play="ace", card="El Anónimo")
    assert [(o.data["play"], o.data["card"]) for o in game.decision.options] == [("ace", "Pancho Castillo")]


def test_picked_as_shooter_the_dude_gets_minus_three_bullets():
    game = _shootout("2H 5D 9C JH KD 3D 6C 8H")
    play(game, play="shooter", card="El Anónimo")
    shooter = events(game, "shooter")[-1]
    assert shooter.data["stud"] == 1                                  # 2 - 3 = 0 bullets, Pancho adds 1
    assert card_named(game, "El Anónimo").bullets == 0


def test_one_casualty_must_be_the_pinned_dude():
    # a pair of nines (Clint's five + two) against Pancho's nine cards without a pair: king high
    game = _shootout("2H 5D 9C JH KD 3D 7C 8H QS", p0_deck="9H 9S 2D 3C 4C 6H 7D")
    play(game, play="shooter", card="Pancho Castillo")
    to_reveal(game)
    assert events(game, "round_result")[-1].data["casualties"] == 1
    assert [(o.data["play"], o.data["card"]) for o in game.decision.options] == [("discard", "El Anónimo")]
    play(game, play="discard", card="El Anónimo")
    assert "El Anónimo" in [c.title for c in game.state.players[1].discard]


def test_the_penalty_ends_with_the_shootout():
    # El Anónimo shoots at 0 bullets (Pancho adds 1: six cards) and still wins with four nines; Clint falls
    game = _shootout("9H 9S 9D 9C 2D 3D", p0_deck="2H 5D 7C JH KD 3C 4S")
    play(game, play="shooter", card="El Anónimo")
    card = any_uid(game, CARD)
    assert card_named(game, "El Anónimo").bullets == 0
    assert effect_stats(game, card) == ["bullets", "first_casualty"]     # the -3 took hold when he was picked
    end_shootout(game)
    assert events(game, "round_result")[-1].data["winner"] == 1
    assert game.state.shootout is None
    assert card_named(game, "El Anónimo").bullets == 2
    assert effect_stats(game, card) == []


def _pinned_clint(law_dogs: dict, posse: list[str]):
    """A shootout in the town square: the Law Dogs' ``posse`` against Pancho Castillo, whose player holds the card."""
    return scenario(phase="high_noon", dealer=0, players=[
        dict(outfit="Law Dogs", **law_dogs),
        dict(outfit="The Sloane Gang", town_square=["Pancho Castillo"], hand=[CARD], stash=5),
    ], shootout=dict(posses=[posse, ["Pancho Castillo"]]))


def test_the_minus_three_cannot_get_past_a_peacemaker():
    """Peacemaker: another player's Shootout ability cannot lower the dude's bullets; the -3 of Pinned Down
    is that ability's change when it takes hold (at the shooter pick), so it is prevented then."""
    game = _pinned_clint(dict(town_square=["Clint Ramsey"], attach={"Clint Ramsey": ["Peacemaker"]}),
                         ["Clint Ramsey"])
    bullets = card_named(game, "Clint Ramsey").bullets
    turn_of(game, 1)
    play(game, play="ability", card=CARD)
    play(game, play="target", card="Clint Ramsey")     # Clint is his posse's only dude: its shooter
    assert card_named(game, "Clint Ramsey").bullets == bullets
    assert [e.text for e in events(game, "prevented")] == [
        "Clint Ramsey: Pinned Down cannot change its bullets (Peacemaker)"]


def test_the_minus_three_cannot_get_past_onward_christian_soldiers_played_after_it():
    game = _pinned_clint(dict(town_square=["Ezrael Jones", "Clint Ramsey"], deck_top=cards("3H"),
                              attach={"Ezrael Jones": ["Onward Christian Soldiers"]}),
                         ["Ezrael Jones", "Clint Ramsey"])
    turn_of(game, 1)
    play(game, play="ability", card=CARD)
    play(game, play="target", card="Clint Ramsey")
    turn_of(game, 0)
    play(game, play="ability", card="Onward Christian Soldiers")     # after the pin, before the shooters
    assert events(game, "skill_test")[-1].data["success"]
    bullets = card_named(game, "Clint Ramsey").bullets
    while game.decision.kind != "shooter":
        play(game, play="pass")
    play(game, play="shooter", card="Clint Ramsey")
    assert card_named(game, "Clint Ramsey").bullets == bullets == 3   # Clint Ramsey's printed bullets
    assert events(game, "prevented")[-1].data["uid"] == card_named(game, "Clint Ramsey").uid

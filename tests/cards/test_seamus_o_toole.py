"""Seamus O'Toole: Shootout: pull for your dude in the shootout with a Weapon Gadget; a club reduces that
dude to a 0-bullet draw, anything else gives the Gadget +2 bullets."""
from doomtown_tui.engine.testing import scenario
from tests.cards.helpers import (
    FILLER,
    card_named,
    cards,
    end_shootout,
    has_option,
    play,
    turn_of,
    uid_of,
)

JEN = 'Chuan "Jen" Qí'     # with Hydro-Puncher (Weapon Gadget, 2 bullets): 0 + 2 + 2 (her trait) = 4 stud


def _shootout(pull: str, seamus_joins=True):
    game = scenario(phase="high_noon", dealer=0, players=[
        dict(outfit="Farnum's Consortium", town_square=["Seamus O'Toole", JEN], attach={JEN: ["Hydro-Puncher"]},
             deck_top=cards(pull)),
        dict(outfit="Law Dogs", town_square=["Philip Swinford"]),
    ], shootout=dict(posses=[[JEN, "Seamus O'Toole"] if seamus_joins else [JEN], ["Philip Swinford"]]))
    return game


def test_a_good_pull_gives_the_gadget_two_bullets():
    game = _shootout("KH")
    turn_of(game, 0)
    play(game, play="ability", card="Seamus O'Toole")        # Jen is the only dude with a Weapon Gadget
    jen = game.state.card(uid_of(game, JEN))
    assert (jen.bullets, jen.shooter) == (6, "stud")


def test_a_club_makes_the_dude_a_zero_draw():
    game = _shootout("KC")
    turn_of(game, 0)
    play(game, play="ability", card="Seamus O'Toole")
    jen = game.state.card(uid_of(game, JEN))
    assert (jen.bullets, jen.shooter) == (0, "draw")


def test_seamus_must_be_in_the_shootout():
    game = _shootout("KH", seamus_joins=False)
    assert not has_option(game, play="ability", card="Seamus O'Toole")


def test_the_souped_up_gadget_is_back_to_print_after_the_shootout():
    game = scenario(phase="high_noon", dealer=0, players=[
        dict(outfit="Farnum's Consortium", town_square=["Seamus O'Toole", JEN], attach={JEN: ["Hydro-Puncher"]},
             deck=cards("KH 9H 9S 9D 9C 2D 4C 6H 8S 10S " + FILLER)),
        dict(outfit="Law Dogs", town_square=["Philip Swinford"], deck=cards("2H 4D 7C 8S JH QC " + FILLER)),
    ], shootout=dict(posses=[[JEN, "Seamus O'Toole"], ["Philip Swinford"]]))
    turn_of(game, 0)
    play(game, play="ability", card="Seamus O'Toole")
    assert card_named(game, JEN).bullets == 6
    end_shootout(game)                                   # four nines: Philip falls
    assert game.state.shootout is None
    assert card_named(game, JEN).bullets == 4


def test_the_club_penalty_ends_with_the_shootout():
    game = scenario(phase="high_noon", dealer=0, players=[
        dict(outfit="Farnum's Consortium", town_square=["Seamus O'Toole", JEN], attach={JEN: ["Hydro-Puncher"]},
             deck=cards("KC 9H 9S 9D 9C 2D 4C 6H 8S 10S " + FILLER)),
        dict(outfit="Law Dogs", town_square=["Philip Swinford"], deck=cards("2H 4D 7C 8S JH QC " + FILLER)),
    ], shootout=dict(posses=[[JEN, "Seamus O'Toole"], ["Philip Swinford"]]))
    turn_of(game, 0)
    play(game, play="ability", card="Seamus O'Toole")
    assert (card_named(game, JEN).bullets, card_named(game, JEN).shooter) == (0, "draw")
    end_shootout(game)
    assert game.state.shootout is None
    assert (card_named(game, JEN).bullets, card_named(game, JEN).shooter) == (4, "stud")


def test_with_two_weapon_gadgets_the_player_picks_which_gets_the_bonus():
    # Yagn's Mechanical Skeleton makes Jen a Gadget, so Hydro-Puncher lets her hold it (a Weapon Gadget)
    # beside Hydro-Puncher itself: two Weapon Gadgets, 2 bullets each
    game = scenario(phase="high_noon", dealer=0, players=[
        dict(outfit="Farnum's Consortium", town_square=["Seamus O'Toole", JEN],
             attach={JEN: ["Hydro-Puncher", "Yagn's Mechanical Skeleton"]}, deck_top=cards("KH")),
        dict(outfit="Law Dogs", town_square=["Philip Swinford"]),
    ], shootout=dict(posses=[[JEN, "Seamus O'Toole"], ["Philip Swinford"]]))
    turn_of(game, 0)
    assert card_named(game, JEN).bullets == 6
    play(game, play="ability", card="Seamus O'Toole")
    assert sorted(o.data["card"] for o in game.decision.options) == ["Hydro-Puncher", "Yagn's Mechanical Skeleton"]
    play(game, play="target", card="Yagn's Mechanical Skeleton")
    jen = card_named(game, JEN)
    assert jen.bullets == 8                              # 0 + 2 + 2 (two Gadgets) + 2 (her trait), +2 now
    assert ("Seamus O'Toole (Yagn's Mechanical Skeleton)", 2) in jen.modifiers["bullets"]   # on the one picked


def test_a_bonus_after_the_club_still_counts():
    """A club *reduces* the dude to 0 bullets (a penalty of what it has then): a bullet bonus it gets later
    counts on top (Trick Shooting's +1 gives 1 bullet, not 0)."""
    game = scenario(phase="high_noon", dealer=0, players=[
        dict(outfit="Farnum's Consortium", town_square=["Seamus O'Toole", JEN], attach={JEN: ["Hydro-Puncher"]},
             deck_top=cards("KC 2C"), hand=["Trick Shooting"]),
        dict(outfit="Law Dogs", town_square=["Philip Swinford"]),
    ], shootout=dict(posses=[[JEN, "Seamus O'Toole"], ["Philip Swinford"]]))
    turn_of(game, 0)
    play(game, play="ability", card="Seamus O'Toole")
    assert (card_named(game, JEN).bullets, card_named(game, JEN).shooter) == (0, "draw")
    assert ("Seamus O'Toole", -4) in card_named(game, JEN).modifiers["bullets"]
    turn_of(game, 0)
    play(game, play="ability", card="Trick Shooting")
    play(game, card=JEN)
    assert card_named(game, JEN).bullets == 1


def test_a_club_on_a_dude_already_at_0_bullets_makes_him_a_draw():
    """Andreas Andregg (0 + Hydro-Puncher 2 = 2 bullets, a stud) is cut to 0 by Sun in Yer Eyes; Seamus then pulls
    a club: he stays at 0 bullets and becomes a draw."""
    game = scenario(phase="high_noon", dealer=0, players=[
        dict(outfit="Farnum's Consortium", town_square=["Seamus O'Toole", "Andreas Andregg"],
             attach={"Andreas Andregg": ["Hydro-Puncher"]}, deck_top=cards("KC")),
        dict(outfit="Law Dogs", town_square=["Philip Swinford"], hand=["Sun in Yer Eyes"], stash=3),
    ], shootout=dict(posses=[["Andreas Andregg", "Seamus O'Toole"], ["Philip Swinford"]]))
    andreas = card_named(game, "Andreas Andregg")
    assert (andreas.bullets, andreas.shooter) == (2, "stud")
    turn_of(game, 1)
    play(game, play="ability", card="Sun in Yer Eyes")
    play(game, play="target", card="Andreas Andregg")
    play(game, play="mode", mode=0)
    assert card_named(game, "Andreas Andregg").bullets == 0
    turn_of(game, 0)
    play(game, play="ability", card="Seamus O'Toole")
    andreas = card_named(game, "Andreas Andregg")
    assert (andreas.bullets, andreas.shooter) == (0, "draw")

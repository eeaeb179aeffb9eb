"""Faster on the Draw: Shootout: your dude gets +1 bullets (a Deputy also becomes a stud); one opposing
dude gets -2 bullets."""
from doomtown_tui.engine.testing import scenario
from tests.cards.helpers import FILLER, card_named, cards, end_shootout, play


def _shootout(mine: str):
    game = scenario(phase="high_noon", players=[
        dict(outfit="Law Dogs", town_square=[mine], hand=["Faster on the Draw"]),
        dict(outfit="The Sloane Gang", town_square=["Pancho Castillo"]),
    ], shootout=dict(posses=[[mine], ["Pancho Castillo"]]))
    play(game, play="ability", card="Faster on the Draw")
    return game


def test_a_deputy_gets_a_bullet_and_becomes_a_stud():
    game = _shootout("Philip Swinford")                  # 1-draw Deputy
    philip, pancho = card_named(game, "Philip Swinford"), card_named(game, "Pancho Castillo")
    assert (philip.bullets, philip.shooter) == (2, "stud")
    assert (pancho.bullets, pancho.shooter) == (1, "stud")   # 3 - 2


def test_a_dude_who_is_no_deputy_keeps_his_type():
    game = _shootout("Rob Wilby")                        # 1 draw, no Deputy
    rob = card_named(game, "Rob Wilby")
    assert (rob.bullets, rob.shooter) == (2, "draw")
    assert card_named(game, "Pancho Castillo").bullets == 1


def test_not_a_noon_play():
    game = scenario(phase="high_noon", players=[
        dict(outfit="Law Dogs", town_square=["Rob Wilby"], hand=["Faster on the Draw"]),
        dict(outfit="The Sloane Gang", town_square=["Pancho Castillo"]),
    ])
    assert game.decision.kind == "noon"
    assert not any(o.data.get("card") == "Faster on the Draw" for o in game.decision.options)


def test_both_changes_end_with_the_shootout():
    # the same filler on both decks: two full houses of equal rank, one casualty a side (not the two watched)
    game = scenario(phase="high_noon", players=[
        dict(outfit="Law Dogs", town_square=["Philip Swinford", "Rob Wilby"], hand=["Faster on the Draw"],
             deck=cards(FILLER)),
        dict(outfit="The Sloane Gang", town_square=["Pancho Castillo", "Clint Ramsey"], deck=cards(FILLER)),
    ], shootout=dict(posses=[["Philip Swinford", "Rob Wilby"], ["Pancho Castillo", "Clint Ramsey"]]))
    play(game, play="ability", card="Faster on the Draw")
    play(game, play="target", card="Philip Swinford")
    play(game, play="target", card="Pancho Castillo")
    assert (card_named(game, "Philip Swinford").bullets, card_named(game, "Pancho Castillo").bullets) == (2, 1)
    end_shootout(game, spare=("Philip Swinford", "Pancho Castillo"))
    assert game.state.shootout is None
    philip, pancho = card_named(game, "Philip Swinford"), card_named(game, "Pancho Castillo")
    assert (philip.bullets, philip.shooter, pancho.bullets) == (1, "draw", 3)


def test_with_no_opposing_dude_in_reach_your_dude_still_gets_the_bullet():
    # only the first sentence is the requirement (digest B1): Pancho Castillo, hidden from the Law Dogs'
    # Shootout abilities, cannot take the -2, but Philip Swinford still gets +1 bullets and turns stud
    game = scenario(phase="high_noon", dealer=1, players=[
        dict(outfit="Law Dogs", town_square=["Philip Swinford"], hand=["Faster on the Draw"]),
        dict(outfit="The Sloane Gang", town_square=["Pancho Castillo"], hand=["Hiding in the Shadows"]),
    ])
    play(game, play="ability", card="Hiding in the Shadows")          # Pancho, the Sloane Gang's only dude
    play(game, play="callout", card="Philip Swinford", target_card="Pancho Castillo")
    play(game, play="accept")
    play(game, play="ability", card="Faster on the Draw")
    philip, pancho = card_named(game, "Philip Swinford"), card_named(game, "Pancho Castillo")
    assert (philip.bullets, philip.shooter) == (2, "stud")
    assert (pancho.bullets, pancho.shooter) == (3, "stud")


def test_a_dude_guarded_from_the_cut_is_no_choice_for_it():
    """Pancho Castillo's Peacemaker keeps other players' Shootout abilities from lowering his bullets: the -2 goes
    to Tommy Harden, the one dude it could reach, without asking (your dude's +1 is made as ever)."""
    game = scenario(phase="high_noon", players=[
        dict(outfit="Law Dogs", town_square=["Rob Wilby"], hand=["Faster on the Draw"]),
        dict(outfit="The Sloane Gang", town_square=["Pancho Castillo", "Tommy Harden"],
             attach={"Pancho Castillo": ["Peacemaker"]}),
    ], shootout=dict(posses=[["Rob Wilby"], ["Pancho Castillo", "Tommy Harden"]]))
    play(game, play="ability", card="Faster on the Draw")
    assert card_named(game, "Rob Wilby").bullets == 2
    assert (card_named(game, "Pancho Castillo").bullets, card_named(game, "Tommy Harden").bullets) == (4, 0)
    assert game.decision.kind != "target"

"""Make 'Em Sweat: Shootout: boot your dude in the posse to cut another dude's bullets by your dude's
bullets; a dude left at 0 bullets boots."""
from doomtown_tui.engine.testing import scenario
from tests.cards.helpers import FILLER, card_named, cards, end_shootout, play, turn_of


def _shootout(victim: str):
    # Clint Ramsey (2 stud) calls out the victim at the town square.
    game = scenario(phase="high_noon", players=[
        dict(outfit="Law Dogs", town_square=["Clint Ramsey"], hand=["Make 'Em Sweat"]),
        dict(outfit="The Sloane Gang", town_square=[victim]),
    ], shootout=dict(posses=[["Clint Ramsey"], [victim]]))
    return game


def test_bullets_cut_to_zero_boot_the_dude():
    game = _shootout("Rob Wilby")                        # 1 bullet - 2 = 0
    play(game, play="ability", card="Make 'Em Sweat")
    rob, clint = card_named(game, "Rob Wilby"), card_named(game, "Clint Ramsey")
    assert clint.booted                                  # the cost
    assert rob.bullets == 0 and rob.modifiers["bullets"] == (("Make 'Em Sweat", -2),)
    assert rob.booted
    assert [c.title for c in game.state.players[0].discard] == ["Make 'Em Sweat"]


def test_a_dude_left_with_bullets_stays_unbooted():
    game = _shootout("Pancho Castillo")                  # 3 bullets - 2 = 1
    play(game, play="ability", card="Make 'Em Sweat")
    pancho = card_named(game, "Pancho Castillo")
    assert pancho.bullets == 1 and not pancho.booted
    assert card_named(game, "Clint Ramsey").booted


def test_no_unbooted_dude_of_yours_in_the_posse_no_play():
    # the Sloane Gang holds the card, but its only posse dude is booted (it could not refuse)
    game = scenario(phase="high_noon", players=[
        dict(outfit="Law Dogs", town_square=["Clint Ramsey"]),
        dict(outfit="The Sloane Gang", town_square=["Pancho Castillo"], hand=["Make 'Em Sweat"],
             booted=["Pancho Castillo"]),
    ], shootout=dict(posses=[["Clint Ramsey"], ["Pancho Castillo"]]))
    # nobody has a Shootout play: the window is skipped and the draw follows
    assert game.decision.kind in ("draw", "draw_hand")
    assert [c.title for c in game.state.players[1].hand] == ["Make 'Em Sweat"]


def test_the_bullets_come_back_after_the_shootout():
    game = scenario(phase="high_noon", players=[
        dict(outfit="Law Dogs", town_square=["Clint Ramsey"], hand=["Make 'Em Sweat"],
             deck=cards("2H 4D 7C 8S JH QC 3D " + FILLER)),
        dict(outfit="The Sloane Gang", town_square=["Pancho Castillo"],
             deck=cards("9H 9S 9D 9C 2D 4C 6H 8H " + FILLER)),
    ], shootout=dict(posses=[["Clint Ramsey"], ["Pancho Castillo"]]))
    play(game, play="ability", card="Make 'Em Sweat")
    assert card_named(game, "Pancho Castillo").bullets == 1
    end_shootout(game)                                    # Pancho's four nines: Clint falls
    assert game.state.shootout is None
    assert card_named(game, "Pancho Castillo").bullets == 3


def test_not_offered_against_a_dude_whose_bullets_it_may_not_lower():
    """Clint Ramsey's Peacemaker keeps the other side's Shootout abilities from lowering his bullets (3): the cut
    could not happen and he is not at 0, so the card could change nothing and is not offered: with no Shootout
    play left, the draw follows. Without the Peacemaker (Clint has 2 bullets), it cuts him to 0 and boots him."""
    game = scenario(phase="high_noon", players=[
        dict(outfit="Law Dogs", town_square=["Clint Ramsey"], attach={"Clint Ramsey": ["Peacemaker"]}),
        dict(outfit="The Sloane Gang", town_square=["Pancho Castillo"], hand=["Make 'Em Sweat"]),
    ], shootout=dict(posses=[["Clint Ramsey"], ["Pancho Castillo"]]))
    assert game.decision.kind in ("draw", "draw_hand")
    assert [c.title for c in game.state.players[1].hand] == ["Make 'Em Sweat"]
    assert not card_named(game, "Pancho Castillo").booted
    game = scenario(phase="high_noon", players=[
        dict(outfit="Law Dogs", town_square=["Clint Ramsey"]),
        dict(outfit="The Sloane Gang", town_square=["Pancho Castillo"], hand=["Make 'Em Sweat"]),
    ], shootout=dict(posses=[["Clint Ramsey"], ["Pancho Castillo"]]))
    turn_of(game, 1)
    play(game, play="ability", card="Make 'Em Sweat")
    clint = card_named(game, "Clint Ramsey")
    assert (clint.bullets, clint.booted) == (0, True)


def test_yagns_mechanical_skeleton_can_stop_the_boot_of_the_dude_left_at_0_bullets():
    """Rob Wilby (1 + 2 for the Skeleton = 3 bullets) is cut by Pancho's 3 to 0 and would boot: his side may
    react, and Yagn's Mechanical Skeleton boots instead, so Rob stays at 0 bullets, unbooted."""
    game = scenario(phase="high_noon", players=[
        dict(outfit="Law Dogs", town_square=["Pancho Castillo"], hand=["Make 'Em Sweat"]),
        dict(outfit="The Sloane Gang", town_square=["Rob Wilby"], attach={"Rob Wilby": ["Yagn's Mechanical Skeleton"]}),
    ], shootout=dict(posses=[["Pancho Castillo"], ["Rob Wilby"]]))
    play(game, play="ability", card="Make 'Em Sweat")
    assert (game.decision.kind, game.decision.player) == ("react", 1)
    play(game, play="ability", card="Yagn's Mechanical Skeleton")
    rob = card_named(game, "Rob Wilby")
    assert (rob.bullets, rob.booted) == (0, False)
    assert card_named(game, "Yagn's Mechanical Skeleton").booted and card_named(game, "Pancho Castillo").booted

"""Target priorities and the check rule in situations a second reader of the Automaton found wrong: each
test names the rulebook line its answer follows."""
from __future__ import annotations

from doomtown_tui.automaton.destinations import allowed
from doomtown_tui.engine import town
from doomtown_tui.engine.state import TOWN_SQUARE
from tests.cards.helpers import play, uid_of
from tests.solo.helpers import A, H, answer, data_of, drive, solo


def test_the_bonus_of_a_bonus_and_penalty_card_goes_on_its_best_own_dude():
    """Faster on the Draw (+1 bullets to its dude, a stud if a Deputy; -2 bullets to an opposing one): the +1
    goes by the bonus order [RB 1724], the greatest gain in stud bullets: the 2-bullet stud Clint Ramsey
    gains 1, the draw Rob Wilby (no Deputy) none."""
    game = solo(dealer=H, players=[
        dict(outfit="The Sloane Gang", town_square=["Hattie DeLorre"]),
        dict(outfit="Law Dogs", booted=["Law Dogs"], stash=0, town_square=["Clint Ramsey", "Rob Wilby"],
             deck_top=["Faster on the Draw"]),
    ])
    play(game, play="callout", card="Hattie DeLorre", target_card="Clint Ramsey")
    drive(game, "automaton_play")
    game.choose(A, answer(game).answer)
    choice = answer(game)
    assert data_of(game, choice)["card"] == "Clint Ramsey"
    assert "bonus to its own card: gains the most stud bullets" in choice.reason


def test_goods_that_make_their_holder_a_stud_go_to_the_draw_they_help_most():
    """Pearl-Handled Revolver (its holder is a stud) on "Ma" Florence Aims, a 3-bullet draw, is 3 more stud
    bullets; on Milt Clemons, already a stud, none [RB 1732]."""
    game = solo(dealer=A, players=[
        dict(outfit="Law Dogs"),
        dict(outfit="The Sloane Gang", booted=["The Sloane Gang"], stash=1,
             home=["Pancho Castillo", "Milt Clemons", '"Ma" Florence Aims'], deck_top=["Pearl-Handled Revolver"]),
    ])
    drive(game, "automaton_play")
    choice = answer(game)
    assert data_of(game, choice)["target_card"] == '"Ma" Florence Aims'
    assert "gains the most stud bullets" in choice.reason


def test_no_extra_dudes_join_a_job_nobody_can_oppose():
    """Two extra dudes go to "a shootout or a job that can be opposed" [RB 1699]: the human has no dude
    in play, so Francisco Rosales leads his job on the town square alone."""
    game = solo(dealer=A, players=[
        dict(outfit="Law Dogs"),
        dict(outfit="The Spiritual Society", booted=["The Spiritual Society"], stash=0,
             home=["Francisco Rosales", "Rob Wilby", "Clint Ramsey", "Mazatl"], deck_top=["Jacqueline Isham"]),
    ])
    drive(game, "join_posse")
    choice = answer(game)
    assert choice.answer == "done" and choice.reason == "the planned posse is in"


def test_a_move_by_an_ability_with_no_deed_for_its_row_goes_to_the_town_square():
    """A dude an ability moves during a pull goes as for the pull's High Noon move [RB 1770]; with no
    opposing deed (♥) or no other deed of its own (♦) the chart's ♠ row applies [RB 1766]: the town
    square, not the human's or its own deed."""
    cases = [("Huntsmen's Society", dict(outfit="Law Dogs", street_left=["The Mayor's Office"]),    # ♦
              ["Railroad Station"]),
             ("Rapier", dict(outfit="Law Dogs"), ["Railroad Station", "Circle M Ranch"])]            # ♥
    for top, human, deeds in cases:
        game = solo(dealer=A, players=[human, dict(
            outfit="The Spiritual Society", booted=["The Spiritual Society", "Mazatl"], stash=0,
            street_left=deeds, at={"Railroad Station": ["Mazatl"]}, deck_top=[top])])
        drive(game, "target")
        choice = answer(game)
        assert game.decision.option(choice.answer).label == "Town Square"
        assert "so as for \u2660: the town square" in choice.reason


def test_influence_counts_as_at_sundown_for_the_check_rule():
    """Enapay has +2 influence only during High Noon; at Sundown the Automaton's influence is 3 (Enapay 1,
    Lydia 2). Lydia leaving Circle M Ranch would hand it to Ike Clanton's player: 4 control against 3, a
    lost game, so that move is not made [RB 1593, 1597]."""
    game = solo(dealer=A, players=[
        dict(outfit="The Sloane Gang", street_left=["The Mayor's Office", "Dead Dog Tavern"],
             at={"Circle M Ranch": ["Ike Clanton"]}),
        dict(outfit="The Spiritual Society", booted=["The Spiritual Society", "Enapay"], stash=0,
             home=["Enapay"], street_left=["Circle M Ranch"], at={"Circle M Ranch": ["Lydia Bear-Hands"]},
             deck_top=["Clint Ramsey"]),
    ])
    assert town.player_influence(game.raw, A) == 5                     # now, in High Noon
    assert town.at_sundown(game.raw) == ([2, 3], [3, 1])              # influence (H, A), control (H, A)
    choice = answer(game)
    assert choice.answer == "none"
    assert game.state.players[A].influence == 3 and not game.state.players[A].in_check


def test_a_dude_with_influence_only_at_sundown_has_influence_for_the_movers_order():
    """Hawley's Rose gives its dude +1 influence during Sundown: on a ♥ pull the mover with influence at
    Sundown [RB 1593] comes first, so Jacqueline Isham (0 now, 1 then) moves before the stud Zachary Deloria."""
    game = solo(dealer=A, players=[
        dict(outfit="The Sloane Gang", street_left=["Dead Dog Tavern"]),
        dict(outfit="The Spiritual Society", booted=["The Spiritual Society"], stash=0, street_left=["Circle M Ranch"],
             at={"Circle M Ranch": ["Jacqueline Isham", "Zachary Deloria"]},
             attach={"Jacqueline Isham": ["Hawley's Rose"]}, deck_top=["Rapier"]),
    ])
    choice = answer(game)
    assert (data_of(game, choice)["card"], data_of(game, choice)["to"]) == ("Jacqueline Isham", "Dead Dog Tavern")


def test_no_job_is_opposed_when_every_opposer_would_move_into_check():
    """Always oppose a job if possible [RB 1697], but never move into check [RB 1597] (RULINGS.md: joining a
    posse is a move too): Tommy Harden alone holds the Railroad Station; opposing Meet the New Boss in the town
    square would take him there, so the Automaton lets the job go ahead and Tommy stays."""
    game = solo(dealer=H, players=[
        dict(outfit="The Sloane Gang", street_left=["The Mayor's Office", "Dead Dog Tavern"], stash=5,
             at={"Railroad Station": ["Hattie DeLorre"]}, town_square=['"Thunder Boy" Nabbe'],
             hand=["Meet the New Boss"]),
        dict(outfit="Law Dogs", booted=["Law Dogs"], stash=0, street_left=["Railroad Station"],
             street_right=["2nd Bank of Gomorra"], at={"Railroad Station": ["Tommy Harden"]},
             deck_top=["Tin Star"] * 5),
    ])
    tommy = uid_of(game, "Tommy Harden")
    assert not game.view(A).players[A].in_check and not allowed(game.raw, A, tommy, TOWN_SQUARE)   # the premise
    play(game, play="ability", card="Meet the New Boss")
    while game.decision.player == H:
        if game.decision.kind == "target":
            play(game, card='"Thunder Boy" Nabbe')
        else:
            game.choose(H, "done")
    assert game.decision.kind == "oppose_job"
    choice = answer(game)
    assert choice.answer == "allow" and choice.reason == "no dude can oppose without putting it in check"
    game.choose(A, choice.answer)
    assert game.state.card(tommy).location == "Railroad Station"

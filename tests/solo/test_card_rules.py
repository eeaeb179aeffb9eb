"""The Automaton's card-specific rules (spec §5.4, from the known part of the publisher's list), each
through a real use of the card."""
from __future__ import annotations

from tests.cards.helpers import cards, play, uid_of
from tests.solo.helpers import A, H, answer, data_of, drive, events_of, let_automaton_play, solo


def test_the_sloane_gang_boots_a_dude_without_control_points():
    """A ♥ pull reaches the outfit (♥, then outfit); of Tommy (stud, 1 CP) and Rob (draw, none) it boots
    Rob, where the bonus order alone would take the stud."""
    game = solo(dealer=A, players=[
        dict(outfit="Law Dogs", home=["Hattie DeLorre"]),
        dict(outfit="The Sloane Gang", stash=0, town_square=["Tommy Harden", "Rob Wilby"],
             control_tokens={"Tommy Harden": 1}, deck_top=["Tin Star"]),
    ])
    drive(game, "target")
    choice = answer(game)
    assert data_of(game, choice)["card"] == "Rob Wilby" and "has no control point yet" in choice.reason
    game.choose(A, choice.answer)
    assert game.raw.cards[uid_of(game, "Rob Wilby")].booted and not game.raw.cards[uid_of(game, "Tommy Harden")].booted


def test_the_sloane_gang_else_boots_as_for_a_bonus_most_bullets_not_a_stud():
    """Neither dude has a control point: "as for a bonus" is the Bonus row [RB 1724], the greatest gain in stud
    bullets (none: a control point adds no bullets), then most bullets. Jacqueline Isham (draw, 2 bullets)
    boots rather than Tommy Harden (stud, 1 bullet); the Bonus row has no stud criterion."""
    game = solo(dealer=A, players=[
        dict(outfit="Law Dogs", home=["Hattie DeLorre"]),
        dict(outfit="The Sloane Gang", stash=0, town_square=["Tommy Harden", "Jacqueline Isham"],
             deck_top=["Tin Star"]),
    ])
    drive(game, "target")
    choice = answer(game)
    assert data_of(game, choice)["card"] == "Jacqueline Isham" and "most bullets" in choice.reason


def test_deadwood_miners_alliance_else_boots_as_for_a_bonus_most_bullets():
    """Both dudes in the town square (land it does not own) have fewer than 4 bounty: the Bonus row decides,
    and bounty adds no stud bullets, so the most bullets: Jacqueline Isham over the stud Tommy Harden."""
    game = solo(dealer=A, players=[
        dict(outfit="Law Dogs", home=["Hattie DeLorre"]),
        dict(outfit="Deadwood Miner's Alliance", stash=0, town_square=["Tommy Harden", "Jacqueline Isham"],
             deck_top=["Tin Star"]),
    ])
    drive(game, "target")
    choice = answer(game)
    assert data_of(game, choice)["card"] == "Jacqueline Isham" and "Deadwood Miner's Alliance's rule" in choice.reason


def test_house_of_many_faiths_shuffles_nothing_back_for_the_automaton():
    """Its dude with a Miracle still goes to the town square, unboots and gets +1 influence."""
    game = solo(dealer=A, players=[
        dict(outfit="Law Dogs", home=["Hattie DeLorre"]),
        dict(outfit="House of Many Faiths", stash=0, home=["Padre Ernesto de Diaz"], booted=["Padre Ernesto de Diaz"],
             attach={"Padre Ernesto de Diaz": ["Holy Roller"]}, hand=["Ambush"], discard=["Pistol Whip"],
             deck_top=["Tin Star"]),
    ])
    let_automaton_play(game)
    assert [e for e in events_of(game, "ability") if e.data["uid"] == game.raw.players[A].outfit]
    assert not events_of(game, "to_deck")
    padre = game.state.card(uid_of(game, "Padre Ernesto de Diaz"))
    assert padre.location == "Town Square" and not padre.booted and padre.influence == 2


def test_e_b_farnum_is_paid_for_by_booting_dudes_at_home_first_and_only_as_needed():
    """Farnum costs 10 with 8 GR. Seamus O'Toole at home (2 influence) is enough; the general rule would
    have booted Jen (the least influence); Irving, alone at a deed, may never be booted for it. Step 1
    is answered 'none' so nobody moves first."""
    game = solo(dealer=A, players=[
        dict(outfit="Law Dogs", home=["Hattie DeLorre"]),
        dict(outfit="Farnum's Consortium", booted=["Farnum's Consortium"], stash=8, home=["Seamus O'Toole"],
             town_square=['Chuan "Jen" Q\u00ed'], street_left=["Railroad Station"],
             at={"Railroad Station": ["Irving Patterson"]}, deck_top=["E.B. Farnum"]),
    ])
    game.choose(A, "none")
    drive(game, "target")
    choice = answer(game)
    assert data_of(game, choice)["card"] == "Seamus O'Toole" and "E.B. Farnum's rule" in choice.reason
    game.choose(A, choice.answer)
    assert answer(game).answer == "done"
    game.choose(A, "done")
    assert game.raw.cards[uid_of(game, "E.B. Farnum")].zone == "play" and game.raw.players[A].stash == 0
    assert not game.raw.cards[uid_of(game, "Irving Patterson")].booted


def test_bounty_goes_on_the_opposing_dude_with_least_bounty_then_most_influence():
    """Target Priorities, Bounty: a ♥ pull reaches the Law Dogs outfit; Ike Clanton (no bounty, 2
    influence) over Hattie (no bounty, 1) and Nabbe (2 bounty)."""
    game = solo(dealer=A, players=[
        dict(outfit="The Sloane Gang", home=["Hattie DeLorre", "Ike Clanton", '"Thunder Boy" Nabbe'],
             bounty={'"Thunder Boy" Nabbe': 2}),
        dict(outfit="Law Dogs", stash=0, home=["Bass Reeves"], deck_top=["Tin Star"]),
    ])
    drive(game, "target")
    choice = answer(game)
    assert data_of(game, choice)["card"] == "Ike Clanton" and "most influence" in choice.reason


def test_every_script_that_moves_a_dude_to_a_chosen_place_names_the_mover():
    """A move made by a card during a pull follows the Automaton's destination rules, the check rule
    included (spec §4.11 ``location`` row); that rule needs the dude that moves, so every script that asks
    for a location and then moves a dude there passes it (``blocks.move_to_one_of`` does)."""
    import ast
    from pathlib import Path

    import doomtown_tui.scripts as scripts
    missing = []
    for path in sorted(Path(scripts.__file__).parent.glob("*.py")):
        tree = ast.parse(path.read_text())
        calls = [n for n in ast.walk(tree) if isinstance(n, ast.Call)]
        names = {getattr(c.func, "attr", getattr(c.func, "id", "")) for c in calls}
        if "move" not in names:
            continue
        for call in calls:
            if getattr(call.func, "attr", getattr(call.func, "id", "")) == "choose_location" and not (
                    len(call.args) >= 4 or any(k.arg == "mover" for k in call.keywords)):
                missing.append(path.name)
    assert missing == []


def test_a_penalty_on_several_dudes_goes_on_the_opposing_ones_not_its_own():
    """Design HR-24 and the Target Priorities [RB 1687]: Flight of the Lepus may send home dudes of either
    side; the Automaton sends the cheater's (Hattie DeLorre and Bass Reeves, two of them: as many as it may)
    and none of its own."""
    from tests.solo.helpers import H

    game = solo(phase="gamblin", dealer=H, players=[
        dict(outfit="Law Dogs", town_square=["Bass Reeves", "Hattie DeLorre"], deck_top=cards("2H 2H 5D 7C 9S")),
        dict(outfit="The Sloane Gang", town_square=["Rob Wilby", "Jacqueline Isham"],
             deck_top=[*cards("3S 4H 6D 8C 10S"), "Flight of the Lepus"]),
    ])
    let_automaton_play(game)
    went = sorted(e.data["card"] for e in events_of(game, "move") if e.data["to"] == "Law Dogs")
    stayed = sorted(e.data["card"] for e in events_of(game, "move") if e.data["to"] == "The Sloane Gang")
    assert (went, stayed) == (["Bass Reeves", "Hattie DeLorre"], [])


def test_eagle_woman_boots_the_opposing_dude_there_not_her_own_side():
    """Her granted ability ends with "you may boot a dude here": with Bass Reeves (the other side's) and its
    own two there, the Automaton boots Bass Reeves."""
    from tests.solo.helpers import H

    game = solo(dealer=A, players=[
        dict(outfit="Law Dogs", town_square=["Bass Reeves"]),
        dict(outfit="Black Hills Guardians", booted=["Black Hills Guardians"], stash=0,
             town_square=["Lydia Bear-Hands"], home=["Eagle Woman That All Look At"],
             attach={"Lydia Bear-Hands": ["Spirit Dance"]}, deck_top=["E.B. Farnum"]),
    ])
    for _ in range(12):
        d = game.decision
        if d is None or d.player != A:
            break
        # nobody moves first (the pull's step 1), so Eagle Woman's call is what the pull plays
        game.choose(A, "none" if d.kind == "automaton_move" else answer(game).answer)
    assert game.decision is not None and game.decision.player == H
    booted = [e.data["uid"] for e in events_of(game, "boot")]
    assert booted == [uid_of(game, "Spirit Dance"), uid_of(game, "Bass Reeves")]   # the cost, then the effect


def test_its_bottom_dealin_names_the_cheaters_joker_against_them():
    """The human cheats in the lowball; the Automaton's pull brings Bottom Dealin' and its top five, Joker 2♠ 4♥ 6♦
    8♣, become the human's hand. It names that Joker (digest C.1) the worst way for the human: an 8, a pair of
    8s, which its own 10 high beats (an Ace would have given the human 8 high and the pot)."""
    game = solo(phase="gamblin", dealer=0, players=[
        dict(outfit="Law Dogs", home=["Hattie DeLorre"], deck_top=cards("2H 2H 5D 7C 9S")),
        dict(outfit="The Sloane Gang", hand=[], deck_top=[*cards("3S 4H 6D 8C 10S"), "Bottom Dealin'",
                                                         *cards("JOKER 2S 4H 6D 8C")]),
    ])
    drive(game, "joker")
    assert data_of(game, answer(game))["value"] == 8
    let_automaton_play(game)
    assert [e.data["player"] for e in events_of(game, "gamblin_win")] == [A]


def _ursula_takes(opposing: list[str]) -> str:
    """A ♠ pull at Noon reaches Ursula's ability (nobody moves first); the Hex her rule takes: Paralysis Mark
    (difficulty: the target's value) off Mongwau, or Shadow Walk (7) off Wilber Crowley."""
    game = solo(dealer=A, players=[
        dict(outfit="The Sloane Gang", town_square=opposing),
        dict(outfit="Law Dogs", booted=["Law Dogs"], stash=0,
             home=["Ursula, The Worm Queen", "Mongwau The Mighty", "Wilber Crowley"],
             attach={"Mongwau The Mighty": ["Paralysis Mark"], "Wilber Crowley": ["Shadow Walk"]},
             deck_top=["Erik Samson"]),
    ])
    game.choose(A, "none")
    drive(game, "automaton_ability")
    game.choose(A, answer(game).answer)
    assert game.decision.kind == "target"
    choice = answer(game)
    assert "Ursula's rule: the highest difficulty" in choice.reason
    return data_of(game, choice)["card"]


def test_ursula_counts_a_hex_whose_target_sets_its_difficulty_at_the_opposing_dudes_highest():
    """Paralysis Mark's difficulty is the booted dude's value: against Laura Banks (1) and Tommy Harden (3)
    at most 3, below Shadow Walk's 7; against Hattie DeLorre (12) it is 12."""
    assert _ursula_takes(["Laura Banks", "Tommy Harden"]) == "Shadow Walk"
    assert _ursula_takes(["Laura Banks", "Hattie DeLorre"]) == "Paralysis Mark"


def _nathan_discards(hand: list[str]) -> str:
    """A ♠ pull in the shootout uses Nathan Shane (3 bullets with the Hydro-Puncher: he sees the human's
    whole hand of three); the action card his rule discards."""
    game = solo(dealer=H, players=[
        dict(outfit="The Sloane Gang", town_square=["Hattie DeLorre"], hand=hand),
        dict(outfit="Law Dogs", booted=["Law Dogs"], stash=0, town_square=["Nathan Shane"],
             attach={"Nathan Shane": ["Hydro-Puncher"]}, deck_top=["Nathan Shane"]),
    ])
    play(game, play="callout", card="Hattie DeLorre", target_card="Nathan Shane")
    drive(game, "automaton_ability")
    game.choose(A, answer(game).answer)
    choice = answer(game)
    assert "Nathan Shane's rule" in choice.reason
    game.choose(A, choice.answer)
    [discard] = [e for e in events_of(game, "discard") if e.data.get("player") == H]
    return discard.data["card"]


def test_nathan_shane_discards_a_cheatin_resolution_then_a_resolution_then_a_shootout_action():
    assert _nathan_discards(["Pistol Whip", "Outgunned", "Coachwhip!"]) == "Coachwhip!"
    assert _nathan_discards(["Pistol Whip", "Outgunned", "Pistol Whip"]) == "Outgunned"

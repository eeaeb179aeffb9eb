"""The Automaton pull at High Noon (rulebook "Automaton Pulls"; spec acceptance cases 8-21): the card
goes into its hand, then step 1 moves or calls out by the suit's row, step 2 plays a card of the suit,
step 3 uses an ability, step 4 pays 1 GR of recompense when nothing was played or used."""
from __future__ import annotations

from doomtown_tui.engine import town
from tests.cards.helpers import cards, play, uid_of
from tests.solo.helpers import A, H, answer, data_of, drive, events_of, human_answer, solo

# A's outfit is booted and its stash 0 unless a test says otherwise, so only the step under test acts.
LAW = dict(outfit="Law Dogs", booted=["Law Dogs"], stash=0)


def test_spade_pull_gathers_the_stud_in_the_town_square_and_pays_recompense():
    """Case 8: both dudes at home; Tommy is the stud. Rob Wilby (2♠) costs 1 with 0 GR: not played."""
    game = solo(dealer=A, players=[dict(outfit="The Sloane Gang"),
                                   dict(LAW, home=["Tommy Harden", "Philip Swinford"], deck_top=["Rob Wilby"])])
    assert game.decision.kind == "automaton_move"
    pulled = events_of(game, "automaton_pull")[-1]
    assert pulled.data["suit"] == "S" and game.raw.players[A].hand[-1] == pulled.data["uid"]
    choice = answer(game)
    data = data_of(game, choice)
    assert (data["play"], data["card"], data["to"]) == ("move", "Tommy Harden", "Town Square")
    assert "a stud" in choice.reason
    game.choose(A, choice.answer)
    assert game.decision.player == H and game.decision.kind == "noon"     # no step 2 or 3 asked
    assert game.raw.players[A].stash == 1                                  # recompense
    assert events_of(game, "gain")[-1].text.endswith("(recompense)")


def test_heart_pull_invades_the_opposing_deed_with_most_control_points():
    """Case 9: movers are dudes neither at home nor at an opposing deed; the deed with most CP wins.
    The Automaton is in check already (influence 2 < 3 control), so no move is forbidden."""
    game = solo(dealer=A, players=[
        dict(outfit="The Sloane Gang", street_left=["Dead Dog Tavern"], street_right=["The Mayor's Office"],
             out_of_town=["Pat's Perch"]),
        dict(LAW, town_square=["Tommy Harden", "Rob Wilby"], home=["Philip Swinford"], deck_top=["Tin Star"]),
    ])
    choice = answer(game)
    assert data_of(game, choice)["card"] == "Tommy Harden" and data_of(game, choice)["to"] == "The Mayor's Office"
    assert "most control points" in choice.reason and "has influence" in choice.reason


def test_diamond_pull_reinforces_an_own_deed_it_does_not_control_without_booting():
    """Case 11: skilled dude first (Bass Reeves, Blessed 1); the deed the opponent controls first; only moves
    that do not boot (Sherman Mortgage is not next to home)."""
    game = solo(dealer=A, players=[
        dict(outfit="The Sloane Gang", at={"Railroad Station": ['"Thunder Boy" Nabbe']}),
        dict(LAW, home=["Bass Reeves", "Philip Swinford"], street_right=["Railroad Station", "Sherman Mortgage"],
             deck_top=["Clanton Ranch"]),
    ])
    choice = answer(game)
    data = data_of(game, choice)
    assert (data["card"], data["to"], data["boots"]) == ("Bass Reeves", "Railroad Station", False)
    assert "a skilled dude" in choice.reason
    # with both of its deeds next to home, the one the opponent controls comes first
    game = solo(dealer=A, players=[
        dict(outfit="The Sloane Gang", at={"Railroad Station": ['"Thunder Boy" Nabbe']}),
        dict(LAW, home=["Bass Reeves"], street_left=["Sherman Mortgage"], street_right=["Railroad Station"],
             deck_top=["Clanton Ranch"]),
    ])
    choice = answer(game)
    assert data_of(game, choice)["to"] == "Railroad Station" and "a deed it does not control" in choice.reason


def test_diamond_pull_keeps_the_last_unbooted_dude_in_the_town_square_and_gets_recompense():
    """Case 12: Tommy is the only unbooted dude of the Automaton in the town square; the ♠ fallback has
    nobody to move either."""
    game = solo(dealer=A, players=[dict(outfit="The Sloane Gang"),
                                   dict(LAW, town_square=["Tommy Harden"], street_left=["Railroad Station"],
                                        deck_top=["Clanton Ranch"])])
    choice = answer(game)
    assert choice.answer == "none"
    game.choose(A, "none")
    assert game.raw.players[A].stash == 1


def test_club_pull_calls_out_the_mark_with_most_attachments_with_the_stud():
    """Case 13: Hattie and Nabbe have equal CP and influence; Nabbe carries Tin Star."""
    game = solo(dealer=A, players=[
        dict(outfit="The Sloane Gang", town_square=["Hattie DeLorre", '"Thunder Boy" Nabbe'],
             attach={'"Thunder Boy" Nabbe': ["Tin Star"]}),
        dict(LAW, town_square=["Tommy Harden", "Rob Wilby"], deck_top=["Ambush"]),
    ])
    choice = answer(game)
    data = data_of(game, choice)
    assert (data["play"], data["card"], data["target_card"]) == ("callout", "Tommy Harden", '"Thunder Boy" Nabbe')
    assert "most attachments" in choice.reason


def test_club_pull_with_nobody_to_call_out_closes_in_without_booting():
    """Case 14: the stud moves, without booting, to where an opposing dude can be called out."""
    game = solo(dealer=A, players=[
        dict(outfit="The Sloane Gang", street_left=["Dead Dog Tavern"], at={"Dead Dog Tavern": ["Hattie DeLorre"]}),
        dict(LAW, town_square=["Tommy Harden", "Rob Wilby"], deck_top=["Ambush"]),
    ])
    data = data_of(game, answer(game))
    assert (data["card"], data["to"], data["boots"]) == ("Tommy Harden", "Dead Dog Tavern", False)


def _callout_game():
    return solo(dealer=A, players=[
        dict(outfit="The Sloane Gang", town_square=["Hattie DeLorre", '"Thunder Boy" Nabbe'],
             attach={'"Thunder Boy" Nabbe': ["Tin Star"]}, deck_top=cards("2H 3H 4H 5H 6H")),
        dict(LAW, town_square=["Tommy Harden", "Rob Wilby"], deck_top=["Ambush", *cards("KS KH KD KC QS QH")]),
    ])


def test_a_refused_callout_still_counts_no_gather_move_follows():
    """Case 15: after the refusal the pull goes on with step 2 (Ambush costs 2: unaffordable) and step 3
    (nothing), so the Automaton gains 1 GR; no ♠ move is made."""
    game = _callout_game()
    game.choose(A, answer(game).answer)
    assert game.decision.kind == "callout_response"
    play(game, play="refuse")
    assert game.decision.player == H and game.decision.kind == "noon"
    assert not [e for e in events_of(game, "move") if e.data["uid"] == uid_of(game, "Rob Wilby")]
    assert game.raw.players[A].stash == 1


def test_a_shootout_halts_the_pull_no_recompense():
    """Case 16: once the accepted callout's shootout ends, the pull is over: nothing more, no recompense."""
    game = _callout_game()
    game.choose(A, answer(game).answer)
    play(game, play="accept")
    stash_before = None
    for _ in range(200):
        decision = game.decision
        if decision.player == H and decision.kind == "noon" and game.raw.shootout is None:
            break
        if decision.player == A:
            game.choose(A, answer(game).answer)
        elif decision.multi:
            game.choose(H, [o.id for o in decision.options][:decision.min])
        else:
            calm = [o for o in decision.options if o.data.get("play") in ("pass", "done", "accept")]
            game.choose(H, (calm or list(decision.options))[0].id)
        if events_of(game, "shootout_end") and stash_before is None:
            stash_before = game.raw.players[A].stash
    halt = events_of(game, "automaton_halt")
    assert len(halt) == 1
    after = game.events[game.events.index(halt[0]):]
    assert not [e for e in after if e.kind == "gain" and "recompense" in e.text]
    assert not any(e.kind in ("automaton_move", "ability") for e in after)


def test_a_joker_runs_all_four_suits_then_is_aced():
    """Case 17: nothing to move, play or use: four runs, four recompenses, the Joker in Boot Hill."""
    game = solo(dealer=A, players=[dict(outfit="The Sloane Gang"),
                                   dict(LAW, home=["Tommy Harden"], booted=["Law Dogs", "Tommy Harden"],
                                        deck_top=["Joker (black)"])])
    assert game.decision.player == H     # no decision of the Automaton's was needed
    runs = [e.data["run"] for e in events_of(game, "automaton_run")]
    assert runs == ["H", "S", "D", "C"]
    assert game.raw.players[A].stash == 4
    joker = events_of(game, "automaton_pull")[-1].data["uid"]
    assert joker in game.raw.players[A].boot_hill and joker not in game.raw.players[A].hand


def test_step_two_plays_the_right_most_card_and_gives_the_goods_to_the_stud():
    """Case 18: two ♥ goods with no twin in play; Winchester is the older (right-most) card; Tommy (stud)
    gains a stud bullet from it, Philip (draw) none. Step 1 is answered 'none' to isolate step 2."""
    game = solo(dealer=A, players=[
        dict(outfit="The Sloane Gang", home=["Hattie DeLorre"], attach={"Hattie DeLorre": ["Shotgun"]}),
        dict(LAW, stash=5, street_left=["Railroad Station"],
             at={"Railroad Station": ["Tommy Harden", "Philip Swinford"]},
             hand=["Winchester Model 1873"], deck_top=["Tin Star"]),
    ])
    assert game.decision.kind == "automaton_move"
    game.choose(A, "none")
    assert game.decision.kind == "automaton_play"
    choice = answer(game)
    data = data_of(game, choice)
    assert (data["play"], data["card"], data["target_card"]) == ("buy", "Winchester Model 1873", "Tommy Harden")
    assert "right-most" in choice.reason and "stud bullets" in choice.reason


def test_deeds_are_built_on_the_side_with_fewer_deeds_left_first():
    """Case 19: a deed left of home and none right: build right; one on each side: build left."""
    for left, right, side in ((["Railroad Station"], [], "right"),
                              (["Railroad Station"], ["Sherman Mortgage"], "left")):
        game = solo(dealer=A, players=[dict(outfit="The Sloane Gang"),
                                       dict(LAW, stash=5, home=["Tommy Harden"], booted=["Law Dogs", "Tommy Harden"],
                                            street_left=left, street_right=right, deck_top=["Dead Dog Tavern"])])
        assert game.decision.kind == "automaton_play"
        data = data_of(game, answer(game))
        assert (data["play"], data["card"], data["side"]) == ("build", "Dead Dog Tavern", side)


def test_step_three_looks_at_the_pulled_suits_own_card_type_first():
    """Case 21: a ♠ pull searches dudes before the outfit (the cycle starts with the pulled suit)."""
    game = solo(dealer=A, players=[dict(outfit="Law Dogs", street_left=["The Mayor's Office"]),
                                   dict(outfit="The Sloane Gang", stash=0, town_square=["Ike Clanton"],
                                        deck_top=["Bass Reeves"])])
    assert answer(game).answer == "none"
    game.choose(A, "none")
    assert game.decision.kind == "automaton_ability"
    assert {o.data["group"] for o in game.decision.options} == {"S", "outfit"}
    data = data_of(game, answer(game))
    assert data["card"] == "Ike Clanton"


def test_a_move_into_check_is_not_made():
    """The check rule ("Movin'"): Tommy holds Railroad Station against Hattie only by the owner's tie;
    gathering him in the town square would give the human 3 control points against 2 influence."""
    game = solo(dealer=A, players=[
        dict(outfit="The Sloane Gang", street_left=["The Mayor's Office"], at={"Railroad Station": ["Hattie DeLorre"]}),
        dict(LAW, street_left=["Railroad Station"], at={"Railroad Station": ["Tommy Harden"]},
             home=["Philip Swinford"], booted=["Law Dogs", "Philip Swinford"], deck_top=["Rob Wilby"]),
    ])
    assert [o.data["to"] for o in game.decision.options if o.data["play"] == "move"]   # it could move
    assert game.state.players[H].control == 2 and game.state.players[A].influence == 2
    assert game.preview_move(uid_of(game, "Tommy Harden"), 0)[1][H] == 3
    assert answer(game).answer == "none"


def _held_railroad_station(human_deeds: list[str], own_right: list[str]):
    """Tommy holds the Automaton's Railroad Station against Hattie; a ♠ pull (Rob Wilby) gathers him in
    the town square unless the check rule forbids it."""
    return solo(dealer=A, players=[
        dict(outfit="The Sloane Gang", street_left=human_deeds, at={"Railroad Station": ["Hattie DeLorre"]}),
        dict(LAW, street_left=["Railroad Station"], street_right=own_right, at={"Railroad Station": ["Tommy Harden"]},
             home=["Philip Swinford"], booted=["Law Dogs", "Philip Swinford"], deck_top=["Rob Wilby"]),
    ])


def test_a_move_into_a_nobody_wins_tie_is_no_move_into_check():
    """Ties and Victory: both would qualify with 3 control points each, so nobody wins; that is not check."""
    game = _held_railroad_station(["The Mayor's Office"], ["2nd Bank of Gomorra", "Pony Express"])
    influence, control = game.preview_move(uid_of(game, "Tommy Harden"), 0)
    assert (influence, control) == ([1, 2], [3, 3])
    assert data_of(game, answer(game))["to"] == "Town Square"


def test_a_nobody_wins_tie_now_keeps_the_check_rule_on():
    """Control 3 against 3, both above the other's influence: nobody wins now, so the Automaton is not in
    check and may not make a move that loses (the town square would give the human 4 against 2)."""
    game = _held_railroad_station(["The Mayor's Office", "Dead Dog Tavern"], ["2nd Bank of Gomorra"])
    assert (game.state.players[H].control, game.state.players[A].control) == (3, 3)
    assert game.preview_move(uid_of(game, "Tommy Harden"), 0) == ([1, 2], [4, 2])
    assert answer(game).answer == "none"


def test_already_in_check_any_move_is_allowed():
    """HR-12: in check already (3 control against 2 influence), the rule no longer holds it back."""
    game = _held_railroad_station(["The Mayor's Office", "Dead Dog Tavern"], [])
    assert (game.state.players[H].control, game.state.players[A].influence) == (3, 2)
    assert data_of(game, answer(game))["to"] == "Town Square"


def test_a_pull_halted_by_its_shootout_still_ends_with_the_hand_size_trim():
    """Case 16, last clause: with five cards in hand the ♣ pull (Ambush) makes six and its callout is
    accepted; the pull stops at the shootout, yet A never keeps more than five cards: the oldest go first."""
    game = solo(dealer=A, players=[
        dict(outfit="The Sloane Gang", town_square=["Hattie DeLorre", '"Thunder Boy" Nabbe'],
             attach={'"Thunder Boy" Nabbe': ["Tin Star"]}, deck_top=cards("2H 3H 4H 5H 6H")),
        dict(LAW, town_square=["Tommy Harden", "Rob Wilby"],
             hand=["Shotgun", "Roan", "Tin Star", "Pistol Whip", "Ambush"],
             deck_top=["Ambush", *cards("KS KH KD KC QS QH")]),
    ])
    game.choose(A, answer(game).answer)
    play(game, play="accept")
    for _ in range(200):
        decision = game.decision
        if decision.player == H and decision.kind == "noon" and game.raw.shootout is None:
            break
        game.choose(decision.player, answer(game).answer if decision.player == A else human_answer(game))
    assert len(events_of(game, "automaton_halt")) == 1
    trimmed = [e.text for e in events_of(game, "discard") if "hand size" in e.text]
    assert trimmed[:2] == ["Player 2 discards Shotgun from hand (hand size)",
                           "Player 2 discards Roan from hand (hand size)"]
    assert len(game.raw.players[A].hand) == 5


def test_a_card_moves_the_dude_who_can_go_without_putting_it_in_check():
    """RB 1597 for a card's move: Tommy Harden holds the human's Mayor's Office (human control 1 against the
    Automaton's influence 2); any move of his hands it back (3 > 2). Shortcut (9♣) moves Philip Swinford."""
    game = solo(dealer=A, players=[
        dict(outfit="The Sloane Gang", street_left=["The Mayor's Office"], street_right=["Dead Dog Tavern"],
             at={"Dead Dog Tavern": ["Hattie DeLorre"]}),
        dict(LAW, at={"The Mayor's Office": ["Tommy Harden"]}, home=["Philip Swinford"], deck_top=["Shortcut"]),
    ])
    while game.decision.player == A:
        game.choose(A, answer(game).answer)
    moves = [e.text for e in events_of(game, "move")]
    assert moves == ["Philip Swinford moves from Law Dogs to Town Square",
                     "Philip Swinford moves from Town Square to Dead Dog Tavern"]
    assert (game.state.players[H].control, game.state.players[A].influence) == (1, 2)


def test_its_deeds_move_picks_a_dude_with_a_place_to_go_out_of_check():
    """Railroad Station (tag ``move``) in step 3 of a ♦ run, step 1 answered 'none': Clint Ramsey and Rob Wilby
    hold the station, which the human's Hattie DeLorre takes if Clint (1 influence) leaves: every move of his puts
    the Automaton in check (RB 1597; RULINGS.md, a move made by a card during a pull). Rob Wilby (no influence)
    moves, though Clint has the more bullets."""
    game = solo(dealer=A, players=[
        dict(outfit="The Sloane Gang", street_left=["Yan Li's Tailoring"],
             at={"Railroad Station": ["Hattie DeLorre"], "Yan Li's Tailoring": ["Randall"]}),
        dict(LAW, street_left=["Railroad Station"], at={"Railroad Station": ["Clint Ramsey", "Rob Wilby"]},
             deck_top=["Clanton Ranch"]),
    ])
    assert game.decision.kind == "automaton_move"
    game.choose(A, "none")
    drive(game, "target")
    choice = answer(game)
    assert data_of(game, choice)["card"] == "Rob Wilby"
    game.choose(A, choice.answer)
    while game.decision.player == A:
        game.choose(A, answer(game).answer)
    assert [e.data["card"] for e in events_of(game, "move")] == ["Rob Wilby"]
    assert not town.in_check(game.raw, A)


def test_a_move_to_one_place_weighs_the_check_rule_at_that_place():
    """Morgan Regulators moves its dude to the town square (the Target names that place). Clint Ramsey holds the
    human's Mayor's Office: a move to the empty Dead Dog Tavern would keep it out of check, one to the town square
    would not (human control 3 against influence 2). So Philip Swinford goes, though Clint has the more bullets
    (the unboot makes this a bonus: most bullets)."""
    game = solo(dealer=A, players=[
        dict(outfit="The Sloane Gang", street_left=["The Mayor's Office"], street_right=["Dead Dog Tavern"]),
        dict(outfit="Morgan Regulators", stash=0, at={"The Mayor's Office": ["Clint Ramsey"]},
             home=["Philip Swinford"], deck_top=["Tin Star"]),
    ])
    assert game.preview_move(uid_of(game, "Clint Ramsey"), 0)[1][H] > game.state.players[A].influence
    assert game.decision.kind == "automaton_move"
    game.choose(A, "none")
    drive(game, "target")
    assert "town square" in game.decision.prompt
    choice = answer(game)
    assert data_of(game, choice)["card"] == "Philip Swinford"


def test_its_cards_move_during_a_club_run_picks_the_mover_by_the_club_row():
    """Shortcut (9♣, tag ``move``) in step 2 of a ♣ run, step 1 answered 'none': the mover is picked by the ♣ row's
    dude order (spec §5.3 row ``move``; RB 1764: a stud, then most bullets), Tommy Harden (stud, 1 bullet) over
    Jacqueline Isham (draw, 2 bullets), whom the Bonus order would take."""
    game = solo(dealer=A, players=[
        dict(outfit="The Sloane Gang", street_left=["Dead Dog Tavern"], at={"Dead Dog Tavern": ["Hattie DeLorre"]}),
        dict(LAW, home=["Tommy Harden", "Jacqueline Isham"], deck_top=["Shortcut"]),
    ])
    assert game.decision.kind == "automaton_move"
    game.choose(A, "none")
    drive(game, "target")
    choice = answer(game)
    assert data_of(game, choice)["card"] == "Tommy Harden" and "by the \u2663 row: a stud" in choice.reason
    game.choose(A, choice.answer)
    assert data_of(game, answer(game))["to"] == "Dead Dog Tavern"     # toward the dude it could call out


def test_a_pull_with_no_deck_and_no_discard_pile_counts_as_the_ace_of_clubs():
    """With no cards to pull, the Automaton's pull counts as the A♣ (digest B15) and runs the ♣ row: Tommy Harden
    calls out "Thunder Boy" Nabbe, who carries the most attachments."""
    game = solo(dealer=A, players=[
        dict(outfit="The Sloane Gang", town_square=["Hattie DeLorre", '"Thunder Boy" Nabbe'],
             attach={'"Thunder Boy" Nabbe': ["Tin Star"]}),
        dict(LAW, town_square=["Tommy Harden", "Rob Wilby"], deck=[]),
    ])
    assert events_of(game, "automaton_pull")[-1].data["suit"] == "C"
    data = data_of(game, answer(game))
    assert (data["play"], data["card"], data["target_card"]) == ("callout", "Tommy Harden", '"Thunder Boy" Nabbe')

"""Recruitment Drive: Noon Job (1 GR) on the town square; on success a dude or deed from your discard pile
enters play for 5 GR less; a Gadget still needs a Mad Scientist to invent it."""
from doomtown_tui.engine.testing import scenario
from tests.cards.helpers import FILLER, card_named, cards, events, option_titles, pick_titles, play

CARD = "Recruitment Drive"


def _drive(discard, home=("Clint Ramsey",), stash=1, deck=FILLER, **more):
    game = scenario(phase="high_noon", players=[
        dict(outfit="Law Dogs", home=list(home), hand=[CARD], discard=list(discard), stash=stash, deck=cards(deck),
             **more),
        dict(outfit="The Sloane Gang"),                         # nobody to oppose the job
    ])
    play(game, play="ability", card=CARD)
    if game.decision.kind == "target" and not game.decision.multi:
        play(game, play="leader", card=home[0])
    while game.decision.kind == "join_posse":
        play(game, play="done")
    return game


def test_a_dude_comes_back_five_cheaper():
    game = _drive(["Pancho Castillo", "Ricochet"], stash=1)
    assert option_titles(game) == ["Pancho Castillo"]          # the action card is no dude or deed
    pick_titles(game, "Pancho Castillo")
    pancho = card_named(game, "Pancho Castillo")
    assert (pancho.location, pancho.booted) == ("Law Dogs", False)
    assert game.state.players[0].stash == 0                    # 1 for the card; Pancho's 5 GR - 5 = 0


def test_a_deed_is_built_at_a_street_end_and_costs_the_rest():
    game = _drive(["2nd Bank of Gomorra", "Clint Ramsey"], home=("Rob Wilby",), stash=1)
    # 2nd Bank costs 4, Clint 5: both free after the discount
    assert sorted(option_titles(game)) == ["2nd Bank of Gomorra", "Clint Ramsey"]
    pick_titles(game, "2nd Bank of Gomorra")
    play(game, play="side", side="left")
    assert game.state.players[0].street[0] == "2nd Bank of Gomorra"
    assert game.state.players[0].stash == 0


def test_a_gadget_dude_must_be_invented():
    # Roderick Byre (Mad Scientist 1) pulls a 5: 6 meets POST-A-TRON's difficulty 6
    game = _drive(["POST-A-TRON"], home=("Clint Ramsey", "Roderick Byre"), deck="5H " + FILLER)
    pick_titles(game, "POST-A-TRON")
    assert [e.data["total"] for e in events(game, "invent")] == [6]
    assert card_named(game, "Roderick Byre").booted
    assert card_named(game, "POST-A-TRON").location == "Law Dogs"


def test_nothing_to_bring_back():
    game = _drive(["Ricochet"])
    assert [e.kind for e in game.events if e.kind == "job_success"] == ["job_success"]
    assert game.decision.kind == "noon" and game.decision.player == 1
    assert [c.title for c in game.state.players[0].discard] == ["Ricochet", CARD]


def _automaton_drive(discard: list[str]):
    """The solo Automaton's ♣ pull plays Recruitment Drive; nobody opposes; it picks from its discard pile."""
    from tests.solo.helpers import A, H, answer, human_answer, solo
    game = solo(dealer=A, players=[
        dict(outfit="The Sloane Gang", home=["Hattie DeLorre"]),
        dict(outfit="Law Dogs", booted=["Law Dogs"], stash=5, home=["Tommy Harden"], hand=[CARD], discard=discard,
             deck_top=["Ambush"]),
    ])
    for _ in range(60):
        decision = game.decision
        if decision.player == H and decision.kind == "noon":
            break
        game.choose(decision.player, answer(game).answer if decision.player == A else human_answer(game))
    return sorted(c.title for c in game.raw.in_play() if c.controller == A and c.card.type == "dude")


def test_the_automaton_brings_back_the_card_nearest_the_top_of_its_discard_pile():
    """Rulebook, playing cards not in hand: neither K♠ nor 2♠ has a twin in play, so the card nearer the
    top (the last one discarded) comes back, whichever has more bullets."""
    assert _automaton_drive(["Bass Reeves", "Rob Wilby"]) == ["Rob Wilby", "Tommy Harden"]
    assert _automaton_drive(["Rob Wilby", "Bass Reeves"]) == ["Bass Reeves", "Tommy Harden"]


def test_a_dude_with_a_copy_in_your_boot_hill_is_not_offered():
    """Dudes are unique: with a Pancho Castillo in Boot Hill (and Clint Ramsey in play), only Rob Wilby of the
    three discarded dudes may come back."""
    game = _drive(["Pancho Castillo", "Rob Wilby", "Clint Ramsey"], boot_hill=["Pancho Castillo"])
    assert option_titles(game) == ["Rob Wilby"]


def test_a_gadget_dude_is_not_offered_without_an_unbooted_mad_scientist():
    """POST-A-TRON must be invented: with Roderick Byre (the only Mad Scientist) booted, only Rob Wilby is offered."""
    game = _drive(["POST-A-TRON", "Rob Wilby"], home=("Clint Ramsey", "Roderick Byre"), booted=["Roderick Byre"])
    assert option_titles(game) == ["Rob Wilby"]


def test_a_failed_invention_sends_the_gadget_back_to_the_discard_pile():
    """Roderick Byre (Mad Scientist 1) pulls a 4: 5 is short of POST-A-TRON's 6, so it goes back to the discard
    pile; Roderick stays booted and the stash is 2 - 1 for the card = 1 (POST-A-TRON's 3 - 5 costs nothing)."""
    game = _drive(["POST-A-TRON"], home=("Clint Ramsey", "Roderick Byre"), deck="4H " + FILLER, stash=2)
    pick_titles(game, "POST-A-TRON")
    assert [e.data["total"] for e in events(game, "invent_fail")] == [5]
    assert "POST-A-TRON" in [c.title for c in game.state.players[0].discard]
    assert not [c for c in game.state.in_play if c.title == "POST-A-TRON"]
    assert card_named(game, "Roderick Byre").booted
    assert game.state.players[0].stash == 1


def test_an_out_of_town_deed_enters_play_out_of_town_without_a_street_question():
    """Pat's Perch comes back under the Law Dogs' control, not on the street, and no street side is asked; the
    stash of 1 pays for the card."""
    game = _drive(["Pat's Perch"], stash=1)
    pick_titles(game, "Pat's Perch")
    perch = card_named(game, "Pat's Perch")
    assert perch.zone == "play" and perch.controller == 0
    assert "Pat's Perch" not in game.state.players[0].street
    assert game.decision.kind == "noon" and game.state.players[0].stash == 0

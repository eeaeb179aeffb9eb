"""Shootouts from a callout: forming posses, bounty for Private locations, shooters and bonuses,
the draw, reveal, fleeing, further rounds and how a shootout ends.

Every game here is a scenario at High Noon with stacked decks, driven only through
``game.decision`` / ``game.choose`` and read through ``game.state`` and ``game.events``.
Rulebook sections: "Shootouts", "Shootout Sequence" 1-11, "Ending a Shootout", "Public vs.
Private", "Bounty & Wanted"; digest items A10, A19, A25, B33, B36, B38, B42.
"""
from __future__ import annotations

import pytest

from doomtown_tui.engine import actions
from doomtown_tui.engine.cards import card_pool
from doomtown_tui.engine.decision import IllegalChoice, Option
from doomtown_tui.engine.testing import scenario
from tests.stand_ins import stand_in_plays

# --- helpers -----------------------------------------------------------------------------------
_VALUES = {"A": 1, "J": 11, "Q": 12, "K": 13}
# One card title per (value, suit) so a deck can be written as "KH 7D 2C". Spades are dudes in
# this card pool; the other suits are goods, deeds and actions.
_BY_VALUE_SUIT: dict[tuple[int, str], str] = {}
for _c in card_pool():
    if _c.suit and _c.value and not _c.has("Token"):
        _BY_VALUE_SUIT.setdefault((_c.value, _c.suit), _c.title)

JOKER = "Joker (black)"
# Hands used below (five cards each, no accidental straights or flushes).
HIGH = "2H 5D 9C JH KD"        # rank 1
HIGH_TWIN = "2D 5H 9H JD KC"   # the same values: an identical hand
PAIR = "4H 4D 8C JD KH"        # rank 2
TRIPS = "6H 6D 6C JC KD"       # rank 4
TAIL = "3H 3D 3C 7H 7D 7C 10H 10D 10C QH QD QC"


def cards(text: str) -> list[str]:
    """Card titles for a space separated list like "KH 10D 2C" (JOKER for a joker)."""
    out = []
    for token in text.split():
        if token == "JOKER":
            out.append(JOKER)
            continue
        value = _VALUES.get(token[:-1]) or int(token[:-1])
        out.append(_BY_VALUE_SUIT[(value, token[-1])])
    return out


def player(outfit: str, top: str = "", **kw):
    spec = dict(outfit=outfit, deck_top=cards(top), deck=cards(TAIL))
    spec.update(kw)
    return spec


def new_game(p0: dict, p1: dict, dealer: int = 0):
    return scenario(phase="high_noon", dealer=dealer, players=[p0, p1])


def uid(game, title: str) -> int:
    found = [c.uid for c in game.state.in_play if c.title == title]
    assert len(found) == 1, f"{title} in play {len(found)} times"
    return found[0]


def card(game, title: str):
    return game.state.card(uid(game, title))


def expect(game, kind: str, who: int):
    d = game.decision
    assert d is not None, "the game ended"
    assert (d.kind, d.player) == (kind, who), f"expected {kind} for {who}, got {d.kind} for {d.player}: {d.prompt}"
    return d


def call_out(game, leader: str, mark: str) -> None:
    d = game.decision
    assert d.kind == "noon"
    opt = next(o for o in d.options if o.data.get("play") == "callout"
               and o.data["card"] == leader and o.data["target_card"] == mark)
    game.choose(d.player, opt.id)
    d = game.decision
    assert d.kind == "callout_response"
    game.choose(d.player, "accept")


def pass_noon(game, who: int) -> None:
    expect(game, "noon", who)
    game.choose(who, "pass")


def join_titles(decision) -> set[str]:
    return {o.data["card"] for o in decision.options if o.data["play"] == "join"}


def join(game, who: int, *titles: str, done: bool = True) -> None:
    """Add the named dudes to ``who``'s posse, then say done if still asked."""
    for title in titles:
        d = expect(game, "join_posse", who)
        game.choose(who, next(o.id for o in d.options if o.data.get("card") == title))
    if done and game.decision.kind == "join_posse" and game.decision.player == who:
        game.choose(who, "done")


def pick_shooter(game, who: int, title: str) -> None:
    d = expect(game, "shooter", who)
    game.choose(who, next(o.id for o in d.options if o.data["card"] == title))


def no_redraw(game, who: int) -> None:
    expect(game, "draw", who)
    game.choose(who, [])


def draw_titles(game, who: int) -> list[str]:
    return [c.title for c in game.state.players[who].draw_hand]


def option_ids_for(game, decision, titles: list[str]) -> list[str]:
    """Option ids of a draw/keep decision for the given card titles (each used once)."""
    remaining = list(decision.options)
    ids = []
    for title in titles:
        opt = next(o for o in remaining if game.state.card(o.data["uid"]).title == title)
        remaining.remove(opt)
        ids.append(opt.id)
    return ids


def keep(game, who: int, text: str) -> None:
    d = expect(game, "draw_hand", who)
    game.choose(who, option_ids_for(game, d, cards(text)))


def posse_of(game, who: int) -> set[str]:
    so = game.state.shootout
    posse = next(p for p in so.posses if p.player == who)
    return {game.state.card(u).title for u in posse.dudes}


def posse_view(game, who: int):
    return next(p for p in game.state.shootout.posses if p.player == who)


def events(game, kind: str) -> list:
    return [e for e in game.events if e.kind == kind]


def casualty(game, who: int, verb: str, title: str) -> None:
    d = expect(game, "casualty", who)
    game.choose(who, next(o.id for o in d.options if o.data["play"] == verb and o.data["card"] == title))


# --- 1. forming posses -------------------------------------------------------------------------
def test_leader_and_mark_join_on_their_own_and_dudes_at_the_location_join_free_even_booted():
    game = new_game(
        player("Law Dogs", town_square=["Clint Ramsey", "El Anónimo"], booted=["El Anónimo"]),
        player("The Sloane Gang", town_square=["Pancho Castillo", "Rob Wilby"], booted=["Rob Wilby"]),
    )
    call_out(game, "Clint Ramsey", "Pancho Castillo")

    d = expect(game, "join_posse", 0)           # the leader's side forms first
    assert posse_of(game, 0) == {"Clint Ramsey"}
    assert join_titles(d) == {"El Anónimo"}
    assert next(o for o in d.options if o.data["play"] == "join").data["boots"] is False
    assert "done" in {o.id for o in d.options}
    join(game, 0, "El Anónimo")

    d = expect(game, "join_posse", 1)           # then the mark's side, the mark already in
    assert posse_of(game, 1) == {"Pancho Castillo"}
    assert join_titles(d) == {"Rob Wilby"}
    join(game, 1, "Rob Wilby")

    expect(game, "shooter", 0)
    assert posse_of(game, 0) == {"Clint Ramsey", "El Anónimo"}
    assert posse_of(game, 1) == {"Pancho Castillo", "Rob Wilby"}
    for title in ("El Anónimo", "Rob Wilby"):
        assert card(game, title).booted is True             # joined while booted, still booted
        assert card(game, title).location == "Town Square"
    for title in ("Clint Ramsey", "Pancho Castillo"):
        assert card(game, title).booted is False            # joining at the location costs no boot
    # The town square is Public: nobody gains bounty and no ghost rock moves.
    assert all(card(game, t).bounty == 0 for t in ("Clint Ramsey", "El Anónimo", "Pancho Castillo", "Rob Wilby"))
    assert events(game, "bounty") == []


def test_adjacent_unbooted_dudes_boot_and_move_in_adjacent_booted_dudes_cannot_join():
    game = new_game(
        player("Law Dogs", town_square=["Clint Ramsey"], home=["Ezrael Jones", "Wilber Crowley"],
               booted=["Wilber Crowley"]),
        player("The Sloane Gang", town_square=["Pancho Castillo"], home=["Roderick Byre", "Rob Wilby"],
               booted=["Rob Wilby"]),
    )
    call_out(game, "Clint Ramsey", "Pancho Castillo")

    d = expect(game, "join_posse", 0)
    assert join_titles(d) == {"Ezrael Jones"}              # home is beside the town square
    assert next(o for o in d.options if o.data["play"] == "join").data["boots"] is True
    join(game, 0, "Ezrael Jones")
    ezrael = card(game, "Ezrael Jones")
    assert (ezrael.location, ezrael.booted) == ("Town Square", True)
    wilber = card(game, "Wilber Crowley")
    assert (wilber.location, wilber.booted) == ("Law Dogs", True)

    d = expect(game, "join_posse", 1)
    assert join_titles(d) == {"Roderick Byre"}
    game.choose(1, "done")                                  # joining is optional
    roderick = card(game, "Roderick Byre")
    assert (roderick.location, roderick.booted) == ("The Sloane Gang", False)
    assert posse_of(game, 0) == {"Clint Ramsey", "Ezrael Jones"}
    assert posse_of(game, 1) == {"Pancho Castillo"}


def test_dudes_two_steps_away_on_a_street_are_too_far_to_join():
    # Sloane street: Circle M Ranch - The Sloane Gang - Pony Express. The shootout is at Pony
    # Express: the Sloane home is beside it, Circle M Ranch is not; Law Dogs home is not either.
    game = new_game(
        player("Law Dogs", home=["Ezrael Jones"], town_square=["El Anónimo"],
               at={"Pony Express": ["Clint Ramsey"]}),
        player("The Sloane Gang", street_right=["Pony Express"], street_left=["Circle M Ranch"],
               home=["Roderick Byre"], at={"Pony Express": ["Pancho Castillo"], "Circle M Ranch": ["Rob Wilby"]}),
    )
    call_out(game, "Clint Ramsey", "Pancho Castillo")
    assert join_titles(expect(game, "join_posse", 0)) == {"El Anónimo"}
    game.choose(0, "done")
    assert join_titles(expect(game, "join_posse", 1)) == {"Roderick Byre"}


def test_an_out_of_town_shootout_is_cut_off_from_the_town():
    game = new_game(
        player("Law Dogs", out_of_town=["Pat's Perch"], town_square=["El Anónimo"], home=["Ezrael Jones"],
               at={"Pat's Perch": ["Clint Ramsey"]}),
        player("The Sloane Gang", town_square=["Roderick Byre"], home=["Rob Wilby"],
               at={"Pat's Perch": ["Pancho Castillo"]}),
    )
    call_out(game, "Clint Ramsey", "Pancho Castillo")
    # Nobody else is at or beside the Out of Town deed: no one is asked to join.
    expect(game, "draw_hand", 0)
    assert posse_of(game, 0) == {"Clint Ramsey"}
    assert posse_of(game, 1) == {"Pancho Castillo"}
    # Pat's Perch is Law Dogs' Private deed: the visiting mark becomes wanted, the owner's dude not.
    assert card(game, "Pancho Castillo").bounty == 1
    assert card(game, "Clint Ramsey").bounty == 0


def test_dudes_at_an_out_of_town_deed_cannot_join_a_town_square_shootout():
    game = new_game(
        player("Law Dogs", out_of_town=["Pat's Perch"], town_square=["Clint Ramsey"],
               at={"Pat's Perch": ["Ezrael Jones"]}),
        player("The Sloane Gang", town_square=["Pancho Castillo"], home=["Rob Wilby"]),
    )
    call_out(game, "Clint Ramsey", "Pancho Castillo")
    # The leader's side has nobody who can come, so the first question is the mark's.
    d = expect(game, "join_posse", 1)
    assert join_titles(d) == {"Rob Wilby"}
    assert posse_of(game, 0) == {"Clint Ramsey"}


# --- Public vs. Private, bounty ----------------------------------------------------------------
@pytest.mark.parametrize("deed, gained", [("2nd Bank of Gomorra", 1), ("Pony Express", 0)])
def test_joining_at_an_opponents_deed_gives_bounty_only_if_it_is_private(deed, gained):
    game = new_game(
        player("Law Dogs", stash=7, town_square=["El Anónimo"], at={deed: ["Clint Ramsey"]},
               bounty={"Clint Ramsey": 2}),
        player("The Sloane Gang", stash=9, street_right=[deed], home=["Roderick Byre"],
               at={deed: ["Pancho Castillo"]}),
    )
    call_out(game, "Clint Ramsey", "Pancho Castillo")
    join(game, 0, "El Anónimo")
    join(game, 1, "Roderick Byre")
    expect(game, "shooter", 0)
    assert card(game, "Clint Ramsey").bounty == 2 + gained      # more bounty on an already wanted dude
    assert card(game, "El Anónimo").bounty == gained             # also for a dude who moved in
    assert card(game, "Pancho Castillo").bounty == 0             # the owner's dudes never
    assert card(game, "Roderick Byre").bounty == 0
    assert len(events(game, "bounty")) == 2 * gained
    # Bounty comes from the bank: neither stash changes.
    assert (game.state.players[0].stash, game.state.players[1].stash) == (7, 9)


def test_a_home_is_private_for_the_visiting_side():
    game = new_game(
        player("Law Dogs", home=["Clint Ramsey", "Ezrael Jones"]),
        player("The Sloane Gang", town_square=["Roderick Byre"], at={"Law Dogs": ["Pancho Castillo"]}),
    )
    call_out(game, "Clint Ramsey", "Pancho Castillo")
    join(game, 0, "Ezrael Jones")
    join(game, 1, "Roderick Byre")
    expect(game, "shooter", 0)
    assert card(game, "Pancho Castillo").bounty == 1
    assert card(game, "Roderick Byre").bounty == 1
    assert card(game, "Roderick Byre").location == "Law Dogs"
    assert card(game, "Clint Ramsey").bounty == 0
    assert card(game, "Ezrael Jones").bounty == 0


# --- 3. shooters -------------------------------------------------------------------------------
@pytest.mark.parametrize("dealer", [0, 1])
def test_the_dealer_names_a_shooter_first_and_the_leader_need_not_be_it(dealer):
    game = new_game(
        player("Law Dogs", town_square=["Clint Ramsey", "El Anónimo"]),
        player("The Sloane Gang", town_square=["Pancho Castillo", "Roderick Byre"]),
        dealer=dealer,
    )
    if dealer == 1:
        pass_noon(game, 1)
    call_out(game, "Clint Ramsey", "Pancho Castillo")
    join(game, 0, "El Anónimo")
    join(game, 1, "Roderick Byre")
    first, second = dealer, 1 - dealer
    d = expect(game, "shooter", first)
    assert {o.data["card"] for o in d.options} == posse_of(game, first)
    picks = {0: "El Anónimo", 1: "Roderick Byre"}
    pick_shooter(game, first, picks[first])
    pick_shooter(game, second, picks[second])
    assert game.state.card(posse_view(game, 0).shooter).title == "El Anónimo"
    assert game.state.card(posse_view(game, 1).shooter).title == "Roderick Byre"


# --- 4. draw: bonuses ---------------------------------------------------------------------------
def test_rulebook_example_1_baker_shoots_with_allie_and_ike_backing():
    game = new_game(
        player("The Sloane Gang", top="KH KD 2C 5H 9D 3C 7H KC 8D",
               town_square=["Baker Andrews", "Allie Hensman", "Ike Clanton"]),
        player("Law Dogs", top=HIGH, town_square=["Stevie Lyndon"]),
    )
    call_out(game, "Baker Andrews", "Stevie Lyndon")
    join(game, 0, "Allie Hensman", "Ike Clanton")
    pick_shooter(game, 0, "Baker Andrews")
    # Baker's 2 stud bullets; Allie and Ike add one draw each as backups.
    assert (posse_view(game, 0).stud_bonus, posse_view(game, 0).draw_bonus) == (2, 2)
    shooter_event = [e for e in events(game, "shooter") if e.data["player"] == 0][-1]
    assert (shooter_event.data["stud"], shooter_event.data["draw"]) == (2, 2)
    d = expect(game, "draw", 0)
    assert draw_titles(game, 0) == cards("KH KD 2C 5H 9D 3C 7H")      # five plus the stud bonus
    assert (d.min, d.max) == (0, 2)


@pytest.mark.parametrize("shooter, stud, draw", [
    ("Miranda Clarke", 1, 1), ("Andreas Andregg", 1, 1), ("Allie Hensman", 2, 2)])
def test_rulebook_example_2_every_shooter_choice(shooter, stud, draw):
    game = new_game(
        player("The Sloane Gang", top="2H 3D 4C 6H 8D 9C 10H",
               town_square=["Miranda Clarke", "Andreas Andregg", "Allie Hensman"]),
        player("Law Dogs", top=HIGH, town_square=["Stevie Lyndon"]),
    )
    call_out(game, "Miranda Clarke", "Stevie Lyndon")
    join(game, 0, "Andreas Andregg", "Allie Hensman")
    pick_shooter(game, 0, shooter)
    assert (posse_view(game, 0).stud_bonus, posse_view(game, 0).draw_bonus) == (stud, draw)
    d = expect(game, "draw", 0)
    assert len(draw_titles(game, 0)) == 5 + stud
    assert d.max == draw


def _at_keep_five(game):
    """Baker Andrews leads with two more dudes: seven cards drawn; no redraw; then keep five."""
    call_out(game, "Baker Andrews", "Stevie Lyndon")
    join(game, 0, "Allie Hensman", "Ike Clanton")
    pick_shooter(game, 0, "Baker Andrews")
    game.choose(0, [])                                   # no draw-bonus discard
    return expect(game, "draw_hand", 0)


@pytest.mark.parametrize("named, kept", [("2H", "2H KH KD KC 9D"), ("", "KH KD KC 9D 5H")])
def test_keep_five_fills_a_shorter_pick_with_the_best_hand_around_it(named, kept):
    """Extension (``Decision.complete``): the keep-five question asks for five ids, but fewer are filled
    with the cards that make the best hand with them (none: the best hand), and the five are recorded."""
    game = new_game(
        player("The Sloane Gang", top="2H 5H 9D 3C KH KD KC 8D",
               town_square=["Baker Andrews", "Allie Hensman", "Ike Clanton"]),
        player("Law Dogs", top=HIGH, town_square=["Stevie Lyndon"]),
    )
    d = _at_keep_five(game)
    assert (d.min, d.max) == (5, 5)
    game.choose(0, option_ids_for(game, d, cards(named)) if named else [])
    assert sorted(draw_titles(game, 0)) == sorted(cards(kept))
    assert len(game.choices[-1]) == 5


def test_the_contracts_own_loop_plays_games_with_shootouts_through():
    """engine-contract.md's loop answers every question with its first option's id (a single id for a
    multi-pick too); with the keep-five filled it plays these games through their shootouts."""
    from pathlib import Path

    from doomtown_tui.engine import Game, load_deck

    decks = Path(__file__).resolve().parents[1] / "decks"
    kept = 0
    for a, b in (("entrepreneurs", "anarchists"), ("law-dogs", "anarchists")):    # two keep-fives each, by day 4
        game = Game.new([load_deck(decks / f"{a}.txt"), load_deck(decks / f"{b}.txt")], seed=0, max_days=4)
        while not game.over:
            d = game.decision
            kept += d.kind == "draw_hand"
            game.choose(d.player, d.options[0].id)
    assert kept == 4


def test_a_zero_bullet_lone_shooter_draws_exactly_five_and_gets_no_redraw():
    game = new_game(
        player("Law Dogs", top=PAIR, town_square=["Andreas Andregg"]),
        player("The Sloane Gang", top=HIGH, town_square=["Stevie Lyndon"]),
    )
    call_out(game, "Andreas Andregg", "Stevie Lyndon")
    # One dude each, no bonuses: no shooter, draw or keep question; next is the loser's casualty.
    expect(game, "casualty", 1)
    assert draw_titles(game, 0) == cards(PAIR)
    assert draw_titles(game, 1) == cards(HIGH)


def test_draw_bonus_discard_and_redraw_happens_once_then_keep_five():
    game = new_game(
        player("The Sloane Gang", top="KH KD 2C 5H 9D 3C 7H KC 8D",
               town_square=["Baker Andrews", "Allie Hensman", "Ike Clanton"]),
        player("Law Dogs", top=HIGH, town_square=["Stevie Lyndon"]),
    )
    call_out(game, "Baker Andrews", "Stevie Lyndon")
    join(game, 0, "Allie Hensman", "Ike Clanton")
    pick_shooter(game, 0, "Baker Andrews")
    d = expect(game, "draw", 0)
    with pytest.raises(IllegalChoice):
        game.choose(0, option_ids_for(game, d, cards("2C 3C 5H")))    # more than the draw bonus
    assert draw_titles(game, 0) == cards("KH KD 2C 5H 9D 3C 7H")
    game.choose(0, option_ids_for(game, d, cards("2C 3C")))
    assert draw_titles(game, 0) == cards("KH KD 5H 9D 7H KC 8D")
    assert [c.title for c in game.state.players[0].discard] == cards("2C 3C")
    assert [e.data["count"] for e in events(game, "redraw")] == [2]
    # Only one redraw: the next question is which five to keep.
    d = expect(game, "draw_hand", 0)
    assert (d.min, d.max) == (5, 5)      # (fewer are filled: test_keep_five_fills_a_shorter_pick...)
    with pytest.raises(IllegalChoice):
        game.choose(0, option_ids_for(game, d, cards("KH KD KC 9D 8D 7H")))
    keep(game, 0, "KH KD KC 9D 8D")
    assert draw_titles(game, 0) == cards("KH KD 9D KC 8D")
    assert [c.title for c in game.state.players[0].discard] == cards("2C 3C 5H 7H")
    reveals = {e.data["player"]: e.data["rank"] for e in events(game, "reveal")}
    assert reveals == {0: 4, 1: 1}                                # three kings against high card
    assert game.state.shootout.hands[0].startswith("Three of a Kind")


def test_draw_bonus_discards_are_chosen_without_seeing_the_other_sides_choice():
    # Digest B36(a): the Dealer's discards are not shown before the other player chooses.
    game = new_game(
        player("The Sloane Gang", top="KH KD 2C 5H 9D 3C 7H KC 8D",
               town_square=["Baker Andrews", "Allie Hensman", "Ike Clanton"]),
        player("Law Dogs", top="2H 5D 9C JH KD QH", town_square=["Stevie Lyndon", "Randall"]),
    )
    call_out(game, "Baker Andrews", "Stevie Lyndon")
    join(game, 0, "Allie Hensman", "Ike Clanton")
    join(game, 1, "Randall")
    pick_shooter(game, 0, "Baker Andrews")
    pick_shooter(game, 1, "Stevie Lyndon")
    d = expect(game, "draw", 0)
    game.choose(0, option_ids_for(game, d, cards("2C 3C")))
    d = expect(game, "draw", 1)
    assert d.max == 1
    seen = game.view(1).players[0]
    assert seen.discard == ()
    assert len(seen.draw_hand) == 7
    game.choose(1, option_ids_for(game, d, cards("2H")))
    # Both redraws are carried out once both have chosen.
    assert [c.title for c in game.state.players[0].discard] == cards("2C 3C")
    assert [c.title for c in game.state.players[1].discard] == cards("2H")
    assert draw_titles(game, 0) == cards("KH KD 5H 9D 7H KC 8D")
    assert draw_titles(game, 1) == cards("5D 9C JH KD QH")
    expect(game, "draw_hand", 0)


# --- 10. flight or fight -----------------------------------------------------------------------
def test_the_loser_of_the_round_decides_first_whether_to_flee():
    game = new_game(
        player("Law Dogs", top=PAIR, town_square=["Andreas Andregg"]),
        player("The Sloane Gang", top=HIGH, town_square=["Ike Clanton", "Stevie Lyndon"]),
    )
    call_out(game, "Andreas Andregg", "Ike Clanton")
    join(game, 1, "Stevie Lyndon")
    pick_shooter(game, 1, "Ike Clanton")
    no_redraw(game, 1)
    casualty(game, 1, "discard", "Stevie Lyndon")
    d = expect(game, "flee", 1)                                  # loser first although not Dealer
    assert {o.data["card"] for o in d.options} == {"Ike Clanton"}
    assert (d.min, d.max) == (0, 1)
    game.choose(1, [])
    d = expect(game, "flee", 0)
    assert {o.data["card"] for o in d.options} == {"Andreas Andregg"}


def test_after_identical_hands_the_leader_decides_first_whether_to_flee():
    # Dealer is player 1, so a Dealer-first order would ask player 1 first (digest B38).
    game = new_game(
        player("Law Dogs", top=HIGH, town_square=["Walter Jameson", "Randall"]),
        player("The Sloane Gang", top=HIGH_TWIN, town_square=["Ike Clanton", "Stevie Lyndon"]),
        dealer=1,
    )
    pass_noon(game, 1)
    call_out(game, "Walter Jameson", "Ike Clanton")
    join(game, 0, "Randall")
    join(game, 1, "Stevie Lyndon")
    pick_shooter(game, 1, "Ike Clanton")
    pick_shooter(game, 0, "Walter Jameson")
    no_redraw(game, 1)
    no_redraw(game, 0)
    tie = events(game, "round_tie")
    assert len(tie) == 1
    asked = []
    while game.decision.kind == "casualty":
        asked.append(game.decision.player)
        title = "Stevie Lyndon" if game.decision.player == 1 else "Randall"
        casualty(game, game.decision.player, "discard", title)
    assert sorted(asked) == [0, 1]                                # one casualty each
    expect(game, "flee", 0)
    game.choose(0, [])
    expect(game, "flee", 1)


def test_booted_dudes_and_dudes_at_home_may_flee_after_the_other_posse_is_shot_away():
    game = new_game(
        player("Law Dogs", top=TRIPS, home=["Andreas Andregg", "Wilber Crowley"], booted=["Wilber Crowley"]),
        player("The Sloane Gang", top=HIGH, at={"Law Dogs": ["Stevie Lyndon"]}),
    )
    call_out(game, "Andreas Andregg", "Stevie Lyndon")
    join(game, 0, "Wilber Crowley")
    pick_shooter(game, 0, "Andreas Andregg")
    no_redraw(game, 0)
    d = expect(game, "casualty", 1)                    # three casualties, one dude: aced
    assert [o.data["play"] for o in d.options] == ["ace"]
    game.choose(1, d.options[0].id)
    # The mark's posse is empty, yet the survivors still get their chance to flee.
    d = expect(game, "flee", 0)
    assert {o.data["card"] for o in d.options} == {"Andreas Andregg", "Wilber Crowley"}
    game.choose(0, [o.id for o in d.options])
    assert game.state.shootout is None
    for title in ("Andreas Andregg", "Wilber Crowley"):
        dude = card(game, title)
        assert (dude.location, dude.booted) == ("Law Dogs", True)
    assert {e.data["card"] for e in events(game, "send_home")} == {"Andreas Andregg", "Wilber Crowley"}
    assert [c.title for c in game.state.players[1].boot_hill] == ["Stevie Lyndon"]
    expect(game, "noon", 1)                            # High Noon goes on with the next player


def test_a_posse_that_shoots_the_other_away_wins_even_if_it_then_flees():
    """Rulebook "Ending a Shootout": the winner is the posse standing when the other is emptied; its
    later flight does not undo that (before, a winner that fled home counted as no winner)."""
    game = new_game(
        player("Law Dogs", top=TRIPS, home=["Andreas Andregg", "Wilber Crowley"]),
        player("The Sloane Gang", top=HIGH, at={"Law Dogs": ["Stevie Lyndon"]}),
    )
    call_out(game, "Andreas Andregg", "Stevie Lyndon")
    join(game, 0, "Wilber Crowley")
    pick_shooter(game, 0, "Andreas Andregg")
    no_redraw(game, 0)
    game.choose(1, expect(game, "casualty", 1).options[0].id)
    game.choose(0, [o.id for o in expect(game, "flee", 0).options])      # everybody flees home
    assert game.state.shootout is None
    assert [e.data["winner"] for e in events(game, "shootout_end")] == [0]


def test_survivors_who_stay_remain_where_the_shootout_was():
    game = new_game(
        player("Law Dogs", top=PAIR, town_square=["Andreas Andregg"]),
        player("The Sloane Gang", top=HIGH, town_square=["Stevie Lyndon"]),
    )
    call_out(game, "Andreas Andregg", "Stevie Lyndon")
    casualty(game, 1, "discard", "Stevie Lyndon")
    expect(game, "flee", 0)
    game.choose(0, [])
    assert game.state.shootout is None
    andreas = card(game, "Andreas Andregg")
    assert (andreas.location, andreas.booted) == ("Town Square", False)
    assert sorted(c.title for c in game.state.players[1].discard) == sorted(["Stevie Lyndon", *cards(HIGH)])
    end = events(game, "shootout_end")
    assert [e.data["winner"] for e in end] == [0]
    expect(game, "noon", 1)


def test_a_posse_that_flees_entirely_loses_the_shootout():
    game = new_game(
        player("Law Dogs", top=PAIR, town_square=["Andreas Andregg"]),
        player("The Sloane Gang", top=HIGH, town_square=["Ike Clanton", "Stevie Lyndon"]),
    )
    call_out(game, "Andreas Andregg", "Ike Clanton")
    join(game, 1, "Stevie Lyndon")
    pick_shooter(game, 1, "Ike Clanton")
    no_redraw(game, 1)
    casualty(game, 1, "discard", "Stevie Lyndon")
    game.choose(1, [o.id for o in expect(game, "flee", 1).options])    # the mark may flee too
    # Our ruling: the loser's posse emptied by fleeing ends the shootout at once; only a posse emptied
    # by casualties lets the other side flee afterwards, so the winner is not asked.
    assert game.decision.kind == "noon" and game.decision.player == 1
    assert game.state.shootout is None
    assert [e.data["winner"] for e in events(game, "shootout_end")] == [0]
    ike = card(game, "Ike Clanton")
    assert (ike.location, ike.booted) == ("The Sloane Gang", True)
    assert card(game, "Andreas Andregg").location == "Town Square"


# --- 11. further rounds ----------------------------------------------------------------------
def test_rounds_repeat_with_fresh_shooters_and_hands_until_a_posse_is_empty():
    game = new_game(
        player("Law Dogs", top=PAIR + " " + PAIR, town_square=["Andreas Andregg"]),
        player("The Sloane Gang", top=HIGH + " " + HIGH_TWIN, town_square=["Ike Clanton", "Stevie Lyndon"]),
    )
    call_out(game, "Andreas Andregg", "Ike Clanton")
    join(game, 1, "Stevie Lyndon")
    pick_shooter(game, 1, "Stevie Lyndon")
    no_redraw(game, 1)
    casualty(game, 1, "discard", "Ike Clanton")
    game.choose(1, [])
    game.choose(0, [])
    # Round 2: Stevie alone (0 draw, no backups) so no redraw question; the loser is asked again.
    expect(game, "casualty", 1)
    assert game.state.shootout.round == 2
    assert draw_titles(game, 0) == cards(PAIR)
    assert draw_titles(game, 1) == cards(HIGH_TWIN)
    # Round 1's draw hands went to the discard piles.
    assert [c.title for c in game.state.players[0].discard] == cards(PAIR)
    assert sorted(c.title for c in game.state.players[1].discard) == sorted([*cards(HIGH), "Ike Clanton"])
    assert len([e for e in events(game, "shooter") if e.data["player"] == 1]) == 2
    casualty(game, 1, "discard", "Stevie Lyndon")
    expect(game, "flee", 0)
    game.choose(0, [])
    assert game.state.shootout is None
    assert [e.data["winner"] for e in events(game, "shootout_end")] == [0]


# --- draw hands after a round; jokers ---------------------------------------------------------
def test_a_joker_in_a_final_hand_is_aced_and_the_other_cards_are_discarded():
    game = new_game(
        player("Law Dogs", top="JOKER 4D 8C JD KH", town_square=["Andreas Andregg"]),
        player("The Sloane Gang", top=HIGH, town_square=["Stevie Lyndon"]),
    )
    call_out(game, "Andreas Andregg", "Stevie Lyndon")
    d = expect(game, "joker", 0)
    assert len(d.options) == 52
    assert d.options[0].data["value"] in (4, 8, 11, 13)       # the suggestion makes a pair
    game.choose(0, "13S")                                      # declared: king of spades, a pair of kings
    assert [e.data["rank"] for e in events(game, "reveal") if e.data["player"] == 0] == [2]
    casualty(game, 1, "discard", "Stevie Lyndon")
    game.choose(0, [])
    me, other = game.state.players
    assert [c.title for c in me.boot_hill] == [JOKER]
    assert sorted(c.title for c in me.discard) == sorted(cards("4D 8C JD KH"))
    assert me.draw_hand == () and other.draw_hand == ()
    assert sorted(c.title for c in other.discard) == sorted([*cards(HIGH), "Stevie Lyndon"])


def test_a_joker_thrown_away_before_the_hand_is_final_is_only_discarded():
    game = new_game(
        player("The Sloane Gang", top="JOKER 2C 6H 6D 6C JC KD 9H 4D",
               town_square=["Baker Andrews", "Allie Hensman", "Ike Clanton"]),
        player("Law Dogs", top=HIGH, town_square=["Stevie Lyndon"]),
    )
    call_out(game, "Baker Andrews", "Stevie Lyndon")
    join(game, 0, "Allie Hensman", "Ike Clanton")
    pick_shooter(game, 0, "Baker Andrews")
    d = expect(game, "draw", 0)
    game.choose(0, option_ids_for(game, d, [JOKER, *cards("2C")]))   # the joker goes in the redraw
    keep(game, 0, TRIPS)                                     # 9H 4D left out
    casualty(game, 1, "ace", "Stevie Lyndon")
    game.choose(0, [])
    me = game.state.players[0]
    assert me.boot_hill == ()
    assert sorted(c.title for c in me.discard) == sorted([JOKER, *cards("2C 9H 4D"), *cards(TRIPS)])


# --- ending a shootout through abilities ---------------------------------------------------------
def _send_mark_home_play(window: str, used: list):
    """A stand-in for a card ability: the leader's player may send the opposing mark home booted."""
    def provider(state, who):
        so = state.shootout
        if used or so is None or who != so.leader_player or so.mark not in so.posses[so.mark_player].dudes:
            return []

        def handler():
            used.append(window)
            actions.send_home_booted(state, so.mark)
            return
            yield

        return [(Option("test:send_home", "Send the mark home booted", {"play": "ability"}), handler)]
    return provider


def test_a_posse_emptied_by_a_shootout_play_ends_the_shootout_at_once_with_no_flight(monkeypatch):
    used: list = []
    stand_in_plays(monkeypatch, "shootout", _send_mark_home_play("shootout", used))
    game = new_game(
        player("Law Dogs", top=PAIR, town_square=["Andreas Andregg"]),
        player("The Sloane Gang", top=HIGH, town_square=["Stevie Lyndon"]),
        dealer=1,
    )
    pass_noon(game, 1)
    call_out(game, "Andreas Andregg", "Stevie Lyndon")
    expect(game, "shootout", 0)          # the Dealer (player 1) has no play and passes for itself
    game.choose(0, "test:send_home")
    assert used == ["shootout"]
    # Over at once: no shooters, no draw, no flight for the survivor.
    assert game.state.shootout is None
    assert game.state.players[0].draw_hand == () and game.state.players[1].draw_hand == ()
    assert events(game, "reveal") == []
    assert [e.data["winner"] for e in events(game, "shootout_end")] == [0]
    stevie = card(game, "Stevie Lyndon")
    assert (stevie.location, stevie.booted) == ("The Sloane Gang", True)
    andreas = card(game, "Andreas Andregg")
    assert (andreas.location, andreas.booted) == ("Town Square", False)
    expect(game, "noon", 1)


def test_shootout_effects_last_until_the_shootout_ends(monkeypatch):
    used: list = []

    def provider(state, who):
        so = state.shootout
        if used or so is None or who != so.leader_player:
            return []

        def handler():
            used.append(True)
            actions.add_effect(state, "bullets", target=so.leader, amount=2, until="shootout", reason="test boost")
            return
            yield

        return [(Option("test:boost", "Leader gets +2 bullets for the shootout", {"play": "ability"}), handler)]

    stand_in_plays(monkeypatch, "shootout", provider)
    game = new_game(
        player("Law Dogs", top="4H 4D 8C JD KH 2C 3C", town_square=["Andreas Andregg"]),
        player("The Sloane Gang", top=HIGH, town_square=["Stevie Lyndon"]),
    )
    call_out(game, "Andreas Andregg", "Stevie Lyndon")
    game.choose(0, "test:boost")
    assert card(game, "Andreas Andregg").bullets == 2
    keep(game, 0, PAIR)                                  # 0 stud + 2 bullets: seven cards drawn
    assert (posse_view(game, 0).stud_bonus, posse_view(game, 0).draw_bonus) == (2, 0)
    casualty(game, 1, "discard", "Stevie Lyndon")
    game.choose(0, [])
    assert game.state.shootout is None
    assert card(game, "Andreas Andregg").bullets == 0


def test_a_posse_emptied_by_a_resolution_play_ends_before_casualties_and_flight(monkeypatch):
    used: list = []
    stand_in_plays(monkeypatch, "resolution", _send_mark_home_play("resolution", used))
    game = new_game(
        player("Law Dogs", top=HIGH, town_square=["Andreas Andregg"]),
        player("The Sloane Gang", top=PAIR, town_square=["Stevie Lyndon"]),
    )
    call_out(game, "Andreas Andregg", "Stevie Lyndon")
    expect(game, "resolution", 0)
    assert len(events(game, "reveal")) == 2
    game.choose(0, "test:send_home")
    assert game.state.shootout is None
    assert events(game, "round_result") == [] and events(game, "round_tie") == []
    # Hands were still thrown away; Andreas (the losing hand) is untouched.
    assert game.state.players[0].draw_hand == () and game.state.players[1].draw_hand == ()
    assert sorted(c.title for c in game.state.players[1].discard) == sorted(cards(PAIR))
    assert card(game, "Andreas Andregg").location == "Town Square"
    expect(game, "noon", 1)


def test_no_player_sees_anothers_leftover_cards_before_keeping_five():
    """Each player forms a five-card hand and discards the rest (rulebook "Shootout", step 4) without seeing the
    other's discards: Clint Ramsey (2 stud bullets) and Nathan Shane (1) draw 7 and 6; when Nathan's player
    keeps five, Clint's two leftovers are still unseen; then both sets go to the discard piles."""
    from tests.cards.helpers import FILLER
    from tests.cards.helpers import cards as faces

    game = scenario(phase="high_noon", dealer=0, players=[
        dict(outfit="Law Dogs", town_square=["Clint Ramsey"], deck=faces("2H 2D 5C 5S 9H QD 3C " + FILLER)),
        dict(outfit="Morgan Regulators", town_square=["Nathan Shane"], deck=faces("4H 5D 6C 7S 8H KC " + FILLER)),
    ], shootout=dict(posses=[["Clint Ramsey"], ["Nathan Shane"]]))
    while (game.decision.kind, game.decision.player) != ("draw_hand", 1):
        d = game.decision
        if d.kind == "draw_hand":
            game.choose(0, [o.id for o in d.options if o.data["suggested"]])
        else:
            game.choose(d.player, [] if d.multi else next((o.id for o in d.options if o.data.get("play") == "pass"),
                                                          d.options[0].id))
    seen_by_1 = game.view(1).players[0]
    assert (seen_by_1.discard, len(seen_by_1.draw_hand)) == ((), 5)   # the two set aside face down
    game.choose(1, [o.id for o in game.decision.options if o.data["suggested"]])
    assert [len(p.discard) for p in game.view(1).players] == [2, 1]
    assert [len(p.draw_hand) for p in game.view(1).players] == [5, 5]

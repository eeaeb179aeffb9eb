"""Twists (rulebook "Automaton Variant", Twists; spec case 39 and the rest), the Automaton's set-up,
Nightfall discards, Jokers in its lowball hand (cases 1, 2, 32), and Bragging Rights."""
from __future__ import annotations

import pytest

from doomtown_tui.engine import Game, load_deck
from tests.cards.helpers import cards, play, uid_of
from tests.solo.helpers import A, H, answer, data_of, drive, events_of, human_answer, let_automaton_play, solo

LAW = dict(outfit="Law Dogs", booted=["Law Dogs"], stash=0)


def test_the_automaton_takes_its_decks_marked_starting_gang():
    """Case 1."""
    deck = load_deck("decks/law-dogs.txt")
    game = Game.new([load_deck("decks/outlaws.txt"), deck], seed=3, options={"automaton": {"seat": A}})
    drive(game, "starting_gang")
    choice = answer(game)
    assert choice.answer == "marked"
    assert sorted(data_of(game, choice)["cards"]) == ['"Thunder Boy" Nabbe', "Hattie DeLorre", "Philip Swinford",
                                                      "Rob Wilby", "Tommy Harden"]


def test_a_joker_in_its_lowball_hand_takes_the_suggested_identity():
    """Case 2: the engine's suggestion (the best lowball identity) is the first option."""
    game = solo(phase="gamblin", dealer=A, players=[
        dict(outfit="Law Dogs", deck_top=cards("2H 2D 5S 5C 9H")),
        dict(outfit="The Sloane Gang", deck_top=[*cards("2S 3H 5D 7C"), "Joker (black)"]),
    ])
    assert game.decision.kind == "joker" and game.decision.player == A
    assert answer(game).answer == game.decision.options[0].id
    assert "suggested" in game.decision.options[0].label


def test_nightfall_discards_start_from_the_right():
    """Case 32: the oldest card goes, and as many as allowed; so does the hand-size trim."""
    game = solo(phase="nightfall", dealer=A, players=[
        dict(outfit="Law Dogs"),
        dict(LAW, hand=["Shotgun", "Roan", "Tin Star", "Ambush", "Pistol Whip"]),
    ])
    assert game.decision.kind == "nightfall_discard"
    assert data_of(game, answer(game))["card"] == "Shotgun"


def test_endless_dudes_adds_a_gunslinger_that_stays_each_high_noon():
    """Case 39: one at home on day 1, still there after a shootout it survived, two on day 2."""
    game = solo(dealer=H, twists=("endless_dudes",), players=[
        dict(outfit="The Sloane Gang", town_square=["Hattie DeLorre"], home=["Ike Clanton"],
             deck_top=cards("2H 3D 5S 7C 9H") * 3),
        dict(LAW, town_square=["Tommy Harden"], deck_top=["Tin Star"] * 3 + cards("KS KH KD KC QS QH QD")),
    ])
    tokens = [c for c in game.raw.in_play() if c.title == "Gunslinger"]
    assert len(tokens) == 1 and tokens[0].location == game.raw.home_of(A) and tokens[0].controller == A
    # the human calls out Tommy; the token (at home, next to the town square) joins him; they win
    play(game, play="callout", card="Hattie DeLorre", target_card="Tommy Harden")
    for _ in range(300):
        if game.raw.shootout is None and events_of(game, "shootout_end"):
            break
        game.choose(game.decision.player, answer(game).answer if game.decision.player == A else human_answer(game))
    token = game.raw.cards[tokens[0].uid]
    assert token.zone == "play"
    assert [e for e in events_of(game, "join_posse") if e.data["uid"] == token.uid]
    for _ in range(400):
        if game.raw.day == 2 and game.raw.phase == "high_noon":
            break
        game.choose(game.decision.player, answer(game).answer if game.decision.player == A else human_answer(game))
    assert len([c for c in game.raw.in_play() if c.title == "Gunslinger"]) == 2


@pytest.mark.parametrize("twist, stat", [("shooty_dudes", "bullets"), ("influential_dudes", "influence")])
def test_its_dudes_enter_play_with_a_permanent_point_more(twist, stat):
    game = Game.new([load_deck("decks/outlaws.txt"), load_deck("decks/law-dogs.txt")], seed=5,
                    options={"automaton": {"seat": A, "twists": [twist]}})
    for _ in range(60):
        if game.raw.phase != "setup":
            break
        game.choose(game.decision.player, answer(game).answer if game.decision.player == A else human_answer(game))
    tommy = game.state.card(uid_of(game, "Tommy Harden", owner=A))
    printed = {"bullets": 1, "influence": 1}[stat]
    assert getattr(tommy, stat) == printed + 1
    theirs = [c for c in game.state.in_play if c.owner == H and c.type == "dude"]
    assert all(getattr(c, stat) == c.printed[stat] for c in theirs)


def test_double_plays_play_a_card_and_use_an_ability_in_one_pull():
    """A ♠ pull: Rob Wilby is recruited (step 2) and Ike Clanton's ability is used too (step 3)."""
    game = solo(dealer=A, twists=("double_plays",), players=[
        dict(outfit="Law Dogs", street_left=["The Mayor's Office"]),
        dict(outfit="The Sloane Gang", stash=1, town_square=["Ike Clanton"], deck_top=["Rob Wilby"]),
    ])
    let_automaton_play(game)
    assert [e.data["card"] for e in events_of(game, "enter_play") if e.data["player"] == A][-1] == "Rob Wilby"
    assert [e for e in events_of(game, "ability") if e.data["player"] == A]
    assert game.raw.players[A].stash == 0          # both steps did something: no recompense


def test_double_plays_pay_recompense_for_each_step_that_did_nothing():
    game = solo(dealer=A, twists=("double_plays",), players=[
        dict(outfit="Law Dogs"),
        dict(LAW, home=["Tommy Harden"], booted=["Law Dogs", "Tommy Harden"], deck_top=["Rob Wilby"]),
    ])
    assert game.raw.players[A].stash == 2


def test_delayed_recompense_waits_on_its_deeds_until_production():
    """1 GR goes onto its best deed instead of its stash; in Production it is taken from deeds it controls."""
    game = solo(dealer=A, twists=("delayed_recompense",), players=[
        dict(outfit="Law Dogs", street_left=["Dead Dog Tavern"], at={"Dead Dog Tavern": ["Hattie DeLorre"]}),
        dict(LAW, home=["Tommy Harden"], booted=["Law Dogs", "Tommy Harden"], street_left=["Railroad Station"],
             street_right=["Sherman Mortgage"], deck_top=["Rob Wilby"] * 3),
    ])
    assert game.raw.players[A].stash == 0
    station = uid_of(game, "Railroad Station")
    assert game.raw.automaton.recompense == {station: 1}          # CP 1 and production 2 beat Sherman's 1
    assert game.state.automaton.recompense == (("Railroad Station", 1),)
    game.choose(H, "pass")
    let_automaton_play(game)          # the next point goes to the other deed: spread evenly
    assert game.raw.automaton.recompense == {station: 1, uid_of(game, "Sherman Mortgage"): 1}


def test_bragging_rights_adds_the_rulebooks_parts():
    """Costs 5 (Tommy) + 1 (Tin Star) + 3 (Railroad Station); 7 GR -> 3; 1 CP above 0 influence -> 5;
    1 influence above 0 CP -> 2; a dude in their Boot Hill +2 (an action there counts nothing); one in
    ours -4; two full days -> -10."""
    game = solo(phase="sundown", day=2, players=[
        dict(outfit="Law Dogs", stash=7, street_left=["Railroad Station"], home=["Tommy Harden"],
             attach={"Tommy Harden": ["Tin Star"]}, boot_hill=["Rob Wilby"]),
        dict(outfit="The Sloane Gang", boot_hill=["Ike Clanton", "Ambush"]),
    ])
    score = game.bragging_rights(H)
    parts = {label: points for label, _, points in score.parts}
    assert parts == {"cost of your cards in play": 9, "half your stash": 3,
                     "control points above their influence": 5, "influence above their control points": 2,
                     "dudes in their Boot Hill": 2, "dudes in your Boot Hill": -4, "full days played": -10}
    assert score.total == 7


def test_a_day_capped_game_is_scored_with_its_last_sundowns_totals():
    """The score's influence and control are the Sundown totals at the game's end (automaton.md 6.2). Ezrael Jones
    (influence 1) wears Hawley's Rose at the General Store with an opposing dude there: during Sundown he has 1 + 1
    + 1 = 3 influence against the Automaton's 0 control points (2 x 3 = 6 points). The day cap ends the game after
    that day's Nightfall, when the Rose's Sundown influence is gone; the score still counts 3."""
    game = solo(phase="sundown", dealer=H, max_days=1, players=[
        dict(outfit="Law Dogs", at={"General Store": ["Ezrael Jones"]}, attach={"Ezrael Jones": ["Hawley's Rose"]},
             street_right=["General Store"]),
        dict(outfit="The Sloane Gang", at={"General Store": ["Shi Long Peng"]}),
    ])
    assert [e.data["influence"] for e in game.events if e.kind == "standing"] == [3, 1]
    while not game.over:
        d = game.decision
        game.choose(d.player, [] if d.multi else d.options[0].id)
    assert game.raw.phase == "nightfall" and game.winner is None
    parts = {label: (count, points) for label, count, points in game.bragging_rights(H).parts}
    assert parts["influence above their control points"] == (3, 6)


def test_the_hand_size_trim_after_a_pull_discards_the_oldest_card():
    """Case 32, second half: five cards in hand plus an unplayable ♠ pull (Bass Reeves, at 0 GR) make six;
    the trim at the end of the pull discards the oldest, Shotgun."""
    game = solo(dealer=A, players=[
        dict(outfit="The Sloane Gang"),
        dict(LAW, home=["Tommy Harden"], booted=["Law Dogs", "Tommy Harden"],
             hand=["Shotgun", "Roan", "Tin Star", "Ambush", "Pistol Whip"], deck_top=["Bass Reeves"]),
    ])
    assert game.decision.kind == "hand_limit" and game.decision.player == A
    choice = answer(game)
    assert data_of(game, choice)["card"] == "Shotgun"
    game.choose(A, choice.answer)
    assert [game.raw.cards[u].title for u in game.raw.players[A].hand] == [
        "Roan", "Tin Star", "Ambush", "Pistol Whip", "Bass Reeves"]


def test_delayed_recompense_after_production_starts_again_at_its_best_deed():
    """RB 1655: each point goes where the least waits, in the twist's priority. Day 1 puts one on Railroad
    Station and one on Sherman Mortgage; Production takes both (it controls both deeds); day 2's first point
    goes to Railroad Station again, not on to its home (the next place of a rotation that was never reset).
    The human's ten top cards are all different (its Nightfall draw and a legal lowball hand: no pull then)."""
    game = solo(dealer=A, twists=("delayed_recompense",), players=[
        dict(outfit="Law Dogs", street_left=["Dead Dog Tavern"], at={"Dead Dog Tavern": ["Hattie DeLorre"]},
             home=["Philip Swinford"], deck_top=cards("2H 5D 9C JH KD 3S 4C 6H 7S 9D")),
        dict(LAW, home=["Tommy Harden"], booted=["Law Dogs", "Tommy Harden"], street_left=["Railroad Station"],
             street_right=["Sherman Mortgage"], deck_top=["Rob Wilby"] * 3),
    ])
    station, sherman = uid_of(game, "Railroad Station"), uid_of(game, "Sherman Mortgage")
    game.choose(H, "pass")
    let_automaton_play(game)
    assert game.raw.automaton.recompense == {station: 1, sherman: 1}
    drive(game, "automaton_move")       # day 2's first pull at High Noon (♠ or not: step 1 is asked first)
    assert game.raw.day == 2 and game.raw.automaton.recompense == {}
    placed = len(events_of(game, "recompense"))
    while len(events_of(game, "recompense")) == placed:
        d = game.decision
        game.choose(d.player, answer(game).answer if d.player == A else human_answer(game))
    assert events_of(game, "recompense")[placed].data["to_uid"] == station

"""The scenario builder's ``shootout=`` keyword: a game that starts inside a shootout behaves as the
same game played to that point (same log, same question, same uids), plays the shootout out, hands
High Noon back to the right player, saves and replays; impossible set-ups raise ValueError."""
from __future__ import annotations

import re

import pytest

from doomtown_tui.engine import Game
from doomtown_tui.engine.testing import scenario
from tests.cards.helpers import (
    FILLER,
    cards,
    end_shootout,
    events,
    option,
    play,
    posse_titles,
)


def _players(p0_top: str = "", p1_top: str = "", **p0: object) -> list[dict]:
    """Law Dogs (Clint Ramsey and Rob Wilby) and Sloane (Pancho Castillo) at the town square."""
    return [dict(outfit="Law Dogs", town_square=["Clint Ramsey", "Rob Wilby"], deck=cards(p0_top + " " + FILLER), **p0),
            dict(outfit="The Sloane Gang", town_square=["Pancho Castillo"], deck=cards(p1_top + " " + FILLER))]


POSSES = [["Clint Ramsey", "Rob Wilby"], ["Pancho Castillo"]]


def _played_to_posses(**kw: object) -> Game:
    """The same position, the callout and the joining played by hand."""
    game = scenario(players=_players(**kw))
    play(game, play="callout", card="Clint Ramsey", target_card="Pancho Castillo")
    play(game, play="accept")
    play(game, play="join", card="Rob Wilby")
    assert game.decision.kind == "shooter"   # no more joiners, no Shootout plays: the shooters come next
    return game


def _log(game: Game) -> list[tuple[str, str]]:
    return [(e.kind, e.text) for e in game.events]


def test_the_shootout_step_is_the_position_a_callout_and_the_joining_lead_to():
    built = scenario(players=_players(), shootout=dict(posses=POSSES))
    played = _played_to_posses()
    assert _log(built) == _log(played)
    assert built.decision == played.decision
    assert built.state == played.state
    assert built.choices == ()                              # the builder's answers are not the game's choices
    assert posse_titles(built, 0) == ["Clint Ramsey", "Rob Wilby"]
    assert posse_titles(built, 1) == ["Pancho Castillo"]
    so = built.state.shootout
    assert (so.leader_player, so.mark_player, so.round) == (0, 1, 1)


def test_the_draw_step_has_the_shooters_chosen_and_waits_on_the_draw():
    game = scenario(players=_players(), shootout=dict(posses=POSSES, step="draw", shooters=["Rob Wilby", None]))
    shooters = [(e.data["player"], e.data["uid"], e.data["stud"], e.data["draw"]) for e in events(game, "shooter")]
    rob, pancho = (c.uid for c in game.state.in_play if c.title in ("Rob Wilby", "Pancho Castillo"))
    assert shooters == [(0, rob, 1, 1), (1, pancho, 3, 0)]    # Rob 1 bullet draw + Clint's 1 stud; Pancho 3 stud
    assert (game.decision.kind, game.decision.player) == ("draw", 0)


def test_the_resolution_step_reveals_the_given_hands_and_the_shootout_plays_on():
    hands = [cards("2H 2D 5C 9C QH"), cards("4H 4D 8C 8D KH")]          # a pair against two pair
    game = scenario(players=_players(), shootout=dict(posses=POSSES, step="resolution", hands=hands))
    reveals = [(e.data["player"], e.data["rank"]) for e in events(game, "reveal")]
    assert reveals == [(0, 2), (1, 3)]
    assert (game.decision.kind, game.decision.player) == ("casualty", 0)   # no Resolution plays: Player 1 loses by 1
    assert [e.data["casualties"] for e in events(game, "round_result")] == [1]


def test_after_the_shootout_high_noon_resumes_with_the_other_player():
    game = scenario(players=_players(), shootout=dict(posses=POSSES))
    end_shootout(game)
    assert (game.decision.kind, game.decision.player) == ("noon", 1)
    assert game.state.phase == "high_noon"


def test_the_second_player_may_lead_the_dealer_passing_first():
    players = [dict(outfit="Law Dogs", town_square=["Clint Ramsey"]),
               dict(outfit="The Sloane Gang", town_square=["Pancho Castillo"])]
    game = scenario(players=players, shootout=dict(posses=[["Clint Ramsey"], ["Pancho Castillo"]], leader=1))
    assert [e.data["player"] for e in events(game, "pass")] == [0]
    assert [e.data["uid"] for e in events(game, "callout")] == [game.state.shootout.leader]
    assert game.state.card(game.state.shootout.leader).title == "Pancho Castillo"
    end_shootout(game)
    assert (game.decision.kind, game.decision.player) == ("noon", 0)


def test_a_shootout_scenario_saves_loads_and_replays():
    game = scenario(players=_players(), shootout=dict(posses=POSSES, shooters=["Rob Wilby", None]))
    game.choose(0, option(game, play="shooter", card="Clint Ramsey"))
    loaded = Game.from_json(game.to_json())
    assert loaded.decision == game.decision and _log(loaded) == _log(game)
    assert loaded.state == game.state
    undone = game.replay(0)
    assert _log(undone) == _log(scenario(players=_players(), shootout=dict(posses=POSSES)))
    assert undone.decision.kind == "shooter"


@pytest.mark.parametrize("shootout, phase, message", [
    (dict(posses=[["Wendy Happenstance"], ["Pancho Castillo"]]), "high_noon",
     "'Wendy Happenstance' is not a dude in play for player 0"),
    (dict(posses=[["Clint Ramsey"], ["Clint Ramsey"]]), "high_noon",
     "'Clint Ramsey' is not a dude in play for player 1"),
    (dict(posses=[["Clint Ramsey", "Clint Ramsey"], ["Pancho Castillo"]]), "high_noon", "listed twice"),
    (dict(posses=[["Clint Ramsey", "Jacqueline Isham"], ["Pancho Castillo"]]), "high_noon",
     "Jacqueline Isham is at Law Dogs, not at the shootout's location Town Square"),
    (dict(posses=[["Clint Ramsey"], []]), "high_noon", "player 1's posse is empty"),
    (dict(posses=[["Clint Ramsey"], ["Pancho Castillo"]]), "sundown", "at high_noon, not 'sundown'"),
    (dict(posses=[["Clint Ramsey"], ["Pancho Castillo"]], step="flee"), "high_noon", "not 'flee'"),
    (dict(posses=[["Clint Ramsey"], ["Pancho Castillo"]], where="here"), "high_noon",
     "unknown shootout keys: ['where']"),
    (dict(posses=[["Clint Ramsey"], ["Pancho Castillo"]], shooters=["Rob Wilby", None]), "high_noon",
     "shooter 'Rob Wilby' is not in player 0's posse"),
    (dict(posses=[["Clint Ramsey"], ["Pancho Castillo"]], hands=[cards("2H 3H"), None]), "high_noon",
     "player 0's draw hand must be five titles"),
])
def test_impossible_shootouts_are_refused(shootout, phase, message):
    players = [dict(outfit="Law Dogs", town_square=["Clint Ramsey", "Rob Wilby"], home=["Jacqueline Isham"]),
               dict(outfit="The Sloane Gang", town_square=["Pancho Castillo"])]
    with pytest.raises(ValueError, match=re.escape(message)):
        scenario(phase=phase, players=players, shootout=shootout)


def test_a_booted_leader_cannot_start_the_callout():
    players = [dict(outfit="Law Dogs", town_square=["Clint Ramsey"], booted=["Clint Ramsey"]),
               dict(outfit="The Sloane Gang", town_square=["Pancho Castillo"])]
    with pytest.raises(ValueError, match="Clint Ramsey cannot call out Pancho Castillo"):
        scenario(players=players, shootout=dict(posses=[["Clint Ramsey"], ["Pancho Castillo"]]))


def test_the_automaton_cannot_lead():
    players = [dict(outfit="Law Dogs", town_square=["Clint Ramsey"]),
               dict(outfit="The Sloane Gang", town_square=["Pancho Castillo"])]
    with pytest.raises(ValueError, match="the Automaton cannot lead"):
        scenario(players=players, options={"automaton": {"seat": 0}},
                 shootout=dict(posses=[["Clint Ramsey"], ["Pancho Castillo"]]))


# --- the contract's "posse members" multi-pick: a list of join ids answers a run of join_posse --------
def _at_joining() -> Game:
    """Clint Ramsey has called out Pancho Castillo; Rob Wilby and Jacqueline Isham may still join him."""
    game = scenario(players=[dict(outfit="Law Dogs", town_square=["Clint Ramsey", "Rob Wilby", "Jacqueline Isham"]),
                             dict(outfit="The Sloane Gang", town_square=["Pancho Castillo"])])
    play(game, play="callout", card="Clint Ramsey", target_card="Pancho Castillo")
    play(game, play="accept")
    assert (game.decision.kind, game.decision.player) == ("join_posse", 0)
    return game


def test_a_list_of_join_ids_joins_them_in_order_and_closes_the_posse():
    game = _at_joining()
    jacqueline = option(game, play="join", card="Jacqueline Isham")
    game.choose(0, [jacqueline])
    assert posse_titles(game, 0) == ["Clint Ramsey", "Jacqueline Isham"]      # Rob Wilby stays out: done
    assert game.choices[-2:] == (jacqueline, "done")                          # recorded one at a time
    by_hand = _at_joining()
    play(by_hand, play="join", card="Jacqueline Isham")
    play(by_hand, play="done")
    assert by_hand.state == game.state and by_hand.decision == game.decision
    loaded = Game.from_json(game.to_json())
    assert loaded.state == game.state and loaded.decision == game.decision


def test_a_list_of_everyone_joins_them_all():
    game = _at_joining()
    ids = [option(game, play="join", card="Rob Wilby"), option(game, play="join", card="Jacqueline Isham")]
    game.choose(0, ids)
    assert posse_titles(game, 0) == ["Clint Ramsey", "Rob Wilby", "Jacqueline Isham"]
    assert game.decision.kind != "join_posse" or game.decision.player != 0


@pytest.mark.parametrize("bad", ["repeat", "other", "done_first", "wrong_player"])
def test_a_bad_list_of_join_ids_changes_nothing(bad):
    from doomtown_tui.engine import IllegalChoice

    game = _at_joining()
    rob = option(game, play="join", card="Rob Wilby")
    pancho = str(next(c.uid for c in game.state.in_play if c.title == "Pancho Castillo"))
    answer, player = {"repeat": ([rob, rob], 0), "other": ([rob, f"join:{pancho}"], 0),
                      "done_first": (["done", rob], 0), "wrong_player": ([rob], 1)}[bad]
    before, decision = game.to_json(), game.decision
    with pytest.raises(IllegalChoice):
        game.choose(player, answer)
    assert game.to_json() == before and game.decision == decision


def test_draw_and_keep_options_name_their_card():
    """The contract's ``Option.data``: a draw-bonus discard and a kept card carry the card's title."""
    game = scenario(players=_players(), shootout=dict(posses=POSSES, step="draw", shooters=["Rob Wilby", None]))
    seen = set()
    while game.decision.kind in ("draw", "draw_hand"):
        d = game.decision
        for o in d.options:
            assert o.data["card"] == game.state.card(o.data["uid"]).title, (d.kind, o.data)
        seen.add(d.kind)
        game.choose(d.player, [o.id for o in d.options][:d.min])
    assert seen == {"draw", "draw_hand"}


# --- the scenario builder refuses positions no game reaches, and names cards by title or code --------
@pytest.mark.parametrize("p0, kw, message", [
    (dict(street_left=["Pat's Perch"]), {}, "Pat's Perch is an Out of Town deed"),
    (dict(out_of_town=["Rob Wilby"]), {}, "Rob Wilby is not an Out of Town deed"),
    (dict(out_of_town=["Circle M Ranch"]), {}, "Circle M Ranch is not an Out of Town deed"),
    (dict(home=["Rob Wilby"], attach={"Rob Wilby": ["Shotgun", "Bowie Knife"]}), {}, "one Weapon per dude"),
    (dict(home=["Rob Wilby"], attach={"Rob Wilby": ["Roan", "Ragged Mule"]}), {}, "one Horse per dude"),
    (dict(home=["Rob Wilby"], attach={"Rob Wilby": ["Clint Ramsey"]}), {}, "Clint Ramsey cannot be attached (dude)"),
    (dict(home=["Rob Wilby"], attach={"Rob Wilby": ["Coachwhip!"]}), {}, "Coachwhip! cannot be attached (action)"),
    (dict(street_left=["Circle M Ranch"], attach={"Circle M Ranch": ["Shotgun"]}), {}, "goes on a dude"),
    (dict(attach={"Law Dogs": ["Shotgun"]}), {}, "goes on a dude, not on the outfit Law Dogs"),
    (dict(home=["Rob Wilby", "Rob Wilby"]), {}, "Rob Wilby is unique"),
    (dict(home=["Rob Wilby"], town_square=["24092"]), {}, "Rob Wilby is unique"),
    (dict(at={"Rob Wilby": ["Clint Ramsey"]}, home=["Rob Wilby"]), {}, "no location named 'Rob Wilby'"),
    ({}, dict(dealer=2), "the dealer is a seat from 0 to 1, not 2"),
    ({}, dict(dealer=-1), "the dealer is a seat from 0 to 1, not -1"),
    ({}, dict(day=0), "the day must be a whole number of at least 1"),
    (dict(stash=-3), {}, "player 0's stash must be a whole number of at least 0"),
    (dict(home=["Rob Wilby"], bounty={"Rob Wilby": -2}), {}, "the bounty on Rob Wilby must be"),
    (dict(hand=["The Sloane Gang"]), {}, "The Sloane Gang is an outfit: it is never in a hand"),
    (dict(deck_top=["Law Dogs"]), {}, "Law Dogs is an outfit: it is never in a deck"),
    (dict(discard=["Gunslinger"]), {}, "Gunslinger is a token: it is never in a discard"),
    (dict(street_left=["Circle M Ranch"], bounty={"Circle M Ranch": 2}), {}, "Circle M Ranch is not a dude"),
    (dict(bounty={"Law Dogs": 1}), {}, "Law Dogs is not a dude: only dudes carry bounty"),
    (dict(home=["Dude A", "Rob Wilby"], hand=["Card B"], at={"Deed X": ["Dude A"]}), {},
     "unknown cards in scenario: 'Card B', 'Dude A', 'Deed X'"),
])
def test_impossible_positions_are_refused(p0, kw, message):
    with pytest.raises(ValueError, match=re.escape(message)):
        scenario(players=[dict(outfit="Law Dogs", **p0), dict(outfit="The Sloane Gang")], **kw)


def test_possible_positions_still_build():
    game = scenario(players=[
        dict(outfit="Law Dogs", home=["Rob Wilby"], out_of_town=["Pat's Perch"], street_left=["Circle M Ranch"],
             attach={"Rob Wilby": ["Shotgun", "Roan"]}),
        dict(outfit="The Sloane Gang", home=["Rob Wilby"])], dealer=1)   # each player may have his own copy
    assert game.decision.player == 1
    assert [c.title for c in game.state.in_play].count("Rob Wilby") == 2


def test_a_card_placed_by_code_is_named_by_title_and_the_other_way_round():
    """Rob Wilby is DT2 code 24092: placed one way, he is found the other way by every keyword."""
    game = scenario(players=[dict(outfit="Law Dogs", home=["24092"], booted=["Rob Wilby"], bounty={"rob wilby": 2},
                                  attach={"Rob Wilby": ["Shotgun"]}),
                             dict(outfit="The Sloane Gang", home=["Rob Wilby"], booted=["24092"])])
    robs = {c.owner: c for c in game.state.in_play if c.title == "Rob Wilby"}
    assert robs[0].booted and robs[1].booted and (robs[0].bounty, robs[1].bounty) == (2, 0)
    assert [game.state.card(u).title for u in robs[0].attachments] == ["Shotgun"]
    ranch = scenario(players=[dict(outfit="24009", street_left=["24125"], at={"Circle M Ranch": ["Rob Wilby"]},
                                   home=["Clint Ramsey"]),
                              dict(outfit="The Sloane Gang", at={"Law Dogs": ["24083"]})],
                     shootout=dict(posses=[["24101"], ["Pancho Castillo"]], shooters=["Clint Ramsey", None]))
    assert next(c for c in ranch.state.in_play if c.title == "Rob Wilby").location == "Circle M Ranch"
    assert posse_titles(ranch, 0) == ["Clint Ramsey"] and posse_titles(ranch, 1) == ["Pancho Castillo"]


def test_one_title_where_a_list_is_meant_is_named_in_words():
    with pytest.raises(ValueError, match=re.escape("player 0's hand is a list of card titles: write ['Clint Ramsey']")):
        scenario(players=[dict(hand="Clint Ramsey"), {}])

"""High Noon turn order, illegal answers, moving and calling out (rulebook "4. High Noon Phase"
opening, 4.6 and 4.9, "Adjacent", "Out of Town"; digest B9).

Games are built with the scenario builder and driven only through ``game.decision`` and
``game.choose``; options are picked by their ``data``. Player 0 is the Law Dogs (home "Law Dogs"),
player 1 The Sloane Gang (home "The Sloane Gang").
"""
from __future__ import annotations

import pytest

from doomtown_tui.engine import IllegalChoice
from doomtown_tui.engine.testing import scenario

HOME0, HOME1 = "Law Dogs", "The Sloane Gang"
TS = "Town Square"


# --- helpers -------------------------------------------------------------------------------------
def game_with(p0: dict, p1: dict | None = None, **kw):
    return scenario(players=[p0, p1 or {"stash": 0}], **kw)


def noon_for(game, player: int):
    d = game.decision
    assert d is not None, "the game ended"
    assert (d.kind, d.player) == ("noon", player), (d.kind, d.player)
    return d


def opts(game, play: str) -> list:
    return [o for o in game.decision.options if o.data.get("play") == play]


def find(game, play: str, **data):
    found = [o for o in opts(game, play) if all(o.data.get(k) == v for k, v in data.items())]
    assert len(found) == 1, f"{play} {data}: {[o.id for o in game.decision.options]}"
    return found[0]


def in_play(game, title: str, owner: int | None = None):
    hits = [c for c in game.state.in_play if c.title == title and (owner is None or c.owner == owner)]
    assert len(hits) == 1, f"{title}: {len(hits)} in play"
    return hits[0]


def card(game, uid: int):
    return game.state.card(uid)


def loc_uid(game, name: str) -> int:
    hits = [uid for uid, title in game.state.locations if title == name]
    assert len(hits) == 1, name
    return hits[0]


def moves_of(game, uid: int) -> dict[str, bool]:
    """Destination name -> does the move boot, for one dude's move options."""
    return {o.data["to"]: o.data["boots"] for o in opts(game, "move") if o.data["uid"] == uid}


def callouts(game) -> set[tuple[str, str]]:
    return {(card(game, o.data["uid"]).title, card(game, o.data["target"]).title) for o in opts(game, "callout")}


def snapshot(game):
    return game.to_json(), game.state, game.decision, len(game.events)


# --- the phase: alternating plays from the Dealer -------------------------------------------------
@pytest.mark.parametrize("dealer", [0, 1])
def test_dealer_makes_the_first_noon_play(dealer):
    game = game_with(dict(stash=0), dict(stash=0), dealer=dealer)
    assert game.state.phase == "high_noon"
    noon_for(game, dealer)
    assert any(o.id == "pass" and o.data["play"] == "pass" for o in game.decision.options)


def test_plays_alternate_until_both_pass_in_a_row():
    game = game_with(dict(stash=10, hand=["Clint Ramsey", "Shotgun"]),
                     dict(stash=10, hand=["Pancho Castillo", "Roan"]), dealer=1)
    noon_for(game, 1)
    game.choose(1, "pass")
    noon_for(game, 0)
    game.choose(0, find(game, "recruit", card="Clint Ramsey").id)
    # one pass, then a play: the player who passed gets to play again (digest B9)
    noon_for(game, 1)
    game.choose(1, find(game, "recruit", card="Pancho Castillo").id)
    noon_for(game, 0)
    game.choose(0, "pass")
    noon_for(game, 1)
    game.choose(1, "pass")
    # two passes in a row: High Noon is over, Sundown has come and gone, Nightfall asks the Dealer
    assert game.state.phase == "nightfall"
    assert (game.decision.kind, game.decision.player) == ("nightfall_discard", 1)
    kinds = [(e.kind, e.data.get("phase")) for e in game.events]
    assert kinds.index(("phase", "sundown")) < kinds.index(("phase", "nightfall"))
    noon_passes = [e for e in game.events if e.kind == "pass" and e.data.get("window") == "noon"]
    assert [e.data["player"] for e in noon_passes] == [1, 0, 1]
    assert game.state.players[0].stash == 5 and game.state.players[1].stash == 5


def test_a_pass_answered_by_a_play_does_not_end_the_phase():
    game = game_with(dict(stash=0), dict(stash=5, hand=["Clint Ramsey"]))
    game.choose(0, "pass")
    noon_for(game, 1)
    game.choose(1, find(game, "recruit", card="Clint Ramsey").id)
    noon_for(game, 0)
    assert game.state.phase == "high_noon"


# --- illegal answers change nothing -----------------------------------------------------------------
def test_wrong_player_is_refused_and_changes_nothing():
    game = game_with(dict(stash=5, hand=["Clint Ramsey"]), dict(stash=5, hand=["Pancho Castillo"]))
    before = snapshot(game)
    recruit = find(game, "recruit", card="Clint Ramsey")
    with pytest.raises(IllegalChoice):
        game.choose(1, recruit.id)
    with pytest.raises(IllegalChoice):
        game.choose(1, "pass")
    assert snapshot(game) == before
    assert game.choices == ()


@pytest.mark.parametrize("answer", ["nonsense", "recruit:99999", "move:1:2", "", ["pass", "pass"]])
def test_unknown_answers_are_refused_and_change_nothing(answer):
    game = game_with(dict(stash=5, hand=["Clint Ramsey"], home=["Rob Wilby"]))
    before = snapshot(game)
    with pytest.raises(IllegalChoice):
        game.choose(0, answer)
    assert snapshot(game) == before
    # the game still takes a legal answer afterwards
    game.choose(0, find(game, "recruit", card="Clint Ramsey").id)
    assert in_play(game, "Clint Ramsey").location == HOME0


def test_a_spent_option_cannot_be_chosen_again():
    game = game_with(dict(stash=10, hand=["Clint Ramsey"]))
    recruit = find(game, "recruit", card="Clint Ramsey")
    game.choose(0, recruit.id)
    game.choose(1, "pass")
    before = snapshot(game)
    with pytest.raises(IllegalChoice):
        game.choose(0, recruit.id)
    assert snapshot(game) == before
    assert game.state.players[0].stash == 5


def test_a_well_formed_but_illegal_play_is_refused():
    # the id format is right, but the dude is booted and the goods too dear: neither is offered
    game = game_with(dict(stash=1, hand=["Shotgun", "Roan"], home=["Clint Ramsey", "Rob Wilby"],
                          booted=["Rob Wilby"]))
    hand = {c.title: c.uid for c in game.state.players[0].hand}
    clint, rob = in_play(game, "Clint Ramsey"), in_play(game, "Rob Wilby")
    assert {o.data["target"] for o in opts(game, "buy")} == {clint.uid}
    before = snapshot(game)
    for bad in (f"buy:{hand['Roan']}:{rob.uid}", f"buy:{hand['Shotgun']}:{clint.uid}",
                f"move:{rob.uid}:0", f"callout:{clint.uid}:{rob.uid}"):
        with pytest.raises(IllegalChoice):
            game.choose(0, bad)
    assert snapshot(game) == before


# --- 4.6 Move -----------------------------------------------------------------------------------------
# The town for the move tests, left to right:
#   player 0: General Store | Law Dogs | Cliff's #4 Saloon | B & B Attorneys;  out of town: Pat's Perch
#   player 1: Shane & Graves Security | The Sloane Gang
TOWN0 = dict(street_left=["General Store"], street_right=["Cliff's #4 Saloon", "B & B Attorneys"],
             out_of_town=["Pat's Perch"])
TOWN1 = dict(street_left=["Shane & Graves Security"])
ALL = {TS, "General Store", HOME0, "Cliff's #4 Saloon", "B & B Attorneys", "Pat's Perch",
       "Shane & Graves Security", HOME1}


def move_game(**where):
    return game_with(dict(stash=0, **TOWN0, **where), dict(stash=0, **TOWN1))


def test_town_layout():
    game = move_game()
    assert game.state.players[0].street == ("General Store", HOME0, "Cliff's #4 Saloon", "B & B Attorneys")
    assert game.state.players[0].out_of_town == ("Pat's Perch",)
    assert game.state.players[1].street == ("Shane & Graves Security", HOME1)
    assert {name for _, name in game.state.locations} == ALL


def test_moves_from_home():
    game = move_game(home=["Clint Ramsey"])
    assert moves_of(game, in_play(game, "Clint Ramsey").uid) == {
        TS: False, "General Store": False, "Cliff's #4 Saloon": False,     # adjacent to home: free
        "B & B Attorneys": True,                                          # two lots away
        "Pat's Perch": True,                                              # out of town: adjacent to nothing
        "Shane & Graves Security": True, HOME1: True,                     # the other street
    }


def test_moves_from_the_town_square():
    game = move_game(town_square=["Clint Ramsey"])
    assert moves_of(game, in_play(game, "Clint Ramsey").uid) == {
        HOME0: True,                                                      # own home: boots
        HOME1: False,                                                     # the opponent's home: free
        "General Store": False, "Cliff's #4 Saloon": False, "B & B Attorneys": False,
        "Shane & Graves Security": False,
        "Pat's Perch": True,                                              # not adjacent to the square
    }


def test_moves_from_a_deed_always_boot():
    game = move_game(at={"Cliff's #4 Saloon": ["Clint Ramsey"]})
    moves = moves_of(game, in_play(game, "Clint Ramsey").uid)
    assert set(moves) == ALL - {"Cliff's #4 Saloon"}
    assert all(moves.values())


def test_moves_from_the_opponents_home_boot():
    game = move_game(at={HOME1: ["Clint Ramsey"]})
    moves = moves_of(game, in_play(game, "Clint Ramsey").uid)
    assert set(moves) == ALL - {HOME1}
    assert all(moves.values())                                            # not this dude's home


def test_booted_dude_cannot_move():
    game = move_game(home=["Clint Ramsey"], town_square=["Rob Wilby"], booted=["Clint Ramsey", "Rob Wilby"])
    assert opts(game, "move") == []


@pytest.mark.parametrize("start, to, boots", [
    ("home", "Cliff's #4 Saloon", False),
    ("home", "B & B Attorneys", True),
    ("home", "Pat's Perch", True),
    ("town_square", HOME0, True),
    ("town_square", HOME1, False),
    ("town_square", "Shane & Graves Security", False),
    ("town_square", "Pat's Perch", True),
])
def test_carrying_out_a_move(start, to, boots):
    game = move_game(**{start: ["Clint Ramsey"]})
    clint = in_play(game, "Clint Ramsey")
    opt = find(game, "move", uid=clint.uid, to=to)
    assert opt.data["boots"] is boots
    game.choose(0, opt.id)
    after = card(game, clint.uid)
    assert (after.location, after.booted) == (to, boots)
    assert game.state.players[0].stash == 0                             # moving costs nothing
    noon_for(game, 1)


def test_moving_in_takes_control_of_a_deed():
    game = move_game(town_square=["Pancho Castillo"])                      # 2 influence
    sgs = loc_uid(game, "Shane & Graves Security")
    assert game.state.controllers[sgs] == 1
    assert (game.state.players[0].control, game.state.players[1].control) == (3, 1)
    game.choose(0, find(game, "move", to="Shane & Graves Security").id)
    assert game.state.controllers[sgs] == 0
    assert (game.state.players[0].control, game.state.players[1].control) == (4, 0)


def test_a_dude_moved_home_for_free_can_move_on():
    game = move_game(home=["Clint Ramsey"])
    clint = in_play(game, "Clint Ramsey")
    game.choose(0, find(game, "move", uid=clint.uid, to=TS).id)
    game.choose(1, "pass")
    assert moves_of(game, clint.uid)[HOME1] is False
    game.choose(0, find(game, "move", uid=clint.uid, to=HOME1).id)
    assert (card(game, clint.uid).location, card(game, clint.uid).booted) == (HOME1, False)


# --- 4.9 Call out ----------------------------------------------------------------------------------------
def callout_game(**extra1):
    return game_with(
        dict(stash=0, street_left=["General Store"],
             home=["Avie Cline"],
             town_square=["Clint Ramsey", "Rob Wilby"], booted=["Rob Wilby"],
             at={"General Store": ["Andreas Andregg"], HOME1: ["Ezrael Jones"]}),
        dict(stash=0, home=["Wilber Crowley"],
             town_square=["Pancho Castillo", "Shi Long Peng"], booted=["Shi Long Peng"],
             at={"General Store": ["El Anónimo"], HOME0: ["Roderick Byre"]}, **extra1),
    )


def test_who_can_call_out_whom():
    game = callout_game()
    assert callouts(game) == {
        ("Clint Ramsey", "Pancho Castillo"),
        ("Clint Ramsey", "Shi Long Peng"),        # a booted mark may be called out
        ("Andreas Andregg", "El Anónimo"),         # at a deed
        ("Avie Cline", "Roderick Byre"),           # an intruder at the caller's home
    }
    # not offered: Rob Wilby is booted; Ezrael Jones stands at the mark's home; never own dudes


def test_refused_callout_sends_the_mark_home_booted():
    game = callout_game()
    clint, pancho = in_play(game, "Clint Ramsey"), in_play(game, "Pancho Castillo")
    game.choose(0, find(game, "callout", uid=clint.uid, target=pancho.uid).id)
    d = game.decision
    assert (d.kind, d.player) == ("callout_response", 1)
    assert {o.data["play"] for o in d.options} == {"accept", "refuse"}
    before = game.to_json()
    with pytest.raises(IllegalChoice):
        game.choose(0, "refuse")                   # only the mark's player answers
    assert game.to_json() == before
    game.choose(1, next(o.id for o in d.options if o.data["play"] == "refuse"))
    assert (card(game, pancho.uid).location, card(game, pancho.uid).booted) == (HOME1, True)
    assert (card(game, clint.uid).location, card(game, clint.uid).booted) == (TS, False)
    assert game.state.shootout is None
    assert game.state.phase == "high_noon"
    noon_for(game, 1)
    # the caller is still unbooted, so it may call out again
    game.choose(1, "pass")
    noon_for(game, 0)
    assert ("Clint Ramsey", "Shi Long Peng") in callouts(game)
    assert ("Clint Ramsey", "Pancho Castillo") not in callouts(game)


def test_booted_mark_cannot_refuse():
    game = callout_game()
    clint, shi = in_play(game, "Clint Ramsey"), in_play(game, "Shi Long Peng")
    game.choose(0, find(game, "callout", uid=clint.uid, target=shi.uid).id)
    d = game.decision
    assert (d.kind, d.player) == ("callout_response", 1)
    assert [o.data["play"] for o in d.options] == ["accept"]
    before = game.to_json()
    with pytest.raises(IllegalChoice):
        game.choose(1, "refuse")
    assert game.to_json() == before


def test_accepted_callout_starts_a_shootout_there():
    game = callout_game()
    clint, pancho = in_play(game, "Clint Ramsey"), in_play(game, "Pancho Castillo")
    game.choose(0, find(game, "callout", uid=clint.uid, target=pancho.uid).id)
    game.choose(1, next(o.id for o in game.decision.options if o.data["play"] == "accept"))
    so = game.state.shootout
    assert so is not None
    assert (so.location, so.leader, so.mark, so.leader_player, so.mark_player) == (TS, clint.uid, pancho.uid, 0, 1)
    assert clint.uid in next(p.dudes for p in so.posses if p.player == 0)
    assert game.state.phase == "high_noon"
    assert card(game, pancho.uid).location == TS


def test_high_noon_resumes_with_the_other_player_after_the_shootout():
    game = game_with(dict(stash=0, town_square=["Clint Ramsey"]), dict(stash=0, town_square=["Rob Wilby"]), seed=3)
    clint, rob = in_play(game, "Clint Ramsey"), in_play(game, "Rob Wilby")
    game.choose(0, find(game, "callout", uid=clint.uid, target=rob.uid).id)
    game.choose(1, "accept")
    steps = 0
    while game.decision.kind != "noon":
        steps += 1
        assert steps < 200, "the shootout does not end"
        assert game.state.phase == "high_noon"
        d = game.decision
        if d.multi:
            game.choose(d.player, [o.id for o in d.options[:d.min]])
        else:
            game.choose(d.player, "pass" if any(o.id == "pass" for o in d.options) else d.options[0].id)
    assert game.state.shootout is None
    assert game.state.phase == "high_noon"
    noon_for(game, 1)
    events = [e.kind for e in game.events]
    assert events.index("shootout") < events.index("shootout_end")


def test_no_callout_from_elsewhere_or_at_the_marks_home():
    game = game_with(dict(stash=0, home=["Clint Ramsey"], at={HOME1: ["Pancho Castillo"]}),
                     dict(stash=0, home=["Rob Wilby"], town_square=["Wilber Crowley"]))
    assert callouts(game) == set()

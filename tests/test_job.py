"""Jobs (rulebook "Jobs", steps 3-8; digest A19-A22, B34) through ``engine.job.job``.

No card script runs a job yet, so each test installs a stand-in Noon ability for player 0 in
place of the Noon ability plays (``tests/stand_ins.stand_in_plays``): choosing it runs ``job.job``
with a success effect that only records that it ran (and where the leader was at that moment).
Everything else is driven through ``game.decision`` / ``game.choose`` like a real game.
"""
from __future__ import annotations

from typing import Any

import pytest

from doomtown_tui.engine import actions, job
from doomtown_tui.engine.cards import card_pool
from doomtown_tui.engine.decision import Option
from doomtown_tui.engine.state import PLAY
from doomtown_tui.engine.testing import scenario
from tests.cards.helpers import card_named, has_option, option_titles, play
from tests.cards.helpers import cards as faces
from tests.stand_ins import stand_in_plays

# --- helpers -----------------------------------------------------------------------------------
_VALUES = {"A": 1, "J": 11, "Q": 12, "K": 13}
_BY_VALUE_SUIT: dict[tuple[int, str], str] = {}
for _c in card_pool():
    if _c.suit and _c.value and not _c.has("Token"):
        _BY_VALUE_SUIT.setdefault((_c.value, _c.suit), _c.title)

HIGH = "2H 5D 9C JH KD"          # rank 1
HIGH_TWIN = "2D 5H 9H JD KC"     # identical to HIGH
PAIR = "4H 4D 8C JD KH"          # rank 2
TAIL = "3H 3D 3C 7H 7D 7C 10H 10D 10C QH QD QC"


def cards(text: str) -> list[str]:
    out = []
    for token in text.split():
        value = _VALUES.get(token[:-1]) or int(token[:-1])
        out.append(_BY_VALUE_SUIT[(value, token[-1])])
    return out


def _in_play(state, title: str) -> int:
    return next(c.uid for c in state.cards.values() if c.zone == PLAY and c.title == title)


def install_job(monkeypatch, leader: str, mark: str) -> dict:
    """Give player 0 a one-use Noon play: ``leader`` runs a job marking ``mark`` (dude or deed)."""
    record: dict = {"started": False, "successes": 0, "leader_at_success": None}

    def provider(state, who):
        if record["started"] or who != 0:
            return []
        leader_uid, mark_uid = _in_play(state, leader), _in_play(state, mark)

        def on_success():
            record["successes"] += 1
            inst = state.cards[leader_uid]
            record["leader_at_success"] = (state.location_name(inst.location), inst.booted)
            actions.log(state, "modify", "the test job's effect happens")
            return
            yield

        def handler():
            record["started"] = True
            yield from job.job(state, leader_uid, mark_uid, on_success, name="test job")

        return [(Option("test:job", f"{leader} runs a job on {mark}", {"play": "ability", "ability": "job"}),
                 handler)]

    stand_in_plays(monkeypatch, "noon", provider)
    return record


def new_game(p0: dict, p1: dict):
    for spec in (p0, p1):
        spec.setdefault("deck", cards(TAIL))
    return scenario(phase="high_noon", dealer=0, players=[p0, p1])


def start_job(game) -> None:
    d = game.decision
    assert (d.kind, d.player) == ("noon", 0)
    game.choose(0, "test:job")


def uid(game, title: str) -> int:
    found = [c.uid for c in game.state.in_play if c.title == title]
    assert len(found) == 1, f"{title} in play {len(found)} times"
    return found[0]


def card(game, title: str):
    return game.state.card(uid(game, title))


def where(game, title: str) -> tuple[str, bool]:
    c = card(game, title)
    return c.location, c.booted


def expect(game, kind: str, who: int):
    d = game.decision
    assert d is not None, "the game ended"
    assert (d.kind, d.player) == (kind, who), f"expected {kind} for {who}, got {d.kind} for {d.player}: {d.prompt}"
    return d


def joinable(decision) -> set[str]:
    return {o.data["card"] for o in decision.options if o.data["play"] == "join"}


def add(game, who: int, title: str) -> None:
    d = expect(game, "join_posse", who)
    game.choose(who, next(o.id for o in d.options if o.data.get("card") == title))


def posse_of(game, who: int) -> set[str]:
    so = game.state.shootout
    posse = next(p for p in so.posses if p.player == who)
    return {game.state.card(u).title for u in posse.dudes}


def kinds(game, kind: str) -> list:
    return [e for e in game.events if e.kind == kind]


# --- 3. the leader's posse, in its fixed order --------------------------------------------------
def test_the_leaders_posse_forms_in_the_fixed_order_and_goes_home_booted_on_success(monkeypatch):
    # Law Dogs street: Circle M Ranch - Law Dogs. Sloane street: The Sloane Gang - Pony Express.
    record = install_job(monkeypatch, "Clint Ramsey", "Stevie Lyndon")
    game = new_game(
        dict(outfit="Law Dogs", street_left=["Circle M Ranch"],
             home=["Clint Ramsey", "Ezrael Jones", "Wilber Crowley"], booted=["Wilber Crowley", "Angela Payne"],
             town_square=["El Anónimo"],
             at={"Circle M Ranch": ["Roderick Byre"], "The Sloane Gang": ["Rob Wilby"],
                 "Pony Express": ["Angela Payne", "Walter Jameson"]}),
        dict(outfit="The Sloane Gang", street_right=["Pony Express"], at={"Pony Express": ["Stevie Lyndon"]}),
    )
    start_job(game)
    assert game.state.shootout.job is True
    assert posse_of(game, 0) == {"Clint Ramsey"}               # the leader is in from the start

    # First: unbooted dudes at the leader's location, booting to join.
    d = expect(game, "join_posse", 0)
    assert joinable(d) == {"Ezrael Jones"}
    add(game, 0, "Ezrael Jones")
    assert where(game, "Ezrael Jones") == ("Law Dogs", True)

    # Second: unbooted dudes beside the leader's location (its street neighbour, the town square).
    d = expect(game, "join_posse", 0)
    assert joinable(d) == {"Roderick Byre", "El Anónimo"}
    add(game, 0, "Roderick Byre")
    assert joinable(expect(game, "join_posse", 0)) == {"El Anónimo"}
    game.choose(0, "done")

    # The posse has moved to the mark; now dudes beside the mark's location may boot and come.
    d = expect(game, "join_posse", 0)
    assert where(game, "Clint Ramsey") == ("Pony Express", False)      # the leader did not boot
    assert where(game, "Ezrael Jones") == ("Pony Express", True)
    assert where(game, "Roderick Byre") == ("Pony Express", True)
    assert joinable(d) == {"Rob Wilby", "El Anónimo"}
    add(game, 0, "Rob Wilby")
    game.choose(0, "done")
    assert where(game, "Rob Wilby") == ("Pony Express", True)

    # Last: dudes at the mark's location join without booting, booted ones too.
    d = expect(game, "join_posse", 0)
    assert joinable(d) == {"Angela Payne", "Walter Jameson"}
    add(game, 0, "Walter Jameson")
    add(game, 0, "Angela Payne")
    assert where(game, "Walter Jameson") == ("Pony Express", False)

    # The mark's side may oppose; it lets the job go ahead.
    d = expect(game, "oppose_job", 1)
    assert {o.id for o in d.options} == {"oppose", "allow"}
    posse = {"Clint Ramsey", "Ezrael Jones", "Roderick Byre", "Rob Wilby", "Walter Jameson", "Angela Payne"}
    assert posse_of(game, 0) == posse
    game.choose(1, "allow")

    assert record["successes"] == 1
    assert record["leader_at_success"] == ("Law Dogs", True)   # sent home before the effect
    for title in posse:
        assert where(game, title) == ("Law Dogs", True), title
    assert where(game, "El Anónimo") == ("Town Square", False)
    assert where(game, "Wilber Crowley") == ("Law Dogs", True)
    assert where(game, "Stevie Lyndon") == ("Pony Express", False)
    assert game.state.shootout is None
    assert len(kinds(game, "job_success")) == 1 and kinds(game, "job_fail") == []
    assert kinds(game, "reveal") == []                          # unopposed: no shootout was fought
    assert all(card(game, t).bounty == 0 for t in posse)        # Pony Express is Public
    expect(game, "noon", 1)


def test_dudes_at_the_leaders_location_join_free_when_it_is_the_marks_location(monkeypatch):
    record = install_job(monkeypatch, "Clint Ramsey", "Stevie Lyndon")
    game = new_game(
        dict(outfit="Law Dogs", town_square=["Clint Ramsey", "El Anónimo", "Ezrael Jones"],
             booted=["Ezrael Jones"], home=["Roderick Byre"]),
        dict(outfit="The Sloane Gang", town_square=["Stevie Lyndon"]),
    )
    start_job(game)
    assert joinable(expect(game, "join_posse", 0)) == {"El Anónimo", "Ezrael Jones"}
    add(game, 0, "El Anónimo")
    add(game, 0, "Ezrael Jones")
    assert where(game, "El Anónimo") == ("Town Square", False)
    assert where(game, "Ezrael Jones") == ("Town Square", True)
    assert joinable(expect(game, "join_posse", 0)) == {"Roderick Byre"}     # beside it: boots
    add(game, 0, "Roderick Byre")
    assert where(game, "Roderick Byre") == ("Town Square", True)
    expect(game, "oppose_job", 1)
    game.choose(1, "allow")
    assert record["successes"] == 1


def test_a_dude_at_the_marks_location_beside_the_leaders_joins_once_free_and_options_say_who_boots(monkeypatch):
    # Law Dogs - Pony Express on one street: Walter Jameson stands at the mark's location, beside the
    # leader's home. He is offered only in the last step, without booting; the booting steps say they boot.
    record = install_job(monkeypatch, "Clint Ramsey", "Stevie Lyndon")
    game = new_game(
        dict(outfit="Law Dogs", street_right=["Pony Express"], home=["Clint Ramsey"], town_square=["El Anónimo"],
             at={"Pony Express": ["Walter Jameson"]}),
        dict(outfit="The Sloane Gang", at={"Pony Express": ["Stevie Lyndon"]}),
    )
    start_job(game)
    offers = []
    while game.decision.kind == "join_posse":
        d = game.decision
        offers.append({(o.data["card"], o.data["boots"], o.label.endswith("(boots)"))
                       for o in d.options if o.data["play"] == "join"})
        game.choose(0, "done" if "Walter Jameson" not in joinable(d) else
                    next(o.id for o in d.options if o.data.get("card") == "Walter Jameson"))
    assert offers == [{("El Anónimo", True, True)},              # beside the leader's home
                      {("El Anónimo", True, True)},              # beside the mark's location
                      {("Walter Jameson", False, False)}]        # at the mark's location: free
    assert where(game, "Walter Jameson") == ("Pony Express", False)
    expect(game, "oppose_job", 1)
    game.choose(1, "allow")
    assert record["successes"] == 1


def test_a_job_nobody_can_oppose_succeeds_without_asking(monkeypatch):
    # The mark is a deed; the Sloane dude beside it is booted, so nobody can form a posse.
    record = install_job(monkeypatch, "Andreas Andregg", "Pony Express")
    game = new_game(
        dict(outfit="Law Dogs", town_square=["Andreas Andregg"]),
        dict(outfit="The Sloane Gang", street_right=["Pony Express"], home=["Stevie Lyndon"],
             booted=["Stevie Lyndon"]),
    )
    start_job(game)
    assert record["successes"] == 1
    assert where(game, "Andreas Andregg") == ("Law Dogs", True)
    assert [e.kind for e in game.events if e.kind in ("job", "job_success", "job_fail")] == ["job", "job_success"]
    expect(game, "noon", 1)


# --- 5-7. opposition and the shootout ----------------------------------------------------------
def _opposed(monkeypatch, p0_top: str, p1_top: str):
    """Andreas Andregg (town square) runs a job on Stevie Lyndon at Pony Express; player 1 opposes
    with Ike Clanton from next door, leaving the mark out."""
    record = install_job(monkeypatch, "Andreas Andregg", "Stevie Lyndon")
    game = new_game(
        dict(outfit="Law Dogs", town_square=["Andreas Andregg"], deck_top=cards(p0_top)),
        dict(outfit="The Sloane Gang", street_right=["Pony Express"], at={"Pony Express": ["Stevie Lyndon"]},
             home=["Ike Clanton", "Randall"], booted=["Randall"], deck_top=cards(p1_top)),
    )
    start_job(game)
    assert where(game, "Andreas Andregg") == ("Pony Express", False)
    expect(game, "oppose_job", 1)
    game.choose(1, "oppose")
    d = expect(game, "join_posse", 1)
    # Formed as for a shootout: the mark joins free, the neighbour boots, the booted neighbour cannot;
    # and somebody must join, so there is no "done" yet.
    assert joinable(d) == {"Stevie Lyndon", "Ike Clanton"}
    assert "done" not in {o.id for o in d.options}
    add(game, 1, "Ike Clanton")
    d = expect(game, "join_posse", 1)
    assert joinable(d) == {"Stevie Lyndon"}
    game.choose(1, "done")                                     # the mark need not join
    assert where(game, "Ike Clanton") == ("Pony Express", True)
    return game, record


def test_an_opposed_job_succeeds_when_the_leaders_posse_wins(monkeypatch):
    game, record = _opposed(monkeypatch, PAIR, HIGH)
    assert posse_of(game, 1) == {"Ike Clanton"}
    d = expect(game, "casualty", 1)
    game.choose(1, d.options[0].id)                            # Ike discarded
    assert record["successes"] == 0                            # not before the shootout is over
    expect(game, "flee", 0)
    game.choose(0, [])
    assert record["successes"] == 1
    assert record["leader_at_success"] == ("Law Dogs", True)
    assert where(game, "Andreas Andregg") == ("Law Dogs", True)
    assert where(game, "Stevie Lyndon") == ("Pony Express", False)
    assert "Ike Clanton" in [c.title for c in game.state.players[1].discard]
    assert len(kinds(game, "job_success")) == 1 and kinds(game, "job_fail") == []
    # The shootout is recorded as won by the leader's side, before its dudes went home.
    assert [e.data["winner"] for e in kinds(game, "shootout_end")] == [0]
    kinds_in_order = [e.kind for e in game.events]
    effect_at = [e.text for e in game.events].index("the test job's effect happens")
    assert kinds_in_order.index("shootout_end") < kinds_in_order.index("send_home") < effect_at
    assert game.state.shootout is None


def test_a_job_posse_that_wins_and_then_flees_still_succeeds(monkeypatch):
    """The leader's posse emptied the other one, so it won (rulebook "Ending a Shootout"), even though
    it then fled home; the job succeeds."""
    game, record = _opposed(monkeypatch, PAIR, HIGH)
    game.choose(1, expect(game, "casualty", 1).options[0].id)   # Ike discarded: the posse is empty
    game.choose(0, [o.id for o in expect(game, "flee", 0).options])   # the leader's posse flees anyway
    assert [e.data["winner"] for e in kinds(game, "shootout_end")] == [0]
    assert record["successes"] == 1 and len(kinds(game, "job_success")) == 1


def test_an_opposed_job_fails_when_the_leaders_posse_loses(monkeypatch):
    game, record = _opposed(monkeypatch, HIGH, PAIR)
    d = expect(game, "casualty", 0)
    game.choose(0, d.options[0].id)                            # Andreas discarded
    expect(game, "flee", 1)
    game.choose(1, [])
    assert record["successes"] == 0
    assert len(kinds(game, "job_fail")) == 1 and kinds(game, "job_success") == []
    assert "Andreas Andregg" in [c.title for c in game.state.players[0].discard]
    assert where(game, "Ike Clanton") == ("Pony Express", True)  # the defenders stay put
    assert [e.data["winner"] for e in kinds(game, "shootout_end")] == [1]
    assert game.state.shootout is None
    expect(game, "noon", 1)


def test_an_opposed_job_at_a_private_deed_makes_the_non_owners_wanted(monkeypatch):
    # The mark stands at the leader's own Private deed: only the opposing dudes gain bounty.
    install_job(monkeypatch, "Andreas Andregg", "Stevie Lyndon")
    game = new_game(
        dict(outfit="Law Dogs", street_right=["2nd Bank of Gomorra"], town_square=["Andreas Andregg"],
             deck_top=cards(HIGH)),
        dict(outfit="The Sloane Gang", town_square=["Ike Clanton"], at={"2nd Bank of Gomorra": ["Stevie Lyndon"]},
             deck_top=cards(HIGH_TWIN)),
    )
    start_job(game)
    game.choose(1, "oppose")
    add(game, 1, "Stevie Lyndon")
    add(game, 1, "Ike Clanton")
    assert posse_of(game, 1) == {"Stevie Lyndon", "Ike Clanton"}
    assert card(game, "Stevie Lyndon").bounty == 1
    assert card(game, "Ike Clanton").bounty == 1
    assert card(game, "Andreas Andregg").bounty == 0


@pytest.mark.parametrize("marked", ["Stevie Lyndon", "Pony Express"])
def test_the_marks_side_may_oppose_whether_the_mark_is_a_dude_or_a_deed(monkeypatch, marked):
    install_job(monkeypatch, "Andreas Andregg", marked)
    game = new_game(
        dict(outfit="Law Dogs", town_square=["Andreas Andregg"]),
        dict(outfit="The Sloane Gang", street_right=["Pony Express"], at={"Pony Express": ["Stevie Lyndon"]}),
    )
    start_job(game)
    assert game.state.shootout.location == "Pony Express"
    assert game.state.shootout.mark == (uid(game, "Stevie Lyndon") if marked == "Stevie Lyndon" else None)
    expect(game, "oppose_job", 1)


# --- the job's shootout is over before the job is resolved (rulebook "Jobs", steps 7 and 8) -------------------
def _drive_job(game, stop, leader: str = "Clint Ramsey") -> Any:
    """Answer the job's questions (``leader`` leads, Rob Wilby and Enapay join, Player 2 opposes, Spirit Dance is
    played by whoever holds it, Rob Wilby is the casualty, then Player 2 runs with everybody) until
    ``stop(decision)`` returns a value."""
    for _ in range(80):
        d = game.decision
        found = stop(d)
        if found is not None:
            return found
        if d.kind == "target" and "leads" in d.prompt:
            play(game, play="leader", card=leader)
        elif d.kind == "join_posse":
            want = [o for o in d.options if o.data.get("card") in ("Rob Wilby", "Enapay")]
            game.choose(d.player, want[0].id if want else "done")
        elif d.kind == "oppose_job":
            play(game, play="oppose")
        elif d.kind == "shootout" and any(o.data.get("card") == "Spirit Dance" for o in d.options):
            play(game, play="ability", card="Spirit Dance")
        elif d.kind == "flee":
            game.choose(d.player, [o.id for o in d.options] if d.player == 1 else [])
        elif d.kind == "casualty":
            game.choose(d.player, ([o for o in d.options if o.data.get("card") == "Rob Wilby"] or d.options)[0].id)
        elif d.kind == "draw_hand":
            game.choose(d.player, [o.id for o in d.options if o.data.get("suggested")])
        elif d.kind == "draw":
            game.choose(d.player, [])
        else:
            calm = [o for o in d.options if o.data.get("play") in ("pass", "done", "keep", "accept", "allow", "refuse")]
            game.choose(d.player, (calm or list(d.options))[0].id)
    raise AssertionError("the job never reached the decision looked for")


def test_a_token_that_leaves_after_the_shootout_is_gone_when_the_job_succeeds():
    """Election Day Slaughter succeeds after Player 2 flees: the Gunslinger Spirit Dance made is removed as the
    shootout ends, so Enapay is the only dude Player 2 may ace."""
    game = scenario(phase="high_noon", players=[
        dict(outfit="Law Dogs", town_square=["Clint Ramsey", "Rob Wilby"], hand=["Election Day Slaughter"], stash=3,
             deck_top=faces("2H 2D 5C 9S JH KD 4S 7C")),
        dict(outfit="The Spiritual Society", town_square=["Enapay"], attach={"Enapay": ["Spirit Dance"]},
             deck_top=faces("9H 3H 3D 5S 5D 8C QS 10C 6D")),
    ])
    play(game, play="ability", card="Election Day Slaughter")
    assert _drive_job(game, lambda d: option_titles(game) if d.kind == "target" and "Ace" in d.prompt else None) \
        == ["Enapay"]


def test_a_react_to_the_last_flight_comes_before_the_posse_goes_home():
    """Enapay flees from the town square, ending Meet the New Boss's shootout: Wendy's Teethkickers (a React to
    an opposing dude sent home booted from its dude's location) is offered while Clint still stands there."""
    game = scenario(phase="high_noon", players=[
        dict(outfit="Law Dogs", town_square=["Clint Ramsey", "Rob Wilby"],
             attach={"Clint Ramsey": ["Wendy's Teethkickers"]}, hand=["Meet the New Boss"], stash=3,
             deck_top=faces("2H 2D 5C 9S JH KD 4S 7C")),
        dict(outfit="The Spiritual Society", town_square=["Enapay"], deck_top=faces("3H 3D 5S 5D 8C QS 10C 6D")),
    ])
    play(game, play="ability", card="Meet the New Boss")
    assert _drive_job(game, lambda d: d.kind if d.kind == "react" or (d.kind == "noon" and d.player == 1) else None) \
        == "react"
    assert has_option(game, play="ability", card="Wendy's Teethkickers")
    assert card_named(game, "Clint Ramsey").location == "Town Square"


def test_the_leaders_token_that_left_with_the_shootout_does_not_go_home():
    """Enapay leads Meet the New Boss and brings a Gunslinger in with Spirit Dance; Rob Wilby runs, the job
    succeeds. The token left the game as the shootout ended: only Enapay goes home booted."""
    game = scenario(phase="high_noon", players=[
        dict(outfit="The Spiritual Society", town_square=["Enapay"], attach={"Enapay": ["Spirit Dance"]},
             hand=["Meet the New Boss"], stash=3, deck_top=faces("9S 9H 9D 9C KD 4S 7C 2H")),
        dict(outfit="Law Dogs", town_square=["Rob Wilby"], deck_top=faces("2H 4D 6C 8S JD 3C 5H 7D")),
    ])
    play(game, play="ability", card="Meet the New Boss")
    _drive_job(game, lambda d: True if d.kind == "noon" and d.player == 1 else None, leader="Enapay")
    assert [e.kind for e in game.events if e.kind in ("job_success", "job_fail")] == ["job_success"]
    token = next(c for c in game.raw.cards.values() if c.title == "Gunslinger")
    assert (token.zone, token.location) == ("removed", None)
    assert card_named(game, "Enapay").booted and card_named(game, "Enapay").location == "The Spiritual Society"

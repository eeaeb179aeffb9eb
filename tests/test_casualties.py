"""Comparing draw hands, counting casualties, covering them, and the bounty that casualties pay.

Rulebook "Shootout Sequence" 7-9 ("Compare Hand Ranks", "Determine Casualties", the covering
step), "Bounty & Wanted"; digest A11, B28, B36(f, i), B40. The winner in most games here is
Andreas Andregg alone (0 stud: exactly five cards drawn) and the loser's posse holds only 0-draw
dudes, so every hand is the stacked five cards and every casualty count is known in advance.
"""
from __future__ import annotations

import pytest

from doomtown_tui.engine.cards import card_pool
from doomtown_tui.engine.decision import IllegalChoice
from doomtown_tui.engine.testing import scenario

# --- helpers -----------------------------------------------------------------------------------
_VALUES = {"A": 1, "J": 11, "Q": 12, "K": 13}
_BY_VALUE_SUIT: dict[tuple[int, str], str] = {}
for _c in card_pool():
    if _c.suit and _c.value and not _c.has("Token"):
        _BY_VALUE_SUIT.setdefault((_c.value, _c.suit), _c.title)

HIGH = "2H 5D 9C JH KD"           # rank 1, the losing hand throughout
HIGH_TWIN = "2D 5H 9H JD KC"      # same values, other suits: an identical hand
# A winning hand for each casualty count against HIGH (its rank minus 1).
BEATS_HIGH_BY = {
    1: "4H 4D 8C JD KH",          # pair
    2: "4H 4D 8C 8D KH",          # two pair
    3: "6H 6D 6C JC KD",          # three of a kind
    4: "3H 4D 5C 6H 7D",          # straight
    5: "2H 5H 9H JH KH",          # flush
    6: "6H 6D 6C KH KD",          # full house
    7: "6H 6D 6C 6S KD",          # four of a kind
}
TAIL = "3H 3D 3C 7H 7D 7C 10H 10D 10C QH QD QC"


def cards(text: str) -> list[str]:
    out = []
    for token in text.split():
        value = _VALUES.get(token[:-1]) or int(token[:-1])
        out.append(_BY_VALUE_SUIT[(value, token[-1])])
    return out


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


def offered(decision) -> set[tuple[str, str]]:
    """The casualty options as (how, card title) pairs."""
    return {(o.data["play"], o.data["card"]) for o in decision.options}


def cover(game, who: int, verb: str, title: str) -> None:
    d = expect(game, "casualty", who)
    game.choose(who, next(o.id for o in d.options if (o.data["play"], o.data["card"]) == (verb, title)))


def events(game, kind: str) -> list:
    return [e for e in game.events if e.kind == kind]


def in_posse(game, who: int) -> set[str]:
    so = game.state.shootout
    posse = next(p for p in so.posses if p.player == who)
    return {game.state.card(u).title for u in posse.dudes}


def titles(pile) -> list[str]:
    return sorted(c.title for c in pile)


def lose_by(n: int, loser: list[str], attach: dict | None = None, bounty: dict | None = None,
            winner_bounty: dict | None = None, stashes: tuple[int, int] = (10, 10)):
    """Andreas Andregg (player 0, the Dealer) calls out ``loser[0]`` in the town square; the rest of
    ``loser`` join; player 0's hand beats player 1's high card by ``n`` ranks. Returns the game at
    player 1's first casualty question."""
    game = scenario(phase="high_noon", dealer=0, players=[
        dict(outfit="Law Dogs", stash=stashes[0], town_square=["Andreas Andregg"],
             deck_top=cards(BEATS_HIGH_BY[n]), deck=cards(TAIL), bounty=winner_bounty or {}),
        dict(outfit="The Sloane Gang", stash=stashes[1], town_square=list(loser), deck_top=cards(HIGH),
             deck=cards(TAIL), attach=attach or {}, bounty=bounty or {}),
    ])
    noon = game.decision
    game.choose(0, next(o.id for o in noon.options if o.data.get("play") == "callout"
                        and o.data["target_card"] == loser[0]))
    game.choose(1, "accept")
    for title in loser[1:]:
        d = expect(game, "join_posse", 1)
        game.choose(1, next(o.id for o in d.options if o.data.get("card") == title))
    if len(loser) > 1:
        d = expect(game, "shooter", 1)
        game.choose(1, next(o.id for o in d.options if o.data["card"] == loser[0]))
        expect(game, "draw", 1)
        game.choose(1, [])                              # keep the stacked high card
    expect(game, "casualty", 1)
    return game


NORMAL4 = ["Ike Clanton", "Stevie Lyndon", "Randall", "Walter Jameson"]


# --- 7-8. comparison and casualty counts -------------------------------------------------------
@pytest.mark.parametrize("n", sorted(BEATS_HIGH_BY))
def test_the_loser_suffers_one_casualty_per_rank_lost_by(n):
    game = lose_by(n, NORMAL4)
    ranks = {e.data["player"]: e.data["rank"] for e in events(game, "reveal")}
    assert ranks == {0: 1 + n, 1: 1}
    result = events(game, "round_result")
    assert [(e.data["winner"], e.data["loser"], e.data["casualties"]) for e in result] == [(0, 1, n)]
    assert f"{n} casualt" in game.decision.prompt


def test_same_rank_won_on_tie_breakers_costs_both_sides_one_casualty_loser_first():
    game = scenario(phase="high_noon", dealer=0, players=[
        dict(outfit="Law Dogs", town_square=["Andreas Andregg"], deck_top=cards("KH KD 8C 4D 2C"), deck=cards(TAIL)),
        dict(outfit="The Sloane Gang", town_square=["Stevie Lyndon"], deck_top=cards("4H 4C 9C JD 2H"),
             deck=cards(TAIL)),
    ])
    game.choose(0, next(o.id for o in game.decision.options if o.data.get("play") == "callout"))
    game.choose(1, "accept")
    assert [(e.data["winner"], e.data["casualties"]) for e in events(game, "round_result")] == [(0, 1)]
    d = expect(game, "casualty", 1)                     # the loser covers first
    assert offered(d) == {("discard", "Stevie Lyndon")}
    game.choose(1, d.options[0].id)
    d = expect(game, "casualty", 0)                     # then the winner of the round
    assert offered(d) == {("discard", "Andreas Andregg")}
    game.choose(0, d.options[0].id)
    # Both posses are empty: no flight, no winner.
    assert game.state.shootout is None
    assert [e.data["winner"] for e in events(game, "shootout_end")] == [None]
    assert "Andreas Andregg" in titles(game.state.players[0].discard)
    assert "Stevie Lyndon" in titles(game.state.players[1].discard)


def test_reacts_to_the_losers_casualties_come_before_the_winner_takes_its_own(monkeypatch):
    """Rulebook "React Priorities" and the compendium's casualty timing (digest B36g): what answers the
    loser's casualty resolves before the winner covers its own. A stand-in trait on the winner's
    dude answers any discard."""
    from doomtown_tui.engine import abilities
    from tests.stand_ins import stand_in_rules

    answered: list[str] = []

    def noted(ctx):
        answered.append("the trait answers the discard")

    andreas = card_pool()["Andreas Andregg"].code
    script = abilities.CardScript(andreas, traits=(abilities.Trait("leave_play", noted),))
    stand_in_rules(monkeypatch, scripts={andreas: script})
    game = scenario(phase="high_noon", dealer=0, players=[
        dict(outfit="Law Dogs", town_square=["Andreas Andregg"], deck_top=cards("KH KD 8C 4D 2C"), deck=cards(TAIL)),
        dict(outfit="The Sloane Gang", town_square=["Stevie Lyndon"], deck_top=cards("4H 4C 9C JD 2H"),
             deck=cards(TAIL)),
    ])
    game.choose(0, next(o.id for o in game.decision.options if o.data.get("play") == "callout"))
    game.choose(1, "accept")
    game.choose(1, expect(game, "casualty", 1).options[0].id)
    assert answered == ["the trait answers the discard"]   # already
    expect(game, "casualty", 0)                      # and only now the winner covers its casualty


def test_on_identical_hands_reacts_to_casualties_wait_until_both_sides_took_theirs(monkeypatch):
    """Rulebook "Take Your Pumps": identical hands apply both sides' casualties together, so (unlike a won
    round, above) nothing answers the first side's casualty before the other side has covered its own."""
    from doomtown_tui.engine import abilities
    from tests.stand_ins import stand_in_rules

    answered: list[str] = []

    def noted(ctx):
        answered.append(ctx.event.data["card"])

    andreas = card_pool()["Andreas Andregg"].code
    script = abilities.CardScript(andreas, traits=(abilities.Trait("leave_play", noted, own_departure=True),))
    stand_in_rules(monkeypatch, scripts={andreas: script})
    game = scenario(phase="high_noon", dealer=0, players=[
        dict(outfit="Law Dogs", town_square=["Andreas Andregg"], deck_top=cards(HIGH), deck=cards(TAIL)),
        dict(outfit="The Sloane Gang", town_square=["Stevie Lyndon"], deck_top=cards(HIGH_TWIN), deck=cards(TAIL)),
    ])
    game.choose(0, next(o.id for o in game.decision.options if o.data.get("play") == "callout"))
    game.choose(1, "accept")
    first = game.decision.player
    game.choose(first, expect(game, "casualty", first).options[0].id)
    assert answered == []                                  # not yet: the other side has not taken its own
    game.choose(1 - first, expect(game, "casualty", 1 - first).options[0].id)
    assert (first, answered) == (0, ["Andreas Andregg"])   # the Dealer was asked first; now it answers


def test_identical_hands_cost_one_casualty_each_and_each_side_collects_the_others_bounty():
    game = scenario(phase="high_noon", dealer=0, players=[
        dict(outfit="Law Dogs", stash=4, town_square=["Andreas Andregg"], bounty={"Andreas Andregg": 2},
             deck_top=cards(HIGH), deck=cards(TAIL)),
        dict(outfit="The Sloane Gang", stash=6, town_square=["Stevie Lyndon"], bounty={"Stevie Lyndon": 3},
             deck_top=cards(HIGH_TWIN), deck=cards(TAIL)),
    ])
    game.choose(0, next(o.id for o in game.decision.options if o.data.get("play") == "callout"))
    game.choose(1, "accept")
    assert len(events(game, "round_tie")) == 1 and events(game, "round_result") == []
    asked = []
    while game.decision.kind == "casualty":
        d = game.decision
        asked.append(d.player)
        assert [o.data["play"] for o in d.options] == ["discard"]
        game.choose(d.player, d.options[0].id)
    assert sorted(asked) == [0, 1]
    assert game.state.players[0].stash == 4 + 3
    assert game.state.players[1].stash == 6 + 2
    assert sorted((e.data["player"], e.data["amount"]) for e in events(game, "collect_bounty")) == [(0, 3), (1, 2)]
    assert game.state.shootout is None


# --- 9. covering casualties --------------------------------------------------------------------
def test_one_casualty_offers_every_way_to_cover_exactly_one_and_nothing_bigger():
    game = lose_by(1, ["Ike Clanton", "Avie Cline"], attach={"Ike Clanton": ["Bluetick"]})
    d = game.decision
    assert offered(d) == {("discard", "Ike Clanton"), ("sidekick", "Bluetick"), ("home", "Avie Cline")}
    assert {o.data["covers"] for o in d.options} == {1}
    ace = f"ace:{uid(game, 'Ike Clanton')}"
    with pytest.raises(IllegalChoice):
        game.choose(1, ace)
    assert game.decision is d
    cover(game, 1, "sidekick", "Bluetick")
    # One casualty covered by the Sidekick: both dudes remain, the loser moves on to fleeing.
    expect(game, "flee", 1)
    assert in_posse(game, 1) == {"Ike Clanton", "Avie Cline"}
    assert card(game, "Ike Clanton").attachments == ()
    assert "Bluetick" in titles(game.state.players[1].discard)


def test_a_harrowed_dude_sent_home_covers_one_and_stays_in_play_keeping_its_bounty():
    game = lose_by(1, ["Avie Cline"], bounty={"Avie Cline": 2})
    assert offered(game.decision) == {("home", "Avie Cline")}
    cover(game, 1, "home", "Avie Cline")
    avie = card(game, "Avie Cline")
    assert (avie.location, avie.booted, avie.bounty) == ("The Sloane Gang", True, 2)
    assert game.state.players[0].stash == 10                # nothing to collect
    assert events(game, "collect_bounty") == []
    # The mark's posse is empty; the winner may still flee.
    expect(game, "flee", 0)


@pytest.mark.parametrize("n, only, zone", [(1, "home", None), (2, "discard", "discard"),
                                            (3, "ace", "boot_hill"), (4, "ace", "boot_hill")])
def test_a_lone_harrowed_dude_covers_one_two_or_three(n, only, zone):
    game = lose_by(n, ["Avie Cline"])
    d = game.decision
    assert offered(d) == {(only, "Avie Cline")}
    game.choose(1, d.options[0].id)
    p1 = game.state.players[1]
    if zone is None:
        assert card(game, "Avie Cline").location == "The Sloane Gang"
    else:
        assert "Avie Cline" in titles(getattr(p1, zone))
    assert "Avie Cline" not in titles(p1.discard if zone == "boot_hill" else p1.boot_hill)
    expect(game, "flee", 0)                              # nothing left to cover


def test_two_casualties_on_a_single_dude_must_be_an_ace():
    game = lose_by(2, ["Stevie Lyndon"])
    assert offered(game.decision) == {("ace", "Stevie Lyndon")}
    cover(game, 1, "ace", "Stevie Lyndon")
    assert titles(game.state.players[1].boot_hill) == ["Stevie Lyndon"]


def test_four_casualties_on_two_dudes_ace_both_as_in_the_rulebook():
    game = lose_by(4, ["Ike Clanton", "Stevie Lyndon"])
    assert offered(game.decision) == {("ace", "Ike Clanton"), ("ace", "Stevie Lyndon")}
    cover(game, 1, "ace", "Ike Clanton")
    assert offered(game.decision) == {("ace", "Stevie Lyndon")}
    cover(game, 1, "ace", "Stevie Lyndon")
    assert titles(game.state.players[1].boot_hill) == ["Ike Clanton", "Stevie Lyndon"]
    expect(game, "flee", 0)


def test_three_casualties_on_two_dudes_one_discard_and_one_ace():
    game = lose_by(3, ["Ike Clanton", "Stevie Lyndon"])
    assert offered(game.decision) == {("discard", "Ike Clanton"), ("ace", "Ike Clanton"),
                                      ("discard", "Stevie Lyndon"), ("ace", "Stevie Lyndon")}
    cover(game, 1, "discard", "Ike Clanton")
    assert offered(game.decision) == {("ace", "Stevie Lyndon")}     # two left, one dude: ace
    cover(game, 1, "ace", "Stevie Lyndon")
    p1 = game.state.players[1]
    assert "Ike Clanton" in titles(p1.discard)
    assert titles(p1.boot_hill) == ["Stevie Lyndon"]


def test_more_casualties_than_a_posse_can_cover_aces_everybody_and_stops():
    game = lose_by(5, ["Ike Clanton", "Stevie Lyndon"])
    assert offered(game.decision) == {("ace", "Ike Clanton"), ("ace", "Stevie Lyndon")}
    cover(game, 1, "ace", "Stevie Lyndon")
    assert offered(game.decision) == {("ace", "Ike Clanton")}
    cover(game, 1, "ace", "Ike Clanton")
    expect(game, "flee", 0)
    assert titles(game.state.players[1].boot_hill) == ["Ike Clanton", "Stevie Lyndon"]


def test_a_sidekick_must_be_used_first_when_everything_is_needed():
    # Three casualties, one dude with one Sidekick: discarding or acing the dude first would take
    # the Sidekick with it and leave a casualty uncovered.
    game = lose_by(3, ["Ike Clanton"], attach={"Ike Clanton": ["Bluetick"]})
    assert offered(game.decision) == {("sidekick", "Bluetick")}
    cover(game, 1, "sidekick", "Bluetick")
    assert offered(game.decision) == {("ace", "Ike Clanton")}
    cover(game, 1, "ace", "Ike Clanton")
    p1 = game.state.players[1]
    assert titles(p1.boot_hill) == ["Ike Clanton"]
    assert "Bluetick" in titles(p1.discard)


def test_two_casualties_on_a_dude_with_a_sidekick_never_waste_the_sidekick():
    game = lose_by(2, ["Ike Clanton"], attach={"Ike Clanton": ["Sun-Touched Raven"]})
    # Discarding Ike (1) would send the Raven away too and leave one casualty: not offered.
    assert offered(game.decision) == {("ace", "Ike Clanton"), ("sidekick", "Sun-Touched Raven")}
    cover(game, 1, "sidekick", "Sun-Touched Raven")
    assert offered(game.decision) == {("discard", "Ike Clanton")}


def test_attachments_of_a_discarded_casualty_go_to_their_owners_discard_pile():
    game = lose_by(1, ["Ike Clanton", "Stevie Lyndon"], attach={"Ike Clanton": ["Bluetick", "Tin Star"]})
    cover(game, 1, "discard", "Ike Clanton")
    p1 = game.state.players[1]
    assert {"Ike Clanton", "Bluetick", "Tin Star"} <= set(titles(p1.discard))
    assert in_posse(game, 1) == {"Stevie Lyndon"}


# --- bounty paid by casualties -----------------------------------------------------------------
@pytest.mark.parametrize("n, dude, verb", [(1, "Stevie Lyndon", "discard"), (2, "Stevie Lyndon", "ace"),
                                           (2, "Avie Cline", "discard"), (3, "Avie Cline", "ace")])
def test_the_opponent_collects_the_bounty_of_a_wanted_casualty(n, dude, verb):
    game = lose_by(n, [dude], bounty={dude: 3}, stashes=(10, 5))
    cover(game, 1, verb, dude)
    assert game.state.players[0].stash == 13
    assert game.state.players[1].stash == 5
    assert [(e.data["player"], e.data["amount"]) for e in events(game, "collect_bounty")] == [(0, 3)]
    pile = game.state.players[1].discard if verb == "discard" else game.state.players[1].boot_hill
    gone = next(c for c in pile if c.title == dude)
    assert gone.bounty == 0


def test_discarding_a_sidekick_of_a_wanted_dude_pays_no_bounty():
    game = lose_by(1, ["Ike Clanton"], attach={"Ike Clanton": ["Bluetick"]}, bounty={"Ike Clanton": 2})
    cover(game, 1, "sidekick", "Bluetick")
    assert game.state.players[0].stash == 10
    assert card(game, "Ike Clanton").bounty == 2
    assert events(game, "collect_bounty") == []

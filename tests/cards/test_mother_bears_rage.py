"""Mother Bear's Rage (Totem): Noon Spirit 5, boot: a Gunslinger token (2 stud) enters play at this location or a
deed next to it and calls out a dude there."""
from doomtown_tui.engine.testing import scenario
from tests.cards.helpers import (
    FILLER,
    card_named,
    cards,
    end_shootout,
    events,
    has_option,
    pick_titles,
    play,
    posse_titles,
    turn_of,
)

TOTEM = "Mother Bear's Rage"
DEED = "Surveyor's Office"
NEXT = "Mount Moriah Cemetery"


def _game(pull: str, at: dict | None = None):
    # the Totem is planted at the Surveyor's Office, next to the Cemetery where Rob Wilby stands (by default)
    return scenario(phase="high_noon", dealer=0, players=[
        dict(outfit="The Spiritual Society", street_right=[DEED, NEXT], at={DEED: ["Enapay"]},
             attach={DEED: [TOTEM]}, deck_top=cards(pull)),
        dict(outfit="The Sloane Gang", at={NEXT: ["Rob Wilby"]} if at is None else at),
    ])


def test_a_gunslinger_appears_next_door_and_calls_out_a_dude():
    game = _game("4H", at={NEXT: ["Rob Wilby"], DEED: ["Allie Hensman"]})   # 4 + Shaman 1 = 5
    play(game, play="ability", card=TOTEM)
    assert events(game, "skill_test")[-1].data["success"] is True
    assert sorted(o.data["to"] for o in game.decision.options) == sorted([DEED, NEXT])
    play(game, play="location", to=NEXT)
    pick_titles(game, "Rob Wilby")
    assert game.decision.kind == "callout_response" and game.decision.player == 1
    play(game, play="accept")
    assert posse_titles(game, 0) == ["Gunslinger"]
    gunslinger = card_named(game, "Gunslinger")
    assert (gunslinger.location, gunslinger.bullets, gunslinger.shooter, gunslinger.controller) == (NEXT, 2, "stud", 0)
    assert game.state.shootout.location == NEXT


def test_the_callout_may_be_refused_and_the_gunslinger_then_leaves_at_once():
    # our ruling: the token comes for its callout's shootout only; with none, it is removed from the game at once
    game = _game("4H")
    play(game, play="ability", card=TOTEM)               # only the Cemetery has a dude to call out: no question
    pick_titles(game, "Rob Wilby")
    play(game, play="refuse")
    rob = card_named(game, "Rob Wilby")
    assert (rob.location, rob.booted) == ("The Sloane Gang", True)
    assert game.state.shootout is None
    assert [(e.data["card"], e.data["zone"]) for e in events(game, "leave_play")] == [("Gunslinger", "removed")]
    assert not any(c.title == "Gunslinger" for c in game.state.in_play)
    assert not events(game, "shootout")


def test_only_places_with_an_opposing_dude_are_offered():
    game = _game("4H", at={DEED: ["Allie Hensman"], "The Sloane Gang": ["Rob Wilby"]})
    play(game, play="ability", card=TOTEM)               # the Totem's own deed is the only place with a mark
    pick_titles(game, "Allie Hensman")
    assert card_named(game, "Gunslinger").location == DEED
    assert game.decision.kind == "callout_response"


def test_not_usable_with_nobody_to_call_out():
    # Rob Wilby stands at his home, neither at the Totem's deed nor next to it
    game = _game("4H", at={"The Sloane Gang": ["Rob Wilby"]})
    assert game.decision.kind == "noon" and game.decision.player == 0
    assert not has_option(game, play="ability", card=TOTEM)


def test_failed_cast_brings_no_gunslinger():
    game = _game("3H")                                   # 4 < 5
    play(game, play="ability", card=TOTEM)
    assert events(game, "skill_test")[-1].data["success"] is False
    assert not any(c.title == "Gunslinger" for c in game.state.in_play)
    assert card_named(game, TOTEM).booted
    turn_of(game, 0, "noon")
    assert not has_option(game, play="ability", card=TOTEM)


def test_when_the_callout_is_fought_out_the_gunslinger_leaves_with_the_shootout():
    """Rob Wilby accepts and the one shootout is fought out: afterwards the Gunslinger is removed from the game
    and the Noon turn passes to the Sloane Gang."""
    game = scenario(phase="high_noon", dealer=0, players=[
        dict(outfit="The Spiritual Society", street_right=[DEED, NEXT], at={DEED: ["Enapay"]}, attach={DEED: [TOTEM]},
             deck=cards("4H 9H 9S 9D 9C 2D 4C 6H 8S " + FILLER)),
        dict(outfit="The Sloane Gang", at={NEXT: ["Rob Wilby"]}, deck=cards("2H 4D 7C 8S JH QC " + FILLER)),
    ])
    play(game, play="ability", card=TOTEM)
    pick_titles(game, "Rob Wilby")
    play(game, play="accept")
    assert posse_titles(game, 0) == ["Gunslinger"]
    end_shootout(game)
    assert game.state.shootout is None
    assert len(events(game, "shootout")) == 1
    assert [(e.data["card"], e.data["zone"]) for e in events(game, "leave_play")] == [("Gunslinger", "removed")]
    assert not any(c.title == "Gunslinger" for c in game.state.in_play)
    assert (game.decision.kind, game.decision.player) == ("noon", 1)


def test_the_pulled_card_is_discarded_once_the_skill_test_is_settled():
    """Rulebook "Pulls": the card goes to the discard pile once the pull's effect (the test) has resolved, not when
    the shootout the spell started is over; so it is already there while the shootout is fought."""
    game = _game("4H")
    play(game, play="ability", card=TOTEM)
    pulled = events(game, "pull")[-1].data["uid"]
    assert events(game, "skill_test")[-1].data["success"] is True
    pick_titles(game, "Rob Wilby")                     # the only place with a dude to call out: next door
    play(game, play="accept")
    assert game.state.shootout is not None
    assert [c.uid for c in game.state.players[0].discard] == [pulled]

"""Corporeal Twist: Shootout Hex 4, boot: a dude in the opposing posse loses 1 bullet and 2 value; should they be
aced or discarded before the shootout is over, the caster earns a permanent control point."""
from doomtown_tui.engine.testing import scenario
from tests.cards.helpers import (
    FILLER,
    card_named,
    cards,
    end_shootout,
    events,
    option,
    play,
    to_reveal,
    turn_of,
    uid_of,
)


def _fight(p0_deck: str, p1_deck: str = FILLER, p1_hand: tuple[str, ...] = ()):
    game = scenario(phase="high_noon", dealer=0, players=[
        dict(outfit="Law Dogs", town_square=["Wilber Crowley"], attach={"Wilber Crowley": ["Corporeal Twist"]},
             deck=cards(p0_deck)),
        dict(outfit="The Sloane Gang", town_square=["Alan Campbell"], deck=cards(p1_deck), hand=list(p1_hand)),
    ], shootout=dict(posses=[["Wilber Crowley"], ["Alan Campbell"]]))
    turn_of(game, 0)
    play(game, play="ability", card="Corporeal Twist")
    return game


def test_the_twist_weakens_the_dude_and_pays_a_control_point_when_they_fall():
    # pull 3 (3 + Huckster 1 = 4); Wilber then draws four aces and a king; Alan (2 bullets left, stud) draws
    # seven unconnected cards: a high card.
    game = _fight("3H AH AD AC AS KH " + FILLER, "2C 4D 6H 8S 10C QD KS " + FILLER)
    alan = card_named(game, "Alan Campbell")
    assert (alan.bullets, alan.value) == (2, 6)            # printed 3 bullets, value 8
    assert not card_named(game, "Wilber Crowley").control   # no control points yet
    to_reveal(game)
    assert (game.decision.kind, game.decision.player) == ("casualty", 1)
    play(game, play="ace", uid=uid_of(game, "Alan Campbell"))
    assert events(game, "control_points")[-1].data == {"uid": uid_of(game, "Wilber Crowley"), "amount": 1}
    assert card_named(game, "Wilber Crowley").control == 1


def test_a_failed_twist_changes_nothing():
    game = _fight("2H " + FILLER)                          # 2 + 1 = 3 < 4
    assert events(game, "skill_test")[-1].data["success"] is False
    alan = card_named(game, "Alan Campbell")
    assert (alan.bullets, alan.value) == (3, 8)
    assert card_named(game, "Corporeal Twist").booted


def test_the_twist_wears_off_when_the_shootout_ends():
    # pull 3: the Hex works; Alan's seven cards make four kings against Wilber's high card: Wilber falls
    game = _fight("3H 2C 4D 6H 8S 10C " + FILLER, "KH KD KC KS 2D 5C 9H " + FILLER)
    alan = uid_of(game, "Alan Campbell")
    assert (game.state.card(alan).bullets, game.state.card(alan).value) == (2, 6)
    end_shootout(game)
    assert game.state.shootout is None
    view = card_named(game, "Alan Campbell")
    assert (view.bullets, view.value) == (3, 8)


def test_the_control_point_is_owed_even_once_the_spell_is_blanked():
    # our ruling: the promise is part of the resolved effect, not a trait of the spell in play (digest B7). After
    # the twist, the Sloane Gang's Unprepared boots the spell and strips its text; Alan still falls, and pays.
    game = _fight("3H AH AD AC AS KH " + FILLER, "2C 4D 6H 8S 10C QD KS " + FILLER, p1_hand=("Unprepared",))
    game.choose(1, option(game, play="ability", card="Unprepared", ability=1))
    d = game.decision
    game.choose(1, [o.id for o in d.options if o.data.get("card") == "Corporeal Twist"])
    twist = card_named(game, "Corporeal Twist")
    assert twist.booted and events(game, "blank")
    to_reveal(game)
    assert (game.decision.kind, game.decision.player) == ("casualty", 1)
    play(game, play="ace", uid=uid_of(game, "Alan Campbell"))
    assert events(game, "control_points")[-1].data == {"uid": uid_of(game, "Wilber Crowley"), "amount": 1}
    assert card_named(game, "Wilber Crowley").control == 1

"""Red Horse's Tail (Totem): Noon, boot a dude here (Spirit X = value); Shootout, send an opposing dude
home booted (Spirit X = grit). Any Shaman at its location may cast it."""
from doomtown_tui.engine.testing import scenario
from tests.cards.helpers import callout_shootout, card_named, cards, events, has_option, play, turn_of, uid_of

DEED = "Surveyor's Office"


def _town(pull: str, foes=("Pagliaccio", "Alan Campbell"), p1_extra=None):
    p1 = dict(outfit="Encroaching Darkness", at={DEED: list(foes)})
    p1.update(p1_extra or {})
    return scenario(phase="high_noon", dealer=0, players=[
        dict(outfit="The Spiritual Society", street_right=[DEED], at={DEED: ["Enapay"]},
             attach={DEED: ["Red Horse's Tail"]}, deck_top=cards(pull)),
        p1,
    ])


def test_noon_boots_a_dude_here_against_their_value():
    game = _town("2H")                                   # 2 + Shaman 1 = 3 vs Pagliaccio's value 2
    play(game, play="ability", card="Red Horse's Tail", window="noon")
    play(game, play="target", uid=uid_of(game, "Pagliaccio"))
    test = events(game, "skill_test")[-1]
    assert (test.data["total"], test.data["difficulty"], test.data["success"]) == (3, 2, True)
    assert game.state.card(uid_of(game, "Pagliaccio")).booted
    assert card_named(game, "Red Horse's Tail").booted


def test_noon_cast_fails_against_a_high_value_and_is_used_up():
    game = _town("5H")                                   # 5 + 1 = 6 < Alan's value 8
    play(game, play="ability", card="Red Horse's Tail", window="noon")
    play(game, play="target", uid=uid_of(game, "Alan Campbell"))
    assert events(game, "skill_test")[-1].data["success"] is False
    assert not game.state.card(uid_of(game, "Alan Campbell")).booted
    turn_of(game, 0, "noon")
    assert not has_option(game, play="ability", card="Red Horse's Tail")


def test_shootout_sends_an_opposing_dude_home_against_their_grit():
    game = _town("QH", foes=("Alan Campbell",))         # Alan's grit: 8 + 3 + 1 = 12; 12 + 1 = 13
    callout_shootout(game, "Enapay", "Alan Campbell")
    turn_of(game, 0)
    play(game, play="ability", card="Red Horse's Tail", window="shootout")
    test = events(game, "skill_test")[-1]
    assert (test.data["total"], test.data["difficulty"]) == (13, 12)
    alan = game.state.card(uid_of(game, "Alan Campbell"))
    assert alan.booted and alan.location == "Encroaching Darkness"
    assert game.state.shootout is None                   # the opposing posse is empty


def test_an_opposing_shaman_at_the_location_may_use_the_totem():
    game = scenario(phase="high_noon", dealer=1, players=[
        dict(outfit="The Spiritual Society", street_right=[DEED], at={DEED: ["Rob Wilby"]},
             attach={DEED: ["Red Horse's Tail"]}),
        dict(outfit="The Spiritual Society", at={DEED: ["Mazatl"]}, deck_top=cards("5H")),
    ])
    assert game.decision.player == 1
    play(game, play="ability", card="Red Horse's Tail", window="noon")
    play(game, play="target", uid=uid_of(game, "Rob Wilby"))     # value 2: 5 + Shaman 0 = 5
    assert game.state.card(uid_of(game, "Rob Wilby")).booted


def test_the_shootout_spell_is_no_play_once_scoop_hound_holds_the_posses():
    """Scoop Hound's hold keeps Shootout plays from sending anyone home booted: sending a dude home is all the
    shootout spell does, so once the Hound is used it could change nothing and is not offered. Before, it is."""
    game = _town("QH", foes=("Alan Campbell",), p1_extra={"attach": {"Alan Campbell": ["Scoop Hound"]}})
    callout_shootout(game, "Enapay", "Alan Campbell")
    assert (game.decision.kind, game.decision.player) == ("shootout", 0)
    assert has_option(game, play="ability", card="Red Horse's Tail", window="shootout")
    play(game, play="pass")
    play(game, play="ability", card="Scoop Hound")
    # player 0 had no other play: the plays are over and the draw is next
    assert game.decision.kind == "draw_hand"
    assert not card_named(game, "Red Horse's Tail").booted
    assert card_named(game, "Alan Campbell").location == DEED


def test_its_shootout_spell_is_not_present_in_a_shootout_next_door():
    # Mazatl joins the town square's shootout from the Totem's deed with his Buffalo Rifle, without moving: he is
    # in the posse, but the Totem, a spell, stands at the deed, not in the shootout (rulebook "Shootout plays")
    game = scenario(phase="high_noon", dealer=0, players=[
        dict(outfit="The Spiritual Society", street_right=[DEED], at={DEED: ["Mazatl"]}, town_square=["Enapay"],
             attach={DEED: ["Red Horse's Tail"], "Mazatl": ["Buffalo Rifle"]}, hand=["Pistol Whip"]),
        dict(outfit="Encroaching Darkness", town_square=["Alan Campbell"]),
    ], shootout=dict(posses=[["Enapay"], ["Alan Campbell"]]))
    turn_of(game, 0)
    play(game, play="ability", card="Buffalo Rifle")
    assert game.raw.shootout.in_posse(uid_of(game, "Mazatl")) == 0
    assert card_named(game, "Mazatl").location == DEED
    turn_of(game, 0)                                    # (Pistol Whip in hand: player 0 is asked)
    assert has_option(game, play="ability", card="Pistol Whip")
    assert not has_option(game, play="ability", card="Red Horse's Tail", window="shootout")

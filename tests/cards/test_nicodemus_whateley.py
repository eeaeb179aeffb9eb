"""Nicodemus Whateley: your dudes at in-town deeds gain "Noon, boot: if this dude has influence, Nicodemus gets
1 CP (3 at most)"; he loses all his CP at Nightfall and whenever he is at home."""
from doomtown_tui.engine.testing import scenario
from tests.cards.helpers import events, has_option, play, uid_of

NICO = "Nicodemus Whateley"
DEED = "Pony Express"           # in town
RANCH = "Pat's Perch"           # Out of Town
GIVE = "Give Nicodemus Whateley a control point"


def _game(at_deed=(NICO, "Clint Ramsey"), tokens=0, **mine):
    spec = dict(outfit="The Sloane Gang", street_right=[DEED], out_of_town=[RANCH], at={DEED: list(at_deed)}, **mine)
    if tokens:
        spec["control_tokens"] = {NICO: tokens}
    return scenario(phase="high_noon", dealer=0, players=[spec, dict(outfit="Law Dogs", home=["Laura Banks"])])


def _give(game, who):
    options = [o for o in game.decision.options if o.label == GIVE and o.data.get("card") == who]
    assert len(options) == 1, [o.label for o in game.decision.options]
    game.choose(0, options[0].id)


def test_a_dude_at_an_in_town_deed_boots_to_give_him_a_control_point():
    game = _game()
    _give(game, "Clint Ramsey")
    nico = game.state.card(uid_of(game, NICO))
    assert nico.control == 1 and game.state.players[0].control == 1 + 1      # and the Pony Express's 1
    assert game.state.card(uid_of(game, "Clint Ramsey")).booted and not nico.booted
    play(game, play="pass")                                      # the opponent
    _give(game, NICO)                                            # he may boot himself too
    assert game.state.card(uid_of(game, NICO)).control == 2


def test_three_at_most_and_influence_needed():
    game = _game(at_deed=(NICO, "Rob Wilby"), tokens=3)       # Rob Wilby has no influence
    assert not [o for o in game.decision.options if o.label == GIVE]
    game = _game(at_deed=(NICO, "Rob Wilby"), tokens=2)
    assert [o.data["card"] for o in game.decision.options if o.label == GIVE] == [NICO]


def test_no_ability_away_from_in_town_deeds():
    game = _game(at_deed=(NICO,), town_square=["Clint Ramsey"], home=["Allie Hensman"])
    assert [o.data["card"] for o in game.decision.options if o.label == GIVE] == [NICO]
    game = scenario(phase="high_noon", dealer=0, players=[
        dict(outfit="The Sloane Gang", out_of_town=[RANCH], at={RANCH: [NICO, "Clint Ramsey"]}),
        dict(outfit="Law Dogs", home=["Laura Banks"])])
    assert not has_option(game, play="ability")


def test_going_home_loses_every_control_point():
    game = _game(tokens=2)
    play(game, play="move", card=NICO, to="The Sloane Gang")
    assert game.state.card(uid_of(game, NICO)).control is None         # no points left (printed: none)
    assert events(game, "control_points_lost")[-1].data == {"uid": uid_of(game, NICO), "amount": 2}


def test_nightfall_takes_them_away():
    game = scenario(phase="nightfall", dealer=0, players=[
        dict(outfit="The Sloane Gang", street_right=[DEED], at={DEED: [NICO]}, control_tokens={NICO: 3}, hand=["Shotgun"]),
        dict(outfit="Law Dogs", home=["Laura Banks"])])
    assert game.decision.kind == "nightfall_discard"
    assert events(game, "control_points_lost")[-1].data == {"uid": uid_of(game, NICO), "amount": 3}
    assert game.state.players[0].control == 1          # the Pony Express's only


def test_other_dudes_going_home_change_nothing():
    game = _game(tokens=2)
    play(game, play="move", card="Clint Ramsey", to="The Sloane Gang")
    assert game.state.card(uid_of(game, NICO)).control == 2
    assert not events(game, "control_points_lost")


def test_not_offered_while_he_is_at_home():
    """He would lose the point at once (he loses them all at home), so the ability could change nothing and may
    not be used: Clint Ramsey at the Pony Express is not offered it while Nicodemus stands at home."""
    game = _game(at_deed=("Clint Ramsey",), home=[NICO])
    assert not has_option(game, play="ability", card="Clint Ramsey")

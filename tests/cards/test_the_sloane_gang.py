"""The Sloane Gang: Noon, boot: a dude of yours in the town square boots; if it stays there until Nightfall, gain
1 GR per other player or give it 1 permanent CP (if it has none)."""
from doomtown_tui.engine.testing import scenario
from tests.cards.helpers import events, has_option, play, to_phase, uid_of


def _game(**mine):
    game = scenario(phase="high_noon", dealer=0, players=[
        dict(outfit="The Sloane Gang", stash=5, hand=["Shotgun"], **mine),     # a hand: Nightfall stops to ask
        dict(outfit="Law Dogs", home=["Laura Banks"]),
    ])
    return game


def _to_nightfall(game):
    play(game, play="ability", card="The Sloane Gang")
    play(game, play="pass")            # the opponent
    play(game, play="pass")            # you: Sundown, then Nightfall
    assert game.state.phase == "nightfall" and game.decision.player == 0


def test_a_permanent_control_point_at_nightfall():
    game = _game(town_square=["Baker Andrews"])
    _to_nightfall(game)
    assert [o.label for o in game.decision.options] == ["Gain 1 GR", "Baker Andrews gets 1 permanent control point"]
    play(game, play="mode", mode=1)
    assert game.decision.kind == "nightfall_discard"
    baker = game.state.card(uid_of(game, "Baker Andrews"))
    assert baker.control == 1 and game.state.players[0].control == 1
    assert game.state.players[0].stash == 5


def test_or_one_ghost_rock_per_other_player():
    game = _game(town_square=["Baker Andrews"])
    _to_nightfall(game)
    play(game, play="mode", mode=0)
    assert game.decision.kind == "nightfall_discard"
    assert game.state.players[0].stash == 6
    assert game.state.card(uid_of(game, "Baker Andrews")).control is None


def test_a_dude_with_a_control_point_only_brings_ghost_rock():
    game = _game(town_square=["Baker Andrews"], control_tokens={"Baker Andrews": 1})
    _to_nightfall(game)
    # the ghost rock is the one reward left: it is given without a question
    assert game.decision.kind == "nightfall_discard"
    assert game.state.players[0].stash == 6
    assert game.state.card(uid_of(game, "Baker Andrews")).control == 1


def test_only_a_dude_in_the_town_square():
    game = _game(home=["Baker Andrews"])
    assert not has_option(game, play="ability", card="The Sloane Gang")
    assert not events(game, "control_points")


def test_the_watch_pays_once_and_is_over_with_the_day():
    game = _game(town_square=["Baker Andrews"])
    _to_nightfall(game)
    play(game, play="mode", mode=0)
    to_phase(game, "gamblin", day=3)                     # Baker stays in the town square all day 2
    rewards = [e for e in events(game, "gain") if "The Sloane Gang" in e.text]
    assert len(rewards) == 1                             # day 2's Nightfall paid nothing
    assert game.state.card(uid_of(game, "Baker Andrews")).location == "Town Square"


def test_a_dude_who_leaves_the_town_square_and_comes_back_brings_nothing():
    # "still in the town square": Baker Andrews rides home on his Mechanical Horse and back before Nightfall
    game = _game(town_square=["Baker Andrews"], attach={"Baker Andrews": ["Mechanical Horse"]})
    play(game, play="ability", card="The Sloane Gang")
    for _ in range(2):                                   # home, then back to the town square (1 GR each)
        play(game, play="pass")                          # the opponent
        play(game, play="ability", card="Mechanical Horse", ability=0)
        if game.decision.kind == "target":
            game.choose(0, game.decision.options[0].id)
    assert game.state.card(uid_of(game, "Baker Andrews")).location == "Town Square"
    play(game, play="pass")
    play(game, play="pass")
    assert game.state.phase == "nightfall" and game.decision.kind == "nightfall_discard"
    assert game.state.players[0].stash == 3 and game.state.card(uid_of(game, "Baker Andrews")).control is None

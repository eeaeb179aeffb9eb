"""Laura Banks: Shootout: a dude in this shootout gets 1 bounty or loses 1 bounty."""
from doomtown_tui.engine.testing import scenario
from tests.cards.helpers import has_option, option_titles, play, turn_of, uid_of


def _shootout(bounty=None, leader="Laura Banks"):
    game = scenario(phase="high_noon", dealer=0, players=[
        dict(outfit="Law Dogs", town_square=["Laura Banks", "Clint Ramsey"]),
        dict(outfit="The Sloane Gang", town_square=["Allie Hensman"], bounty=bounty or {}),
    ], shootout=dict(posses=[[leader], ["Allie Hensman"]]))
    return game


def test_an_unwanted_dude_gets_one_bounty():
    game = _shootout()
    turn_of(game, 0)
    play(game, play="ability", card="Laura Banks")
    assert sorted(option_titles(game)) == ["Allie Hensman", "Laura Banks"]   # only dudes in the shootout
    play(game, play="target", card="Allie Hensman")
    assert game.state.card(uid_of(game, "Allie Hensman")).bounty == 1


def test_a_wanted_dude_may_lose_one_bounty():
    game = _shootout(bounty={"Allie Hensman": 3})
    turn_of(game, 0)
    play(game, play="ability", card="Laura Banks")
    play(game, play="target", card="Allie Hensman")
    assert [o.label for o in game.decision.options] == ["Allie Hensman gets 1 bounty", "Allie Hensman loses 1 bounty"]
    play(game, play="mode", mode=1)
    assert game.state.card(uid_of(game, "Allie Hensman")).bounty == 2


def test_once_per_turn():
    game = _shootout()
    turn_of(game, 0)
    play(game, play="ability", card="Laura Banks")
    play(game, play="target", card="Laura Banks")
    assert game.state.card(uid_of(game, "Laura Banks")).bounty == 1
    # nobody has another Shootout play: had Laura been offered again, player 0 would be asked now
    assert game.decision.kind == "draw"           # the plays are over: shooters set, draw bonus next
    assert not has_option(game, play="ability", card="Laura Banks")


def test_not_from_outside_the_shootout():
    game = _shootout(leader="Clint Ramsey")          # Laura stays out of the posse
    assert not has_option(game, play="ability", card="Laura Banks")
    assert game.decision.kind != "shootout" or game.decision.player != 0

"""Deadwood Miner's Alliance: your dudes with 4+ bounty in the town square have +1 CP; Noon, boot: a dude
of yours on land you don't own boots for bounty and GR (Public: 2 and 1; Private: 1 and 2)."""
from doomtown_tui.engine.testing import scenario
from tests.cards.helpers import has_option, play, uid_of


def _game(**mine):
    return scenario(phase="high_noon", players=[
        dict(outfit="Deadwood Miner's Alliance", stash=5, **mine),
        dict(outfit="Law Dogs", street_left=["2nd Bank of Gomorra"], town_square=["Laura Banks"]),
    ])


def test_public_location_two_bounty_one_ghost_rock():
    game = _game(town_square=["Baker Andrews"])
    play(game, play="ability", card="Deadwood Miner's Alliance")
    baker = game.state.card(uid_of(game, "Baker Andrews"))
    assert (baker.bounty, baker.booted, game.state.players[0].stash) == (2, True, 6)
    assert game.state.players[0].outfit.booted


def test_private_location_one_bounty_two_ghost_rock():
    game = _game(at={"2nd Bank of Gomorra": ["Baker Andrews"]})
    play(game, play="ability", card="Deadwood Miner's Alliance")
    baker = game.state.card(uid_of(game, "Baker Andrews"))
    assert (baker.bounty, game.state.players[0].stash) == (1, 7)


def test_not_at_a_location_you_own():
    game = _game(home=["Baker Andrews"])
    assert not has_option(game, play="ability", card="Deadwood Miner's Alliance")


def test_a_dude_with_four_bounty_in_the_town_square_has_a_control_point():
    game = _game(town_square=["Baker Andrews", "Milt Clemons"], bounty={"Baker Andrews": 4, "Milt Clemons": 3})
    assert game.state.card(uid_of(game, "Baker Andrews")).control == 1
    assert game.state.card(uid_of(game, "Milt Clemons")).control is None     # no printed CP, no change
    assert game.state.players[0].control == 1

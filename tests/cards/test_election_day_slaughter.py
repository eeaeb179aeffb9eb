"""Election Day Slaughter: Noon Job, boot (1 GR), on the town square: the other player may first unboot a
dude in town; if the job succeeds, they must ace one of their dudes in town (with three or four seats, every
other player does, in turn)."""
from doomtown_tui.engine.testing import scenario
from tests.cards.helpers import card_named, has_option, option_titles, pick_titles, play


def _game(stash: int):
    return scenario(phase="high_noon", players=[
        dict(outfit="Law Dogs", town_square=["Clint Ramsey"], hand=["Election Day Slaughter"], stash=stash),
        dict(outfit="The Sloane Gang", town_square=["Pancho Castillo"], home=["Rob Wilby"], booted=["Pancho Castillo"],
             out_of_town=["Clanton Ranch"], at={"Clanton Ranch": ["El Anónimo"]}),
    ])


def test_unopposed_the_other_player_aces_a_dude_in_town():
    game = _game(stash=3)
    play(game, play="ability", card="Election Day Slaughter")
    # first the Sloane Gang may unboot one of their booted dudes in town
    assert (game.decision.kind, game.decision.player) == ("target", 1)
    assert option_titles(game) == ["Pancho Castillo"]
    pick_titles(game, "Pancho Castillo")
    assert not card_named(game, "Pancho Castillo").booted
    play(game, play="allow")
    # El Anónimo is out of town: only Pancho and Rob can be the one aced
    assert (game.decision.kind, game.decision.player) == ("target", 1)
    assert sorted(option_titles(game)) == ["Pancho Castillo", "Rob Wilby"]
    pick_titles(game, "Rob Wilby")
    assert [c.title for c in game.state.players[1].boot_hill] == ["Rob Wilby"]
    clint = card_named(game, "Clint Ramsey")
    assert (clint.location, clint.booted) == ("Law Dogs", True)
    assert game.state.players[0].stash == 2


def test_not_without_a_ghost_rock():
    game = _game(stash=0)
    assert game.decision.kind == "noon"
    assert not has_option(game, play="ability", card="Election Day Slaughter")


def test_with_four_players_every_other_player_may_unboot_and_must_ace():
    game = scenario(phase="high_noon", players=[
        dict(outfit="Law Dogs", town_square=["Clint Ramsey"], hand=["Election Day Slaughter"], stash=3),
        dict(outfit="The Sloane Gang", home=["Pancho Castillo"], booted=["Pancho Castillo"]),
        dict(outfit="Morgan Regulators", home=["Rob Wilby"]),
        dict(outfit="The Spiritual Society", out_of_town=["Clanton Ranch"], at={"Clanton Ranch": ["El Anónimo"]}),
    ])
    play(game, play="ability", card="Election Day Slaughter")
    # clockwise from the job's player: player 1 may unboot Pancho; player 2 has no booted dude in town,
    # player 3 no dude in town at all (El Anónimo is out of town), so neither is asked
    assert (game.decision.kind, game.decision.player) == ("target", 1)
    assert option_titles(game) == ["Pancho Castillo"]
    pick_titles(game, "Pancho Castillo")
    assert not card_named(game, "Pancho Castillo").booted
    while game.decision.kind == "oppose_job":
        play(game, play="allow")
    # unopposed: player 1 and then player 2 each ace their own dude in town; player 3 keeps El Anónimo
    assert (game.decision.kind, game.decision.player) == ("target", 1)
    assert option_titles(game) == ["Pancho Castillo"]
    pick_titles(game, "Pancho Castillo")
    assert (game.decision.kind, game.decision.player) == ("target", 2)
    assert option_titles(game) == ["Rob Wilby"]
    pick_titles(game, "Rob Wilby")
    assert [c.title for c in game.state.players[1].boot_hill] == ["Pancho Castillo"]
    assert [c.title for c in game.state.players[2].boot_hill] == ["Rob Wilby"]
    assert card_named(game, "El Anónimo").zone == "play"

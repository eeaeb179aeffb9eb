"""Law Dogs: Noon, boot: boot your dudes with more total influence than a dude's to give that dude 1 bounty."""
from doomtown_tui.engine.testing import scenario
from tests.cards.helpers import has_option, option_titles, play, uid_of


def _game(theirs):
    return scenario(phase="high_noon", players=[
        dict(outfit="Law Dogs", town_square=["Laura Banks"], home=["Philip Swinford"]),   # influence 2 and 1
        dict(outfit="The Sloane Gang", town_square=list(theirs)),
    ])


def test_boot_enough_influence_to_put_a_bounty_on_a_dude():
    game = _game(["Pancho Castillo"])                                          # influence 2
    play(game, play="ability", card="Law Dogs")
    play(game, play="target", card="Pancho Castillo")
    play(game, play="boot", card="Laura Banks")       # 2 is not more than 2: Philip must boot too
    assert game.state.card(uid_of(game, "Pancho Castillo")).bounty == 1
    assert game.state.card(uid_of(game, "Laura Banks")).booted
    assert game.state.card(uid_of(game, "Philip Swinford")).booted
    assert game.state.players[0].outfit.booted


def test_only_as_many_dudes_as_needed_boot():
    game = _game(["Allie Hensman"])                                            # influence 0
    play(game, play="ability", card="Law Dogs")
    play(game, play="target", card="Allie Hensman")
    play(game, play="boot", card="Philip Swinford")    # 1 > 0: done
    assert game.state.card(uid_of(game, "Allie Hensman")).bounty == 1
    assert not game.state.card(uid_of(game, "Laura Banks")).booted


def test_a_dude_with_as_much_influence_as_yours_together_cannot_be_chosen():
    game = _game(["Jessica Patchett"])                                         # influence 3 = 2 + 1
    play(game, play="ability", card="Law Dogs")
    assert "Jessica Patchett" not in option_titles(game)
    assert "Philip Swinford" in option_titles(game)    # your own dude may be made wanted


def test_not_without_unbooted_influence():
    game = scenario(phase="high_noon", players=[
        dict(outfit="Law Dogs", town_square=["Laura Banks"], booted=["Laura Banks"]),
        dict(outfit="The Sloane Gang", town_square=["Allie Hensman"]),
    ])
    assert not has_option(game, play="ability", card="Law Dogs")

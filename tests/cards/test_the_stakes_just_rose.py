"""The Stakes Just Rose: Shootout: one of your dudes not in the shootout joins your posse and becomes a stud."""
from doomtown_tui.engine.testing import scenario
from tests.cards.helpers import FILLER, card_named, cards, end_shootout, has_option, play, posse_titles


def _shootout(home: list[str], booted: list[str]):
    game = scenario(phase="high_noon", players=[
        dict(outfit="Law Dogs", town_square=["Clint Ramsey"], home=home, booted=booted, hand=["The Stakes Just Rose"]),
        dict(outfit="The Sloane Gang", town_square=["Pancho Castillo"]),
    ], shootout=dict(posses=[["Clint Ramsey"], ["Pancho Castillo"]]))
    return game


def test_a_booted_dude_at_home_joins_as_a_stud():
    game = _shootout(home=["Rob Wilby"], booted=["Rob Wilby"])   # booted: could not join from home
    play(game, play="ability", card="The Stakes Just Rose")
    rob = card_named(game, "Rob Wilby")
    assert posse_titles(game, 0) == ["Clint Ramsey", "Rob Wilby"]
    assert rob.location == "Town Square" and rob.shooter == "stud"
    assert rob.booted                                   # moved by the card: no unbooting, no booting


def test_no_dude_outside_the_shootout_no_play():
    game = _shootout(home=[], booted=[])
    # Clint is the only dude of the Law Dogs and is already in the posse
    assert not has_option(game, play="ability", card="The Stakes Just Rose")
    assert game.decision.kind in ("draw", "draw_hand")


def test_the_newcomer_is_a_draw_again_after_the_shootout():
    game = scenario(phase="high_noon", players=[
        dict(outfit="Law Dogs", town_square=["Clint Ramsey"], home=["Rob Wilby"], booted=["Rob Wilby"],
             hand=["The Stakes Just Rose"], deck=cards("9H 9S 9D 9C 2D 4C 6H " + FILLER)),
        dict(outfit="The Sloane Gang", town_square=["Pancho Castillo"], deck=cards("2H 4D 7C 8S JH QC 3D " + FILLER)),
    ], shootout=dict(posses=[["Clint Ramsey"], ["Pancho Castillo"]]))
    play(game, play="ability", card="The Stakes Just Rose")
    assert card_named(game, "Rob Wilby").shooter == "stud"
    end_shootout(game)                                    # four nines: Pancho falls
    assert game.state.shootout is None
    assert card_named(game, "Rob Wilby").shooter == "draw"


def test_not_playable_under_the_scoop_hounds_hold():
    """Pancho's Scoop Hound bars Shootout plays from bringing dudes into a posse: Rob Wilby could not join, and
    the card (which makes only a dude who joined a stud) could change nothing, so it is not offered; the Law
    Dogs, with no other play, pass, and Pancho's side is asked next."""
    game = scenario(phase="high_noon", dealer=1, players=[
        dict(outfit="Law Dogs", town_square=["Clint Ramsey"], home=["Rob Wilby"], hand=["The Stakes Just Rose"]),
        dict(outfit="The Sloane Gang", town_square=["Pancho Castillo", "Tommy Harden"],
             attach={"Pancho Castillo": ["Scoop Hound"]}),
    ], shootout=dict(posses=[["Clint Ramsey"], ["Pancho Castillo", "Tommy Harden"]]))
    assert (game.decision.kind, game.decision.player) == ("shootout", 1)
    play(game, play="ability", card="Scoop Hound")
    assert not (game.decision.player == 0 and has_option(game, play="ability", card="The Stakes Just Rose"))
    assert [c.title for c in game.state.players[0].hand] == ["The Stakes Just Rose"]


def test_an_ancestor_spirit_away_from_the_shootout_cannot_be_the_dude_that_joins():
    """The Spirit would be removed on leaving its location, never arriving (digest B34, as when posses form):
    it is no choice, so with no other dude of yours out of the shootout the card is not offered."""
    game = scenario(phase="high_noon", players=[
        dict(outfit="The Spiritual Society", town_square=["Clint Ramsey"], home=["Ancestor Spirit"],
             hand=["The Stakes Just Rose", "Pistol Whip"]),
        dict(outfit="The Sloane Gang", town_square=["Pancho Castillo"]),
    ], shootout=dict(posses=[["Clint Ramsey"], ["Pancho Castillo"]]))
    assert game.decision.kind == "shootout" and game.decision.player == 0
    assert not has_option(game, play="ability", card="The Stakes Just Rose")
    assert card_named(game, "Ancestor Spirit").location == "The Spiritual Society"

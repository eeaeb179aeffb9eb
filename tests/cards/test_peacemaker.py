"""Peacemaker: this dude cannot be made a draw, and other players' Shootout abilities cannot lower
their bullets."""
from doomtown_tui.engine.testing import scenario
from tests.cards.helpers import callout_shootout, card_named, events, has_option, option, pick_titles, play, turn_of


def _shootout(sun_owner: int):
    hands = [[], []]
    hands[sun_owner] = ["Sun in Yer Eyes"]
    game = scenario(phase="high_noon", players=[
        dict(outfit="Law Dogs", town_square=["Clint Ramsey"], attach={"Clint Ramsey": ["Peacemaker"]},
             hand=hands[0], stash=3),
        dict(outfit="The Sloane Gang", town_square=["Pancho Castillo"], hand=hands[1], stash=3),
    ])
    assert (card_named(game, "Clint Ramsey").bullets, card_named(game, "Clint Ramsey").shooter) == (3, "stud")
    callout_shootout(game, "Clint Ramsey", "Pancho Castillo")
    turn_of(game, sun_owner)
    play(game, play="ability", card="Sun in Yer Eyes")
    play(game, play="target", card="Clint Ramsey")
    return game


def test_an_opposing_shootout_ability_neither_lowers_bullets_nor_makes_a_draw():
    """The other player's Sun in Yer Eyes could do neither to Clint: he is no target for it (an ability that
    could change nothing cannot be used); its player's own Pancho is, chosen at once."""
    game = scenario(phase="high_noon", players=[
        dict(outfit="Law Dogs", town_square=["Clint Ramsey"], attach={"Clint Ramsey": ["Peacemaker"]}, stash=3),
        dict(outfit="The Sloane Gang", town_square=["Pancho Castillo"], hand=["Sun in Yer Eyes"], stash=3),
    ])
    callout_shootout(game, "Clint Ramsey", "Pancho Castillo")
    turn_of(game, 1)
    play(game, play="ability", card="Sun in Yer Eyes")
    assert game.decision.prompt == "Player 2: Sun in Yer Eyes on Pancho Castillo"
    clint = card_named(game, "Clint Ramsey")
    assert (clint.bullets, clint.shooter) == (3, "stud")


def test_your_own_ability_can_lower_bullets_but_not_make_a_draw():
    game = _shootout(sun_owner=0)
    # making him a draw alone would change nothing: that mode is not offered (the paid "both" still cuts)
    assert [o.label for o in game.decision.options] == ["-2 bullets", "Pay 1 GR: -2 bullets and becomes a draw"]
    play(game, play="mode", mode=1)
    clint = card_named(game, "Clint Ramsey")
    assert (clint.bullets, clint.shooter) == (1, "stud")


def test_a_blanked_peacemaker_guards_nothing():
    game = scenario(phase="high_noon", players=[
        dict(outfit="Law Dogs", town_square=["Clint Ramsey"], attach={"Clint Ramsey": ["Peacemaker"]}, stash=3),
        dict(outfit="The Sloane Gang", town_square=["Pancho Castillo"], hand=["Unprepared", "Sun in Yer Eyes"],
             stash=3),
    ])
    callout_shootout(game, "Clint Ramsey", "Pancho Castillo")
    turn_of(game, 1)
    game.choose(1, option(game, play="ability", card="Unprepared", ability=1))
    pick_titles(game, "Peacemaker")                      # the Peacemaker loses its text (and its bullet)
    assert card_named(game, "Clint Ramsey").bullets == 2
    turn_of(game, 1)
    play(game, play="ability", card="Sun in Yer Eyes")
    play(game, play="target", card="Clint Ramsey")
    play(game, play="mode", mode=2)
    clint = card_named(game, "Clint Ramsey")
    assert (clint.bullets, clint.shooter) == (0, "draw")
    assert not events(game, "prevented")


def test_hattie_delorre_cannot_target_him():
    """Hattie's -3 bullets to an opposing wanted dude is all her ability does: a wanted Clint with the
    Peacemaker is no target for it, so with nobody else wanted she has no play."""
    game = scenario(phase="high_noon", dealer=0, players=[
        dict(outfit="Law Dogs", town_square=["Clint Ramsey"], attach={"Clint Ramsey": ["Peacemaker"]},
             bounty={"Clint Ramsey": 1}),
        dict(outfit="The Sloane Gang", town_square=["Hattie DeLorre"]),
    ], shootout=dict(posses=[["Clint Ramsey"], ["Hattie DeLorre"]]))
    assert (game.decision.kind, game.decision.player) == ("draw", 1)   # no Shootout play for anyone: the draw
    game = scenario(phase="high_noon", dealer=0, players=[              # without the Peacemaker she has one
        dict(outfit="Law Dogs", town_square=["Clint Ramsey"], bounty={"Clint Ramsey": 1}),
        dict(outfit="The Sloane Gang", town_square=["Hattie DeLorre"]),
    ], shootout=dict(posses=[["Clint Ramsey"], ["Hattie DeLorre"]]))
    assert (game.decision.kind, game.decision.player) == ("shootout", 1)
    assert has_option(game, play="ability", card="Hattie DeLorre")

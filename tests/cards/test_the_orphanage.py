"""The Orphanage: Controller Noon, boot: deeds with 2+ CP get -1 CP and +2 production until after the next Production."""
from doomtown_tui.engine.testing import scenario
from tests.cards.helpers import events, has_option, pass_until, play, uid_of


def _game(deeds):
    return scenario(phase="high_noon", players=[
        dict(outfit="Law Dogs", street_left=deeds, hand=["Shotgun"], home=["Pancho Castillo"]),
        dict(outfit="The Sloane Gang", street_left=["The Whateley Estate"], home=["Avie Cline", "El Anónimo"]),
    ])


def test_rich_deeds_trade_a_control_point_for_production_until_the_next_production():
    game = _game(["The Orphanage", "The Mayor's Office"])
    orphanage, office, estate = (uid_of(game, t) for t in ("The Orphanage", "The Mayor's Office", "The Whateley Estate"))
    play(game, play="ability", uid=orphanage)
    view = game.state
    assert (view.card(office).control, view.card(office).production) == (1, 4)      # printed 2 CP, 2 production
    assert (view.card(estate).control, view.card(estate).production) == (1, 2)     # printed 2 CP, 0 production
    assert (view.card(orphanage).control, view.card(orphanage).production) == (1, 1)   # 1 CP: unchanged
    assert view.players[0].control == 2 and view.players[1].control == 1
    pass_until(game, "nightfall_discard")
    assert game.state.card(office).control == 1          # still in force after the day ends
    pass_until(game, "noon")                             # day 2: the Production phase has come and gone
    gains = {e.data["player"]: e.data["amount"] for e in events(game, "gain") if "production" in e.text}
    assert gains == {0: 3 + 4 + 1, 1: 3 + 2}              # outfit + office + orphanage; outfit + estate
    assert (game.state.card(office).control, game.state.card(office).production) == (2, 2)


def test_not_usable_without_a_deed_of_2_or_more_control_points():
    game = scenario(phase="high_noon", players=[dict(outfit="Law Dogs", street_left=["The Orphanage"]), {}])
    assert not has_option(game, play="ability", card="The Orphanage")

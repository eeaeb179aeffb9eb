"""The Mayor's Office: Controller Noon, boot: a nearby dude gets +1 or -1 influence for the day."""
from doomtown_tui.engine.testing import scenario
from tests.cards.helpers import has_option, pass_until, play, uid_of


def _game(dealer: int = 0, p0_at_office=("Pancho Castillo",), p1_at_office=()):
    # street: The Mayor's Office | Law Dogs home; the town square is beside the office too
    return scenario(phase="high_noon", dealer=dealer, players=[
        dict(outfit="Law Dogs", street_left=["The Mayor's Office"], at={"The Mayor's Office": list(p0_at_office)},
             home=["Rob Wilby"], hand=["Shotgun"]),
        dict(outfit="The Sloane Gang", town_square=["Avie Cline"], home=["Clint Ramsey"],
             at={"The Mayor's Office": list(p1_at_office)}),
    ])


def test_an_opposing_dude_in_the_town_square_loses_1_influence_until_the_day_ends():
    game = _game()
    office, avie = uid_of(game, "The Mayor's Office"), uid_of(game, "Avie Cline")
    play(game, play="ability", uid=office)
    # nearby: Pancho (at the office), Rob Wilby (home, adjacent), Avie (town square, adjacent); not Clint
    targets = {o.data["card"] for o in game.decision.options}
    assert targets == {"Pancho Castillo", "Rob Wilby", "Avie Cline"}
    play(game, uid=avie)
    play(game, play="mode", mode=1)                      # -1 influence
    assert game.state.card(avie).influence == 1          # 2 - 1
    assert game.state.players[1].influence == 2          # Avie 1 + Clint 1
    assert game.state.card(office).booted
    assert not has_option(game, play="ability", uid=office)
    pass_until(game, "nightfall_discard")
    assert game.state.card(avie).influence == 1          # still there at Sundown and into Nightfall
    pass_until(game, "noon")                             # the next day: the effect ended with the turn
    assert game.state.card(avie).influence == 2


def test_plus_one_to_own_dude():
    game = _game()
    office, pancho = uid_of(game, "The Mayor's Office"), uid_of(game, "Pancho Castillo")
    play(game, play="ability", uid=office)
    play(game, uid=pancho)
    play(game, play="mode", mode=0)
    assert game.state.card(pancho).influence == 3
    assert game.state.players[0].influence == 3          # Pancho 3 + Rob 0


def test_only_the_controller_may_use_it():
    # El Anónimo (2 influence) alone at the office: the Sloane Gang controls it
    game = _game(dealer=0, p0_at_office=(), p1_at_office=("El Anónimo",))
    office = uid_of(game, "The Mayor's Office")
    assert game.state.controllers[office] == 1
    assert not has_option(game, play="ability", uid=office)
    play(game, play="pass")
    assert game.decision.player == 1 and has_option(game, play="ability", uid=office)


def test_no_minus_one_for_a_dude_whose_influence_it_may_not_lower():
    """Avie Cline's Fancy New Hat keeps other players' abilities from lowering her influence: the Office's -1
    would change nothing, so it is no choice and she gets +1 without a question. Pancho, beside her with no hat,
    is still offered both."""
    def office_game():
        return scenario(phase="high_noon", players=[
            dict(outfit="Law Dogs", street_left=["The Mayor's Office"], home=["Rob Wilby"]),
            dict(outfit="The Sloane Gang", town_square=["Avie Cline", "Pancho Castillo"],
                 attach={"Avie Cline": ["Fancy New Hat"]}),
        ])
    game = office_game()
    avie = uid_of(game, "Avie Cline")
    play(game, play="ability", card="The Mayor's Office")
    play(game, uid=avie)
    assert game.state.card(avie).influence == 2 + 1 + 1      # printed 2, the hat's +1, the Office's +1
    assert (game.decision.kind, game.decision.player) == ("noon", 1)
    game = office_game()
    play(game, play="ability", card="The Mayor's Office")
    play(game, card="Pancho Castillo")
    assert [o.data["mode"] for o in game.decision.options] == [0, 1]

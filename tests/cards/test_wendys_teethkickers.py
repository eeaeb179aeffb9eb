"""Wendy's Teethkickers: React, boot: after another player's dude is sent home booted from this dude's
location, this dude gets +1 influence for the turn and unboots."""
from doomtown_tui.engine.testing import scenario
from tests.cards.helpers import FILLER, _calm_step, card_named, cards, has_option, play, to_phase


def _refused_callout(wendy_at: str):
    places = {"town_square": [], "home": []}
    places[wendy_at] = ["Clint Ramsey"]
    game = scenario(phase="high_noon", players=[
        dict(outfit="Law Dogs", town_square=["Rob Wilby"] + places["town_square"], home=places["home"],
             attach={"Clint Ramsey": ["Wendy's Teethkickers"]}, booted=["Clint Ramsey"]),
        dict(outfit="The Sloane Gang", town_square=["Pancho Castillo"]),
    ])
    assert card_named(game, "Clint Ramsey").influence == 2     # 1 printed + 1 from the boots
    play(game, play="callout", card="Rob Wilby", target_card="Pancho Castillo")
    play(game, play="refuse")                                   # Pancho goes home booted
    return game


def test_teethkickers_answer_a_dude_sent_packing():
    game = _refused_callout("town_square")
    assert (game.decision.kind, game.decision.player) == ("react", 0)
    play(game, play="ability", card="Wendy's Teethkickers")
    clint = card_named(game, "Clint Ramsey")
    assert (clint.influence, clint.booted) == (3, False)
    assert card_named(game, "Wendy's Teethkickers").booted
    assert ("Wendy's Teethkickers", 1) in clint.modifiers["influence"]


def test_teethkickers_only_for_this_location():
    game = _refused_callout("home")
    assert game.decision.kind == "noon"
    assert not has_option(game, play="ability", card="Wendy's Teethkickers")


def test_the_influence_lasts_until_nightfall():
    game = scenario(phase="high_noon", players=[
        dict(outfit="Law Dogs", town_square=["Rob Wilby", "Clint Ramsey"],
             attach={"Clint Ramsey": ["Wendy's Teethkickers"]},
             booted=["Clint Ramsey"], hand=["Shotgun"], stash=10),
        dict(outfit="The Sloane Gang", town_square=["Pancho Castillo"], stash=10),
    ])
    play(game, play="callout", card="Rob Wilby", target_card="Pancho Castillo")
    play(game, play="refuse")
    play(game, play="ability", card="Wendy's Teethkickers")
    assert card_named(game, "Clint Ramsey").influence == 3
    to_phase(game, "nightfall")
    assert game.state.phase == "nightfall" and card_named(game, "Clint Ramsey").influence == 3
    to_phase(game, "gamblin", day=2)
    assert game.state.day == 2 and card_named(game, "Clint Ramsey").influence == 2   # 1 printed + 1 from the boots


def test_a_flight_is_answered_before_the_winner_decides_to_flee():
    """The loser's dude flees home booted from the town square while the shootout goes on: the React window
    opens at once (rulebook "React Priorities"), before the winner chooses to flee or fight, so the boots'
    wearer can use them even if he then runs himself."""
    game = scenario(phase="high_noon", dealer=0, players=[
        dict(outfit="Law Dogs", town_square=["Rob Wilby", "Clint Ramsey"],
             attach={"Clint Ramsey": ["Wendy's Teethkickers"]}, deck=cards(FILLER)),
        dict(outfit="The Sloane Gang", town_square=["Pancho Castillo", "Allie Hensman", "Jessica Patchett"],
             deck=cards(FILLER)),
    ], shootout=dict(posses=[["Rob Wilby", "Clint Ramsey"], ["Pancho Castillo", "Allie Hensman", "Jessica Patchett"]],
                     step="resolution", hands=[cards("KH KD 5C 7S 9H"), cards("2H 4D 6C 8S JH")]))
    while game.decision.kind != "flee":
        _calm_step(game, spare=("Allie Hensman",))          # the Sloane Gang's one casualty
    assert game.decision.player == 1
    game.choose(1, [o.id for o in game.decision.options if o.data["card"] == "Allie Hensman"])
    assert (game.decision.kind, game.decision.player) == ("react", 0)
    play(game, play="ability", card="Wendy's Teethkickers")
    assert card_named(game, "Clint Ramsey").influence == 3
    assert (game.decision.kind, game.decision.player) == ("flee", 0)

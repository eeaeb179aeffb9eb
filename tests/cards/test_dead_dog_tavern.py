"""Dead Dog Tavern: Rowdy (handled by the engine): bullets, not influence, decide who controls it."""
from doomtown_tui.engine.testing import scenario
from tests.cards.helpers import uid_of


def test_control_goes_to_the_most_bullets():
    # the owner's Avie Cline has 2 influence and 0 bullets; Rob Wilby has 0 influence and 1 bullet
    game = scenario(phase="high_noon", players=[
        dict(outfit="Law Dogs", at={"Dead Dog Tavern": ["Rob Wilby"]}),
        dict(outfit="The Sloane Gang", street_left=["Dead Dog Tavern"], at={"Dead Dog Tavern": ["Avie Cline"]}),
    ])
    tavern = uid_of(game, "Dead Dog Tavern")
    assert game.state.controllers[tavern] == 0
    assert game.state.card(tavern).controller == 0
    assert (game.state.players[0].control, game.state.players[1].control) == (1, 0)


def test_a_bullet_tie_leaves_it_with_the_owner():
    game = scenario(phase="high_noon", players=[
        dict(outfit="Law Dogs", at={"Dead Dog Tavern": ["Rob Wilby"]}),
        dict(outfit="The Sloane Gang", street_left=["Dead Dog Tavern"], at={"Dead Dog Tavern": ["Bloody Teeth"]}),
    ])
    assert game.state.controllers[uid_of(game, "Dead Dog Tavern")] == 1

"""Miranda Clarke: +1 influence while she has a control point; +2 bullets while she has 2 or more bounty."""
from doomtown_tui.engine.testing import scenario
from tests.cards.helpers import play, uid_of


def _miranda(**p0):
    game = scenario(phase="high_noon", players=[
        dict(outfit="The Sloane Gang", town_square=["Miranda Clarke", "Allie Hensman"], **p0), dict(outfit="Law Dogs")])
    return game, game.state.card(uid_of(game, "Miranda Clarke"))


def test_two_bounty_give_plus_two_bullets_and_a_control_point_plus_one_influence():
    _, view = _miranda(bounty={"Miranda Clarke": 2}, control_tokens={"Miranda Clarke": 1})
    assert (view.bullets, view.influence) == (2, 2)
    assert dict(view.modifiers["bullets"]) == {"Miranda Clarke": 2}


def test_one_bounty_and_no_control_point_change_nothing():
    _, view = _miranda(bounty={"Miranda Clarke": 1})
    assert (view.bullets, view.influence) == (0, 1)


def test_bounty_gained_in_a_shootout_at_a_private_deed_turns_her_bullets_on():
    # She is called out at the opponent's Private deed: joining the posse there gives her a 2nd bounty.
    game = scenario(phase="high_noon", dealer=1, players=[
        dict(outfit="The Sloane Gang", at={"Mount Moriah Cemetery": ["Miranda Clarke"]}, bounty={"Miranda Clarke": 1}),
        dict(outfit="Law Dogs", street_right=["Mount Moriah Cemetery"], at={"Mount Moriah Cemetery": ["Ezrael Jones"]}),
    ])
    miranda = uid_of(game, "Miranda Clarke")
    assert game.state.card(miranda).bullets == 0
    play(game, play="callout", card="Ezrael Jones", target_card="Miranda Clarke")
    play(game, play="accept")
    view = game.state.card(miranda)
    assert (view.bounty, view.bullets) == (2, 2)

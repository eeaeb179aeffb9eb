"""Epidemic Laboratory: Controller Noon Job, boot: mark this deed with a skilled leader (who boots); on
success the deed gets +1 CP and +1 production for good."""
from doomtown_tui.engine.testing import scenario
from tests.cards.helpers import has_option, pass_until, play, uid_of


def _game(home):
    return scenario(phase="high_noon", players=[
        dict(outfit="Law Dogs", street_left=["Epidemic Laboratory"], home=home, hand=["Shotgun"]),
        dict(outfit="The Sloane Gang", home=["Avie Cline", "El Anónimo"]),
    ])


def test_an_unopposed_job_improves_the_deed_for_good():
    game = _game(["Wilber Crowley", "Rob Wilby"])        # Wilber is a Huckster; Rob has no skill
    lab, wilber = uid_of(game, "Epidemic Laboratory"), uid_of(game, "Wilber Crowley")
    play(game, play="ability", uid=lab)                  # Wilber is the only possible leader
    while game.decision.kind == "join_posse":
        play(game, play="done")
    view = game.state
    assert (view.card(lab).control, view.card(lab).production) == (1, 1)
    assert not view.card(lab).booted                     # the leader paid the boot
    assert view.card(wilber).booted and view.card(wilber).location == "Law Dogs"
    pass_until(game, "nightfall_discard")
    play(game, play="keep")
    pass_until(game, "noon")
    assert (game.state.card(lab).control, game.state.card(lab).production) == (1, 1)


def test_needs_a_leader_with_a_skill():
    game = _game(["Rob Wilby"])
    assert not has_option(game, play="ability", card="Epidemic Laboratory")

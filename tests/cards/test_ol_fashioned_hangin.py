"""Ol' Fashioned Hangin': Noon Job (1 GR) marking an opposing dude with at least 2 bounty; success aces the
mark and gives the leader, if still in play, 1 permanent control point."""
from doomtown_tui.engine.testing import scenario
from tests.cards.helpers import FILLER, _calm_step, card_named, cards, events, has_option, option_titles, play

CARD = "Ol' Fashioned Hangin'"


def _hangin(bounty):
    return scenario(phase="high_noon", players=[
        dict(outfit="Law Dogs", home=["Clint Ramsey"], hand=[CARD], stash=3),
        dict(outfit="The Sloane Gang", town_square=["Rob Wilby", "El Anónimo"], bounty=bounty),
    ])


def test_the_wanted_mark_is_aced_and_the_leader_gains_a_control_point():
    game = _hangin({"Rob Wilby": 2, "El Anónimo": 1})
    play(game, play="ability", card=CARD)
    # El Anónimo has only 1 bounty: Rob is the one mark, chosen without asking
    play(game, play="allow")
    assert [c.title for c in game.state.players[1].boot_hill] == ["Rob Wilby"]
    clint = card_named(game, "Clint Ramsey")
    assert (clint.control, clint.location, clint.booted) == (1, "Law Dogs", True)
    assert game.state.players[0].stash == 4                  # 3 - 1 for the card + Rob's 2 bounty
    assert game.state.players[0].control == 1


def test_two_marks_to_choose_from():
    game = _hangin({"Rob Wilby": 2, "El Anónimo": 3})
    play(game, play="ability", card=CARD)
    assert sorted(option_titles(game)) == ["El Anónimo", "Rob Wilby"]
    play(game, play="mark", card="El Anónimo")
    play(game, play="allow")
    assert [c.title for c in game.state.players[1].boot_hill] == ["El Anónimo"]


def test_not_offered_without_a_dude_with_two_bounty():
    game = _hangin({"Rob Wilby": 1})
    assert game.decision.kind == "noon"
    assert not has_option(game, play="ability", card=CARD)


def _opposed(p0_deck: str, p1_deck: str, casualty: str, p1_flees: bool):
    """Clint Ramsey leads the job with Andreas Andregg as the shooter against Pancho Castillo (2 bounty), who
    opposes; each casualty taken is ``casualty``, and the Sloane Gang flees at the first chance if ``p1_flees``."""
    game = scenario(phase="high_noon", players=[
        dict(outfit="Law Dogs", town_square=["Clint Ramsey", "Andreas Andregg"], hand=[CARD], stash=3,
             deck=cards(p0_deck + " " + FILLER)),
        dict(outfit="The Sloane Gang", town_square=["Pancho Castillo"], bounty={"Pancho Castillo": 2},
             deck=cards(p1_deck + " " + FILLER)),
    ])
    play(game, play="ability", card=CARD)
    play(game, play="leader", card="Clint Ramsey")
    play(game, play="join", card="Andreas Andregg")
    play(game, play="oppose")
    play(game, play="join", card="Pancho Castillo")
    play(game, play="shooter", card="Andreas Andregg")
    for _ in range(40):
        if game.state.shootout is None:
            return game
        d = game.decision
        if d.kind == "casualty":
            play(game, play=d.options[0].data["play"], card=casualty)
        elif d.kind == "flee" and d.player == 1 and p1_flees:
            game.choose(1, [o.id for o in d.options])
        else:
            _calm_step(game)
    raise AssertionError("the shootout never ended")


def test_a_mark_killed_in_the_shootout_still_gives_the_leader_his_control_point():
    """Three nines beat Pancho's king high and Pancho falls as the casualty: the job still succeeds, and Clint
    Ramsey, the leader, gains 1 control point."""
    game = _opposed("9H 9S 9D 5C 7S", "2H 5D 9C JH KD 3S 4C 8S", "Pancho Castillo", p1_flees=False)
    assert [e.kind for e in events(game, "job_success")] == ["job_success"]
    assert card_named(game, "Clint Ramsey").control == 1


def test_with_the_leader_fallen_the_mark_is_aced_but_nobody_gains_a_control_point():
    """Pancho's pair of nines beats the king high and Clint Ramsey (the leader) is the casualty; Pancho flees, so
    the job succeeds: Pancho is aced, and neither Andreas Andregg nor the Law Dogs gain a control point."""
    game = _opposed("2H 5D 9C JH KD", "9H 9S 2D 5C 7S 3C 6H JD", "Clint Ramsey", p1_flees=True)
    assert [e.kind for e in events(game, "job_success")] == ["job_success"]
    assert [c.title for c in game.state.players[1].boot_hill] == ["Pancho Castillo"]
    assert card_named(game, "Andreas Andregg").control in (None, 0)
    assert game.state.players[0].control == 0

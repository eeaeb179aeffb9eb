"""Jessica Patchett: Outlaws pay 1 less per wanted dude they control; her job (boot) goes after the
best-armed opposing dude (ties: you pick) and aces that dude if it succeeds."""
from doomtown_tui.engine.testing import scenario
from tests.cards.helpers import has_option, play, uid_of

JESSICA = "Jessica Patchett"


def test_outlaws_recruit_her_for_1_less_per_wanted_dude_they_control():
    for outfit, paid in (("The Sloane Gang", 8), ("Law Dogs", 10)):
        game = scenario(phase="high_noon", players=[
            dict(outfit=outfit, stash=20, hand=[JESSICA], home=["Allie Hensman", "Ike Clanton", "Rob Wilby"],
                 bounty={"Allie Hensman": 1, "Ike Clanton": 3}),
            dict(outfit="Saved By Grace", town_square=["Pancho Castillo"], bounty={"Pancho Castillo": 1}),
        ])
        play(game, play="recruit", card=JESSICA)
        assert game.state.players[0].stash == 20 - paid


def _job_game(rival: str = "Clint Ramsey", booted: bool = False):
    return scenario(phase="high_noon", players=[
        dict(outfit="The Sloane Gang", stash=0, home=[JESSICA], booted=[JESSICA] if booted else []),
        dict(outfit="Law Dogs", town_square=["Pancho Castillo"], home=[rival, "Rob Wilby"],
             booted=[rival, "Rob Wilby"], bounty={"Pancho Castillo": 2}),
    ])


def test_the_job_aces_the_dude_with_the_most_bullets_and_collects_the_bounty():
    game = _job_game()
    jessica = uid_of(game, JESSICA)
    play(game, play="ability", uid=jessica)          # Pancho (3 bullets) is the only possible mark
    play(game, play="allow")                         # the Law Dogs let it happen
    assert [c.title for c in game.state.players[1].boot_hill] == ["Pancho Castillo"]
    assert game.state.players[0].stash == 2
    view = game.state.card(jessica)
    assert (view.location, view.booted) == ("The Sloane Gang", True)


def test_on_a_tie_for_most_bullets_you_choose_and_no_one_else_can_be_marked():
    game = _job_game(rival="Jim Hexter")             # 3 bullets too
    play(game, play="ability", uid=uid_of(game, JESSICA))
    marks = {o.data["card"] for o in game.decision.options}
    assert marks == {"Pancho Castillo", "Jim Hexter"}
    play(game, play="mark", card="Jim Hexter")
    play(game, play="allow")                         # Jim's side could oppose at their home, but lets it go
    assert [c.title for c in game.state.players[1].boot_hill] == ["Jim Hexter"]
    assert game.state.card(uid_of(game, "Pancho Castillo")).zone == "play"


def test_not_usable_when_she_is_booted():
    game = _job_game(booted=True)
    assert not has_option(game, play="ability", card=JESSICA)


def test_with_three_players_the_most_bullets_among_all_opposing_dudes():
    # Pancho (3 bullets, player 1) outguns Rob Wilby (1, player 2's only dude): Rob is no mark
    game = scenario(phase="high_noon", players=[
        dict(outfit="The Sloane Gang", stash=0, home=[JESSICA]),
        dict(outfit="Law Dogs", home=["Pancho Castillo"], booted=["Pancho Castillo"]),
        dict(outfit="Morgan Regulators", town_square=["Rob Wilby"]),
    ])
    play(game, play="ability", card=JESSICA)         # one possible mark: no question
    assert (game.decision.kind, game.decision.player) == ("oppose_job", 1)
    assert [e.data.get("mark") for e in game.events if e.kind == "job"] == [uid_of(game, "Pancho Castillo")]

"""E.B. Farnum: an Entrepreneurs player may boot dudes while recruiting him to take their influence off
his cost; Noon: a dude at his location gets -1 influence."""
from doomtown_tui.engine.testing import scenario
from tests.cards.helpers import card_named, has_option, option_titles, play, to_phase, uid_of

FARNUM = "E.B. Farnum"


def _recruiting(outfit: str, stash: int):
    return scenario(phase="high_noon", dealer=0, players=[
        dict(outfit=outfit, stash=stash, hand=[FARNUM], home=["Clint Ramsey", "El Anónimo", "Rob Wilby"]),
        dict(outfit="The Sloane Gang", home=["Pancho Castillo"]),
    ])


def test_booted_dudes_pay_for_him_with_their_influence():
    game = _recruiting("Farnum's Consortium", stash=7)       # he costs 10: 3 influence must boot
    play(game, play="recruit", card=FARNUM)
    assert not has_option(game, play="done")                  # 10 GR is more than the 7 in the stash
    play(game, play="boot", card="Clint Ramsey")              # influence 1
    assert not has_option(game, play="done")
    play(game, play="boot", card="El Anónimo")                # influence 2
    assert option_titles(game) == ["Rob Wilby", None]         # Rob may boot too, or done
    play(game, play="done")
    assert game.state.players[0].stash == 0
    farnum = card_named(game, FARNUM)
    assert (farnum.location, farnum.booted) == ("Farnum's Consortium", False)
    assert [card_named(game, t).booted for t in ("Clint Ramsey", "El Anónimo", "Rob Wilby")] == [True, True, False]


def test_only_for_entrepreneurs():
    game = _recruiting("Law Dogs", stash=7)
    assert game.decision.kind == "noon"
    assert not has_option(game, play="recruit", card=FARNUM)


def test_noon_a_dude_at_his_location_loses_1_influence():
    game = scenario(phase="high_noon", dealer=0, players=[
        dict(outfit="Farnum's Consortium", town_square=[FARNUM], home=["El Anónimo"]),
        dict(outfit="The Sloane Gang", town_square=["Pancho Castillo"]),
    ])
    play(game, play="ability", card=FARNUM)
    assert sorted(option_titles(game)) == [FARNUM, "Pancho Castillo"]      # not El Anónimo at home
    play(game, play="target", card="Pancho Castillo")
    assert card_named(game, "Pancho Castillo").influence == 1
    assert card_named(game, FARNUM).booted is False


def test_the_lost_influence_comes_back_after_nightfall():
    game = scenario(phase="high_noon", dealer=0, players=[
        dict(outfit="Farnum's Consortium", town_square=[FARNUM], hand=["Shotgun"], stash=10),
        dict(outfit="The Sloane Gang", town_square=["Pancho Castillo"], stash=10),
    ])
    pancho = uid_of(game, "Pancho Castillo")
    play(game, play="ability", card=FARNUM)
    play(game, play="target", card="Pancho Castillo")
    assert game.state.card(pancho).influence == 1
    to_phase(game, "nightfall")
    assert game.state.phase == "nightfall" and game.state.card(pancho).influence == 1
    to_phase(game, "gamblin", day=2)
    assert game.state.day == 2 and game.state.card(pancho).influence == 2


def test_with_every_dude_booted_nothing_is_asked_and_he_costs_his_full_10():
    """An Entrepreneur with no unbooted dude has nothing to boot for the discount: recruiting E.B. Farnum asks
    nothing, takes all 10 GR of the stash and puts him at home."""
    game = scenario(phase="high_noon", dealer=0, players=[
        dict(outfit="Farnum's Consortium", stash=10, hand=[FARNUM], home=["Clint Ramsey", "Rob Wilby"],
             booted=["Clint Ramsey", "Rob Wilby"]),
        dict(outfit="The Sloane Gang", home=["Pancho Castillo"]),
    ])
    play(game, play="recruit", card=FARNUM)
    assert game.state.players[0].stash == 0
    assert card_named(game, FARNUM).location == "Farnum's Consortium"
    assert game.decision.kind == "noon"

"""Hattie DeLorre: Shootout: an opposing wanted dude in the shootout gets -3 bullets."""
from doomtown_tui.engine.testing import scenario
from tests.cards.helpers import FILLER, cards, end_shootout, has_option, play, uid_of


def _shootout(wanted: dict, hattie_home: bool = False):
    p0 = dict(outfit="Law Dogs", town_square=["Clint Ramsey"] if hattie_home else ["Hattie DeLorre"])
    if hattie_home:
        p0["home"] = ["Hattie DeLorre"]
    game = scenario(phase="high_noon", players=[
        p0, dict(outfit="The Sloane Gang", town_square=["Pancho Castillo", "Jessica Patchett"], bounty=wanted)])
    play(game, play="callout", card="Clint Ramsey" if hattie_home else "Hattie DeLorre", target_card="Pancho Castillo")
    play(game, play="accept")
    if game.decision.kind == "join_posse" and game.decision.player == 0:
        play(game, play="done")
    play(game, play="join", card="Jessica Patchett")
    if game.decision.kind == "join_posse":
        play(game, play="done")
    return game


def test_a_wanted_opposing_dude_gets_minus_three_bullets():
    game = _shootout({"Jessica Patchett": 1})
    hattie = uid_of(game, "Hattie DeLorre")
    assert game.decision.kind == "shootout" and game.decision.player == 0
    play(game, play="ability", uid=hattie)        # Jessica is the only wanted one: chosen at once
    assert game.state.card(uid_of(game, "Jessica Patchett")).bullets == 2     # 5 - 3
    assert game.state.card(uid_of(game, "Pancho Castillo")).bullets == 3      # not wanted: untouched


def test_not_usable_without_a_wanted_opposing_dude():
    game = _shootout({})
    # the Shootout plays window had nothing to offer and was skipped: shooters are chosen next
    assert game.decision.kind == "shooter"
    assert not has_option(game, play="ability", card="Hattie DeLorre")


def test_not_usable_when_hattie_is_not_in_the_shootout():
    game = _shootout({"Jessica Patchett": 1}, hattie_home=True)
    assert not has_option(game, play="ability", card="Hattie DeLorre")
    assert game.state.card(uid_of(game, "Jessica Patchett")).bullets == 5


def test_the_penalty_ends_with_the_shootout():
    game = scenario(phase="high_noon", players=[
        dict(outfit="Law Dogs", town_square=["Hattie DeLorre"], deck=cards("2H 4D 7C 8S JH QC " + FILLER)),
        dict(outfit="The Sloane Gang", town_square=["Jessica Patchett"], bounty={"Jessica Patchett": 1},
             deck=cards("9H 9S 9D 9C 2D 4C 6H 8H 10C " + FILLER)),
    ])
    play(game, play="callout", card="Hattie DeLorre", target_card="Jessica Patchett")
    play(game, play="accept")
    jessica = uid_of(game, "Jessica Patchett")
    play(game, play="ability", card="Hattie DeLorre")
    assert game.state.card(jessica).bullets == 2
    end_shootout(game)                                     # Jessica's four nines: Hattie falls
    assert game.state.shootout is None
    assert game.state.card(uid_of(game, "Jessica Patchett")).bullets == 5

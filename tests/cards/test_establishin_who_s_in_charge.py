"""Establishin' Who's in Charge: Noon Job (1 GR) marking an in-town deed; success puts 1 permanent control
point on the deed."""
from doomtown_tui.engine.testing import scenario
from tests.cards.helpers import FILLER, card_named, cards, events, has_option, option_titles, play, to_reveal

CARD = "Establishin' Who's in Charge"


def test_success_gives_the_deed_a_permanent_control_point():
    game = scenario(phase="high_noon", players=[
        dict(outfit="Law Dogs", home=["Clint Ramsey"], hand=[CARD], stash=5),
        dict(outfit="The Sloane Gang", street_left=["Yan Li's Tailoring", "Pony Express"], out_of_town=["Clanton Ranch"]),
    ])
    play(game, play="ability", card=CARD)
    assert sorted(option_titles(game)) == ["Pony Express", "Yan Li's Tailoring"]   # not the Out of Town ranch
    play(game, play="mark", card="Yan Li's Tailoring")
    assert [e.data["amount"] for e in events(game, "control_points")] == [1]
    assert card_named(game, "Yan Li's Tailoring").control == 2          # printed 1 + the new point
    assert card_named(game, "Pony Express").control == 1
    clint = card_named(game, "Clint Ramsey")
    assert (clint.location, clint.booted) == ("Law Dogs", True)
    assert game.state.players[0].stash == 4                             # 5 GR - 1 for the card


def test_out_of_town_deeds_are_no_marks():
    game = scenario(phase="high_noon", players=[
        dict(outfit="Law Dogs", home=["Clint Ramsey"], hand=[CARD]),
        dict(outfit="The Sloane Gang", out_of_town=["Clanton Ranch"]),
    ])
    assert game.decision.kind == "noon"
    assert not has_option(game, play="ability", card=CARD)


def test_opposed_and_lost_the_deed_gains_nothing():
    # Pancho Castillo (3 stud) stands at the deed and opposes; his four nines beat Clint's king high
    game = scenario(phase="high_noon", players=[
        dict(outfit="Law Dogs", home=["Clint Ramsey"], hand=[CARD], deck=cards("2H 5D 9C JH KD 3D 6C " + FILLER)),
        dict(outfit="The Sloane Gang", street_left=["Yan Li's Tailoring"],
             at={"Yan Li's Tailoring": ["Pancho Castillo"]}, deck=cards("9H 9S 9D 9C 2D 2C 4C 5C " + FILLER)),
    ])
    play(game, play="ability", card=CARD)
    play(game, play="oppose")
    to_reveal(game)
    play(game, play="ace", card="Clint Ramsey")
    game.choose(1, [])
    assert [e.kind for e in game.events if e.kind in ("job_success", "job_fail")] == ["job_fail"]
    assert card_named(game, "Yan Li's Tailoring").control == 1

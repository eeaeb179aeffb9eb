"""Mugging: Noon Job against an opposing dude: as many as two of its attachments boot first; a successful
job sends it home booted and lets you ace as many as two of its booted attachments."""
from doomtown_tui.engine.testing import scenario
from tests.cards.helpers import FILLER, card_named, cards, option_titles, pick_titles, play, to_reveal


def _mugging(p1_town=("Pancho Castillo",), p0_deck=(), p1_deck=None):
    game = scenario(phase="high_noon", players=[
        dict(outfit="Law Dogs", town_square=["Clint Ramsey"], hand=["Mugging"], deck_top=list(p0_deck)),
        dict(outfit="The Sloane Gang", town_square=list(p1_town), attach={"Pancho Castillo": ["Shotgun", "Mustang"]},
             **({} if p1_deck is None else {"deck": p1_deck})),
    ])
    play(game, play="ability", card="Mugging")
    if game.decision.kind == "target" and not game.decision.multi:
        play(game, play="mark", card="Pancho Castillo")
    assert game.decision.kind == "target" and sorted(option_titles(game)) == ["Mustang", "Shotgun"]
    pick_titles(game, "Shotgun", "Mustang")
    return game


def test_success_sends_the_mark_home_and_aces_a_booted_attachment():
    game = _mugging()
    assert card_named(game, "Shotgun").booted and card_named(game, "Mustang").booted
    play(game, play="allow")
    pancho = card_named(game, "Pancho Castillo")
    assert (pancho.location, pancho.booted) == ("The Sloane Gang", True)
    assert sorted(option_titles(game)) == ["Mustang", "Shotgun"]    # up to two booted attachments
    pick_titles(game, "Shotgun")
    assert [c.title for c in game.state.players[1].boot_hill] == ["Shotgun"]
    assert [game.state.card(u).title for u in card_named(game, "Pancho Castillo").attachments] == ["Mustang"]


def test_opposed_and_lost_only_the_boots_remain():
    # El Anónimo (2 stud) opposes; his four nines beat Clint's king high and Clint is aced
    game = _mugging(p1_town=("Pancho Castillo", "El Anónimo"), p0_deck=cards("2H 5D 9C JH KD 3D 6C"),
                    p1_deck=cards("9H 9S 9D 9C 2D 2C 4C " + FILLER))
    play(game, play="oppose")
    play(game, play="join", card="El Anónimo")
    play(game, play="done")
    to_reveal(game)
    play(game, play="ace", card="Clint Ramsey")
    game.choose(1, [])                                  # nobody flees
    pancho = card_named(game, "Pancho Castillo")
    assert (pancho.location, pancho.booted) == ("Town Square", False)
    assert card_named(game, "Shotgun").booted and card_named(game, "Mustang").booted
    assert game.state.players[1].boot_hill == ()


def test_a_card_out_of_its_reach_is_no_choice_to_boot():
    """A Bio-Charge Neutralizer ignores other players' card effects: only the Mustang is offered to boot."""
    game = scenario(phase="high_noon", players=[
        dict(outfit="Law Dogs", town_square=["Clint Ramsey"], hand=["Mugging"]),
        dict(outfit="The Sloane Gang", town_square=["Pancho Castillo"],
             attach={"Pancho Castillo": ["Bio-Charge Neutralizer", "Mustang"]}),
    ])
    play(game, play="ability", card="Mugging")
    assert (game.decision.kind, option_titles(game)) == ("target", ["Mustang"])
    pick_titles(game, "Mustang")
    assert card_named(game, "Mustang").booted and not card_named(game, "Bio-Charge Neutralizer").booted


def test_a_mark_it_may_not_send_home_is_still_a_mark():
    """Strength of the Ancestors keeps Lydia Bear-Hands from being sent home by the other side, but the Mugging
    still changes something (the job itself, and the booted spell on her may be aced), so it may mark her."""
    game = scenario(phase="high_noon", dealer=1, players=[
        dict(outfit="Law Dogs", town_square=["Clint Ramsey"], hand=["Mugging"]),
        dict(outfit="The Spiritual Society", town_square=["Lydia Bear-Hands"],
             attach={"Lydia Bear-Hands": ["Strength of the Ancestors"]}, deck_top=cards("5H " + FILLER)),
    ])
    play(game, play="ability", card="Strength of the Ancestors")   # 5 + Shaman 0 = 5
    play(game, play="ability", card="Mugging")
    play(game, play="allow")
    pick_titles(game, "Strength of the Ancestors")
    lydia = card_named(game, "Lydia Bear-Hands")
    assert (lydia.location, lydia.booted) == ("Town Square", False)
    assert [c.title for c in game.state.players[1].boot_hill] == ["Strength of the Ancestors"]

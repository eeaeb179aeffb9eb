"""Nightmare at Noon (Headline): Shootout: one posse loses a bullet per dude; afterwards any dude in the
shootout left at 1 bullet or fewer is a draw."""
from doomtown_tui.engine.testing import scenario
from tests.cards.helpers import FILLER, card_named, cards, end_shootout, play, turn_of
from tests.cards.third_party import allied_shootout


def _shootout(p0_hand=("Nightmare at Noon",), p1_hand=()):
    # Law Dogs: Clint Ramsey (2 stud) and Andreas Andregg (0 stud); Sloane Gang: Pancho Castillo
    # (3 stud) and El Anónimo (2 stud), all at the town square.
    game = scenario(phase="high_noon", players=[
        dict(outfit="Law Dogs", town_square=["Clint Ramsey", "Andreas Andregg"], hand=list(p0_hand)),
        dict(outfit="The Sloane Gang", town_square=["Pancho Castillo", "El Anónimo"], hand=list(p1_hand)),
    ])
    play(game, play="callout", card="Clint Ramsey", target_card="Pancho Castillo")
    play(game, play="accept")
    play(game, play="join", card="Andreas Andregg")
    play(game, play="join", card="El Anónimo")
    return game


def _shooters(game) -> dict[str, tuple[int, str]]:
    return {t: (card_named(game, t).bullets, card_named(game, t).shooter)
            for t in ("Clint Ramsey", "Andreas Andregg", "Pancho Castillo", "El Anónimo")}


def test_the_opposing_posse_loses_a_bullet_and_weak_dudes_become_draws():
    game = _shootout()
    play(game, play="ability", card="Nightmare at Noon")
    play(game, play="mode", mode=0)                     # the opposing posse
    assert _shooters(game) == {"Clint Ramsey": (2, "stud"), "Andreas Andregg": (0, "draw"),
                               "Pancho Castillo": (2, "stud"), "El Anónimo": (1, "draw")}


def test_your_own_posse_can_be_chosen():
    game = _shootout()
    play(game, play="ability", card="Nightmare at Noon")
    play(game, play="mode", mode=1)                     # own posse
    assert _shooters(game) == {"Clint Ramsey": (1, "draw"), "Andreas Andregg": (0, "draw"),
                               "Pancho Castillo": (3, "stud"), "El Anónimo": (2, "stud")}


def test_only_one_headline_per_shootout():
    game = _shootout(p0_hand=("Nightmare at Noon", "Faster on the Draw"), p1_hand=("Nightmare at Noon",))
    play(game, play="ability", card="Nightmare at Noon")
    play(game, play="mode", mode=0)
    # the Sloane Gang's Nightmare at Noon is a second Headline: they have no play, and the Law Dogs
    # are asked again at once
    assert (game.decision.kind, game.decision.player) == ("shootout", 0)
    assert [c.title for c in game.state.players[1].hand] == ["Nightmare at Noon"]


def test_the_other_players_headline_is_offered_when_none_was_played():
    game = _shootout(p0_hand=("Faster on the Draw",), p1_hand=("Nightmare at Noon",))
    play(game, play="pass")
    assert (game.decision.kind, game.decision.player) == ("shootout", 1)
    play(game, play="ability", card="Nightmare at Noon")


def test_the_nightmare_is_over_with_the_shootout():
    # the same filler on both decks: equal full houses, one casualty a side (Clint and Pancho are taken)
    game = scenario(phase="high_noon", players=[
        dict(outfit="Law Dogs", town_square=["Clint Ramsey", "Andreas Andregg"], hand=["Nightmare at Noon"],
             deck=cards(FILLER)),
        dict(outfit="The Sloane Gang", town_square=["Pancho Castillo", "El Anónimo"], deck=cards(FILLER)),
    ], shootout=dict(posses=[["Clint Ramsey", "Andreas Andregg"], ["Pancho Castillo", "El An\u00f3nimo"]]))
    play(game, play="ability", card="Nightmare at Noon")
    play(game, play="mode", mode=0)
    assert (card_named(game, "El Anónimo").bullets, card_named(game, "El Anónimo").shooter) == (1, "draw")
    assert card_named(game, "Andreas Andregg").shooter == "draw"
    end_shootout(game, spare=("El Anónimo", "Andreas Andregg"))
    assert game.state.shootout is None
    assert (card_named(game, "El Anónimo").bullets, card_named(game, "El Anónimo").shooter) == (2, "stud")
    assert (card_named(game, "Andreas Andregg").bullets, card_named(game, "Andreas Andregg").shooter) == (0, "stud")


def test_with_three_players_an_allys_dudes_are_in_the_posse_and_in_the_shootout():
    # seat 2's He Fang (1 stud) fights in seat 0's posse; seat 0 gives its own posse -1 bullets: He Fang too
    game = allied_shootout(dict(town_square=["Clint Ramsey"], hand=["Nightmare at Noon"]),
                           dict(town_square=["Pancho Castillo"]), dict(town_square=["He Fang"]),
                           leader="Clint Ramsey", mark="Pancho Castillo", side=0, guests=["He Fang"])
    turn_of(game, 0)
    play(game, play="ability", card="Nightmare at Noon")
    play(game, play="mode", mode=1)                     # your posse
    shooters = {t: (card_named(game, t).bullets, card_named(game, t).shooter)
                for t in ("Clint Ramsey", "He Fang", "Pancho Castillo")}
    assert shooters == {"Clint Ramsey": (1, "draw"), "He Fang": (0, "draw"), "Pancho Castillo": (3, "stud")}


def test_with_three_players_an_allys_weak_stud_in_the_shootout_becomes_a_draw():
    game = allied_shootout(dict(town_square=["Clint Ramsey"], hand=["Nightmare at Noon"]),
                           dict(town_square=["Pancho Castillo"]), dict(town_square=["He Fang"]),
                           leader="Clint Ramsey", mark="Pancho Castillo", side=0, guests=["He Fang"])
    turn_of(game, 0)
    play(game, play="ability", card="Nightmare at Noon")
    play(game, play="mode", mode=0)                     # the opposing posse: Pancho 3 -> 2, still a stud
    shooters = {t: (card_named(game, t).bullets, card_named(game, t).shooter)
                for t in ("Clint Ramsey", "He Fang", "Pancho Castillo")}
    assert shooters == {"Clint Ramsey": (2, "stud"), "He Fang": (1, "draw"), "Pancho Castillo": (2, "stud")}

"""Coachwhip!: Cheatin' Resolution: the cheater has to boot a dude of theirs, or in a shootout ace one;
with a legal hand of your own, the choice of dude is yours."""
from doomtown_tui.engine.testing import scenario
from tests.cards.helpers import FILLER, card_named, cards, events, has_option, option_titles, pick_titles, play

LOW = "2H 3D 5C 7H 9D"
CHEAT = "AH AH 4H 6D 8C"


def _gamblin(p0_top: str):
    game = scenario(phase="gamblin", players=[
        dict(outfit="Law Dogs", town_square=["Clint Ramsey"], hand=["Coachwhip!"], deck=cards(p0_top + " " + FILLER)),
        dict(outfit="The Sloane Gang", town_square=["Pancho Castillo", "Rob Wilby"], deck=cards(CHEAT + " " + FILLER)),
    ])
    play(game, play="ability", card="Coachwhip!")
    return game


def test_with_a_legal_hand_you_choose_the_dude_to_boot():
    game = _gamblin(LOW)
    assert (game.decision.kind, game.decision.player) == ("target", 0)
    assert sorted(option_titles(game)) == ["Pancho Castillo", "Rob Wilby"]
    pick_titles(game, "Pancho Castillo")
    assert card_named(game, "Pancho Castillo").booted and not card_named(game, "Rob Wilby").booted


def test_when_you_cheat_too_the_cheater_chooses():
    game = _gamblin("KH KH 4D 6C 8D")                   # the Law Dogs cheat as well
    assert (game.decision.kind, game.decision.player) == ("target", 1)
    pick_titles(game, "Rob Wilby")
    assert card_named(game, "Rob Wilby").booted and not card_named(game, "Pancho Castillo").booted


def test_its_effect_tags_say_boot_in_gamblin_and_ace_in_a_shootout():
    """The tags the Automaton reads follow what the card does now: a boot in Gamblin', an ace in a shootout."""
    game = scenario(phase="gamblin", players=[
        dict(outfit="Law Dogs", town_square=["Clint Ramsey"], hand=["Coachwhip!"], deck=cards(LOW + " " + FILLER)),
        dict(outfit="The Sloane Gang", town_square=["Pancho Castillo", "Rob Wilby"], deck=cards(CHEAT + " " + FILLER)),
    ])
    offer = next(o for o in game.decision.options if o.data.get("card") == "Coachwhip!")
    assert offer.data["tags"] == ["boot", "penalty"]
    play(game, play="ability", card="Coachwhip!")
    assert game.raw.resolving[-1].tags == frozenset({"penalty", "boot"})
    game = _shootout_resolution()
    offer = next(o for o in game.decision.options if o.data.get("card") == "Coachwhip!")
    assert offer.data["tags"] == ["leave_play", "penalty"]
    play(game, play="ability", card="Coachwhip!")
    assert game.raw.resolving[-1].tags == frozenset({"penalty", "leave_play"})


def _shootout_resolution():
    """Clint Ramsey stays home while Shi Long Peng's cheatin' posse fights; the Law Dogs may resolve."""
    game = scenario(phase="high_noon", players=[
        dict(outfit="Law Dogs", town_square=["Andreas Andregg"], hand=["Coachwhip!"],
             deck=cards("2H 5D 9C JH KD " + FILLER)),
        dict(outfit="The Sloane Gang", town_square=["Shi Long Peng", "Rob Wilby"], home=["Clint Ramsey"],
             deck=cards("9H 9H 9D 9C 2D " + FILLER)),
    ])
    play(game, play="callout", card="Andreas Andregg", target_card="Shi Long Peng")
    play(game, play="accept")
    play(game, play="join", card="Rob Wilby")
    play(game, play="done")                             # Clint Ramsey stays home, out of the shootout
    play(game, play="shooter", card="Shi Long Peng")
    assert game.decision.kind == "draw"                 # Rob is a draw backup: no redraw
    game.choose(1, [])
    assert (game.decision.kind, game.decision.player) == ("resolution", 0)
    return game


def test_in_a_shootout_the_dude_is_aced():
    game = _shootout_resolution()
    play(game, play="ability", card="Coachwhip!")
    # any dude of the cheater's, in the posse or not (the compendium's errata: "one of their dudes")
    assert sorted(option_titles(game)) == ["Clint Ramsey", "Rob Wilby", "Shi Long Peng"]
    pick_titles(game, "Clint Ramsey")
    assert [c.title for c in game.state.players[1].boot_hill] == ["Clint Ramsey"]
    assert sorted(game.state.card(u).title for u in next(
        p for p in game.state.shootout.posses if p.player == 1).dudes) == ["Rob Wilby", "Shi Long Peng"]


def test_not_offered_against_a_legal_hand():
    game = scenario(phase="gamblin", players=[
        dict(outfit="Law Dogs", town_square=["Clint Ramsey"], hand=["Coachwhip!"], deck=cards(CHEAT + " " + FILLER)),
        dict(outfit="The Sloane Gang", town_square=["Pancho Castillo"], deck=cards(LOW + " " + FILLER)),
    ])
    # only the Law Dogs cheat: Coachwhip! cannot be turned on themselves, so nobody is asked
    assert events(game, "gamblin_win")[-1].data["player"] == 1
    assert [c.title for c in game.state.players[0].hand] == ["Coachwhip!"]
    assert not card_named(game, "Clint Ramsey").booted


def test_with_three_players_and_two_cheaters_you_pick_whose_cheatin_it_punishes():
    game = scenario(phase="gamblin", players=[
        dict(outfit="Law Dogs", hand=["Coachwhip!"], deck=cards(LOW + " " + FILLER)),
        dict(outfit="The Sloane Gang", town_square=["Pancho Castillo"], deck=cards(CHEAT + " " + FILLER)),
        dict(outfit="Morgan Regulators", town_square=["Rob Wilby"], deck=cards("KH KH 4D 6C 8D " + FILLER)),
    ])
    play(game, play="ability", card="Coachwhip!")
    d = game.decision
    assert (d.kind, d.player) == ("target", 0)
    assert sorted(o.data["player"] for o in d.options) == [1, 2]
    play(game, play="opponent", player=2)
    assert option_titles(game) == ["Rob Wilby"]          # the chosen cheater's dudes only
    pick_titles(game, "Rob Wilby")
    assert card_named(game, "Rob Wilby").booted and not card_named(game, "Pancho Castillo").booted


def test_a_second_coachwhip_is_no_play_against_the_same_cheater():
    """One Cheatin' Resolution per cheater: after the first Coachwhip! boots Pancho Castillo, the second one in
    hand is not offered, Rob Wilby stays unbooted and that Coachwhip! stays in hand."""
    game = scenario(phase="gamblin", players=[
        dict(outfit="Law Dogs", town_square=["Clint Ramsey"], hand=["Coachwhip!", "Coachwhip!"],
             deck=cards(LOW + " " + FILLER)),
        dict(outfit="The Sloane Gang", town_square=["Pancho Castillo", "Rob Wilby"], deck=cards(CHEAT + " " + FILLER)),
    ])
    play(game, play="ability", card="Coachwhip!")
    pick_titles(game, "Pancho Castillo")
    assert not has_option(game, play="ability", card="Coachwhip!")
    assert not card_named(game, "Rob Wilby").booted
    assert [c.title for c in game.state.players[0].hand] == ["Coachwhip!"]

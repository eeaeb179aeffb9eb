"""Ivor Hawley (Exp.1) (a Showstopper card): 1 GR less per Abomination in play and in every Boot Hill with
a Fearmongers outfit; React after he enters play from hand: up to two Hexes or Abominations back from
your Boot Hill, each 3 GR less."""
import pytest

from doomtown_tui.engine import IllegalChoice
from doomtown_tui.engine.high_noon import play_cost
from doomtown_tui.engine.testing import scenario

IVOR = "Ivor Hawley (Exp.1)"
BOSS = {"boss_battle": {"scenario": "showstopper", "villain": 0}}


def _ivor_in_hand(game):
    return next(c for c in game.raw.cards.values() if c.title == IVOR)


def _to_his_react_pick(game) -> None:
    """Play on (using the React when offered) to the React's pick of Boot Hill cards."""
    while game.decision.kind != "target" or game.decision.player != 0:
        d = game.decision
        game.choose(d.player, next(o.id for o in d.options if o.data.get("play") in ("ability", "yes", "use"))
                    if d.kind == "react" else d.options[0].id)


def test_he_costs_one_less_per_abomination_in_play_and_in_boot_hills():
    game = scenario(options=BOSS, players=[
        dict(outfit="Encroaching Darkness", hand=[IVOR], home=["The Brute", "Pagliaccio"], boot_hill=["Bobo"]),
        dict(outfit="Law Dogs", boot_hill=["Pagliaccio"])])
    # 9 - 4 Abominations; Encroaching Darkness takes 1 more off the first Abomination from hand this turn
    assert play_cost(game.raw, 0, _ivor_in_hand(game)) == 9 - 4 - 1


def test_no_discount_without_a_fearmongers_outfit():
    game = scenario(options=BOSS, players=[
        dict(outfit="Law Dogs", hand=[IVOR], home=["The Brute"]), dict(outfit="The Sloane Gang")])
    assert play_cost(game.raw, 0, _ivor_in_hand(game)) == 9


def test_his_react_brings_back_a_hex_and_an_abomination_three_cheaper():
    game = scenario(options=BOSS, players=[
        dict(outfit="Encroaching Darkness", hand=[IVOR], stash=10, boot_hill=["Alan Campbell", "Soul Blast"]),
        dict(outfit="Law Dogs")])
    state = game.raw
    recruit = next(o for o in game.decision.options if o.data.get("card") == IVOR)
    game.choose(0, recruit.id)            # 9 - 1 (Alan Campbell in Boot Hill) - 1 (the outfit) = 7
    assert state.players[0].stash == 3
    _to_his_react_pick(game)
    game.choose(0, [o.id for o in game.decision.options])      # both
    titles = {c.title: c for c in state.in_play()}
    assert "Alan Campbell" in titles and "Soul Blast" in titles
    assert titles["Soul Blast"].attached_to == titles[IVOR].uid
    assert state.players[0].stash == 3 - (4 - 3) - 0            # Alan 4 - 3; Soul Blast 1 - 3 -> 0


def test_another_players_copy_does_not_keep_an_abomination_in_boot_hill():
    """Uniqueness is each player's own (rulebook "Unique & Non-Unique"): the Hero's The Brute in play does not stop
    the Villain's The Brute coming back from the Villain's Boot Hill."""
    game = scenario(options=BOSS, players=[
        dict(outfit="Encroaching Darkness", hand=[IVOR], stash=10, boot_hill=["The Brute"]),
        dict(outfit="Law Dogs", home=["The Brute"])])
    state = game.raw
    game.choose(0, next(o.id for o in game.decision.options if o.data.get("card") == IVOR))
    _to_his_react_pick(game)
    assert [o.data["card"] for o in game.decision.options] == ["The Brute"]
    game.choose(0, [o.id for o in game.decision.options])
    assert sorted((c.title, c.owner) for c in state.in_play() if c.title == "The Brute") == [("The Brute", 0),
                                                                                            ("The Brute", 1)]


def test_two_copies_of_a_unique_abomination_in_boot_hill_keep_each_other_there():
    """Uniqueness (rulebook "Unique & Non-Unique"): a unique dude enters play only while its player has no other
    copy in play or in Boot Hill, so with both Bobos buried neither is offered; the Hex still is."""
    game = scenario(options=BOSS, players=[
        dict(outfit="Encroaching Darkness", hand=[IVOR], stash=10, boot_hill=["Bobo", "Bobo", "Soul Blast"]),
        dict(outfit="Law Dogs")])
    game.choose(0, next(o.id for o in game.decision.options if o.data.get("card") == IVOR))
    _to_his_react_pick(game)
    assert [o.data["card"] for o in game.decision.options] == ["Soul Blast"]


def test_two_picks_he_cannot_pay_for_together_are_refused_and_one_of_them_is_not():
    """With 6 GR after Ivor, Ursula (9 - 3 = 6) and Alan Campbell (4 - 3 = 1) each fit the stash, but not both:
    that pick is refused with the reason and changes nothing; Ursula alone comes back and empties the stash."""
    game = scenario(options=BOSS, players=[
        dict(outfit="Encroaching Darkness", hand=[IVOR], stash=12,
             boot_hill=["Ursula, The Worm Queen", "Alan Campbell"]),
        dict(outfit="Law Dogs")])
    state = game.raw
    game.choose(0, next(o.id for o in game.decision.options if o.data.get("card") == IVOR))
    assert state.players[0].stash == 12 - (9 - 2 - 1)        # 2 Abominations in Boot Hill, 1 for the outfit
    _to_his_react_pick(game)
    both = [o.id for o in game.decision.options]
    with pytest.raises(IllegalChoice, match="together they cost 7 GR, and you have 6 GR"):
        game.choose(0, both)
    assert game.decision.kind == "target" and state.players[0].stash == 6
    game.choose(0, [next(o.id for o in game.decision.options if o.data["card"] == "Ursula, The Worm Queen")])
    assert "Ursula, The Worm Queen" in {c.title for c in state.in_play()} and state.players[0].stash == 0

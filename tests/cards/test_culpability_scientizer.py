"""Culpability Scientizer: once invented a dude gets 2 bounty; Noon: discard it so that this dude calls out a
wanted dude here, and if a shootout follows, you make a Shootout play before the Dealer's first."""
from doomtown_tui.engine.testing import scenario
from tests.cards.helpers import any_uid, card_named, cards, effect_stats, has_option, play, uid_of


def test_inventing_it_puts_two_bounty_on_a_dude_of_your_choice():
    game = scenario(phase="high_noon", players=[
        dict(outfit="Law Dogs", home=["Roderick Byre"], hand=["Culpability Scientizer"], deck_top=cards("2H")),
        dict(outfit="The Sloane Gang", home=["Alan Campbell", "Rob Wilby"]),
    ])
    play(game, play="invent", card="Culpability Scientizer", target_card="Roderick Byre")   # 2 + 1 = 3
    assert sorted(o.data["card"] for o in game.decision.options) == ["Alan Campbell", "Rob Wilby", "Roderick Byre"]
    play(game, play="target", card="Rob Wilby")
    assert card_named(game, "Rob Wilby").bounty == 2
    assert card_named(game, "Alan Campbell").bounty == 0


def _saloon(refuse: bool = False):
    game = scenario(phase="high_noon", dealer=1, players=[
        dict(outfit="Law Dogs", town_square=["Roderick Byre"], attach={"Roderick Byre": ["Culpability Scientizer"]},
             hand=["Pistol Whip"]),
        dict(outfit="The Sloane Gang", town_square=["Rob Wilby", "Alan Campbell"], bounty={"Rob Wilby": 2}),
    ])
    play(game, play="pass")                                # the Dealer passes first
    play(game, play="ability", card="Culpability Scientizer")   # Rob is the only wanted dude here
    assert "Culpability Scientizer" in [c.title for c in game.state.players[0].discard]
    play(game, play="refuse" if refuse else "accept")
    return game


def test_the_accused_fights_and_you_play_first():
    game = _saloon()
    while game.decision.kind == "join_posse":
        play(game, play="done")
    decision = game.decision
    assert (decision.kind, decision.player) == ("shootout", 0)
    assert "before the Dealer" in decision.prompt
    assert game.state.shootout.leader == uid_of(game, "Roderick Byre")


def test_a_refused_callout_starts_nothing():
    game = _saloon(refuse=True)
    rob = card_named(game, "Rob Wilby")
    assert (rob.location, rob.booted) == ("The Sloane Gang", True)
    assert game.state.shootout is None


def test_no_wanted_dude_here_no_callout():
    game = scenario(phase="high_noon", players=[
        dict(outfit="Law Dogs", town_square=["Roderick Byre"], attach={"Roderick Byre": ["Culpability Scientizer"]}),
        dict(outfit="The Sloane Gang", town_square=["Rob Wilby"], home=["Alan Campbell"], bounty={"Alan Campbell": 1}),
    ])
    assert not has_option(game, play="ability", card="Culpability Scientizer")


def test_the_head_start_is_used_once():
    game = _saloon()
    scientizer = any_uid(game, "Culpability Scientizer")
    while game.decision.kind == "join_posse":
        play(game, play="done")
    assert effect_stats(game, scientizer) == []          # taken as the opening play is offered
    assert (game.decision.kind, game.decision.player) == ("shootout", 0)
    assert "before the Dealer" in game.decision.prompt
    play(game, play="pass")
    assert game.decision.kind == "shootout" and "before the Dealer" not in game.decision.prompt


def test_after_the_head_start_play_the_dealer_plays_first():
    """The head start is one play: after the Law Dogs' Pistol Whip on Rob Wilby, the next Shootout play is the
    Dealer's (the Sloane Gang), no longer one made before the Dealer."""
    game = scenario(phase="high_noon", dealer=1, players=[
        dict(outfit="Law Dogs", town_square=["Roderick Byre"], attach={"Roderick Byre": ["Culpability Scientizer"]},
             hand=["Pistol Whip"]),
        dict(outfit="The Sloane Gang", town_square=["Rob Wilby", "Alan Campbell"], hand=["Pistol Whip"],
             bounty={"Rob Wilby": 2}),
    ])
    play(game, play="pass")
    play(game, play="ability", card="Culpability Scientizer")
    play(game, play="accept")
    while game.decision.kind == "join_posse":
        play(game, play="join") if has_option(game, play="join") else play(game, play="done")
    assert (game.decision.kind, game.decision.player) == ("shootout", 0)
    play(game, play="ability", card="Pistol Whip")
    play(game, play="target", card="Rob Wilby")
    d = game.decision
    assert (d.kind, d.player) == ("shootout", 1) and "before the Dealer" not in d.prompt

"""Xemo's Turban: Noon Repeat, boot, pull: unless the pull is a club, 1 GR lets you draw one, then throw one away, and the
Turban stands up again."""
from doomtown_tui.engine.testing import scenario
from tests.cards.helpers import card_named, cards, events, has_option, play, turn_of


def _game(pulls: str, stash: int = 2):
    return scenario(phase="high_noon", dealer=0, players=[
        dict(outfit="Law Dogs", home=["Rob Wilby"], attach={"Rob Wilby": ["Xemo's Turban"]}, stash=stash,
             hand=["Pistol Whip"], deck_top=cards(pulls)),
        dict(outfit="The Sloane Gang", home=["Alan Campbell"]),
    ])


def test_a_red_pull_buys_a_card_swap_and_a_fresh_turban():
    game = _game("5H 7D 9S")
    assert card_named(game, "Rob Wilby").influence == 1   # printed 0, +1 from the Turban
    play(game, play="ability", card="Xemo's Turban")
    assert card_named(game, "Xemo's Turban").booted
    play(game, play="mode", mode=0)
    assert [c.title for c in game.state.players[0].hand] == ["Pistol Whip", cards("7D")[0]]
    play(game, play="discard", card="Pistol Whip")
    assert [c.title for c in game.state.players[0].hand] == [cards("7D")[0]]
    assert "Pistol Whip" in [c.title for c in game.state.players[0].discard]
    assert game.state.players[0].stash == 1
    assert not card_named(game, "Xemo's Turban").booted
    turn_of(game, 0, "noon")
    assert has_option(game, play="ability", card="Xemo's Turban")   # Repeat


def test_a_club_leaves_the_turban_booted():
    game = _game("5C")
    play(game, play="ability", card="Xemo's Turban")
    assert events(game, "pull")[-1].data["suit"] == "C"
    assert card_named(game, "Xemo's Turban").booted
    assert game.state.players[0].stash == 2
    assert [c.title for c in game.state.players[0].hand] == ["Pistol Whip"]


def test_the_pulled_card_is_not_drawn_by_its_own_effect():
    """The pull stays revealed until the Turban's effect has resolved (rulebook "Pulls"): with the 5♥ the deck's
    only card and the discard pile empty, the paid draw finds nothing (no reshuffle brings the 5♥ back); the
    Pistol Whip is then discarded and the 5♥ follows it."""
    game = scenario(phase="high_noon", dealer=0, players=[
        dict(outfit="Law Dogs", home=["Rob Wilby"], attach={"Rob Wilby": ["Xemo's Turban"]}, stash=2,
             hand=["Pistol Whip"], deck=cards("5H"), discard=[]),
        dict(outfit="The Sloane Gang", home=["Alan Campbell"]),
    ])
    play(game, play="ability", card="Xemo's Turban")
    play(game, play="mode", mode=0)
    me = game.state.players[0]
    assert [c.title for c in me.hand] == [] and me.deck_size == 0
    assert [c.title for c in me.discard] == ["Pistol Whip", cards("5H")[0]]


def test_declining_to_pay_after_a_red_pull_changes_nothing_and_the_turban_stays_booted():
    """A red pull, but the player pays nothing: the stash stays at 2, the hand stays the Pistol Whip, the Turban
    stays booted and the turn passes to the Sloane Gang."""
    game = _game("5H 7D")
    play(game, play="ability", card="Xemo's Turban")
    play(game, play="mode", mode=1)
    me = game.state.players[0]
    assert (me.stash, [c.title for c in me.hand]) == (2, ["Pistol Whip"])
    assert card_named(game, "Xemo's Turban").booted
    assert (game.decision.kind, game.decision.player) == ("noon", 1)


def test_paid_with_nothing_to_draw_or_discard_the_turban_still_unboots():
    """With an empty hand and the pulled 5♥ the deck's only card, the paid draw finds nothing and there is nothing
    to discard: 1 GR is paid (2 -> 1), the hand stays empty, and the Turban unboots."""
    game = scenario(phase="high_noon", dealer=0, players=[
        dict(outfit="Law Dogs", home=["Rob Wilby"], attach={"Rob Wilby": ["Xemo's Turban"]}, stash=2, hand=[],
             deck=cards("5H"), discard=[]),
        dict(outfit="The Sloane Gang", home=["Alan Campbell"]),
    ])
    play(game, play="ability", card="Xemo's Turban")
    play(game, play="mode", mode=0)
    me = game.state.players[0]
    assert (me.stash, me.hand) == (1, ())
    assert not card_named(game, "Xemo's Turban").booted

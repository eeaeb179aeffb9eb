"""Polite Inquiries: Noon: boot one of your dudes away from home; draw up to as many cards as its bullets (4 at
most), discard as many, then draw one more card."""
from doomtown_tui.engine.testing import scenario
from tests.cards.helpers import FILLER, card_named, cards, has_option, pick_titles, play

CARD = "Polite Inquiries"
TOP = cards("2H 3D 4C 5S 6S 8H")


def _inquiries(dude: str, where: str = "town_square", booted=()):
    spot = {"town_square": [dude]} if where == "town_square" else {"home": [dude]}
    return scenario(phase="high_noon", players=[
        dict(outfit="Law Dogs", hand=[CARD, "Ricochet"], deck=TOP + cards(FILLER), booted=list(booted), **spot),
        dict(outfit="The Sloane Gang", home=["Rob Wilby"]),
    ])


def _draws(game) -> list[int]:
    """The counts offered by the "how many" question (the most first)."""
    return [o.data["count"] for o in game.decision.options]


def test_two_bullets_draw_two_discard_two_then_draw_one():
    game = _inquiries("Clint Ramsey")                     # 2 bullets
    play(game, play="ability", card=CARD)
    assert card_named(game, "Clint Ramsey").booted
    assert _draws(game) == [2, 1, 0]
    play(game, play="count", count=2)
    assert game.decision.multi and (game.decision.min, game.decision.max) == (2, 2)
    assert sorted(c.title for c in game.state.players[0].hand) == sorted(["Ricochet", *TOP[:2]])
    pick_titles(game, "Ricochet", TOP[0])
    assert sorted(c.title for c in game.state.players[0].hand) == sorted(TOP[1:3])
    assert sorted(c.title for c in game.state.players[0].discard) == sorted([CARD, "Ricochet", TOP[0]])


def test_up_to_the_bullets_fewer_may_be_drawn():
    game = _inquiries("Clint Ramsey")
    play(game, play="ability", card=CARD)
    play(game, play="count", count=1)                      # one drawn, then one discarded
    assert (game.decision.min, game.decision.max) == (1, 1)
    pick_titles(game, "Ricochet")
    assert sorted(c.title for c in game.state.players[0].hand) == sorted(TOP[:2])   # TOP[0], then the last draw


def test_none_drawn_none_discarded_then_one_drawn():
    game = _inquiries("Clint Ramsey")
    play(game, play="ability", card=CARD)
    play(game, play="count", count=0)
    assert sorted(c.title for c in game.state.players[0].hand) == sorted(["Ricochet", TOP[0]])
    assert [c.title for c in game.state.players[0].discard] == [CARD]


def test_at_most_four_cards():
    game = _inquiries("Jessica Patchett")                 # 5 bullets: still only four
    play(game, play="ability", card=CARD)
    assert _draws(game) == [4, 3, 2, 1, 0]
    play(game, play="count", count=4)
    assert (game.decision.min, game.decision.max) == (4, 4)
    pick_titles(game, *TOP[:4])
    assert sorted(c.title for c in game.state.players[0].hand) == sorted(["Ricochet", TOP[4]])


def test_not_offered_for_a_dude_at_home_or_booted():
    game = _inquiries("Clint Ramsey", where="home")
    assert not has_option(game, play="ability", card=CARD)
    game = _inquiries("Clint Ramsey", booted=["Clint Ramsey"])
    assert not has_option(game, play="ability", card=CARD)


def test_one_card_named_for_a_two_card_discard_takes_the_next_offered_too():
    """Extension (``Decision.complete``, as for the contract's loop): a pick of fewer cards than it needs
    is filled with the next cards offered, and the filled pick is what the game records."""
    game = _inquiries("Clint Ramsey")
    play(game, play="ability", card=CARD)
    play(game, play="count", count=2)
    offered = [(o.id, o.data["card"]) for o in game.decision.options]
    game.choose(0, offered[-1][0])
    assert game.choices[-1] == [offered[-1][0], offered[0][0]]
    assert sorted(c.title for c in game.state.players[0].discard) == sorted([CARD, offered[-1][1], offered[0][1]])

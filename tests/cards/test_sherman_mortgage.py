"""Sherman Mortgage: boots when a shootout starts; while unbooted, the other player's deeds cost 1 GR
more for every four deeds that player owns."""
from doomtown_tui.engine.testing import scenario
from tests.cards.helpers import play, uid_of

FOUR = dict(street_left=["Charlie's Place", "Circle M Ranch"], out_of_town=["Pat's Perch", "Clanton Ranch"])


def _game(p1: dict, booted=()):
    return scenario(phase="high_noon", dealer=1, players=[
        dict(outfit="Law Dogs", street_left=["Sherman Mortgage"], booted=list(booted), town_square=["Clint Ramsey"]),
        dict(outfit="The Sloane Gang", hand=["Dead Dog Tavern"], stash=10, town_square=["Avie Cline"], **p1),
    ])


def test_four_deeds_owned_make_the_next_one_cost_1_more():
    game = _game(FOUR)
    assert "(4 GR)" in next(o.label for o in game.decision.options if o.data.get("play") == "build")
    play(game, play="build", card="Dead Dog Tavern", side="left")
    assert game.state.players[1].stash == 6              # 3 + 1


def test_three_deeds_are_not_enough():
    game = _game(dict(street_left=["Charlie's Place"], out_of_town=["Pat's Perch", "Clanton Ranch"]))
    play(game, play="build", card="Dead Dog Tavern", side="left")
    assert game.state.players[1].stash == 7


def test_no_surcharge_while_booted():
    game = _game(FOUR, booted=["Sherman Mortgage"])
    play(game, play="build", card="Dead Dog Tavern", side="left")
    assert game.state.players[1].stash == 7


def test_it_boots_when_a_shootout_starts():
    game = _game({})
    mortgage = uid_of(game, "Sherman Mortgage")
    play(game, play="callout", card="Avie Cline", target_card="Clint Ramsey")
    play(game, play="accept")
    assert game.state.shootout is not None
    assert game.state.card(mortgage).booted

"""Determinism: a game is its decks, its seed and its choices, and nothing else.

Same seed and same choices give the same log; different seeds give different games; an unshuffled
deck is drawn in the order given; ``replay(n)`` rebuilds the game after ``n`` choices and undo is
``replay(len - 1)``.
"""
from __future__ import annotations

import random
from collections import Counter

import pytest
from invariants import DECK_DIR, check_decision, check_state

from doomtown_tui.engine.agents import RandomAgent
from doomtown_tui.engine.deck import Deck, load_deck, parse_deck
from doomtown_tui.engine.game import Game


def decks(a: str = "law-dogs", b: str = "outlaws") -> list[Deck]:
    return [load_deck(DECK_DIR / f"{a}.txt"), load_deck(DECK_DIR / f"{b}.txt")]


def play(game: Game, seed: int, limit: int | None = None) -> Game:
    """Let two RandomAgents answer until the game ends (or ``limit`` more choices were made)."""
    seats = [RandomAgent(seed * 2), RandomAgent(seed * 2 + 1)]
    made = 0
    while not game.over and (limit is None or made < limit):
        d = game.decision
        game.choose(d.player, seats[d.player].choose(game, d))
        made += 1
    return game


def log(game: Game) -> list[tuple[str, str]]:
    return [(e.kind, e.text) for e in game.events]


def pending(game: Game):
    d = game.decision
    return None if d is None else (d.player, d.kind, d.prompt, [o.id for o in d.options], d.min, d.max, d.multi)


# --- same seed, same choices --------------------------------------------------------------------
@pytest.mark.parametrize("seed", [3, 11, 42])
def test_same_seed_and_agents_give_the_same_game(seed):
    a = play(Game.new(decks(), seed=seed, max_days=8), seed)
    b = play(Game.new(decks(), seed=seed, max_days=8), seed)
    assert a.choices == b.choices
    assert log(a) == log(b)
    assert [e.data for e in a.events] == [e.data for e in b.events]
    assert a.state == b.state
    assert a.winner == b.winner
    assert a.to_json() == b.to_json()


@pytest.mark.parametrize("seed", [5, 17])
def test_same_seed_and_same_choices_give_the_same_log(seed):
    first = play(Game.new(decks("anarchists", "fearmongers"), seed=seed, max_days=8), seed)
    second = Game.new(decks("anarchists", "fearmongers"), seed=seed, max_days=8)
    for answer in first.choices:
        # the choices are replayed by hand, not through replay(): the answers alone steer the game
        second.choose(second.decision.player, answer)
    assert second.over
    assert log(second) == log(first)
    assert second.state == first.state
    assert second.choices == first.choices


def test_reading_the_game_does_not_change_it():
    seed = 8
    quiet = play(Game.new(decks(), seed=seed, max_days=6), seed)
    busy = Game.new(decks(), seed=seed, max_days=6)
    for answer in quiet.choices:
        busy.state, busy.view(0), busy.view(1), busy.to_json(), busy.events
        busy.choose(busy.decision.player, answer)
    assert log(busy) == log(quiet)


def test_the_global_random_module_does_not_steer_the_game():
    seed = 21
    random.seed(1)
    a = play(Game.new(decks(), seed=seed, max_days=6), seed)
    random.seed(2)
    random.random()
    b = play(Game.new(decks(), seed=seed, max_days=6), seed)
    assert log(a) == log(b)


# --- different seeds ------------------------------------------------------------------------------
def test_different_seeds_give_different_games():
    games = {}
    for seed in range(1, 9):
        games[seed] = Game.new(decks(), seed=seed)
        _finish_setup(games[seed], "marked")   # decks are shuffled once the gangs are out
    orders = {seed: tuple(tuple(p.deck) for p in g.raw.players) for seed, g in games.items()}
    assert len(set(orders.values())) == len(orders), "two seeds shuffled both decks alike"
    played = {seed: log(play(Game.new(decks(), seed=seed, max_days=6), seed)) for seed in (1, 2, 3)}
    assert played[1] != played[2] != played[3] != played[1]


def test_a_game_without_a_seed_records_the_one_it_drew():
    game = Game.new(decks())
    again = Game.from_json(game.to_json())
    assert again.setup.seed == game.setup.seed
    assert again.state == game.state


# --- unshuffled decks -----------------------------------------------------------------------------
def _finish_setup(game: Game, answer: str) -> None:
    """Answer both starting-gang questions with ``answer`` ("marked" or "done")."""
    for _ in range(2):
        d = game.decision
        assert d.kind == "starting_gang"
        game.choose(d.player, answer)


def _check_order(game: Game, deck_list: list[list[str]]) -> None:
    """Each player's hand is the top five of the given order and the deck is the rest, in order,
    less what Gamblin' drew (the discard pile and Boot Hill hold exactly the next cards)."""
    raw = game.raw
    for index, order in enumerate(deck_list):
        p = raw.players[index]
        assert [raw.cards[u].title for u in p.hand] == order[:5]
        deck = [raw.cards[u].title for u in p.deck]
        used = len(order) - 5 - len(deck)
        assert used >= 5, "Gamblin' draws at least five cards"
        assert deck == order[5 + used:]
        spent = sorted(raw.cards[u].title for u in p.discard + p.boot_hill + p.draw_hand)
        assert spent == sorted(order[5:5 + used])


def test_unshuffled_deck_keeps_file_order_after_the_marked_gang_leaves():
    pair = decks("law-dogs", "entrepreneurs")
    game = Game.new(pair, seed=4, shuffle=False)
    _finish_setup(game, "marked")
    expected = []
    for deck in pair:
        order = [c.title for c in deck.cards]
        for dude in deck.starting_gang:
            order.remove(dude.title)
        expected.append(order)
    _check_order(game, expected)
    for index, deck in enumerate(pair):
        at_home = sorted(c.title for c in game.state.in_play
                         if c.type == "dude" and c.owner == index)
        assert at_home == sorted(c.title for c in deck.starting_gang)


def test_unshuffled_deck_with_no_gang_draws_from_the_first_card():
    pair = decks("law-dogs", "outlaws")
    game = Game.new(pair, seed=4, shuffle=False)
    _finish_setup(game, "done")
    _check_order(game, [[c.title for c in deck.cards] for deck in pair])


def test_unshuffled_deck_keeps_an_interleaved_order():
    """Copies of one title need not sit together: a stacked deck alternates them."""
    base = load_deck(DECK_DIR / "law-dogs.txt")
    cards = list(base.cards)
    shotguns = [c for c in cards if c.title == "Shotgun"]
    rest = [c for c in cards if c.title != "Shotgun"]
    stacked = [shotguns[0], rest[0], shotguns[1], *rest[1:]]
    deck = Deck(name="stacked", outfit=base.outfit, cards=tuple(stacked), starting_gang=())
    assert parse_deck(deck.to_text(), name="stacked").cards == deck.cards
    game = Game.new([deck, load_deck(DECK_DIR / "outlaws.txt")], seed=9, shuffle=False)
    _finish_setup(game, "done")
    raw = game.raw
    hand = [raw.cards[u].title for u in raw.players[0].hand]
    assert hand == [c.title for c in stacked[:5]]
    assert hand[:3] == ["Shotgun", rest[0].title, "Shotgun"]


def test_shuffled_decks_do_not_keep_file_order():
    pair = decks()
    game = Game.new(pair, seed=4, shuffle=True)
    _finish_setup(game, "marked")
    raw = game.raw
    seen = [raw.cards[u].title for u in raw.players[0].hand + raw.players[0].deck]
    order = [c.title for c in pair[0].cards]
    for dude in pair[0].starting_gang:
        order.remove(dude.title)
    p = raw.players[0]
    everywhere = [raw.cards[u].title for u in p.hand + p.deck + p.discard + p.boot_hill + p.draw_hand]
    assert Counter(everywhere) == Counter(order)
    assert seen != order
    assert seen[:10] != order[:10]


# --- replay and undo ------------------------------------------------------------------------------
@pytest.mark.parametrize("seed", [2, 13])
def test_replay_reproduces_every_earlier_position(seed):
    game = Game.new(decks("first-peoples", "law-dogs"), seed=seed, max_days=6)
    seats = [RandomAgent(seed * 2), RandomAgent(seed * 2 + 1)]
    record = [(game.to_json(), game.state, pending(game), log(game))]
    while not game.over:
        d = game.decision
        game.choose(d.player, seats[d.player].choose(game, d))
        record.append((game.to_json(), game.state, pending(game), log(game)))
    n_total = len(game.choices)
    assert len(record) == n_total + 1
    rng = random.Random(seed)
    for n in sorted({0, 1, n_total - 1, n_total, *rng.sample(range(n_total), 12)}):
        copy = game.replay(n)
        saved, state, question, events = record[n]
        assert len(copy.choices) == n
        assert copy.choices == game.choices[:n]
        assert copy.state == state
        assert pending(copy) == question
        assert log(copy) == events
        assert copy.to_json() == saved
        check_state(copy)
        check_decision(copy)
    assert game.to_json() == record[-1][0], "replaying copies changed the original"


def test_undo_is_replay_of_all_but_the_last_choice():
    seed = 6
    game = play(Game.new(decks(), seed=seed, max_days=6), seed, limit=30)
    assert not game.over
    before = game.replay(len(game.choices) - 1)
    last = game.choices[-1]
    assert before.choices == game.choices[:-1]
    assert before.decision is not None
    assert len(before.events) <= len(game.events)
    assert log(before) == log(game)[:len(before.events)]
    # redoing the undone choice returns to the same position
    before.choose(before.decision.player, last)
    assert before.to_json() == game.to_json()
    assert before.state == game.state
    assert pending(before) == pending(game)
    # undo twice = replay(len - 2)
    twice = game.replay(len(game.choices) - 1).replay(len(game.choices) - 2)
    assert twice.to_json() == game.replay(len(game.choices) - 2).to_json()


def test_replay_after_a_different_branch_forgets_the_old_one():
    seed = 10
    game = play(Game.new(decks(), seed=seed, max_days=6), seed, limit=40)
    d_index = next(i for i in range(len(game.choices) - 1, -1, -1)
                   if len(game.replay(i).decision.options) > 1)
    branch = game.replay(d_index)
    taken = game.choices[d_index]
    other = next(o.id for o in branch.decision.options if o.id != taken)
    branch.choose(branch.decision.player, other)
    assert branch.choices == (*game.choices[:d_index], other)
    assert branch.replay(d_index).to_json() == game.replay(d_index).to_json()


@pytest.mark.parametrize("n", [-1, 10_000])
def test_replay_out_of_range_is_refused(n):
    game = play(Game.new(decks(), seed=1), 1, limit=5)
    with pytest.raises(ValueError, match=r"replay needs 0\.\.5 choices"):
        game.replay(n)

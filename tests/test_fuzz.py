"""Random full games with invariants checked after every choice (after OpenSpiel's RandomSimTest).

210 seeded games: every ordered pair of the six starter decks (30 pairs), seven seeds each, two
RandomAgents, a 12-day cap. In odd-numbered games both agents take their deck's marked starting
gang (uniformly random gangs are often tiny, and such games rarely last past day three).

After every choice the whole internal state is checked (``invariants.check_state``), and the
pending decision too (``check_decision``). Every 200th decision of a batch, and the first decision
of each kind the batch meets, each of its options is chosen on a fresh replay of the game; at the
periodic checks the game is also saved and loaded. Every 25th, both players'
views are compared with the internal state. ``pytest -s`` prints the totals.
"""
from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field
from functools import cache

import pytest
from invariants import (
    check_decision,
    check_every_option,
    check_state,
    deck_pairs,
    set_aside,
    starter_decks,
)

from doomtown_tui.engine import town
from doomtown_tui.engine.agents import RandomAgent
from doomtown_tui.engine.decision import IllegalChoice
from doomtown_tui.engine.game import Game
from doomtown_tui.engine.view import CardView, HiddenCard

GAMES_PER_PAIR = 7
MAX_DAYS = 12
OPTION_CHECK_EVERY = 200    # decisions between exhaustive option checks (and save/load checks)
# A batch also checks every option of the first decision of each kind it meets, except for these
# kinds with many options and one code path (a Joker's 52 identities); the periodic checks reach them.
WIDE_KINDS = {"joker"}
VIEW_CHECK_EVERY = 25       # decisions between checks of the player views
PAIRS = deck_pairs(starter_decks())
# Decisions every healthy engine reaches in a few hundred random games.
CORE_KINDS = {"starting_gang", "noon", "upkeep", "nightfall_discard", "callout_response", "join_posse",
              "shooter", "draw", "draw_hand", "joker", "casualty", "flee"}


class MarkedGangAgent(RandomAgent):
    """A RandomAgent that takes the deck's marked starting gang whenever it is offered."""

    def choose(self, game, decision):
        if decision.kind == "starting_gang" and any(o.id == "marked" for o in decision.options):
            return "marked"
        return super().choose(game, decision)


@dataclass
class Batch:
    games: int = 0
    decisions: int = 0
    winners: Counter = field(default_factory=Counter)    # 0, 1 or None (day cap)
    days: Counter = field(default_factory=Counter)       # day on which each game ended
    kinds: Counter = field(default_factory=Counter)
    option_checks: Counter = field(default_factory=Counter)   # kind -> answers tried on copies
    shootouts: int = 0


def check_views(game: Game) -> None:
    """Each seat's view shows its own hand and hides the other's, and agrees with the full state."""
    raw = game.raw
    full = game.state
    assert sorted(c.uid for c in full.in_play) == sorted(u for u, c in raw.cards.items() if c.zone == "play")
    for seat in (0, 1):
        view = game.view(seat)
        mine, theirs = view.players[seat], view.players[1 - seat]
        assert [c.uid for c in mine.hand] == raw.players[seat].hand
        assert all(isinstance(c, HiddenCard) for c in theirs.hand)
        assert len(theirs.hand) == theirs.hand_size == len(raw.players[1 - seat].hand)
        assert view.in_play == full.in_play
        for p in view.players:   # another player's starting-gang picks still count in their deck (chosen in secret)
            hidden = len(raw.players[p.index].gang_pick) if p.index != seat else 0
            assert p.deck_size == len(raw.players[p.index].deck) + hidden
            assert p.stash == raw.players[p.index].stash
        if (raw.shootout is None or not raw.shootout.revealed) and not raw.lowball_shown:
            assert all(isinstance(c, HiddenCard) for c in theirs.draw_hand)
        else:
            assert all(isinstance(c, CardView) for c in theirs.draw_hand)


def check_save_load(game: Game) -> None:
    loaded = Game.from_json(game.to_json())
    assert loaded.state == game.state
    assert loaded.choices == game.choices
    assert [(e.kind, e.text) for e in loaded.events] == [(e.kind, e.text) for e in game.events]


def check_ended(game: Game, seed: int) -> None:
    """A finished game has a winner at Sundown, or reached the day cap with none."""
    assert game.over and game.decision is None, f"seed {seed}: loop left an unfinished game"
    last = game.events[-1]
    assert last.kind == "game_over", f"seed {seed}: the game ended without a game_over event"
    if game.winner is None:
        assert game.raw.day == MAX_DAYS and game.raw.phase == "nightfall", f"seed {seed}: ended early without winner"
    else:
        assert game.winner in (0, 1) and game.raw.phase == "sundown", f"seed {seed}: winner outside Sundown"
        assert game.raw.day <= MAX_DAYS
        # the winner has more control points than the loser has influence, and more than the loser
        # has control if the loser would have won too
        w, loser = game.winner, 1 - game.winner
        control = [town.player_control(game.raw, p) for p in (0, 1)]
        influence = [town.player_influence(game.raw, p) for p in (0, 1)]
        assert control[w] > influence[loser], f"seed {seed}: {control} control, {influence} influence"
        if control[loser] > influence[w]:
            assert control[w] > control[loser], f"seed {seed}: a tie on control has no winner"
    with pytest.raises(IllegalChoice, match="over"):
        game.choose(0, "pass")


@cache
def play_batch(pair_index: int) -> Batch:
    """Play this deck pair's games, checking everything; cached so the summary test reuses it."""
    decks = PAIRS[pair_index]
    batch = Batch()
    counter = 0
    for k in range(GAMES_PER_PAIR):
        seed = pair_index + len(PAIRS) * k
        game = Game.new(decks, seed=seed, max_days=MAX_DAYS)
        agent = MarkedGangAgent if k % 2 else RandomAgent
        seats = [agent(seed * 2), agent(seed * 2 + 1)]
        aside: dict[int, tuple[int, str]] = {}   # card set aside -> (day, phase) it was first seen so
        try:
            check_state(game)
            check_decision(game)
            while not game.over:
                decision = game.decision
                assert decision is not None
                batch.kinds[decision.kind] += 1
                periodic = counter % OPTION_CHECK_EVERY == 0
                if periodic or (decision.kind not in batch.option_checks and decision.kind not in WIDE_KINDS):
                    batch.option_checks[decision.kind] += check_every_option(game)
                if periodic:
                    check_save_load(game)
                if counter % VIEW_CHECK_EVERY == 0:
                    check_views(game)
                answer = seats[decision.player].choose(game, decision)
                game.choose(decision.player, answer)
                counter += 1
                check_state(game)
                check_decision(game)
                # a card being played is resolved within the phase it was played in
                now = set_aside(game)
                aside = {uid: since for uid, since in aside.items() if uid in now}
                for uid in now:
                    since = aside.setdefault(uid, (game.raw.day, game.raw.phase))
                    assert since == (game.raw.day, game.raw.phase), \
                        f"{game.raw.cards[uid].title} ({uid}) has been set aside since {since}"
            check_ended(game, seed)
            if k == 0:   # a finished game saves and loads too (once per deck pair: a load replays it all)
                check_save_load(game)
        except Exception as exc:
            exc.add_note(f"fuzz game: seed {seed}, decks {decks[0].name} v {decks[1].name}, "
                         f"{agent.__name__}s, {len(game.choices)} choices made: {list(game.choices)[-5:]} last")
            raise
        batch.games += 1
        batch.winners[game.winner] += 1
        batch.days[game.raw.day] += 1
        batch.shootouts += sum(1 for e in game.events if e.kind == "shootout")
    batch.decisions = counter
    return batch


@pytest.mark.parametrize("pair_index", range(len(PAIRS)),
                         ids=[f"{a.outfit.title}-vs-{b.outfit.title}" for a, b in PAIRS])
def test_random_games_keep_invariants(pair_index):
    batch = play_batch(pair_index)
    assert batch.games == GAMES_PER_PAIR
    assert sum(batch.winners.values()) == GAMES_PER_PAIR
    assert batch.decisions == sum(batch.kinds.values())
    assert sum(batch.option_checks.values()) >= 1


def test_fuzz_totals():
    batches = [play_batch(i) for i in range(len(PAIRS))]
    games = sum(b.games for b in batches)
    decisions = sum(b.decisions for b in batches)
    winners = sum((b.winners for b in batches), Counter())
    kinds = sum((b.kinds for b in batches), Counter())
    checked = sum((b.option_checks for b in batches), Counter())
    shootouts = sum(b.shootouts for b in batches)
    days = sum((b.days for b in batches), Counter())
    print(f"\nfuzz: {games} games, {decisions} decisions, wins {winners[0]}/{winners[1]}, "
          f"day cap {winners[None]}, {shootouts} shootouts, {sum(checked.values())} options tried on copies")
    print("fuzz days played:", dict(sorted(days.items())))
    print("fuzz decision kinds:", dict(kinds.most_common()))
    print("fuzz options tried:", dict(checked.most_common()))
    assert games == len(PAIRS) * GAMES_PER_PAIR >= 200
    assert set(winners) <= {0, 1, None}
    assert winners[0] > 0 and winners[1] > 0
    assert set(kinds) >= CORE_KINDS, f"never reached: {sorted(CORE_KINDS - set(kinds))}"
    assert shootouts > 0
    assert max(days) > 5, "no game lasted past day five"
    # every kind of question met was answered every possible way at least once
    assert set(kinds) - WIDE_KINDS <= set(checked)
    assert all(checked[kind] > 0 for kind in CORE_KINDS - WIDE_KINDS)


# --- the checker itself -----------------------------------------------------------------------------
def _mid_game() -> Game:
    game = Game.new(PAIRS[0], seed=1, max_days=MAX_DAYS)
    seats = [MarkedGangAgent(1), MarkedGangAgent(2)]
    while not (game.raw.phase == "high_noon" and any(c.attachments for c in game.raw.dudes_in_play())):
        assert not game.over, "no dude ever held an attachment"
        d = game.decision
        game.choose(d.player, seats[d.player].choose(game, d))
    check_state(game)
    return game


def _armed_dude(raw):
    return next(c for c in raw.dudes_in_play() if c.attachments)


BREAKAGES = {
    "card in two piles": (lambda raw: raw.players[0].discard.append(raw.players[0].hand[0]), "zone 'hand'"),
    "card in no pile": (lambda raw: raw.players[1].deck.pop(), "is in no pile"),
    "negative stash": (lambda raw: setattr(raw.players[1], "stash", -1), "negative stash"),
    "dude nowhere": (lambda raw: setattr(raw.dudes_in_play()[0], "location", 987654), "not a location in play"),
    "one-way attachment": (lambda raw: _armed_dude(raw).attachments.clear(), "which does not list it"),
}


@pytest.mark.parametrize("name", sorted(BREAKAGES))
def test_the_invariant_checker_catches_broken_states(name):
    game = _mid_game()
    breakage, message = BREAKAGES[name]
    breakage(game.raw)
    with pytest.raises(AssertionError, match=message):
        check_state(game)


def test_the_invariant_checker_catches_unique_twins():
    game = _mid_game()
    raw = game.raw
    dude = next(d for d in raw.dudes_in_play(0) if d.card.unique)
    twin = raw.card(raw.players[0].hand[0])
    raw.players[0].hand.remove(twin.uid)
    twin.card, twin.zone, twin.location = dude.card, "play", dude.location
    with pytest.raises(AssertionError, match="two copies of a unique card"):
        check_state(game)


def test_the_decision_checker_catches_bad_questions():
    from dataclasses import replace

    game = _mid_game()
    d = game.decision
    for broken, message in [
        (replace(d, options=()), "without options"),
        (replace(d, options=d.options + d.options[:1]), "repeats option ids"),
        (replace(d, kind="mystery"), "not documented"),
        (replace(d, multi=True, min=2, max=1), "pick bounds"),
    ]:
        game._decision = broken
        with pytest.raises(AssertionError, match=message):
            check_decision(game)

"""Fault fuzzing of answers: at any point of a seeded game, an answer that is not a legal one (an id not
offered, a pick outside its bounds or with a repeat, a value of the wrong type, the wrong player) raises
IllegalChoice, and the game is left exactly as it was: same digest, same question, same choices. Then
the game goes on.
"""
from __future__ import annotations

from functools import cache

from fuzzing import assert_readable, fuzz_settings
from hypothesis import event, given
from hypothesis import strategies as st
from invariants import check_decision, check_state, deck_pairs, starter_decks

from doomtown_tui.automaton import AutomatonAgent
from doomtown_tui.engine.agents import RandomAgent
from doomtown_tui.engine.decision import Decision, IllegalChoice
from doomtown_tui.engine.game import Game


@cache
def played() -> tuple[Game, ...]:
    """Finished seeded games (two random players; a random player against the Automaton) to go back into."""
    pairs = deck_pairs(starter_decks())
    games = []
    for seed, solo in ((3, False), (17, False), (29, True)):
        game = Game.new(pairs[seed % len(pairs)], seed=seed, max_days=12,
                        options={"automaton": {"seat": 0}} if solo else None)
        seats = [AutomatonAgent() if solo else RandomAgent(seed), RandomAgent(seed + 1)]
        while not game.over:
            d = game.decision
            game.choose(d.player, seats[d.player].choose(game, d))
        games.append(game)
    return tuple(games)


JUNK = st.one_of(st.none(), st.booleans(), st.integers(), st.floats(), st.binary(max_size=8),
                 st.dictionaries(st.text(max_size=3), st.integers(), max_size=2), st.just(...),
                 st.integers(100_000, 200_000).map(lambda n: "x" * n), st.builds(object))


def bad_answers(d: Decision) -> st.SearchStrategy[tuple[object, object]]:
    """(player, answer) pairs the decision must refuse."""
    ids = [o.id for o in d.options]
    some_id = st.sampled_from(ids)
    unknown = st.text(max_size=20).filter(lambda t: t not in ids)
    nested = st.lists(st.lists(some_id, min_size=1, max_size=2), min_size=1, max_size=3)
    wrong_type = st.one_of(JUNK, nested, st.sets(some_id, min_size=1, max_size=2),
                           st.lists(st.one_of(JUNK, some_id), min_size=1, max_size=3).filter(
                               lambda xs: not all(isinstance(x, str) for x in xs)))
    answers = [unknown, wrong_type, st.lists(unknown, min_size=1, max_size=3)]
    if d.kind == "join_posse":
        pass            # a list of join ids, or none, may be a legal run of joins (``Game.choose``; tested apart)
    elif not d.multi:
        if len(ids) > 1:
            answers.append(st.lists(some_id, min_size=2, max_size=len(ids), unique=True))
        answers.append(st.just([]))
    else:
        too_few = st.lists(some_id, max_size=d.min - 1, unique=True) if d.min > 0 else st.nothing()
        too_many = (st.lists(some_id, min_size=d.max + 1, max_size=len(ids), unique=True)
                    if d.max < len(ids) else st.nothing())
        twice = st.lists(some_id, min_size=1, max_size=3).map(lambda xs: [*xs, xs[0]])
        answers += [too_few, too_many, twice]
    wrong_player = st.tuples(st.sampled_from([1 - d.player, 2, -1, None, str(d.player), float(d.player),
                                              bool(d.player), [d.player]]), some_id)
    return st.one_of(st.tuples(st.just(d.player), st.one_of(answers)), wrong_player)


@fuzz_settings(400)
@given(data=st.data())
def test_an_illegal_answer_changes_nothing_and_the_game_goes_on(data):
    whole = data.draw(st.sampled_from(played()), label="game")
    at = data.draw(st.integers(0, len(whole.choices) - 1), label="after choices")
    game = whole.replay(at)
    d = game.decision
    before = (game.digest(), game.decision, game.choices, len(game.events))
    player, answer = data.draw(bad_answers(d), label="bad answer")
    event(f"{d.kind}: {type(answer).__name__}{' (wrong player)' if player != d.player else ''}")
    try:
        game.choose(player, answer)   # type: ignore[arg-type]
    except IllegalChoice as exc:
        assert_readable(str(exc))
    else:
        raise AssertionError(f"player {player!r} answered {answer!r} to a {d.kind} decision and it was taken")
    assert (game.digest(), game.decision, game.choices, len(game.events)) == before
    game.choose(d.player, whole.choices[at])     # the game goes on as it went
    check_state(game)
    check_decision(game)
    assert game.digest() == whole.replay(at + 1).digest()


def test_a_bool_or_a_float_is_not_a_player():
    """``True == 1`` and ``1.0 == 1`` in Python: the player must be the int itself."""
    game = played()[0].replay(5)
    d = game.decision
    for player in (bool(d.player), float(d.player)):
        try:
            game.choose(player, d.options[0].id)   # type: ignore[arg-type]
        except IllegalChoice as exc:
            assert f"player {player!r} cannot answer" in str(exc)
        else:
            raise AssertionError(f"{player!r} was taken for player {d.player}")

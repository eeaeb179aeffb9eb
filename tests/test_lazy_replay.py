"""Replaying answers the Game already has (loading a save, a fork, an undo): a play window lists its plays
only as far as each answer needs (``windows.Listed``, ``decision.LazyDecision``), and the game it gives is
the game played live, its pending question a plain Decision with every option listed."""
from __future__ import annotations

from collections.abc import Iterator

import pytest

from doomtown_tui.engine import IllegalChoice, actions, high_noon
from doomtown_tui.engine.decision import PASS, Decision, LazyDecision, Option
from doomtown_tui.engine.game import Game
from doomtown_tui.engine.testing import scenario
from doomtown_tui.engine.windows import Listed, Play


def _noon() -> Game:
    """High Noon, player 0 to play: two dudes at home, a dude and goods in hand (many plays to list)."""
    return scenario(players=[dict(stash=10, home=["Clint Ramsey", "Rob Wilby"], hand=["Irving Patterson",
                                                                                      "Peacemaker"]),
                             dict(stash=0, town_square=["Pancho Castillo"])])


def _counting(monkeypatch: pytest.MonkeyPatch) -> list[int]:
    """Count the Noon plays listed from now on (``high_noon.iter_noon_plays``, read by the play window)."""
    read = [0]
    real = high_noon.iter_noon_plays

    def counted(state: object, player: int) -> Iterator[Play]:
        for play in real(state, player):   # type: ignore[arg-type]
            read[0] += 1
            yield play
    monkeypatch.setattr(high_noon, "iter_noon_plays", counted)
    return read


def test_loading_a_pass_lists_no_play_and_the_pending_question_lists_them_all(monkeypatch: pytest.MonkeyPatch) -> None:
    game = _noon()
    assert game.decision is not None and len(game.decision.options) == 9   # recruit, buy, moves, Noon abilities, pass
    game.choose(0, "pass")                        # player 0 passes; player 1's Noon question is pending
    live = game.decision
    read = _counting(monkeypatch)
    loaded = Game.from_json(game.to_json())
    # the save's pass was checked without listing player 0's plays: only the pending question was listed
    assert read[0] == len(live.options) - 1       # all of player 1's plays (Pass is not listed)
    assert type(loaded.decision) is Decision and loaded.decision == live
    assert loaded.digest() == game.digest()


def test_a_replayed_play_stops_where_it_is_found(monkeypatch: pytest.MonkeyPatch) -> None:
    game = _noon()
    first = game.decision
    assert first is not None
    position = next(i for i, o in enumerate(first.options) if o.data.get("play") == "move")
    game.choose(0, first.options[position].id)   # the first move listed: the hand's plays come before it
    live = game.decision
    read = _counting(monkeypatch)
    forked = game.replay(1)
    assert read[0] == (position + 1) + (len(live.options) - 1)   # up to the move, then the pending question
    assert forked.decision == live and forked.digest() == game.digest()


def test_undo_and_fork_give_the_live_game_after_plays() -> None:
    game = _noon()
    for _ in range(6):
        d = game.decision
        assert d is not None
        game.choose(d.player, d.options[len(d.options) // 2].id)
    for n in range(len(game.choices) + 1):
        again = game.replay(n)
        assert type(again.decision) is Decision
    fork = game.fork()
    assert fork.decision == game.decision and fork.digest() == game.digest()


def _listed(lazily: bool) -> tuple[Listed, list[int]]:
    pulled = [0]
    options = [Option(f"play:{i}", f"Play {i}", {"play": "test"}) for i in range(5)]

    def source() -> Iterator[Play]:
        for option in options:
            pulled[0] += 1
            yield option, lambda: iter(())
    state = _noon().raw
    actions.list_lazily(state, lazily)
    return Listed(state, source()), pulled


def test_a_lazy_question_reads_its_plays_only_as_far_as_asked() -> None:
    listed, pulled = _listed(lazily=True)
    question = listed.ask(0, "noon", "your play")
    assert isinstance(question, LazyDecision) and pulled[0] == 0
    assert question.option("pass") is PASS and pulled[0] == 0
    assert question.option("play:2").label == "Play 2" and pulled[0] == 3
    assert question.validate(0, "play:1") == "play:1" and pulled[0] == 3
    with pytest.raises(IllegalChoice):
        question.option("play:9")
    assert pulled[0] == 5
    eager, _ = _listed(lazily=False)
    plain = eager.ask(0, "noon", "your play")
    assert type(plain) is Decision and question.settled() == plain
    assert [o.id for o in question.options] == ["play:0", "play:1", "play:2", "play:3", "play:4", "pass"]
    assert listed.handler(question.option("play:4")) is listed.plays[4][1]

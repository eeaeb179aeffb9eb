"""A solo game saved in the middle of an Automaton pull loads and continues exactly (case 41); the
simulator plays the Automaton (``doomtown sim --agents automaton,random``)."""
from __future__ import annotations

import json

from doomtown_tui.automaton import AutomatonAgent
from doomtown_tui.cli import main
from doomtown_tui.engine import Game, load_deck
from doomtown_tui.engine.agents import RandomAgent
from doomtown_tui.sim import simulate


def _solo(seed: int) -> Game:
    return Game.new([load_deck("decks/outlaws.txt"), load_deck("decks/fearmongers.txt")], seed=seed,
                    options={"automaton": {"seat": 1, "twists": ["hired_help"]}})


def test_a_save_made_mid_pull_loads_and_plays_on_identically():
    game = _solo(11)
    human, automaton = RandomAgent(11), AutomatonAgent()
    while not (game.decision.kind == "automaton_play" and len(game.choices) > 20):
        d = game.decision
        game.choose(d.player, automaton.choose(game, d) if d.player == 1 else human.choose(game, d))
        assert not game.over
    assert game.state.automaton.pull is not None and game.state.automaton.pull.step == 2
    copy = Game.from_json(game.to_json())
    assert copy.decision == game.decision and copy.state == game.state
    twin_human = RandomAgent(99)
    human = RandomAgent(99)
    for _ in range(300):
        if game.over:
            break
        d, e = game.decision, copy.decision
        assert d == e
        if d.player == 1:
            a, b = automaton.choose(game, d), AutomatonAgent().choose(copy, e)
        else:
            a, b = human.choose(game, d), twin_human.choose(copy, e)
        assert a == b
        game.choose(d.player, a)
        copy.choose(e.player, b)
    assert game.state == copy.state and [x.text for x in game.events] == [x.text for x in copy.events]
    assert not automaton.warnings


def test_the_simulator_reports_the_automatons_wins_and_bragging_rights():
    summary = simulate(4, seed=1, agents=("random", "automaton"), max_days=12, twists=("posse_teamwork",))
    assert summary["errors"] == [] and summary["games"] == 4
    assert summary["wins"][1] + summary["wins"][0] + summary["draws"] == 4
    assert summary["automaton_win_rate"] == summary["wins"][1] / 4
    assert isinstance(summary["mean_bragging_rights"], float) and summary["twists"] == ["posse_teamwork"]
    assert summary["automaton_warnings"] == []


def test_sim_command_with_an_automaton_seat(capsys):
    assert main(["sim", "--games", "2", "--seed", "3", "--agents", "automaton,random", "--twist", "hired_help"]) == 0
    summary = json.loads(capsys.readouterr().out)
    assert summary["agents"] == ["automaton", "random"] and summary["twists"] == ["hired_help"]
    assert main(["sim", "--games", "1", "--agents", "automaton,automaton"]) == 2
    assert "only one seat" in capsys.readouterr().out
    assert main(["sim", "--games", "1", "--agents", "automaton,random", "--twist", "bogus"]) == 2
    assert "unknown twist 'bogus'" in capsys.readouterr().out


def test_the_cli_knows_the_engines_twists():
    from doomtown_tui import cli
    from doomtown_tui.engine.twists import TWISTS

    assert cli.TWISTS == TWISTS


def test_solo_flags_are_checked_before_the_app_starts(capsys):
    assert main(["--solo", "law-dogs"]) == 2
    assert "--solo YOUR_DECK --vs AUTOMATON_DECK" in capsys.readouterr().out
    assert main(["--solo", "law-dogs", "--vs", "outlaws", "--twist", "nope"]) == 2
    assert "unknown twist 'nope'" in capsys.readouterr().out


def test_sim_and_the_boss_battle_word_a_bad_deck_or_event_deck_without_a_traceback(capsys, tmp_path):
    assert main(["sim", "--games", "1", "--decks", "nope,law-dogs"]) == 2
    assert capsys.readouterr().out.startswith("sim: no deck file or starter deck 'nope'")
    assert main(["--scenario", "showstopper", "--deck", "law-dogs", "--event-deck", str(tmp_path), "--text"]) == 2
    assert capsys.readouterr().out.startswith(f"doomtown: cannot read {tmp_path}")

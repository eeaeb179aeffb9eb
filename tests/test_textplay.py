"""``doomtown --text``: the plain-text table, driven through its prompt (``input``) — two to four players,
the deck picker, victory points with three or more, a bad answer changes nothing, ``q`` quits."""
from __future__ import annotations

from collections.abc import Iterator

import pytest

from doomtown_tui import cli


def _answers(monkeypatch: pytest.MonkeyPatch, lines: list[str]) -> list[str]:
    """Feed ``lines`` to ``input`` in turn (then ``q``); returns the prompts the table showed."""
    prompts: list[str] = []
    feed: Iterator[str] = iter(lines)

    def fake_input(prompt: str = "") -> str:
        prompts.append(prompt)
        return next(feed, "q")

    monkeypatch.setattr("builtins.input", fake_input)
    return prompts


def test_three_players_picked_at_the_prompt_show_their_victory_points(monkeypatch, capsys):
    prompts = _answers(monkeypatch, ["3", "1", "2", "3"])
    assert cli.main(["--text", "--seed", "4"]) == 0
    out = capsys.readouterr().out
    assert prompts[:4] == ["Players (2-4): ", "Deck for player 1 (number): ", "Deck for player 2 (number): ",
                           "Deck for player 3 (number): "]
    assert prompts[4].startswith("Choose ")                 # the first question of the game, then q
    assert out.count(", 0/2 VP, ") == 3                      # each of the three players, 2 VP to win


def test_four_decks_on_the_command_line_and_two_show_no_victory_points(monkeypatch, capsys):
    _answers(monkeypatch, [])
    assert cli.main(["--text", "--seed", "4", "--deck", "law-dogs", "--deck", "outlaws", "--deck",
                     "anarchists", "--deck", "first-peoples"]) == 0
    assert capsys.readouterr().out.count(", 0/3 VP, ") == 4
    _answers(monkeypatch, [])
    assert cli.main(["--text", "--seed", "4", "--deck", "law-dogs", "--deck", "outlaws"]) == 0
    assert " VP, " not in capsys.readouterr().out


def test_a_bad_answer_is_refused_and_asked_again(monkeypatch, capsys):
    prompts = _answers(monkeypatch, ["99", "x"])
    assert cli.main(["--text", "--seed", "4", "--deck", "law-dogs", "--deck", "outlaws"]) == 0
    out = capsys.readouterr().out
    assert out.count("Not accepted:") == 2
    assert len(prompts) == 3 and prompts[0] == prompts[1] == prompts[2]    # the same question each time


@pytest.mark.parametrize("argv, message", [
    (["--text", "--deck", "law-dogs"], "doomtown: give two to four --deck options"),
    (["--text", "--deck", "law-dogs", "--deck", "fourth-ring"], "doomtown: no deck file or starter deck 'fourth-ring'"),
])
def test_bad_decks_are_refused_in_words(argv, message, capsys):
    assert cli.main(argv) == 2
    assert capsys.readouterr().out.startswith(message)


def test_a_player_count_out_of_range_chooses_no_deck(monkeypatch, capsys):
    _answers(monkeypatch, ["5"])
    assert cli.main(["--text"]) == 2
    assert "doomtown: no deck chosen" in capsys.readouterr().out


def test_a_solo_game_at_the_table_lets_the_automaton_answer_its_own_questions(monkeypatch, capsys):
    prompts = _answers(monkeypatch, ["1"] * 8)
    assert cli.main(["--text", "--solo", "law-dogs", "--vs", "outlaws", "--seed", "5"]) == 0
    out = capsys.readouterr().out
    assert "outlaws makes an Automaton pull" in out     # its High Noon turn, played by the Automaton
    assert "\nlaw-dogs: make a Noon play or pass" in out
    # no question of the Automaton's reached the prompt: its seat's only lines are its status lines
    assert all("GR, influence" in line for line in out.splitlines() if line.startswith("outlaws: "))
    assert len(prompts) == 9                            # the eight answers and the ``q`` that quit


@pytest.mark.parametrize("argv, message", [
    (["--text", "--solo", "law-dogs"], "doomtown: a solo game takes --solo YOUR_DECK --vs AUTOMATON_DECK"),
    (["--text", "--solo", "law-dogs", "--vs", "fourth-ring"], "doomtown: no deck file or starter deck 'fourth-ring'"),
    (["--text", "--solo", "law-dogs", "--vs", "outlaws", "--twist", "sharp"], "doomtown: unknown twist 'sharp'"),
])
def test_a_bad_solo_game_at_the_table_is_refused_in_words(argv, message, capsys):
    assert cli.main(argv) == 2
    assert capsys.readouterr().out.startswith(message)

"""Judge Harry Somerset (Exp.1): kept out of starting gangs; his Noon Job (boot) goes after someone with a
bounty, with a booted Gunslinger token (stud, 2 bullets) riding in his posse; success sends the mark to the discard pile."""
from pathlib import Path

import pytest

from doomtown_tui.catalog import deck_check_command
from doomtown_tui.engine import DeckError, Game, load_deck
from doomtown_tui.engine.deck import parse_deck
from doomtown_tui.engine.testing import scenario
from tests.cards.helpers import card_named, events, has_option, play, posse_titles

HARRY = "Judge Harry Somerset (Exp.1)"
DECKS = Path(__file__).resolve().parents[2] / "decks"


def test_he_cannot_be_picked_for_a_starting_gang():
    decks = [parse_deck((DECKS / "law-dogs.txt").read_text(), "law"), parse_deck((DECKS / "outlaws.txt").read_text(), "out")]
    game = Game.new(decks, seed=3, shuffle=False)
    decision = game.decision
    assert decision.kind == "starting_gang"
    offered = {o.data.get("card") for o in decision.options if o.data.get("play") == "add"}
    assert "El Anónimo" in offered and HARRY not in offered


def _harry_marked(tmp_path: Path) -> Path:
    """The Law Dogs deck with one Harry marked for the starting gang instead of Tommy Harden."""
    text = (DECKS / "law-dogs.txt").read_text(encoding="utf-8")
    text = text.replace("1x Tommy Harden *", "1x Tommy Harden").replace(f"2x {HARRY}", f"1x {HARRY} *\n1x {HARRY}")
    path = tmp_path / "harry.txt"
    path.write_text(text, encoding="utf-8")
    return path


def test_a_deck_file_marking_him_for_the_starting_gang_is_refused_on_his_line(tmp_path, capsys):
    path = _harry_marked(tmp_path)
    line = path.read_text(encoding="utf-8").splitlines().index(f"1x {HARRY} *") + 1
    with pytest.raises(DeckError) as caught:
        load_deck(path)
    assert [(p.line, p.message) for p in caught.value.problems] == [
        (line, f"{HARRY} cannot start in play: its text keeps it out of a starting gang")]
    assert deck_check_command([str(path)]) == 1
    assert f"harry.txt: line {line}: {HARRY} cannot start in play" in capsys.readouterr().out


def test_game_new_refuses_a_deck_whose_marked_gang_holds_him(tmp_path):
    marked = parse_deck(_harry_marked(tmp_path).read_text(encoding="utf-8"), "law")   # the bare parser: no rule set
    assert [c.title for c in marked.starting_gang].count(HARRY) == 1
    other = parse_deck((DECKS / "outlaws.txt").read_text(encoding="utf-8"), "out")
    with pytest.raises(DeckError):
        Game.new([marked, other], seed=3)


def _job(bounty: int):
    return scenario(phase="high_noon", dealer=0, players=[
        dict(outfit="Law Dogs", stash=0, home=[HARRY]),
        dict(outfit="The Sloane Gang", stash=0, town_square=["Pancho Castillo"], bounty={"Pancho Castillo": bounty}),
    ])


def test_a_booted_gunslinger_rides_along_and_the_wanted_mark_is_discarded():
    game = _job(bounty=2)
    play(game, play="ability", card=HARRY)              # Harry leads; Pancho is the one wanted dude
    assert game.decision.kind == "oppose_job"
    assert posse_titles(game, 0) == [HARRY, "Gunslinger"]
    token = card_named(game, "Gunslinger")
    assert (token.location, token.booted, token.shooter, token.bullets, token.owner) == ("Town Square", True, "stud", 2, 0)
    play(game, play="allow")
    assert [c.title for c in game.state.players[1].discard] == ["Pancho Castillo"]
    assert game.state.players[0].stash == 2            # his bounty
    assert not any(c.title == "Gunslinger" for c in game.state.in_play)    # gone once the job is over
    harry = card_named(game, HARRY)
    assert (harry.location, harry.booted) == ("Law Dogs", True)
    assert events(game, "job_success")


def test_no_job_without_a_wanted_dude():
    game = _job(bounty=0)
    assert game.decision.kind == "noon"
    assert not has_option(game, play="ability", card=HARRY)

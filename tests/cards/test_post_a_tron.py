"""POST-A-TRON: may be in the starting gang, where a Mad Scientist of the gang boots and must pass a
difficulty 6 skill check or it is discarded; Noon, boot: gain 3 GR while in the town square."""
from pathlib import Path

from doomtown_tui.engine import Game
from doomtown_tui.engine.deck import parse_deck
from doomtown_tui.engine.testing import scenario
from tests.cards.helpers import events, has_option, play, uid_of

DECKS = Path(__file__).resolve().parents[2] / "decks"


def _start(jon_before_irving: bool) -> Game:
    """The Entrepreneurs deck, unshuffled, with POST-A-TRON in the starting gang instead of Irving. After
    the gang and five drawn cards, the sixth card left is pulled for the skill check."""
    text = (DECKS / "entrepreneurs.txt").read_text()
    text = text.replace("1x Irving Patterson *", "1x Irving Patterson").replace("1x POST-A-TRON", "1x POST-A-TRON *")
    if not jon_before_irving:      # left in the deck: Angela, Billy x2, Clint, Jon, then Irving (value 1) is pulled
        text = text.replace("1x Irving Patterson\n2x Jon Longstride\n", "1x Jon Longstride\n1x Irving Patterson\n1x Jon Longstride\n")
    decks = [parse_deck(text, "ent"), parse_deck((DECKS / "law-dogs.txt").read_text(), "law")]
    game = Game.new(decks, seed=3, shuffle=False)
    while game.decision.kind == "starting_gang":
        play(game, play="marked_gang")
    return game


def test_invented_at_the_start_when_the_check_passes():
    game = _start(jon_before_irving=True)      # the pull is Jon Longstride, an 8
    play(game, play="inventor", card="Arnold Stewart")
    assert events(game, "invent")[-1].data["total"] == 8 + 1
    assert game.state.card(uid_of(game, "Arnold Stewart")).booted
    assert uid_of(game, "POST-A-TRON")


def test_discarded_at_the_start_when_the_check_fails():
    game = _start(jon_before_irving=False)     # the pull is Irving Patterson, a 1
    play(game, play="inventor", card="Arnold Stewart")
    assert events(game, "invent_fail")[-1].data["total"] == 1 + 1
    ent = next(p for p in game.state.players if p.outfit.title == "Morgan Regulators")
    assert "POST-A-TRON" in [c.title for c in ent.discard]
    assert "POST-A-TRON" not in [c.title for c in game.state.in_play]


def _noon(where: str):
    return scenario(phase="high_noon", players=[
        dict(outfit="Morgan Regulators", stash=0, **{where: ["POST-A-TRON"]}),
        dict(outfit="Law Dogs", home=["Laura Banks"]),
    ])


def test_three_ghost_rock_in_the_town_square():
    game = _noon("town_square")
    play(game, play="ability", card="POST-A-TRON")
    assert game.state.players[0].stash == 3
    assert game.state.card(uid_of(game, "POST-A-TRON")).booted


def test_nothing_elsewhere():
    assert not has_option(_noon("home"), play="ability", card="POST-A-TRON")

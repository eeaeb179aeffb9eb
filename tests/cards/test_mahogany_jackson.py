"""\"Mahogany\" Jackson: whenever she joins a posse (also as a job's leader), her controller discards
the top two cards of their deck."""
from doomtown_tui.engine import job
from doomtown_tui.engine.decision import Option
from doomtown_tui.engine.testing import scenario
from tests.cards.helpers import FILLER, cards, events, play
from tests.stand_ins import stand_in_plays

MAHOGANY = '"Mahogany" Jackson'
TOP = "KH QD"


def _game(where: str = "town_square"):
    return scenario(phase="high_noon", players=[
        dict(outfit="The Sloane Gang", **{where: [MAHOGANY]}, deck=cards(TOP + " " + FILLER)),
        dict(outfit="Law Dogs", town_square=["Clint Ramsey"], deck=cards(FILLER)),
    ])


def _discarded(game) -> list[str]:
    return [c.title for c in game.state.players[0].discard]


def test_joining_a_posse_discards_the_top_two_cards():
    game = _game()
    play(game, play="callout", card=MAHOGANY, target_card="Clint Ramsey")
    play(game, play="accept")
    assert _discarded(game) == cards(TOP)
    assert len(events(game, "discard_top")) == 1


def test_leading_a_job_counts_as_joining(monkeypatch):
    # No job ability of her own: a stand-in Noon play (as in tests/test_job.py) has her lead a job.
    started = []

    def provider(state, who):
        if started or who != 0:
            return []
        uid = {c.title: c.uid for c in state.in_play()}

        def handler():
            started.append(True)
            yield from job.job(state, uid[MAHOGANY], uid["Clint Ramsey"], lambda: iter(()), "test job")

        return [(Option("test:job", "Mahogany runs a job", {"play": "ability", "ability": "job"}), handler)]

    stand_in_plays(monkeypatch, "noon", provider)
    game = _game(where="home")
    game.choose(0, "test:job")
    play(game, play="allow")
    assert _discarded(game) == cards(TOP)


def test_nothing_when_she_stays_out_of_the_posse():
    game = scenario(phase="high_noon", players=[
        dict(outfit="The Sloane Gang", town_square=["Pancho Castillo"], home=[MAHOGANY], deck=cards(TOP + " " + FILLER)),
        dict(outfit="Law Dogs", town_square=["Clint Ramsey"], deck=cards(FILLER)),
    ])
    play(game, play="callout", card="Pancho Castillo", target_card="Clint Ramsey")
    play(game, play="accept")
    play(game, play="done")                     # Mahogany could join from home but does not
    assert _discarded(game) == []

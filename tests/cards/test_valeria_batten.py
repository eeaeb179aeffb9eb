"""Valeria Batten: her Huckster rating stands in for Mad Scientist when she invents a Mystical Gadget.
No Gadget of the card pool is Mystical, so these tests give one the keyword."""
from doomtown_tui.engine.cards import CardDef
from doomtown_tui.engine.testing import scenario
from tests.cards.helpers import card_named, events, has_option, play

VALERIA = "Valeria Batten"
GADGET = "Mechanical Horse"          # Horse, Gadget 5, cost 1


def _game(pull: str, mystical: bool, monkeypatch):
    from tests.cards.helpers import cards

    game = scenario(phase="high_noon", dealer=1, players=[
        dict(outfit="Serpentine Syndicate", stash=5, home=[VALERIA], hand=[GADGET], deck_top=cards(pull)),
        dict(outfit="The Sloane Gang", home=["Pancho Castillo"]),
    ])
    if mystical:
        # game.raw: the view cannot change a card's printed keywords; the hand card becomes a Mystical Gadget
        inst = next(c for c in game.raw.cards.values() if c.title == GADGET)
        monkeypatch.setattr(inst, "card", CardDef(**{**inst.card.model_dump(), "keywords": (*inst.card.keywords, "Mystical")}))
    play(game, play="pass")          # the Sloane Gang (Dealer) passes; Valeria's side plays next
    return game


def test_she_invents_a_mystical_gadget_with_her_huckster_rating(monkeypatch):
    game = _game("4H", mystical=True, monkeypatch=monkeypatch)
    play(game, play="invent", card=GADGET)
    assert events(game, "invent")[-1].data["total"] == 4 + 1          # the pull plus Huckster 1
    horse = card_named(game, GADGET)
    assert game.state.card(horse.attached_to).title == VALERIA
    assert card_named(game, VALERIA).booted and game.state.players[0].stash == 4


def test_a_failed_test_discards_it(monkeypatch):
    game = _game("3H", mystical=True, monkeypatch=monkeypatch)
    play(game, play="invent", card=GADGET)
    assert events(game, "invent_fail")[-1].data["total"] == 3 + 1
    assert GADGET in [c.title for c in game.state.players[0].discard]


def test_not_an_ordinary_gadget(monkeypatch):
    game = _game("4H", mystical=False, monkeypatch=monkeypatch)
    assert game.decision.kind == "noon"
    assert not has_option(game, play="invent", card=GADGET)

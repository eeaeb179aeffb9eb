"""Diego Linares: +4 Mad Scientist while inventing a Horse or a Sidekick."""
from doomtown_tui.engine.testing import scenario
from tests.cards.helpers import cards, events, play


def _invent(gadget: str, pull: str):
    game = scenario(phase="high_noon", players=[
        dict(outfit="Farnum's Consortium", stash=10, home=["Diego Linares"], hand=[gadget], deck_top=cards(pull)),
        dict(outfit="Law Dogs", home=["Laura Banks"]),
    ])
    play(game, play="invent", card=gadget)
    return game


def test_a_horse_is_invented_with_four_more():
    game = _invent("Mechanical Horse", "2S")                  # 2 + Mad Scientist 0 + 4 >= Gadget 5
    assert events(game, "invent")[-1].data["total"] == 6
    diego = next(c for c in game.state.in_play if c.title == "Diego Linares")
    assert [game.state.card(u).title for u in diego.attachments] == ["Mechanical Horse"]


def test_other_gadgets_get_no_help():
    game = _invent("Disingenuine Currency Press", "2S")       # 2 + 0 < Gadget 5
    assert events(game, "invent_fail")[-1].data["total"] == 2
    assert "Disingenuine Currency Press" in [c.title for c in game.state.players[0].discard]

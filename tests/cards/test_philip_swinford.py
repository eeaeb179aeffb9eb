"""Philip Swinford: facing a revealed cheatin' hand with a legal hand of your own, you may swap a card
of your play hand for a new one (here in the Gamblin' lowball)."""
from doomtown_tui.engine.testing import scenario
from tests.cards.helpers import FILLER, cards, events, play
from tests.cards.third_party import cheated_against

LEGAL = "2S 4H 6D 8C KS"
CHEAT = "5H 5H 7D 9C JS"      # a duplicate 5H: cheatin'


def _lowball(p0_hand: str, p1_hand: str, swinford: bool = True):
    # Player 0's sixth card (QS) is what Philip's swap draws.
    return scenario(phase="gamblin", dealer=0, players=[
        dict(outfit="Law Dogs", home=["Philip Swinford"] if swinford else ["Clint Ramsey"],
             hand=["Bobo", "Rob Wilby"], deck=cards(p0_hand + " QS " + FILLER)),
        dict(outfit="The Sloane Gang", deck=cards(p1_hand + " " + FILLER)),
    ])


def _hand(game, player: int) -> list[str]:
    return sorted(c.title for c in game.state.players[player].hand)


def test_discard_a_card_to_draw_one_when_the_opponent_cheats():
    game = _lowball(LEGAL, CHEAT)
    assert game.decision.kind == "react" and game.decision.player == 0
    play(game, play="accept")
    play(game, play="discard", card="Rob Wilby")
    queen = cards("QS")[0]
    assert _hand(game, 0) == sorted(["Bobo", queen])
    assert "Rob Wilby" in [c.title for c in game.state.players[0].discard]
    assert [e.data["count"] for e in events(game, "draw") if e.data["player"] == 0] == [1]


def test_declining_keeps_the_hand():
    game = _lowball(LEGAL, CHEAT)
    play(game, play="refuse")
    assert _hand(game, 0) == ["Bobo", "Rob Wilby"]
    assert [e for e in events(game, "draw") if e.data["player"] == 0] == []


def test_no_offer_when_your_own_hand_cheats_too_or_the_opponent_is_legal_or_no_philip():
    for p0, p1, swinford in ((CHEAT, CHEAT, True), (LEGAL, "2C 4D 6H 8S KH", True), (LEGAL, CHEAT, False)):
        game = _lowball(p0, p1, swinford)
        assert game.decision.kind != "react"
        assert events(game, "gamblin_win")            # the lowball finished without asking
        assert _hand(game, 0) == ["Bobo", "Rob Wilby"]


def test_a_third_partys_philip_reads_the_hand_of_the_posse_he_fights_in():
    # three seats: Philip (seat 2) fights in seat 1's posse, whose king high is legal against seat 0's cheatin'
    # four nines; he swaps Bobo from seat 2's own play hand for the top card of seat 2's deck
    game = cheated_against(dict(town_square=["Philip Swinford"], hand=["Bobo"], deck=cards("QS " + FILLER)),
                           ["Philip Swinford"])
    assert (game.decision.kind, game.decision.player) == ("react", 2)
    play(game, play="accept")
    assert _hand(game, 2) == [cards("QS")[0]]
    assert "Bobo" in [c.title for c in game.state.players[2].discard]

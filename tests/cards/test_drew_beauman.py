"""Drew Beauman: facing an opposing cheatin' hand with a legal one of yours, Drew may attempt a Gadget
invention on the spot and stay unbooted (here in the Gamblin' lowball)."""
from doomtown_tui.engine.testing import scenario
from tests.cards.helpers import FILLER, cards, events, play, uid_of

LEGAL = "2S 4H 6D 8C KS"
CHEAT = "5H 5H 7D 9C JS"      # a duplicate 5H: cheatin'
GADGET = "Culpability Scientizer"   # Gadget 3, cost 1


def _lowball(p0_hand: str, p1_hand: str, pull: str = "2C", booted=(), stash=5):
    # After player 0's lowball hand, the next card of the deck is the skill-test pull.
    return scenario(phase="gamblin", dealer=0, players=[
        dict(outfit="Law Dogs", stash=stash, home=["Drew Beauman"], booted=list(booted), hand=[GADGET],
             deck=cards(p0_hand + " " + pull + " " + FILLER)),
        dict(outfit="The Sloane Gang", deck=cards(p1_hand + " " + FILLER)),
    ])


def test_invents_without_booting():
    game = _lowball(LEGAL, CHEAT, pull="2C")          # 2 + Mad Scientist 1 >= 3
    assert game.decision.kind == "react" and game.decision.player == 0
    play(game, play="accept")
    assert events(game, "invent")[-1].data["total"] == 3
    drew = game.state.card(uid_of(game, "Drew Beauman"))
    assert not drew.booted
    assert [game.state.card(u).title for u in drew.attachments] == [GADGET]
    assert [e.data for e in events(game, "pay") if "inventing" in e.text] == [{"player": 0, "amount": 1}]


def test_a_failed_invention_discards_the_gadget():
    game = _lowball(LEGAL, CHEAT, pull="AC")          # 1 + 1 < 3
    play(game, play="accept")
    assert events(game, "invent_fail")[-1].data["total"] == 2
    assert GADGET in [c.title for c in game.state.players[0].discard]
    assert not game.state.card(uid_of(game, "Drew Beauman")).booted


def test_no_offer_when_cheating_too_legal_opponent_booted_drew_or_broke():
    for p0, p1, booted, stash in ((CHEAT, CHEAT, (), 5), (LEGAL, "2C 4D 6H 8S KH", (), 5),
                                  (LEGAL, CHEAT, ("Drew Beauman",), 5), (LEGAL, CHEAT, (), 1)):
        game = _lowball(p0, p1, booted=booted, stash=stash)   # a stash of 1 goes on the ante
        assert game.decision.kind != "react"
        assert events(game, "gamblin_win")
        assert [c.title for c in game.state.players[0].hand] == [GADGET]


def test_nothing_to_invent_once_philip_swinford_discarded_the_last_gadget():
    """Both traits answer the same cheatin' reveal; Swinford's swap throws away the only Gadget in hand, so
    Drew's attempt that follows finds nothing to invent and does nothing (no empty question)."""
    game = scenario(phase="gamblin", dealer=0, players=[
        dict(outfit="Law Dogs", stash=5, home=["Philip Swinford", "Drew Beauman"], hand=[GADGET],
             deck=cards(LEGAL + " 3C " + FILLER)),
        dict(outfit="The Sloane Gang", deck=cards(CHEAT + " " + FILLER)),
    ])
    assert game.decision.kind == "trait_order"                # both are yours: you pick the order (digest B4)
    play(game, play="trait", card="Philip Swinford")
    assert "Philip Swinford" in game.decision.prompt and game.decision.kind == "react"
    play(game, play="accept")                                 # the only card in hand, the Gadget, goes
    assert [c.title for c in game.state.players[0].discard][-1:] == [GADGET]
    assert "Drew Beauman" in game.decision.prompt
    play(game, play="accept")
    assert game.decision is not None and game.decision.options
    assert not events(game, "invent") and not events(game, "invent_fail")
    assert events(game, "gamblin_win")

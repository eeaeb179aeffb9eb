"""This'll Hurt in the Morning': Cheatin' Resolution: one or two cards of the cheater's draw hand are
discarded and drawn anew from their owner's deck; if your own hand is legal, the cheater pays you 1 GR or
aces each discarded card."""
from doomtown_tui.engine.testing import scenario
from tests.cards.helpers import FILLER, cards, events, option, pick_titles, play
from tests.cards.third_party import backed_cheater

CARD = "This'll Hurt in the Morning'"
LOW = "2H 3D 5C 7H 9D"
CHEAT = "AH AH 4H 6D 8C"                 # a pair of aces with two A♥: cheatin'
ACE, EIGHT = cards("AH 8C")


def _gamblin(p0_top: str, p1_stash: int = 5):
    game = scenario(phase="gamblin", players=[
        dict(outfit="Law Dogs", town_square=["Clint Ramsey"], hand=[CARD], stash=3, deck=cards(p0_top + " " + FILLER)),
        dict(outfit="The Sloane Gang", town_square=["Pancho Castillo"], stash=p1_stash, deck=cards(CHEAT + " " + FILLER)),
    ])
    assert (game.decision.kind, game.decision.player) == ("cheatin_resolution", 0)
    play(game, play="ability", card=CARD)
    pick_titles(game, ACE, EIGHT)
    return game


def _payments(game):
    """GR that changed hands because of the card: (kind, player, amount)."""
    return [(e.kind, e.data["player"], e.data["amount"]) for e in game.events
            if e.kind in ("pay", "gain") and CARD in e.text]


def test_the_cheater_pays_for_one_card_and_aces_the_other():
    game = _gamblin(LOW)
    assert (game.decision.kind, game.decision.player) == ("pay", 1)
    game.choose(1, option(game, play="pay"))
    game.choose(1, option(game, play="ace"))
    assert _payments(game) == [("pay", 1, 1), ("gain", 0, 1)]
    assert [c.title for c in game.state.players[1].boot_hill] == [EIGHT]
    # the new hand: A♥ 4♥ 6♦ and the next two cards, 3♥ 3♦: a legal pair of threes
    assert events(game, "hand_shown")[-1].data == {"player": 1, "rank": 2, "cheatin": False}
    assert events(game, "gamblin_win")[-1].data["player"] == 0


def test_a_broke_cheater_must_ace():
    game = _gamblin(LOW, p1_stash=0)
    assert _payments(game) == []
    assert sorted(c.title for c in game.state.players[1].boot_hill) == sorted([ACE, EIGHT])


def test_with_your_own_hand_cheatin_the_cards_are_only_redrawn():
    game = _gamblin("KH KH 4D 6C 8D")
    assert game.state.players[1].boot_hill == ()
    assert _payments(game) == []
    assert events(game, "hand_shown")[-1].data == {"player": 1, "rank": 2, "cheatin": False}


def _three_seats(p1_top: str):
    """Three seats: player 0's Clint Ramsey (backed by Ezrael Jones) calls out player 1's Pancho Castillo and
    cheats with four nines; player 2's Rob Wilby fights in player 1's posse and player 2 holds the card.
    Returns the game at player 2's Resolution turn."""
    return backed_cheater(dict(hand=[CARD]), p1_top, mark=dict(stash=5))


def test_a_third_party_reads_the_hand_of_the_posse_it_fights_in():
    """With three seats "your hand" for a third party is its posse's (RULINGS.md): with player 1's king high
    legal, player 2's card makes the cheater pay 1 GR or ace the card; when player 1 cheats too, the card is
    discarded and drawn anew and the cheater is asked for nothing."""
    for p1_top, legal in (("2H 5D 9C JH KD", True), ("KH KH 5D 9C JH", False)):
        game = _three_seats(p1_top)
        assert sorted(game.raw.cheatin) == ([0] if legal else [0, 1])
        play(game, play="ability", card=CARD)
        assert (game.decision.kind, game.decision.player) == ("target", 2)
        nine = game.decision.options[0]
        assert game.raw.cards[int(nine.id)].card.value == 9
        game.choose(2, [nine.id])
        if legal:
            assert (game.decision.kind, game.decision.player) == ("pay", 0)
            assert [o.data["play"] for o in game.decision.options] == ["pay", "ace"]
        else:
            assert game.decision.kind != "pay"
            assert not [e for e in game.events if e.kind in ("pay", "gain") and CARD in e.text]


def test_a_redrawn_joker_is_suggested_for_the_whole_hand_in_a_shootout():
    """The cheater's 2♦ is redrawn as a Joker: with the four nines kept, the suggestion is a 9 (Five of a Kind),
    not an identity worked out from the new card alone."""
    game = scenario(phase="high_noon", players=[
        dict(outfit="Law Dogs", town_square=["Andreas Andregg"], hand=[CARD], deck=cards("2H 5D 9C JH KD " + FILLER)),
        dict(outfit="The Sloane Gang", town_square=["Shi Long Peng"], stash=0,
             deck=cards("9H 9H 9D 9C 2D JOKER " + FILLER)),
    ], shootout=dict(posses=[["Andreas Andregg"], ["Shi Long Peng"]]))
    assert (game.decision.kind, game.decision.player) == ("resolution", 0)
    play(game, play="ability", card=CARD)
    pick_titles(game, *cards("2D"))
    assert (game.decision.kind, game.decision.player) == ("joker", 1)
    assert game.decision.prompt.startswith("Player 2: your hand is 9♥ 9♥ 9♦ 9♣ Joker")
    assert game.decision.options[0].data["value"] == 9
    game.choose(1, game.decision.options[0].id)
    assert events(game, "hand_shown")[-1].data == {"player": 1, "rank": 10, "cheatin": True}   # still two 9♥


def test_a_redrawn_joker_is_suggested_for_the_whole_hand_in_the_lowball():
    """A♠ 2♥ 5♦ 7♣ kept and a Joker redrawn: the lowest hand names it a 3 (seven high), where an Ace would pair."""
    game = scenario(phase="gamblin", players=[
        dict(outfit="Law Dogs", town_square=["Clint Ramsey"], hand=[CARD], stash=3, deck=cards(LOW + " " + FILLER)),
        dict(outfit="The Sloane Gang", town_square=["Pancho Castillo"], stash=0,
             deck=cards("AS 2H 2H 5D 7C JOKER " + FILLER)),
    ])
    assert (game.decision.kind, game.decision.player) == ("cheatin_resolution", 0)
    play(game, play="ability", card=CARD)
    game.choose(0, [next(o.id for o in game.decision.options if o.data.get("card") == cards("2H")[0])])
    assert (game.decision.kind, game.decision.player) == ("joker", 1)
    assert game.decision.options[0].data["value"] == 3

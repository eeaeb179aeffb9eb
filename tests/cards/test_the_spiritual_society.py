"""The Spiritual Society: at Nightfall, draw a card with the most (or tied) influence in the town square;
Noon, boot: your dude boots, and so does a less influential opposing dude beside it."""
from doomtown_tui.engine.testing import scenario
from tests.cards.helpers import FILLER, cards, events, has_option, play, uid_of


def test_boot_your_dude_to_boot_a_less_influential_one():
    game = scenario(phase="high_noon", players=[
        dict(outfit="The Spiritual Society", town_square=["Lane Healey"]),       # influence 3
        dict(outfit="The Sloane Gang", town_square=["Pancho Castillo"]),         # influence 2
    ])
    play(game, play="ability", card="The Spiritual Society")
    assert game.state.card(uid_of(game, "Pancho Castillo")).booted
    assert game.state.card(uid_of(game, "Lane Healey")).booted
    assert game.state.players[0].outfit.booted


def test_not_against_a_dude_with_as_much_influence():
    game = scenario(phase="high_noon", players=[
        dict(outfit="The Spiritual Society", town_square=["Marcia Ridge"]),      # influence 2
        dict(outfit="The Sloane Gang", town_square=["Pancho Castillo"]),         # influence 2
    ])
    assert not has_option(game, play="ability", card="The Spiritual Society")


def _nightfall(theirs):
    game = scenario(phase="nightfall", dealer=0, players=[
        dict(outfit="The Spiritual Society", town_square=["Marcia Ridge"], hand=["Shotgun", "Tusk"]),
        dict(outfit="The Sloane Gang", town_square=list(theirs)),
    ])
    play(game, play="keep")
    return game


def test_a_card_more_at_nightfall_when_tied_in_the_town_square():
    game = _nightfall(["Pancho Castillo"])                                     # 2 vs 2
    draws = [e.data["count"] for e in events(game, "draw") if e.data["player"] == 0]
    assert draws == [3, 1]                     # refill to five, then one more
    assert game.state.players[0].hand_size == 6


def test_no_extra_card_when_outweighed_in_the_town_square():
    game = _nightfall(["Pancho Castillo", "Ike Clanton"])                      # 2 vs 4
    draws = [e.data["count"] for e in events(game, "draw") if e.data["player"] == 0]
    assert draws == [3]
    assert game.state.players[0].hand_size == 5


def _against_the_ancestors(pull: str):
    """Lydia Bear-Hands (influence 2, Shaman 0) casts Strength of the Ancestors (difficulty 5) in the town square;
    then it is the Society's Noon turn, with Lane Healey (influence 3) beside her."""
    game = scenario(phase="high_noon", dealer=1, players=[
        dict(outfit="The Spiritual Society", town_square=["Lane Healey"]),
        dict(outfit="Law Dogs", town_square=["Lydia Bear-Hands"], attach={"Lydia Bear-Hands": ["Strength of the Ancestors"]},
             deck_top=cards(f"{pull} {FILLER}")),
    ])
    play(game, play="ability", card="Strength of the Ancestors")
    assert (game.decision.kind, game.decision.player) == ("noon", 0)
    return game


def test_not_against_a_dude_guarded_from_its_boot():
    """The spell keeps Lydia from being booted by the other side: the Society's boot could change nothing, so it
    is not offered (and Lane does not boot for it). With the cast failed, it is, and she boots."""
    game = _against_the_ancestors("5H")                 # 5 + 0 = 5: she is guarded
    assert not has_option(game, play="ability", card="The Spiritual Society")
    game = _against_the_ancestors("4H")                 # 4 < 5: no guard
    play(game, play="ability", card="The Spiritual Society")
    assert game.state.card(uid_of(game, "Lydia Bear-Hands")).booted
    assert game.state.card(uid_of(game, "Lane Healey")).booted


def _tailored(dealer: int):
    """Law Dogs' Yan Li's Tailoring gives Tommy Harden +1 influence for the turn (2 against Enapay's 1 in the town
    square); both players then pass to Sundown and Nightfall, where nobody discards."""
    game = scenario(phase="high_noon", dealer=dealer, players=[
        dict(outfit="The Spiritual Society", town_square=["Enapay"]),
        dict(outfit="Law Dogs", town_square=["Tommy Harden"], street_left=["Yan Li's Tailoring"]),
    ])
    if dealer == 0:
        play(game, play="pass")
    play(game, play="ability", card="Yan Li's Tailoring")
    if game.decision.kind == "target":
        play(game, card="Tommy Harden")
    assert game.state.card(uid_of(game, "Tommy Harden")).influence == 2
    while not events(game, "turn_end"):
        play(game, play="keep") if game.decision.kind == "nightfall_discard" else play(game, play="pass")
    return [e.data["count"] for e in events(game, "draw") if e.data["player"] == 0]


def test_the_dealers_turn_long_effects_are_over_before_the_society_draws():
    """Nightfall goes player by player from the Dealer, each step ending the turn-long effects (rulebook "6.
    Nightfall Phase"): with Law Dogs dealing, Tommy's +1 is gone at the Society's step, 1 against 1, a tie."""
    assert _tailored(dealer=1) == [5, 1]           # the refill of an empty hand, then one card more


def test_the_society_dealing_still_sees_the_days_effects():
    assert _tailored(dealer=0) == [5]              # its step comes first: 1 against 2, no card more

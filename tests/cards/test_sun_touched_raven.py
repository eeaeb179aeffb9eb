"""Sun-Touched Raven: Shootout Spirit 6, boot: look at your top five cards and discard up to three; the Shaman may
boot to draw a card. A Sidekick: it can be discarded to cover a casualty."""
from doomtown_tui.engine.testing import scenario
from tests.cards.helpers import (
    FILLER,
    card_named,
    cards,
    events,
    face,
    has_option,
    option_titles,
    pass_until,
    pick_titles,
    play,
    to_reveal,
    turn_of,
)

RAVEN = "Sun-Touched Raven"
TOP = "2H 3D 4C 6S 8D"


def _shootout(pull: str, theirs: str = ""):
    game = scenario(phase="high_noon", dealer=0, players=[
        dict(outfit="The Spiritual Society", town_square=["Enapay"], attach={"Enapay": [RAVEN]},
             deck=cards(f"{pull} {TOP} {FILLER}")),
        dict(outfit="The Sloane Gang", town_square=["Rob Wilby"], deck=cards(f"{theirs} {FILLER}")),
    ], shootout=dict(posses=[["Enapay"], ["Rob Wilby"]]))
    turn_of(game, 0)
    return game


def test_discards_chosen_top_cards_and_draws_by_booting_the_shaman():
    game = _shootout("5H")                               # 5 + Shaman 1 = 6
    play(game, play="ability", card=RAVEN)
    assert events(game, "skill_test")[-1].data["success"] is True
    assert option_titles(game) == cards(TOP)
    pick_titles(game, face(2, "H"), face(3, "D"))
    play(game, play="accept")
    assert [c.title for c in game.state.players[0].hand] == [face(4, "C")]
    # the pulled 5♥ is discarded once the skill test is settled, before the two discards (rulebook "Pulls")
    assert [c.title for c in game.state.players[0].discard] == cards("5H 2H 3D")
    assert card_named(game, "Enapay").booted and card_named(game, RAVEN).booted


def test_the_draw_is_optional():
    game = _shootout("5H")
    play(game, play="ability", card=RAVEN)
    pick_titles(game)
    play(game, play="refuse")
    assert not game.state.players[0].hand
    assert not card_named(game, "Enapay").booted


def test_failed_cast_looks_at_nothing():
    game = _shootout("4H")                               # 5 < 6
    play(game, play="ability", card=RAVEN)
    assert events(game, "skill_test")[-1].data["success"] is False
    assert game.decision.kind != "target"
    assert [c.title for c in game.state.players[0].discard] == cards("4H")


def test_the_raven_covers_a_casualty():
    game = _shootout("", "9H 9D 3C 5S 7S")               # Enapay (0 stud) draws 2H 3D 4C 6S 8D: high card
    to_reveal(game)
    pass_until(game, "casualty")
    assert has_option(game, play="sidekick", card=RAVEN)


def test_a_deck_emptied_by_the_pull_is_refilled_for_the_look():
    """The skill pull takes the deck's last card, discarded once the test is settled: the discard pile, the pulled
    card with it, becomes the new deck, and the Raven looks at its top five (rulebook: a card needed from an
    empty deck)."""
    game = scenario(phase="high_noon", dealer=0, players=[
        dict(outfit="The Spiritual Society", town_square=["Enapay"], attach={"Enapay": [RAVEN]},
             deck=cards("5H"), discard=cards(TOP + " 9C")),
        dict(outfit="The Sloane Gang", town_square=["Rob Wilby"], deck=cards(FILLER)),
    ], shootout=dict(posses=[["Enapay"], ["Rob Wilby"]]))
    turn_of(game, 0)
    play(game, play="ability", card=RAVEN)
    assert events(game, "skill_test")[-1].data["success"] is True
    assert len(option_titles(game)) == 5
    assert set(option_titles(game)) <= set(cards(TOP + " 9C 5H"))


def test_a_booted_shaman_is_not_asked_to_boot_for_a_draw():
    """Enapay is already booted: after a passed cast (5 + Shaman 1 = 6) and one discard, nothing more is asked,
    no card is drawn, and the Raven is booted."""
    game = scenario(phase="high_noon", dealer=0, players=[
        dict(outfit="The Spiritual Society", town_square=["Rob Wilby", "Enapay"], booted=["Enapay"],
             attach={"Enapay": [RAVEN]}, deck=cards(f"5H {TOP} {FILLER}")),
        dict(outfit="The Sloane Gang", town_square=["Pancho Castillo"], deck=cards(FILLER)),
    ], shootout=dict(posses=[["Rob Wilby", "Enapay"], ["Pancho Castillo"]]))
    turn_of(game, 0)
    assert card_named(game, "Enapay").booted
    play(game, play="ability", card=RAVEN)
    assert events(game, "skill_test")[-1].data["success"] is True
    pick_titles(game, face(2, "H"))
    assert not has_option(game, play="accept")
    assert not game.state.players[0].hand
    assert card_named(game, RAVEN).booted


def test_a_short_deck_goes_on_into_the_discard_pile_shuffled_under_it():
    """Two cards left after the pull: the discard pile (the pulled 5H now in it) is shuffled into a new deck under
    them (rulebook "Deck": a card needed from an empty deck), so the Raven still sees five, the two old ones on top."""
    old_pile = cards("4C 6S 8D 9C 10C")
    game = scenario(phase="high_noon", dealer=0, players=[
        dict(outfit="The Spiritual Society", town_square=["Enapay"], attach={"Enapay": [RAVEN]},
             deck=cards("5H 2H 3D"), discard=old_pile),
        dict(outfit="The Sloane Gang", town_square=["Rob Wilby"]),
    ], shootout=dict(posses=[["Enapay"], ["Rob Wilby"]]))
    turn_of(game, 0)
    play(game, play="ability", card=RAVEN)                # the 5H pulled: 5 + Shaman 1 = 6
    assert events(game, "skill_test")[-1].data["success"] is True
    seen = option_titles(game)
    assert len(seen) == 5 and seen[:2] == cards("2H 3D")
    assert set(seen[2:]) <= set(old_pile + cards("5H"))
    assert events(game, "reshuffle")[-1].data["player"] == 0
    assert game.state.players[0].deck_size == 8

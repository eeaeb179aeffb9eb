"""Saved By Grace: Noon, boot: your skilled dude away from home makes a difficulty 7 skill check; on
success it boots, you look at the top 5 + Blessed cards, may swap one in for a hand card, shuffle, gain 1 GR."""
from doomtown_tui.engine.testing import scenario
from tests.cards.helpers import cards, events, has_option, option_titles, play, uid_of

PADRE = "Padre Ernesto de Diaz"          # Blessed 1
LOOKED = ["Mustang", "Roan", "Pinto", "Tusk", "Bowie Knife", "Peacemaker"]


def _game(pull: str, where: str = "town_square", booted: bool = False, hand: tuple[str, ...] = ("Shotgun",)):
    return scenario(phase="high_noon", players=[
        dict(outfit="Saved By Grace", stash=5, hand=list(hand),
             deck_top=cards(pull) + LOOKED + ["Winchester Model 1873"],
             booted=[PADRE] if booted else [], **{where: [PADRE]}),
        dict(outfit="The Sloane Gang", town_square=["Allie Hensman"]),
    ])


def test_a_passed_check_looks_at_six_cards_and_swaps_one_in():
    game = _game("6S")                                     # 6 + 1 = 7
    play(game, play="ability", card="Saved By Grace")     # Padre is the only skilled dude away from home
    assert sorted(option_titles(game)[:-1]) == sorted(LOOKED)   # 5 + Blessed 1, then "take none"
    play(game, play="take", card="Pinto")                 # Shotgun, the only hand card, is discarded for it
    p = game.state.players[0]
    assert [c.title for c in p.hand] == ["Pinto"]
    assert "Shotgun" in [c.title for c in p.discard]
    assert p.stash == 6
    assert game.state.card(uid_of(game, PADRE)).booted
    assert events(game, "shuffle")


def test_the_log_keeps_the_card_taken_from_the_deck_secret():
    """The log is shared by every seat: it says a card went from the deck to the hand, not which one."""
    game = _game("6S")
    play(game, play="ability", card="Saved By Grace")
    play(game, play="take", card="Pinto")
    assert [c.title for c in game.state.players[0].hand] == ["Pinto"]
    assert not [e.text for e in game.events if "Pinto" in e.text]
    assert [e.data["player"] for e in events(game, "deck_to_hand")] == [0]


def test_a_failed_check_does_nothing_more():
    game = _game("5S")                                     # 5 + 1 < 7
    play(game, play="ability", card="Saved By Grace")
    assert events(game, "skill_check")[-1].data["success"] is False
    p = game.state.players[0]
    assert ([c.title for c in p.hand], p.stash) == (["Shotgun"], 5)
    assert not game.state.card(uid_of(game, PADRE)).booted
    assert p.outfit.booted                                 # the ability was still used


def test_the_dude_must_be_away_from_home():
    game = _game("6S", where="home")
    assert not has_option(game, play="ability", card="Saved By Grace")


def test_a_booted_dude_may_make_the_check_but_cannot_boot_to_look():
    # our ruling: the target need only be skilled and away from home; booting it is what lets you look, so a booted
    # dude looks at nothing, while the shuffle and the 1 GR still follow the success
    game = _game("6S", booted=True)                        # 6 + 1 = 7
    play(game, play="ability", card="Saved By Grace")
    assert events(game, "skill_check")[-1].data["success"] is True
    assert not events(game, "look") and game.decision.kind == "noon"   # no card to take
    p = game.state.players[0]
    assert ([c.title for c in p.hand], p.stash) == (["Shotgun"], 6)
    assert events(game, "shuffle")
    assert game.state.card(uid_of(game, PADRE)).booted and p.outfit.booted


def test_a_booted_dude_failing_the_check_gets_nothing():
    game = _game("5S", booted=True)                        # 5 + 1 < 7
    play(game, play="ability", card="Saved By Grace")
    assert events(game, "skill_check")[-1].data["success"] is False
    p = game.state.players[0]
    assert ([c.title for c in p.hand], p.stash) == (["Shotgun"], 5) and not events(game, "shuffle")


def test_taking_none_of_the_cards_still_shuffles_and_gains_1():
    """After a passed check the player looks and takes nothing: the hand stays the Shotgun, the deck is shuffled
    and the stash goes from 5 to 6."""
    game = _game("6S")                                     # 6 + 1 = 7
    play(game, play="ability", card="Saved By Grace")
    play(game, play="pass")
    p = game.state.players[0]
    assert ([c.title for c in p.hand], p.stash) == (["Shotgun"], 6)
    assert events(game, "shuffle") and game.decision.kind == "noon"


def test_with_an_empty_hand_no_swap_is_offered_but_the_rest_follows():
    """With no hand card to discard, nothing is asked after a passed check: the Padre boots, the deck is shuffled
    and the stash goes from 5 to 6."""
    game = _game("6S", hand=())
    play(game, play="ability", card="Saved By Grace")
    p = game.state.players[0]
    assert game.decision.kind == "noon" and (p.hand, p.stash) == ((), 6)
    assert events(game, "shuffle") and game.state.card(uid_of(game, PADRE)).booted

"""Holy Roller: Shootout Miracle 6, boot: the Blessed gets +1 bullets and cannot be a casualty this round, unless
their side loses by 3 or more hand ranks."""
from doomtown_tui.engine.testing import scenario
from tests.cards.helpers import (
    FILLER,
    any_uid,
    card_named,
    cards,
    effect_stats,
    end_shootout,
    events,
    has_option,
    option_titles,
    pass_until,
    play,
    to_next_round,
    to_reveal,
    turn_of,
)

HIGH_CARD = "2H 5D 9C JH KD"


def _round(pull: str, their_seven: str):
    # Ezrael Jones (Blessed 1, 1 draw) and Rob Wilby face Clint Ramsey (2 stud: seven cards, keeps five)
    game = scenario(phase="high_noon", dealer=0, players=[
        dict(outfit="Law Dogs", town_square=["Ezrael Jones", "Rob Wilby"], attach={"Ezrael Jones": ["Holy Roller"]},
             deck=cards(f"{pull} {HIGH_CARD} {FILLER}")),
        dict(outfit="The Sloane Gang", town_square=["Clint Ramsey"], deck=cards(f"{their_seven} {FILLER}")),
    ], shootout=dict(posses=[["Ezrael Jones", "Rob Wilby"], ["Clint Ramsey"]]))
    turn_of(game, 0)
    play(game, play="ability", card="Holy Roller")
    return game


def test_blessed_gets_a_bullet_and_is_spared_as_a_casualty():
    game = _round("5H", "9H 9D 3C 5S 7S 2C 4D")          # 5 + 1 = 6; a pair beats high card by 1 rank
    assert events(game, "skill_test")[-1].data["success"] is True
    assert card_named(game, "Ezrael Jones").bullets == 2
    to_reveal(game)
    pass_until(game, "casualty")
    assert option_titles(game) == ["Rob Wilby"]
    play(game, play="discard", card="Rob Wilby")
    assert card_named(game, "Ezrael Jones").zone == "play"
    assert [c.title for c in game.state.players[0].discard if c.title == "Rob Wilby"] == ["Rob Wilby"]


def test_losing_by_three_ranks_lifts_the_protection():
    game = _round("5H", "9H 9D 9C 5S 7S 2C 4D")          # three of a kind (4) over high card (1): 3 casualties
    to_reveal(game)
    pass_until(game, "casualty")
    assert has_option(game, play="ace", card="Ezrael Jones")
    assert has_option(game, play="discard", card="Ezrael Jones")


def test_failed_cast_leaves_the_blessed_exposed():
    game = _round("4H", "9H 9D 3C 5S 7S 2C 4D")          # 4 + 1 = 5 < 6
    assert events(game, "skill_test")[-1].data["success"] is False
    assert card_named(game, "Ezrael Jones").bullets == 1
    to_reveal(game)
    pass_until(game, "casualty")
    assert sorted(option_titles(game)) == ["Ezrael Jones", "Rob Wilby"]


def test_the_protection_ends_with_the_round_and_the_bullet_with_the_shootout():
    # round 1 as in the first test (Rob is the casualty); in round 2 Ezrael draws four aces and Clint falls
    game = scenario(phase="high_noon", dealer=0, players=[
        dict(outfit="Law Dogs", town_square=["Ezrael Jones", "Rob Wilby"], attach={"Ezrael Jones": ["Holy Roller"]},
             deck=cards(f"5H {HIGH_CARD} AH AD AC AS 4C {FILLER}")),
        dict(outfit="The Sloane Gang", town_square=["Clint Ramsey"], deck=cards(f"9H 9D 3C 5S 7S 2C 4D {FILLER}")),
    ], shootout=dict(posses=[["Ezrael Jones", "Rob Wilby"], ["Clint Ramsey"]]))
    turn_of(game, 0)
    play(game, play="ability", card="Holy Roller")
    roller = any_uid(game, "Holy Roller")
    assert effect_stats(game, roller) == ["bullets", "no_casualty"]
    to_next_round(game)
    assert [c.title for c in game.state.players[0].discard if c.title == "Rob Wilby"] == ["Rob Wilby"]
    assert effect_stats(game, roller) == ["bullets"]            # round 2: no more protection, the bullet stays
    assert card_named(game, "Ezrael Jones").bullets == 2
    end_shootout(game)
    assert game.state.shootout is None
    assert card_named(game, "Ezrael Jones").bullets == 1


def test_the_blessed_is_spared_when_their_side_wins_a_round_of_the_same_rank():
    """Both hands are High Card and Ezrael's K high beats Clint's 10 high: each side takes 1 casualty, and on the
    winning side Ezrael (Holy Roller cast) is no choice, only Rob Wilby is."""
    game = _round("5H", "2S 4D 6C 8S 10C 3H 7D")
    assert events(game, "skill_test")[-1].data["success"] is True
    to_reveal(game)
    for _ in range(30):
        pass_until(game, "casualty")
        if game.decision.player == 0:
            break
        play(game, play="discard")
    else:
        raise AssertionError("the Law Dogs were never asked for a casualty")
    assert option_titles(game) == ["Rob Wilby"]

"""Shield of Faith: Shootout Miracle 7, boot: for the shootout no card effect but a Cheatin' Resolution may ace or
discard a dude another player owns; you take 1 casualty fewer this round."""
from doomtown_tui.engine.testing import scenario
from tests.cards.helpers import (
    FILLER,
    any_uid,
    card_named,
    cards,
    effect_stats,
    end_shootout,
    events,
    pass_until,
    play,
    to_next_round,
    to_reveal,
    turn_of,
)
from tests.cards.third_party import FOUR_NINES, KING_HIGH, allied_shootout, casualties_changed, use_when_offered


def _shootout(pull: str, p0_deck: str = "", p1_deck: str = ""):
    # Ezrael (Blessed 1) and Rob Wilby (value 2) against Clint Ramsey with a Shotgun (3 bullets: aces value < 3)
    game = scenario(phase="high_noon", dealer=0, players=[
        dict(outfit="Law Dogs", town_square=["Ezrael Jones", "Rob Wilby"], attach={"Ezrael Jones": ["Shield of Faith"]},
             deck=cards(f"{pull} {p0_deck} {FILLER}")),
        dict(outfit="The Sloane Gang", town_square=["Clint Ramsey"], attach={"Clint Ramsey": ["Shotgun"]},
             deck=cards(f"{p1_deck} {FILLER}")),
    ], shootout=dict(posses=[["Ezrael Jones", "Rob Wilby"], ["Clint Ramsey"]]))
    turn_of(game, 0)
    play(game, play="ability", card="Shield of Faith")
    return game


def test_an_opposing_shotgun_cannot_ace_your_dude():
    """The Shotgun could ace nobody: it cannot be used (an ability that could change nothing cannot be)."""
    game = _shootout("6H")                               # 6 + Blessed 1 = 7
    assert events(game, "skill_test")[-1].data["success"] is True
    # the Sloane Gang had no other play: the plays are over and the shooters are chosen
    assert (game.decision.kind, game.decision.player) == ("shooter", 0)
    assert card_named(game, "Rob Wilby").zone == "play" and not card_named(game, "Shotgun").booted


def test_failed_cast_leaves_your_dudes_exposed():
    game = _shootout("5H")                               # 6 < 7
    assert events(game, "skill_test")[-1].data["success"] is False
    turn_of(game, 1)
    play(game, play="ability", card="Shotgun")
    assert [c.title for c in game.state.players[0].boot_hill] == ["Rob Wilby"]


def test_one_casualty_fewer_this_round():
    # high card against two pair: 2 casualties, 1 after the Shield
    game = _shootout("6H", "2H 5D 9C JH KD 3S 4C", "9H 9D 4C 4S 2C 6D 8H JS")
    to_reveal(game)
    pass_until(game, "casualty")
    changed = events(game, "casualties_changed")[-1].data
    assert (changed["player"], changed["before"], changed["after"]) == (0, 2, 1)


def test_the_casualty_cut_ends_with_the_round_and_the_shield_with_the_shootout():
    game = _shootout("6H", "2H 5D 9C JH KD 3S 4C", "9H 9D 4C 4S 2C 6D 8H JS")
    shield = any_uid(game, "Shield of Faith")
    assert effect_stats(game, shield) == ["casualties", "shield_of_faith"]
    to_next_round(game, spare=("Ezrael Jones",))         # Rob is the one casualty
    assert effect_stats(game, shield) == ["shield_of_faith"]
    end_shootout(game)
    assert game.state.shootout is None
    assert effect_stats(game, shield) == []


def test_the_shield_outlasts_its_caster_for_the_rest_of_the_shootout():
    # high card against two pair: player 0 takes 1 casualty (2 less the Shield's 1) and gives up Ezrael, whose spell
    # goes to the discard pile with him; the resolved Shield still holds for the rest of the shootout
    game = _shootout("6H", "2H 5D 9C JH KD 3S 4C", "9H 9D 4C 4S 2C 6D 8H JS")
    assert events(game, "skill_test")[-1].data["success"] is True
    to_next_round(game, spare=("Rob Wilby",))
    assert game.state.shootout.round == 2
    assert {"Ezrael Jones", "Shield of Faith"} <= {c.title for c in game.state.players[0].discard}
    # round 2: Rob Wilby may still not be aced, so the Shotgun has no use and nobody any play: the draw is next
    assert (game.decision.kind, game.decision.player) == ("draw", 0)
    assert not card_named(game, "Shotgun").booted
    end_shootout(game, spare=("Rob Wilby",))
    assert effect_stats(game, any_uid(game, "Shield of Faith")) == []   # gone with the shootout


def test_a_third_partys_shield_spares_the_posse_it_fights_in():
    # Ezrael Jones (seat 2, Blessed 1) fights in seat 1's posse, which loses by 7 to four nines: 1 fewer for it
    game = allied_shootout(dict(town_square=["Clint Ramsey"], deck=cards(f"{FOUR_NINES} {FILLER}")),
                           dict(town_square=["Pancho Castillo"], deck=cards(f"{KING_HIGH} {FILLER}")),
                           dict(town_square=["Ezrael Jones"], attach={"Ezrael Jones": ["Shield of Faith"]},
                                deck=cards(f"9H {FILLER}")),
                           leader="Clint Ramsey", mark="Pancho Castillo", side=1, guests=["Ezrael Jones"])
    use_when_offered(game, 2, "Shield of Faith")
    assert casualties_changed(game) == {"player": 1, "before": 7, "after": 6}

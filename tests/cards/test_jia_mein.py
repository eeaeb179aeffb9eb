"""Jia Mein: Shootout Repeat: attach a Hex from hand to him, paying for it, and he becomes a stud; booted or
at a location you don't control."""
from doomtown_tui.engine.testing import scenario
from tests.cards.helpers import FILLER, card_named, cards, end_shootout, has_option, play, turn_of


def _shootout(hand: list[str]):
    game = scenario(phase="high_noon", dealer=1, players=[
        dict(outfit="Encroaching Darkness", stash=3, town_square=["Jia Mein"], booted=["Jia Mein"], hand=hand),
        dict(outfit="The Sloane Gang", town_square=["Pancho Castillo"]),
    ], shootout=dict(posses=[["Jia Mein"], ["Pancho Castillo"]]))
    return game


def test_booted_at_the_town_square_he_learns_hexes_and_becomes_a_stud():
    game = _shootout(["Blood Curse", "Shadow Walk"])
    turn_of(game, 0)
    assert card_named(game, "Jia Mein").shooter == "draw"
    play(game, play="ability", card="Jia Mein")
    play(game, play="attach", card="Blood Curse")
    jia = card_named(game, "Jia Mein")
    assert jia.shooter == "stud" and jia.booted
    assert [game.state.card(u).title for u in jia.attachments] == ["Blood Curse"]
    assert game.state.players[0].stash == 2
    turn_of(game, 0)
    play(game, play="ability", card="Jia Mein")         # Repeat: again, with the last Hex (cost 0)
    assert [game.state.card(u).title for u in card_named(game, "Jia Mein").attachments] == ["Blood Curse", "Shadow Walk"]
    assert game.state.players[0].stash == 2


def test_not_without_a_hex_in_hand():
    game = _shootout(["Peacemaker"])
    assert not has_option(game, play="ability", card="Jia Mein")
    assert card_named(game, "Jia Mein").shooter == "draw"


def test_he_is_a_draw_again_after_the_shootout():
    game = scenario(phase="high_noon", dealer=1, players=[
        dict(outfit="Encroaching Darkness", stash=3, town_square=["Jia Mein"], booted=["Jia Mein"],
             hand=["Blood Curse"],
             deck=cards("9H 9S 9D 9C 2D 4C 6H 8S " + FILLER)),
        dict(outfit="The Sloane Gang", town_square=["Pancho Castillo"],
             deck=cards("2H 4D 7C 8S JH QC 3D 5S " + FILLER)),
    ], shootout=dict(posses=[["Jia Mein"], ["Pancho Castillo"]]))
    turn_of(game, 0)
    play(game, play="ability", card="Jia Mein")
    assert card_named(game, "Jia Mein").shooter == "stud"
    end_shootout(game)                                   # four nines: Pancho falls
    assert game.state.shootout is None
    jia = card_named(game, "Jia Mein")
    assert jia.shooter == "draw" and len(jia.attachments) == 1   # the Hex stays, the stud does not


def test_a_hex_he_takes_at_mount_moriah_cemetery_costs_one_less():
    """The Hex is played where he stands: at the Cemetery (spells played there cost 1 less) Blood Curse
    (cost 1) is free, so he may take it with an empty stash."""
    game = scenario(phase="high_noon", dealer=1, players=[
        dict(outfit="Encroaching Darkness", stash=0, street_right=["Mount Moriah Cemetery"],
             at={"Mount Moriah Cemetery": ["Jia Mein"]}, hand=["Blood Curse"]),
        dict(outfit="The Sloane Gang", at={"Mount Moriah Cemetery": ["Pancho Castillo"]}),
    ], shootout=dict(leader=1, posses=[["Jia Mein"], ["Pancho Castillo"]]))
    turn_of(game, 0)
    play(game, play="ability", card="Jia Mein")
    jia = card_named(game, "Jia Mein")
    assert [game.state.card(u).title for u in jia.attachments] == ["Blood Curse"]
    assert jia.shooter == "stud"
    assert game.state.players[0].stash == 0


def test_a_hex_he_cannot_pay_for_is_not_offered_and_the_free_one_is_taken():
    """With 0 GR, Blood Curse (cost 1) is out of reach: Shadow Walk (cost 0) is the only Hex, taken without a
    question; he becomes a stud and Blood Curse stays in hand."""
    game = scenario(phase="high_noon", dealer=1, players=[
        dict(outfit="Encroaching Darkness", stash=0, town_square=["Jia Mein"], hand=["Blood Curse", "Shadow Walk"]),
        dict(outfit="The Sloane Gang", town_square=["Pancho Castillo"]),
    ], shootout=dict(posses=[["Jia Mein"], ["Pancho Castillo"]]))
    turn_of(game, 0)
    play(game, play="ability", card="Jia Mein")
    jia = card_named(game, "Jia Mein")
    assert [game.state.card(u).title for u in jia.attachments] == ["Shadow Walk"]
    assert jia.shooter == "stud"
    assert [c.title for c in game.state.players[0].hand] == ["Blood Curse"]

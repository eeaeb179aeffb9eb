"""Bio-Charge Neutralizer: its carrier is a stud; it cannot be traded and other players' card effects cannot
touch it; Noon, boot, pull: a club discards it, any other suit moves it to another of your dudes here."""
from doomtown_tui.engine.testing import scenario
from tests.cards.helpers import card_named, cards, events, has_option, play, turn_of, uid_of


def _home(pull: str = "5H", partners=("Wilber Crowley",)):
    return scenario(phase="high_noon", players=[
        dict(outfit="Law Dogs", home=["Rob Wilby", *partners], attach={"Rob Wilby": ["Bio-Charge Neutralizer"]},
             deck_top=cards(pull)),
        dict(outfit="The Sloane Gang", home=["Alan Campbell"]),
    ])


def test_the_carrier_is_a_stud_and_the_goods_cannot_be_traded():
    game = _home()
    rob = card_named(game, "Rob Wilby")
    assert (rob.bullets, rob.shooter) == (3, "stud")      # printed 1 draw, +2 bullets
    assert not has_option(game, play="trade", card="Bio-Charge Neutralizer")


def test_off_suit_pull_hands_it_to_another_dude_here():
    game = _home("5H")
    play(game, play="ability", card="Bio-Charge Neutralizer")
    gadget = card_named(game, "Bio-Charge Neutralizer")
    assert (gadget.attached_to, gadget.booted) == (uid_of(game, "Wilber Crowley"), True)
    assert card_named(game, "Wilber Crowley").shooter == "stud"
    assert card_named(game, "Rob Wilby").shooter == "draw"


def test_a_club_discards_it():
    game = _home("5C")
    play(game, play="ability", card="Bio-Charge Neutralizer")
    assert "Bio-Charge Neutralizer" in [c.title for c in game.state.players[0].discard]
    assert card_named(game, "Rob Wilby").bullets == 1


def test_no_other_dude_here_no_ability():
    game = _home(partners=())
    assert not has_option(game, play="ability", card="Bio-Charge Neutralizer")


def test_an_opposing_goods_effect_cannot_pick_it():
    # Faithful Hound may pick a goods in the opposing posse: of Rob's two goods only the Mustang is reachable
    game = scenario(phase="high_noon", dealer=1, players=[
        dict(outfit="Law Dogs", town_square=["Rob Wilby"], attach={"Rob Wilby": ["Bio-Charge Neutralizer", "Mustang"]}),
        dict(outfit="The Sloane Gang", town_square=["Alan Campbell"], attach={"Alan Campbell": ["Faithful Hound"]}),
    ], shootout=dict(posses=[["Rob Wilby"], ["Alan Campbell"]]))
    turn_of(game, 1)
    play(game, play="ability", card="Faithful Hound")     # one reachable goods: no question
    assert events(game, "pull_check")[-1].data["uid"] == uid_of(game, "Mustang")


def test_without_the_mustang_the_hound_has_nothing_to_pick():
    game = scenario(phase="high_noon", dealer=1, players=[
        dict(outfit="Law Dogs", town_square=["Rob Wilby"], attach={"Rob Wilby": ["Bio-Charge Neutralizer"]}),
        dict(outfit="The Sloane Gang", town_square=["Alan Campbell"], attach={"Alan Campbell": ["Faithful Hound"]}),
    ], shootout=dict(posses=[["Rob Wilby"], ["Alan Campbell"]]))
    assert not has_option(game, play="ability", card="Faithful Hound")

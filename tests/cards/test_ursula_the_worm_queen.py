"""Ursula, The Worm Queen: Fearmongers pay 1 less for her per Huckster they control; Noon: she takes a Hex
from another Huckster you own, and a booted one may be unbooted by discarding a card, which also lets its
abilities be used one more time this turn."""
from doomtown_tui.engine import actions
from doomtown_tui.engine.abilities import Ability, CardScript, boot_self
from doomtown_tui.engine.testing import scenario
from tests.cards.helpers import card_named, has_option, pick_titles, play, turn_of
from tests.stand_ins import stand_in_rules

URSULA = "Ursula, The Worm Queen"


def test_fearmongers_pay_1_less_per_huckster():
    for outfit, paid in (("Serpentine Syndicate", 7), ("Law Dogs", 9)):
        game = scenario(phase="high_noon", dealer=0, players=[
            dict(outfit=outfit, stash=10, hand=[URSULA], home=["Mongwau The Mighty", "Alfred Byrne", "Clint Ramsey"]),
            dict(outfit="The Sloane Gang", home=["Pancho Castillo"]),
        ])
        play(game, play="recruit", card=URSULA)
        assert game.state.players[0].stash == 10 - paid


def _game(booted: list[str], hand: list[str]):
    return scenario(phase="high_noon", dealer=0, players=[
        dict(outfit="Serpentine Syndicate", stash=0, town_square=[URSULA], home=["Mongwau The Mighty"],
             attach={"Mongwau The Mighty": ["Sight Beyond Sight"]}, booted=booted, hand=hand),
        dict(outfit="The Sloane Gang", home=["Pancho Castillo"]),
    ])


def test_she_takes_a_booted_hex_and_a_discard_gives_it_another_use(monkeypatch):
    # a stand-in Noon ability on the Hex (boot it: gain 1 GR), so that its uses this turn can be counted
    stand_in_rules(monkeypatch, scripts={"24190": CardScript("24190", [Ability(
        window="noon", name="stand-in", costs=(boot_self(),),
        effect=lambda ctx: actions.gain(ctx.state, ctx.player, 1, "stand-in"))])})
    game = _game(booted=[], hand=["Peacemaker"])
    play(game, play="ability", card="Sight Beyond Sight")                 # its use for this turn
    assert game.state.players[0].stash == 1 and card_named(game, "Sight Beyond Sight").booted
    turn_of(game, 0, "noon")
    play(game, play="ability", card=URSULA)                              # the one Hex she can take
    pick_titles(game, "Peacemaker")
    hex_card = card_named(game, "Sight Beyond Sight")
    assert game.state.card(hex_card.attached_to).title == URSULA and not hex_card.booted
    assert [c.title for c in game.state.players[0].discard] == ["Peacemaker"]
    turn_of(game, 0, "noon")
    play(game, play="ability", card="Sight Beyond Sight")                 # the additional use
    assert game.state.players[0].stash == 2
    turn_of(game, 0, "noon")
    assert not has_option(game, play="ability", card="Sight Beyond Sight")


def test_an_unbooted_hex_just_changes_hands():
    game = _game(booted=[], hand=["Peacemaker"])
    play(game, play="ability", card=URSULA)
    hex_card = card_named(game, "Sight Beyond Sight")
    assert game.state.card(hex_card.attached_to).title == URSULA and not hex_card.booted
    assert game.state.players[0].hand_size == 1 and game.decision.kind != "target"


def test_not_without_a_hex_on_another_huckster():
    game = scenario(phase="high_noon", dealer=0, players=[
        dict(outfit="Serpentine Syndicate", town_square=[URSULA], home=["Clint Ramsey"],
             attach={URSULA: ["Blood Curse"], "Clint Ramsey": ["Peacemaker"]}),
        dict(outfit="The Sloane Gang", home=["Pancho Castillo"]),
    ])
    assert not has_option(game, play="ability", card=URSULA)

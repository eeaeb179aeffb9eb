"""Unprepared: Shootout: a dude boots, gets -1 bullets and cannot use its abilities; or Shootout: up to two
cards attached to one dude boot and lose their traits, abilities and bullet bonuses. Both last until the
shootout ends."""
from doomtown_tui.engine.testing import scenario
from tests.cards.helpers import FILLER, card_named, cards, has_option, option, play, turn_of


def _shootout(goods: list[str]):
    # Player 2 (the Dealer) plays first in the shootout; Andreas Andregg is wanted, so Hattie's
    # ability (an opposing wanted dude gets -3 bullets) can be used.
    game = scenario(phase="high_noon", dealer=1, players=[
        dict(outfit="Law Dogs", town_square=["Andreas Andregg"], hand=["Unprepared"], bounty={"Andreas Andregg": 1},
             deck_top=cards(FILLER)),
        dict(outfit="The Sloane Gang", town_square=["Hattie DeLorre"], attach={"Hattie DeLorre": goods},
             deck_top=cards(FILLER)),
    ], shootout=dict(posses=[["Andreas Andregg"], ["Hattie DeLorre"]]))
    turn_of(game, 1)
    return game


def test_the_dude_boots_loses_a_bullet_and_its_abilities():
    game = _shootout([])
    assert has_option(game, play="ability", card="Hattie DeLorre")
    play(game, play="pass")
    assert card_named(game, "Hattie DeLorre").bullets == 1
    game.choose(0, option(game, play="ability", card="Unprepared", ability=0))
    play(game, play="target", card="Hattie DeLorre")
    hattie = card_named(game, "Hattie DeLorre")
    assert hattie.booted and hattie.bullets == 0
    d = game.decision                                    # her ability is gone, so she has no play left
    assert not (d.kind == "shootout" and d.player == 1)


def test_two_attachments_boot_and_lose_their_text_until_the_shootout_ends():
    game = _shootout(["Winchester Model 1873", "Tin Star"])
    assert has_option(game, play="ability", card="Winchester Model 1873")
    assert "Deputy" in card_named(game, "Hattie DeLorre").keywords
    play(game, play="pass")
    game.choose(0, option(game, play="ability", card="Unprepared", ability=1))
    d = game.decision
    assert (d.kind, d.multi, d.min, d.max) == ("target", True, 1, 2)
    game.choose(0, [o.id for o in d.options])
    hattie = card_named(game, "Hattie DeLorre")
    assert card_named(game, "Winchester Model 1873").booted and card_named(game, "Tin Star").booted
    assert hattie.bullets == 1                           # 1 printed; the Winchester's +1 is gone
    assert "Deputy" in hattie.keywords                   # printed on Hattie herself
    turn_of(game, 1)                                     # Hattie's own ability stays; the Winchester's is gone
    assert has_option(game, play="ability", card="Hattie DeLorre")
    assert not has_option(game, play="ability", card="Winchester Model 1873")
    # both last until the shootout ends (internal state: no view shows an effect's duration)
    assert sorted(e.until for e in game.raw.effects if e.stat == "blank") == ["shootout", "shootout"]


def test_a_card_out_of_its_reach_is_no_choice_and_no_reason_to_target_its_dude():
    """A Bio-Charge Neutralizer ignores other players' card effects. With nothing else on Hattie, the
    attachments mode could change nothing: it is not offered (the first mode still is). With a Tin Star beside
    it, Hattie is a target and only the Tin Star is on the list."""
    game = _shootout(["Bio-Charge Neutralizer"])
    play(game, play="pass")
    assert has_option(game, play="ability", card="Unprepared", ability=0)
    assert not has_option(game, play="ability", card="Unprepared", ability=1)
    game = _shootout(["Bio-Charge Neutralizer", "Tin Star"])
    play(game, play="pass")
    game.choose(0, option(game, play="ability", card="Unprepared", ability=1))
    assert (game.decision.kind, [o.data["card"] for o in game.decision.options]) == ("target", ["Tin Star"])
    game.choose(0, [o.id for o in game.decision.options])
    assert card_named(game, "Tin Star").booted and not card_named(game, "Bio-Charge Neutralizer").booted

"""Serpentine Syndicate: React, boot: after your dude away from home successfully casts a spell, discard a
card from hand to gain 1 GR and draw a card."""
from doomtown_tui.engine.testing import scenario
from tests.cards.helpers import cards, has_option, play


def _cast(where: str, pull: str):
    spot = {"town_square": ["Enapay"]} if where == "town_square" else {"home": ["Enapay"]}
    game = scenario(phase="high_noon", players=[
        dict(outfit="Serpentine Syndicate", stash=5, attach={"Enapay": ["Many Speak As One"]}, hand=["Shotgun"],
             deck_top=[*cards(pull), "Tusk"], **spot),
        dict(outfit="Encroaching Darkness", town_square=["Alan Campbell"]),
    ])
    play(game, play="ability", card="Many Speak As One")     # Enapay (Shaman 1) casts it: Spirit 9
    return game


def test_a_spell_cast_away_from_home_pays_off():
    game = _cast("town_square", "KS")                          # 13 + 1 >= 9
    assert game.decision.kind == "react" and game.decision.player == 0
    play(game, play="ability", card="Serpentine Syndicate")    # the only hand card is discarded for it
    p = game.state.players[0]
    assert p.stash == 6
    assert [c.title for c in p.hand] == ["Tusk"]
    assert "Shotgun" in [c.title for c in p.discard]
    assert p.outfit.booted


def test_not_after_a_spell_cast_at_home():
    game = _cast("home", "KS")
    assert not has_option(game, play="ability", card="Serpentine Syndicate")
    assert game.state.players[0].stash == 5


def test_not_after_a_failed_cast():
    game = _cast("town_square", "2S")                          # 2 + 1 < 9
    assert not has_option(game, play="ability", card="Serpentine Syndicate")

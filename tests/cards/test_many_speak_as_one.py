"""Many Speak As One: Noon Spirit 9, boot: an Ancestor Spirit token comes into play at this location."""
from doomtown_tui.engine.testing import scenario
from tests.cards.helpers import cards, events, has_option, play, turn_of


def _town(pull: str):
    return scenario(phase="high_noon", dealer=0, players=[
        dict(outfit="The Spiritual Society", town_square=["Enapay"], attach={"Enapay": ["Many Speak As One"]},
             deck_top=cards(pull)),
        dict(outfit="Encroaching Darkness", town_square=["Alan Campbell"]),
    ])


def test_an_ancestor_spirit_joins_the_caster():
    game = _town("8H")                                   # 8 + Shaman 1 = 9
    before = game.state.players[0].influence
    play(game, play="ability", card="Many Speak As One")
    assert events(game, "skill_test")[-1].data["success"] is True
    token = next(c for c in game.state.in_play if c.title == "Ancestor Spirit")
    assert (token.controller, token.location, token.influence, token.bullets, token.shooter) == \
        (0, "Town Square", 1, 0, "draw")
    assert game.state.players[0].influence == before + 1


def test_failed_cast_puts_nothing_into_play():
    game = _town("7H")                                   # 7 + 1 < 9
    play(game, play="ability", card="Many Speak As One")
    assert events(game, "skill_test")[-1].data["success"] is False
    assert not any(c.title == "Ancestor Spirit" for c in game.state.in_play)
    turn_of(game, 0, "noon")
    assert not has_option(game, play="ability", card="Many Speak As One")

"""...It's Who You Know: Noon: your dude calls out an opposing dude at its location; if accepted, your dude
is a stud for the shootout and shooters draw by influence instead of bullets (keeping their type)."""
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
    play,
)


def _called_out(answer: str):
    # Avie Cline (0 draw, 2 influence) is booted, so she could not call out without the card;
    # Pancho Castillo is a 3-stud with 2 influence.
    game = scenario(phase="high_noon", players=[
        dict(outfit="Law Dogs", town_square=["Avie Cline"], booted=["Avie Cline"], hand=["...It's Who You Know"]),
        dict(outfit="The Sloane Gang", town_square=["Pancho Castillo"]),
    ])
    assert not has_option(game, play="callout")
    play(game, play="ability", card="...It's Who You Know")
    assert (game.decision.kind, game.decision.player) == ("callout_response", 1)
    play(game, play=answer)
    return game


def test_accepted_shooters_draw_by_influence():
    game = _called_out("accept")
    assert card_named(game, "Avie Cline").shooter == "stud"
    shooters = {e.data["player"]: (e.data["stud"], e.data["draw"]) for e in events(game, "shooter")}
    # Avie: influence 2 as a stud; Pancho: influence 2 (not his 3 bullets) as a stud
    assert shooters == {0: (2, 0), 1: (2, 0)}
    assert len(game.state.players[0].draw_hand) == 7 and len(game.state.players[1].draw_hand) == 7


def test_refused_nothing_changes():
    game = _called_out("refuse")
    pancho = card_named(game, "Pancho Castillo")
    assert (pancho.location, pancho.booted) == ("The Sloane Gang", True)
    assert card_named(game, "Avie Cline").shooter == "draw"
    assert game.state.shootout is None


def test_the_stud_and_the_influence_draw_end_with_the_shootout():
    game = scenario(phase="high_noon", players=[
        dict(outfit="Law Dogs", town_square=["Avie Cline"], booted=["Avie Cline"], hand=["...It's Who You Know"],
             deck=cards("9H 9S 9D 9C 2D 4C 6H " + FILLER)),
        dict(outfit="The Sloane Gang", town_square=["Pancho Castillo"], deck=cards("2H 4D 7C 8S JH QC 3D " + FILLER)),
    ])
    play(game, play="ability", card="...It's Who You Know")
    play(game, play="accept")
    card = any_uid(game, "...It's Who You Know")
    assert card_named(game, "Avie Cline").shooter == "stud"
    assert effect_stats(game, card) == ["cards_by_influence", "shooter"]
    end_shootout(game)                                   # four nines: Pancho falls
    assert game.state.shootout is None
    assert card_named(game, "Avie Cline").shooter == "draw"
    assert effect_stats(game, card) == []                # shooters draw by bullets again

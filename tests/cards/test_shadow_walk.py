"""Shadow Walk: Noon Hex 7, boot: the caster travels to any location and stays unbooted; Shootout Hex 7, boot:
the caster steps into your posse, after which the Hex may be given up for an extra play."""
from doomtown_tui.engine.testing import scenario
from tests.cards.helpers import (
    FILLER,
    callout_shootout,
    card_named,
    cards,
    end_shootout,
    events,
    play,
    posse_titles,
    turn_of,
)


def _game(pull: str):
    return scenario(phase="high_noon", dealer=0, players=[
        dict(outfit="Law Dogs", home=["Wilber Crowley"], town_square=["Rob Wilby"],
             attach={"Wilber Crowley": ["Shadow Walk"]}, deck_top=cards(pull)),
        dict(outfit="The Sloane Gang", town_square=["Alan Campbell"], street_right=["Surveyor's Office"]),
    ])


def test_noon_walk_goes_anywhere_without_booting():
    game = _game("6H")                                    # 6 + Huckster 1 = 7
    play(game, play="ability", card="Shadow Walk", ability=0)
    play(game, play="location", to="Surveyor's Office")   # a Noon move there would boot him
    wilber = card_named(game, "Wilber Crowley")
    assert (wilber.location, wilber.booted) == ("Surveyor's Office", False)
    assert card_named(game, "Shadow Walk").booted


def test_noon_walk_fails_on_a_six():
    game = _game("5H")                                    # 6 < 7
    play(game, play="ability", card="Shadow Walk", ability=0)
    assert events(game, "skill_test")[-1].data["success"] is False
    assert card_named(game, "Wilber Crowley").location == "Law Dogs"


def test_shootout_walk_joins_the_posse_and_trades_the_hex_for_another_play():
    game = _game("6H")
    callout_shootout(game, "Rob Wilby", "Alan Campbell")
    turn_of(game, 0)
    play(game, play="ability", card="Shadow Walk", ability=1)
    assert posse_titles(game, 0) == ["Rob Wilby", "Wilber Crowley"]
    wilber = card_named(game, "Wilber Crowley")
    assert (wilber.location, wilber.booted) == ("Town Square", False)
    play(game, play="mode", mode=0)                       # discard the Hex to play again
    assert "Shadow Walk" in [c.title for c in game.state.players[0].discard]
    assert events(game, "another_play")[-1].data["player"] == 0


def test_keeping_the_hex_passes_the_turn():
    game = _game("6H")
    callout_shootout(game, "Rob Wilby", "Alan Campbell")
    turn_of(game, 0)
    play(game, play="ability", card="Shadow Walk", ability=1)
    play(game, play="mode", mode=1)
    assert card_named(game, "Shadow Walk").booted
    assert not events(game, "another_play")


def test_the_extra_play_is_a_single_one():
    game = scenario(phase="high_noon", dealer=0, players=[
        dict(outfit="Law Dogs", home=["Wilber Crowley"], town_square=["Rob Wilby"],
             attach={"Wilber Crowley": ["Shadow Walk"]}, deck_top=cards("6H"), hand=["Sun in Yer Eyes"]),
        dict(outfit="The Sloane Gang", town_square=["Alan Campbell"], hand=["Sun in Yer Eyes"]),
    ], shootout=dict(posses=[["Rob Wilby"], ["Alan Campbell"]]))
    turn_of(game, 0)
    play(game, play="ability", card="Shadow Walk", ability=1)
    play(game, play="mode", mode=0)
    assert (game.decision.kind, game.decision.player) == ("shootout", 0)     # the extra play
    play(game, play="pass")
    assert (game.decision.kind, game.decision.player) == ("shootout", 1)     # and no more


def test_the_extra_play_comes_at_once_in_a_head_start_play_too():
    """Culpability Scientizer's player makes a Shootout play before the Dealer's first: Shadow Walk's extra
    play comes right after it there too (here with nothing left to play), not after the shootout as a second
    Noon play in a row: once the shootout is over, High Noon goes on with the other player."""
    game = scenario(phase="high_noon", dealer=1, players=[
        dict(outfit="Law Dogs", town_square=["Roderick Byre"], home=["Wilber Crowley"],
             attach={"Roderick Byre": ["Culpability Scientizer"], "Wilber Crowley": ["Shadow Walk"]},
             stash=10, deck_top=cards("6H " + FILLER)),
        dict(outfit="The Sloane Gang", town_square=["Rob Wilby", "Alan Campbell"], bounty={"Rob Wilby": 2}),
    ])
    play(game, play="pass")                                        # the Dealer passes
    play(game, play="ability", card="Culpability Scientizer")     # a callout, as a Noon play
    play(game, play="accept")
    while game.decision.kind == "join_posse":
        play(game, play="done")
    assert game.decision.prompt == "Player 1: make a Shootout play before the Dealer's first"
    play(game, play="ability", card="Shadow Walk", ability=1)
    play(game, play="mode", mode=0)                                # discard the Hex to play again
    assert game.decision.kind == "shooter"                         # the extra play found nothing to play
    end_shootout(game)
    assert (game.decision.kind, game.decision.player) == ("noon", 1)

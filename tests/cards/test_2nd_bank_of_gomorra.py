"""2nd Bank of Gomorra: Controller Noon, boot: the bank adds 2 GR to the deed's vault; Controller Noon,
boot: empty the vault into your stash."""
from doomtown_tui.engine.testing import scenario
from tests.cards.helpers import has_option, play, uid_of


def _next_noon(game):
    day = game.state.day
    for _ in range(300):
        decision = game.decision
        if decision.kind == "noon" and game.state.day > day and decision.player == 0:
            return
        calm = [o for o in decision.options if o.data.get("play") in ("pass", "done", "keep", "accept", "pay")]
        if decision.multi:
            game.choose(decision.player, [o.id for o in decision.options][:decision.min])
        else:
            game.choose(decision.player, (calm or list(decision.options))[0].id)
    raise AssertionError("no noon next day")


def test_the_vault_fills_then_empties_into_the_stash():
    game = scenario(phase="high_noon", players=[
        dict(outfit="Law Dogs", street_left=["2nd Bank of Gomorra"], stash=0),
        dict(outfit="The Sloane Gang", home=["Pancho Castillo"]),     # 2 influence: nobody wins at Sundown
    ])
    bank = uid_of(game, "2nd Bank of Gomorra")
    assert not has_option(game, play="ability", uid=bank, ability=1)     # nothing in the vault yet
    play(game, play="ability", uid=bank, ability=0)
    assert game.state.card(bank).ghost_rock == 2
    assert game.state.players[0].stash == 0
    assert not has_option(game, play="ability", uid=bank)                # booted: once a turn
    _next_noon(game)
    assert game.state.card(bank).ghost_rock == 2                         # it stays on the deed overnight
    stash = game.state.players[0].stash
    play(game, play="ability", uid=bank, ability=1)
    assert game.state.card(bank).ghost_rock == 0
    assert game.state.players[0].stash == stash + 2


def test_only_the_controller_banks():
    game = scenario(phase="high_noon", players=[
        dict(outfit="Law Dogs", street_left=["2nd Bank of Gomorra"]),
        dict(outfit="The Sloane Gang", at={"2nd Bank of Gomorra": ["Pancho Castillo"]}),
    ])
    assert not has_option(game, play="ability", card="2nd Bank of Gomorra")

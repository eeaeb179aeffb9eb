"""California Tax Office: enters play booted; Controller Noon, boot: the owner of another player's dude pays
its upkeep at once or discards it; a kept dude's upkeep is 0 until after the next Upkeep."""
from doomtown_tui.engine.invariants import check_decision
from doomtown_tui.engine.testing import scenario
from tests.cards.helpers import events, has_option, play, to_phase, uid_of


def test_it_is_built_booted():
    game = scenario(phase="high_noon", players=[
        dict(outfit="Law Dogs", hand=["California Tax Office"], stash=5), dict(outfit="The Sloane Gang")])
    play(game, play="build", card="California Tax Office", side="left")
    office = uid_of(game, "California Tax Office")
    assert game.state.card(office).booted
    assert game.state.players[0].stash == 3


def _office(dude, stash, **p1):
    return scenario(phase="high_noon", players=[
        dict(outfit="Law Dogs", street_left=["California Tax Office"], home=["Rob Wilby"]),
        dict(outfit="The Sloane Gang", home=[dude], stash=stash, **p1),
    ])


def test_the_owner_pays_and_the_next_upkeep_is_free():
    game = _office("José Morales", stash=5)                     # an Outlaw for the Sloane Gang: upkeep 1
    jose = uid_of(game, "José Morales")
    play(game, play="ability", card="California Tax Office")     # the only opposing dude: no question
    assert game.decision.player == 1 and game.decision.kind == "upkeep"
    check_decision(game)       # an upkeep question at High Noon is well formed while the card resolves
    assert game.state.card(jose).upkeep == 1                     # what the next Upkeep would charge
    play(game, play="pay", amount=1)
    assert game.state.players[1].stash == 4
    assert game.state.card(jose).zone == "play"
    assert game.state.card(jose).upkeep == 0                     # the card shows the Upkeep to come: nothing
    assert game.state.card(jose).modifiers["upkeep"][0][0].startswith("California Tax Office")
    # to the next Upkeep: José owes nothing there
    for _ in range(200):
        if game.state.phase == "high_noon" and game.state.day == 2:
            break
        d = game.decision
        calm = [o for o in d.options if o.data.get("play") in ("pass", "done", "keep", "accept")]
        game.choose(d.player, [o.id for o in d.options][:d.min] if d.multi else (calm or list(d.options))[0].id)
    assert game.state.card(jose).zone == "play"
    assert len([e for e in events(game, "pay") if e.data["player"] == 1]) == 1      # only the office's 1 GR


def test_an_off_faction_dude_too_dear_is_discarded():
    game = _office("Avie Cline", stash=3)                      # Fearmonger: upkeep 2 + influence 2 = 4 > 3 GR
    play(game, play="ability", card="California Tax Office")
    assert not has_option(game, play="pay")
    play(game, play="discard", card="Avie Cline")
    assert "Avie Cline" in [c.title for c in game.state.players[1].discard]
    assert game.state.players[1].stash == 3


def test_no_opposing_dude_no_tax():
    game = scenario(phase="high_noon", players=[
        dict(outfit="Law Dogs", street_left=["California Tax Office"], home=["Rob Wilby"]), dict(outfit="The Sloane Gang")])
    assert not has_option(game, play="ability", card="California Tax Office")


def test_after_the_free_upkeep_the_dude_costs_again():
    game = _office("José Morales", stash=5)
    jose = uid_of(game, "José Morales")
    play(game, play="ability", card="California Tax Office")
    play(game, play="pay", amount=1)
    to_phase(game, "high_noon", day=2)
    assert len([e for e in events(game, "pay") if e.data["player"] == 1]) == 1   # the day 2 Upkeep was free
    to_phase(game, "upkeep", day=3)
    while game.decision.player != 1:                         # Player 1's own upkeep, if any
        play(game, play="pay")
    assert game.decision.kind == "upkeep"
    assert has_option(game, play="pay", amount=1)            # José's printed upkeep of 1 is due again
    assert game.state.card(jose).zone == "play"

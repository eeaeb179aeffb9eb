"""Ramiro Mendoza: whenever he joins a posse, pay 1 GR or discard him (nobody collects his bounty)."""
from doomtown_tui.engine.testing import scenario
from tests.cards.helpers import play, uid_of

RAMIRO = "Ramiro Mendoza"


def _called_out(stash: int):
    game = scenario(phase="high_noon", players=[
        dict(outfit="Law Dogs", town_square=["Clint Ramsey"], stash=5),
        dict(outfit="The Sloane Gang", town_square=[RAMIRO], stash=stash, bounty={RAMIRO: 2}),
    ])
    play(game, play="callout", card="Clint Ramsey", target_card=RAMIRO)
    play(game, play="accept")
    return game


def test_paying_1_gr_keeps_him_in_the_posse():
    game = _called_out(stash=3)
    ramiro = uid_of(game, RAMIRO)
    assert game.decision.kind == "pay" and game.decision.player == 1
    assert {(o.data["play"], o.data["card"], o.data["uid"]) for o in game.decision.options} == {
        ("pay", RAMIRO, ramiro), ("discard", RAMIRO, ramiro)}                # the contract's data: card and uid
    play(game, play="pay")
    assert game.state.players[1].stash == 2
    posse = next(p for p in game.state.shootout.posses if p.player == 1)
    assert posse.dudes == (ramiro,)


def test_refusing_to_pay_discards_him_and_nobody_collects_his_bounty():
    game = _called_out(stash=3)
    ramiro = uid_of(game, RAMIRO)
    play(game, play="discard")
    assert [c.title for c in game.state.players[1].discard] == [RAMIRO]
    assert game.state.players[1].stash == 3 and game.state.players[0].stash == 5
    assert game.state.shootout is None          # his posse is empty: no shootout
    assert all(c.uid != ramiro for c in game.state.in_play)


def test_broke_he_is_discarded_without_a_question():
    game = _called_out(stash=0)
    assert game.decision.kind == "noon"
    assert [c.title for c in game.state.players[1].discard] == [RAMIRO]
    assert game.state.players[0].stash == 5


def test_leading_a_job_broke_he_is_gone_before_anyone_opposes_and_the_job_fails():
    """He pays (or goes) as he joins the job's posse, not after the job: broke, he is discarded as the posse
    forms, nobody is asked to oppose an empty posse, and the Kidnappin' fails (Rob Wilby stays in play)."""
    game = scenario(phase="high_noon", players=[
        dict(outfit="The Sloane Gang", town_square=[RAMIRO], hand=["Kidnappin'"], stash=0),
        dict(outfit="Law Dogs", town_square=["Rob Wilby"], stash=0, bounty={"Rob Wilby": 2}),
    ])
    play(game, play="ability", card="Kidnappin'")
    assert (game.decision.kind, game.decision.player) == ("noon", 1)
    assert [c.title for c in game.state.players[0].discard] == [RAMIRO, "Kidnappin'"]
    kinds = [e.kind for e in game.events]
    assert "job_fail" in kinds and "job_success" not in kinds and "oppose_job" not in kinds
    assert any(c.title == "Rob Wilby" for c in game.state.in_play)
    assert game.state.players[0].stash == 0 and game.state.players[1].stash == 0


def test_leading_a_job_he_is_paid_for_before_the_other_side_decides():
    game = scenario(phase="high_noon", players=[
        dict(outfit="The Sloane Gang", town_square=[RAMIRO], hand=["Kidnappin'"], stash=3),
        dict(outfit="Law Dogs", town_square=["Rob Wilby"], stash=0, bounty={"Rob Wilby": 2}),
    ])
    play(game, play="ability", card="Kidnappin'")
    assert (game.decision.kind, game.decision.player) == ("pay", 0)   # before the oppose question
    play(game, play="pay")
    assert game.state.players[0].stash == 2
    assert (game.decision.kind, game.decision.player) == ("oppose_job", 1)

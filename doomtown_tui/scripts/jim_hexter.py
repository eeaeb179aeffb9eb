"""Jim Hexter (24023): Shootout Repeat, once per shootout: hand 1 GR to whoever controls the opposing posse's leader or mark, and Jim becomes a stud."""
from doomtown_tui.engine import actions, blocks, stats
from doomtown_tui.engine.abilities import Ability, Cost
from doomtown_tui.engine.ruleset import RuleSetBuilder


def _payee(ctx) -> int:
    """The controller of the leader or mark heading the posse opposing Jim's."""
    so = ctx.state.shootout
    head = so.leader if so.side_of(ctx.player) != so.leader_player else so.mark   # a third party: its side
    if head is not None and ctx.state.cards[head].zone == "play":
        return ctx.state.cards[head].controller
    return so.opponent_of(ctx.player)


def _pay(ctx) -> None:
    to = _payee(ctx)
    actions.pay(ctx.state, ctx.player, 1, ctx.card.title)
    actions.gain(ctx.state, to, 1, ctx.card.title)


def register(rules: RuleSetBuilder) -> None:
    rules.script("24023", Ability(
        window="shootout",
        name="Jim Hexter: pay 1 GR to the other side to become a stud",
        repeat=True,
        once_per_shootout=True,
        costs=(Cost("pay 1 GR to the opposing side", lambda ctx: ctx.state.players[ctx.player].stash >= 1, _pay),),
        requirement=lambda ctx: stats.shooter(ctx.state, ctx.card) != "stud",
        effect=lambda ctx: blocks.set_shooter(ctx, ctx.card.uid, "stud"),
        tags=frozenset({"bonus", "stud_draw"}),
    ))

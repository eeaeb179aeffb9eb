"""No Turning Back (24253): Noon: ace a dude you own and control for GR equal to its cost; or Resolution: ace a dude you own and control, take no casualties this round, make a dude in the shootout a stud with +2 bullets, and none of your dudes may flee this round."""
from doomtown_tui.engine import actions, blocks
from doomtown_tui.engine.abilities import Ability, Target, choose_card, dudes
from doomtown_tui.engine.ruleset import RuleSetBuilder
from doomtown_tui.engine.state import PLAY


def _aceable(ctx, exclude: int | None = None) -> list:
    # a Harrowed dude may pay too: its trait turns the ace into a discard, which changes the payment but
    # does not cancel the ability (digest B8); the dude has left play either way
    return [d for d in ctx.state.dudes_in_play(ctx.player) if d.owner == ctx.player and d.uid != exclude]


def _sacrifice(ctx, exclude: int | None = None):
    uid = yield from choose_card(ctx, _aceable(ctx, exclude), "Ace which dude you own and control?", "ace")
    dude = ctx.state.cards[uid]
    cost = dude.card.cost or 0
    yield from blocks.ace(ctx, uid) or ()
    return dude.zone != PLAY, cost


def _cash_in(ctx):
    aced, cost = yield from _sacrifice(ctx)
    if aced:
        blocks.gain(ctx, cost)


def _last_stand(ctx):
    target = ctx.targets["dude"]
    aced, _ = yield from _sacrifice(ctx, exclude=target)
    if not aced:
        return
    spared = blocks.hand_owner(ctx)     # for a third party: the posse it fights in takes the casualties
    actions.add_effect(ctx.state, "casualties", player=spared, set_to=0, until="round",
                       source=ctx.card.uid, reason=ctx.card.title)
    actions.log(ctx.state, "modify", f"{ctx.state.players[spared].name} takes no casualties this round "
                f"({ctx.card.title})", player=spared)
    if ctx.state.cards[target].zone == PLAY:
        blocks.set_shooter(ctx, target, "stud", until="shootout")
        blocks.bonus(ctx, target, "bullets", 2, until="shootout")
    # read by the flee step, for this round only (``set_to`` the round)
    actions.add_effect(ctx.state, "no_flee", player=ctx.player, set_to=ctx.state.shootout.round, until="shootout",
                       source=ctx.card.uid, reason=ctx.card.title)
    actions.log(ctx.state, "modify", f"{ctx.state.players[ctx.player].name}'s dudes cannot flee this round "
                f"({ctx.card.title})", player=ctx.player)


def _other_than(ctx, dude) -> bool:
    return bool(_aceable(ctx, exclude=dude.uid))


def register(rules: RuleSetBuilder) -> None:
    rules.script(
        "24253",
        Ability(
            window="noon",
            name="No Turning Back: ace your dude for its cost in GR",
            requirement=lambda ctx: bool(_aceable(ctx)),
            effect=_cash_in,
            tags=frozenset({"leave_play", "other"}),
        ),
        Ability(
            window="resolution",
            name="No Turning Back: ace your dude for no casualties and a stud",
            targets=(Target("dude", dudes("any", in_shootout=True), _other_than, "Which dude becomes a stud with +2 bullets?",
                            "own"),),
            effect=_last_stand,
            tags=frozenset({"bonus", "bullets", "stud_draw", "leave_play"}),
        ),
    )

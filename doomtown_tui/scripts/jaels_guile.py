"""Jael's Guile (24170): Cheatin' Resolution, boot (and boot this dude if your own hand cheats): twice, the cheater boots or discards a dude of their posse, wanted dudes first."""
from doomtown_tui.engine import blocks
from doomtown_tui.engine.abilities import Ability, boot_self, punished
from doomtown_tui.engine.decision import Option, ask
from doomtown_tui.engine.ruleset import RuleSetBuilder


def _cheater(ctx) -> int | None:
    return next((p for p in sorted(ctx.state.cheatin) if p != ctx.player and p not in punished(ctx.state)), None)


def _punish(ctx, cheater: int):
    """The cheater picks a dude of their posse (a wanted one if they can) and boots or discards it."""
    posse = blocks.posse(ctx, cheater)
    pool = [d for d in posse if d.bounty > 0] or posse
    if not pool:
        return
    options = []
    for dude in pool:   # only what can happen to the dude is offered (a protection may bar a boot or a discard)
        if blocks.can_boot(ctx, dude):
            options.append(Option(f"boot:{dude.uid}", f"Boot {dude.title}", {"play": "boot", "uid": dude.uid,
                                                                          "card": dude.title}))
        if blocks.can_change(ctx, dude.uid, "discard"):
            options.append(Option(f"discard:{dude.uid}", f"Discard {dude.title}",
                                  {"play": "discard", "uid": dude.uid, "card": dude.title}))
    if not options:
        return
    answer = yield ask(cheater, "target", f"{ctx.state.players[cheater].name}: Jael's Guile: boot or discard a dude "
                       "of your posse", options)
    uid = answer.data["uid"]
    if answer.data["play"] == "boot":
        yield from blocks.boot(ctx, uid) or ()
    else:
        blocks.discard(ctx, uid)


def _effect(ctx):
    cheater = ctx.extra["cheater"]
    yield from _punish(ctx, cheater)
    yield from _punish(ctx, cheater)


def register(rules: RuleSetBuilder) -> None:
    rules.script("24170", Ability(
        window="cheatin_resolution",
        name="Jael's Guile: punish the cheater's posse",
        needs_shootout=True,
        costs=(boot_self(), blocks.boot_dude_if(lambda ctx: blocks.hand_owner(ctx) in ctx.state.cheatin,
                                                       "boot this dude (your hand cheats)")),
        requirement=lambda ctx: _cheater(ctx) is not None and bool(blocks.posse(ctx, _cheater(ctx))),
        effect=_effect,
        tags=frozenset({"penalty", "boot", "leave_play"}),
    ))

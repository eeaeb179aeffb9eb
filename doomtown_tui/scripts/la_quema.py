"""La Quema (24145): +3 value for its rider; Shootout, boot: the rider rides into your posse from wherever, and you may then boot one opposing dude."""
from doomtown_tui.engine import blocks
from doomtown_tui.engine.abilities import Ability, boot_self, retargeted
from doomtown_tui.engine.decision import Option, ask
from doomtown_tui.engine.ruleset import RuleSetBuilder


def _effect(ctx):
    yield from blocks.join_posse(ctx, ctx.dude.uid) or ()
    # only a dude this boot could reach is a choice (not one shielded from it or guarded from being booted)
    foes = [d for d in blocks.posse(ctx, ctx.opponent) if blocks.can_boot(ctx, d)]
    if not foes:
        return
    options = [Option(f"card:{d.uid}", f"Boot {d.title}", {"play": "boot", "uid": d.uid, "card": d.title}) for d in foes]
    options.append(Option("no", "Boot nobody", {"play": "pass"}))
    answer = yield ask(ctx.player, "target", f"{ctx.state.players[ctx.player].name}: La Quema: boot an opposing dude?",
                       options)
    if answer.data["play"] != "pass":
        uid = yield from retargeted(ctx, answer.data["uid"], foes)   # (a Boss Battle's say over the pick)
        yield from blocks.boot(ctx, uid) or ()


def register(rules: RuleSetBuilder) -> None:
    rules.stat_trait("24145", lambda state, source, dude, stat: 3 if stat == "value" and source.attached_to == dude.uid else 0)
    rules.script("24145", Ability(
        window="shootout",
        name="La Quema: ride into the posse",
        costs=(boot_self(),),
        brings_in=True,
        requirement=lambda ctx: blocks.can_join(ctx, ctx.dude),
        effect=_effect,
        tags=frozenset({"bonus", "penalty", "boot", "enter_play"}),
    ))

"""Buckin' Billy Ballard (24036): +1 bullets and +1 influence while he has a Horse; Noon/Shootout: boot his Horse to draw a card, then you may boot a dude at his location."""
from doomtown_tui.engine import blocks, stats
from doomtown_tui.engine.abilities import Ability, boot_other, choose_target
from doomtown_tui.engine.decision import Option, ask
from doomtown_tui.engine.ruleset import RuleSetBuilder

CODE = "24036"


def _horse(state, card) -> bool:
    return stats.has_keyword(state, card, "Horse")


def _mounted(state, source, target, stat) -> int:
    mounted = target is source and any(_horse(state, a) for a in blocks.attachments(state, source))
    return 1 if mounted and stat in ("bullets", "influence") else 0


def _buck(ctx):
    blocks.draw(ctx, 1)
    here = ctx.card.location
    so = ctx.state.shootout
    victims = [d for d in ctx.state.dudes_in_play() if d.location == here
               and (so is None or so.in_posse(d.uid) is not None)      # in a shootout, only dudes in it
               and blocks.can_boot(ctx, d)]              # and only one this boot could reach
    if not victims:
        return
    answer = yield ask(ctx.player, "target", f"{ctx.state.players[ctx.player].name}: boot a dude at "
                       f"{ctx.state.location_name(here)}?", [Option("boot", "Boot a dude", {"play": "boot"}),
                                                             Option("none", "Boot nobody", {"play": "pass"})])
    if answer.data["play"] == "boot":
        uid = yield from choose_target(ctx, victims, "Boot which dude?", "boot")
        yield from blocks.boot(ctx, uid) or ()


def register(rules: RuleSetBuilder) -> None:
    rules.stat_trait(CODE, _mounted)
    rules.script(CODE, Ability(
        window="noon_shootout",
        name="Buckin' Billy Ballard: boot his Horse to draw a card and maybe boot a dude",
        costs=(boot_other(lambda ctx, c: c.attached_to == ctx.card.uid and _horse(ctx.state, c), "boot Billy's Horse"),),
        effect=_buck,
        tags=frozenset({"boot", "other"}),
    ))

"""Ridden Down (24239): Noon: boot your Horse to send home booted a dude without a Horse at that Horse's location."""
from doomtown_tui.engine import blocks, stats
from doomtown_tui.engine.abilities import Ability, Target, boot_other, dudes
from doomtown_tui.engine.ruleset import RuleSetBuilder


def _horse_at(ctx, card, location) -> bool:
    """An unbooted Horse of yours on a dude at ``location`` (None: anywhere)."""
    if card.attached_to is None or not stats.has_keyword(ctx.state, card, "Horse"):
        return False
    rider = ctx.state.cards[card.attached_to]
    return rider.card.type == "dude" and rider.location is not None and location in (None, rider.location)


def _horseless(ctx, dude) -> bool:
    if blocks.attachments(ctx.state, dude, "Horse"):
        return False
    if dude.booted and dude.location == ctx.state.home_of(dude.controller):
        return False     # already home and booted: nothing would change
    return any(_horse_at(ctx, c, dude.location) for c in ctx.state.in_play()
               if c.controller == ctx.player and not c.booted)


def _your_horse(ctx, card) -> bool:
    victim = ctx.targets.get("victim")
    return _horse_at(ctx, card, None if victim is None else ctx.state.cards[victim].location)


def _ride(ctx):
    step = blocks.send_home(ctx, ctx.targets["victim"])
    if step is not None:
        yield from step


def register(rules: RuleSetBuilder) -> None:
    rules.script("24239", Ability(
        window="noon",
        name="Ridden Down: send a dude without a Horse home booted",
        targets=(Target("victim", dudes("any"), _horseless, "Ride down which dude?", "opposing", changes=(("go_home_booted", 0, None),)),),
        costs=(boot_other(_your_horse, "boot your Horse"),),
        effect=_ride,
        tags=frozenset({"penalty", "boot"}),
    ))

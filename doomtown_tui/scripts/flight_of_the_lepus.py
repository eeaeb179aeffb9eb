"""Flight of the Lepus (24249): Cheatin' Resolution: move up to two dudes of yours or the cheater's home (three with your legal hand); in a shootout you may boot them."""
from doomtown_tui.engine import blocks
from doomtown_tui.engine.abilities import Ability, cheaters_for
from doomtown_tui.engine.ruleset import RuleSetBuilder


def _movable(ctx):
    """Your dudes and the cheater's (no third player's, with three or four seats) that going home would
    change: away from home, or in a posse. Before a cheater is picked (the offer), any cheater counts."""
    cheater = ctx.extra.get("cheater")
    owners = {ctx.player, *([cheater] if cheater is not None else cheaters_for(ctx.state, ctx.player))}
    return [d for d in ctx.state.dudes_in_play() if d.controller in owners
            and (d.location != ctx.state.home_of(d.controller) or blocks.in_posse(ctx, d.uid))]


def _flee(ctx):
    most = 3 if blocks.legal_hand(ctx) else 2
    chosen = yield from blocks.pick_targets(ctx, _movable(ctx), 1, most, f"Move up to {most} dudes home")
    for uid in chosen:
        step = blocks.send_home(ctx, uid, booted=False)
        if step is not None:
            yield from step
    if ctx.state.shootout is None:
        return
    awake = [c for c in (ctx.state.cards[u] for u in chosen) if c.zone == "play" and not c.booted]   # (a token sent home leaves play)
    for uid in (yield from blocks.pick_cards(ctx, awake, 0, len(awake), "Boot which of them?")):
        step = blocks.boot(ctx, uid)
        if step is not None:
            yield from step


SENDS_HOME = frozenset({"penalty", "move"})   # outside a shootout
IN_A_FIGHT = SENDS_HOME | {"boot"}             # in one, it may boot them too


def register(rules: RuleSetBuilder) -> None:
    rules.script("24249", Ability(
        window="cheatin_resolution",
        name="Flight of the Lepus: send dudes home",
        requirement=lambda ctx: bool(_movable(ctx)),
        effect=_flee,
        tags=IN_A_FIGHT,   # the cheater's dudes leave the fight
        tags_now=lambda ctx: IN_A_FIGHT if ctx.state.shootout is not None else SENDS_HOME,
    ))

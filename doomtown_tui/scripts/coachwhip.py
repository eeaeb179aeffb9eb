"""Coachwhip! (24224): Cheatin' Resolution: the cheater boots one of their dudes (in a shootout, that dude is aced
instead); you choose it if your hand is legal. "One of their dudes" is any dude the cheater controls, in the posse
or not (the compendium's errata stresses it), so in a shootout a dude back home can be aced too."""
from doomtown_tui.engine import blocks
from doomtown_tui.engine.abilities import Ability, cheater_for
from doomtown_tui.engine.ruleset import RuleSetBuilder


def _victims(ctx):
    cheater = ctx.extra.get("cheater", cheater_for(ctx.state, ctx.player))   # (several seats: the one it punishes)
    if cheater is None:
        return []
    if ctx.state.shootout is not None:   # aced: any of their dudes, booted or not
        return ctx.state.dudes_in_play(cheater)
    return [d for d in ctx.state.dudes_in_play(cheater) if not d.booted]   # booting must change something


def _whip(ctx):
    cheater = ctx.extra["cheater"]
    chooser = ctx.player if blocks.legal_hand(ctx) else cheater
    verb = "ace" if ctx.state.shootout is not None else "boot"
    chosen = yield from blocks.pick_targets(ctx, _victims(ctx), 1, 1, f"Coachwhip!: which dude to {verb}?", player=chooser)
    for uid in chosen:
        if verb == "ace":
            yield from blocks.ace(ctx, uid) or ()
        else:
            step = blocks.boot(ctx, uid)
            if step is not None:
                yield from step


ACES = frozenset({"penalty", "leave_play"})   # in a shootout
BOOTS = frozenset({"penalty", "boot"})        # in Gamblin'


def register(rules: RuleSetBuilder) -> None:
    rules.script("24224", Ability(
        window="cheatin_resolution",
        name="Coachwhip!: the cheater boots (or aces) a dude",
        requirement=lambda ctx: bool(_victims(ctx)),
        effect=_whip,
        tags=ACES | BOOTS,
        tags_now=lambda ctx: ACES if ctx.state.shootout is not None else BOOTS,
    ))

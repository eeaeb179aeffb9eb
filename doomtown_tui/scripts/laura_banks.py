"""Laura Banks (24065): Shootout: a dude in this shootout gets 1 bounty, or loses 1 bounty."""
from doomtown_tui.engine import blocks
from doomtown_tui.engine.abilities import Ability, Target, dudes
from doomtown_tui.engine.ruleset import RuleSetBuilder


def _bounty(ctx):
    dude = ctx.t("dude")
    give = (f"{dude.title} gets 1 bounty", lambda: blocks.add_bounty(ctx, dude.uid, 1), frozenset({"penalty", "bounty"}))
    if dude.bounty <= 0:          # nothing to take away: only the bounty can be given
        give[1]()
        return
    take = (f"{dude.title} loses 1 bounty", lambda: blocks.remove_bounty(ctx, dude.uid, 1), frozenset({"bonus"}))
    yield from blocks.choose_mode(ctx, [give, take], f"Laura Banks: add or remove 1 bounty on {dude.title}?",
                                  target=dude.uid)


def register(rules: RuleSetBuilder) -> None:
    rules.script("24065", Ability(
        window="shootout",
        name="Laura Banks: give or remove 1 bounty on a dude in this shootout",
        targets=(Target("dude", dudes("any", in_shootout=True), prompt="Which dude in this shootout?"),),
        effect=_bounty,
        tags=frozenset({"penalty", "bonus"}),
    ))

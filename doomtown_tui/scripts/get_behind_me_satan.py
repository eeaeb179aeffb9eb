"""Get Behind Me, Satan! (24192): Resolution Miracle 5, boot: your casualties this round drop by the Blessed's Blessed rating, and an opposing Abomination you pick adds nothing to its posse's stud or draw bonus next round."""
from doomtown_tui.engine import actions, blocks, stats
from doomtown_tui.engine.abilities import Ability, boot_self, shielded
from doomtown_tui.engine.ruleset import RuleSetBuilder


def _abominations(ctx):
    return [d for d in blocks.posse(ctx, ctx.opponent) if stats.has_keyword(ctx.state, d, "Abomination")
            and not shielded(ctx, d)]


def _rebuke(ctx):
    rating = stats.skill(ctx.state, ctx.dude, "Blessed") or 0
    if rating:
        blocks.fewer_casualties(ctx, rating)     # (a third party's: the posse it fights in)
    chosen = yield from blocks.pick_targets(ctx, _abominations(ctx), 1, 1, "Which opposing Abomination is held back next round?")
    so = ctx.state.shootout
    for uid in chosen:
        # read by shootout.bonuses: amount names the round in which the dude adds nothing
        actions.add_effect(ctx.state, "no_draw_contribution", target=uid, amount=so.round + 1, until="shootout",
                           source=ctx.card.uid, reason=ctx.card.title)
        actions.log(ctx.state, "modify", f"{ctx.state.cards[uid].title} adds nothing to its posse's stud or draw bonus "
                    f"next round ({ctx.card.title})", uid=uid)


def register(rules: RuleSetBuilder) -> None:
    rules.script("24192", Ability(
        window="resolution",
        name="Get Behind Me, Satan!: fewer casualties, hold an Abomination back",
        cast=("Miracle", 5),
        costs=(boot_self(),),
        requirement=lambda ctx: bool(stats.skill(ctx.state, ctx.dude, "Blessed")) or bool(_abominations(ctx)),
        effect=_rebuke,
        tags=frozenset({"bonus", "penalty", "stud_draw"}),
    ))

"""B & B Attorneys (24113): Controller Noon, boot: a wanted dude gains 1 bounty or loses 1 bounty."""
from doomtown_tui.engine import blocks
from doomtown_tui.engine.abilities import Ability, Target, boot_self, dudes
from doomtown_tui.engine.ruleset import RuleSetBuilder


def _effect(ctx):
    uid = ctx.targets["dude"]
    title = ctx.state.cards[uid].title
    return blocks.choose_mode(ctx, [(f"{title} gains 1 bounty", lambda: blocks.add_bounty(ctx, uid, 1),
                                     frozenset({"penalty", "bounty"})),
                                    (f"{title} loses 1 bounty", lambda: blocks.remove_bounty(ctx, uid, 1),
                                     frozenset({"bonus"}))],
                              f"Raise or lower {title}'s bounty?", target=uid)


def register(rules: RuleSetBuilder) -> None:
    rules.script("24113", Ability(
        window="noon",
        prefix="controller",
        name="B & B Attorneys: raise or lower a wanted dude's bounty by 1",
        costs=(boot_self(),),
        targets=(Target("dude", dudes(), lambda ctx, dude: dude.bounty > 0, "Which wanted dude?"),),
        effect=_effect,
        tags=frozenset({"other"}),
    ))

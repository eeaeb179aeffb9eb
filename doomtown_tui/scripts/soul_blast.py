"""Soul Blast (24181): Shootout Hex X (X: an opposing dude's grit), boot: that dude goes home booted, or is aced on a success by 6 or more; a failed cast boots the Huckster."""
from doomtown_tui.engine import actions, blocks, stats
from doomtown_tui.engine.abilities import Ability, Target, boot_self, dudes
from doomtown_tui.engine.ruleset import RuleSetBuilder


def _blast(ctx):
    uid = ctx.targets["dude"]
    # by 6 or more the ace replaces the send-home; a dude that cannot be aced (Shield of Faith) still goes home
    if ctx.extra.get("margin", 0) >= 6 and blocks.can_change(ctx, uid, "ace"):
        yield from blocks.ace(ctx, uid) or ()
        return
    yield from blocks.send_home(ctx, uid) or ()


def _backfire(ctx):
    if ctx.dude is not None and ctx.dude.zone == "play":
        actions.boot(ctx.state, ctx.dude.uid)


def register(rules: RuleSetBuilder) -> None:
    rules.script("24181", Ability(
        window="shootout",
        name="Soul Blast: blast an opposing dude (Hex X = their grit)",
        cast=lambda ctx: stats.grit(ctx.state, ctx.t("dude")),
        costs=(boot_self(),),
        targets=(Target("dude", dudes("opposing", in_shootout=True), prompt="Blast which opposing dude?", side="opposing"),),
        effect=_blast,
        on_fail=_backfire,
        tags=frozenset({"penalty", "leave_play", "boot"}),
    ))

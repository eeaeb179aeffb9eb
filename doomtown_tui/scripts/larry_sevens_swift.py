"""Larry "Sevens" Swift (24089): React when the posses stand with Larry in yours (he must be unbooted unless you are the Dealer): his spell boots and he takes 1 bounty, and an opposing attachment boots."""
from doomtown_tui.engine import blocks
from doomtown_tui.engine.abilities import Ability, ReactSpec, Target, boot_other
from doomtown_tui.engine.ruleset import RuleSetBuilder


def _in_posse(ctx, event) -> bool:
    larry = ctx.card
    return blocks.in_posse(ctx, larry.uid, ctx.player) and (ctx.player == ctx.state.dealer or not larry.booted)


def _opposing_attachments(ctx) -> list:
    """Unbooted attachments of any other player but an ally in this shootout (a posse owner and its guests)."""
    so = ctx.state.shootout
    mine = None if so is None else so.side_of(ctx.player)
    return [c for c in ctx.state.in_play() if c.attached_to is not None and c.controller != ctx.player and not c.booted
            and (mine is None or so.side_of(c.controller) != mine)]


def register(rules: RuleSetBuilder) -> None:
    rules.script("24089", Ability(
        window="react",
        name='Larry "Sevens" Swift: boot an opposing attachment',
        react=ReactSpec("posses_formed", _in_posse),
        costs=(boot_other(lambda ctx, c: c.attached_to == ctx.card.uid and c.card.type == "spell", "boot his spell"),
               blocks.bounty_cost(1)),
        targets=(Target("attachment", _opposing_attachments, prompt="Boot which opposing attachment?", side="opposing"),),
        effect=lambda ctx: blocks.boot(ctx, ctx.targets["attachment"]),
        tags=frozenset({"penalty", "boot"}),
    ))

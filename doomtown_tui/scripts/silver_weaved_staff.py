"""Silver-Weaved Staff (24180): Shootout, boot: boot an opposing spell in the shootout."""
from doomtown_tui.engine import blocks
from doomtown_tui.engine.abilities import Ability, Target, boot_self
from doomtown_tui.engine.ruleset import RuleSetBuilder


def _spells(ctx):
    """Opposing spells present: on dudes of the other posse, or Totems planted at the shootout by a player
    not on this side (a third party's side is the posse it joined: its ally's spells are not opposing)."""
    so = ctx.state.shootout
    if so is None:
        return []
    mine = so.side_of(ctx.player)
    out = []
    for spell in ctx.state.in_play():
        if spell.card.type != "spell" or spell.controller == ctx.player or spell.attached_to is None:
            continue
        host = spell.attached_to
        side = so.in_posse(host)
        if (side is not None and side != mine) or (
                side is None and host == so.location and so.side_of(spell.controller) != mine):
            out.append(spell)
    return out


def register(rules: RuleSetBuilder) -> None:
    rules.script("24180", Ability(
        window="shootout",
        name="Silver-Weaved Staff: boot an opposing spell",
        costs=(boot_self(),),
        targets=(Target("spell", _spells, lambda ctx, spell: not spell.booted, "Boot which opposing spell?", "opposing"),),
        effect=lambda ctx: blocks.boot(ctx, ctx.targets["spell"]),
        tags=frozenset({"penalty", "boot"}),
    ))

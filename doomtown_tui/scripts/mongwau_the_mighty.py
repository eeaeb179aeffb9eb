"""Mongwau The Mighty (24041): Shootout: throw away a Hex attached to him and he becomes a stud."""
from doomtown_tui.engine import actions, blocks, stats
from doomtown_tui.engine.abilities import Ability, Cost, choose_card
from doomtown_tui.engine.ruleset import RuleSetBuilder


def _hexes(ctx) -> list:
    return [c for c in blocks.attachments(ctx.state, ctx.card) if stats.has_keyword(ctx.state, c, "Hex")]


def _discard_hex(ctx):
    uid = yield from choose_card(ctx, _hexes(ctx), "Discard which Hex from Mongwau?", "discard")
    actions.discard_card(ctx.state, uid, ctx.card.title)


def register(rules: RuleSetBuilder) -> None:
    rules.script("24041", Ability(
        window="shootout",
        name="Mongwau The Mighty: discard a Hex to become a stud",
        costs=(Cost("discard an attached Hex", lambda ctx: bool(_hexes(ctx)), _discard_hex),),
        requirement=lambda ctx: stats.shooter(ctx.state, ctx.card) != "stud",
        effect=lambda ctx: blocks.set_shooter(ctx, ctx.card.uid, "stud"),
        tags=frozenset({"bonus", "stud_draw"}),
    ))

"""Padre Ernesto de Diaz (24068): whenever the other side shows a cheatin' hand, booting a Miracle attached to Ernesto lets you draw a card (optional)."""
from doomtown_tui.engine import actions, blocks, stats
from doomtown_tui.engine.abilities import Trait, choose_card
from doomtown_tui.engine.ruleset import RuleSetBuilder
from doomtown_tui.engine.state import PLAY


def _miracles(ctx) -> list:
    return [c for c in blocks.attachments(ctx.state, ctx.card) if c.card.type == "spell" and not c.booted
            and stats.has_keyword(ctx.state, c, "Miracle")]


def _opponent_cheats(ctx, ev) -> bool:
    return (ctx.card.zone == PLAY and ctx.opposes(ev.data.get("player")) and bool(ev.data.get("cheatin"))
            and bool(_miracles(ctx)))


def _draw(ctx):
    uid = yield from choose_card(ctx, _miracles(ctx), "Boot which of Ernesto's Miracles?", "boot")
    actions.boot(ctx.state, uid)
    blocks.draw(ctx, 1)


def register(rules: RuleSetBuilder) -> None:
    rules.script("24068", Trait("reveal", _draw, _opponent_cheats, optional=True,
                          prompt="Padre Ernesto de Diaz: boot one of his Miracles to draw a card"))

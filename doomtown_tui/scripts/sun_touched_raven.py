"""Sun-Touched Raven (24201): Sidekick Spirit. Shootout Spirit 6, boot: look at your top five cards and discard up to three of them; the Shaman may boot to draw a card."""
from doomtown_tui.engine import actions, blocks
from doomtown_tui.engine.abilities import Ability, boot_self
from doomtown_tui.engine.decision import Option, ask
from doomtown_tui.engine.ruleset import RuleSetBuilder


def _scout(ctx):
    state, p = ctx.state, ctx.state.players[ctx.player]
    top = [state.cards[u] for u in actions.look_at_top(state, ctx.player, 5, ctx.card.title)]
    chosen = yield from blocks.pick_cards(ctx, top, 0, 3, "Discard up to three of your top cards")
    for uid in chosen:
        actions.discard_unplayed(state, uid, ctx.card.title)
    shaman = ctx.dude
    if shaman is None or shaman.booted:
        return
    answer = yield ask(ctx.player, "target", f"{p.name}: boot {shaman.title} to draw a card?",
                       [Option("yes", f"Boot {shaman.title} and draw a card", {"play": "accept"}),
                        Option("no", "Don't", {"play": "refuse"})])
    if answer.data["play"] == "accept":
        actions.boot(state, shaman.uid)
        blocks.draw(ctx, 1)


def register(rules: RuleSetBuilder) -> None:
    rules.script("24201", Ability(
        window="shootout",
        name="Sun-Touched Raven: look at your top five cards, discard up to three",
        cast=("Spirit", 6),
        costs=(boot_self(),),
        requirement=lambda ctx: bool(ctx.state.players[ctx.player].deck or ctx.state.players[ctx.player].discard),
        effect=_scout,
        tags=frozenset({"other"}),
    ))

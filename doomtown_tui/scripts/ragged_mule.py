"""Ragged Mule (24166): Shootout, boot: this dude joins your posse; Noon, boot: this dude moves; either way, then pay 1 GR or discard the mule."""
from doomtown_tui.engine import actions, blocks
from doomtown_tui.engine.abilities import Ability, boot_self
from doomtown_tui.engine.ruleset import RuleSetBuilder


def _feed_or_lose(ctx):
    """Pay 1 GR to keep the mule, or discard it (no choice without the ghost rock)."""
    lose = lambda: actions.discard_card(ctx.state, ctx.card.uid, "not paid for")
    if ctx.state.players[ctx.player].stash < 1 or ctx.card.zone != "play":
        return lose()
    yield from blocks.choose_mode(ctx, [("Pay 1 GR to keep Ragged Mule",
                                         lambda: actions.pay(ctx.state, ctx.player, 1, ctx.card.title),
                                         frozenset({"pay", "other"})),
                                        ("Discard Ragged Mule", lose, frozenset({"leave_play"}))],
                                  "Ragged Mule: pay 1 GR or discard it?")


def _join(ctx):
    yield from blocks.join_posse(ctx, ctx.dude.uid) or ()
    yield from _feed_or_lose(ctx) or ()


def _move(ctx):
    yield from blocks.move_to_one_of(ctx, ctx.dude.uid, [loc for loc in ctx.state.locations() if loc != ctx.dude.location])
    yield from _feed_or_lose(ctx) or ()


def register(rules: RuleSetBuilder) -> None:
    rules.script(
        "24166",
        Ability(window="shootout", name="Ragged Mule: ride into the shootout", costs=(boot_self(),), brings_in=True,
                requirement=lambda ctx: blocks.can_join(ctx, ctx.dude), effect=_join,
                tags=frozenset({"bonus", "enter_play"})),
        Ability(window="noon", name="Ragged Mule: ride anywhere", costs=(boot_self(),),
                requirement=lambda ctx: ctx.dude is not None and ctx.dude.location is not None, effect=_move),
    )

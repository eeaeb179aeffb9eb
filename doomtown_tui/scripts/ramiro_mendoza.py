"""Ramiro Mendoza (24093): whenever he joins a posse, pay 1 ghost rock or he is discarded, with no bounty collected."""
from doomtown_tui.engine import actions
from doomtown_tui.engine.abilities import Trait
from doomtown_tui.engine.decision import Option, ask
from doomtown_tui.engine.ruleset import RuleSetBuilder
from doomtown_tui.engine.state import PLAY


def _joins(ctx, ev) -> bool:
    return ev.data.get("uid") == ctx.card.uid and ctx.card.zone == PLAY


def _pay_or_go(ctx):
    state, me = ctx.state, ctx.card
    if state.players[ctx.player].stash >= 1:
        answer = yield ask(ctx.player, "pay", f"{state.players[ctx.player].name}: {me.title} joins a posse",
                           [Option("pay", f"Pay 1 GR to keep {me.title}", {"play": "pay", "uid": me.uid, "card": me.title}),
                            Option("discard", f"Discard {me.title}", {"play": "discard", "uid": me.uid, "card": me.title})])
        if answer.data["play"] == "pay":
            actions.pay(state, ctx.player, 1, me.title)
            return
    actions.discard_card(state, me.uid, f"{me.title} was not paid for")


def register(rules: RuleSetBuilder) -> None:
    rules.script("24093", Trait("join_posse", _pay_or_go, _joins))

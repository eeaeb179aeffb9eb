"""Arnold Stewart (24027): Noon: booting a Gadget he carries mills five cards off your deck; he may then boot to keep an Out of Town deed found that way."""
from doomtown_tui.engine import actions, stats
from doomtown_tui.engine.abilities import Ability, boot_other
from doomtown_tui.engine.decision import Option, ask
from doomtown_tui.engine.ruleset import RuleSetBuilder
from doomtown_tui.engine.state import DISCARD


def _his_gadget(ctx, card) -> bool:
    return card.attached_to == ctx.card.uid and stats.has_keyword(ctx.state, card, "Gadget")


def _dig(ctx):
    state = ctx.state
    seen = actions.discard_top(state, ctx.player, 5, ctx.card.title)
    deeds = [u for u in dict.fromkeys(seen) if state.cards[u].zone == DISCARD and state.cards[u].card.type == "deed"
             and state.cards[u].card.has("Out of Town")]
    if not deeds or ctx.card.booted:
        return
    options = [Option(f"take:{u}", f"Boot {ctx.card.title} to take {state.cards[u].title} into your hand",
                      {"play": "take", "uid": u, "card": state.cards[u].title}) for u in deeds]
    options.append(Option("none", "Take nothing", {"play": "pass"}))
    answer = yield ask(ctx.player, "target", f"{state.players[ctx.player].name}: take an Out of Town deed?", options)
    if answer.data["play"] != "pass":
        actions.boot(state, ctx.card.uid)
        actions.to_hand(state, answer.data["uid"], ctx.card.title)


def register(rules: RuleSetBuilder) -> None:
    rules.script("24027", Ability(
        window="noon",
        name="Arnold Stewart: boot his Gadget to dig for an Out of Town deed",
        costs=(boot_other(_his_gadget, "boot Arnold's Gadget"),),
        requirement=lambda ctx: bool(ctx.state.players[ctx.player].deck or ctx.state.players[ctx.player].discard),
        effect=_dig,
        tags=frozenset({"other"}),
    ))

"""Xemo's Turban (24157): Noon Repeat, boot, pull: unless the pull is a club, 1 GR lets you draw one, then throw one away, and the Turban stands up again."""
from doomtown_tui.engine import actions, blocks
from doomtown_tui.engine.abilities import Ability, boot_self, choose_card
from doomtown_tui.engine.ruleset import RuleSetBuilder


def _think(ctx):
    _, suit = yield from blocks.pull(ctx)
    if suit == "C" or ctx.state.players[ctx.player].stash < 1:
        return
    chosen = []
    yield from blocks.choose_mode(ctx, [
        ("Pay 1 GR: draw one, throw one away, ready the Turban", lambda: chosen.append(True),
         frozenset({"pay", "other"})),
        ("Pay nothing", lambda: None, frozenset({"other"})),
    ], f"{ctx.card.title}: pay 1 GR?")
    if not chosen:
        return
    actions.pay(ctx.state, ctx.player, 1, ctx.card.title)
    blocks.draw(ctx, 1)
    hand = [ctx.state.cards[u] for u in ctx.state.players[ctx.player].hand]
    if hand:
        uid = yield from choose_card(ctx, hand, "Discard which card?", "discard")
        actions.discard_from_hand(ctx.state, ctx.player, uid, ctx.card.title)
    if ctx.card.zone == "play":
        blocks.unboot(ctx, ctx.card.uid)


def register(rules: RuleSetBuilder) -> None:
    rules.script("24157", Ability(
        window="noon",
        name="Xemo's Turban: pull for a brainwave",
        costs=(boot_self(),),
        repeat=True,
        effect=_think,
        tags=frozenset({"other", "unboot"}),
    ))

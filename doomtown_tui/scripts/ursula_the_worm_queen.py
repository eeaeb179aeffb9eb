"""Ursula, The Worm Queen (24051): Fearmongers pay 1 less for her per Huckster they control; Noon: move a Hex off another Huckster of yours onto her; a booted one stands up again for a card thrown from hand, and may then serve once more today."""
from doomtown_tui.engine import actions, blocks, stats
from doomtown_tui.engine.abilities import Ability, Target
from doomtown_tui.engine.ruleset import RuleSetBuilder

CODE = "24051"


def _cheaper(state, source, card, player) -> int:
    """Cost trait (works from hand, digest B5)."""
    if card is not source or state.cards[state.players[player].outfit].card.faction != "Fearmongers":
        return 0
    return -sum(1 for d in state.dudes_in_play(player) if stats.skill(state, d, "Huckster") is not None)


def _hexes(ctx) -> list:
    out = []
    for dude in ctx.state.dudes_in_play():
        if dude.uid == ctx.card.uid or dude.owner != ctx.player or stats.skill(ctx.state, dude, "Huckster") is None:
            continue
        out += blocks.attachments(ctx.state, dude, "Hex")
    return out


def _take(ctx):
    state, hex_card = ctx.state, ctx.t("hex")
    actions.attach(state, hex_card.uid, ctx.card.uid, ctx.player, booted=hex_card.booted)
    hand = [state.cards[u] for u in state.players[ctx.player].hand]
    if not hex_card.booted or not hand:
        return
    chosen = yield from blocks.pick_cards(ctx, hand, 0, 1, f"Discard a card to unboot {hex_card.title}?")
    for uid in chosen:
        actions.discard_from_hand(state, ctx.player, uid, ctx.card.title)
        actions.unboot(state, hex_card.uid)
        actions.grant_extra_use(state, hex_card.uid, ctx.card.title)


def register(rules: RuleSetBuilder) -> None:
    rules.cost_trait(CODE, _cheaper)
    rules.script(CODE, Ability(
        window="noon",
        name="Ursula, The Worm Queen: take a Hex from another Huckster",
        targets=(Target("hex", _hexes, prompt="Which Hex does Ursula take?", side="own"),),
        effect=_take,
        tags=frozenset({"bonus", "unboot"}),
    ))

"""Jia Mein (24050): Shootout Repeat: learn a Hex from your hand onto him, paying for it, and he becomes a stud (booted or not, wherever he is)."""
from doomtown_tui.engine import actions, blocks, stats
from doomtown_tui.engine.abilities import Ability, Cost, choose_card
from doomtown_tui.engine.high_noon import play_cost, unique_blocked
from doomtown_tui.engine.ruleset import RuleSetBuilder


def _cost(ctx, hex_card) -> int:
    """The Hex's cost, played where Jia Mein stands (Mount Moriah Cemetery's discount counts there)."""
    return play_cost(ctx.state, ctx.player, hex_card, ctx.card.location)


def _hexes(ctx) -> list:
    out = []
    for uid in ctx.state.players[ctx.player].hand:
        card = ctx.state.cards[uid]
        if card.card.type != "spell" or not card.card.has("Hex") or unique_blocked(ctx.state, ctx.player, card.card):
            continue
        if _cost(ctx, card) <= ctx.state.players[ctx.player].stash:
            out.append(card)
    return out


def _learn(ctx):
    uid = yield from choose_card(ctx, _hexes(ctx), "Which Hex does Jia Mein take?", "attach")
    hex_card = ctx.state.cards[uid]
    actions.pay(ctx.state, ctx.player, _cost(ctx, hex_card), f"{hex_card.title} ({ctx.card.title})")
    actions.attach(ctx.state, uid, ctx.card.uid, ctx.player)


def register(rules: RuleSetBuilder) -> None:
    rules.script("24050", Ability(
        window="shootout",
        name="Jia Mein: attach a Hex from hand and become a stud",
        repeat=True,
        costs=(Cost("attach a Hex from hand, paying its cost", lambda ctx: bool(_hexes(ctx))
                    and stats.skill(ctx.state, ctx.card, "Huckster") is not None, _learn),),
        effect=lambda ctx: blocks.set_shooter(ctx, ctx.card.uid, "stud"),
        tags=frozenset({"bonus", "stud_draw", "enter_play"}),
    ))

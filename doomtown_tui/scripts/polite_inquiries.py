"""Polite Inquiries (24213): Noon: boot your dude away from home to draw cards, as many as you like up to its bullets (4 at most), discard as many, then draw one more."""
from doomtown_tui.engine import actions, blocks, stats
from doomtown_tui.engine.abilities import Ability, Target, dudes
from doomtown_tui.engine.decision import Option, ask
from doomtown_tui.engine.ruleset import RuleSetBuilder


def _away(ctx, dude) -> bool:
    return not dude.booted and dude.location != ctx.state.home_of(ctx.player)


def _how_many(ctx, most: int):
    """"Up to" the dude's bullets: the player names 0 to ``most`` (the most first, the plain choice)."""
    options = [Option(f"count:{n}", f"Draw {n}, then discard {n}", {"play": "count", "count": n})
               for n in range(most, -1, -1)]
    answer = yield ask(ctx.player, "target", f"{ctx.state.players[ctx.player].name}: {ctx.card.title}: how many "
                       "cards to draw (and then discard)?", options)
    return answer.data["count"]


def _inquire(ctx):
    most = min(4, stats.bullets(ctx.state, ctx.t("dude")))
    count = (yield from _how_many(ctx, most)) if most else 0
    if count:
        blocks.draw(ctx, count)
        hand = [ctx.state.cards[u] for u in ctx.state.players[ctx.player].hand]
        chosen = yield from blocks.pick_cards(ctx, hand, count, count, f"Polite Inquiries: discard {count} card"
                                              f"{'s' if count != 1 else ''}")
        for uid in chosen:
            actions.discard_from_hand(ctx.state, ctx.player, uid, ctx.card.title)
    blocks.draw(ctx, 1)


def register(rules: RuleSetBuilder) -> None:
    rules.script("24213", Ability(
        window="noon",
        name="Polite Inquiries: boot a dude to draw and discard",
        targets=(Target("dude", dudes("own"), _away, "Which of your dudes makes inquiries?", "own"),),
        costs=(blocks.boot_target("dude"),),
        effect=_inquire,
        tags=frozenset({"boot", "other"}),
    ))

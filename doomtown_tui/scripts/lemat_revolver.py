"""LeMat Revolver (24162): Cheatin' Resolution, boot: +bullets to your hand rank; Resolution, boot (stud shooter): the same while hand plus discard top hold three pairs."""
from collections import Counter

from doomtown_tui.engine import actions, blocks, hands, stats
from doomtown_tui.engine.abilities import Ability, boot_self
from doomtown_tui.engine.ruleset import RuleSetBuilder


def three_pairs(state, player: int) -> bool:
    """Do the draw hand and the top card of the discard pile make three pairs of different values? Each
    card counts as what it is now (``hands.poker_card``: a value a card effect gave it, Pair of Six-Shooters);
    a joker in the draw hand is wild, one on top of the discard pile counts for nothing."""
    p = state.players[player]
    cards = [state.cards[u] for u in p.draw_hand]
    top = state.cards[p.discard[-1]] if p.discard else None
    if top is not None and top.card.type != "joker":   # a joker in the discard pile has no value (rulebook Jokers)
        cards.append(top)
    values, wild = Counter(), 0
    for card in cards:
        if card.card.type == "joker":
            if card.joker_as is None:
                wild += 1
            else:
                values[card.joker_as[0]] += 1
        else:
            values[hands.poker_card(state, card.uid).value] += 1
    pairs = sum(1 for n in values.values() if n >= 2)
    singles = sum(1 for n in values.values() if n == 1)
    matched = min(singles, wild)
    return pairs + matched + (wild - matched) // 2 >= 3


def _bullets(ctx) -> int:
    return stats.bullets(ctx.state, ctx.dude) if ctx.dude is not None else 0


def _stud_shooter(ctx) -> bool:
    so = ctx.state.shootout
    side = None if so is None else so.side_of(ctx.player)   # a third party: the posse it joined
    return (ctx.dude is not None and side is not None and so.posses[side].shooter == ctx.dude.uid
            and stats.shooter(ctx.state, ctx.dude) == "stud" and _bullets(ctx) > 0)


def _while_three_pairs(ctx) -> None:
    amount, owner = _bullets(ctx), blocks.hand_owner(ctx)   # a third party's: the hand of the posse it fights in
    actions.add_effect(ctx.state, "hand_rank_while", player=owner, amount=amount, until="round",
                       source=ctx.card.uid, reason=ctx.card.title)
    actions.log(ctx.state, "hand_rank", f"{ctx.state.players[owner].name}'s hand rank +{amount} while the draw hand "
                f"and the discard pile's top card make three pairs ({ctx.card.title})", player=owner, amount=amount)


def register(rules: RuleSetBuilder) -> None:
    rules.rank_while["24162"] = lambda state, effect: three_pairs(state, effect.player)
    rules.script(
        "24162",
        Ability(window="cheatin_resolution", name="LeMat Revolver: punish the cheater",
                costs=(boot_self(),), requirement=lambda ctx: _bullets(ctx) > 0,
                effect=lambda ctx: blocks.hand_rank(ctx, ctx.player, _bullets(ctx)),
                tags=frozenset({"bonus", "hand_rank"})),   # no shootout named: usable in the lowball too
        Ability(window="resolution", name="LeMat Revolver: the shotgun barrel", costs=(boot_self(),),
                requirement=_stud_shooter, effect=_while_three_pairs, tags=frozenset({"bonus"})),
    )

"""Pair of Six-Shooters (24144): Cheatin' Resolution, boot: a card of your draw hand takes any value and suit you name until it is discarded."""
from doomtown_tui.engine import actions, hands, poker, shootout
from doomtown_tui.engine.abilities import Ability, boot_self, choose_card, script
from doomtown_tui.engine.decision import Option, ask
from doomtown_tui.engine.windows import SUITS, card_name


def _cards(ctx) -> list:
    # a Joker already stands for whatever its owner declared: only ordinary cards are changed
    return [ctx.state.cards[u] for u in ctx.state.players[ctx.player].draw_hand if ctx.state.cards[u].card.type != "joker"]


def _score(ctx, uid: int, value: int, suit: str) -> tuple:
    """How good the hand would be with card ``uid`` as ``value`` of ``suit`` (legal hands first)."""
    state = ctx.state
    lowball = state.shootout is None
    naturals, jokers = [], []
    for u in state.players[ctx.player].draw_hand:
        inst = state.cards[u]
        if inst.card.type == "joker":
            if inst.joker_as:
                jokers.append(poker.Card(*inst.joker_as))
        else:
            naturals.append(poker.Card(value, suit) if u == uid else hands.poker_card(state, u))
    hand = poker.evaluate(naturals + [poker.Card.joker()] * len(jokers), jokers=jokers)
    return (not hand.cheatin, -hand.key if lowball else hand.key)


def _effect(ctx):
    state = ctx.state
    uid = yield from choose_card(ctx, _cards(ctx), "Which card of your draw hand changes?", "change")
    current = hands.poker_card(state, uid)
    identities = [(v, s) for s in SUITS for v in range(1, 14) if (v, s) != (current.value, current.suit)]
    identities.sort(key=lambda vs: _score(ctx, uid, *vs), reverse=True)
    options = [Option(f"{v}{s}", card_name(v, s) + (" (suggested)" if i == 0 else ""),
                      {"play": "identity", "value": v, "suit": s}) for i, (v, s) in enumerate(identities)]
    answer = str((yield ask(ctx.player, "target", f"{state.players[ctx.player].name}: what does "
                            f"{state.cards[uid].title} become?", options)))
    actions.show_as(state, uid, int(answer[:-1]), answer[-1], ctx.card.title)
    shootout.show_replaced_hand(state, ctx.player)   # a hand made cheatin' this way can now be punished (digest C.1)


script("24144", Ability(
    window="cheatin_resolution",
    name="Pair of Six-Shooters: change a card of your draw hand",
    costs=(boot_self(),),
    requirement=lambda ctx: bool(_cards(ctx)),
    effect=_effect,
    tags=frozenset({"bonus"}),
))

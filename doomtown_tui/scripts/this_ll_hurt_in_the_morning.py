"""This'll Hurt in the Morning' (24240): Cheatin' Resolution: discard one or two cards of the cheater's draw hand and have them drawn anew; with your own hand legal, the cheater pays you 1 GR or aces each of those cards."""
from doomtown_tui.engine import actions, blocks, hands, shootout
from doomtown_tui.engine.abilities import Ability
from doomtown_tui.engine.decision import Option, ask
from doomtown_tui.engine.ruleset import RuleSetBuilder


def _label(state, uid: int) -> str:
    inst = state.cards[uid]
    return "Joker" if inst.card.type == "joker" else f"{inst.card.card_label} ({inst.title})"


def _hurt(ctx):
    state, cheater = ctx.state, ctx.extra["cheater"]
    hand = [state.cards[u] for u in state.players[cheater].draw_hand]
    chosen = yield from blocks.pick_cards(ctx, hand, 1, 2, "This'll Hurt in the Morning': discard which cards of "
                                          "the cheatin' hand?")
    legal = blocks.legal_hand(ctx)
    for uid in chosen:      # each card is paid for (or aced) as it is discarded (digest C.1)
        ace = legal
        if legal and state.players[cheater].stash >= 1:
            answer = yield ask(cheater, "pay", f"{state.players[cheater].name}: pay 1 GR to "
                               f"{state.players[ctx.player].name} or ace {_label(state, uid)}?",
                               [Option("pay", "Pay 1 GR", {"play": "pay", "amount": 1, "uid": uid,
                                                           "card": state.cards[uid].title}),
                                Option("ace", f"Ace {_label(state, uid)}", {"play": "ace", "uid": uid, "card": state.cards[uid].title})])
            ace = answer.data["play"] == "ace"
            if not ace:
                actions.pay(state, cheater, 1, ctx.card.title)
                actions.gain(state, ctx.player, 1, ctx.card.title)
        if ace:
            actions.ace_unplayed(state, uid, ctx.card.title)
        else:
            actions.discard_draw_cards(state, cheater, [uid])
    new = actions.draw_to_draw_hand(state, cheater, len(chosen))
    actions.log(state, "redraw", f"{state.players[cheater].name} draws {len(new)} card{'s' if len(new) != 1 else ''} "
                f"to replace them ({ctx.card.title})", player=cheater, count=len(new))
    # the redrawn Jokers are named for the whole hand they join
    yield from hands.declare_jokers(state, cheater, state.players[cheater].draw_hand, lowball=state.shootout is None,
                                    asked=new)
    shootout.show_replaced_hand(state, cheater)


def register(rules: RuleSetBuilder) -> None:
    rules.script("24240", Ability(
        window="cheatin_resolution",
        name="This'll Hurt in the Morning': discard and redraw cards of the cheatin' hand",
        effect=_hurt,
        tags=frozenset({"penalty", "other"}),
    ))

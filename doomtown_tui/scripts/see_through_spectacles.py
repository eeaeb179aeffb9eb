"""See-Through Spectacles (24159): Resolution, boot: pick a card of your draw hand; a heart takes a value no other card of that hand has, any other card turns into a heart; the hand counts as modified (the worst of its rank)."""
from doomtown_tui.engine import actions, blocks, hands, shootout
from doomtown_tui.engine.abilities import Ability, boot_self, choose_card
from doomtown_tui.engine.decision import Option, ask
from doomtown_tui.engine.ruleset import RuleSetBuilder
from doomtown_tui.engine.windows import card_name


def _cards(ctx) -> list:
    # a Joker stands for what its owner declared at the reveal: only ordinary cards are changed
    return blocks.draw_cards(ctx)   # "your draw hand" (for a third party: the posse's, ``blocks.hand_owner``)


def _values_held(ctx) -> set[int]:
    state, out = ctx.state, set()
    for u in state.players[blocks.hand_owner(ctx)].draw_hand:
        inst = state.cards[u]
        if inst.card.type != "joker":
            out.add(hands.poker_card(state, u).value)
        elif inst.joker_as:
            out.add(inst.joker_as[0])
    return out


def _effect(ctx):
    state = ctx.state
    uid = yield from choose_card(ctx, _cards(ctx), "Which card of your draw hand do the Spectacles change?", "change")
    current = hands.poker_card(state, uid)
    if current.suit != "H":
        actions.show_as(state, uid, current.value, "H", ctx.card.title)
    else:
        free = [v for v in range(1, 14) if v not in _values_held(ctx)]
        if not free:
            return
        options = [Option(f"value:{v}", card_name(v, "H"), {"play": "identity", "value": v, "suit": "H"}) for v in free]
        answer = options[0] if len(options) == 1 else (
            yield ask(ctx.player, "target", f"{state.players[ctx.player].name}: what value does {state.cards[uid].title} "
                      "take?", options))
        actions.show_as(state, uid, answer.data["value"], "H", ctx.card.title)
    blocks.count_hand_as_modified(ctx, ctx.player)   # the hand is now the worst of whatever rank it has
    shootout.show_replaced_hand(state, blocks.hand_owner(ctx))


def register(rules: RuleSetBuilder) -> None:
    rules.script("24159", Ability(
        window="resolution",
        name="See-Through Spectacles: change a card of your draw hand",
        costs=(boot_self(),),
        requirement=lambda ctx: bool(_cards(ctx)),
        effect=_effect,
        tags=frozenset({"bonus"}),
    ))

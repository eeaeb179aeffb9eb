"""Ivor Hawley (Exp.1) (ours 90001, a Boss Battle scenario card): with a Fearmongers outfit he costs 1 less per Abomination in play and in every Boot Hill; React: after he enters play from your hand, bring up to two Hexes or Abominations from your Boot Hill into play, each 3 GR cheaper."""
from doomtown_tui.engine import actions, blocks, stats
from doomtown_tui.engine.abilities import Ability, ReactSpec
from doomtown_tui.engine.high_noon import unique_returning_blocked
from doomtown_tui.engine.ruleset import RuleSetBuilder

CODE = "90001"
DISCOUNT = 3


def abominations(state) -> int:
    """Abominations in play (Ivor himself too, once he is) and in every Boot Hill."""
    in_play = sum(1 for d in state.dudes_in_play() if stats.has_keyword(state, d, "Abomination"))
    buried = sum(1 for p in state.players for u in p.boot_hill if state.cards[u].card.has("Abomination"))
    return in_play + buried


def _cheaper(state, source, card, player) -> int:
    if card is not source or card.zone == "play":
        return 0
    outfit = state.cards[state.players[player].outfit].card
    return -abominations(state) if outfit.faction == "Fearmongers" else 0


def _from_hand(ctx, ev) -> bool:
    return ev.data.get("uid") == ctx.card.uid and ev.data.get("from_zone") == "hand"


def _price(ctx, card) -> int:
    return max(0, (card.card.cost or 0) - DISCOUNT)


def _candidates(ctx) -> list:
    state = ctx.state
    out = []
    for uid in state.players[ctx.player].boot_hill:
        card = state.cards[uid]
        if (card.card.has("Hex") and blocks.attach_hosts(ctx, card, DISCOUNT)) or (card.card.type == "dude" and card.card.has("Abomination")
              and _price(ctx, card) <= state.players[ctx.player].stash
              and not unique_returning_blocked(state, card)):
            out.append(card)
    return out


def _least_price(ctx, card) -> int:
    """An Abomination's price; a Hex's on the host where it costs least (its host is picked later)."""
    if card.card.type == "dude":
        return _price(ctx, card)
    return min(blocks.attach_price(ctx, card, host, DISCOUNT) for host in blocks.attach_hosts(ctx, card, DISCOUNT))


def _bring_back(ctx):
    state = ctx.state

    def affordable(uids: list[int]) -> str | None:
        total = sum(_least_price(ctx, state.cards[u]) for u in uids)
        stash = state.players[ctx.player].stash
        return None if total <= stash else f"together they cost {total} GR, and you have {stash} GR"
    chosen = yield from blocks.pick_cards(ctx, _candidates(ctx), 0, 2,
                                          "Bring up to two Hexes or Abominations back from your Boot Hill (3 GR less each)",
                                          check=affordable)
    for uid in chosen:
        card = state.cards[uid]
        if card.zone != "boot_hill":
            continue
        if card.card.type == "dude":
            if _price(ctx, card) > state.players[ctx.player].stash or unique_returning_blocked(state, card):
                continue
            actions.pay(state, ctx.player, _price(ctx, card), f"{card.title} ({ctx.card.title})")
            actions.put_dude_into_play(state, uid, state.home_of(ctx.player), ctx.player)
        else:
            yield from blocks.attach_by_effect(ctx, uid, DISCOUNT)


def register(rules: RuleSetBuilder) -> None:
    rules.cost_trait(CODE, _cheaper)
    rules.script(CODE, Ability(
        window="react",
        name="Ivor Hawley: bring back up to two Hexes or Abominations from your Boot Hill",
        react=ReactSpec("enter_play", _from_hand),
        requirement=lambda ctx: bool(_candidates(ctx)),
        effect=_bring_back,
        tags=frozenset({"bonus", "enter_play"}),
    ))

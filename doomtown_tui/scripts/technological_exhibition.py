"""Technological Exhibition (24233): Noon Job on an in-town location, led by a Mad Scientist; on success the leader invents a Gadget from your hand or discard pile without booting, its cost and difficulty 5 lower; marking the town square gives that Gadget a permanent +1 control point."""
from doomtown_tui.engine import actions, blocks, high_noon, hooks, stats
from doomtown_tui.engine.abilities import Ability, JobSpec, Target, choose_card
from doomtown_tui.engine.ruleset import RuleSetBuilder
from doomtown_tui.engine.state import PLAY, TOWN_SQUARE
from doomtown_tui.engine.windows import pull


def _in_town(ctx) -> list:
    return [ctx.state.cards[loc] for loc in ctx.state.locations()
            if loc != TOWN_SQUARE and not ctx.state.is_out_of_town(loc)]


def _price(ctx, card) -> int:
    return max(0, high_noon.play_cost(ctx.state, ctx.player, card) - 5)


def _gadgets(ctx) -> list:
    state, p = ctx.state, ctx.state.players[ctx.player]
    owned = high_noon.owned_titles(state, ctx.player)
    return [state.cards[u] for u in dict.fromkeys(p.hand + p.discard)
            if state.cards[u].card.gadget is not None and _price(ctx, state.cards[u]) <= p.stash
            and not high_noon.unique_blocked(state, ctx.player, state.cards[u].card, owned)]


def _exhibit(ctx):
    state = ctx.state
    leader = state.cards[ctx.performer] if ctx.performer is not None else None
    if leader is None or leader.zone != PLAY:
        return
    chosen = yield from blocks.pick_cards(ctx, _gadgets(ctx), 1, 1, "Technological Exhibition: which Gadget does "
                                          f"{leader.title} invent (5 GR cheaper, difficulty 5 lower)?")
    if not chosen:
        return
    gadget = state.cards[chosen[0]]
    actions.pay(state, ctx.player, _price(ctx, gadget), f"inventing {gadget.title} ({ctx.card.title})")
    actions.set_aside(state, gadget.uid)
    value, _ = yield from pull(state, ctx.player, "skill test")
    total = value + (stats.skill(state, leader, "Mad Scientist") or 0) + \
        hooks.skill_test_bonus(state, leader, gadget, "Mad Scientist")
    need = max(0, (gadget.card.gadget or 0) - 5)
    ok = total >= need
    actions.log(state, "invent" if ok else "invent_fail", f"{leader.title} {'invents' if ok else 'fails to invent'} "
                f"{gadget.title} ({total} vs {need})", uid=gadget.uid, total=total, difficulty=need)
    if not ok:
        actions.discard_unplayed(state, gadget.uid, "invention failed")
        return
    holder = leader
    if gadget.card.type == "goods":   # invented by card effect, a goods may go to any dude of yours
        holder = state.cards[(yield from choose_card(ctx, state.dudes_in_play(ctx.player),
                                                     f"Which dude gets {gadget.title}?"))]
    yield from high_noon.place_invented(state, ctx.player, gadget.uid, holder)
    if ctx.targets.get("mark") == TOWN_SQUARE and gadget.zone == PLAY:
        actions.add_effect(state, "control", target=gadget.uid, amount=1, until="permanent", source=ctx.card.uid,
                           reason=ctx.card.title)
        actions.log(state, "modify", f"{gadget.title} gets +1 control point for good ({ctx.card.title})", uid=gadget.uid)


def register(rules: RuleSetBuilder) -> None:
    rules.script("24233", Ability(
        window="noon",
        name="Technological Exhibition: job to invent a Gadget cheaply",
        job=JobSpec(mark=Target("mark", _in_town, prompt="Mark which in-town location?", town_square=lambda ctx: True),
                    on_success=_exhibit,
                    leader_where=lambda ctx, d: stats.skill(ctx.state, d, "Mad Scientist") is not None),
        effect=lambda ctx: None,
        tags=frozenset({"enter_play", "bonus"}),
    ))

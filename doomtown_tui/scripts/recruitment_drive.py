"""Recruitment Drive (24246): Noon Job on the town square; on success a dude or deed from your discard pile enters play for 5 GR less (a Gadget must still be invented)."""
from doomtown_tui.engine import actions, blocks, high_noon, hooks, stats
from doomtown_tui.engine.abilities import Ability, JobSpec, choose_card
from doomtown_tui.engine.decision import Option, ask
from doomtown_tui.engine.ruleset import RuleSetBuilder
from doomtown_tui.engine.state import TOWN_SQUARE
from doomtown_tui.engine.windows import pull


def _price(ctx, card) -> int:
    return max(0, high_noon.play_cost(ctx.state, ctx.player, card) - 5)


def _inventors(ctx) -> list:
    return [d for d in ctx.state.dudes_in_play(ctx.player) if not d.booted
            and stats.skill(ctx.state, d, "Mad Scientist") is not None]


def _candidates(ctx) -> list:
    state, p = ctx.state, ctx.state.players[ctx.player]
    owned = high_noon.owned_titles(state, ctx.player)
    out = []
    for uid in dict.fromkeys(p.discard):
        card = state.cards[uid]
        if card.card.type not in ("dude", "deed") or _price(ctx, card) > p.stash:
            continue
        if high_noon.unique_blocked(state, ctx.player, card.card, owned):
            continue
        if card.card.gadget is not None and not _inventors(ctx):
            continue
        out.append(card)
    return out


def _invented(ctx, card):
    """Inventing by card effect: a Mad Scientist of yours, wherever it is, boots and makes the skill test
    (digest C.1); returns the inventor, or None if the test fails."""
    state = ctx.state
    inventor = state.cards[(yield from choose_card(ctx, _inventors(ctx), f"Which Mad Scientist invents {card.title}?",
                                                   "inventor"))]
    actions.boot(state, inventor.uid)
    actions.set_aside(state, card.uid)
    value, _ = yield from pull(state, ctx.player, "skill test")
    total = value + (stats.skill(state, inventor, "Mad Scientist") or 0) + \
        hooks.skill_test_bonus(state, inventor, card, "Mad Scientist")
    ok = total >= (card.card.gadget or 0)
    actions.log(state, "invent" if ok else "invent_fail", f"{inventor.title} {'invents' if ok else 'fails to invent'} "
                f"{card.title} ({total} vs {card.card.gadget})", uid=card.uid, total=total, difficulty=card.card.gadget)
    if not ok:
        actions.discard_unplayed(state, card.uid, "invention failed")
        return None
    return inventor


def _recruit(ctx):
    state = ctx.state
    chosen = yield from blocks.pick_cards(ctx, _candidates(ctx), 1, 1, "Recruitment Drive: which dude or deed "
                                          "enters play from your discard pile (5 GR less)?")
    if not chosen:
        return
    card = state.cards[chosen[0]]
    actions.pay(state, ctx.player, _price(ctx, card), f"{card.title} ({ctx.card.title})")
    if card.card.gadget is not None:
        inventor = yield from _invented(ctx, card)
        if inventor is not None:
            yield from high_noon.place_invented(state, ctx.player, card.uid, inventor)
    elif card.card.type == "dude":
        actions.put_dude_into_play(state, card.uid, state.home_of(ctx.player), ctx.player)
    elif card.card.has("Out of Town"):
        actions.put_deed_into_play(state, card.uid, ctx.player, "out")
    else:
        answer = yield ask(ctx.player, "street_side", f"{state.players[ctx.player].name}: which end of your street "
                           f"for {card.title}?", [Option("left", "Left end", {"play": "side", "side": "left"}),
                                                   Option("right", "Right end", {"play": "side", "side": "right"})])
        actions.put_deed_into_play(state, card.uid, ctx.player, answer.data["side"])


def register(rules: RuleSetBuilder) -> None:
    rules.script("24246", Ability(
        window="noon",
        name="Recruitment Drive: job on the town square for a dude or deed from your discard pile",
        job=JobSpec(mark=TOWN_SQUARE, on_success=_recruit),
        effect=lambda ctx: None,
        tags=frozenset({"enter_play", "bonus"}),
    ))

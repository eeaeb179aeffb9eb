"""Maggie Harris (24035): Noon Job, boot: mark another in-town location; on success one of your dudes gets a Horse back from your discard pile for 1 GR less (a Gadget must still be invented)."""
from doomtown_tui.engine import actions, high_noon, hooks, stats
from doomtown_tui.engine.abilities import Ability, JobSpec, Target, boot_self, choose_card
from doomtown_tui.engine.decision import Option, ask
from doomtown_tui.engine.ruleset import RuleSetBuilder
from doomtown_tui.engine.state import TOWN_SQUARE
from doomtown_tui.engine.windows import pull


def _elsewhere_in_town(ctx) -> list:
    here = ctx.card.location
    return [ctx.state.cards[loc] for loc in ctx.state.locations()
            if loc not in (TOWN_SQUARE, here) and not ctx.state.is_out_of_town(loc)]


def _price(ctx, horse) -> int:
    return max(0, high_noon.play_cost(ctx.state, ctx.player, horse) - 1)


def _inventors(ctx) -> list:
    return [d for d in ctx.state.dudes_in_play(ctx.player) if not d.booted and stats.skill(ctx.state, d, "Mad Scientist") is not None]


def _usable(ctx, horse) -> bool:
    state = ctx.state
    if not stats.has_keyword(state, horse, "Horse") or horse.card.type != "goods" or _price(ctx, horse) > state.players[ctx.player].stash:
        return False
    if high_noon.unique_blocked(state, ctx.player, horse.card):
        return False
    return horse.card.gadget is None or bool(_inventors(ctx))


def _invented(ctx, horse):
    """Invent a Gadget Horse by card effect: a Mad Scientist anywhere boots and makes the skill pull."""
    state = ctx.state
    inventor = state.cards[(yield from choose_card(ctx, _inventors(ctx), f"Which Mad Scientist invents {horse.title}?", "inventor"))]
    actions.boot(state, inventor.uid)
    actions.set_aside(state, horse.uid)
    value, _ = yield from pull(state, ctx.player, "skill test")
    total = value + (stats.skill(state, inventor, "Mad Scientist") or 0) + hooks.skill_test_bonus(state, inventor, horse, "Mad Scientist")
    ok = total >= (horse.card.gadget or 0)
    actions.log(state, "invent" if ok else "invent_fail", f"{inventor.title} {'invents' if ok else 'fails to invent'} "
                f"{horse.title} ({total} vs {horse.card.gadget})", uid=horse.uid, total=total, difficulty=horse.card.gadget)
    if not ok:
        actions.discard_unplayed(state, horse.uid, "invention failed")
    return ok


def _stable(ctx):
    state, p = ctx.state, ctx.state.players[ctx.player]
    horses = [state.cards[u] for u in dict.fromkeys(p.discard) if _usable(ctx, state.cards[u])]
    riders = state.dudes_in_play(ctx.player)
    if not horses or not riders:
        return
    options = [Option(f"take:{h.uid}", f"Attach {h.title} ({_price(ctx, h)} GR)", {"play": "take", "uid": h.uid, "card": h.title})
               for h in horses]
    options.append(Option("none", "Attach no Horse", {"play": "pass"}))
    answer = yield ask(ctx.player, "target", f"{p.name}: attach a Horse from your discard pile?", options)
    if answer.data["play"] == "pass":
        return
    horse = state.cards[answer.data["uid"]]
    rider = state.cards[(yield from choose_card(ctx, riders, f"Which dude gets {horse.title}?"))]
    actions.pay(state, ctx.player, _price(ctx, horse), f"{horse.title} ({ctx.card.title})")
    if horse.card.gadget is not None and not (yield from _invented(ctx, horse)):
        return
    if rider.zone == "play":
        high_noon.attach_goods(state, horse.uid, rider)


def register(rules: RuleSetBuilder) -> None:
    rules.script("24035", Ability(
        window="noon",
        name="Maggie Harris: job for a Horse from the discard pile",
        costs=(boot_self(),),
        job=JobSpec(mark=Target("mark", _elsewhere_in_town, prompt="Mark which in-town location?", side="any",
                                town_square=lambda ctx: ctx.card.location != TOWN_SQUARE),
                    on_success=_stable),
        effect=lambda ctx: None,
        tags=frozenset({"bonus", "other"}),
    ))

"""Francisco Rosales (24059): Noon Job, boot, on the town square: if it works, a Horse or Sidekick of your discard pile goes onto a dude of yours at 2 GR off (a Gadget must still be invented)."""
from doomtown_tui.engine import actions, blocks, hooks, stats
from doomtown_tui.engine.abilities import SPELL_SKILL, Ability, JobSpec, boot_self, choose_card
from doomtown_tui.engine.high_noon import attach_goods, play_cost, unique_blocked
from doomtown_tui.engine.ruleset import RuleSetBuilder
from doomtown_tui.engine.state import TOWN_SQUARE
from doomtown_tui.engine.windows import pull


def _price(ctx, card) -> int:
    return max(0, play_cost(ctx.state, ctx.player, card) - 2)


def _holders(ctx, card) -> list:
    """Your dudes who may hold ``card`` (a spell only goes to a dude with its casting skill)."""
    skill = next((SPELL_SKILL[k] for k in SPELL_SKILL if card.card.has(k)), None) if card.card.type == "spell" else None
    return [d for d in ctx.state.dudes_in_play(ctx.player) if skill is None or stats.skill(ctx.state, d, skill) is not None]


def _inventors(ctx) -> list:
    return [d for d in ctx.state.dudes_in_play(ctx.player) if not d.booted
            and stats.skill(ctx.state, d, "Mad Scientist") is not None]


def _candidates(ctx) -> list:
    p = ctx.state.players[ctx.player]
    out = []
    for uid in p.discard:
        card = ctx.state.cards[uid]
        if card.card.type not in ("goods", "spell") or not (card.card.has("Horse") or card.card.has("Sidekick")):
            continue
        if _price(ctx, card) > p.stash or unique_blocked(ctx.state, ctx.player, card.card) or not _holders(ctx, card):
            continue
        if card.card.gadget is not None and not _inventors(ctx):
            continue
        out.append(card)
    return out


def _outfit(ctx):
    """After the posse has gone home: optionally fetch one card from the discard pile."""
    chosen = yield from blocks.pick_cards(ctx, _candidates(ctx), 0, 1, "Attach a Horse or Sidekick from your discard "
                                          "pile for 2 GR less? (choose none to skip)")
    if not chosen:
        return
    card = ctx.state.cards[chosen[0]]
    dude = ctx.state.cards[(yield from choose_card(ctx, _holders(ctx, card), f"Which dude gets {card.title}?"))]
    actions.pay(ctx.state, ctx.player, _price(ctx, card), f"{card.title} ({ctx.card.title})")
    if card.card.gadget is not None:   # inventing via card effect: a Mad Scientist boots and is tested
        scientist = ctx.state.cards[(yield from choose_card(ctx, _inventors(ctx), f"Who invents {card.title}?"))]
        actions.boot(ctx.state, scientist.uid)
        value, _ = yield from pull(ctx.state, ctx.player, "skill test")
        total = value + (stats.skill(ctx.state, scientist, "Mad Scientist") or 0) + \
            hooks.skill_test_bonus(ctx.state, scientist, card, "Mad Scientist")
        if total < card.card.gadget:
            actions.log(ctx.state, "invent_fail", f"{scientist.title} fails to invent {card.title} ({total} < "
                        f"{card.card.gadget})", uid=card.uid, total=total, difficulty=card.card.gadget)
            return
        actions.log(ctx.state, "invent", f"{scientist.title} invents {card.title} ({total} \u2265 {card.card.gadget})",
                    uid=card.uid, total=total, difficulty=card.card.gadget)
    if card.card.type == "goods":
        attach_goods(ctx.state, card.uid, dude)
    else:
        actions.attach(ctx.state, card.uid, dude.uid, ctx.player)


def register(rules: RuleSetBuilder) -> None:
    rules.script("24059", Ability(
        window="noon",
        name="Francisco Rosales: job on the town square for a Horse or Sidekick",
        costs=(boot_self(),),
        job=JobSpec(mark=TOWN_SQUARE, on_success=_outfit),
        effect=lambda ctx: None,
        tags=frozenset({"enter_play", "bonus"}),
    ))

"""Encroaching Darkness (24005): your first Abomination played from hand each turn costs 1 less; Noon, boot: boot your dude to give an opposing dude of lower value there -1 influence (and -1 bullets if yours is an Abomination)."""
from doomtown_tui.engine import actions, blocks, stats
from doomtown_tui.engine.abilities import Ability, Target, Trait, boot_self, dudes
from doomtown_tui.engine.ruleset import RuleSetBuilder

CODE = "24005"
PLAYED = "abomination_played"      # marker: this turn's first Abomination from hand has been played


def _abomination(state, card) -> bool:
    return card.card.type == "dude" and stats.has_keyword(state, card, "Abomination")


def _played_one(state, player) -> bool:
    return any(e.stat == PLAYED and e.player == player for e in state.effects)


def _cheaper(state, source, card, player) -> int:
    if card is source or player != source.controller or card.zone != "hand" or card.owner != player:
        return 0
    return -1 if _abomination(state, card) and not _played_one(state, player) else 0


def _first_from_hand(ctx, ev) -> bool:
    card = ctx.state.cards.get(ev.data.get("uid", -1))
    return (card is not None and ev.data.get("from_zone") == "hand" and ev.data.get("player") == ctx.player
            and _abomination(ctx.state, card) and not _played_one(ctx.state, ctx.player))


def _mark(ctx) -> None:
    actions.add_effect(ctx.state, PLAYED, player=ctx.player, until="turn", source=ctx.card.uid, reason=ctx.card.title)


def _hurts(ctx, mine, victim) -> bool:
    """``mine`` (unbooted) can target ``victim``: same location, lower value, and the penalty changes something."""
    state = ctx.state
    if mine.booted or mine.location != victim.location or stats.value(state, victim) >= stats.value(state, mine):
        return False
    return ((stats.influence(state, victim) > 0 and blocks.can_change(ctx, victim.uid, "influence", -1))
            or (_abomination(state, mine) and stats.bullets(state, victim) > 0
                and blocks.can_change(ctx, victim.uid, "bullets", -1)))


def _mine(ctx) -> list:
    return [ctx.t("yours")] if "yours" in ctx.targets else ctx.state.dudes_in_play(ctx.player)


def _darken(ctx) -> None:
    victim = ctx.targets["victim"]
    blocks.bonus(ctx, victim, "influence", -1)
    if _abomination(ctx.state, ctx.t("yours")):
        blocks.bonus(ctx, victim, "bullets", -1)


def register(rules: RuleSetBuilder) -> None:
    rules.cost_trait(CODE, _cheaper)
    rules.script(CODE, Trait("enter_play", _mark, _first_from_hand), Ability(
        window="noon",
        name="Encroaching Darkness: boot your dude to weaken a lesser opposing dude",
        costs=(boot_self(), blocks.boot_target("yours")),
        targets=(Target("yours", dudes("own"), lambda ctx, d: any(_hurts(ctx, d, v) for v in blocks.opposing_dudes(ctx)),
                        "Which of your dudes boots?", "own"),
                 Target("victim", dudes("opposing"), lambda ctx, v: any(_hurts(ctx, d, v) for d in _mine(ctx)),
                        "Which opposing dude of lower value?", "opposing")),
        effect=_darken,
        tags=frozenset({"penalty", "bullets"}),
    ))

"""Shield of Faith (24196): Shootout Miracle 7, boot: for the rest of the shootout no player's card effects but Cheatin' Resolutions may ace or discard a dude another player owns; you take 1 fewer casualty this round."""
from doomtown_tui.engine import actions, blocks
from doomtown_tui.engine.abilities import Ability, boot_self
from doomtown_tui.engine.ruleset import RuleSetBuilder

CODE = "24196"
MARK = "shield_of_faith"


def _shield(ctx) -> None:
    # a player-less marker for the shootout; it carries the guard below for as long as it lasts, whatever becomes
    # of this spell (the caster may fall in the shootout, taking it along)
    actions.add_effect(ctx.state, MARK, until="shootout", source=ctx.card.uid, reason=ctx.card.title)
    spared = blocks.hand_owner(ctx)     # a third party's "you": the posse it fights in takes the casualties
    actions.add_effect(ctx.state, "casualties", player=spared, amount=-1, until="round", source=ctx.card.uid,
                       reason=ctx.card.title)
    actions.log(ctx.state, "modify", "Until the shootout ends, card effects other than Cheatin' Resolutions cannot ace or "
                f"discard other players' dudes; {ctx.state.players[spared].name} takes 1 casualty fewer this round "
                f"({ctx.card.title})", player=spared)


def _guard(ctx, effect, uid, stat, amount, set_to) -> bool:
    if stat not in ("ace", "discard") or ctx.ability.window == "cheatin_resolution":
        return False
    card = ctx.state.cards[uid]
    return card.card.type == "dude" and card.owner != ctx.player


def register(rules: RuleSetBuilder) -> None:
    rules.effect_guard(MARK, _guard)
    rules.script(CODE, Ability(
        window="shootout",
        name="Shield of Faith: no acing or discarding others' dudes; 1 casualty fewer",
        cast=("Miracle", 7),
        costs=(boot_self(),),
        effect=_shield,
        tags=frozenset({"bonus"}),
    ))

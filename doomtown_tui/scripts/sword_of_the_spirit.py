"""Sword of the Spirit (24200): Noon Miracle 7: a dude gets +1 bullets for the turn; while they hold a Melee Weapon they are a stud and opposing spells cannot affect them."""
from doomtown_tui.engine import actions, blocks, stats
from doomtown_tui.engine.abilities import Ability, Target, dudes
from doomtown_tui.engine.ruleset import RuleSetBuilder

CODE = "24200"
MARK = "sword_of_the_spirit"


def _armed(state, dude) -> bool:
    return any(stats.has_keyword(state, a, "Melee") for a in blocks.attachments(state, dude, "Weapon"))


def _anoint(ctx) -> None:
    uid = ctx.targets["dude"]
    blocks.bonus(ctx, uid, "bullets", 1)
    # a marker on the dude for the turn; it carries the stud status and the guard below for as long as it lasts,
    # whatever becomes of this spell or its caster
    actions.add_effect(ctx.state, MARK, target=uid, set_to=ctx.player, until="turn", source=ctx.card.uid,
                       reason=ctx.card.title)


def _stud(state, effect, dude, stat):
    return (0, "stud") if stat == "shooter" and _armed(state, dude) else None


def _guard(ctx, effect, uid, stat, amount, set_to) -> bool:
    """Opposing spells (abilities of a Spell controlled by another player than the dude's) cannot affect it."""
    if effect.target != uid or ctx.card.card.type != "spell":
        return False
    dude = ctx.state.cards[uid]
    return ctx.player != dude.controller and _armed(ctx.state, dude)


def register(rules: RuleSetBuilder) -> None:
    rules.effect_stat(MARK, _stud)
    rules.effect_guard(MARK, _guard)
    rules.script(CODE, Ability(
        window="noon",
        name="Sword of the Spirit: +1 bullets; a stud beyond spells' reach while wielding a Melee Weapon",
        cast=("Miracle", 7),
        targets=(Target("dude", dudes("any"), prompt="Which dude takes up the Sword of the Spirit?", side="own"),),
        effect=_anoint,
        tags=frozenset({"bonus", "bullets", "stud_draw"}),
    ))

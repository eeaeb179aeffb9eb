"""Sword of the Spirit (24200): Noon Miracle 7: a dude gets +1 bullets for the turn; while they hold a Melee Weapon they are a stud and opposing spells cannot affect them."""
from doomtown_tui.engine import actions, blocks, stats
from doomtown_tui.engine.abilities import Ability, Target, dudes
from doomtown_tui.engine.ruleset import RuleSetBuilder

CODE = "24200"
MARK = "sword_of_the_spirit"


def _armed(state, dude) -> bool:
    return any(stats.has_keyword(state, a, "Melee") for a in blocks.attachments(state, dude, "Weapon"))


def _blessed(state, source, dude) -> bool:
    """``dude`` carries the blessing this copy of the spell gave this turn."""
    return any(e.stat == MARK and e.target == dude.uid and e.source == source.uid for e in state.effects)


def _anoint(ctx) -> None:
    uid = ctx.targets["dude"]
    blocks.bonus(ctx, uid, "bullets", 1)
    # set_to: the player who cast it (their spells still reach the dude); read by the traits below
    actions.add_effect(ctx.state, MARK, target=uid, set_to=ctx.player, until="turn", source=ctx.card.uid,
                       reason=ctx.card.title)


def _stud(state, source, dude):
    return "stud" if _blessed(state, source, dude) and _armed(state, dude) else None


def _guard(ctx, source, uid, stat, amount, set_to) -> bool:
    """Opposing spells (abilities of a Spell controlled by another player than the dude's) cannot affect it."""
    if ctx.card.card.type != "spell":
        return False
    dude = ctx.state.cards[uid]
    if dude.card.type != "dude" or ctx.player == dude.controller:
        return False
    return _blessed(ctx.state, source, dude) and _armed(ctx.state, dude)


def register(rules: RuleSetBuilder) -> None:
    rules.shooter_trait(CODE, _stud)
    rules.guard_trait(CODE, _guard)
    rules.script(CODE, Ability(
        window="noon",
        name="Sword of the Spirit: +1 bullets; a stud beyond spells' reach while wielding a Melee Weapon",
        cast=("Miracle", 7),
        targets=(Target("dude", dudes("any"), prompt="Which dude takes up the Sword of the Spirit?", side="own"),),
        effect=_anoint,
        tags=frozenset({"bonus", "bullets", "stud_draw"}),
    ))

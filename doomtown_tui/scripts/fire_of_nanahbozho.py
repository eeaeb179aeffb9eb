"""Fire of Nanahbozho (24210): Totem planted only at deeds; its deed is a Holy Ground and Shamans there get +2 Shaman; Noon/Shootout, Spirit 10, boot it: a booted dude at this or a neighbouring deed unboots, and if that dude stands at this deed you play again."""
from doomtown_tui.engine import actions, blocks
from doomtown_tui.engine.abilities import Ability, Target, ability_location, boot_self, dudes
from doomtown_tui.engine.ruleset import RuleSetBuilder

CODE = "24210"


def _shaman_bonus(state, source, dude, skill) -> int:
    """+2 Shaman for a Shaman standing at this Totem's deed (two such Totems there do not add up)."""
    deed = source.attached_to
    if skill != "Shaman" or deed is None or dude.card.type != "dude" or dude.location != deed:
        return 0
    first = min(u for u in state.cards[deed].attachments if state.cards[u].card.code == CODE)
    return 2 if first == source.uid else 0


def _warmed(ctx, dude) -> bool:
    """A booted dude at a deed at or next to this one (in a shootout, one in the shootout)."""
    here = ability_location(ctx)
    return (dude.booted and blocks.deed_at(ctx.state, dude.location) is not None and here is not None
            and ctx.state.nearby(dude.location, here) and (ctx.state.shootout is None or blocks.in_posse(ctx, dude.uid)))


def _kindle(ctx) -> None:
    dude = ctx.t("dude")
    blocks.unboot(ctx, dude.uid)
    if dude.location == ability_location(ctx):
        actions.grant_another_play(ctx.state, ctx.player, ctx.card.title)


def register(rules: RuleSetBuilder) -> None:
    rules.attach_rules[CODE] = lambda state, card, host: host.card.type == "deed"
    rules.keyword_traits[CODE] = lambda state, source, target: ("Holy Ground",) if target.uid == source.attached_to else ()
    rules.skill_traits[CODE] = _shaman_bonus
    rules.script(CODE, Ability(
        window="noon_shootout",
        name="Fire of Nanahbozho: unboot a dude at a nearby deed",
        cast=("Spirit", 10),
        costs=(boot_self(),),
        targets=(Target("dude", dudes("any"), _warmed, "Unboot which dude?", "own"),),
        effect=_kindle,
        tags=frozenset({"unboot", "bonus"}),
    ))

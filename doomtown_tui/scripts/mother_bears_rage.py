"""Mother Bear's Rage (24203): Totem. Noon Spirit 5, boot: a Gunslinger token (2 stud bullets) enters play at this location or a deed next to it and calls out a dude there."""
from doomtown_tui.engine import actions, blocks
from doomtown_tui.engine.abilities import Ability, ability_location, boot_self
from doomtown_tui.engine.ruleset import RuleSetBuilder


def _grounds(ctx) -> list[int]:
    here = ability_location(ctx)
    if here is None:
        return []
    return [here] + [loc for loc in blocks.adjacent_to(ctx.state, here) if blocks.deed_at(ctx.state, loc) is not None]


def _rage(ctx):
    where = yield from blocks.choose_location(ctx, _grounds(ctx), "Where does the Gunslinger enter play?")
    # the token is owned and controlled by the player whose Shaman cast the Totem (digest B18)
    token = actions.create_token(ctx.state, ctx.player, "Gunslinger", where)
    marks = [d for d in ctx.state.dudes_at(where) if d.controller != ctx.player]
    chosen = yield from blocks.pick_cards(ctx, marks, 1, 1, "Which dude does the Gunslinger call out?")
    for uid in chosen:
        yield from blocks.callout(ctx, token, uid)


def register(rules: RuleSetBuilder) -> None:
    rules.script("24203", Ability(
        window="noon",
        name="Mother Bear's Rage: a Gunslinger enters play and calls out a dude",
        cast=("Spirit", 5),
        costs=(boot_self(),),
        requirement=lambda ctx: bool(_grounds(ctx)),
        effect=_rage,
        tags=frozenset({"enter_play", "penalty"}),
    ))

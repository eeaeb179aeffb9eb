"""Mother Bear's Rage (24203): Totem. Noon Spirit 5, boot: a Gunslinger token (2 stud bullets) enters play at this location or a deed next to it and calls out a dude there.

Rulings: the whole sentence is the ability's requirement (digest B1), so it can be used only while an opposing dude
stands at one of those places, and the token enters only at such a place. The token exists for its callout's
shootout alone: when the callout is refused, or no shootout follows it for any other reason, it is removed from the
game at once instead of waiting for some later shootout or job to end."""
from doomtown_tui.engine import actions, blocks
from doomtown_tui.engine.abilities import Ability, ability_location, boot_self
from doomtown_tui.engine.decision import EventKind
from doomtown_tui.engine.ruleset import RuleSetBuilder
from doomtown_tui.engine.state import PLAY


def _marks(ctx, where: int) -> list:
    return [d for d in ctx.state.dudes_at(where) if d.controller != ctx.player]


def _grounds(ctx) -> list[int]:
    """This location and the deeds next to it where an opposing dude stands to be called out."""
    here = ability_location(ctx)
    if here is None:
        return []
    places = [here] + [loc for loc in blocks.adjacent_to(ctx.state, here) if blocks.deed_at(ctx.state, loc) is not None]
    return [loc for loc in places if _marks(ctx, loc)]


def _rage(ctx):
    where = yield from blocks.choose_location(ctx, _grounds(ctx), "Where does the Gunslinger enter play?")
    # the token is owned and controlled by the player whose Shaman cast the Totem (digest B18)
    token = actions.create_token(ctx.state, ctx.player, "Gunslinger", where)
    start = len(ctx.state.events)
    chosen = yield from blocks.pick_cards(ctx, _marks(ctx, where), 1, 1, "Which dude does the Gunslinger call out?",
                                          play="mark")
    for uid in chosen:
        yield from blocks.callout(ctx, token, uid)
    fought = any(e.kind == EventKind.SHOOTOUT for e in ctx.state.events[start:])
    if not fought and ctx.state.cards[token].zone == PLAY:
        actions.remove_from_game(ctx.state, token, "no shootout followed its callout")


def register(rules: RuleSetBuilder) -> None:
    rules.script("24203", Ability(
        window="noon",
        name="Mother Bear's Rage: a Gunslinger enters play and calls out a dude",
        cast=("Spirit", 5),
        costs=(boot_self(),),
        requirement=lambda ctx: bool(_grounds(ctx)),
        effect=_rage,
        tags=frozenset({"enter_play", "penalty", "callout"}),
    ))

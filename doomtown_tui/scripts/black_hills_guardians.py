"""Black Hills Guardians (24007): your callouts at Holy Grounds cannot be refused; Shootout Repeat: booting a Holy Ground under your control brings a dude of yours standing there into your posse."""
from doomtown_tui.engine import actions, blocks, stats, town
from doomtown_tui.engine.abilities import Ability, Cost, Target, dudes
from doomtown_tui.engine.ruleset import RuleSetBuilder
from doomtown_tui.engine.state import TOWN_SQUARE

CODE = "24007"


def holy_ground(state, loc) -> bool:
    return loc is not None and loc != TOWN_SQUARE and state.is_location(loc) and stats.has_keyword(state, state.cards[loc], "Holy Ground")


def _no_refusal(state, source, leader, mark) -> bool:
    return leader.controller == source.controller and holy_ground(state, mark.location)


def _ready(ctx, dude) -> bool:
    """A dude of yours at an unbooted Holy Ground you control who could join your posse now (not while
    Scoop Hound holds the posses: booting the Holy Ground would then change nothing)."""
    loc = dude.location
    return (blocks.can_join(ctx, dude) and holy_ground(ctx.state, loc) and not ctx.state.cards[loc].booted
            and town.location_controller(ctx.state, loc) == ctx.player)


def register(rules: RuleSetBuilder) -> None:
    rules.no_refusal[CODE] = _no_refusal
    rules.script(CODE, Ability(
        window="shootout",
        name="Black Hills Guardians: boot a Holy Ground to bring a dude there into your posse",
        repeat=True,
        brings_in=True,
        targets=(Target("dude", dudes("own"), _ready, "Which dude at a Holy Ground joins your posse?", "own"),),
        costs=(Cost("boot a Holy Ground you control", lambda ctx: True,
                    lambda ctx: actions.boot(ctx.state, ctx.t("dude").location)),),
        effect=lambda ctx: blocks.join_posse(ctx, ctx.targets["dude"], ctx.player),
        tags=frozenset({"bonus", "other"}),
    ))

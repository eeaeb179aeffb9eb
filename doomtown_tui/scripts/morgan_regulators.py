"""Morgan Regulators (24004): at a Sundown with no shootout that turn, each player counts at most 5 influence at any one location; Noon, boot: one of your dudes moves to the town square and unboots if it has a Horse."""
from doomtown_tui.engine import blocks, stats
from doomtown_tui.engine.abilities import Ability, Target, boot_self, dudes
from doomtown_tui.engine.ruleset import RuleSetBuilder
from doomtown_tui.engine.state import TOWN_SQUARE

CODE = "24004"


def shootout_this_turn(state) -> bool:
    """Has a shootout started since this turn's Gamblin' phase (or since the game's start)?"""
    for event in reversed(state.events):
        if event.kind == "shootout":
            return True
        if event.kind == "phase" and event.data.get("phase") == "gamblin":
            return False
    return False


def _cap(state, source):
    return 5 if state.phase == "sundown" and not shootout_this_turn(state) else None


def _ride_in(ctx):
    uid = ctx.targets["dude"]
    yield from blocks.move(ctx, uid, TOWN_SQUARE) or ()
    dude = ctx.state.cards[uid]
    if dude.location == TOWN_SQUARE and any(stats.has_keyword(ctx.state, a, "Horse") for a in blocks.attachments(ctx.state, dude)):
        blocks.unboot(ctx, uid)


def register(rules: RuleSetBuilder) -> None:
    rules.influence_caps[CODE] = _cap
    rules.script(CODE, Ability(
        window="noon",
        name="Morgan Regulators: move a dude to the town square",
        costs=(boot_self(),),
        targets=(Target("dude", dudes("own"), lambda ctx, dude: dude.location != TOWN_SQUARE,
                        "Which of your dudes moves to the town square?", "own", moves_to=lambda ctx: [TOWN_SQUARE]),),
        effect=_ride_in,
        tags=frozenset({"other", "unboot", "move"}),
    ))

"""Bounty Hunter (24238): Noon: a 2-stud Gunslinger token enters play where a wanted opposing dude is and calls it out; it cannot refuse."""
from doomtown_tui.engine import actions, blocks
from doomtown_tui.engine.abilities import Ability, Target, dudes
from doomtown_tui.engine.ruleset import RuleSetBuilder


def _hunt(ctx):
    mark = ctx.t("mark")
    assert mark.location is not None
    # the token is owned and controlled by the card's player (digest B18); the Gunslinger's own script
    # removes it from the game after the shootout
    token = actions.create_token(ctx.state, ctx.player, "Gunslinger", mark.location)
    yield from blocks.callout(ctx, token, mark.uid, refusable=False)


def register(rules: RuleSetBuilder) -> None:
    rules.script("24238", Ability(
        window="noon",
        name="Bounty Hunter: a Gunslinger calls out a wanted dude",
        targets=(Target("mark", dudes("opposing"), lambda ctx, d: d.bounty > 0 and d.location is not None,
                        "Hunt which wanted dude?", "opposing"),),
        effect=_hunt,
        tags=frozenset({"penalty", "enter_play", "callout"}),
    ))

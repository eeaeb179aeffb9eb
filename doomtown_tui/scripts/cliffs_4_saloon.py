"""Cliff's #4 Saloon (24137): Controller Noon, boot: your dude at a location you control at or next to this deed becomes a stud for the day."""
from doomtown_tui.engine import blocks, stats, town
from doomtown_tui.engine.abilities import Ability, Target, boot_self, dudes
from doomtown_tui.engine.ruleset import RuleSetBuilder


def _eligible(ctx, dude) -> bool:
    """A dude printed a stud and a stud now gains nothing; a draw who is a stud only through a trait
    (a Bowie Knife, which a gun in the other posse switches off) or a passing effect still does."""
    return (town.location_controller(ctx.state, dude.location) == ctx.player
            and (dude.card.shooter != "stud" or stats.shooter(ctx.state, dude) != "stud"))


def register(rules: RuleSetBuilder) -> None:
    rules.script("24137", Ability(
        window="noon",
        prefix="controller",
        name="Cliff's #4 Saloon: your nearby dude becomes a stud",
        costs=(boot_self(),),
        targets=(Target("dude", dudes("own", nearby=True), _eligible, "Which of your dudes becomes a stud?", "own"),),
        effect=lambda ctx: blocks.set_shooter(ctx, ctx.targets["dude"], "stud"),
        tags=frozenset({"bonus", "stud_draw"}),
    ))

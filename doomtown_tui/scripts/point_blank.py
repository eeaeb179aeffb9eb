"""Point Blank (24257): Resolution: boot your non-token stud in your posse; your opponent aces a dude of their posse with fewer bullets than it."""
from doomtown_tui.engine import blocks, stats
from doomtown_tui.engine.abilities import Ability, Target, dudes
from doomtown_tui.engine.ruleset import RuleSetBuilder


def _stud(ctx, dude) -> bool:
    return (not dude.booted and not dude.card.has("Token") and stats.shooter(ctx.state, dude) == "stud")


def _fire(ctx):
    bullets = stats.bullets(ctx.state, ctx.t("stud"))
    victims = [d for d in blocks.posse(ctx, ctx.opponent) if stats.bullets(ctx.state, d) < bullets]
    chosen = yield from blocks.pick_cards(ctx, victims, 1, 1, f"Point Blank: ace a dude with fewer than {bullets} "
                                          "bullets", player=ctx.opponent)
    for uid in chosen:
        yield from blocks.ace(ctx, uid) or ()


def register(rules: RuleSetBuilder) -> None:
    rules.script("24257", Ability(
        window="resolution",
        name="Point Blank: the opponent aces a dude with fewer bullets",
        targets=(Target("stud", dudes("own", in_shootout=True), _stud, "Which stud fires point blank?", "own"),),
        costs=(blocks.boot_target("stud", "boot your stud"),),
        effect=_fire,
        tags=frozenset({"penalty", "leave_play", "boot"}),
    ))

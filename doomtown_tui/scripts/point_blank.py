"""Point Blank (24257): Resolution: boot your non-token stud in your posse; your opponent aces a dude of their posse with fewer bullets than it."""
from doomtown_tui.engine import blocks, stats
from doomtown_tui.engine.abilities import Ability, Target, dudes
from doomtown_tui.engine.ruleset import RuleSetBuilder


def _victims(ctx, stud) -> list:
    """The opponent's posse dudes with fewer bullets than ``stud`` that this card's ace could reach (a protection
    may keep a dude from being aced: such a dude is no choice)."""
    bullets = stats.bullets(ctx.state, stud)
    return [d for d in blocks.posse(ctx, ctx.opponent)
            if stats.bullets(ctx.state, d) < bullets and blocks.can_change(ctx, d.uid, "ace")]


def _stud(ctx, dude) -> bool:
    # the ace is all the card does: a stud with nobody it could make the opponent ace cannot fire
    return (not dude.booted and not dude.card.has("Token") and stats.shooter(ctx.state, dude) == "stud"
            and bool(_victims(ctx, dude)))


def _fire(ctx):
    stud = ctx.t("stud")
    chosen = yield from blocks.pick_cards(ctx, _victims(ctx, stud), 1, 1, "Point Blank: ace a dude with fewer than "
                                          f"{stats.bullets(ctx.state, stud)} bullets", player=ctx.opponent)
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

"""Sun in Yer Eyes (24221): Shootout: a dude in the shootout gets -2 bullets or becomes a draw; pay 1 GR for both."""
from doomtown_tui.engine import actions, blocks
from doomtown_tui.engine.abilities import Ability, Target, dudes
from doomtown_tui.engine.ruleset import RuleSetBuilder


def _dazzle(ctx):
    uid = ctx.targets["dude"]

    def both() -> None:
        actions.pay(ctx.state, ctx.player, 1, ctx.card.title)
        blocks.bonus(ctx, uid, "bullets", -2)
        blocks.set_shooter(ctx, uid, "draw")

    modes = [("-2 bullets", lambda: blocks.bonus(ctx, uid, "bullets", -2), frozenset({"penalty", "bullets"})),
             ("Becomes a draw", lambda: blocks.set_shooter(ctx, uid, "draw"), frozenset({"penalty", "stud_draw"}))]
    if ctx.state.players[ctx.player].stash >= 1:
        modes.append(("Pay 1 GR: -2 bullets and becomes a draw", both,
                      frozenset({"pay", "penalty", "bullets", "stud_draw"})))
    yield from blocks.choose_mode(ctx, modes, f"Sun in Yer Eyes on {ctx.state.cards[uid].title}")


def register(rules: RuleSetBuilder) -> None:
    rules.script("24221", Ability(
        window="shootout",
        name="Sun in Yer Eyes: -2 bullets or a draw",
        targets=(Target("dude", dudes("any", in_shootout=True), prompt="Whose eyes?", side="opposing", changes=(("bullets", -2, None), ("shooter", 0, "draw"))),),
        effect=_dazzle,
        tags=frozenset({"penalty", "bullets", "stud_draw"}),
    ))

"""It's Not What You Know... (24252): Resolution: a player's hand rank drops by 1; Cheatin' Resolution: a player's hand rank drops by 4."""
from doomtown_tui.engine import blocks
from doomtown_tui.engine.abilities import Ability
from doomtown_tui.engine.ruleset import RuleSetBuilder


def _lower(amount: int):
    def effect(ctx):
        # in the lowball the change lasts the Gamblin' phase; in a shootout, the round (Resolution)
        until = "round" if ctx.in_shootout else "phase"
        names = ctx.state.players
        # a lower rank hurts in a shootout and helps in the lowball (mode tags for the Automaton)
        # (with three or four seats, in the lowball any player's: every opponent is a choice)
        foes = [ctx.opponent] if ctx.in_shootout else ctx.opponents
        if ctx.in_shootout:
            tags = dict.fromkeys(foes, frozenset({"penalty"})) | {ctx.player: frozenset({"other"})}
        else:
            tags = dict.fromkeys(foes, frozenset({"other"})) | {ctx.player: frozenset({"bonus", "other"})}
        yield from blocks.choose_mode(ctx, [(f"{names[p].name}'s hand rank -{amount}",
                                             lambda p=p: blocks.hand_rank(ctx, p, -amount, until=until), tags[p])
                                            for p in [*foes, ctx.player]], "Whose hand rank drops?")
    return effect


def register(rules: RuleSetBuilder) -> None:
    rules.script(
        "24252",
        Ability(
            window="resolution",
            name="It's Not What You Know...: a hand rank drops by 1",
            effect=_lower(1),
            tags=frozenset({"penalty"}),
        ),
        Ability(
            window="cheatin_resolution",
            name="It's Not What You Know...: a hand rank drops by 4",
            effect=_lower(4),
            tags=frozenset({"penalty"}),
        ),
    )

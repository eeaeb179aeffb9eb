"""Epidemic Laboratory (24128): Controller Noon Job, boot (the leader boots): mark this deed with a skilled leader; on success it gains +1 CP and +1 production for good."""
from doomtown_tui.engine import blocks, stats
from doomtown_tui.engine.abilities import Ability, JobSpec, Target, boot_self
from doomtown_tui.engine.cards import SKILLS
from doomtown_tui.engine.ruleset import RuleSetBuilder
from doomtown_tui.engine.state import PLAY


def _skilled(ctx, dude) -> bool:
    return any(stats.skill(ctx.state, dude, skill) is not None for skill in SKILLS)


def _success(ctx) -> None:
    if ctx.card.zone != PLAY:     # the mark left play: the job succeeds with nothing to improve (digest B43)
        return
    blocks.bonus(ctx, ctx.card.uid, "control", 1, until="permanent")
    blocks.bonus(ctx, ctx.card.uid, "production", 1, until="permanent")


def register(rules: RuleSetBuilder) -> None:
    rules.script("24128", Ability(
        window="noon",
        prefix="controller",
        name="Epidemic Laboratory: job to improve this deed",
        costs=(boot_self(),),       # paid by the leader booting (rulebook Jobs §2; digest C)
        job=JobSpec(mark=Target("mark", lambda ctx: [ctx.card], prompt="Mark this deed"), on_success=_success,
                    leader_where=_skilled),
        effect=lambda ctx: None,
        tags=frozenset({"bonus"}),
    ))

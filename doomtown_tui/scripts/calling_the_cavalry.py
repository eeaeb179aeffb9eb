"""Calling the Cavalry (24230): Shootout, Headline: at this round's resolution the posse with the most Horses gets +1 hand rank; a dude in your posse becomes a stud."""
from doomtown_tui.engine import actions, blocks, stats
from doomtown_tui.engine.abilities import Ability, Target, dudes
from doomtown_tui.engine.ruleset import RuleSetBuilder


def horses(state, player: int) -> int:
    so = state.shootout
    if so is None:
        return 0
    return sum(1 for uid in so.posses[player].dudes for att in state.cards[uid].attachments
               if stats.has_keyword(state, state.cards[att], "Horse"))


def _most_horses(state, effect) -> bool:
    """Read when the hands are compared, after the round's Resolution plays."""
    so = state.shootout
    if so is None or effect.player not in so.posses:
        return False
    return horses(state, effect.player) > horses(state, so.opponent_of(effect.player))


def _charge(ctx) -> None:
    so = ctx.state.shootout
    for player in (so.leader_player, so.mark_player):   # the two posses
        actions.add_effect(ctx.state, "hand_rank_while", player=player, amount=1, until="round",
                           source=ctx.card.uid, reason=ctx.card.title)
    actions.log(ctx.state, "hand_rank", f"This round, the posse with the most Horses gets +1 hand rank ({ctx.card.title})",
                source=ctx.card.uid)
    blocks.set_shooter(ctx, ctx.targets["dude"], "stud")


def register(rules: RuleSetBuilder) -> None:
    rules.rank_while["24230"] = _most_horses
    rules.script("24230", Ability(
        window="shootout",
        name="Calling the Cavalry: most Horses +1 hand rank, a dude becomes a stud",
        targets=(Target("dude", dudes("own", in_shootout=True), prompt="Which dude becomes a stud?", side="own"),),
        effect=_charge,
        tags=frozenset({"bonus", "stud_draw"}),
    ))

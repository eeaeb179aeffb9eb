"""Bass Reeves (24077): cheaper for Law Dogs per opposing wanted dude; +1 hand rank when his shootout's opponent cheats and you don't; Noon: call out or boot a nearby wanted dude."""
from doomtown_tui.engine import actions, blocks
from doomtown_tui.engine.abilities import Ability, Target, Trait, dudes
from doomtown_tui.engine.ruleset import RuleSetBuilder

CODE = "24077"


def _cheaper(state, source, card, player) -> int:
    """Cost trait (works from hand): -1 per opposing wanted dude if your outfit is Law Dogs."""
    if card is not source or state.cards[state.players[player].outfit].card.faction != "Law Dogs":
        return 0
    return -sum(1 for d in state.dudes_in_play() if d.controller != player and d.bounty > 0)


def _cheater_in_his_shootout(ctx, ev) -> bool:
    if not (ctx.in_shootout and blocks.in_posse(ctx, ctx.card.uid, ctx.player)):
        return False
    if ev.data.get("player") != ctx.opponent or not ev.data.get("cheatin"):
        return False
    return blocks.legal_hand(ctx)   # "yours" (a third party's: its posse's hand; a hand made legal counts)


def _can_hit(ctx, dude) -> bool:
    """A nearby wanted dude Bass can call out (an opposing one) or boot (one the boot could reach)."""
    return dude.bounty > 0 and dude.uid != ctx.card.uid and (dude.controller != ctx.player or blocks.can_boot(ctx, dude))


def _call_out_or_boot(ctx):
    bass, mark = ctx.card, ctx.t("wanted")
    modes = []
    if mark.controller != ctx.player:
        def accepted() -> None:
            if mark.location != bass.location:   # the mark is at an adjacent location
                actions.boot(ctx.state, bass.uid)
                blocks.move(ctx, bass.uid, mark.location)
        modes.append((f"Call out {mark.title}", lambda: blocks.callout(ctx, bass.uid, mark.uid, on_accept=accepted),
                      frozenset({"penalty", "callout"})))
    if blocks.can_boot(ctx, mark):     # a boot that could change nothing is no option; the callout may still be
        modes.append((f"Boot {mark.title}", lambda: blocks.boot(ctx, mark.uid), frozenset({"penalty", "boot"})))
    yield from blocks.choose_mode(ctx, modes, "Bass Reeves: call out or boot?")


def register(rules: RuleSetBuilder) -> None:
    rules.cost_trait(CODE, _cheaper)
    rules.script(CODE, Trait("reveal", lambda ctx: blocks.hand_rank(ctx, ctx.player, 1, until="round"), _cheater_in_his_shootout),
           Ability(
               window="noon",
               name="Bass Reeves: call out or boot a nearby wanted dude",
               requirement=lambda ctx: not ctx.card.booted,
               targets=(Target("wanted", dudes("any", nearby=True), _can_hit, "Which nearby wanted dude?", "opposing"),),
               effect=_call_out_or_boot,
               tags=frozenset({"penalty", "boot"}),
           ))

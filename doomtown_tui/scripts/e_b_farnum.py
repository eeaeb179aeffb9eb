"""E.B. Farnum (24038): an Entrepreneurs player may boot dudes while recruiting him, lowering his cost by their influence; Noon: a dude here gets -1 influence."""
from doomtown_tui.engine import actions, blocks, stats
from doomtown_tui.engine.abilities import Ability, Target, dudes
from doomtown_tui.engine.decision import Option, ask
from doomtown_tui.engine.ruleset import RuleSetBuilder

CODE = "24038"


def _entrepreneurs(state, player: int) -> bool:
    return state.cards[state.players[player].outfit].card.faction == "Entrepreneurs"


def _standing(state, player: int) -> list:
    return [d for d in state.dudes_in_play(player) if not d.booted]


def _most(state, player: int, card) -> int:
    if not _entrepreneurs(state, player):
        return 0
    return sum(stats.influence(state, d) for d in _standing(state, player))


def _boot_for_discount(state, player: int, card, cost: int):
    """Ask for dudes to boot one at a time; "Done" once the rest is affordable. Returns the reduction."""
    reduction = 0
    if not _entrepreneurs(state, player):
        return 0
    name = state.players[player].name
    while True:
        candidates = _standing(state, player)
        options = [Option(f"boot:{d.uid}", f"Boot {d.title} (-{stats.influence(state, d)} GR)",
                          {"play": "boot", "uid": d.uid, "card": d.title}) for d in candidates]
        if cost - reduction <= state.players[player].stash or not options:
            options.append(Option("done", f"Done: pay {max(0, cost - reduction)} GR", {"play": "done"}))
        if len(options) == 1 and options[0].id == "done":
            return reduction
        answer = yield ask(player, "target", f"{name}: boot dudes to lower {card.title}'s cost "
                           f"(now {max(0, cost - reduction)} GR)?", options)
        if answer.data["play"] == "done":
            return reduction
        dude = state.cards[answer.data["uid"]]
        reduction += stats.influence(state, dude)
        actions.boot(state, dude.uid)
        actions.log(state, "cost_reduced", f"{dude.title} boots to lower {card.title}'s cost", uid=dude.uid)


def register(rules: RuleSetBuilder) -> None:
    rules.play_discounts[CODE] = (_most, _boot_for_discount)
    rules.script(CODE, Ability(
        window="noon",
        name="E.B. Farnum: a dude here gets -1 influence",
        targets=(Target("dude", dudes(at_here=True), lambda ctx, d: stats.influence(ctx.state, d) > 0
                        and blocks.can_change(ctx, d.uid, "influence", -1),
                        "Which dude here gets -1 influence?"),),
        effect=lambda ctx: blocks.bonus(ctx, ctx.targets["dude"], "influence", -1),
        tags=frozenset({"penalty"}),
    ))

"""California Tax Office (24134): enters play booted; Controller Noon, boot: the owner of another player's dude pays its upkeep now or discards it; a kept dude's upkeep is 0 until the next Upkeep is over."""
from doomtown_tui.engine import actions, blocks, town
from doomtown_tui.engine.abilities import Ability, Target, Trait, boot_self, dudes
from doomtown_tui.engine.decision import Option, ask
from doomtown_tui.engine.ruleset import RuleSetBuilder


def _collect(ctx):
    state, dude = ctx.state, ctx.t("dude")
    owner = dude.owner
    due = town.upkeep_due(state, dude)     # an off-faction dude's surcharge counts here too (digest B46)
    options = []
    if state.players[owner].stash >= due:
        options.append(Option("pay", f"Pay {due} GR upkeep for {dude.title}", {"play": "pay", "amount": due,
                                                                                      "uid": dude.uid, "card": dude.title}))
    options.append(Option(f"discard:{dude.uid}", f"Discard {dude.title}", {"play": "discard", "uid": dude.uid,
                                                                            "card": dude.title}))
    answer = yield ask(owner, "upkeep", f"{state.players[owner].name}: {ctx.card.title} demands {due} GR upkeep for "
                       f"{dude.title}", options)
    if answer.data["play"] == "pay":
        actions.pay(state, owner, due, f"{dude.title}'s upkeep ({ctx.card.title})")
    else:
        blocks.discard(ctx, dude.uid)
    if dude.zone == "play":
        actions.add_effect(state, "upkeep_due", target=dude.uid, set_to=0, until="upkeep", source=ctx.card.uid,
                           reason=ctx.card.title)
        actions.log(state, "modify", f"{dude.title}'s upkeep is 0 until after the next Upkeep ({ctx.card.title})",
                    uid=dude.uid)


def register(rules: RuleSetBuilder) -> None:
    rules.script("24134", Trait(
        event="enter_play",
        condition=lambda ctx, ev: ev.data.get("uid") == ctx.card.uid,
        effect=lambda ctx: actions.boot(ctx.state, ctx.card.uid),
    ), Ability(
        window="noon",
        prefix="controller",
        name="California Tax Office: collect a dude's upkeep",
        costs=(boot_self(),),
        targets=(Target("dude", dudes("opposing"), prompt="Whose upkeep is due?", side="opposing"),),
        effect=_collect,
        tags=frozenset({"penalty", "leave_play"}),
    ))

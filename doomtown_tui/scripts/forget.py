"""Forget (24188): Noon Hex 5, boot: pick a dude at or next to the caster's location and one ability printed on that dude; nobody may use it until Nightfall is over."""
from doomtown_tui.engine import actions
from doomtown_tui.engine.abilities import Ability, Target, boot_self, dudes
from doomtown_tui.engine.decision import Option, ask
from doomtown_tui.engine.ruleset import RuleSetBuilder


def _printed(state, dude) -> list:
    entry = state.rules.scripts.get(dude.card.code)
    return list(enumerate(entry.abilities)) if entry is not None else []


def _forget(ctx):
    dude = ctx.t("dude")
    abilities = _printed(ctx.state, dude)
    options = [Option(f"mode:{i}", a.name or f"{dude.title}: {a.window.replace('_', ' ')} ability",
                      {"play": "mode", "mode": i, "card": dude.title}) for i, a in abilities]
    answer = options[0] if len(options) == 1 else (
        yield ask(ctx.player, "target", f"{ctx.state.players[ctx.player].name}: which ability of {dude.title} is forgotten?",
                  options))
    index = answer.data["mode"]
    actions.add_effect(ctx.state, "ability_barred", target=dude.uid, set_to=index, until="nightfall", source=ctx.card.uid,
                       reason=ctx.card.title)
    label = dict(abilities)[index].name or f"{dude.title}'s ability"
    actions.log(ctx.state, "modify", f"{label} cannot be used until after Nightfall ({ctx.card.title})", uid=dude.uid,
                ability=index)


def register(rules: RuleSetBuilder) -> None:
    rules.script("24188", Ability(
        window="noon",
        name="Forget: an ability of a nearby dude cannot be used today",
        cast=("Hex", 5),
        costs=(boot_self(),),
        targets=(Target("dude", dudes("any", nearby=True), lambda ctx, d: bool(_printed(ctx.state, d)), "Which dude forgets?", "opposing"),),
        effect=_forget,
        tags=frozenset({"penalty", "other"}),
    ))

"""POST-A-TRON (24037): may start in your gang if a Mad Scientist of the gang boots and passes a difficulty 6 skill check (else it is discarded); Noon, boot: gain 3 GR while it is in the town square."""
from doomtown_tui.engine import actions, blocks, hooks, stats
from doomtown_tui.engine.abilities import Ability, boot_self
from doomtown_tui.engine.decision import Option, ask
from doomtown_tui.engine.ruleset import RuleSetBuilder
from doomtown_tui.engine.state import TOWN_SQUARE
from doomtown_tui.engine.windows import pull

CODE = "24037"


def _invent_at_setup(state, tron):
    """Starting-gang invention: boot a Mad Scientist of the gang, who must make the skill check."""
    player = tron.controller
    name = state.players[player].name
    scientists = [d for d in state.dudes_in_play(player) if not d.booted and d.uid != tron.uid
                  and stats.skill(state, d, "Mad Scientist") is not None]
    if not scientists:
        actions.discard_card(state, tron.uid, "no Mad Scientist to invent it")
        return
    inventor = scientists[0]
    if len(scientists) > 1:
        options = [Option(f"card:{d.uid}", d.title, {"play": "inventor", "uid": d.uid, "card": d.title}) for d in scientists]
        answer = yield ask(player, "target", f"{name}: which Mad Scientist invents {tron.title}?", options)
        inventor = state.cards[answer.data["uid"]]
    actions.boot(state, inventor.uid)
    value, _ = yield from pull(state, player, "skill test")
    total = value + (stats.skill(state, inventor, "Mad Scientist") or 0) + hooks.skill_test_bonus(state, inventor, tron, "Mad Scientist")
    difficulty = tron.card.gadget or 0
    ok = total >= difficulty
    actions.log(state, "invent" if ok else "invent_fail", f"{inventor.title} {'invents' if ok else 'fails to invent'} "
                f"{tron.title} ({total} vs {difficulty})", uid=tron.uid, total=total, difficulty=difficulty)
    if not ok:
        actions.discard_card(state, tron.uid, "invention failed")


def register(rules: RuleSetBuilder) -> None:
    rules.starting_gadgets.add(CODE)
    rules.starting_gang[CODE] = _invent_at_setup
    rules.script(CODE, Ability(
        window="noon",
        name="POST-A-TRON: gain 3 GR in the town square",
        costs=(boot_self(),),
        requirement=lambda ctx: ctx.card.location == TOWN_SQUARE,
        effect=lambda ctx: blocks.gain(ctx, 3),
        tags=frozenset({"other"}),
    ))

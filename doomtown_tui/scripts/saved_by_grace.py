"""Saved By Grace (24010): Noon, boot: your skilled dude away from home makes a difficulty 7 skill check; on success it boots to let you look at the top 5 (+ its Blessed) cards and maybe swap one for a card from your hand; then you shuffle and gain 1 GR.

Rulings: the target need only be skilled and away from home, booted or not (the boot comes later, in the effect).
Booting the dude is what lets you look (digest B1: in "do X to get Y", X is the requirement), so a dude already
booted (or gone) looks at nothing; the shuffle and the ghost rock are their own steps and still follow a success.
A failed check does nothing more (our reading: everything after it is part of "if successful")."""
from doomtown_tui.engine import actions, blocks, stats
from doomtown_tui.engine.abilities import Ability, Target, boot_self, choose_card, dudes
from doomtown_tui.engine.cards import SKILLS
from doomtown_tui.engine.decision import Option, ask
from doomtown_tui.engine.ruleset import RuleSetBuilder
from doomtown_tui.engine.state import PLAY

DIFFICULTY = 7


def rating(state, dude) -> int | None:
    """The dude's best skill rating (None if it has no skill)."""
    ratings = [r for r in (stats.skill(state, dude, s) for s in SKILLS) if r is not None]
    return max(ratings) if ratings else None


def _eligible(ctx, dude) -> bool:
    return dude.location != ctx.state.home_of(ctx.player) and rating(ctx.state, dude) is not None


def _grace(ctx):
    state, dude = ctx.state, ctx.t("dude")
    skill = rating(state, dude) or 0
    value, _ = yield from blocks.pull(ctx)
    ok = value + skill >= DIFFICULTY
    actions.log(state, "skill_check", f"{dude.title} {'passes' if ok else 'fails'} the skill check "
                f"({value} + {skill} vs {DIFFICULTY})", uid=dude.uid, total=value + skill, difficulty=DIFFICULTY, success=ok)
    if not ok:
        return
    if not dude.booted and dude.zone == PLAY:
        actions.boot(state, dude.uid)
        if dude.booted:                  # (a "cannot boot" protection would leave it unbooted: no look)
            yield from _look(ctx, dude)
    actions.shuffle_deck(state, ctx.player)
    blocks.gain(ctx, 1)


def _look(ctx, dude):
    state, p = ctx.state, ctx.state.players[ctx.player]
    seen = actions.look_at_top(state, ctx.player, 5 + (stats.skill(state, dude, "Blessed") or 0), ctx.card.title)
    if seen and p.hand:
        options = [Option(f"take:{u}", f"Take {state.cards[u].title} (discard a card from your hand for it)",
                          {"play": "take", "uid": u, "card": state.cards[u].title}) for u in seen]
        options.append(Option("none", "Take none of them", {"play": "pass"}))
        answer = yield ask(ctx.player, "target", f"{p.name}: take one of the cards you looked at?", options)
        if answer.data["play"] != "pass":
            uid = answer.data["uid"]
            gone = yield from choose_card(ctx, [state.cards[u] for u in p.hand], "Discard which card from your hand?", "discard")
            actions.discard_from_hand(state, ctx.player, gone, ctx.card.title)
            actions.deck_to_hand(state, ctx.player, uid, ctx.card.title)   # which card stays secret


def register(rules: RuleSetBuilder) -> None:
    rules.script("24010", Ability(
        window="noon",
        name="Saved By Grace: a skill check to look at the top of your deck",
        costs=(boot_self(),),
        targets=(Target("dude", dudes("own"), _eligible, "Which skilled dude makes the check?", "own"),),
        effect=_grace,
        tags=frozenset({"other"}),
    ))

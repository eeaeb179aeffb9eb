"""Shortcut (24243): Noon: move your unbooted dude anywhere; React: a dude of yours joining a posse from an adjacent location does not boot."""
from doomtown_tui.engine import actions, blocks
from doomtown_tui.engine.abilities import Ability, ReactSpec, Target, dudes
from doomtown_tui.engine.ruleset import RuleSetBuilder


def _move(ctx):
    uid = ctx.targets["dude"]
    here = ctx.state.cards[uid].location
    to = yield from blocks.choose_location(ctx, [loc for loc in ctx.state.locations() if loc != here],
                                           f"Where does {ctx.state.cards[uid].title} go?", mover=uid)
    step = blocks.move(ctx, uid, to)
    if step is not None:
        yield from step


def _joining(ctx, ev) -> bool:
    """A dude of yours next to the shootout's location is about to boot to join a posse there
    ("joining_boot", raised by shootout.form_posse and by a job's posse forming)."""
    dude, so = ctx.state.cards[ev.data["uid"]], ctx.state.shootout
    return (dude.controller == ctx.player and not ev.data.get("prevented") and so is not None
            and dude.location is not None and ctx.state.adjacent(dude.location, so.location))


def _no_boot(ctx) -> None:
    assert ctx.event is not None
    actions.prevent(ctx.state, ctx.event, ctx.card.title)


def register(rules: RuleSetBuilder) -> None:
    rules.script("24243", Ability(
        window="noon",
        name="Shortcut: move your unbooted dude",
        targets=(Target("dude", dudes("own"), lambda ctx, d: not d.booted, "Which dude takes the shortcut?", "own"),),
        effect=_move,
        tags=frozenset({"other", "move"}),
    ), Ability(
        window="react",
        name="Shortcut: your dude joins without booting",
        react=ReactSpec("joining_boot", _joining),
        effect=_no_boot,
        tags=frozenset({"bonus", "other"}),
    ))

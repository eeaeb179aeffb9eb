"""Dave "Slim" Gorman (24086): React: after Dave casts a Shootout Hex, discard it to make every dude now in the shootout a draw this round."""
from doomtown_tui.engine import actions, blocks
from doomtown_tui.engine.abilities import Ability, Cost, ReactSpec
from doomtown_tui.engine.ruleset import RuleSetBuilder
from doomtown_tui.engine.state import PLAY


def _dave_cast_shootout_hex(ctx, ev) -> bool:
    hex_ = ctx.state.cards.get(ev.data.get("uid"))
    return (ctx.in_shootout and ev.data.get("caster") == ctx.card.uid and bool(ev.data.get("success"))
            and ev.data.get("window") in ("shootout", "noon_shootout") and hex_ is not None and hex_.card.has("Hex")
            and hex_.zone == PLAY)   # the Hex is still there to be discarded (the React's cost)


def _discard_hex(ctx) -> None:
    assert ctx.event is not None
    actions.discard_card(ctx.state, ctx.event.data["uid"], ctx.card.title)


def _in_shootout(ctx) -> list[int]:
    so = ctx.state.shootout
    return [] if so is None else [uid for posse in so.posses.values() for uid in posse.dudes]


def _all_draws(ctx) -> None:
    for uid in _in_shootout(ctx):
        blocks.set_shooter(ctx, uid, "draw", until="round")


def _someone_to_change(ctx) -> bool:
    """Not when every dude in the shootout is a draw already, or kept from becoming one: the React would
    change nothing but lose the Hex (rulebook: an ability that cannot change the game cannot be used)."""
    return any(blocks.can_make_draw(ctx, ctx.state.cards[uid]) for uid in _in_shootout(ctx))


def register(rules: RuleSetBuilder) -> None:
    rules.script("24086", Ability(
        window="react",
        name="Dave \"Slim\" Gorman: discard the Hex; every dude in the shootout is a draw this round",
        react=ReactSpec("cast", _dave_cast_shootout_hex),
        costs=(Cost("discard the Hex", lambda ctx: True, _discard_hex),),
        requirement=_someone_to_change,
        effect=_all_draws,
        tags=frozenset({"penalty", "stud_draw"}),
    ))

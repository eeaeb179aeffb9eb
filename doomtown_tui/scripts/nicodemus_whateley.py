"""Nicodemus Whateley (24102): your dudes at in-town deeds gain "Noon, boot: if this dude has influence, Nicodemus gets 1 CP (3 at most)"; he loses all his CP at Nightfall and whenever he is at home."""
from doomtown_tui.engine import actions, blocks, stats
from doomtown_tui.engine.abilities import Ability, Trait, boot_self
from doomtown_tui.engine.ruleset import RuleSetBuilder
from doomtown_tui.engine.state import PLAY

CODE = "24102"
MAX_CP = 3


def _nicodemus(ctx):
    return next((c for c in ctx.state.in_play() if c.card.code == CODE and c.controller == ctx.player), None)


def _at_in_town_deed(state, dude) -> bool:
    deed = blocks.deed_at(state, dude.location)
    return deed is not None and not state.is_out_of_town(deed.uid)


def _can_give(ctx) -> bool:
    """Not while Nicodemus is at home: he would lose the point at once, so the ability could change nothing
    (rulebook "Resolving Abilities": such an ability cannot be used)."""
    nico = _nicodemus(ctx)
    return (nico is not None and _at_in_town_deed(ctx.state, ctx.card) and stats.influence(ctx.state, ctx.card) >= 1
            and stats.control(ctx.state, nico) < MAX_CP and nico.location != ctx.state.home_of(nico.controller))


def _give(ctx) -> None:
    nico = _nicodemus(ctx)
    if nico is not None:
        actions.add_control_points(ctx.state, nico.uid, 1, ctx.card.title)


GIVE = Ability(
    window="noon",
    name="Give Nicodemus Whateley a control point",
    costs=(boot_self(),),
    requirement=_can_give,
    effect=_give,
    tags=frozenset({"bonus", "boot"}),
)


def _grant(state, source, card) -> tuple:
    """The ability goes to Nicodemus's controller's dudes while they stand at an in-town deed."""
    if card.card.type == "dude" and card.controller == source.controller and _at_in_town_deed(state, card):
        return (GIVE,)
    return ()


def _lose_all(ctx) -> None:
    actions.remove_control_points(ctx.state, ctx.card.uid, ctx.card.title)


def _at_nightfall(ctx, ev) -> bool:
    return ev.data.get("phase") == "nightfall" and ctx.card.control_tokens > 0


def _went_home(ctx, ev) -> bool:
    """He arrived at home (moved or sent there), or gained CP while there."""
    nico = ctx.card
    if ev.data.get("uid") != nico.uid or nico.zone != PLAY or nico.control_tokens <= 0:
        return False
    home = ctx.state.home_of(nico.controller)
    if ev.kind == "move":
        return ev.data.get("to_uid") == home
    return nico.location == home


def register(rules: RuleSetBuilder) -> None:
    rules.granted_abilities[CODE] = _grant
    rules.script(CODE, Trait("phase", _lose_all, _at_nightfall), Trait("move", _lose_all, _went_home),
           Trait("send_home", _lose_all, _went_home), Trait("control_points", _lose_all, _went_home))

"""Eagle Woman That All Look At (24064): for First Peoples she costs less by one of your dudes' influence and may enter play where that dude is; your Shamans can boot a Spirit where they stand to call her there (into your posse in a shootout), then may boot a dude there."""
from doomtown_tui.engine import blocks, stats
from doomtown_tui.engine.abilities import Ability, boot_other
from doomtown_tui.engine.high_noon import play_cost
from doomtown_tui.engine.ruleset import RuleSetBuilder

CODE = "24064"


def _first_peoples(state, player: int) -> bool:
    return state.cards[state.players[player].outfit].card.faction == "First Peoples"


def _best_influence(state, player: int, location: int | None = None) -> int:
    return max((stats.influence(state, d) for d in state.dudes_in_play(player)
                if location is None or d.location == location), default=0)


def _cheaper(state, source, card, player) -> int:
    """From hand (digest B5): the best reduction, a dude of yours with the most influence."""
    if card.uid != source.uid or not _first_peoples(state, player):
        return 0
    return -_best_influence(state, player)


def _entry_points(state, player, card) -> list[tuple[int, int]]:
    """Each location with your dudes, at the cost reduced by the best influence there."""
    if not _first_peoples(state, player):
        return []
    full = play_cost(state, player, card) + _best_influence(state, player)
    places = sorted({d.location for d in state.dudes_in_play(player) if d.location is not None})
    return [(loc, max(0, full - _best_influence(state, player, loc))) for loc in places]


def _eagle_woman(ctx):
    return next((d for d in ctx.state.dudes_in_play(ctx.player) if d.card.code == CODE), None)


def _spirit_here(ctx, card) -> bool:
    here = ctx.card.location
    host = ctx.state.cards[card.attached_to] if card.attached_to is not None else None
    return (stats.has_keyword(ctx.state, card, "Spirit") and host is not None
            and (host.uid == here or (host.card.type == "dude" and host.location == here)))


def _bootable_here(ctx) -> list:
    """The dudes the call's optional boot could reach: unbooted ones here (in a posse during a shootout), not
    one guarded from it (Strength of the Ancestors)."""
    so = ctx.state.shootout
    return [d for d in ctx.state.dudes_at(ctx.card.location) if (so is None or so.in_posse(d.uid) is not None)
            and blocks.can_boot(ctx, d)]


def _can_come(ctx) -> bool:
    """She is in play, and the call changes something: she comes (or joins the posse), or a dude here can be
    booted (the Spirit's boot is the requirement, digest B1; the rest need only be able to change the game).
    In a shootout she joins the posse where the Shaman stands, so only a Shaman at the shootout calls her; one
    outside the posse may, as the call brings her in (presence, digest B35), but only while it would."""
    her = _eagle_woman(ctx)
    if her is None:
        return False
    so = ctx.state.shootout
    if so is None:
        return her.location != ctx.card.location or bool(_bootable_here(ctx))
    if ctx.card.location != so.location:
        return False
    joins = not blocks.in_posse(ctx, her.uid, ctx.player)
    if not blocks.in_posse(ctx, ctx.card.uid, ctx.player):
        return joins and blocks.can_join(ctx, her)
    return joins or bool(_bootable_here(ctx))


def _come(ctx):
    her, here = _eagle_woman(ctx), ctx.card.location
    if ctx.state.shootout is not None and blocks.can_join(ctx, her):
        yield from blocks.join_posse(ctx, her.uid, ctx.player) or ()
    else:
        # the move is its own instruction: when the joining is barred (Scoop Hound), she still comes here
        # but stays out of the posse (RULINGS.md, Eagle Woman)
        if ctx.state.shootout is not None:
            blocks.posses_held(ctx)          # logs the bar, if that is why
        if her.location != here:
            yield from blocks.move(ctx, her.uid, here) or ()
    standing = _bootable_here(ctx)
    for uid in (yield from blocks.pick_targets(ctx, standing, 0, 1, "Boot a dude here too? (choose none to skip)")):
        yield from blocks.boot(ctx, uid) or ()


CALL = Ability(
    window="noon_shootout",
    name="Call Eagle Woman That All Look At here",
    costs=(boot_other(_spirit_here, "boot a Spirit here"),),
    requirement=_can_come,
    brings_in=True,   # a Shaman at the shootout but outside the posse may call her into it (``_can_come``)
    effect=_come,
    tags=frozenset({"bonus", "boot", "penalty"}),   # she comes; a dude here (an opposing one) may be booted
)


def _grant(state, source, card) -> tuple:
    """Your Shamans (Eagle Woman's controller's) gain the calling ability."""
    if card.card.type == "dude" and card.controller == source.controller and stats.skill(state, card, "Shaman") is not None:
        return (CALL,)
    return ()


def register(rules: RuleSetBuilder) -> None:
    rules.entry_points[CODE] = _entry_points
    rules.granted_abilities[CODE] = _grant
    rules.cost_trait(CODE, _cheaper)

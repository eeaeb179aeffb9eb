"""Alfred Byrne (24044): Noon: boot Alfred or one of his Hexes to boot an attachment at his location."""
from doomtown_tui.engine import actions, blocks, stats
from doomtown_tui.engine.abilities import (
    Ability,
    Cost,
    Target,
    ability_location,
    choose_card,
)
from doomtown_tui.engine.ruleset import RuleSetBuilder


def _payers(ctx, spare: int | None = None) -> list:
    """Alfred himself and his Hexes, unbooted (not the card being booted as the effect)."""
    out = [ctx.card] if not ctx.card.booted else []
    out += [a for a in blocks.attachments(ctx.state, ctx.card) if stats.has_keyword(ctx.state, a, "Hex") and not a.booted]
    return [c for c in out if c.uid != spare]


def _pay(ctx):
    uid = yield from choose_card(ctx, _payers(ctx, ctx.targets.get("attachment")), "Boot Alfred or which Hex?", "boot")
    actions.boot(ctx.state, uid)


def _attachments_here(ctx) -> list:
    """Unbooted cards attached to the location itself or to a dude there."""
    here = ability_location(ctx)
    if here is None:
        return []
    hosts = [c for c in ctx.state.in_play() if c.uid == here or (c.card.type == "dude" and c.location == here)]
    return [ctx.state.cards[u] for h in hosts for u in h.attachments if not ctx.state.cards[u].booted]


def register(rules: RuleSetBuilder) -> None:
    rules.script("24044", Ability(
        window="noon",
        name="Alfred Byrne: boot an attachment here",
        costs=(Cost("boot Alfred or his Hex", lambda ctx: bool(_payers(ctx)), _pay),),
        targets=(Target("attachment", _attachments_here, lambda ctx, c: bool(_payers(ctx, c.uid)),
                        "Boot which attachment here?"),),
        effect=lambda ctx: blocks.boot(ctx, ctx.targets["attachment"]),
        tags=frozenset({"boot", "penalty"}),
    ))

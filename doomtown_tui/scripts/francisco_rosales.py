"""Francisco Rosales (24059): Noon Job, boot, on the town square: if it works, a Horse or Sidekick of your discard pile goes onto a dude of yours at 2 GR off (a Gadget must still be invented)."""
from doomtown_tui.engine import blocks
from doomtown_tui.engine.abilities import Ability, JobSpec, boot_self
from doomtown_tui.engine.ruleset import RuleSetBuilder
from doomtown_tui.engine.state import TOWN_SQUARE

DISCOUNT = 2


def _candidates(ctx) -> list:
    """Horses and Sidekicks of your discard pile a dude of yours could get now, at the discount."""
    pile = [u for u in ctx.state.players[ctx.player].discard
            if ctx.state.cards[u].card.has("Horse") or ctx.state.cards[u].card.has("Sidekick")]
    return blocks.attachable(ctx, pile, DISCOUNT)


def _outfit(ctx):
    """After the posse has gone home: optionally fetch one card from the discard pile (a Gadget is invented
    first, set aside meanwhile: ``blocks.attach_by_effect``)."""
    chosen = yield from blocks.pick_cards(ctx, _candidates(ctx), 0, 1, "Attach a Horse or Sidekick from your discard "
                                          "pile for 2 GR less? (choose none to skip)")
    if chosen:
        yield from blocks.attach_by_effect(ctx, chosen[0], DISCOUNT)


def register(rules: RuleSetBuilder) -> None:
    rules.script("24059", Ability(
        window="noon",
        name="Francisco Rosales: job on the town square for a Horse or Sidekick",
        costs=(boot_self(),),
        job=JobSpec(mark=TOWN_SQUARE, on_success=_outfit),
        effect=lambda ctx: None,
        tags=frozenset({"enter_play", "bonus"}),
    ))

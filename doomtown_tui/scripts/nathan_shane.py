"""Nathan Shane (24031): Shootout, boot: see as many random cards of an opponent's hand as his bullets, and you may discard one action card among them.

"An opponent" is any other player with a card in hand, in the shootout or not; with three or four seats the
player picks which (RULINGS.md, "An opponent" in a shootout)."""
from doomtown_tui.engine import actions, blocks, stats
from doomtown_tui.engine.abilities import Ability, boot_self, choose_player
from doomtown_tui.engine.decision import Option, ask
from doomtown_tui.engine.ruleset import RuleSetBuilder


def _with_hands(ctx) -> list[int]:
    return [p for p in ctx.opponents if ctx.state.players[p].hand]


def _peek(ctx):
    state = ctx.state
    foe = yield from choose_player(ctx, _with_hands(ctx), "Whose hand does Nathan look into?")
    hand = list(state.players[foe].hand)
    count = min(len(hand), stats.bullets(state, ctx.card))
    seen = state.rng.sample(hand, count)
    # the cards are shown to Nathan's player (the choice below), not to the table: the log only counts them
    actions.log(state, "look", f"{state.players[ctx.player].name} looks at {count} random card{'s' if count != 1 else ''}"
                f" in {state.players[foe].name}'s hand ({ctx.card.title})", player=ctx.player, count=count)
    titles = ", ".join(state.cards[u].title for u in seen)
    actions_seen = [state.cards[u] for u in seen if state.cards[u].card.type == "action"]
    if not actions_seen:   # nothing to discard: the cards are still shown to the player
        yield ask(ctx.player, "target", f"{state.players[ctx.player].name}: {ctx.card.title} shows you {titles}",
                  [Option("seen", f"Seen: {titles}", {"play": "done", "uids": seen})])
        return
    for uid in (yield from blocks.pick_cards(ctx, actions_seen, 0, 1, f"{ctx.card.title} shows you {titles}. "
                                             "Discard one of those action cards?")):
        actions.discard_from_hand(state, foe, uid, ctx.card.title)


def register(rules: RuleSetBuilder) -> None:
    rules.script("24031", Ability(
        window="shootout",
        name="Nathan Shane: look at an opponent's hand",
        costs=(boot_self(),),
        requirement=lambda ctx: bool(_with_hands(ctx)) and stats.bullets(ctx.state, ctx.card) > 0,
        effect=_peek,
        tags=frozenset({"penalty"}),
    ))

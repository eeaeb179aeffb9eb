"""House of Many Faiths (24002): Noon, boot: one hand card and one discard-pile card are shuffled back into your deck; a dude of yours with a Miracle moves to the town square, unboots and gets +1 influence."""
from doomtown_tui.engine import actions, blocks, stats
from doomtown_tui.engine.abilities import Ability, boot_self, choose_card
from doomtown_tui.engine.ruleset import RuleSetBuilder
from doomtown_tui.engine.state import TOWN_SQUARE


def _has_miracle(state, dude) -> bool:
    return any(stats.has_keyword(state, att, "Miracle") for att in blocks.attachments(state, dude))


def _effect(ctx):
    state, p = ctx.state, ctx.state.players[ctx.player]
    automaton = state.automaton is not None and state.automaton.seat == ctx.player
    if not automaton:   # the Automaton's exception list: it shuffles nothing back when it uses this
        from_hand = yield from choose_card(ctx, [state.cards[u] for u in p.hand],
                                           "Shuffle which card from your hand into your deck?")
        from_pile = yield from choose_card(ctx, [state.cards[u] for u in p.discard],
                                           "Shuffle which card from your discard pile into your deck?")
        actions.shuffle_into_deck(state, ctx.player, [from_hand, from_pile], ctx.card.title)
    faithful = [d for d in state.dudes_in_play(ctx.player) if _has_miracle(state, d)]
    if not faithful:
        return
    uid = yield from choose_card(ctx, faithful, "Which of your dudes with a Miracle goes to the town square?",
                                 moves_to=[TOWN_SQUARE])
    if state.cards[uid].location != TOWN_SQUARE:
        yield from blocks.move(ctx, uid, TOWN_SQUARE) or ()
    blocks.unboot(ctx, uid)
    blocks.bonus(ctx, uid, "influence", 1)


def register(rules: RuleSetBuilder) -> None:
    rules.script("24002", Ability(
        window="noon",
        name="House of Many Faiths: shuffle two cards into your deck; a Miracle-holder goes to the town square",
        costs=(boot_self(),),
        requirement=lambda ctx: bool(ctx.state.players[ctx.player].hand) and bool(ctx.state.players[ctx.player].discard),
        effect=_effect,
        tags=frozenset({"bonus", "unboot", "other", "move"}),
    ))

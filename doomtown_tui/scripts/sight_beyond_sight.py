"""Sight Beyond Sight (24190): Noon Hex 6 / 9 / 12, boot: see 1 / 2 / 3 cards picked at random from an opponent's hand."""
from doomtown_tui.engine import actions
from doomtown_tui.engine.abilities import Ability, boot_self, choose_player
from doomtown_tui.engine.decision import Option, ask
from doomtown_tui.engine.ruleset import RuleSetBuilder


def _with_hands(ctx) -> list[int]:
    """The opponents with cards in hand (with three or four seats the player picks one)."""
    return [p for p in ctx.opponents if ctx.state.players[p].hand]


def _peek(count: int):
    def effect(ctx):
        foe = yield from choose_player(ctx, _with_hands(ctx), "Whose hand do you look into?")
        state, hand = ctx.state, list(ctx.state.players[foe].hand)
        seen = sorted(state.rng.sample(hand, min(count, len(hand))))
        titles = [state.cards[u].title for u in seen]
        actions.log(state, "look", f"{state.players[ctx.player].name} looks at {len(seen)} random card"
                    f"{'s' if len(seen) != 1 else ''} in {state.players[foe].name}'s hand ({ctx.card.title})",
                    player=ctx.player, count=len(seen))
        yield ask(ctx.player, "target", f"{state.players[ctx.player].name}: {ctx.card.title} shows you " + ", ".join(titles),
                  [Option("seen", "Seen: " + ", ".join(titles), {"play": "done", "cards": titles, "uids": seen})])

    return effect


def register(rules: RuleSetBuilder) -> None:
    rules.script("24190", *(Ability(
        window="noon",
        name=f"Sight Beyond Sight: see {count} random card{'s' if count > 1 else ''} of the opponent's hand (Hex {difficulty})",
        cast=("Hex", difficulty),
        costs=(boot_self(),),
        requirement=lambda ctx: bool(_with_hands(ctx)),
        effect=_peek(count),
        tags=frozenset({"other"}),
    ) for count, difficulty in ((1, 6), (2, 9), (3, 12))))

"""Boss Battle: The Showstopper (rulebook "Scenario: The Showstopper"), every paragraph, as a
``hooks.Variant`` on top of the Boss Battle play changes (``engine/boss_battle.py``):

- set-up (``opening``): the Villain's show — Ivor Hawley (Exp.1) in the town square with two different
  Hexes, four Fearmongers or drifter Abominations at home — paid from the starting stash as if Ivor came
  from hand after them (his own discount per Abomination; each Hex 3 GR less, as his React would); an
  "Open Wound" owned by the Villain beside every home, on the side that home's player picks;
- a special job for each Hero against an Open Wound they control (the Villain must oppose, a 2-stud
  Gunslinger token joins the Villain's posse; success aces the Open Wound); with an event deck, two
  more Hero Noon abilities that spend the Hero's own victory points (RULINGS.md);
- Not Taking Chances (an Open Wound leaving play goes to Boot Hill); Showboating (+1 victory point on
  Ivor, unbooted in the town square at Sundown, before the victory check); The Town Is My Big Top (the
  Villain controls the town square with the most influence there); Everything Up His Sleeves (Nightfall
  discards: one per Hero); The Show Must Go On (the Villain may turn an opposing effect from Ivor to
  another of his dudes); Minor Server (Ivor is aced instead of discarded, and comes back booted to the
  town square at Upkeep); Loyal to the Circus (the Villain's drifters and Fearmongers: upkeep -1);
- win conditions: 4 victory points on Ivor at a victory check (Villain); Ivor in Boot Hill and no Open
  Wound in play at a victory check (Heroes). The standard Boss Battle ones (3 Hero points, day 5) do
  not apply: the scenario states its own (RULINGS.md).
"""
from __future__ import annotations

import dataclasses
from typing import Any

from doomtown_tui.engine import actions, boss_battle, setup, town
from doomtown_tui.engine.abilities import Ability, Cost, JobSpec, Target, boot_self, deeds
from doomtown_tui.engine.blocks import ace, draw
from doomtown_tui.engine.decision import Flow, Option, ask
from doomtown_tui.engine.hooks import Variant
from doomtown_tui.engine.ruleset import RuleSetBuilder
from doomtown_tui.engine.state import BOOT_HILL, DISCARD, HAND, REMOVED, TOWN_SQUARE, CardInst, GameState

NAME = "showstopper"
TITLE = "Boss Battle: The Showstopper"
IVOR = "90001"
OPEN_WOUND = "24140"
WOUND_TITLE = "\"Open Wound\""
GUNSLINGER = "Gunslinger"
ABOMINATIONS = 4          # in the Villain's starting show
HEXES = 2
HEX_DISCOUNT = 3          # as Ivor's React prices them
JOB, ACE_WOUND, DRAW = -1, -2, -3     # the Heroes' abilities' indexes on their home (apart from any card's own)


# --- set-up ---------------------------------------------------------------------------------------------
def opening(state: GameState, marked: list[list[str]], shuffle: bool) -> Flow[None]:
    """The game's set-up with the Showstopper's changes (rulebook "Setup" and the scenario's)."""
    boss = state.boss
    assert boss is not None
    setup.coin_toss(state)
    if boss.event_deck:
        actions.shuffle_event_deck(state)
    for player in state.order_from_dealer():
        if player == boss.villain:
            yield from villain_show(state, player, marked[player])
        else:
            yield from setup.starting_gang(state, player, marked[player])
    place_show(state, boss.villain)
    setup.place_gangs(state)
    for player in state.order_from_dealer():
        yield from open_wound(state, player)
    for player in state.order_from_dealer():
        if shuffle:
            actions.shuffle_deck(state, player)
        extra = boss_battle.player_bonus(state, player, "starting_hand")
        actions.draw(state, player, state.players[player].hand_size + extra)
    for player in state.order_from_dealer():     # starting-gang cards with a set-up step (a Gadget dude)
        for inst in state.dudes_in_play(player):
            hook = state.rules.starting_gang.get(inst.card.code) if state.rules.starting_gang else None
            if hook is not None:
                yield from hook(state, inst)


def _abomination(card: CardInst, villain_faction: str | None) -> bool:
    c = card.card
    return (c.type == "dude" and c.has("Abomination") and c.code != IVOR
            and c.faction in ("Drifter", villain_faction))


def _from_hand_traits(state: GameState, player: int, ivor: CardInst) -> int:
    """The cost traits of the cards in play (the Villain's outfit) on Ivor, whom the set-up treats as
    played from the Villain's hand after the Abominations (which do not come from the hand): with
    Encroaching Darkness he is the first Abomination from hand this turn (RULINGS.md)."""
    traits = state.rules.cost_traits
    if not traits:
        return 0
    as_played = dataclasses.replace(ivor, zone=HAND)
    return sum(traits[s.card.code](state, s, as_played, player)
               for s in state.in_play_with("cost_traits", traits) if s.card.code in traits)


def show_cost(state: GameState, player: int, uids: list[int]) -> int:
    """What the show costs: the Abominations' printed costs, Ivor less one per Abomination (they are in
    play before him, and any in a Boot Hill count too) and less what the cards in play take off an
    Abomination played from hand (``_from_hand_traits``), each Hex 3 less (never below 0)."""
    cards = [state.cards[u] for u in uids]
    dudes = [c for c in cards if c.card.type == "dude" and c.card.code != IVOR]
    hexes = [c for c in cards if c.card.type == "spell"]
    buried = sum(1 for p in state.players for u in p.boot_hill if state.cards[u].card.has("Abomination"))
    outfit = state.cards[state.home_of(player)].card
    ivor_off = len(dudes) + buried if outfit.faction == "Fearmongers" else 0
    ivor = next((c for c in cards if c.card.code == IVOR), None)
    ivor_cost = (max(0, (ivor.card.cost or 0) - ivor_off + _from_hand_traits(state, player, ivor))
                 if ivor is not None else 0)
    return (sum(c.card.cost or 0 for c in dudes) + ivor_cost
            + sum(max(0, (c.card.cost or 0) - HEX_DISCOUNT) for c in hexes))


def _choices(state: GameState, player: int, picked: list[int]) -> list[CardInst]:
    """The cards the Villain may add to the show now: Abominations until there are four, then Hexes
    with another title than the first; only what leaves the rest of the show affordable."""
    p = state.players[player]
    faction = state.cards[p.outfit].card.faction
    cards = [state.cards[u] for u in picked]
    titles = {c.card.base_title for c in cards}
    dudes = sum(1 for c in cards if c.card.type == "dude" and c.card.code != IVOR)
    seen: set[str] = set()
    out = []
    for uid in p.deck:
        card = state.cards[uid]
        if uid in picked or card.title in seen:
            continue
        if dudes < ABOMINATIONS:
            fits = _abomination(card, faction) and not (card.card.unique and card.card.base_title in titles)
        else:
            fits = card.card.has("Hex") and card.title not in {c.title for c in cards}
        if fits and _affordable(state, player, [*picked, uid]):
            seen.add(card.title)
            out.append(card)
    return out


def _affordable(state: GameState, player: int, picked: list[int]) -> bool:
    """Can the show be finished within the stash if the cheapest cards fill the places still open?"""
    p = state.players[player]
    faction = state.cards[p.outfit].card.faction
    cards = [state.cards[u] for u in picked]
    need_dudes = ABOMINATIONS - sum(1 for c in cards if c.card.type == "dude" and c.card.code != IVOR)
    need_hexes = HEXES - sum(1 for c in cards if c.card.type == "spell")
    rest = sorted((state.cards[u] for u in p.deck if u not in picked), key=lambda c: (c.card.cost or 0, c.uid))
    dudes: list[int] = []
    titles = {c.card.base_title for c in cards}
    for card in rest:
        if len(dudes) < need_dudes and _abomination(card, faction) and not (
                card.card.unique and card.card.base_title in titles):
            dudes.append(card.uid)
            titles.add(card.card.base_title)
    hexes: list[int] = []
    hex_titles = {c.title for c in cards if c.card.type == "spell"}
    for card in rest:
        if len(hexes) < need_hexes and card.card.has("Hex") and card.title not in hex_titles:
            hexes.append(card.uid)
            hex_titles.add(card.title)
    if len(dudes) < need_dudes or len(hexes) < need_hexes:
        return False
    return show_cost(state, player, [*picked, *dudes, *hexes]) <= p.stash


def _marked_show(state: GameState, player: int, marked: list[str]) -> list[int] | None:
    """The deck's marked show (Ivor and four Abominations) and its first two Hexes, if that is a legal show."""
    p = state.players[player]
    picked: list[int] = []
    for title in marked:
        uid = next((u for u in p.deck if state.cards[u].title == title and u not in picked), None)
        if uid is None:
            return None
        picked.append(uid)
    if sum(1 for u in picked if state.cards[u].card.code == IVOR) != 1:
        return None
    others = [u for u in picked if state.cards[u].card.code != IVOR]
    faction = state.cards[p.outfit].card.faction
    if len(others) != ABOMINATIONS or not all(_abomination(state.cards[u], faction) for u in others):
        return None
    for uid in p.deck:
        card = state.cards[uid]
        hexes = [state.cards[u].title for u in picked if state.cards[u].card.type == "spell"]
        if card.card.has("Hex") and card.title not in hexes and len(hexes) < HEXES:
            picked.append(uid)
    if sum(1 for u in picked if state.cards[u].card.type == "spell") != HEXES:
        return None
    return picked if show_cost(state, player, picked) <= p.stash else None


def villain_show(state: GameState, player: int, marked: list[str]) -> Flow[None]:
    """The Villain picks the show (``boss_gang`` questions): the deck's marked show at once, or four
    Abominations and then two different Hexes one at a time; Ivor is always in it."""
    p = state.players[player]
    ivor = next((u for u in p.deck if state.cards[u].card.code == IVOR), None)
    if ivor is None:
        raise ValueError("the Showstopper's Villain deck must hold Ivor Hawley (Exp.1) "
                         "(see decks/boss-battle/showstopper-villain.txt)")
    picked = [ivor]
    if not _choices(state, player, picked):
        raise ValueError("the Villain's deck cannot make the Showstopper's show: it needs four Fearmongers or "
                         "drifter Abominations and two different Hexes that its outfit's wealth can pay for")
    marked_show = _marked_show(state, player, marked)
    while len(picked) < 1 + ABOMINATIONS + HEXES:
        options: list[Option] = []
        if marked_show is not None and picked == [ivor]:
            names = ", ".join(state.cards[u].title for u in marked_show)
            options.append(Option("marked", f"Take the deck's show: {names} "
                                  f"({show_cost(state, player, marked_show)} GR)",
                                  {"play": "marked_gang", "cards": [state.cards[u].title for u in marked_show]}))
        for card in _choices(state, player, picked):
            options.append(Option(f"add:{card.uid}", f"Add {card.title} ({card.card.cost} GR printed)",
                                  {"play": "add", "card": card.title, "uid": card.uid}))
        so_far = ", ".join(state.cards[u].title for u in picked)
        answer = yield ask(player, "boss_gang", f"{p.name}: choose the show ({so_far}; "
                           f"{show_cost(state, player, picked)} GR so far of {p.stash})", options)
        if answer.data["play"] == "marked_gang":
            assert marked_show is not None
            picked = list(marked_show)
            break
        picked.append(answer.data["uid"])
    for uid in picked:
        actions.pick_for_gang(state, player, uid)


def place_show(state: GameState, player: int) -> None:
    """The show enters play: the Abominations at home, then Ivor in the town square, then the Hexes on
    him; the whole is paid at once (``show_cost``)."""
    p = state.players[player]
    picked = list(p.gang_pick)
    cost = show_cost(state, player, picked)
    cards = [state.cards[u] for u in picked]
    for card in cards:
        if card.card.type == "dude" and card.card.code != IVOR:
            actions.put_dude_into_play(state, card.uid, p.outfit, player)
    ivor = next(c for c in cards if c.card.code == IVOR)
    actions.put_dude_into_play(state, ivor.uid, TOWN_SQUARE, player)
    for card in cards:
        if card.card.type == "spell":
            actions.attach(state, card.uid, ivor.uid, player)
    actions.pay(state, player, cost, "the show's set-up")
    actions.log(state, "scenario", f"{p.name}'s show opens: {', '.join(c.title for c in cards)} ({cost} GR)",
                player=player, rule="setup", cost=cost)


def open_wound(state: GameState, player: int) -> Flow[None]:
    """An "Open Wound" owned by the Villain enters play beside ``player``'s home, on the side they pick."""
    boss = state.boss
    assert boss is not None
    answer = yield ask(player, "street_side", f"{state.players[player].name}: on which side of your home does "
                       f"the Villain's {WOUND_TITLE} go?",
                       [Option("left", "Left of your home", {"play": "side", "side": "left"}),
                        Option("right", "Right of your home", {"play": "side", "side": "right"})])
    wound = actions.add_card(state, boss.villain, WOUND_TITLE, REMOVED)
    actions.build_beside_home(state, wound.uid, player, answer.data["side"])


# --- the Heroes' abilities ------------------------------------------------------------------------------
def wounds(state: GameState) -> list[CardInst]:
    return [c for c in state.in_play() if c.card.code == OPEN_WOUND]


def _wound_you_control(ctx: Any, card: CardInst) -> bool:
    return card.card.code == OPEN_WOUND and town.location_controller(ctx.state, card.uid) == ctx.player


def _gunslinger_for_villain(ctx: Any) -> list[int]:
    """The Villain opposes the special job: a Gunslinger token (2 bullets, stud) joins its posse at the mark."""
    boss = ctx.state.boss
    mark = ctx.targets["wound"]
    return [actions.create_token(ctx.state, boss.villain, GUNSLINGER, mark)]


def _ace_mark(ctx: Any) -> None:
    uid = ctx.targets["wound"]
    if ctx.state.cards[uid].zone == "play":
        ace(ctx, uid)


SPECIAL_JOB = Ability(
    window="noon",
    name="The Showstopper: a job against an Open Wound you control (the Villain opposes with a Gunslinger)",
    costs=(boot_self(),),
    job=JobSpec(mark=Target("wound", deeds("any"), _wound_you_control, "Which Open Wound is the mark?", "any"),
                on_success=_ace_mark, forced_opposition=_gunslinger_for_villain),
    effect=lambda ctx: None,
    tags=frozenset({"leave_play"}),
)


def _spend(points: int) -> Cost:
    def can(ctx: Any) -> bool:
        return int(ctx.state.boss.hero_vp.get(ctx.player, 0)) >= points

    def pay(ctx: Any) -> None:
        actions.add_hero_victory_points(ctx.state, ctx.player, -points, "spent")

    return Cost(f"spend {points} victory point{'s' if points > 1 else ''}", can, pay)


def _wound_with_your_dude(ctx: Any, card: CardInst) -> bool:
    return card.card.code == OPEN_WOUND and any(True for _ in ctx.state.dudes_at(card.uid, ctx.player))


WOUND_ACE = Ability(
    window="noon",
    name="The Showstopper: spend 2 victory points to ace an Open Wound where you have a dude",
    costs=(_spend(2),),
    targets=(Target("wound", deeds("any"), _wound_with_your_dude, "Which Open Wound is aced?", "any"),),
    effect=lambda ctx: ace(ctx, ctx.targets["wound"]),
    tags=frozenset({"other"}),
)

VP_DRAW = Ability(
    window="noon",
    name="The Showstopper: spend 1 victory point to draw a card",
    costs=(_spend(1),),
    effect=lambda ctx: draw(ctx, 1),
    tags=frozenset({"other"}),
)


def hero_abilities(state: GameState, player: int) -> list[tuple[CardInst, tuple[tuple[int, Ability], ...]]]:
    """Each Hero's Showstopper abilities, on their home; the two that spend victory points only when the
    game has an event deck (they are how the Heroes use the points its events give)."""
    boss = state.boss
    if boss is None or player == boss.villain:
        return []
    items: tuple[tuple[int, Ability], ...] = ((JOB, SPECIAL_JOB),)
    if boss.event_cards:
        items += ((ACE_WOUND, WOUND_ACE), (DRAW, VP_DRAW))
    return [(state.cards[state.home_of(player)], items)]


# --- the special rules ----------------------------------------------------------------------------------
def leaving_to(state: GameState, card: CardInst, zone: str) -> str:
    """Not Taking Chances (an Open Wound goes to Boot Hill whatever else it would do) and Minor Server
    (Ivor is aced instead of discarded)."""
    if card.card.code == OPEN_WOUND and zone != BOOT_HILL:
        return BOOT_HILL
    if card.card.code == IVOR and zone == DISCARD:
        return BOOT_HILL
    return zone


def town_square(state: GameState) -> int | None:
    """The Town Is My Big Top: the Villain controls the town square with more influence there than anyone."""
    boss = state.boss
    assert boss is not None
    mine = town.influence_at(state, boss.villain, TOWN_SQUARE)
    others = [town.influence_at(state, p, TOWN_SQUARE) for p in boss.hero_seats]
    return boss.villain if all(mine > n for n in others) else None


def stat(state: GameState, card: CardInst, name: str) -> list[tuple[int, str]]:
    """Loyal to the Circus (the Villain's drifters and Fearmongers dudes: upkeep -1), with play change 2."""
    out = boss_battle.stat(state, card, name)
    boss = state.boss
    if (name == "upkeep" and boss is not None and card.card.type == "dude" and card.controller == boss.villain
            and card.card.faction in ("Drifter", "Fearmongers")):
        out.append((-1, "Loyal to the Circus"))
    return out


def player_bonus(state: GameState, player: int, name: str) -> int:
    """Everything Up His Sleeves (the Villain discards up to one card per Hero at Nightfall), with play
    change 3."""
    boss = state.boss
    assert boss is not None
    extra = boss_battle.player_bonus(state, player, name)
    if name == "nightfall_discards" and player == boss.villain:
        extra += boss.heroes - 1      # the rule's one discard is already every player's
    return extra


def retarget(state: GameState, actor: int, uid: int, legal: list[int]) -> Flow[int]:
    """The Show Must Go On: an opposing effect targeting Ivor may target another of the Villain's dudes
    (while a shootout runs, one in the Villain's posse, whether Ivor is in it or not) that the effect
    could target (``legal``: RULINGS.md); the Villain chooses."""
    boss = state.boss
    assert boss is not None
    card = state.cards[uid]
    if actor == boss.villain or card.card.code != IVOR or card.controller != boss.villain:
        return uid
    so = state.shootout
    others = [d for d in state.dudes_in_play(boss.villain) if d.uid != uid and d.uid in legal
              and (so is None or (boss.villain in so.posses and d.uid in so.posses[boss.villain].dudes))]
    if not others:
        return uid
    options = [Option("keep", f"{card.title} stays the target", {"play": "keep"})]
    options += [Option(f"card:{d.uid}", f"{d.title} is the target instead", {"play": "retarget", "uid": d.uid,
                                                                             "card": d.title}) for d in others]
    answer = yield ask(boss.villain, "retarget", f"{state.players[boss.villain].name}: the show must go on: "
                       f"turn the effect from {card.title} to another of your dudes?", options)
    if answer.data["play"] == "keep":
        return uid
    actions.log(state, "scenario", f"The show must go on: {state.cards[answer.data['uid']].title} is targeted "
                f"instead of {card.title}", player=boss.villain, rule="show_must_go_on", uid=answer.data["uid"])
    return int(answer.data["uid"])


def ivor(state: GameState) -> CardInst | None:
    """The Villain's Ivor in play (None if he is not)."""
    uid = boss_battle.boss_in_play(state)
    return None if uid is None else state.cards[uid]


def phase_begun(state: GameState, phase: str) -> None:
    """Minor Server: as Upkeep begins, an Ivor not in play comes back (``minor_server``)."""
    if phase == "upkeep":
        minor_server(state)


def minor_server(state: GameState) -> None:
    """Minor Server: an Ivor not in play during Upkeep comes back from the Villain's deck, discard pile, Boot
    Hill or hand to the town square, booted and free (the deck is shuffled if it was searched). Checked as
    Upkeep begins and again as it ends, so an Ivor aced there for his unpaid upkeep is back before High Noon."""
    boss = state.boss
    if boss is None or ivor(state) is not None:
        return
    p = state.players[boss.villain]
    for pile, name in ((p.deck, "deck"), (p.discard, "discard pile"), (p.boot_hill, "Boot Hill"), (p.hand, "hand")):
        uid = next((u for u in pile if state.cards[u].card.code == IVOR), None)
        if uid is None:
            continue
        actions.put_dude_into_play(state, uid, TOWN_SQUARE, boss.villain, booted=True)
        actions.log(state, "scenario", f"Minor Server: {state.cards[uid].title} comes back from the {name} to the "
                    "town square, booted", player=boss.villain, rule="minor_server", uid=uid)
        actions.shuffle_deck(state, boss.villain)   # the deck was searched (in every case: it is looked through first)
        return


def showboating(state: GameState) -> None:
    """Showboating: Ivor unbooted in the town square at Sundown gains a victory point."""
    card = ivor(state)
    if card is not None and not card.booted and card.location == TOWN_SQUARE:
        actions.add_victory_points(state, card.uid, 1, "Showboating in the town square")


def scenario_win(state: GameState) -> tuple[int, str, int] | None:
    """The Showstopper's win conditions, as victory is checked."""
    boss = state.boss
    assert boss is not None
    points = boss_battle.boss_victory_points(state)
    if points >= boss_battle.BOSS_VP_TO_WIN:
        return boss.villain, "boss_victory_points", points
    buried = any(state.cards[u].card.code == IVOR for p in state.players for u in p.boot_hill)
    if buried and not wounds(state):
        return boss.hero_seats[0], "boss_buried", 0
    return None


def victory(state: GameState) -> Flow[None]:
    showboating(state)
    boss_battle.victory_check(state, scenario_win, standard=False)
    return
    yield


def phase_end(state: GameState, phase: str) -> Flow[None]:
    if phase == "upkeep":
        minor_server(state)
    boss_battle.phase_end(state, phase)
    return
    yield


VARIANT = Variant(name=NAME, title=TITLE, boss=IVOR, opening=opening, phase_begun=phase_begun, phase_end=phase_end,
                  victory=victory, stat=stat, player_bonus=player_bonus, town_square=town_square,
                  leaving_to=leaving_to, retarget=retarget, abilities=hero_abilities)


def register(rules: RuleSetBuilder) -> None:
    rules.variants[NAME] = VARIANT

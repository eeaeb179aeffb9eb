"""Read-only snapshots of the game for the outside world, whole or as one player may see it.

``snapshot(state, viewer=None)`` builds frozen views; with a viewer, the other players' hands and
unrevealed draw hands are ``HiddenCard`` entries that carry no identity (no uid, no title).
"""
from __future__ import annotations

from dataclasses import dataclass, field

from doomtown_tui.engine import boss_battle, stats, town
from doomtown_tui.engine.hands import poker_card
from doomtown_tui.engine.shootout import bonuses, rank_while_bonus
from doomtown_tui.engine.state import PLAY, CardInst, GameState


@dataclass(frozen=True)
class HiddenCard:
    """A face-down card: nothing about it is known."""

    hidden: bool = True


@dataclass(frozen=True)
class CardView:
    uid: int
    code: str
    title: str
    type: str
    owner: int
    controller: int
    zone: str
    location: str | None          # an attachment reports its host's location (``attached_to`` names the host)
    booted: bool
    bounty: int
    attachments: tuple[int, ...]
    attached_to: int | None
    value: int | None
    suit: str | None
    bullets: int | None
    shooter: str | None
    influence: int | None
    control: int | None
    production: int | None
    upkeep: int | None
    keywords: tuple[str, ...]
    text: str
    cost: int | None = None
    printed: dict[str, int | str | None] = field(default_factory=dict, compare=False)
    modifiers: dict[str, tuple[tuple[str, int], ...]] = field(default_factory=dict, compare=False)
    ghost_rock: int = 0     # ghost rock kept on the card (not bounty)
    location_uid: int | None = None          # extension: the location's uid (names can repeat); None on an attachment
    joker_as: tuple[int, str] | None = None  # extension: a declared Joker's value and suit
    victory_points: int = 0                  # extension (Boss Battle): victory points on the card (the Boss)


@dataclass(frozen=True)
class PlayerView:
    index: int
    name: str
    stash: int
    debt: int
    influence: int
    control: int
    hand: tuple[CardView | HiddenCard, ...]
    hand_size: int
    deck_size: int
    discard: tuple[CardView, ...]
    boot_hill: tuple[CardView, ...]
    draw_hand: tuple[CardView | HiddenCard, ...]
    outfit: CardView
    street: tuple[str, ...]
    street_uids: tuple[int, ...]
    out_of_town: tuple[str, ...]
    out_of_town_uids: tuple[int, ...]
    in_check: bool
    # extension (read-only, for the app's live hand rank): the visible draw-hand cards as the poker
    # evaluator sees them, (uid, value, suit) with (uid, 0, "") for a Joker; and the hand-rank
    # changes in force for this player, (reason, amount), "while" changes only while they hold
    draw_faces: tuple[tuple[int, int, str], ...] = ()
    hand_rank_mods: tuple[tuple[str, int], ...] = ()
    # extension (multiplayer rules): victory points scored so far (kept for good; 0 in a two-seat game)
    # and those scored at the last Sundown; the other seats clockwise from this one
    victory_points: int = 0
    scored_today: int = 0
    opponents: tuple[int, ...] = ()


@dataclass(frozen=True)
class PosseView:
    player: int
    dudes: tuple[int, ...]
    shooter: int | None
    stud_bonus: int
    draw_bonus: int


@dataclass(frozen=True)
class ShootoutView:
    location: str
    location_uid: int
    leader: int
    mark: int | None
    leader_player: int
    mark_player: int
    job: bool
    round: int
    posses: tuple[PosseView, ...]
    hands: dict[int, str]
    third_parties: tuple[tuple[int, int], ...] = ()   # extension (multiplayer): (player, the side they joined)


@dataclass(frozen=True)
class PullView:
    """The Automaton pull in progress: the card (label), its suit (S/H/D/C or ``joker``), the suit of
    the run being resolved and its step (1 move or call out, 2 play a card, 3 use an ability, 4
    recompense)."""

    label: str
    suit: str
    run: str
    step: int


@dataclass(frozen=True)
class AutomatonView:
    """The solo variant (extension): the Automaton's seat, archetype, twists, its pull in progress,
    how many pulls it has made, and recompense waiting on its locations (Delayed Recompense)."""

    seat: int
    archetype: str
    twists: tuple[str, ...]
    pull: PullView | None
    pulls: int
    recompense: tuple[tuple[str, int], ...]


@dataclass(frozen=True)
class EventView:
    """A Boss Battle event card as players typed it: title, side (``hero``/``villain``) and text."""

    title: str
    side: str
    text: str


@dataclass(frozen=True)
class BossBattleView:
    """The Boss Battle variant (extension; rulebook "Boss Battle! Variant"), all plain data:

    - ``scenario`` (``"showstopper"``) and ``title`` (``"Boss Battle: The Showstopper"``);
    - ``villain``: the Villain's seat; ``roles``: each seat's role, ``"hero"`` or ``"villain"``;
    - ``boss_uid``: the Boss's card while it is in play (Ivor Hawley), else None;
      ``boss_victory_points``: the victory points on it (also ``CardView.victory_points``);
      ``victory_points_to_win``: how many the Villain needs there (4 in the Showstopper);
    - ``hero_victory_points``: (seat, points) for each Hero: their own points (from events);
    - ``event_deck_used``: whether the game has an event deck; ``events_left``: cards not yet flipped;
      ``active_event``: the event in force this turn (None: none);
    - ``stud_bonus``: (seat, bonus) for each seat: the extra stud bonus its posses have today (the +1
      won at the last victory check, plus an active event's);
    - ``result``: why the game ended (a key: ``"boss_victory_points"``, ``"boss_buried"``,
      ``"hero_victory_points"``, ``"last_day"``, or None while it goes on); ``result_text`` says it
      in words, naming the winning side.
    """

    scenario: str
    title: str
    villain: int
    roles: tuple[str, ...]
    boss_uid: int | None
    boss_victory_points: int
    victory_points_to_win: int
    hero_victory_points: tuple[tuple[int, int], ...]
    event_deck_used: bool
    events_left: int
    active_event: EventView | None
    stud_bonus: tuple[tuple[int, int], ...]
    result: str | None
    result_text: str | None


@dataclass(frozen=True)
class StateView:
    players: tuple[PlayerView, ...]
    in_play: tuple[CardView, ...]
    day: int
    phase: str
    dealer: int
    shootout: ShootoutView | None
    over: bool
    winner: int | None
    locations: tuple[tuple[int, str], ...]
    controllers: dict[int, int | None]
    automaton: AutomatonView | None = None     # extension: the solo variant
    boss_battle: BossBattleView | None = None  # extension: the Boss Battle variant
    # extension (2 to 4 seats, multiplayer rules): every seat clockwise from the Dealer, who acts first
    # now (the Dealer, or the Leader of a shootout the Dealer is not in), and the victory points a
    # player needs to win (one per opponent; None in a two-seat game, which has no victory points)
    seat_order: tuple[int, ...] = ()
    first_to_act: int = 0
    points_to_win: int | None = None

    def card(self, uid: int) -> CardView:
        for card in self.in_play:
            if card.uid == uid:
                return card
        for p in self.players:
            for pile in (p.hand, p.discard, p.boot_hill, p.draw_hand):
                for shown in pile:
                    if isinstance(shown, CardView) and shown.uid == uid:
                        return shown
        raise KeyError(f"no visible card with uid {uid}")


NUMBERS = ("value", "bullets", "influence", "control", "production", "upkeep")


def card_view(state: GameState, inst: CardInst) -> CardView:
    card = inst.card
    in_play = inst.zone == PLAY
    current: dict[str, int | None] = {}
    modifiers: dict[str, tuple[tuple[str, int], ...]] = {}
    for stat in NUMBERS:
        printed = card.value if stat == "value" else getattr(card, stat)
        if in_play and card.type in ("dude", "deed"):
            _, changes, _ = stats.explain(state, inst, stat)
            current[stat] = stats.current(state, inst, stat) if (printed is not None or changes) else None
            if changes:
                modifiers[stat] = tuple(changes)
        else:
            current[stat] = printed
    if in_play and card.type == "dude":     # the upkeep the next Upkeep will charge (faction surcharge, effects)
        due = town.upkeep_due(state, inst)
        if due != current["upkeep"]:
            reason = _upkeep_reason(state, inst, due - (current["upkeep"] or 0))
            modifiers["upkeep"] = (*modifiers.get("upkeep", ()), reason)
            current["upkeep"] = due
    suit: str | None = card.suit
    if inst.shown_as is not None:    # a card effect made this draw-hand card count as another value and suit
        current["value"], suit = inst.shown_as
    shooter = stats.shooter(state, inst) if (in_play and card.type == "dude") else card.shooter
    controller = inst.controller
    if in_play and card.type == "deed":
        deed_controller = town.location_controller(state, inst.uid)
        assert deed_controller is not None   # only the town square (no card) has no controller
        controller = deed_controller
    return CardView(
        uid=inst.uid, code=card.code, title=card.title, type=card.type, owner=inst.owner,
        controller=controller, zone=inst.zone,
        location=_where(state, inst),
        booted=inst.booted, bounty=inst.bounty, attachments=tuple(inst.attachments), attached_to=inst.attached_to,
        value=current["value"], suit=suit, bullets=current["bullets"], shooter=shooter,
        influence=current["influence"], control=current["control"], production=current["production"],
        upkeep=current["upkeep"], keywords=stats.keywords(state, inst) if in_play else card.keywords, text=card.text,
        cost=card.cost,
        printed={s: (card.value if s == "value" else getattr(card, s)) for s in NUMBERS}
        | {"shooter": card.shooter, "suit": card.suit},
        modifiers=modifiers, ghost_rock=inst.ghost_rock, location_uid=inst.location, joker_as=inst.joker_as,
        victory_points=state.boss.boss_vp.get(inst.uid, 0) if state.boss is not None and in_play else 0,
    )


def _where(state: GameState, inst: CardInst) -> str | None:
    """The name of the location a card view reports (the contract: every card in play has one). An
    attachment stands nowhere itself: it reports its host's location (its host's host's, for a card on
    an attachment), while ``attached_to`` says what holds it and ``location_uid`` stays None."""
    seen = set()
    while inst.location is None and inst.attached_to is not None and inst.uid not in seen:
        seen.add(inst.uid)
        inst = state.cards[inst.attached_to]
    return state.location_name(inst.location) if inst.location is not None else None


def _upkeep_reason(state: GameState, dude: CardInst, delta: int) -> tuple[str, int]:
    """Why a dude's upkeep due differs from its current upkeep: an effect setting it, or another faction."""
    for eff in state.effects:
        if eff.target == dude.uid and eff.stat == "upkeep_due" and eff.set_to is not None:
            return (f"{eff.reason or 'effect'}: upkeep {eff.set_to} until after the next Upkeep", delta)
    return ("another faction's dude: + its influence", delta)


def _draw_faces(state: GameState, uids: list[int]) -> tuple[tuple[int, int, str], ...]:
    return tuple((uid, card.value, card.suit) for uid, card in ((u, poker_card(state, u)) for u in uids))


def _hand_rank_mods(state: GameState, player: int) -> tuple[tuple[str, int], ...]:
    out = [(eff.reason or "an effect", eff.amount) for eff in state.effects
           if eff.player == player and eff.stat == "hand_rank" and eff.amount]
    while_bonus = rank_while_bonus(state, player)
    if while_bonus:
        out.append(("while its condition holds", while_bonus))
    return tuple(out)


def draw_card_shown(state: GameState, uid: int) -> bool:
    """Does every seat see this card of a draw hand: the hands are revealed (a shootout's or the lowball's),
    or it is the Automaton's revealed draw bonus?"""
    so = state.shootout
    return ((so is not None and so.revealed) or state.lowball_shown
            or (state.automaton is not None and uid in state.automaton.revealed))


def secret_cards(state: GameState, seat: int) -> list[int]:
    """``seat``'s cards no other seat sees in its view: its hand, its starting-gang picks (chosen in secret)
    and its draw hand's cards not shown yet."""
    p = state.players[seat]
    return [*p.hand, *p.gang_pick, *(u for u in p.draw_hand if not draw_card_shown(state, u))]


def snapshot(state: GameState, viewer: int | None = None) -> StateView:
    players = []
    so = state.shootout
    standing = town.at_sundown(state)
    for p in state.players:
        mine = viewer is None or viewer == p.index
        hand = tuple(card_view(state, state.cards[u]) if mine else HiddenCard() for u in p.hand)
        draw = tuple(card_view(state, state.cards[u]) if (mine or draw_card_shown(state, u)) else HiddenCard()
                     for u in p.draw_hand)
        players.append(PlayerView(
            index=p.index, name=p.name, stash=p.stash, debt=p.debt,
            influence=standing[0][p.index], control=standing[1][p.index],   # as they will count at Sundown
            # a starting gang is chosen in secret: its picks count in the deck until both gangs are placed
            hand=hand, hand_size=len(p.hand), deck_size=len(p.deck) + (0 if mine else len(p.gang_pick)),
            discard=tuple(card_view(state, state.cards[u]) for u in p.discard),
            boot_hill=tuple(card_view(state, state.cards[u]) for u in p.boot_hill),
            draw_hand=draw, outfit=card_view(state, state.cards[p.outfit]),
            street=tuple(state.location_name(u) for u in p.street), street_uids=tuple(p.street),
            out_of_town=tuple(state.location_name(u) for u in p.out_of_town), out_of_town_uids=tuple(p.out_of_town),
            in_check=town.in_check(state, p.index, standing),
            draw_faces=_draw_faces(state, [c.uid for c in draw if isinstance(c, CardView)]),
            hand_rank_mods=_hand_rank_mods(state, p.index),
            victory_points=p.victory_points, scored_today=p.scored_today, opponents=tuple(state.opponents(p.index)),
        ))
    shootout = None
    if so is not None:
        posses = []
        for player, posse in so.posses.items():
            stud_bonus, draw_bonus = bonuses(state, player) if posse.shooter is not None else (0, 0)
            posses.append(PosseView(player, tuple(posse.dudes), posse.shooter, stud_bonus, draw_bonus))
        shootout = ShootoutView(
            location=state.location_name(so.location), location_uid=so.location, leader=so.leader, mark=so.mark,
            leader_player=so.leader_player, mark_player=so.mark_player, job=so.job, round=so.round,
            posses=tuple(posses), hands={p: h.describe() for p, h in so.hands.items()} if so.revealed else {},
            third_parties=tuple(so.allies.items()),
        )
    locations = tuple((loc, state.location_name(loc)) for loc in state.locations())
    a = state.automaton
    automaton = None
    if a is not None:
        pull = None if a.pull is None else PullView(a.pull.label, a.pull.suit, a.pull.run, a.pull.step)
        automaton = AutomatonView(a.seat, a.archetype, tuple(sorted(a.twists)), pull, a.pulls,
                                  tuple((state.location_name(loc), n) for loc, n in sorted(a.recompense.items())))
    return StateView(
        players=tuple(players),
        in_play=tuple(card_view(state, c) for c in state.in_play()),
        day=state.day, phase=state.phase, dealer=state.dealer, shootout=shootout, over=state.over,
        winner=state.winner, locations=locations,
        controllers={loc: town.location_controller(state, loc) for loc, _ in locations},
        automaton=automaton, boss_battle=_boss_view(state),
        seat_order=tuple(state.order_from_dealer()), first_to_act=state.first_to_act(),
        points_to_win=len(state.players) - 1 if len(state.players) > 2 else None,
    )


def _boss_view(state: GameState) -> BossBattleView | None:
    boss = state.boss
    if boss is None:
        return None
    variant = state.variant
    code = variant.boss if variant is not None else None
    boss_card = next((c for c in state.in_play() if c.card.code == code and c.controller == boss.villain), None)
    active = None if boss.active_event is None else boss.event_cards[boss.active_event]
    over = state.over and boss.result is not None
    return BossBattleView(
        scenario=boss.scenario, title=variant.title if variant is not None else boss.scenario,
        villain=boss.villain,
        roles=tuple("villain" if p == boss.villain else "hero" for p in range(len(state.players))),
        boss_uid=boss_card.uid if boss_card is not None else None,
        boss_victory_points=boss.boss_vp.get(boss_card.uid, 0) if boss_card is not None else 0,
        victory_points_to_win=boss_battle.BOSS_VP_TO_WIN,
        hero_victory_points=tuple((p, boss.hero_vp.get(p, 0)) for p in boss.hero_seats),
        event_deck_used=bool(boss.event_cards), events_left=len(boss.event_deck),
        active_event=None if active is None else EventView(active.title, active.side, active.text),
        stud_bonus=tuple((p, boss_battle.stud_bonus(state, p)) for p in range(len(state.players))),
        result=boss.result if over else None,
        result_text=boss_battle.result_text(state) if over else None,
    )

"""Boss Battle: The Showstopper, paragraph by paragraph (rulebook "Scenario: The Showstopper"), and the
Boss Battle play changes it uses (``engine/boss_battle.py``). Seat 0 is the Hero, seat 1 the Villain."""
from __future__ import annotations

import random

import pytest

from doomtown_tui import scenarios
from doomtown_tui.engine import boss_battle
from doomtown_tui.engine.deck import DeckError, load_deck
from doomtown_tui.engine.event_deck import EventDeckError, parse_event_deck
from doomtown_tui.engine.game import Game
from doomtown_tui.engine.state import TOWN_SQUARE
from doomtown_tui.engine.testing import scenario

IVOR = "Ivor Hawley (Exp.1)"
WOUND = "\"Open Wound\""
BOSS = {"boss_battle": {"scenario": "showstopper", "villain": 1}}
EVENTS = {"boss_battle": {"scenario": "showstopper", "villain": 1,
                          "event_deck": [{"title": "Test Rally", "side": "hero", "text": "ours", "victory_points": 2},
                                         {"title": "Test Parade", "side": "villain", "text": "ours", "stud_bonus": 1}]}}


def new_game(seed: int = 3, options: dict | None = None) -> Game:
    hero = load_deck("decks/law-dogs.txt")
    return Game.new([hero, scenarios.villain_deck("showstopper")], seed=seed, options=options or BOSS)


def answer(game: Game, kind: str, pick) -> None:
    """Play on, answering the first option, until a ``kind`` question; answer it with ``pick(options)``."""
    while game.decision is not None and game.decision.kind != kind:
        game.choose(game.decision.player, game.decision.options[0].id
                    if not game.decision.multi else [o.id for o in game.decision.options][:game.decision.min])
    assert game.decision is not None
    game.choose(game.decision.player, pick(game.decision.options))


def uid_of(game: Game, title: str, player: int | None = None) -> int:
    return next(c.uid for c in game.raw.cards.values() if c.title == title and (player is None or c.owner == player))


# --- set-up ----------------------------------------------------------------------------------------------
def test_setup_places_the_show_the_wounds_and_charges_the_right_total():
    game = new_game()
    answer(game, "boss_gang", lambda opts: next(o.id for o in opts if o.data["play"] == "marked_gang"))
    while game.decision is not None and game.decision.kind != "street_side":
        game.choose(game.decision.player, game.decision.options[-1].id if game.decision.kind == "starting_gang"
                    else game.decision.options[0].id)
    for _ in range(2):
        assert game.decision.kind == "street_side"
        game.choose(game.decision.player, "left")
    state = game.raw
    ivor = state.cards[uid_of(game, IVOR)]
    assert ivor.location == 0 and ivor.zone == "play"
    assert sorted(state.cards[u].title for u in ivor.attachments) == ["Corporeal Twist", "Soul Blast"]
    at_home = sorted(d.title for d in state.dudes_at(state.home_of(1), 1))
    assert at_home == ["Alan Campbell", "Pagliaccio", "Pagliaccio", "The Brute"]
    # 2 + 2 + 2 + 4 for the Abominations, Ivor 9 - 4 - 1 (treated as played from hand, the first Abomination
    # so for Encroaching Darkness), each Hex (1) 3 less: 0; out of 18
    show = next(e for e in state.events if e.kind == "scenario" and e.data.get("rule") == "setup")
    assert show.data["cost"] == 14
    paid = [e for e in state.events if e.kind == "ante" and e.data.get("player") == 1]
    assert state.players[1].stash == 18 - 14 - len(paid)
    wounds = [c for c in state.in_play() if c.title == WOUND]
    assert len(wounds) == 2 and all(w.owner == 1 for w in wounds)
    for player in (0, 1):   # each beside its home, left of it as chosen
        street = state.players[player].street
        assert state.cards[street[street.index(state.home_of(player)) - 1]].title == WOUND
    assert len(state.players[1].hand) == 5       # one Hero: no extra card for the Villain


def test_the_deck_check_takes_ivor_only_for_the_scenario():
    with pytest.raises(DeckError, match="Boss Battle scenario 'showstopper'"):
        load_deck("decks/boss-battle/showstopper-villain.txt")
    deck = load_deck("decks/boss-battle/showstopper-villain.txt", scenario="showstopper")
    assert IVOR in [c.title for c in deck.cards] and len(deck.cards) == 54


def test_ivor_is_accepted_only_in_the_villains_deck():
    from doomtown_tui.engine.game import parse_deck_text
    villain = scenarios.villain_deck("showstopper")
    # the Villain's cards under a Law Dogs outfit (no marked gang): another faction, so only Ivor is wrong
    text = villain.to_text().replace("Encroaching Darkness", "Law Dogs").replace(" *", "")
    hero = parse_deck_text(text, scenario="showstopper")
    with pytest.raises(ValueError, match="Boss Battle scenario"):
        Game.new([hero, villain], seed=1, options=BOSS)


def test_the_automaton_may_only_hold_the_villains_seat():
    with pytest.raises(ValueError, match="Villain"):
        new_game(options={**BOSS, "automaton": {"seat": 0}})


# --- the special job ---------------------------------------------------------------------------------------
def job_position(**extra):
    return scenario(options=BOSS, players=[
        dict(outfit="Law Dogs", at={WOUND: ["Tommy Harden"]}, **extra),
        dict(outfit="Encroaching Darkness", street_left=[WOUND], town_square=[IVOR], home=["The Brute"]),
    ])


def test_the_special_job_is_opposed_with_a_gunslinger_and_aces_the_wound_on_success():
    game = job_position()
    state = game.raw
    wound = uid_of(game, WOUND)
    job = next(o for o in game.decision.options if o.data.get("ability") == -1)
    game.choose(0, job.id)
    events = [e.kind for e in state.events]
    assert "oppose_job" not in [game.decision.kind]
    so = state.shootout
    assert so is not None and so.job
    villain_posse = [state.cards[u].title for u in so.posses[1].dudes]
    assert villain_posse[0] == "Gunslinger"
    gun = state.cards[so.posses[1].dudes[0]]
    assert gun.location == wound and gun.card.bullets == 2 and gun.card.shooter == "stud"
    assert "job" in events


def test_the_special_job_needs_an_open_wound_you_control():
    game = scenario(options=BOSS, players=[
        dict(outfit="Law Dogs", home=["Tommy Harden"]),
        dict(outfit="Encroaching Darkness", street_left=[WOUND], town_square=[IVOR])])
    assert not any(o.data.get("ability") == -1 for o in game.decision.options)


# --- the special rules -----------------------------------------------------------------------------------
def test_not_taking_chances_an_open_wound_goes_to_boot_hill_instead_of_the_discard_pile():
    from doomtown_tui.engine import actions
    game = job_position()
    wound = uid_of(game, WOUND)
    actions.discard_card(game.raw, wound, "test")
    assert game.raw.cards[wound].zone == "boot_hill"


def test_minor_server_ivor_is_aced_instead_of_discarded_and_comes_back_at_upkeep():
    from doomtown_tui.engine import actions
    game = scenario(options=BOSS, phase="production", players=[
        dict(outfit="Law Dogs", home=["Tommy Harden"]),
        dict(outfit="Encroaching Darkness", street_left=[WOUND], town_square=[IVOR])])
    ivor = uid_of(game, IVOR)
    actions.discard_card(game.raw, ivor, "test")
    assert game.raw.cards[ivor].zone == "boot_hill"
    actions.begin_phase(game.raw, "upkeep", "Upkeep")
    card = game.raw.cards[ivor]
    assert card.zone == "play" and card.location == 0 and card.booted


def test_minor_server_an_ivor_aced_for_unpaid_upkeep_is_back_before_high_noon():
    # the Villain cannot pay Ivor's upkeep (2 - 1 for Loyal to the Circus, with 0 GR): he is aced, and as he
    # is not in play during Upkeep he comes back to the town square, booted, before High Noon
    game = scenario(options=BOSS, phase="upkeep", players=[
        dict(outfit="Law Dogs", home=["Tommy Harden"], stash=5),
        dict(outfit="Encroaching Darkness", street_left=[WOUND], town_square=[IVOR], stash=0)])
    ivor = uid_of(game, IVOR)
    while game.decision.kind == "upkeep":
        d = game.decision
        pay = [o for o in d.options if o.data["play"] == "pay"]
        game.choose(d.player, (pay or d.options)[0].id)
    assert any(e.kind == "ace" and e.data.get("uid") == ivor for e in game.events)
    assert game.state.phase == "high_noon"
    card = game.raw.cards[ivor]
    assert (card.zone, card.location, card.booted) == ("play", TOWN_SQUARE, True)


def test_showboating_and_the_villains_win_at_four_victory_points():
    game = scenario(options=BOSS, phase="sundown", players=[
        dict(outfit="Law Dogs", home=["Tommy Harden"]),
        dict(outfit="Encroaching Darkness", street_left=[WOUND], town_square=[IVOR])])
    state = game.raw
    ivor = uid_of(game, IVOR)
    assert state.boss.boss_vp.get(ivor) == 1          # Showboating at this Sundown
    assert game.state.card(ivor).victory_points == 1
    assert game.state.boss_battle.boss_victory_points == 1 and not game.over
    game2 = scenario(options=BOSS, phase="sundown", players=[
        dict(outfit="Law Dogs", home=["Tommy Harden"]),
        dict(outfit="Encroaching Darkness", street_left=[WOUND], town_square=[IVOR], booted=[IVOR])])
    assert game2.raw.boss.boss_vp.get(uid_of(game2, IVOR), 0) == 0   # booted: no show


def test_four_victory_points_on_ivor_win_for_the_villain():
    from doomtown_tui.engine import actions
    game = scenario(options=BOSS, phase="high_noon", players=[
        dict(outfit="Law Dogs", home=["Tommy Harden"]),
        dict(outfit="Encroaching Darkness", street_left=[WOUND], town_square=[IVOR])])
    actions.add_victory_points(game.raw, uid_of(game, IVOR), 3, "test")
    while not game.over:
        game.choose(game.decision.player, game.decision.options[-1].id if game.decision.kind == "noon"
                    else game.decision.options[0].id)
        if game.raw.phase == "nightfall":
            break
    assert game.over and game.winner == 1
    assert game.state.boss_battle.result == "boss_victory_points"
    assert "4 victory points" in game.state.boss_battle.result_text


def test_the_heroes_win_with_ivor_in_boot_hill_and_no_open_wound_in_play():
    game = scenario(options=BOSS, phase="sundown", players=[
        dict(outfit="Law Dogs", home=["Tommy Harden"]),
        dict(outfit="Encroaching Darkness", boot_hill=[IVOR])])
    assert game.over and game.winner == 0 and game.state.boss_battle.result == "boss_buried"
    still = scenario(options=BOSS, phase="sundown", players=[
        dict(outfit="Law Dogs", home=["Tommy Harden"]),
        dict(outfit="Encroaching Darkness", street_left=[WOUND], boot_hill=[IVOR])])
    assert not still.over


def test_no_fifth_day_rule_in_the_showstopper_but_the_standard_one_is_there_for_other_scenarios():
    game = scenario(options=BOSS, phase="sundown", day=5, players=[
        dict(outfit="Law Dogs", home=["Tommy Harden"]),
        dict(outfit="Encroaching Darkness", street_left=[WOUND], booted=[IVOR], town_square=[IVOR])])
    assert not game.over          # the Showstopper states its own win conditions (RULINGS.md)
    noon = scenario(options=BOSS, day=5, players=[
        dict(outfit="Law Dogs", home=["Tommy Harden"]),
        dict(outfit="Encroaching Darkness", street_left=[WOUND], town_square=[IVOR])])
    assert boss_battle.standard_win(noon.raw) == (1, "last_day", 5)
    from doomtown_tui.engine import actions
    actions.add_hero_victory_points(noon.raw, 0, 3, "test")
    assert boss_battle.standard_win(noon.raw) == (0, "hero_victory_points", 3)


def test_a_normal_victory_gives_a_stud_bonus_for_the_next_day_instead_of_the_game():
    game = scenario(options=BOSS, phase="sundown", players=[
        dict(outfit="Law Dogs"),      # no dudes: the Villain's 1 control point (its Open Wound) beats 0 influence
        dict(outfit="Encroaching Darkness", street_left=[WOUND], boot_hill=[IVOR])])
    state = game.raw
    assert not game.over
    assert state.boss.stud_bonus == {1: 1} and state.boss.bonus_day == 2 and state.day == 2
    assert boss_battle.stud_bonus(state, 1) == 1 and boss_battle.stud_bonus(state, 0) == 0
    assert dict(game.state.boss_battle.stud_bonus) == {0: 0, 1: 1}


def test_the_town_is_my_big_top():
    from doomtown_tui.engine import town
    game = job_position()
    assert town.location_controller(game.raw, 0) == 1      # Ivor (3 influence) alone in the town square
    plain = scenario(players=[dict(outfit="Law Dogs"), dict(outfit="Encroaching Darkness", town_square=["The Brute"])])
    assert town.location_controller(plain.raw, 0) is None


def test_loyal_to_the_circus_lowers_the_villains_upkeep():
    from doomtown_tui.engine import town
    game = scenario(options=BOSS, players=[
        dict(outfit="Law Dogs", home=["Tommy Harden"]),
        dict(outfit="Encroaching Darkness", town_square=[IVOR], home=["Rattler Young 'Un"])])
    state = game.raw
    assert town.upkeep_due(state, state.cards[uid_of(game, IVOR)]) == 1      # 2 - 1
    assert town.upkeep_due(state, state.cards[uid_of(game, "Rattler Young 'Un")]) == 0   # drifter, 1 - 1
    tommy = state.cards[uid_of(game, "Tommy Harden")]
    assert town.upkeep_due(state, tommy) == tommy.card.upkeep      # the Hero's: unchanged


def test_the_play_changes_grow_with_the_heroes():
    assert [boss_battle.extra_production(n) for n in (1, 2, 3)] == [0, 1, 2]
    assert [boss_battle.extra_hand(n) for n in (1, 2, 3)] == [0, 1, 2]
    assert [boss_battle.applications(n, True) for n in (1, 2, 3)] == [1, 2, 3]
    assert boss_battle.applications(3, False) == 1
    assert not boss_battle.may_pay_per_hero(1) and boss_battle.may_pay_per_hero(2)


def test_the_show_must_go_on_lets_the_villain_shield_ivor():
    """The Villain may turn an opposing effect from Ivor to another of his dudes the effect could target."""
    from doomtown_tui.engine.abilities import Ctx
    from doomtown_tui.scenarios.showstopper import VP_DRAW, retarget
    game = job_position()
    state = game.raw
    ivor, brute = uid_of(game, IVOR), uid_of(game, "The Brute")
    flow = retarget(state, 0, ivor, [ivor, brute])
    question = next(flow)
    assert question.kind == "retarget" and question.player == 1
    assert [o.data.get("uid") for o in question.options if o.data["play"] == "retarget"] == [brute]
    with pytest.raises(StopIteration) as stop:
        flow.send(next(o for o in question.options if o.data.get("uid") == brute))
    assert stop.value.value == brute
    with pytest.raises(StopIteration) as alone:      # The Brute is no legal target here: no question, Ivor it is
        next(retarget(state, 0, ivor, [ivor]))
    assert alone.value.value == ivor
    own = retarget(state, 1, ivor, [ivor, brute])      # the Villain's own effect: no question
    with pytest.raises(StopIteration):
        next(own)
    assert VP_DRAW.costs[0].can(Ctx(state, 0, state.cards[state.home_of(0)], VP_DRAW)) is False


# --- events ---------------------------------------------------------------------------------------------
def test_events_flip_after_gamblin_and_their_points_and_bonus_count():
    game = new_game(options=EVENTS)
    state = game.raw
    while state.phase in ("setup", "gamblin") and game.decision is not None:
        game.choose(game.decision.player, game.decision.options[0].id if not game.decision.multi
                    else [o.id for o in game.decision.options][:game.decision.min])
    view = game.state.boss_battle
    assert view.active_event is not None and view.events_left == 1
    if view.active_event.title == "Test Rally":
        assert dict(view.hero_victory_points) == {0: 2}
    else:
        assert dict(view.stud_bonus)[1] == 1


def test_a_villain_events_points_go_on_ivor_and_the_event_is_removed_at_the_next_flip():
    """A villain event's 2 victory points go on the Boss (Ivor); at the next day's flip it is removed from the game
    and the hero event takes its place with 0 events left (rulebook Boss Battle play change 4)."""
    options = {"boss_battle": {"scenario": "showstopper", "villain": 1, "event_deck": [
        {"title": "Villain Boast", "side": "villain", "text": "x", "victory_points": 2},
        {"title": "Hero Rally", "side": "hero", "text": "y", "stud_bonus": 1}]}}
    game = scenario(options=options, phase="gamblin", players=[
        dict(outfit="Law Dogs", home=["Tommy Harden"]),
        dict(outfit="Encroaching Darkness", street_left=[WOUND], town_square=[IVOR])])

    def to_noon(day: int) -> None:
        while not (game.decision.kind == "noon" and game.state.day == day):
            d = game.decision
            game.choose(d.player, [o.id for o in d.options][:d.min] if d.multi else
                        next((o.id for o in d.options if o.data.get("play") in ("pay", "pass")), d.options[0].id))

    to_noon(1)
    view = game.state.boss_battle
    assert (view.active_event.title, view.events_left) == ("Villain Boast", 1)
    assert game.state.card(uid_of(game, IVOR)).victory_points == 2
    to_noon(2)
    view = game.state.boss_battle
    assert (view.active_event.title, view.events_left) == ("Hero Rally", 0)
    assert any(e.kind == "event_over" and "Villain Boast" in e.text for e in game.events)

def test_the_hero_noon_abilities_exist_only_with_an_event_deck():
    without = job_position()
    assert {o.data.get("ability") for o in without.decision.options} & {-2, -3} == set()
    game2 = scenario(options=EVENTS, phase="gamblin", players=[   # the deck's top event (2 Hero points) flips
        dict(outfit="Law Dogs", at={WOUND: ["Tommy Harden"]}),
        dict(outfit="Encroaching Darkness", street_left=[WOUND], town_square=[IVOR])])
    while not (game2.decision.kind == "noon" and game2.decision.player == 0):
        d = game2.decision
        game2.choose(d.player, [o.id for o in d.options][:d.min] if d.multi else
                     next((o.id for o in d.options if o.data.get("play") == "pay"), d.options[0].id))
    assert game2.raw.boss.hero_vp[0] == 2
    options = {o.data.get("ability"): o for o in game2.decision.options}
    assert -2 in options and -3 in options
    game2.choose(0, options[-2].id)
    assert game2.raw.boss.hero_vp[0] == 0
    assert game2.raw.cards[uid_of(game2, WOUND)].zone == "boot_hill"


def test_a_bad_event_deck_file_says_which_card_and_field():
    with pytest.raises(EventDeckError, match=r"event #1 .*side"):
        parse_event_deck('[[event]]\ntitle = "X"\nside = "both"\n')
    assert parse_event_deck("") == []


# --- whole games ------------------------------------------------------------------------------------------
def random_game(seed: int, days: int = 2, automaton: bool = False) -> Game:
    options = scenarios.options("showstopper", automaton=automaton)
    name = ["law-dogs", "outlaws", "anarchists", "entrepreneurs", "first-peoples"][seed % 5]
    hero = load_deck(f"decks/{name}.txt")
    game = Game.new([hero, scenarios.villain_deck("showstopper")], seed=seed, max_days=days, options=options)
    rng = random.Random(seed)
    from doomtown_tui.automaton import AutomatonAgent
    agent = AutomatonAgent()
    while game.decision is not None:
        d = game.decision
        if automaton and d.player == 1:
            game.choose(1, agent.choose(game, d))
        elif d.multi:
            game.choose(d.player, [o.id for o in rng.sample(d.options, rng.randint(d.min, d.max))])
        else:
            game.choose(d.player, rng.choice(d.options).id)
        invariants(game)
    return game


def invariants(game: Game) -> None:
    state = game.raw
    for p in state.players:
        assert p.stash >= 0
        for pile in (p.deck, p.hand, p.discard, p.boot_hill):
            assert len(pile) == len(set(pile))
    # the scenario's Open Wounds (a Hero's deck may hold its own): Not Taking Chances
    wounds = [c for c in state.cards.values() if c.title == WOUND and c.owner == 1]
    assert all(c.zone in ("play", "boot_hill", "removed") for c in wounds)
    assert all(c.zone != "discard" for c in state.cards.values() if c.title == IVOR)   # Minor Server
    assert all(v >= 0 for v in state.boss.boss_vp.values())


@pytest.mark.parametrize("seed", range(100))
def test_fuzz_showstopper_games_keep_the_invariants(seed):
    game = random_game(seed, days=2, automaton=seed % 4 == 0)
    assert game.over


def test_a_showstopper_game_saves_and_loads_in_the_middle():
    game = new_game(seed=11)
    rng = random.Random(11)
    for _ in range(60):
        d = game.decision
        game.choose(d.player, [o.id for o in d.options][:d.min] if d.multi else rng.choice(d.options).id)
    loaded = Game.from_json(game.to_json())
    assert loaded.digest() == game.digest()
    assert loaded.state.boss_battle == game.state.boss_battle
    assert [o.id for o in loaded.decision.options] == [o.id for o in game.decision.options]


def test_the_save_digest_covers_the_boss_battles_own_state():
    """Victory points live in the Boss Battle's state, not on a card's fields: a save whose replay
    ended with other points than were saved must not pass its digest."""
    game = new_game(seed=11)
    before = game.digest()
    saved = game.to_json()
    boss = game.raw.boss
    boss.boss_vp[next(iter(boss.boss_vp), 0)] = 3   # tamper (outside the engine)
    assert game.digest() != before
    assert Game.from_json(saved).digest() == before


# --- the Automaton as the Villain: the Showstopper modification ---------------------------------------
def test_the_automaton_villain_never_moves_ivor_out_of_the_town_square():
    """Its step-1 moves and its posses leave the Boss in the town square (where Showboating pays his
    victory points): against random Heroes, seed 4's Automaton wins on Ivor's points."""
    from doomtown_tui.automaton import AutomatonAgent
    from doomtown_tui.automaton.destinations import allowed

    game = new_game(seed=4, options=scenarios.options("showstopper", automaton=True))
    agent, rng = AutomatonAgent(), random.Random(4)
    stayed = refused = 0
    while game.decision is not None:
        d = game.decision
        if d.player != 1:
            game.choose(d.player, rng.choice(d.options).id if not d.multi else [o.id for o in d.options][:d.min])
            continue
        ivor = boss_battle.boss_in_play(game.raw)
        in_square = ivor is not None and game.raw.cards[ivor].location == TOWN_SQUARE
        if in_square and d.kind == "automaton_move":
            away = [o.data["to_uid"] for o in d.options if o.data.get("play") == "move" and o.data["uid"] == ivor]
            refused += len(away)
            assert not any(allowed(game.raw, 1, ivor, to) for to in away)
        game.choose(1, agent.choose(game, d))
        if in_square and d.kind in ("automaton_move", "join_posse"):
            stayed += 1
            assert game.raw.cards[ivor].location == TOWN_SQUARE, (d.kind, game.raw.day)
    assert stayed >= 5 and refused >= 1
    assert game.view(0).boss_battle.result == "boss_victory_points"


def test_a_villain_deck_without_ivor_is_refused_before_the_first_question():
    with pytest.raises(ValueError, match=r"the Villain's deck must hold Ivor Hawley \(Exp\.1\): "
                                         r"Boss Battle: The Showstopper puts him into play at the start"):
        Game.new([load_deck("decks/law-dogs.txt"), load_deck("decks/fearmongers.txt")], seed=1, options=BOSS)


def test_the_show_must_go_on_in_a_shootout_offers_only_dudes_of_the_villains_posse():
    """Even with Ivor himself outside the posse (he stays in the town square), during a shootout the effect
    may only be turned to a dude in the Villain's posse: the job's Gunslinger, not The Brute at home."""
    from doomtown_tui.scenarios.showstopper import retarget
    game = job_position()
    state = game.raw
    game.choose(0, next(o for o in game.decision.options if o.data.get("ability") == -1).id)
    so = state.shootout
    assert so is not None and so.in_posse(uid_of(game, IVOR)) is None
    ivor, brute, gun = uid_of(game, IVOR), uid_of(game, "The Brute"), so.posses[1].dudes[0]
    assert so.in_posse(brute) is None and state.cards[gun].title == "Gunslinger"
    question = next(retarget(state, 0, ivor, [ivor, brute, gun]))
    assert [o.data.get("uid") for o in question.options if o.data["play"] == "retarget"] == [gun]


def test_the_simulator_rates_the_co_op_game_with_the_heros_bragging_rights():
    """Co-op play is the Automaton as a Boss Battle's Villain; Bragging Rights rate solo and co-op games,
    so the Hero (seat 0) gets a score against the Villain."""
    import statistics

    from doomtown_tui.sim import play_one, simulate, starter_decks
    summary = simulate(2, seed=5, agents=("random", "automaton"), max_days=3, scenario="showstopper")
    assert summary["errors"] == [] and summary["scenario"] == "showstopper"
    villain = scenarios.villain_deck("showstopper")
    heroes = [play_one(5 + i, [summary_deck, villain], ("random", "automaton"), 3, (), "showstopper")
              for i, summary_deck in enumerate(starter_decks()[:2])]
    scores = [r.score for r in heroes]
    assert all(isinstance(s, int) for s in scores)
    assert summary["mean_bragging_rights"] == round(statistics.fmean(scores), 1)


# the Hero's legal high card against the Villain's cheatin' two pair, at the Resolution step
CHEATING_VILLAIN = dict(step="resolution", hands=[
    ["Tommy Harden", "Yan Li's Tailoring", "Nickel Night Inn", "Hattie DeLorre", "Pat's Perch"],
    ["Roan", "Roan", "Tusk", "Soul Cage", "Bobo"]])


def _ivor_in_a_shootout(card: str, **shootout):
    return scenario(options=BOSS, players=[
        dict(outfit="Law Dogs", town_square=["Tommy Harden"], hand=[card]),
        dict(outfit="Encroaching Darkness", street_left=[WOUND], town_square=[IVOR, "The Brute"])],
        shootout=dict(posses=[["Tommy Harden"], [IVOR, "The Brute"]], **shootout))


def test_the_show_must_go_on_covers_a_dude_an_effect_picks_as_it_resolves():
    """Faster on the Draw picks its "one opposing dude" while it resolves, not as a declared target: Ivor picked
    that way is still targeted by an opposing effect, so the Villain may hand the -2 bullets to The Brute."""
    from tests.cards.helpers import card_named, option, play
    game = _ivor_in_a_shootout("Faster on the Draw")
    ivor_bullets = card_named(game, IVOR).bullets
    play(game, play="ability", card="Faster on the Draw")
    game.choose(0, option(game, uid=uid_of(game, IVOR)))
    assert (game.decision.kind, game.decision.player) == ("retarget", 1)
    play(game, play="retarget", card="The Brute")
    assert card_named(game, IVOR).bullets == ivor_bullets == 2
    assert "bullets" not in card_named(game, IVOR).modifiers
    assert card_named(game, "The Brute").modifiers["bullets"] == (("Faster on the Draw", -2),)


def test_the_show_must_go_on_against_coachwhip_picked_by_a_legal_hand():
    """Coachwhip!: with a legal hand of its own the Hero picks which of the cheater's dudes is aced; picking Ivor
    lets the Villain turn it to another dude of his posse."""
    from tests.cards.helpers import card_named, option, play
    game = _ivor_in_a_shootout("Coachwhip!", **CHEATING_VILLAIN)
    play(game, play="ability", card="Coachwhip!")
    game.choose(0, [option(game, uid=uid_of(game, IVOR))])
    assert (game.decision.kind, game.decision.player) == ("retarget", 1)
    play(game, play="retarget", card="The Brute")
    assert card_named(game, IVOR).zone == "play"
    assert "The Brute" in [c.title for c in game.state.players[1].boot_hill]


def test_each_faction_is_picked_once():
    """Rulebook "Prepare the Decks": a Fearmongers Hero against the Fearmongers Villain is refused, and the simulator
    seats no starter Hero of the Villain's faction."""
    from doomtown_tui.sim import simulate
    with pytest.raises(ValueError, match="each faction once: seats 1 and 2 both play Fearmongers"):
        Game.new([load_deck("decks/fearmongers.txt"), scenarios.villain_deck("showstopper")], seed=1, options=BOSS)
    Game.new([load_deck("decks/fearmongers.txt"), load_deck("decks/fearmongers.txt")], seed=1)   # a normal game may
    summary = simulate(6, seed=1, max_days=1, scenario="showstopper")     # every starter deck's turn as the Hero
    assert summary["games"] == 6 and summary["errors"] == []


def test_the_show_must_go_on_against_la_quema_and_flight_of_the_lepus():
    """La Quema's "boot an opposing dude" and Flight of the Lepus's targets are picked as the effect resolves:
    Ivor picked either way lets the Villain turn the effect to The Brute."""
    from tests.cards.helpers import card_named, option, play
    game = scenario(options=BOSS, players=[
        dict(outfit="Law Dogs", town_square=["Tommy Harden"], home=["Rob Wilby"], attach={"Rob Wilby": ["La Quema"]}),
        dict(outfit="Encroaching Darkness", street_left=[WOUND], town_square=[IVOR, "The Brute"])],
        shootout=dict(posses=[["Tommy Harden"], [IVOR, "The Brute"]]))
    play(game, play="ability", card="La Quema")
    play(game, play="boot", card=IVOR)
    assert (game.decision.kind, game.decision.player) == ("retarget", 1)
    play(game, play="retarget", card="The Brute")
    assert (card_named(game, IVOR).booted, card_named(game, "The Brute").booted) == (False, True)

    game = _ivor_in_a_shootout("Flight of the Lepus", **CHEATING_VILLAIN)
    play(game, play="ability", card="Flight of the Lepus")
    game.choose(0, [option(game, uid=uid_of(game, IVOR))])
    assert (game.decision.kind, game.decision.player) == ("retarget", 1)
    play(game, play="retarget", card="The Brute")
    assert card_named(game, IVOR).location == "Town Square"
    assert card_named(game, "The Brute").location == "Encroaching Darkness"


def test_sim_takes_the_heros_deck_alone_with_a_scenario(capsys):
    """``doomtown sim --scenario showstopper --decks HERO``: the help's one deck, the Hero's; a Hero of the Villain's
    faction is refused in words."""
    import json

    from doomtown_tui.cli import main
    assert main(["sim", "--scenario", "showstopper", "--decks", "law-dogs", "--games", "1", "--max-days", "1"]) == 0
    assert json.loads(capsys.readouterr().out)["games"] == 1
    assert main(["sim", "--scenario", "showstopper", "--decks", "law-dogs,outlaws"]) == 2
    assert "takes the Hero's deck alone, not 2 decks" in capsys.readouterr().out
    assert main(["sim", "--scenario", "showstopper", "--decks", "fearmongers", "--max-days", "1"]) == 2
    assert "seats 1 and 2 both play Fearmongers" in capsys.readouterr().out


def test_the_show_must_go_on_against_buckin_billy_ballards_boot():
    """At Noon Billy's "boot a dude here" picked as it resolves: Ivor picked, the Villain may have The Brute, in the
    town square too, booted instead (no posse to keep to outside a shootout)."""
    from tests.cards.helpers import card_named, play
    game = scenario(options=BOSS, phase="high_noon", dealer=0, players=[
        dict(outfit="Farnum's Consortium", town_square=["Buckin' Billy Ballard"],
             attach={"Buckin' Billy Ballard": ["Mustang"]}),
        dict(outfit="Encroaching Darkness", street_left=[WOUND], town_square=[IVOR, "The Brute"])])
    play(game, play="ability", card="Buckin' Billy Ballard")
    play(game, play="boot")
    play(game, play="boot", card=IVOR)
    assert (game.decision.kind, game.decision.player) == ("retarget", 1)
    play(game, play="retarget", card="The Brute")
    assert (card_named(game, IVOR).booted, card_named(game, "The Brute").booted) == (False, True)


def test_the_show_must_go_on_leaves_the_villains_own_pick_alone():
    """Coachwhip! with the Hero's hand cheatin' too: the cheater (the Villain) picks which of his dudes is aced;
    his own pick of Ivor is no opposing target, so he is not asked again."""
    from tests.cards.helpers import card_named, option, play
    game = _ivor_in_a_shootout("Coachwhip!", step="resolution", hands=[
        ["Tommy Harden", "Tommy Harden", "Nickel Night Inn", "Hattie DeLorre", "Pat's Perch"],
        ["Roan", "Roan", "Tusk", "Soul Cage", "Bobo"]])
    play(game, play="ability", card="Coachwhip!")
    assert (game.decision.kind, game.decision.player) == ("target", 1)
    game.choose(1, [option(game, uid=uid_of(game, IVOR))])
    assert game.decision is None or game.decision.kind != "retarget"
    assert IVOR in [c.title for c in game.state.players[1].boot_hill]
    assert card_named(game, "The Brute").zone == "play"

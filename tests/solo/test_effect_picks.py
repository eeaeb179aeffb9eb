"""The Automaton's picks inside card effects that the other solo tests do not reach: another player's effect
on its cards, a job's mark that is a deed, Combos, a job whose posse needs more, the Villain's show and jobs,
and cards brought back from Boot Hill, each through a real position (spec ../shared/design/automaton.md)."""
from __future__ import annotations

from doomtown_tui import scenarios
from doomtown_tui.automaton.priorities import Choice
from doomtown_tui.engine.deck import load_deck
from doomtown_tui.engine.game import Game, parse_deck_text
from doomtown_tui.engine.testing import scenario
from tests.cards.helpers import FILLER, cards, play, uid_of
from tests.solo.helpers import A, H, answer, data_of, drive, solo


def test_california_tax_office_unpayable_upkeep_goes_to_targets_least_harmful():
    """H's California Tax Office on A's José Morales (upkeep 1) with A's stash 0: A is asked ``upkeep`` with only
    a discard. Spec §4.4.3: pay if offered, else discard; another player's effect on its card: the least
    harmful pick."""
    game = solo(dealer=H, players=[
        dict(outfit="Law Dogs", street_left=["California Tax Office"], home=["Rob Wilby"]),
        dict(outfit="The Sloane Gang", stash=0, home=["Jos\u00e9 Morales"]),
    ])
    play(game, play="ability", card="California Tax Office")
    d = game.decision
    assert d.player == A and d.kind == "upkeep"
    assert [o.data["play"] for o in d.options] == ["discard"]
    choice = answer(game)
    assert data_of(game, choice)["card"] == "Jos\u00e9 Morales"
    assert "least harmful to it" in choice.reason


def test_california_tax_office_payable_upkeep_is_paid():
    """Same with 5 GR: the Paying reflex [RB Paying] pays."""
    game = solo(dealer=H, players=[
        dict(outfit="Law Dogs", street_left=["California Tax Office"], home=["Rob Wilby"]),
        dict(outfit="The Sloane Gang", stash=5, home=["Jos\u00e9 Morales"]),
    ])
    play(game, play="ability", card="California Tax Office")
    choice = answer(game)
    assert data_of(game, choice)["play"] == "pay"


MA = '"Ma" Florence Aims'


def _jaels_guile_against_the_automaton():
    """H's Jael's Guile (Cheatin' Resolution: the cheater twice boots or discards a dude of its posse) against A's
    cheatin' hand. A's posse: "Ma" Florence Aims (draw 3, influence 0 (no bounty), cost 4, no ability) and Bobo
    (stud, influence 1, cost 1, no ability)."""
    game = solo(dealer=H, players=[
        dict(outfit="Law Dogs", town_square=["Clint Ramsey"], attach={"Clint Ramsey": ["Jael's Guile"]}, stash=5,
             deck=cards("2H 5D 9C JH KD " + FILLER)),
        dict(outfit="The Sloane Gang", stash=0, town_square=[MA, "Bobo"],
             deck=cards("3H 9H 9H 9D 9C 2D 3S 4S " + FILLER)),
    ], shootout=dict(posses=[["Clint Ramsey"], [MA, "Bobo"]], shooters=["Clint Ramsey", MA]))
    drive(game, "resolution", player=H)
    assert A in game.raw.cheatin
    play(game, play="ability", card="Jael's Guile")
    assert game.decision.player == A and game.decision.kind == "target"
    return game


def test_jaels_guile_first_pick_uses_the_own_penalty_order_not_the_cost_order():
    """Spec §4.11 (second paragraph): when H's Cheatin' Resolution makes A boot one of its dudes, the own
    (reversed) column of the Penalty row applies [RB 1738]: {not stopped from an ability}, {not a stud},
    {no influence}, lowest bullets -> Ma (a draw, no influence). (The Leaving-play own row [RB 1728] would also
    give Ma: lowest influence.) A boot another player's effect asks is no cost of its own (cheapest first)."""
    game = _jaels_guile_against_the_automaton()
    choice = answer(game)
    picked = data_of(game, choice)
    assert (picked["play"], picked["card"]) == ("boot", MA), choice


def test_jaels_guile_never_discards_a_dude_when_it_may_boot_one():
    """After the first punishment booted Ma (its own first answer), the second offers: discard Ma, boot Bobo,
    discard Bobo. The least harmful pick (spec §4.11: the penalty/own tables; Effect Priorities [RB 1711-1718]
    rank leaving play above booting) is a boot, of the one dude left unbooted: both stay in play, booted."""
    game = _jaels_guile_against_the_automaton()
    game.choose(A, answer(game).answer)            # its own first answer (boots Ma)
    assert [(o.data["play"], o.data["card"]) for o in game.decision.options] == [
        ("discard", MA), ("boot", "Bobo"), ("discard", "Bobo")]
    choice = answer(game)
    assert (data_of(game, choice)["play"], data_of(game, choice)["card"]) == ("boot", "Bobo"), choice
    game.choose(A, choice.answer)
    assert all(game.raw.cards[uid_of(game, t)].booted and game.raw.cards[uid_of(game, t)].zone == "play"
               for t in (MA, "Bobo"))


def test_establishin_whos_in_charge_marks_the_deed_with_most_cp_then_production():
    """Spec §4.11 location/mark row, HR-27: a job's location mark by highest CP, then highest production, then T.
    Candidates: H's Sherman Mortgage (CP 1, prod 1), H's Dead Dog Tavern (CP 1, prod 2), A's General Store
    (CP 1, prod 1): Dead Dog Tavern. (Questionable reading noted in the report: the job gives the marked deed a
    permanent CP, and HR-27 hands it to H's deed.)"""
    est = "Establishin' Who's in Charge"
    game = solo(dealer=A, players=[
        dict(outfit="Law Dogs", home=["Hattie DeLorre"], street_left=["Sherman Mortgage", "Dead Dog Tavern"]),
        dict(outfit="The Sloane Gang", booted=["The Sloane Gang"], stash=1, home=["Tommy Harden"],
             street_left=["General Store"], deck_top=[est]),
    ])
    assert game.decision.kind == "automaton_move"
    game.choose(A, "none")
    assert answer(game).reason.startswith(f"play {est}")
    game.choose(A, answer(game).answer)
    d = game.decision
    assert d.kind == "target" and {o.data["play"] for o in d.options} == {"mark"}
    choice = answer(game)
    assert data_of(game, choice)["card"] == "Dead Dog Tavern" and "most production" in choice.reason


def test_combo_between_two_hand_cards_takes_the_right_most():
    """Spec §4.21 (HR-35, [RB 1601]): fewest of its suit and value in play (both 0), the discard pile first (neither),
    then nearest the top / right-most in hand (the oldest), before T (which would take Crushing Inevitability, value
    10). Tried both hand orders."""
    emre = "Emre, The Turkish Bear (Exp.1)"
    for older, newer in (("Zhu's Ferocity", "Crushing Inevitability"), ("Crushing Inevitability", "Zhu's Ferocity")):
        game = solo(dealer=A, players=[
            dict(outfit="Encroaching Darkness", town_square=["Alan Campbell"]),
            dict(outfit="108 Gracious Gifts", booted=["108 Gracious Gifts"], stash=0, town_square=[emre],
                 hand=["Raking Dragons", older, newer], deck_top=["Tin Star", "Ambush", *cards("6S 4H 5H 7D 8C 9S")]),
        ])
        drive(game, "noon", player=H)
        play(game, play="callout", card="Alan Campbell", target_card=emre)
        drive(game, "combo")
        assert {o.data.get("card") for o in game.decision.options if o.data["play"] == "combo"} == {older, newer}
        choice = answer(game)
        assert data_of(game, choice)["card"] == older and "nearest the top of its pile" in choice.reason


TOTEM, DEED, NEXT = "Mother Bear's Rage", "Surveyor's Office", "Mount Moriah Cemetery"


def _mother_bears_rage():
    """A ♥ pull (Tin Star, unaffordable) reaches step 3, ♥ group first: A's Mother Bear's Rage (Totem at its
    Surveyor's Office, Enapay the Shaman there). H has Zachary Deloria (stud 0, influence 0, cost 4) and Ike Clanton
    (draw 0, influence 2, cost 4) at Surveyor's Office and Rob Wilby next door at Mount Moriah Cemetery (A's).
    Step 1 is answered 'none' so Enapay stays."""
    game = solo(dealer=A, players=[
        dict(outfit="The Sloane Gang", at={DEED: ["Zachary Deloria", "Ike Clanton"], NEXT: ["Rob Wilby"]}),
        dict(outfit="The Spiritual Society", booted=["The Spiritual Society"], stash=0, street_right=[DEED, NEXT],
             at={DEED: ["Enapay"]}, attach={DEED: [TOTEM]}, deck_top=["Tin Star", *cards("4H 5H 6H")]),
    ])
    assert game.decision.kind == "automaton_move"
    game.choose(A, "none")
    choice = answer(game)
    assert game.decision.kind == "automaton_ability" and data_of(game, choice)["card"] == TOTEM
    game.choose(A, choice.answer)
    return game


def test_mother_bears_rage_token_enters_where_the_runs_rule_sends_it():
    """Spec §5.2 Entering play (HR-38): where the run's step-1 rule would move a dude. ♥ invade: no opposing deed
    offered, so as for ♠: no town square offered, so T (deeds, highest value): Surveyor's Office (9) over Mount
    Moriah Cemetery (6)."""
    game = _mother_bears_rage()
    d = game.decision
    assert d.kind == "target" and all("mover" not in o.data for o in d.options)
    choice = answer(game)
    assert data_of(game, choice)["to"] == DEED and "as for \u2660" in choice.reason


def test_mother_bears_rage_callout_mark_follows_opposing_mark():
    """The token "calls out a dude there": the mark of a callout is chosen by Opposing Mark [RB 1736; spec §5.2
    'Opposing mark (callouts, jobs against dudes)', §5.3 'callout: mark: Opposing mark']: highest CP (0 both), then
    highest influence -> Ike Clanton (2), not the Penalty order's stud Zachary Deloria."""
    game = _mother_bears_rage()
    game.choose(A, answer(game).answer)          # the place (Surveyor's Office)
    d = game.decision
    assert {o.data["card"] for o in d.options} == {"Zachary Deloria", "Ike Clanton"}
    choice = answer(game)
    assert [d.option(i).data["card"] for i in choice.answer] == ["Ike Clanton"], choice


def test_kidnappin_adds_the_best_further_dude_until_the_requirement_is_met():
    """Kidnappin' (posse needs more total bullets than the mark) on Bass Reeves (4 bullets), all in the town square.
    Leader Allie Hensman (2, most bullets), planned two (Posse priority [RB 1742]): Rob Wilby (least influence),
    Drew Beauman (a Resolution ability) -> 4 bullets, not enough. Spec §4.13 / HR-30: add the best further dudes
    until Done is offered: one more, by the Posse priority (most bullets: not Walter Jameson (0); then T, highest
    value: Lawrence Blackwood (3) over Philip Swinford (2)); then Done."""
    game = solo(dealer=A, players=[
        dict(outfit="Law Dogs", town_square=["Bass Reeves"]),
        dict(outfit="The Sloane Gang", booted=["The Sloane Gang"], stash=0,
             town_square=["Allie Hensman", "Rob Wilby", "Philip Swinford", "Drew Beauman", "Lawrence Blackwood",
                          "Walter Jameson"], deck_top=["Kidnappin'"]),
    ])
    game.choose(A, "none")
    forced: list[Choice] = []
    while game.decision.player == A:
        d = game.decision
        choice = answer(game)
        if d.kind == "join_posse" and not any(o.data["play"] == "done" for o in d.options):
            forced.append(choice)
            assert data_of(game, choice)["card"] == "Lawrence Blackwood"
            assert "joins to meet the job's requirement" in choice.reason
        game.choose(A, choice.answer)
    assert len(forced) == 1
    posse = [game.raw.cards[u].title for u in game.raw.shootout.posses[A].dudes]
    assert posse == ["Allie Hensman", "Rob Wilby", "Drew Beauman", "Lawrence Blackwood"]


IVOR = "Ivor Hawley (Exp.1)"
BOSS_SOLO = {"boss_battle": {"scenario": "showstopper", "villain": 1}, "automaton": {"seat": 1}}


def test_villain_deck_without_a_marked_show_picks_in_the_decks_order():
    """RULINGS.md (The Villain's set-up): the show is the deck's marked dudes, or chosen one at
    a time; agent docstring: else the deck's order. With the marks stripped from the Villain deck, the Automaton
    takes the first option each time and completes a legal show (Ivor, four Abominations, two Hexes)."""
    villain = parse_deck_text(scenarios.villain_deck("showstopper").to_text().replace(" *", ""), scenario="showstopper")
    game = Game.new([load_deck("decks/law-dogs.txt"), villain], seed=3,
                    options=scenarios.options("showstopper", automaton=True))
    picks = 0
    while game.decision.kind != "street_side":
        d = game.decision
        if d.kind == "boss_gang":
            assert not any(o.data["play"] == "marked_gang" for o in d.options)
            choice = answer(game)
            assert choice.answer == d.options[0].id and choice.reason.endswith("(the deck's order)")
            picks += 1
            game.choose(A, choice.answer)
        else:
            game.choose(d.player, d.options[-1].id if d.kind == "starting_gang" else d.options[0].id)
    st = game.raw
    show = [c for c in st.in_play() if c.owner == A and c.card.type in ("dude", "spell")]
    assert picks == 6 and sum(c.card.type == "spell" for c in show) == 2 and len(show) == 7


def test_villains_job_takes_ivor_only_when_its_posse_requirement_needs_him():
    """The Villain's Kidnappin' on Clint Ramsey (2 bullets) at H's Dead Dog Tavern,
    led by The Brute (1 bullet; RULINGS: never Ivor while another dude can lead). Ivor is offered with Done at the
    leader's location: he stays (RULINGS: the Boss stays in the town square). At the next step Done is gone (only
    Ivor can meet 'more bullets than the mark'): he joins (RULINGS: it adapts whom it picks, never whether it plays)."""
    game = scenario(dealer=A, options=BOSS_SOLO, players=[
        dict(outfit="Law Dogs", home=["Tommy Harden"], street_left=["Dead Dog Tavern"],
             at={"Dead Dog Tavern": ["Clint Ramsey"]}),
        dict(outfit="Encroaching Darkness", booted=["Encroaching Darkness"], town_square=[IVOR, "The Brute"], stash=0,
             deck_top=["Kidnappin'"]),
    ])
    game.choose(A, "none")
    seen: list[tuple[str, Choice]] = []
    while game.decision.player == A:
        d = game.decision
        choice = answer(game)
        seen.append((d.kind, choice))
        game.choose(A, choice.answer)
    joins = [c for k, c in seen if k == "join_posse"]
    assert joins[0].answer == "done" and "Boss stays" in joins[0].reason
    assert "joins to meet the job's requirement" in joins[1].reason
    assert [game.raw.cards[u].title for u in game.raw.shootout.posses[A].dudes] == ["The Brute", IVOR]


def test_ivors_react_brings_cards_back_from_boot_hill():
    """The Villain recruits Ivor on a ♠ pull; his React (always used [RB 1705]) lets it bring
    up to two Hexes or Abominations back from its Boot Hill, 3 GR cheaper (Alan Campbell 1 GR, Soul Blast 0 GR;
    2 GR left). Using an ability that changes nothing is not done [RB 1599]; cards played from a pile are chosen
    by fewest in play, nearest the top [RB 1601]; spec §4.11 multi-pick: as many as allowed for a bonus to its own
    cards (HR-24): both."""
    game = scenario(dealer=A, options=BOSS_SOLO, players=[
        dict(outfit="Law Dogs", home=["Tommy Harden"]),
        dict(outfit="Encroaching Darkness", booted=["Encroaching Darkness"], home=["The Brute"], stash=8,
             hand=[IVOR], boot_hill=["Alan Campbell", "Soul Blast"], deck_top=["Bass Reeves"]),
    ])
    game.choose(A, "none")
    while not (game.decision.kind == "target" and game.decision.multi):
        assert game.decision.player == A
        game.choose(A, answer(game).answer)
    assert {o.data["card"] for o in game.decision.options} == {"Alan Campbell", "Soul Blast"}
    choice: Choice = answer(game)
    assert len(choice.answer) == 2, choice


def _paralysis_mark_target(nicodemus: bool) -> str:
    """A's ♠ pull at Noon uses Paralysis Mark (a boot penalty) at H's Pony Express, where Wilber Crowley (a draw,
    1 influence) and Rob Wilby (a stud with his Pearl-Handled Revolver, 0 influence) stand: the dude it boots."""
    deed = "Pony Express"
    game = solo(dealer=A, players=[
        dict(outfit="The Sloane Gang", street_right=[deed], town_square=["Nicodemus Whateley"] if nicodemus else [],
             at={deed: ["Wilber Crowley", "Rob Wilby"]}, attach={"Rob Wilby": ["Pearl-Handled Revolver"]}),
        dict(outfit="Law Dogs", booted=["Law Dogs"], stash=0, at={deed: ["Mongwau The Mighty"]},
             attach={"Mongwau The Mighty": ["Paralysis Mark"]}, deck_top=["Erik Samson"]),
    ])
    if game.decision.kind == "automaton_move":
        game.choose(A, "none")
    drive(game, "automaton_ability")
    game.choose(A, next(o.id for o in game.decision.options if o.data.get("card") == "Paralysis Mark"))
    for _ in range(10):
        names = {o.data.get("card") for o in game.decision.options}
        choice = answer(game)
        if {"Wilber Crowley", "Rob Wilby"} <= names:
            return data_of(game, choice)["card"]
        game.choose(A, choice.answer)
    raise AssertionError("the Automaton never chose between Wilber Crowley and Rob Wilby")


def test_a_boot_penalty_first_stops_a_dude_from_using_an_ability_another_card_gave_it():
    """Target Priorities, penalties on opposing dudes: first a dude it stops from using an ability, then a stud.
    Nicodemus Whateley gives H's dudes at an in-town deed a Noon, boot ability that needs 1 influence: Wilber
    (1 influence) could use it, Rob Wilby (0) could not, so Wilber is booted; without Nicodemus, the stud is."""
    assert _paralysis_mark_target(nicodemus=True) == "Wilber Crowley"
    assert _paralysis_mark_target(nicodemus=False) == "Rob Wilby"


def test_a_cards_callout_picks_its_mark_by_opposing_mark_not_by_the_penalty_order():
    """Bounty Hunter (8♣) in step 2 of a ♣ run: the mark of a card's callout is picked by the Opposing Mark order
    (spec §5.3 row ``callout``; RB 1736: control points, influence, attachments, cost). Randall (draw, 2
    influence) over Clint Ramsey (stud, 1 influence), whom the Penalty order (a stud first) would take."""
    game = solo(dealer=A, players=[
        dict(outfit="The Sloane Gang", street_left=["Dead Dog Tavern"], street_right=["The Mayor's Office"],
             at={"Dead Dog Tavern": ["Randall"], "The Mayor's Office": ["Clint Ramsey"]},
             bounty={"Randall": 1, "Clint Ramsey": 1}),
        dict(outfit="Law Dogs", booted=["Law Dogs", "Rob Wilby"], stash=2, home=["Rob Wilby"],
             deck_top=["Bounty Hunter"]),
    ])
    drive(game, "target")
    assert {o.data["card"] for o in game.decision.options} == {"Randall", "Clint Ramsey"}
    choice = answer(game)
    assert data_of(game, choice)["card"] == "Randall" and "the callout's mark: most influence" in choice.reason


def test_its_who_you_know_picks_the_best_mark_first_then_the_dude_standing_with_it():
    """...It's Who You Know (3♣, step 2 of a ♣ run; step 1 answered 'none'): the chart's callout picks the mark
    first (Opposing Mark), then the leader (Posse) [RB 1764]. Randall (2 influence) stands with Jacqueline Isham
    (draw), Clint Ramsey (1 influence) with Tommy Harden (stud): Jacqueline calls out, though the Posse order
    alone would send the stud."""
    game = solo(dealer=A, players=[
        dict(outfit="The Sloane Gang", street_left=["Dead Dog Tavern"],
             at={"Dead Dog Tavern": ["Randall"]}, town_square=["Clint Ramsey"]),
        dict(outfit="Law Dogs", booted=["Law Dogs"], stash=0, town_square=["Tommy Harden"],
             at={"Dead Dog Tavern": ["Jacqueline Isham"]}, deck_top=["...It's Who You Know"]),
    ])
    assert game.decision.kind == "automaton_move"
    game.choose(A, "none")
    drive(game, "target")
    choice = answer(game)
    assert data_of(game, choice)["card"] == "Jacqueline Isham" and "calls out Randall" in choice.reason
    game.choose(A, choice.answer)
    assert game.decision.kind == "callout_response" and "Jacqueline Isham calls out Randall" in game.decision.prompt


def test_another_players_card_offering_it_an_unboot_takes_it_for_the_best_dude():
    """The human's Election Day Slaughter lets the Automaton unboot one of its dudes in town (0 to 1): a pick
    that only helps its own cards takes as many as allowed (spec §4.11 multi-pick row, HR-24), in the Bonus
    order (most bullets: Bass Reeves, 4, over Rob Wilby, 0), not the fewest it may."""
    game = solo(dealer=H, players=[
        dict(outfit="The Sloane Gang", town_square=["Hattie DeLorre"], hand=["Election Day Slaughter"], stash=5),
        dict(outfit="Law Dogs", stash=0, town_square=["Tommy Harden"], home=["Bass Reeves", "Rob Wilby"],
             booted=["Law Dogs", "Bass Reeves", "Rob Wilby"], deck_top=["Tin Star"] * 3),
    ])
    play(game, play="ability", card="Election Day Slaughter")
    d = game.decision
    assert d.player == A and d.kind == "target" and "Unboot" in d.prompt and (d.min, d.max) == (0, 1)
    choice = answer(game)
    assert [d.option(i).data["card"] for i in choice.answer] == ["Bass Reeves"]
    assert "as many of its own as it may" in choice.reason
    game.choose(A, choice.answer)
    assert not game.raw.cards[uid_of(game, "Bass Reeves")].booted

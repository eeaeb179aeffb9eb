"""Three and four players: the official multiplayer rules (``shared/rules/wwe-multiplayer.txt``).

One test (or a few) per paragraph of the multiplayer text: seats and turn order, the Gamblin' pot,
victory points and their tie-breaks; plus the seats as a list (``Game.new`` with 2 to 4 decks, the
two-seat variants refusing more), the town for more streets, who may oppose a job (RULINGS.md) and
the views. Positions come from the scenario builder with three or four ``players``.

Control points and influence (as in ``test_sundown_nightfall``): The Mayor's Office has 2 control
points, General Store 1; Ezrael Jones has 1 influence, Andreas Andregg 2.
"""
from __future__ import annotations

import json
import re
from pathlib import Path

import pytest
from invariants import starter_decks

from doomtown_tui.cli import main
from doomtown_tui.engine import abilities, blocks, gamblin, job, poker, windows
from doomtown_tui.engine.abilities import Ability, Ctx
from doomtown_tui.engine.agents import RandomAgent
from doomtown_tui.engine.gamblin import contested, ranked
from doomtown_tui.engine.game import Game
from doomtown_tui.engine.testing import scenario
from tests.cards.helpers import card_named, events, has_option, keep_suggested, play, to_reveal, uid_of
from tests.test_gamblin import cards as lowball_cards
from tests.test_job import TAIL, expect, install_job, start_job
from tests.test_job import cards as job_cards

OUTFITS = ("Law Dogs", "The Sloane Gang", "Morgan Regulators", "The Spiritual Society")
PACKAGE = Path(__file__).resolve().parent.parent / "doomtown_tui"


def table(*specs: dict, phase: str = "high_noon", dealer: int = 0, **kw):
    """A scenario with one player per spec, each with its own outfit (by seat) unless given."""
    players = [{"outfit": OUTFITS[i], **spec} for i, spec in enumerate(specs)]
    return scenario(phase=phase, dealer=dealer, players=players, **kw)


def noon_pass(game, player: int) -> None:
    d = game.decision
    assert (d.kind, d.player) == ("noon", player), (d.kind, d.player, d.prompt)
    game.choose(player, next(o.id for o in d.options if o.data["play"] == "pass"))


# --- seats as a list -----------------------------------------------------------------------------
@pytest.mark.parametrize("seats", [3, 4])
def test_a_game_takes_three_or_four_decks(seats):
    decks = starter_decks()[:seats]
    game = Game.new(decks, seed=5)
    assert [p.name for p in game.state.players] == [d.name for d in decks]
    assert len(game.raw.locations()) == 1 + seats          # the Town Square and one home per seat
    assert game.decision.kind == "starting_gang"


@pytest.mark.parametrize("seats", [1, 5])
def test_fewer_than_two_or_more_than_four_decks_are_refused(seats):
    decks = (starter_decks() * 2)[:seats]
    with pytest.raises(ValueError, match=f"2 to 4 decks .* not {seats}"):
        Game.new(decks, seed=1)


def test_names_must_match_the_decks():
    with pytest.raises(ValueError, match="3 decks need 3 names, not 2"):
        Game.new(starter_decks()[:3], seed=1, names=["A", "B"])


def test_the_automaton_and_the_boss_battle_stay_two_seat_games():
    decks = starter_decks()[:3]
    with pytest.raises(ValueError, match="Automaton variant is a two-seat game"):
        Game.new(decks, seed=1, options={"automaton": {"seat": 1}})
    with pytest.raises(ValueError, match="Boss Battle is a two-seat game"):
        Game.new(decks, seed=1, options={"boss_battle": {"scenario": "showstopper"}})


def test_seats_clockwise_and_opponents():
    raw = table({}, {}, {}, {}).raw
    assert raw.order_from(2) == [2, 3, 0, 1]
    assert raw.opponents(1) == [2, 3, 0]
    assert raw.next_seat(3) == 0
    with pytest.raises(AssertionError):
        raw.opponent(0)          # four seats have no single opponent


def test_no_two_seat_arithmetic_is_left_in_the_engine_scripts_or_automaton():
    found = []
    pattern = re.compile(r"(?<![-\w)\]] )\b1 - (?!\d)")     # "1 - seat", not "len(x) - 1 - i" nor "1 - 2"
    for folder in ("engine", "scripts", "automaton"):
        for path in sorted((PACKAGE / folder).glob("*.py")):
            for number, line in enumerate(path.read_text().splitlines(), 1):
                if pattern.search(line.split("#")[0]):
                    found.append(f"{path.name}:{number}: {line.strip()}")
    assert found == []


# --- turn order: from the Dealer clockwise; every seat passes in a row to close a window ---------
def test_a_play_window_goes_clockwise_from_the_dealer_and_closes_when_all_three_pass():
    game = table({}, {}, {}, dealer=1)
    for player in (1, 2, 0):
        noon_pass(game, player)
    assert game.raw.phase != "high_noon"


def test_a_play_keeps_the_window_open_until_every_seat_has_passed_again():
    game = table({}, {"home": ["Ezrael Jones"]}, {}, dealer=0)
    noon_pass(game, 0)
    d = game.decision
    assert (d.kind, d.player) == ("noon", 1)
    move = next(o for o in d.options if o.data.get("play") == "move" and o.data.get("to") == "Town Square")
    game.choose(1, move.id)
    for player in (2, 0, 1):          # three passes in a row after the move: only then does it close
        noon_pass(game, player)
    assert game.raw.phase != "high_noon"


def _first_shooter_question(dealer: int, leader: int, mark: int):
    """The first question after the posses of a 3-player shootout (two dudes each) are formed."""
    posses: list[list[str]] = [[], [], []]
    specs: list[dict] = [{}, {}, {}]
    for seat, dudes in ((leader, ["Clint Ramsey", "Rob Wilby"]), (mark, ["Ezrael Jones", "Andreas Andregg"])):
        specs[seat] = {"town_square": dudes}
        posses[seat] = dudes
    game = table(*specs, dealer=dealer, shootout=dict(posses=posses, leader=leader, step="shootout"))
    return game.decision


def test_a_shootout_without_the_dealer_goes_from_the_leader_clockwise():
    # Dealer 2 is not in it: the Leader (1) comes before the Mark (0), though 0 is first from the Dealer
    d = _first_shooter_question(dealer=2, leader=1, mark=0)
    assert (d.kind, d.player) == ("shooter", 1)


def test_a_shootout_with_the_dealer_in_it_goes_from_the_dealer():
    d = _first_shooter_question(dealer=0, leader=1, mark=0)    # the Dealer is the Mark: the Dealer first
    assert (d.kind, d.player) == ("shooter", 0)
    d = _first_shooter_question(dealer=2, leader=2, mark=1)    # the Dealer leads
    assert (d.kind, d.player) == ("shooter", 2)


# --- jobs: who may oppose ------------------------------------------------------------------------
def test_the_marks_controller_is_asked_first_then_the_others_clockwise_from_the_leader(monkeypatch):
    install_job(monkeypatch, "Andreas Andregg", "Stevie Lyndon")
    game = table(dict(town_square=["Andreas Andregg"], deck=job_cards(TAIL)),
                 dict(town_square=["Ezrael Jones"], deck=job_cards(TAIL)),
                 dict(street_right=["Pony Express"], at={"Pony Express": ["Stevie Lyndon"]}, deck=job_cards(TAIL)))
    assert job.may_oppose(game.raw, 0, next(c.uid for c in game.state.in_play if c.title == "Stevie Lyndon")) == [2, 1]
    start_job(game)
    for _ in range(5):
        if game.decision.kind != "join_posse":
            break
        game.choose(0, "done")
    expect(game, "oppose_job", 2)
    game.choose(2, "allow")
    expect(game, "oppose_job", 1)     # the mark's controller let it go: the next player clockwise may oppose
    game.choose(1, "oppose")
    so = game.raw.shootout
    assert (so.leader_player, so.mark_player) == (0, 1)
    assert set(so.posses) == {0, 1}


# --- the town: one street per player around the Town Square --------------------------------------
def test_each_home_is_beside_the_town_square_and_its_own_street_only():
    game = table(dict(street_right=["General Store"]), dict(street_left=["The Mayor's Office"]), {},
                 dict(street_right=["Pony Express"]), phase="high_noon")
    raw = game.raw
    uid = {c.title: c.uid for c in game.state.in_play}
    homes = [raw.home_of(p) for p in range(4)]
    for home in homes:
        assert raw.adjacent(home, 0)                       # the Town Square (location 0)
    assert raw.adjacent(homes[0], uid["General Store"])
    assert raw.adjacent(homes[1], uid["The Mayor's Office"])
    assert raw.adjacent(homes[3], uid["Pony Express"])
    assert not raw.adjacent(homes[2], uid["General Store"])
    assert not raw.adjacent(uid["General Store"], uid["Pony Express"])
    assert not any(raw.adjacent(a, b) for a in homes for b in homes if a != b)
    assert [p.street_uids for p in game.state.players][2] == (homes[2],)


# --- Gamblin': everyone antes; lowest 2 GR and deals, second lowest 1, the rest leaves play -------
HIGH_CARD_K = "2S 4H 6D 8C KS"
HIGH_CARD_Q = "2H 4D 6C 8S QH"
PAIR_OF_3 = "3S 3H 5D 7C 9S"
TWO_PAIR = "3D 3C 5H 5C 9D"


def _lowball(*hands: str, dealer: int = 0, stash: int = 5):
    return table(*({"stash": stash, "deck": lowball_cards(h)} for h in hands), phase="gamblin", dealer=dealer)


def test_three_players_lowest_takes_two_and_deals_second_takes_one():
    game = _lowball(PAIR_OF_3, HIGH_CARD_Q, HIGH_CARD_K, dealer=0)
    win = next(e for e in game.events if e.kind == "gamblin_win")
    second = next(e for e in game.events if e.kind == "gamblin_second")
    assert (win.data["player"], win.data["pot"]) == (1, 2)      # queen high is the lowest hand
    assert (second.data["player"], second.data["pot"]) == (2, 1)
    assert not any(e.kind == "pot_removed" for e in game.events)   # three antes: 2 + 1, nothing left
    assert game.raw.dealer == 1 and game.raw.pot == 0


def test_four_players_the_fourth_ante_leaves_play():
    game = _lowball(TWO_PAIR, HIGH_CARD_K, PAIR_OF_3, HIGH_CARD_Q, dealer=2)
    ante = [e.data["player"] for e in game.events if e.kind == "ante"]
    assert ante == [2, 3, 0, 1]                         # everyone antes, from the Dealer clockwise
    win = next(e for e in game.events if e.kind == "gamblin_win")
    second = next(e for e in game.events if e.kind == "gamblin_second")
    removed = next(e for e in game.events if e.kind == "pot_removed")
    assert (win.data["player"], second.data["player"], removed.data["pot"]) == (3, 1, 1)
    assert game.raw.dealer == 3 and game.raw.pot == 0


def _reveals(game) -> list[int]:
    return [e.data["player"] for e in game.events if e.kind == "reveal"]


def test_identical_lowest_hands_are_redrawn_and_only_they():
    """Rulebook: the tied hands are discarded and drawn anew. Seats 0 and 1 tie for the lowest hand: they
    redraw (king high, a pair) and settle the two places they shared; seat 2's pair of threes stays as it was."""
    twin = "2D 4C 6H 8D QD"      # identical to HIGH_CARD_Q
    game = table({"deck": lowball_cards(HIGH_CARD_Q + " " + HIGH_CARD_K)},
                 {"deck": lowball_cards(twin + " " + PAIR_OF_3)},
                 {"deck": lowball_cards(PAIR_OF_3 + " " + HIGH_CARD_Q)}, phase="gamblin")
    ties = [e for e in game.events if e.kind == "gamblin_tie"]
    assert len(ties) == 1 and ties[0].data["players"] == [0, 1]
    assert _reveals(game) == [0, 1, 2, 0, 1]
    win = next(e for e in game.events if e.kind == "gamblin_win")
    second = next(e for e in game.events if e.kind == "gamblin_second")
    assert (win.data["player"], second.data["player"]) == (0, 1)


def test_a_clear_lowest_hand_keeps_its_place_when_the_next_two_tie():
    """Seat 0's nine high is the lowest; seats 1 and 2 tie on king high for the second place: only they redraw
    (a pair, queen high), and seat 0 still takes the 2 GR and deals."""
    nine_high, twin_k = "2H 3D 5C 7H 9D", "2D 4C 6H 8S KD"
    game = table({"deck": lowball_cards(nine_high + " " + TWO_PAIR)},
                 {"deck": lowball_cards(HIGH_CARD_K + " " + PAIR_OF_3)},
                 {"deck": lowball_cards(twin_k + " " + HIGH_CARD_Q)}, phase="gamblin")
    assert _reveals(game) == [0, 1, 2, 1, 2]
    win = next(e for e in game.events if e.kind == "gamblin_win")
    second = next(e for e in game.events if e.kind == "gamblin_second")
    assert (win.data["player"], second.data["player"]) == (0, 2)
    assert game.raw.dealer == 0


def test_past_the_redraw_limit_the_rng_orders_the_tied_seats_among_themselves(monkeypatch):
    """With no redraw left (the limit set to 0 here), seats 0 and 1's identical lowest hands are ordered by the
    RNG: they take the first two places between them, seat 2's pair stays third, and nobody redraws."""
    monkeypatch.setattr(gamblin, "REDRAW_LIMIT", 0)
    twin = "2D 4C 6H 8D QD"      # identical to HIGH_CARD_Q
    game = table({"deck": lowball_cards(HIGH_CARD_Q)}, {"deck": lowball_cards(twin)},
                 {"deck": lowball_cards(PAIR_OF_3)}, phase="gamblin")
    assert _reveals(game) == [0, 1, 2]
    assert not [e for e in game.events if e.kind == "gamblin_tie"]
    win = next(e for e in game.events if e.kind == "gamblin_win")
    second = next(e for e in game.events if e.kind == "gamblin_second")
    assert sorted([win.data["player"], second.data["player"]]) == [0, 1]


def test_identical_hands_below_the_second_place_do_not_redraw():
    hands = {0: poker.evaluate(_faces(HIGH_CARD_Q)), 1: poker.evaluate(_faces(PAIR_OF_3)),
             2: poker.evaluate(_faces("3D 3C 5S 7H 9C")), 3: poker.evaluate(_faces(HIGH_CARD_K))}
    groups = ranked(hands, [0, 1, 2, 3])
    assert groups == [[0], [3], [1, 2]]
    assert contested(groups, 2) is None
    assert contested(groups, 3) == 2


def _faces(text: str) -> list[poker.Card]:
    names = {"A": 1, "J": 11, "Q": 12, "K": 13}
    return [poker.Card(names.get(t[:-1]) or int(t[:-1]), t[-1]) for t in text.split()]


# --- victory points -------------------------------------------------------------------------------
def test_a_point_against_each_opponent_whose_influence_is_below_your_control():
    game = table(dict(street_right=["General Store"]), dict(home=["Ezrael Jones"]), {}, phase="sundown")
    # 1 control point: more than player 2's influence (0), not more than player 1's (1)
    assert [p.victory_points for p in game.state.players] == [1, 0, 0]
    assert not game.over
    scored = [e for e in game.events if e.kind == "victory_points"]
    assert [(e.data["player"], e.data["amount"], e.data["total"]) for e in scored] == [(0, 1, 1)]


def test_as_many_points_as_opponents_wins_three_players():
    game = table(dict(street_right=["The Mayor's Office"]), dict(home=["Ezrael Jones"]), {}, phase="sundown")
    assert [p.victory_points for p in game.state.players] == [2, 0, 0]
    assert game.over and game.winner == 0


def test_points_are_permanent_and_add_up_to_a_win():
    game = table(dict(street_right=["General Store"], victory_points=2), dict(home=["Ezrael Jones"]),
                 dict(home=["Andreas Andregg"]), {}, phase="sundown")
    assert [p.victory_points for p in game.state.players] == [3, 0, 0, 0]   # 2 kept + 1 today (vs player 3)
    assert game.over and game.winner == 0


def test_four_players_need_three_points():
    game = table(dict(street_right=["The Mayor's Office"]), {}, {}, dict(home=["Andreas Andregg"]), phase="sundown")
    assert [p.victory_points for p in game.state.players] == [2, 0, 0, 0]
    assert not game.over and game.state.points_to_win == 3


def test_tie_break_one_most_points_in_all():
    game = table(dict(street_right=["General Store"], victory_points=2), dict(street_right=["General Store"],
                 victory_points=1), {}, phase="sundown")
    # both score 2 today (nobody has influence): 4 against 3
    assert [p.victory_points for p in game.state.players] == [4, 3, 0]
    assert game.over and game.winner == 0


def test_tie_break_two_most_points_this_sundown_before_control():
    game = table(dict(street_right=["The Mayor's Office"], victory_points=2),
                 dict(street_right=["General Store"], victory_points=1, home=["Andreas Andregg"]), {},
                 phase="sundown")
    # player 0: 2 control beats player 2 (0 influence) only; player 1: 1 control beats players 0 and 2
    assert [p.scored_today for p in game.raw.players] == [1, 2, 0]
    assert [p.victory_points for p in game.state.players] == [3, 3, 0]
    assert game.over and game.winner == 1       # equal totals: more today wins, though player 0 has more control


def test_tie_break_three_more_control_points_then_nobody():
    more = table(dict(street_right=["The Mayor's Office"], victory_points=0),
                 dict(street_right=["General Store"], victory_points=0), {}, phase="sundown")
    # both score 2 (nobody has influence): equal totals, equal today: more control points wins
    assert [p.victory_points for p in more.state.players] == [2, 2, 0]
    assert more.over and more.winner == 0
    even = table(dict(street_right=["General Store"]), dict(street_right=["General Store"]), {}, phase="sundown")
    assert [p.victory_points for p in even.state.players] == [2, 2, 0]
    assert not even.over and even.winner is None        # everything equal: nobody wins, play goes on
    assert any(e.kind == "phase" and "Nightfall" in e.text for e in even.events)


# --- the views --------------------------------------------------------------------------------------
def test_the_view_shows_every_players_line_points_and_the_seat_order():
    game = table(dict(street_right=["General Store"]), dict(home=["Ezrael Jones"]), {}, {}, phase="sundown",
                 dealer=2)
    view = game.view(1)
    assert len(view.players) == 4
    assert [p.victory_points for p in view.players] == [2, 0, 0, 0]     # 1 control: above 0 influence twice
    assert view.players[3].opponents == (0, 1, 2)
    assert view.seat_order == (2, 3, 0, 1) and view.points_to_win == 3
    assert all(getattr(c, "hidden", False) for p in view.players if p.index != 1 for c in p.hand)


def test_a_two_seat_view_has_no_victory_points_to_win():
    game = scenario(phase="sundown", players=[{}, {}])
    assert game.state.points_to_win is None
    assert [p.victory_points for p in game.state.players] == [0, 0]


# --- third-party dudes ------------------------------------------------------------------------------
# stacked decks (the whole deck: a scenario's ``deck``), long enough for any draw in these tests
WEAK = "2S 4H 6D 8C 10S QH KD AC 9D 3H"    # high card whatever five are kept
PAIR = "3S 3H 5D 7C 9S JH KC 2D AS"        # one pair of threes
TWO_PAIR = "3S 3H 5D 5C 9S JH KC 2D AS"    # two pair


def callout_three(p0: dict, p1: dict, p2: dict, *, dealer: int = 0, p3: dict | None = None, marks: tuple = ()):
    """Player 0's Clint Ramsey calls out player 1's Pancho Castillo at the Town Square; the mark's side
    also takes ``marks``, nobody else joins. Returns the game at the first question after the posses
    (the leader's invitation when some outsider could send a dude)."""
    specs = [{**p0, "town_square": ["Clint Ramsey", *p0.get("town_square", [])]},
             {**p1, "town_square": ["Pancho Castillo", *p1.get("town_square", [])]}, p2]
    if p3 is not None:
        specs.append(p3)
    game = table(*specs, dealer=dealer)
    while game.decision.player != 0:      # the Dealer's turn first: the others pass to player 0
        noon_pass(game, game.decision.player)
    play(game, play="callout", card="Clint Ramsey", target_card="Pancho Castillo")
    play(game, play="accept")
    while game.decision.kind == "join_posse" and game.decision.player in (0, 1):
        wanted = [t for t in marks if game.decision.player == 1 and has_option(game, play="join", card=t)]
        play(game, **({"play": "join", "card": wanted[0]} if wanted else {"play": "done"}))
    return game


def invite(game, side: int, *guests: int) -> None:
    d = game.decision
    assert (d.kind, d.player) == ("invite", side), (d.kind, d.player, d.prompt)
    game.choose(side, [o.id for o in d.options if o.data["player"] in guests])


def send(game, guest: int, *titles: str) -> None:
    for title in titles:
        d = game.decision
        assert (d.kind, d.player) == ("join_posse", guest), (d.kind, d.player, d.prompt)
        play(game, play="join", card=title)
    if (game.decision.kind, game.decision.player) == ("join_posse", guest):   # others could still join
        play(game, play="done")


def posse(game, side: int) -> list[str]:
    return sorted(game.raw.cards[u].title for u in game.raw.shootout.posses[side].dudes)


def test_the_leader_then_the_mark_may_invite_players_not_in_the_shootout():
    game = callout_three({}, {}, dict(town_square=["Ezrael Jones"]),
                         p3=dict(town_square=["Rob Wilby"]))
    d = game.decision
    assert (d.kind, d.player) == ("invite", 0)
    assert sorted(o.data["player"] for o in d.options) == [2, 3]
    invite(game, 0, 2)
    send(game, 2, "Ezrael Jones")
    invite(game, 1, 3)                  # the Mark may invite whoever is left
    send(game, 3, "Rob Wilby")
    assert posse(game, 0) == ["Clint Ramsey", "Ezrael Jones"]
    assert posse(game, 1) == ["Pancho Castillo", "Rob Wilby"]
    assert game.raw.shootout.allies == {2: 0, 3: 1}
    assert game.view(2).shootout.third_parties == ((2, 0), (3, 1))
    assert [e.data["side"] for e in game.events if e.kind == "third_party"] == [0, 1]


def test_nobody_is_invited_when_no_outsider_has_a_dude_who_could_join():
    game = callout_three({}, {}, dict(home=["Ezrael Jones"], booted=["Ezrael Jones"]))   # booted, not adjacent free
    assert game.decision.kind != "invite"
    assert game.raw.shootout.allies == {}


def test_third_party_dudes_join_under_the_inviting_sides_restrictions():
    # player 2's unbooted dude at its home (beside the Town Square) boots to move in; a booted one cannot
    game = callout_three({}, {}, dict(home=["Ezrael Jones", "Rob Wilby"], booted=["Rob Wilby"]))
    invite(game, 0, 2)
    d = game.decision
    assert {o.data["card"]: o.data["boots"] for o in d.options if o.data["play"] == "join"} == {"Ezrael Jones": True}
    send(game, 2, "Ezrael Jones")
    ezrael = card_named(game, "Ezrael Jones")
    assert ezrael.location == "Town Square" and ezrael.booted


def test_a_third_party_dude_may_be_the_shooter_and_the_inviter_draws():
    game = callout_three(dict(deck=lowball_cards(WEAK)), {}, dict(town_square=["Pancho Castillo"],
                                                                    deck=lowball_cards(PAIR)))
    invite(game, 0, 2)
    send(game, 2, "Pancho Castillo")
    d = game.decision
    assert (d.kind, d.player) == ("shooter", 0)
    shooter = next(o for o in d.options if o.data["card"] == "Pancho Castillo" and o.data["uid"] in
                   game.raw.shootout.posses[0].dudes)
    game.choose(0, shooter.id)
    event = next(e for e in game.events if e.kind == "shooter")
    assert (event.data["player"], event.data["stud"]) == (0, 4)   # Pancho's 3 bullets + Clint Ramsey, a stud
    assert len(game.raw.players[0].draw_hand) == 9               # player 0 draws 5 + 4 from their own deck
    assert game.raw.players[2].draw_hand == []
    assert all(game.raw.cards[u].owner == 0 for u in game.raw.players[0].draw_hand)


def test_a_third_party_uses_shootout_abilities_on_its_own_turn():
    game = callout_three({}, dict(town_square=["Ezrael Jones"]),
                         dict(town_square=["Rob Wilby"], hand=["Pistol Whip"]), marks=("Ezrael Jones",))
    invite(game, 0, 2)
    send(game, 2, "Rob Wilby")
    d = game.decision
    assert (d.kind, d.player) == ("shootout", 2)       # players 0 and 1 have no play: player 2's turn
    play(game, play="ability", card="Pistol Whip")
    d = game.decision
    assert {o.data["card"] for o in d.options} == {"Pancho Castillo", "Ezrael Jones"}   # not the ally's Clint
    play(game, play="target", card="Ezrael Jones")
    assert card_named(game, "Ezrael Jones").location == "The Sloane Gang"   # sent home booted
    assert card_named(game, "Rob Wilby").booted


@pytest.mark.parametrize("dealer", [0, 2])
def test_a_third_party_whose_last_dude_left_the_posse_takes_no_more_part(dealer):
    # its Shootout plays come from its third-party dudes (multiplayer rules): with Rob Wilby Pistol Whipped
    # home, player 2 gets no more turns, and a Dealer so gone no longer acts first (the Leader does)
    game = callout_three({}, dict(town_square=["Ezrael Jones"], hand=["Pistol Whip"]),
                         dict(town_square=["Rob Wilby"], hand=["Sun in Yer Eyes"]), marks=("Ezrael Jones",),
                         dealer=dealer)
    invite(game, 0, 2)
    send(game, 2, "Rob Wilby")
    assert game.raw.first_to_act() == dealer
    while (game.decision.kind, game.decision.player) != ("shootout", 1):
        play(game, play="pass")
    play(game, play="ability", card="Pistol Whip")
    play(game, play="target", card="Rob Wilby")
    play(game, play="boot", card="Ezrael Jones")                     # the cost: player 1's dude in the posse
    assert card_named(game, "Rob Wilby").booted and game.raw.shootout.in_posse(uid_of(game, "Rob Wilby")) is None
    assert game.raw.shootout.allies == {} and game.raw.first_to_act() == 0
    assert events(game, "third_party_gone")[-1].data == {"player": 2, "side": 0}
    asked = []
    while game.decision.kind in ("shootout", "shooter", "draw", "draw_hand", "joker"):
        asked.append(game.decision.player)
        game.choose(game.decision.player, game.decision.options[0].id)
    assert 2 not in asked and any(c.title == "Sun in Yer Eyes" for c in game.state.players[2].hand)


def test_a_third_party_uses_the_shootout_ability_of_its_own_dude_in_the_posse():
    # presence (rulebook Shootout Plays): a dude's Shootout ability needs the dude in the posse its
    # controller fights in, the joined one for a third party; player 2's Xui Yin Chen rallies player 0's posse
    game = callout_three({}, {}, dict(town_square=["Xui Yin Chen"]))
    invite(game, 0, 2)
    send(game, 2, "Xui Yin Chen")
    d = game.decision
    assert (d.kind, d.player) == ("shootout", 2)
    play(game, play="ability", card="Xui Yin Chen")
    clint, xui = card_named(game, "Clint Ramsey"), card_named(game, "Xui Yin Chen")
    assert (clint.shooter, clint.influence) == ("stud", 2)      # printed: a stud with 1 influence
    assert (xui.shooter, xui.influence, xui.booted) == ("stud", 3, True)
    assert card_named(game, "Pancho Castillo").influence == 2   # the other posse: printed


def test_a_third_partys_kung_fu_dude_in_the_posse_performs_its_technique():
    game = callout_three({}, {}, dict(town_square=["Xui Yin Chen"], hand=["Zhu's Ferocity"],
                                      deck=lowball_cards("AH " + WEAK)))
    invite(game, 0, 2)
    send(game, 2, "Xui Yin Chen")
    play(game, play="ability", card="Zhu's Ferocity")         # performer and foe: the only ones (Xui, Pancho)
    assert [e.data["success"] for e in game.events if e.kind == "kung_fu_test"] == [True]
    assert card_named(game, "Xui Yin Chen").bullets == 2         # printed 1
    assert card_named(game, "Pancho Castillo").bullets == 2      # printed 3


def test_only_dudes_in_the_posse_a_player_fights_in_lend_it_their_shootout_abilities():
    # player 2 takes part with Rob Wilby; its Xui Yin Chen stays out, as does player 3's (no dude in it)
    game = callout_three({}, {}, dict(town_square=["Rob Wilby", "Xui Yin Chen"]),
                         p3=dict(town_square=["Xui Yin Chen"]))
    invite(game, 0, 2)
    send(game, 2, "Rob Wilby")
    invite(game, 1)
    assert not has_option(game, play="ability", card="Xui Yin Chen")
    raw = game.raw
    for seat in (2, 3):
        xui = next(c for c in raw.cards.values() if c.title == "Xui Yin Chen" and c.controller == seat)
        ability = raw.rules.scripts["24017"].abilities[0]
        assert not abilities.present(raw, seat, xui, ability)
    assert windows.plays_for(raw, "shootout", 3) == []


def test_a_dealer_sending_third_party_dudes_acts_first():
    game = callout_three({}, {}, dict(town_square=["Rob Wilby"]), dealer=2)
    assert game.raw.first_to_act() == 0          # the Dealer takes no part yet: the Leader first
    invite(game, 0, 2)
    send(game, 2, "Rob Wilby")
    assert game.raw.first_to_act() == 2          # now the Dealer is in the shootout
    assert game.state.first_to_act == 2


def test_a_player_not_in_the_shootout_has_no_shootout_plays():
    game = callout_three({}, {}, dict(home=["Rob Wilby"], booted=["Rob Wilby"], hand=["Pistol Whip"]))
    assert game.decision.kind == "shooter" or game.decision.player != 2
    assert not windows.takes_part(game.raw, 2)
    assert windows.plays_for(game.raw, "shootout", 2) == []


def _to_casualties(game) -> None:
    for _ in range(60):
        d = game.decision
        if d.kind == "casualty":
            return
        if d.kind in ("shootout", "resolution"):
            game.choose(d.player, next(o.id for o in d.options if o.data["play"] == "pass"))
        elif d.kind == "shooter":
            game.choose(d.player, d.options[0].id)
        elif d.kind == "draw":
            game.choose(d.player, [])
        elif d.kind == "draw_hand":
            keep_suggested(game)
        else:
            raise AssertionError(f"unexpected {d.kind} for {d.player}: {d.prompt}")


def _allied_leader_loses(winner_hand: str):
    game = callout_three(dict(deck=lowball_cards(WEAK)), dict(deck=lowball_cards(winner_hand)),
                         dict(town_square=["Rob Wilby", "Ezrael Jones"]))
    invite(game, 0, 2)
    send(game, 2, "Rob Wilby", "Ezrael Jones")
    _to_casualties(game)
    return game


def test_the_first_remaining_casualty_is_the_posse_owners_own_dude():
    game = _allied_leader_loses(PAIR)              # lost by one rank: one casualty
    d = game.decision
    assert (d.kind, d.player) == ("casualty", 0)
    assert {(o.data["play"], o.data["card"]) for o in d.options} == {("discard", "Clint Ramsey")}


def test_then_an_allys_dude_may_cover_but_not_over_cover():
    game = _allied_leader_loses(TWO_PAIR)          # lost by two ranks: two casualties
    d = game.decision
    assert {o.data["card"] for o in d.options} == {"Clint Ramsey"}     # own dude first (discard 1 or ace 2)
    play(game, play="discard", card="Clint Ramsey")
    d = game.decision
    assert (d.kind, d.player) == ("casualty", 0)
    # one casualty left: a third-party dude may be discarded for it, not aced (that would cover two)
    assert {(o.data["play"], o.data["card"]) for o in d.options} == {("discard", "Rob Wilby"),
                                                                      ("discard", "Ezrael Jones")}


def test_bounty_splits_evenly_and_the_shooters_controller_gives_out_the_rest():
    # the leader's side wins with an ally: 3 bounty on the mark's casualty between two players
    game = callout_three(dict(deck=lowball_cards(PAIR)), dict(deck=lowball_cards(WEAK), bounty={"Pancho Castillo": 3}),
                         dict(town_square=["Rob Wilby"]))
    invite(game, 0, 2)
    send(game, 2, "Rob Wilby")
    _to_casualties(game)
    stash = [p.stash for p in game.raw.players]
    play(game, play="discard", card="Pancho Castillo")
    d = game.decision
    assert (d.kind, d.player) == ("bounty_share", 0)    # Clint Ramsey (player 0's) is the shooter
    game.choose(0, next(o.id for o in d.options if o.data["player"] == 2))
    gained = [p.stash - before for p, before in zip(game.raw.players, stash, strict=True)]
    assert gained == [1, 0, 2]


def test_bounty_from_a_card_effect_goes_to_the_cards_owner():
    game = table(dict(town_square=["Clint Ramsey"]), dict(town_square=["Pancho Castillo"],
                                                          bounty={"Pancho Castillo": 2}), {})
    ctx = Ctx(game.raw, 0, game.raw.cards[uid_of(game, "Clint Ramsey")], Ability(window="noon", effect=lambda c: None))
    assert blocks.bounty_taker(ctx) == 0
    assert blocks.bounty_taker(Ctx(game.raw, 2, ctx.card, ctx.ability)) == 0   # used by player 2: still player 0's card


def test_flight_the_losers_allies_then_the_winners_then_the_loser():
    game = callout_three(dict(deck=lowball_cards(WEAK)), dict(deck=lowball_cards(PAIR), town_square=["Ezrael Jones"]),
                         dict(town_square=["Rob Wilby", "Wilber Crowley"]), p3=dict(town_square=["Andreas Andregg"]),
                         marks=("Ezrael Jones",))
    invite(game, 0, 2)
    send(game, 2, "Rob Wilby", "Wilber Crowley")
    invite(game, 1, 3)
    send(game, 3, "Andreas Andregg")
    _to_casualties(game)
    play(game, play="discard", card="Clint Ramsey")     # the single casualty: player 0's own dude
    deciders = []
    while game.decision is not None and game.decision.kind == "flee":
        d = game.decision
        deciders.append((d.player, sorted(o.data["card"] for o in d.options)))
        game.choose(d.player, [])
    assert deciders == [(2, ["Rob Wilby", "Wilber Crowley"]), (3, ["Andreas Andregg"]),
                        (1, ["Ezrael Jones", "Pancho Castillo"])]


# --- breakin' and enterin' at a Private location with more players -----------------------------------
def _at_player_twos_home(p2: dict):
    home = OUTFITS[2]          # a home is Private
    game = table(dict(at={home: ["Clint Ramsey"]}), dict(at={home: ["Pancho Castillo"]}), p2)
    play(game, play="callout", card="Clint Ramsey", target_card="Pancho Castillo")
    play(game, play="accept")
    return game


def test_at_a_private_location_whose_owner_takes_no_part_every_posse_member_is_wanted():
    game = _at_player_twos_home({})
    assert game.raw.shootout.formed
    assert (card_named(game, "Clint Ramsey").bounty, card_named(game, "Pancho Castillo").bounty) == (1, 1)


def test_the_owners_dudes_in_the_leaders_posse_spare_that_posse_the_bounty():
    game = _at_player_twos_home(dict(home=["Rob Wilby"]))
    assert card_named(game, "Clint Ramsey").bounty == 0          # nothing yet: bounty waits for the posses
    invite(game, 0, 2)
    send(game, 2, "Rob Wilby")
    bounty = {t: card_named(game, t).bounty for t in ("Clint Ramsey", "Rob Wilby", "Pancho Castillo")}
    assert bounty == {"Clint Ramsey": 0, "Rob Wilby": 0, "Pancho Castillo": 1}


def test_the_owners_dudes_in_the_marks_posse_spare_that_posse_the_bounty_third_party_included():
    # player 1 owns the Private deed and its dude there is the mark: player 2's ally in that posse gains none
    game = table(dict(at={"Yan Li's Tailoring": ["Clint Ramsey"]}),
                 dict(street_right=["Yan Li's Tailoring"], at={"Yan Li's Tailoring": ["Pancho Castillo"]}),
                 dict(town_square=["Rob Wilby"]))
    play(game, play="callout", card="Clint Ramsey", target_card="Pancho Castillo")
    play(game, play="accept")
    while game.decision.kind == "join_posse":
        play(game, play="done")
    invite(game, 0)
    invite(game, 1, 2)
    send(game, 2, "Rob Wilby")
    assert posse(game, 1) == ["Pancho Castillo", "Rob Wilby"]
    bounty = {t: card_named(game, t).bounty for t in ("Clint Ramsey", "Rob Wilby", "Pancho Castillo")}
    assert bounty == {"Clint Ramsey": 1, "Rob Wilby": 0, "Pancho Castillo": 0}


@pytest.mark.parametrize("start", ["Town Square", "General Store"])
def test_a_third_party_joins_a_jobs_leader_posse_as_the_job_posse_joins(monkeypatch, start):
    """Ezrael Jones (seat 2) stands where the leader starts the job on the Pony Express: the town square, or the
    leader's General Store, which is not beside the mark (he could never join the mark's side from there, but
    the job's posse takes dudes at the leader's location, so the Leader may invite him)."""
    install_job(monkeypatch, "Andreas Andregg", "Pony Express")
    where = (lambda *dudes: dict(town_square=list(dudes))) if start == "Town Square" else (
        lambda *dudes: dict(at={"General Store": list(dudes)}))
    leader = dict(street_right=["General Store"]) if start == "General Store" else {}
    game = table(dict(**leader, **where("Andreas Andregg"), deck=job_cards(TAIL)),
                 dict(street_right=["Pony Express"], at={"Pony Express": ["Stevie Lyndon"]}, deck=job_cards(TAIL)),
                 dict(**where("Ezrael Jones"), deck=job_cards(TAIL)))
    start_job(game)
    expect(game, "oppose_job", 1)
    game.choose(1, "oppose")
    while game.decision.kind == "join_posse" and game.decision.player == 1:
        play(game, **({"play": "join", "card": "Stevie Lyndon"} if has_option(game, card="Stevie Lyndon")
                      else {"play": "done"}))
    invite(game, 0, 2)
    d = expect(game, "join_posse", 2)
    assert start in d.prompt                          # the job's first step: dudes at the leader's location
    play(game, play="join", card="Ezrael Jones")
    ezrael = card_named(game, "Ezrael Jones")
    assert (ezrael.location, ezrael.booted) == ("Pony Express", True)   # booted to join, moved with the posse
    assert posse(game, 0) == ["Andreas Andregg", "Ezrael Jones"]

# --- save and load --------------------------------------------------------------------------------------
def test_a_four_player_game_saves_loads_and_plays_on_the_same():
    game = Game.new(starter_decks()[:4], seed=11, max_days=20)
    agents = [RandomAgent(40 + i) for i in range(4)]
    for _ in range(300):
        if game.over:
            break
        d = game.decision
        game.choose(d.player, agents[d.player].choose(game, d))
    assert len(game.choices) > 100
    loaded = Game.from_json(game.to_json())
    assert loaded.state == game.state and loaded.digest() == game.digest()
    assert [p.victory_points for p in loaded.raw.players] == [p.victory_points for p in game.raw.players]
    assert loaded.setup.names == game.setup.names and len(loaded.setup.decks) == 4
    if not game.over:
        d = game.decision
        assert [o.id for o in loaded.decision.options] == [o.id for o in d.options]
        answer = agents[d.player].choose(game, d)
        for g in (game, loaded):
            g.choose(d.player, answer)
        assert loaded.state == game.state and loaded.digest() == game.digest()


def test_a_third_partys_hand_rank_bonus_goes_to_the_hand_of_the_posse_it_fights_in():
    game = callout_three(dict(deck=lowball_cards(WEAK)), dict(deck=lowball_cards(PAIR)),
                         dict(town_square=["Jessica Patchett"], hand=["Outgunned"]))
    invite(game, 0, 2)
    send(game, 2, "Jessica Patchett")
    for _ in range(30):
        d = game.decision
        if (d.kind, d.player) == ("resolution", 2):
            break
        if d.kind == "shooter":
            game.choose(d.player, d.options[0].id)
        elif d.kind == "draw":
            game.choose(d.player, [])
        elif d.kind == "draw_hand":
            keep_suggested(game)
        else:
            raise AssertionError(f"unexpected {d.kind} for {d.player}: {d.prompt}")
    play(game, play="ability", card="Outgunned")      # Jessica Patchett's 5 bullets against Pancho's 3
    assert [(e.data["player"], e.data["amount"]) for e in game.events if e.kind == "hand_rank"] == [(0, 2)]


# --- Cheatin' Resolutions with a third party ---------------------------------------------------------------
CHEAT = "3S 3S 3S 7C 9S JH KC 2D AS 4H 5H 6H 8D QD"   # player 0 keeps three 3s of spades: cheatin'


def test_a_third_party_cannot_punish_the_cheatin_posse_owner_it_fights_beside():
    # player 2 fights in player 0's posse: player 0 is not its opponent there, so only player 1 may punish
    game = callout_three(dict(deck=lowball_cards(CHEAT)), dict(hand=["Coachwhip!"], deck=lowball_cards(WEAK)),
                         dict(town_square=["Rob Wilby"], hand=["Coachwhip!"], deck=lowball_cards(WEAK)))
    invite(game, 0, 2)
    send(game, 2, "Rob Wilby")
    to_reveal(game)
    assert game.raw.cheatin == {0}
    offered = []
    while game.decision.kind == "resolution":
        d = game.decision
        offered += [(d.player, o.data["card"]) for o in d.options if o.data.get("play") == "ability"]
        play(game, play="pass")
    assert offered == [(1, "Coachwhip!")]
    assert game.raw.shootout.cheatin_punished == set()   # nobody used it: still open to player 1 this round
    assert all(abilities.cheaters_for(game.raw, p) == ([0] if p == 1 else []) for p in range(3))


# --- the simulator -----------------------------------------------------------------------------------------
@pytest.mark.parametrize("seats", [3, 4])
def test_sim_plays_three_and_four_players_with_random_agents(capsys, seats):
    assert main(["sim", "--players", str(seats), "--games", "3", "--seed", "5", "--max-days", "6"]) == 0
    summary = json.loads(capsys.readouterr().out)
    assert summary["players"] == seats and summary["agents"] == ["random"] * seats
    assert len(summary["wins"]) == seats and summary["errors"] == []
    assert sum(summary["wins"]) + summary["draws"] == 3


def test_sim_refuses_a_seat_list_that_does_not_match_the_players(capsys):
    assert main(["sim", "--players", "3", "--agents", "random,random"]) == 2
    assert "--agents takes 3 names" in capsys.readouterr().out
    assert main(["sim", "--players", "5"]) == 2
    assert "--players takes 2, 3 or 4" in capsys.readouterr().out
    assert main(["sim", "--max-days", "0"]) == 2
    assert "sim: --max-days takes at least 1, not 0" in capsys.readouterr().out
    assert main(["sim", "--players", "3", "--agents", "automaton,random,random"]) == 2
    assert "two-seat games" in capsys.readouterr().out
    assert main(["sim", "--players", "3", "--decks", "law-dogs,outlaws"]) == 2
    assert "--decks takes 3 decks" in capsys.readouterr().out

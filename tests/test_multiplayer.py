"""Three and four players: the official multiplayer rules (``shared/rules/wwe-multiplayer.txt``).

One test (or a few) per paragraph of the multiplayer text: seats and turn order, the Gamblin' pot,
victory points and their tie-breaks; plus the seats as a list (``Game.new`` with 2 to 4 decks, the
two-seat variants refusing more), the town for more streets, who may oppose a job (RULINGS.md) and
the views. Positions come from the scenario builder with three or four ``players``.

Control points and influence (as in ``test_sundown_nightfall``): The Mayor's Office has 2 control
points, General Store 1; Ezrael Jones has 1 influence, Andreas Andregg 2.
"""
from __future__ import annotations

import re
from pathlib import Path

import pytest
from invariants import starter_decks

from doomtown_tui.engine import job, poker
from doomtown_tui.engine.gamblin import multiplayer_places
from doomtown_tui.engine.game import Game
from doomtown_tui.engine.testing import scenario
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


def test_identical_lowest_hands_make_everyone_redraw():
    twin = "2D 4C 6H 8D QD"      # identical to HIGH_CARD_Q
    game = table({"deck": lowball_cards(HIGH_CARD_Q + " " + HIGH_CARD_K)},
                 {"deck": lowball_cards(twin + " " + PAIR_OF_3)},
                 {"deck": lowball_cards(PAIR_OF_3 + " " + HIGH_CARD_Q)}, phase="gamblin")
    assert [e.kind for e in game.events].count("gamblin_tie") == 1
    win = next(e for e in game.events if e.kind == "gamblin_win")
    second = next(e for e in game.events if e.kind == "gamblin_second")
    assert (win.data["player"], second.data["player"]) == (2, 0)   # the redraw: Q high, K high, pair


def test_identical_hands_below_the_second_place_do_not_redraw():
    hands = {0: poker.evaluate(_faces(HIGH_CARD_Q)), 1: poker.evaluate(_faces(PAIR_OF_3)),
             2: poker.evaluate(_faces("3D 3C 5S 7H 9C")), 3: poker.evaluate(_faces(HIGH_CARD_K))}
    game = table({}, {}, {}, {}, phase="gamblin")
    assert multiplayer_places(game.raw, hands, redraw=True)[:2] == [0, 3]


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

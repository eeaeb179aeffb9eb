"""Three and four players at one keyboard: the new-game form, every player's line with victory points,
the seat order, the curtain passing the keyboard round the table, third-party dudes in the shootout
panel, saving and continuing a four-seat game, and the game over by victory points."""
from __future__ import annotations

import re
from pathlib import Path
from types import SimpleNamespace

import pytest
from conftest import SIZE, SMALL
from tui_driver import answer, answer_many, default_answer, keys_to, lift_curtain, play_is, settle, text

from doomtown_tui.engine.testing import scenario
from doomtown_tui.engine.view import CardView
from doomtown_tui.tui.config import GameConfig, SeatConfig
from doomtown_tui.tui.curtain import CurtainScreen
from doomtown_tui.tui.gameover import GameOverScreen
from doomtown_tui.tui.newgame import AUTOMATON_TWO_SEATS, NewGameScreen
from doomtown_tui.tui.players import PlayerPanel
from doomtown_tui.tui.saves import SaveStore
from doomtown_tui.tui.session import GameSession
from doomtown_tui.tui.shootout import ShootoutPanel, current_reveals
from doomtown_tui.tui.title import TitleScreen

NAMES = ("Ann", "Bo", "Cy", "Di")
DECKS = ("law-dogs", "outlaws", "fearmongers", "entrepreneurs")
OUTFITS = ("Law Dogs", "The Sloane Gang", "Morgan Regulators", "The Spiritual Society")


def table_of(seats: int, seed: int = 5, open_hands: bool = False, controllers: tuple[str, ...] = ()) -> GameConfig:
    chosen = controllers or ("human",) * seats
    return GameConfig(seats=tuple(SeatConfig(NAMES[s], DECKS[s], chosen[s]) for s in range(seats)), seed=seed,
                      open_hands=open_hands)


def position(*specs: dict, phase: str = "high_noon", dealer: int = 0):
    """A scenario game with one player per spec, named Ann, Bo, Cy, Di, each with its own outfit."""
    players = [{"outfit": OUTFITS[i], "name": NAMES[i], **spec} for i, spec in enumerate(specs)]
    return scenario(phase=phase, dealer=dealer, players=players)


def player_line(app, seat: int) -> str:
    """The first line of seat's panel as drawn on screen."""
    panel = app.game_screen.query_one(f"#player-{seat}", PlayerPanel)
    region = panel.content_region
    return text(app).splitlines()[region.y][region.x:region.right].strip()


# --- the new-game form -------------------------------------------------------------------------------
async def open_form(app, pilot) -> NewGameScreen:
    await settle(pilot)
    await pilot.press("n")
    await settle(pilot)
    assert isinstance(app.screen, NewGameScreen)
    return app.screen


@pytest.mark.parametrize("seats", [3, 4])
async def test_the_form_starts_a_game_of_three_or_four_seats(make_app, seats: int) -> None:
    app = make_app()
    async with app.run_test(size=SIZE) as pilot:
        form = await open_form(app, pilot)
        assert [form.query_one(f"#seat-{s}").display for s in range(4)] == [True, True, False, False]
        form.query_one("#players").value = seats
        await settle(pilot)
        assert [form.query_one(f"#seat-{s}").display for s in range(4)] == [s < seats for s in range(4)]
        decks = [form.query_one(f"#deck-{s}").value for s in range(seats)]
        assert len(set(decks)) == seats                      # a different deck on every seat
        form.query_one(f"#ctrl-{seats - 1}").value = "random"   # the last seat: a computer
        await settle(pilot)
        await pilot.press("ctrl+s")
        await settle(pilot, 2)
        session = app.session
        assert session is not None
        assert session.game.setup.names == [f"Player {s + 1}" for s in range(seats)]
        assert session.controllers == ("human",) * (seats - 1) + ("random",)
        assert list(session.deck_names) == decks
        assert len(session.game.state.players) == seats
        assert session.game.state.points_to_win == seats - 1


async def test_the_form_keeps_the_automaton_to_two_seats(make_app) -> None:
    app = make_app()
    async with app.run_test(size=SIZE) as pilot:
        form = await open_form(app, pilot)
        form.query_one("#players").value = 3
        form.query_one("#ctrl-1").value = "automaton"
        await settle(pilot)
        assert form.query_one("#seat-note").display
        assert AUTOMATON_TWO_SEATS.split(":")[0] in " ".join(text(app).split())
        await pilot.press("ctrl+s")
        await settle(pilot)
        assert isinstance(app.screen, NewGameScreen) and app.session is None
        assert "cannot start yet" in text(app)
        form.query_one("#players").value = 2   # back to two seats: the Automaton is welcome
        await settle(pilot)
        assert not form.query_one("#seat-note").display
        config, problems = form.config()
        assert problems == [] and config is not None and [s.controller for s in config.seats] == ["human", "automaton"]


async def test_a_boss_battle_keeps_its_two_seats(make_app) -> None:
    app = make_app()
    async with app.run_test(size=SIZE) as pilot:
        form = await open_form(app, pilot)
        form.query_one("#players").value = 4
        await settle(pilot)
        form.query_one("#game").value = "showstopper"
        await settle(pilot)
        assert not form.query_one("#players").display
        assert [form.query_one(f"#seat-{s}").display for s in range(4)] == [True, True, False, False]
        config, problems = form.config()
        assert problems == [] and config is not None
        assert [s.name for s in config.seats] == ["Hero", "Villain"] and config.scenario == "showstopper"


async def test_every_seat_needs_its_own_name(make_app) -> None:
    app = make_app()
    async with app.run_test(size=SIZE) as pilot:
        form = await open_form(app, pilot)
        form.query_one("#players").value = 3
        form.query_one("#name-2").value = "Player 1"
        await settle(pilot)
        config, problems = form.config()
        assert config is None and problems == ["Every seat needs a different name."]


# --- the table -----------------------------------------------------------------------------------------
async def test_every_players_line_shows_victory_points(make_app) -> None:
    game = position(dict(victory_points=1, stash=7), dict(stash=4), dict(victory_points=0, stash=2))
    app = make_app(session=GameSession(game, ("human",) * 3, open_hands=True))
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot, 2)
        lines = [player_line(app, seat) for seat in range(3)]
        assert "Ann" in lines[0] and "7 GR" in lines[0] and "VP 1/2" in lines[0]
        assert "Bo" in lines[1] and "4 GR" in lines[1] and "VP 0/2" in lines[1]
        assert "Cy" in lines[2] and "2 GR" in lines[2] and "VP 0/2" in lines[2]
        status = text(app).splitlines()[0]
        assert re.search(r"Order: Ann › Bo › Cy", status)   # clockwise from the Dealer, who acts first


async def test_a_two_seat_game_has_no_victory_points_nor_seat_order(make_app) -> None:
    game = scenario(players=[dict(name="Ann"), dict(name="Bo")])
    app = make_app(session=GameSession(game, ("human", "human"), open_hands=True))
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot, 2)
        screen = text(app)
        assert "VP " not in screen and "Order:" not in screen
        assert "hand" in player_line(app, 0) and "hand" in player_line(app, 1)


async def test_four_streets_fit_at_120_by_40(make_app) -> None:
    game = position(dict(home=["Tommy Harden"]), dict(home=["Ike Clanton"]), dict(town_square=["Ezrael Jones"]),
                    dict(home=["Andreas Andregg"]))
    app = make_app(session=GameSession(game, ("human",) * 4, open_hands=True))
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot, 2)
        screen = text(app)
        for name in NAMES:
            assert f"{name}'s street" in screen
        for title in ("Tommy Harden", "Ike Clanton", "Ezrael Jones", "Andreas Andregg", *OUTFITS):
            assert title in screen
        town = app.game_screen.query_one("#town")
        assert town.max_scroll_y == 0           # nothing to scroll to


# --- the curtain ---------------------------------------------------------------------------------------
def secret_titles(app, seat: int) -> set[str]:
    """Titles in ``seat``'s hand or unrevealed draw hand that nothing public nor any other hand shows."""
    state = app.session.game.state
    public = [c.title for c in state.in_play] + [e.text for e in app.session.game.events]
    for player in state.players:
        public += [c.title for c in (*player.discard, *player.boot_hill, player.outfit)]
        if player.index != seat:
            public += [c.title for c in (*player.hand, *player.draw_hand) if isinstance(c, CardView)]
    mine = state.players[seat]
    cards = [c for c in (*mine.hand, *mine.draw_hand) if isinstance(c, CardView) and c.type != "joker"]
    shown = "\n".join(public)
    return {c.title for c in cards if c.title not in shown}


async def test_the_curtain_passes_the_keyboard_round_three_humans(make_app) -> None:
    app = make_app(table_of(3, seed=4))
    curtains: list[str] = []
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        for _ in range(30):
            owner = app.session.game.decision.player
            if isinstance(app.screen, CurtainScreen):
                screen = text(app)
                curtains.append(app.screen.player)
                assert app.screen.player == NAMES[owner]
                words = " ".join(re.sub(r"[┃┏┓┗┛━]", " ", screen).split())
                assert f"Pass the keyboard to {NAMES[owner]}" in words
                assert "Everyone else looks away" in screen
                await lift_curtain(pilot)
            screen = text(app)
            for other in range(3):
                if other != owner:
                    for title in secret_titles(app, other):
                        assert title not in screen, f"{title} of seat {other} shows on seat {owner}'s turn"
            await default_answer(pilot)
    assert set(curtains) == set(NAMES[:3])


# --- the shootout --------------------------------------------------------------------------------------
def invited_shootout() -> GameSession:
    """Ann's Clint Ramsey has called out Bo's Pancho Castillo at the Town Square, where Cy's Ezrael Jones
    stands; both posses are formed and Ann is asked whom she invites."""
    game = position(dict(town_square=["Clint Ramsey"]), dict(town_square=["Pancho Castillo"]),
                    dict(town_square=["Ezrael Jones"]))
    while game.decision.kind != "invite":
        d = game.decision
        wanted = {"noon": "pass", "join_posse": "done", "callout_response": "accept"}.get(d.kind)
        if d.kind == "noon" and d.player == 0:
            option = next(o for o in d.options if o.data.get("play") == "callout"
                          and o.data.get("target_card") == "Pancho Castillo")
        else:
            option = next(o for o in d.options if o.data.get("play") == wanted)
        game.choose(d.player, option.id)
    return GameSession(game, ("human",) * 3, open_hands=True)


async def test_a_third_party_dude_rides_with_the_side_that_invited_it(make_app) -> None:
    app = make_app(session=invited_shootout())
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot, 2)
        screen = text(app)
        assert "Third parties" in screen and "Invite Cy" in screen
        decision = app.session.decision
        assert (decision.kind, decision.player) == ("invite", 0)
        await answer_many(pilot, [o.id for o in decision.options if o.data["player"] == 2])
        await answer(pilot, play_is("join", card="Ezrael Jones"))
        if app.session.decision.kind == "join_posse" and app.session.decision.player == 2:
            await answer(pilot, play_is("done"))
        await settle(pilot, 2)
        panel = app.game_screen.query_one(ShootoutPanel)
        assert panel.display
        assert app.session.game.state.shootout.third_parties == ((2, 0),)
        lines = [line for line in text(app).splitlines() if "Ezrael Jones" in line]
        assert any("(Cy) Ezrael Jones" in line for line in lines)
        assert not any("(Ann)" in line or "(Bo)" in line for line in text(app).splitlines())
        assert any("Ann with Cy" in line for line in text(app).splitlines())


# --- saving --------------------------------------------------------------------------------------------
async def test_a_four_seat_game_saves_and_continue_loads_it(make_app, data_dir: Path) -> None:
    app = make_app(table_of(4, seed=9, controllers=("human", "human", "random", "human")))
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        for _ in range(6):
            await default_answer(pilot)
        await lift_curtain(pilot)
        decision = app.session.decision
        before = (decision.kind, decision.player, len(app.session.game.choices))
    store = SaveStore(data_dir)
    saved = store.read(store.autosave_path)
    assert saved.controllers == ("human", "human", "random", "human")
    assert saved.decks == DECKS
    assert "4 players" in store.describe(store.autosave_path).line()

    again = make_app()
    async with again.run_test(size=SIZE) as pilot:
        await settle(pilot)
        assert isinstance(again.screen, TitleScreen)
        await pilot.press("c")
        await settle(pilot)
        await lift_curtain(pilot)
        session = again.session
        decision = session.decision
        assert (decision.kind, decision.player, len(session.game.choices)) == before
        assert session.controllers == ("human", "human", "random", "human")
        assert session.game.setup.names == list(NAMES)
        await default_answer(pilot)   # and play goes on
        assert len(session.game.choices) > before[2]


# --- game over -----------------------------------------------------------------------------------------
async def test_game_over_names_the_winner_by_victory_points(make_app) -> None:
    # Sundown: Ann (1 point kept) has 1 control against Cy's 0 influence: her second point wins
    game = position(dict(street_right=["General Store"], victory_points=1), dict(home=["Ezrael Jones"]), {},
                    phase="sundown")
    assert game.over and game.winner == 0
    app = make_app(session=GameSession(game, ("human",) * 3, open_hands=True))
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot, 3)
        assert isinstance(app.screen, GameOverScreen)
        lines = [" ".join(line.split()) for line in text(app).splitlines()]
        assert any("Ann wins!" in line for line in lines)
        assert any("Victory points to win: 2" in line for line in lines)
        assert any("Ann: VP 2/2" in line for line in lines)
        assert any("Bo: VP 0/2" in line for line in lines)
        assert any("Cy: VP 0/2" in line for line in lines)


async def test_the_narrow_table_keeps_the_deciders_home_in_view(make_app) -> None:
    game = position(dict(home=["Tommy Harden"]), dict(home=["Ike Clanton"]), dict(home=["Ezrael Jones"]),
                    dict(home=["Andreas Andregg"]), dealer=3)
    app = make_app(session=GameSession(game, ("human",) * 4, open_hands=True))
    async with app.run_test(size=SMALL) as pilot:
        await settle(pilot, 3)
        assert app.session.owner == 3
        decision = app.session.decision
        to_square = next(o for o in decision.options if o.data.get("play") == "move" and o.data.get("to_uid") == 0)
        await keys_to(pilot, to_square.id)      # away from Pass (highlighted on arrival), then back to it
        await settle(pilot, 2)
        assert OUTFITS[3] not in text(app)      # Di's street is below the Town Square and two others
        passing = next(o.id for o in decision.options if o.data.get("play") == "pass")
        await keys_to(pilot, passing)           # Pass names no location: Di's home comes into view
        await settle(pilot, 2)
        assert OUTFITS[3] in text(app) and "Andreas Andregg" in text(app)


# --- no two-seat arithmetic ----------------------------------------------------------------------------
def test_no_two_seat_arithmetic_is_left_in_the_app() -> None:
    """The app takes seats as a list: no ``1 - seat`` (the other of two) nor a fixed ``(0, 1)`` pair of seats."""
    import doomtown_tui.tui as tui

    other = re.compile(r"(?<![-\w)\]] )\b1 - (?!\d)")     # "1 - seat", not "len(x) - 1 - i" nor "1 - 2"
    pair = re.compile(r"in \(0, 1\)|range\(2\)")
    found = []
    for path in sorted(Path(tui.__file__).parent.glob("*.py")):
        for number, line in enumerate(path.read_text().splitlines(), 1):
            code = line.split("#")[0]
            if other.search(code) or pair.search(code):
                found.append(f"{path.name}:{number}: {line.strip()}")
    assert found == []


async def test_the_replay_viewer_shows_three_players_lowball_hands() -> None:
    from doomtown_tui.agents import make_agent
    from doomtown_tui.data import resolve_deck
    from doomtown_tui.engine import Game, load_deck
    from doomtown_tui.tui.replay import ReplayApp

    game = Game.new([load_deck(resolve_deck(d)) for d in DECKS[:3]], seed=1, names=list(NAMES[:3]))
    agent = make_agent("random", seed=1)
    while game.state.phase != "gamblin" or not all(p.draw_hand for p in game.state.players):   # a Joker's question
        game.choose(game.decision.player, agent.choose(game, game.decision))
    viewer = ReplayApp(game, "three.json")
    async with viewer.run_test(size=SIZE) as pilot:
        await settle(pilot)
        await pilot.press("end")
        await settle(pilot, 2)
        panel = viewer.query_one(ShootoutPanel)
        assert panel.display
        assert [c.seat for c in panel.query("PosseColumn") if c.display] == [0, 1, 2]
        screen = text(viewer)
        assert all(name in screen for name in NAMES[:3]) and "draw hands" in screen


async def test_the_narrow_table_shows_the_deciders_home_from_the_first_drawing(make_app) -> None:
    # Di decides first (the Dealer); her street is the last of four: the town scrolls to it at once
    game = position(dict(home=["Tommy Harden"]), dict(home=["Ike Clanton"]), dict(home=["Ezrael Jones"]),
                    dict(home=["Andreas Andregg"]), dealer=3)
    app = make_app(session=GameSession(game, ("human",) * 4, open_hands=True))
    async with app.run_test(size=SMALL) as pilot:
        await settle(pilot, 3)
        town = app.game_screen.query_one("#town")
        assert town.scroll_y > 0
        assert OUTFITS[3] in text(app) and "Andreas Andregg" in text(app)


async def test_no_curtain_for_a_computer_seat_between_two_humans(make_app) -> None:
    app = make_app(table_of(3, seed=6, controllers=("human", "random", "human")))
    curtains: list[int] = []
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        for _ in range(12):
            if isinstance(app.screen, CurtainScreen):
                curtains.append(app.session.owner)
                await lift_curtain(pilot)
            await default_answer(pilot)
    assert curtains and set(curtains) <= {0, 2}   # the keyboard goes to Ann or Cy, never to the computer


def test_the_lowball_panel_shows_the_kept_hand_beside_the_redrawn_ones():
    """Seats 1 and 2 tied for second and redrew; seat 0 kept its hand: the panel shows each seat's latest reveal,
    seat 0's first one included."""
    def event(kind: str, player: int | None = None, n: int = 0) -> SimpleNamespace:
        return SimpleNamespace(kind=kind, data={} if player is None else {"player": player, "n": n})
    events = [event("phase"), event("reveal", 0), event("reveal", 1), event("reveal", 2), event("gamblin_tie"),
              event("reveal", 1, 1), event("reveal", 2, 1)]
    view = SimpleNamespace(shootout=None, players=[SimpleNamespace(draw_hand=(1,))] * 3)
    assert [(e.data["player"], e.data["n"]) for e in current_reveals(view, events)] == [(0, 0), (1, 1), (2, 1)]

"""Snapshots of the main screens (pytest-textual-snapshot): the title, the table, a shootout.

Update them after a deliberate change of the look with ``pytest tests/tui --snapshot-update``.
"""
from __future__ import annotations

from pathlib import Path

from conftest import hotseat
from test_tui_prompt import duel, to_shootout
from tui_driver import default_answer, settle

from doomtown_tui.tui.app import DoomtownApp


def app_for(data: Path, **kw) -> DoomtownApp:
    return DoomtownApp(data_dir=data, agent_delay=0, preload=False, **kw)


def test_title_screen(snap_compare, tmp_path: Path) -> None:
    assert snap_compare(app_for(tmp_path), terminal_size=(80, 24))


def test_the_table_at_high_noon(snap_compare, tmp_path: Path) -> None:
    async def to_noon(pilot) -> None:
        await settle(pilot)
        while pilot.app.session.game.state.phase != "high_noon":
            await default_answer(pilot)
        await settle(pilot)

    assert snap_compare(app_for(tmp_path, start=hotseat(seed=7, open_hands=True)), terminal_size=(120, 40),
                        run_before=to_noon)


def test_a_shootout_keep_five(snap_compare, tmp_path: Path) -> None:
    async def to_keep_five(pilot) -> None:
        await settle(pilot)
        await to_shootout(pilot)
        await settle(pilot)

    assert snap_compare(app_for(tmp_path, session=duel()), terminal_size=(100, 32), run_before=to_keep_five)


def test_the_whole_town_five_dudes_a_side(snap_compare, tmp_path: Path) -> None:
    from test_tui_table import crowded

    assert snap_compare(app_for(tmp_path, session=crowded()), terminal_size=(120, 40), run_before=_settled)


def test_the_whole_town_five_dudes_a_side_narrow(snap_compare, tmp_path: Path) -> None:
    from test_tui_table import crowded

    assert snap_compare(app_for(tmp_path, session=crowded()), terminal_size=(80, 24), run_before=_settled)


async def _settled(pilot) -> None:
    await settle(pilot, 2)


def test_a_showstopper_table(snap_compare, tmp_path: Path) -> None:
    """Boss Battle: The Showstopper on day 2's High Noon: the scenario and Ivor's 1 victory point
    (Showboating) in the status line, ★1 on his line in the town square, the v key in the footer."""
    from test_tui_bossbattle import showboated

    assert snap_compare(app_for(tmp_path, session=showboated()), terminal_size=(120, 40), run_before=_settled)


def _four_at_noon():
    """Four players at day 1's High Noon, Bo (hotseat, hands hidden from the others) to decide: four
    streets round the Town Square, every player's line with VP 0/3 and the seat order in the status line."""
    from test_tui_multiplayer import position

    from doomtown_tui.tui.session import GameSession

    game = position(dict(home=["Tommy Harden", "Rob Wilby"], street_right=["General Store"], stash=6,
                         hand=["Shotgun", "Pistol Whip"]),
                    dict(home=["Ike Clanton"], town_square=["Pancho Castillo"], hand=["Ambush", "Roan"]),
                    dict(home=["Ezrael Jones"], town_square=["Andreas Andregg"], victory_points=1),
                    dict(home=["Clint Ramsey"], stash=3), dealer=1)
    session = GameSession(game, ("human",) * 4)
    session.take_seat()
    return session


def test_a_four_player_table(snap_compare, tmp_path: Path) -> None:
    assert snap_compare(app_for(tmp_path, session=_four_at_noon()), terminal_size=(120, 40), run_before=_settled)


def test_a_four_player_table_narrow(snap_compare, tmp_path: Path) -> None:
    assert snap_compare(app_for(tmp_path, session=_four_at_noon()), terminal_size=(80, 24), run_before=_settled)

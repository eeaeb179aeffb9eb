"""The app issue's "Bugs found", one pilot test each (each failed before its fix)."""
from __future__ import annotations

import json

from conftest import SIZE, SMALL
from test_tui_prompt import duel
from tui_driver import settle

from doomtown_tui.tui.dialogs import LoadDialog
from doomtown_tui.tui.prompt import ChoiceList
from doomtown_tui.tui.title import TitleScreen


# --- 1. the title screen: arrows, Enter and clicks ------------------------------------------------
async def test_title_menu_answers_arrows_enter_and_clicks(make_app) -> None:
    app = make_app()
    async with app.run_test(size=SMALL) as pilot:
        await settle(pilot)
        menu = app.screen.query_one("#menu")
        assert menu.has_focus and menu.highlighted == 0          # "New game", highlighted on arrival
        await pilot.press("down")                                # Continue is disabled (no autosave)
        assert menu.highlighted_option.id == "load"
        await pilot.press("enter")
        await settle(pilot)
        assert isinstance(app.screen, LoadDialog)
        await pilot.press("escape")
        await settle(pilot)
        assert isinstance(app.screen, TitleScreen)
        await pilot.click("#menu", offset=(3, 5))                # the fifth row: Help
        await settle(pilot)
        assert type(app.screen).__name__ == "HelpScreen"


# --- 10. the prompt's multi-pick key does not shadow Textual's own ``toggle`` action -----------------
async def test_choice_list_keeps_textuals_toggle_action(make_app) -> None:
    app = make_app(session=duel())
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        choices = app.game_screen.query_one(ChoiceList)
        assert "action_toggle" not in ChoiceList.__dict__
        assert choices.check_action("tick", ()) is False           # not a multi-pick question
        await choices.run_action("toggle('multi')")                 # DOMNode.action_toggle(attribute_name)
        assert choices.multi is True
        assert choices.check_action("tick", ()) is True


# --- 6. the game-over box fits 80 columns, the replay command on one line ----------------------------
async def test_game_over_box_fits_80_columns(make_app, data_dir) -> None:
    from tui_driver import answer, play_is, text

    from doomtown_tui.engine.testing import scenario
    from doomtown_tui.tui.gameover import GameOverScreen
    from doomtown_tui.tui.session import GameSession

    game = scenario(phase="high_noon", dealer=0, seed=1, players=[
        dict(outfit="Law Dogs", street_left=["Circle M Ranch"], home=["Hattie DeLorre"]),
        dict(outfit="The Sloane Gang"),
    ])
    app = make_app(session=GameSession(game, ("human", "human"), open_hands=True))
    async with app.run_test(size=SMALL) as pilot:
        await settle(pilot)
        await answer(pilot, play_is("pass"))
        await answer(pilot, play_is("pass"))
        await settle(pilot)
        assert isinstance(app.screen, GameOverScreen)
        box = app.screen.query_one("#over").region
        assert box.x >= 0 and box.right <= 80
        replay = next((data_dir / "replays").glob("*.json"))
        lines = text(app).splitlines()
        assert any(f"doomtown replay {replay.stem}" in line for line in lines)
    from doomtown_tui.tui.replay import find_replay
    assert find_replay(replay.stem) == replay          # the short form the box shows opens that file


# --- 7. a deck line without a count, and a file of prose, are errors with line numbers ----------------
async def test_deck_line_without_a_count_is_an_error_with_its_line(make_app, tmp_path) -> None:
    from doomtown_tui.data import data_dir as shipped
    from doomtown_tui.tui.config import GameConfig, SeatConfig

    good = (shipped("decks") / "law-dogs.txt").read_text().splitlines()
    first = next(i for i, line in enumerate(good) if line[:1].isdigit() and "Law Dogs" not in line)
    title = good[first].split("x ", 1)[1]
    short = [*good[:first], title.removesuffix(" *"), *good[first + 1:]]   # "Bobo" instead of "1x Bobo"
    deck = tmp_path / "short.txt"
    deck.write_text("\n".join(short) + "\n")
    prose = tmp_path / "prose.txt"
    prose.write_text("my favourite deck\nlots of dudes and some deeds\n")

    config = GameConfig(seats=(SeatConfig("Ada", str(deck)), SeatConfig("Bo", str(prose))), seed=1)
    app = make_app(config)
    async with app.run_test(size=(160, 40)) as pilot:
        await settle(pilot)
        assert isinstance(app.screen, TitleScreen)
        note = " ".join(str(app.screen.query_one("#title-note").render()).split())
        assert f"line {first + 1}: '{title.removesuffix(' *')}' has no count" in note
    from doomtown_tui.tui.newgame import check_deck
    problems = check_deck(str(prose))
    assert problems[:2] == ["line 1: expected 'Nx Card Title' or a heading such as 'Dudes (13)' or 'Deeds:', "
                            "got 'my favourite deck'",
                            "line 2: expected 'Nx Card Title' or a heading such as 'Dudes (13)' or 'Deeds:', "
                            "got 'lots of dudes and some deeds'"]
    assert check_deck("law-dogs") == []


# --- 8. loading over a game asks first; the replaced game is listed, with day and date -----------------
async def test_load_asks_first_and_the_replaced_game_stays_reachable(make_app, data_dir) -> None:
    from conftest import hotseat
    from tui_driver import default_answer, lift_curtain, text

    app = make_app(hotseat(seed=7, open_hands=True))
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        for _ in range(3):
            await default_answer(pilot)
        app.session.save_as("early")
        for _ in range(3):
            await default_answer(pilot)
        replaced = len(app.session.game.choices)
        await pilot.press("o")
        await settle(pilot)
        listing = text(app)
        assert "early \u00b7 day 1 \u00b7 " in listing and "Autosave (the game to continue) \u00b7 day 1" in listing
        await pilot.press("enter")                        # "early", the newest named save
        await settle(pilot)
        assert "instead of the game on the table" in text(app)
        await pilot.press("n")                            # keep playing: nothing changed
        await settle(pilot)
        assert len(app.session.game.choices) == replaced
        await pilot.press("o")
        await settle(pilot)
        await pilot.press("enter", "y")
        await settle(pilot)
        await lift_curtain(pilot)
        assert len(app.session.game.choices) == 3
        app.session.flush()
        await pilot.press("o")
        await settle(pilot)
        assert "Previous autosave (the game replaced last) \u00b7 day 1" in text(app)
        await pilot.press("end", "enter", "y")            # the previous autosave is the last line
        await settle(pilot)
        await lift_curtain(pilot)
        assert len(app.session.game.choices) == replaced


# --- 9. a corrupt autosave is explained in words, and the previous autosave is offered -----------------
async def test_corrupt_autosave_in_words_and_previous_offered(make_app, data_dir) -> None:
    from conftest import hotseat
    from tui_driver import default_answer, text

    from doomtown_tui.tui.dialogs import ConfirmDialog

    app = make_app(hotseat(seed=7, open_hands=True))
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        for _ in range(4):
            await default_answer(pilot)
        app.session.flush()
        good = len(app.session.game.choices)
    (data_dir / "autosave.previous.json").write_bytes((data_dir / "autosave.json").read_bytes())
    broken = (data_dir / "autosave.json").read_bytes()[:200]
    (data_dir / "autosave.json").write_bytes(broken)

    again = make_app()
    async with again.run_test(size=SIZE) as pilot:
        await settle(pilot)
        await pilot.press("c")
        await settle(pilot)
        assert isinstance(again.screen, ConfirmDialog)
        screen = " ".join(text(again).split())
        assert "Continue the previous autosave instead (day 1, saved " in screen
        note = " ".join(str(again.screen_stack[-2].query_one("#title-note").render()).split())
        assert note.startswith("The save is damaged (corrupt or cut short): the file stops partway through.")
        assert "Expecting" not in note and "char" not in note        # no parser message
        await pilot.press("y")
        await settle(pilot)
        assert again.session is not None and len(again.session.game.choices) == good
    assert (data_dir / "autosave.unreadable.json").read_bytes() == broken
    json.loads((data_dir / "autosave.previous.json").read_text())   # the damaged file never became the previous


def side_text(app, seat: int) -> str:
    from doomtown_tui.tui.shootout import PosseColumn

    column = app.game_screen.query_one(f"#posse-{seat}", PosseColumn)
    return " ".join(" ".join(str(w.render()).split()) for w in column.query("MarkupText") if w.display)


# --- 3. the shootout panel while posses form, and after one is wiped out ------------------------------
async def test_shootout_panel_while_forming_and_after_a_wipe_out(make_app) -> None:
    from tui_driver import answer, default_answer, play_is

    app = make_app(session=duel())
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        await answer(pilot, play_is("callout"))
        await answer(pilot, play_is("accept"))
        assert app.session.game.decision.kind == "join_posse"      # the leader's posse is forming
        assert "posse not formed yet" in side_text(app, 1)          # the mark accepted: not "nobody left"
        assert "nobody left" not in side_text(app, 1) and "shooter" not in side_text(app, 1)
        assert "forming the posse" in side_text(app, 0)
        for _ in range(30):
            decision = app.session.game.decision
            so = app.session.game.state.shootout
            if so is None or (any(not p.dudes for p in so.posses) and decision.kind == "flee"):
                break
            await default_answer(pilot)
        wiped = next(p.player for p in app.session.game.state.shootout.posses if not p.dudes)
        assert "nobody left in the posse" in side_text(app, wiped)
        assert "shooter: none" in side_text(app, wiped) and "not chosen yet" not in side_text(app, wiped)


# --- 4. round 1's revealed hands leave the panel when round 2's are drawn --------------------------------
async def test_round_one_reveals_go_when_round_two_is_drawn(make_app) -> None:
    from tui_driver import answer, answer_many, default_answer, play_is

    app = make_app(session=duel())
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        await answer(pilot, play_is("callout"))
        await answer(pilot, play_is("accept"))
        reveals = app.game_screen.query_one("#reveals")
        for _ in range(40):
            decision = app.session.game.decision
            if app.session.game.state.shootout.round == 2 and decision.kind == "draw":
                break
            if decision.kind == "join_posse" and any(o.data.get("play") == "join" for o in decision.options):
                await answer(pilot, play_is("join"))     # two dudes a side: both posses outlive round 1
            elif decision.kind == "flee":
                await answer_many(pilot, [])
            else:
                if decision.kind == "casualty":
                    assert "reveals" in str(reveals.render())   # round 1's hands, while they matter
                await default_answer(pilot)
        assert app.session.game.state.shootout.round == 2 and app.session.game.decision.kind == "draw"
        assert "reveals" not in str(reveals.render())
        assert "reveals" not in side_text(app, 0) + side_text(app, 1)


# --- 5. Gamblin': after the reveal the other player's lowball hand is shown face up ----------------------
async def test_gamblin_reveal_shows_the_other_hand_face_up(make_app) -> None:
    from conftest import hotseat
    from tui_driver import default_answer, lift_curtain

    app = make_app(hotseat(seed=4))
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        for _ in range(80):
            await lift_curtain(pilot)
            decision = app.session.game.decision
            if decision.kind == "cheatin_resolution" and app.session.game.state.phase == "gamblin":
                break
            await default_answer(pilot)
        assert decision.kind == "cheatin_resolution" and app.session.game.state.phase == "gamblin"
        other = 1 - decision.player
        assert app.session.shown == frozenset({decision.player})   # hotseat: the other hand is private...
        reveal = next(e for e in reversed(app.session.game.events) if e.kind == "reveal" and e.data["player"] == other)
        cards = reveal.text.split(" reveals ", 1)[1].split(": ", 1)[0].split()
        hand = side_text(app, other)
        assert "??" not in hand                                     # ...but revealed: face up
        assert all(card in hand for card in cards)


# --- 2. Tab reaches every dude and every hand card, each shown in the detail panel ---------------------
async def test_tab_reaches_every_dude_and_hand_card(make_app) -> None:
    from tui_driver import default_answer, lift_curtain

    from doomtown_tui.tui.cardlist import CardList
    from doomtown_tui.tui.config import default_config
    from doomtown_tui.tui.detail import DetailPanel

    app = make_app(default_config(("law-dogs", "outlaws"), 7))   # `doomtown --deck law-dogs --deck outlaws --seed 7`
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        while not (app.session.game.state.phase == "high_noon" and app.session.owner == 0):
            await default_answer(pilot)
        await lift_curtain(pilot)
        await settle(pilot)
        state = app.session.game.state
        dudes = {c.uid: c.title for c in state.in_play if c.type == "dude"}
        hand = {c.uid: c.title for c in state.players[0].hand}
        assert len(dudes) == 10 and len(hand) == 5
        seen: dict[int, str] = {}
        stops = 0
        while app.focused is not app.game_screen.query_one("#choices") or stops == 0:
            await pilot.press("tab")
            await settle(pilot, 2)
            stops += 1
            assert stops < 40
            focused = app.focused
            if isinstance(focused, CardList):
                uid = focused.current.uid
                detail = str(app.game_screen.query_one(DetailPanel).render())
                seen[uid] = detail.splitlines()[0]
        for uid, title in {**dudes, **hand}.items():
            assert uid in seen, title
            assert seen[uid].startswith(title)          # the detail panel shows that very card
        assert stops == len(seen) + 1                   # one stop per card, then the options (the log is no stop)
        await pilot.press("shift+tab")
        await settle(pilot)
        assert app.focused.current.uid == list(hand)[-1] if isinstance(app.focused, CardList) else False


# --- No accidental plays ------------------------------------------------------------------------------
async def test_pass_is_highlighted_on_arrival_and_p_passes(make_app) -> None:
    from tui_driver import prompt, text

    app = make_app(session=duel())
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        decision = app.session.game.decision
        assert decision.kind == "noon"
        assert prompt(app).choices.highlighted_option.id == "pass"
        assert "p Pass" in text(app).splitlines()[-1]               # the footer shows the pass key
        count = len(app.session.game.choices)
        await pilot.press("p")
        await settle(pilot)
        assert list(app.session.game.choices[count:]) == ["pass"]
        assert app.session.game.decision.kind == "noon"             # the other player's turn to play
        assert prompt(app).choices.highlighted_option.id == "pass"


async def test_enter_after_the_curtain_needs_a_second_press(make_app) -> None:
    from conftest import hotseat
    from tui_driver import default_answer, prompt, text

    from doomtown_tui.tui.curtain import CurtainScreen

    app = make_app(hotseat(seed=7))
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        while not isinstance(app.screen, CurtainScreen):
            await default_answer(pilot)
        count = len(app.session.game.choices)
        await pilot.press("enter")                                  # lifts the curtain
        await settle(pilot)
        await pilot.press("enter")                                  # a double press: does not play
        await settle(pilot)
        assert len(app.session.game.choices) == count
        assert "Enter again to" in text(app)
        await pilot.press("enter")
        await settle(pilot)
        assert len(app.session.game.choices) == count + 1
        assert not prompt(app).held


async def test_enter_after_a_dialog_closes_needs_a_second_press(make_app) -> None:
    from tui_driver import text

    app = make_app(session=duel())
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        await pilot.press("question_mark")
        await settle(pilot)
        await pilot.press("escape")
        await settle(pilot)
        count = len(app.session.game.choices)
        await pilot.press("enter")
        await settle(pilot)
        assert len(app.session.game.choices) == count and "Enter again to choose Pass" in text(app)
        await pilot.press("down", "enter")                           # a key on the list wakes it: Enter counts
        await settle(pilot)
        assert len(app.session.game.choices) == count + 1


async def test_same_player_after_a_shootout_gets_a_banner_before_enter_counts(make_app) -> None:
    from tui_driver import answer, default_answer, play_is, prompt, text

    app = make_app(session=duel())
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        await answer(pilot, play_is("callout"))
        await answer(pilot, play_is("accept"))
        last = None
        while app.session.game.state.shootout is not None:
            last = app.session.owner
            await default_answer(pilot)
        assert app.session.owner == last                             # the same player decides again
        assert prompt(app).held and "Back to the town" in text(app)
        count = len(app.session.game.choices)
        await pilot.press("enter")
        await settle(pilot)
        assert len(app.session.game.choices) == count
        await pilot.press("enter")
        await settle(pilot)
        assert len(app.session.game.choices) == count + 1


# --- Prompt wording and the filter ----------------------------------------------------------------------
def test_awkward_engine_phrases_read_plainly() -> None:
    from doomtown_tui.tui.wording import tidy

    assert tidy("Ada: draw bonus 1: discard up to 1 cards to draw as many") == \
        "Ada: draw bonus 1: discard up to 1 card to draw as many"
    assert tidy("choose between 1 and 1 options, not 0") == "choose exactly 1 option (none chosen)"
    assert tidy("choose between 0 and 2 options, not 3") == "choose at most 2 options (3 chosen)"
    assert tidy("Ada wins the round; Bo takes 2 casualties, and 1 back (same rank)") == \
        "Ada wins the round; Bo takes 2 casualties; Ada takes 1 too (both hands have the same rank)"
    assert tidy("draw bonus 11 cards") == "draw bonus 11 cards"


async def test_keep_five_that_names_the_joker_asks_no_second_joker_question(make_app) -> None:
    from test_tui_prompt import to_shootout
    from tui_driver import prompt

    app = make_app(session=duel())
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        await to_shootout(pilot)
        decision = app.session.game.decision
        assert decision.kind == "draw_hand" and "Joker as 8\u2660" in decision.prompt
        await pilot.press("enter")                     # keep the suggested five
        await settle(pilot)
        after = app.session.game.decision
        assert not (after.kind == "joker" and after.player == decision.player)
        choices = app.session.game.choices
        asked = app.session.game.replay(len(choices) - 1).decision     # the question answered last
        assert asked.kind == "joker" and asked.player == decision.player
        assert asked.option(choices[-1]).label == "8\u2660 (suggested)"   # answered as the keep-five said
        assert prompt(app).decision is not asked


async def test_filter_ignores_quotes_and_punctuation(make_app) -> None:
    from test_tui_prompt import duel as position
    from tui_driver import prompt

    app = make_app(session=position(law="\"Thunder Boy\" Nabbe"))
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        panel = prompt(app)
        wanted = {o.id for o in app.session.game.decision.options if "Thunder Boy" in o.label}
        assert wanted
        await pilot.press("slash", *"thunder boy nabbe")           # the quotes in the title are not typed
        await settle(pilot)
        assert {o.id for o in panel.choices.options if o.id} == wanted
        await pilot.press("escape", "slash", *"thunderboys")    # no such text: nothing shown
        await settle(pilot)
        assert not [o for o in panel.choices.options if o.id]


# --- Jobs under their own group; why a job posse's Done is not offered yet -------------------------------
def kidnapping() -> object:
    from doomtown_tui.engine.testing import scenario
    from doomtown_tui.tui.session import GameSession

    game = scenario(phase="high_noon", dealer=0, seed=2, players=[
        dict(outfit="The Sloane Gang", stash=8, home=["Allie Hensman", "Ike Clanton"], hand=["Kidnappin'"]),
        dict(outfit="Law Dogs", stash=8, town_square=["Clint Ramsey"], home=["Hattie DeLorre"]),
    ])
    return GameSession(game, ("human", "human"), open_hands=True)


async def test_jobs_are_listed_under_their_own_group(make_app) -> None:
    from tui_driver import prompt

    app = make_app(session=kidnapping())
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        rows = [str(o.prompt) for o in prompt(app).choices.options]
        heading = next(i for i, row in enumerate(rows) if "Jobs (1)" in row)
        assert "Kidnappin': job" in rows[heading + 1]
        assert not any("Abilities" in row for row in rows)


async def test_job_posse_says_why_done_is_not_offered(make_app) -> None:
    from tui_driver import answer, text

    app = make_app(session=kidnapping())
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        await answer(pilot, lambda o: o.data.get("job") is True)
        await answer(pilot, lambda o: o.label.startswith("Ike Clanton"))     # 0 bullets leads
        decision = app.session.game.decision
        assert decision.kind == "join_posse" and not any(o.id == "done" for o in decision.options)
        screen = " ".join(text(app).split())
        assert ("No Done yet: the posse needs more bullets in total than Hattie DeLorre (1); it has 0"
                in screen)
        await answer(pilot, lambda o: o.label.startswith("Allie Hensman"))  # 2 bullets: now it may end
        assert "No Done yet" not in text(app)

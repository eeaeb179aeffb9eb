"""The table: the whole town at once at 120x40 (five dudes a side, nothing cut, no scrolling),
Tab reaching every card, the narrow screen keeping the option's locations in view, and the live
hand rank while keeping five."""
from __future__ import annotations

from conftest import SIZE, SMALL
from test_tui_prompt import duel, to_shootout
from tui_driver import default_answer, keys_to, prompt, settle, text

from doomtown_tui.engine.poker import Card
from doomtown_tui.engine.testing import scenario
from doomtown_tui.tui import handrank
from doomtown_tui.tui.cardlist import CardList
from doomtown_tui.tui.detail import DetailPanel
from doomtown_tui.tui.session import GameSession
from doomtown_tui.tui.town import TownView

LAW_DUDES = ["Hattie DeLorre", "Philip Swinford", "Rob Wilby", "Tommy Harden", '"Thunder Boy" Nabbe']
OUTLAW_DUDES = ["Allie Hensman", "Ike Clanton", "Jacqueline Isham", "Pancho Castillo", "Miranda Clarke"]


def crowded() -> GameSession:
    """Five dudes a side spread over both streets, the Town Square and a deed of each street, with
    attachments, bounty, booted dudes and an Out of Town deed; Player 1 to act at High Noon."""
    game = scenario(phase="high_noon", dealer=0, seed=3, players=[
        dict(outfit="Law Dogs", stash=8, street_left=["Circle M Ranch"], street_right=["Dead Dog Tavern", "Hustings"],
             out_of_town=["Clanton Ranch"], home=LAW_DUDES[:2], town_square=LAW_DUDES[2:4],
             at={"Circle M Ranch": [LAW_DUDES[4]]},
             attach={"Rob Wilby": ["Shotgun"], "Tommy Harden": ["Bowie Knife", "Roan"]},
             booted=["Philip Swinford"], hand=["Bass Reeves", "Shotgun", "Faster on the Draw", "Pat's Perch", "Roan"]),
        dict(outfit="The Sloane Gang", stash=6, street_left=["Railroad Station"], street_right=["Charlie's Place"],
             home=OUTLAW_DUDES[:2], town_square=OUTLAW_DUDES[2:4], at={"Charlie's Place": [OUTLAW_DUDES[4]]},
             attach={"Pancho Castillo": ["LeMat Revolver", "Mustang"]},
             bounty={"Pancho Castillo": 2, "Ike Clanton": 1}, booted=["Allie Hensman"],
             hand=["Baker Andrews", "Tusk", "Ambush", "Cattle Market", "Pinto"]),
    ])
    return GameSession(game, ("human", "human"), open_hands=True)


def town_lines(app) -> dict[int, str]:
    """uid -> the screen line of every card the town shows (its first line)."""
    screen = text(app).splitlines()
    out = {}
    for box in app.game_screen.query_one(TownView).boxes():
        region = box.content_region
        for index, item in enumerate(box.items):
            y = region.y + sum(len(rows) for rows in _item_rows(box)[:index])
            out[item.uid] = screen[y][region.x:region.right]
    return out


def _item_rows(box: CardList) -> list[list[int]]:
    rows = box._rows(box.content_region.width)
    return [[r for r in rows if r == [i]] for i in range(len(box.items))]


async def test_the_whole_town_fits_at_120x40_with_every_number_in_full(make_app) -> None:
    app = make_app(session=crowded())
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot, 2)
        town = app.game_screen.query_one(TownView)
        assert town.max_scroll_y == 0                              # nothing hidden below
        view = app.session.view()
        lines = town_lines(app)
        for card in view.in_play:                                  # every card, one line, never cut
            assert card.uid in lines, card.title
            assert card.title in lines[card.uid] and "\u2026" not in lines[card.uid]
        by_title = {c.title: c for c in view.in_play}
        assert lines[by_title["Pancho Castillo"].uid].split("Pancho Castillo ")[1].split() == \
            ["5\u2660", "4s", "i2", "u2", "b2"]
        assert lines[by_title["Philip Swinford"].uid].split()[-1] == "\u21b7"   # booted
        assert "+ Shotgun +1b" in lines[by_title["Shotgun"].uid]
        screen = text(app)
        assert "Town Square \u00b7 ctrl nobody" in screen and "Out of Town" in screen
        assert "Player 2's street" in screen and "Player 1's street" in screen


async def test_tab_and_shift_tab_reach_every_card_on_the_table_and_in_the_hands(make_app) -> None:
    app = make_app(session=crowded())
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot, 2)
        view = app.session.view()
        wanted = {c.uid for c in view.in_play} | {c.uid for p in view.players for c in p.hand}
        detail = app.game_screen.query_one(DetailPanel)
        for key in ("tab", "shift+tab"):
            seen: set[int] = set()
            for _ in range(len(wanted) + 6):
                await pilot.press(key)
                focused = app.focused
                if isinstance(focused, CardList) and focused.current is not None:
                    uid = focused.current.uid
                    seen.add(uid)
                    assert app.game_screen.focused_uid == uid
                    title = focused.current.title
                    assert detail.markup_text.startswith(f"[b $card-name]{title}"), (key, title)
            assert wanted <= seen, (key, wanted - seen)


async def test_arrows_walk_the_cards_of_a_location_and_on_to_the_next(make_app) -> None:
    app = make_app(session=crowded())
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot, 2)
        town = app.game_screen.query_one(TownView)
        home = town.box_with(app.session.view().players[1].outfit.uid)
        home.focus()
        await settle(pilot)
        titles = [app.focused.current.title]
        for _ in range(3):
            await pilot.press("down")
            titles.append(app.focused.current.title)
        assert titles == ["The Sloane Gang", "Allie Hensman", "Ike Clanton", "Charlie's Place"]
        await pilot.press("up")
        assert app.focused.current.title == "Ike Clanton"


async def test_the_narrow_table_keeps_the_locations_of_the_highlighted_option_in_view(make_app) -> None:
    app = make_app(session=crowded())
    async with app.run_test(size=SMALL) as pilot:
        await settle(pilot, 2)
        choices = prompt(app).choices
        town = app.game_screen.query_one(TownView)
        decision = app.session.decision
        for option_id in ("move:21:13", "move:23:3"):   # Rob Wilby to Charlie's Place; Nabbe to Dead Dog Tavern
            option = decision.option(option_id)
            await keys_to(pilot, option_id)
            await settle(pilot, 2)
            assert choices.highlighted_option.id == option_id
            window = town.scrollable_content_region
            for uid in (option.data["to_uid"],):   # the destination first (5 rows do not hold more here)
                box = town.box_with(uid)
                assert box is not None and box.region.y >= window.y and box.region.y < window.bottom, \
                    (option.label, uid, town.scroll_y)


def test_best_legal_and_best_overall_hands() -> None:
    faces = [(1, 8, "S"), (2, 8, "S"), (3, 8, "H"), (4, 8, "D"), (5, 2, "C"), (6, 9, "C"), (7, 10, "H")]
    cards = handrank.cards_for(faces)
    legal, best = handrank.best_picks(cards)
    assert best is not None and best.hand.name == "Four of a Kind" and best.hand.cheatin
    assert legal is not None and legal.hand.name == "Three of a Kind" and not legal.hand.cheatin
    assert {1, 2} - legal.uids                          # the legal hand holds one of the two 8♠
    note = handrank.pick_markup(cards, legal.uids, [("Some Card", 1)], legal, best)
    assert "Three of a Kind, 8s" in note and "(rank 4)" in note and "Some Card +1 \u2192 [b]rank 5[/]" in note
    assert "Best legal:" in note and "best overall:" in note and "cheatin'!" in note
    assert handrank.cards_for([(9, 0, "")])[9] == Card.joker()


async def test_keep_five_shows_the_live_rank_of_the_ticked_cards(make_app) -> None:
    app = make_app(session=duel())
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        await to_shootout(pilot)
        panel = prompt(app)
        assert "Ticked: Full House, 8s over 3s (Joker as 8\u2660) (rank 7)" in text(app)
        assert "no hand-rank changes in force" in text(app)
        decision = app.session.decision
        joker = next(o.id for o in decision.options if o.label.startswith("Joker"))
        ten = next(o.id for o in decision.options if o.label.startswith("10\u2665"))
        await keys_to(pilot, joker)
        await pilot.press("space")
        await keys_to(pilot, ten)
        await pilot.press("space")
        await settle(pilot)
        assert joker not in panel.chosen and ten in panel.chosen
        assert "Ticked: Two Pair, 8s and 3s (rank 3)" in text(app)
        assert "Best: Full House, 8s over 3s (Joker as 8\u2660) (rank 7)" in text(app)


async def test_locations_that_come_and_go_keep_the_town_in_plan_order(make_app) -> None:
    """A location built, taken away or moved mounts or removes only its box (``TownView._relocate``):
    over a played game every column still holds its locations in the planned order, each shown once."""
    from doomtown_tui.engine.agents import RandomAgent
    from doomtown_tui.tui.town import LocationBox, TownColumn, plan_town

    app = make_app(session=crowded())
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        session = app.session
        screen = app.game_screen
        town = screen.query_one(TownView)
        chooser = RandomAgent(5)
        for _ in range(120):
            if session.game.over:
                break
            session.choose(chooser.choose(session.game, session.game.decision))
            screen.redraw()
            await settle(pilot)
            rows = plan_town(screen._view, session.names(), town.compact)
            planned = [[loc.key for loc in col.locations] for row in rows for col in row.columns]
            shown = [[box.key for box in column.children if isinstance(box, LocationBox)]
                     for column in town.query(TownColumn)]
            assert shown == planned
            assert [box.key for box in town.boxes()] == [key for col in planned for key in col]
            for row in rows:
                for col in row.columns:
                    for loc in col.locations:
                        assert town._boxes[loc.key].items == loc.chips


async def test_b_ticks_the_best_legal_hand_then_the_best_overall_cheatin_hand(make_app) -> None:
    """Seed 3 deals Clint Ramsey a draw whose best legal hand is a Full House and whose best hand
    overall is a cheatin' Four of a Kind: ``b`` ticks one, then the other, then back."""
    game = scenario(phase="high_noon", dealer=0, seed=3, players=[
        dict(outfit="Law Dogs", stash=8, town_square=["Clint Ramsey"], home=["Hattie DeLorre"]),
        dict(outfit="The Sloane Gang", stash=8, town_square=["Pancho Castillo"], home=["Ike Clanton"]),
    ], shootout=dict(posses=[["Clint Ramsey"], ["Pancho Castillo"]], step="draw"))
    app = make_app(session=GameSession(game, ("human", "human"), open_hands=True))
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot, 2)
        decision = app.session.decision
        assert decision.kind == "draw_hand" and decision.player == 0
        faces = app.session.view().players[0].draw_faces
        legal, best = handrank.best_picks(handrank.cards_for(faces))
        assert legal.hand.name == "Full House" and best.hand.name == "Four of a Kind" and best.hand.cheatin
        ids = {o.data["uid"]: o.id for o in decision.options}
        panel = prompt(app)
        await pilot.press("space")               # untick one: neither best hand is ticked now
        assert len(panel.chosen) == 4
        await pilot.press("b")
        assert panel.chosen == {ids[u] for u in legal.uids}
        await pilot.press("b")
        assert panel.chosen == {ids[u] for u in best.uids}
        assert "Four of a Kind" in text(app) and "cheatin'" in text(app)
        await pilot.press("b")
        assert panel.chosen == {ids[u] for u in legal.uids}
        assert "Best hand" in text(app)          # the key is in the footer while keeping five
        await pilot.press("enter")
        await settle(pilot, 2)
        assert not (app.session.decision.kind == "draw_hand" and app.session.decision.player == 0)
        while app.session.decision is not None and app.session.decision.kind == "draw_hand":
            await default_answer(pilot)
        await settle(pilot, 2)
        assert "Best hand" not in text(app)   # gone once nobody is keeping five

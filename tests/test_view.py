"""What each player may see: ``game.view(p)`` hides the other hand and unrevealed draw hands;
``game.state`` shows everything; card views carry current stats with the reasons for changes."""
from __future__ import annotations

import dataclasses

import pytest
from invariants import DECK_DIR

from doomtown_tui.engine import actions
from doomtown_tui.engine.agents import RandomAgent
from doomtown_tui.engine.cards import card_pool
from doomtown_tui.engine.deck import load_deck
from doomtown_tui.engine.game import Game
from doomtown_tui.engine.testing import scenario
from doomtown_tui.engine.view import CardView, HiddenCard, StateView


def new_game(seed: int) -> Game:
    return Game.new([load_deck(DECK_DIR / "outlaws.txt"), load_deck(DECK_DIR / "law-dogs.txt")], seed=seed)


def visible_uids(view: StateView) -> set[int]:
    """Every uid a view gives away, wherever it appears."""
    out = {c.uid for c in view.in_play}
    for p in view.players:
        out.add(p.outfit.uid)
        for pile in (p.hand, p.discard, p.boot_hill, p.draw_hand):
            out.update(c.uid for c in pile if isinstance(c, CardView))
    return out


def stop_at(predicate, seeds=range(40)) -> Game:
    """The first position of a seeded random game where ``predicate(game)`` holds."""
    for seed in seeds:
        game = new_game(seed)
        agents = [RandomAgent(seed), RandomAgent(seed + 7)]
        while not game.over:
            if predicate(game):
                return game
            d = game.decision
            game.choose(d.player, agents[d.player].choose(game, d))
    raise AssertionError("no such position in 40 seeded games")


# --- hands --------------------------------------------------------------------------------------
def test_hidden_card_carries_no_identity():
    assert [f.name for f in dataclasses.fields(HiddenCard)] == ["hidden"]
    card = HiddenCard()
    assert card.hidden is True
    assert not hasattr(card, "uid") and not hasattr(card, "title") and not hasattr(card, "code")


@pytest.mark.parametrize("seat", [0, 1])
def test_view_hides_the_other_hand_and_shows_your_own(seat):
    game = stop_at(lambda g: g.raw.phase == "high_noon")
    raw = game.raw
    view = game.view(seat)
    mine, theirs = view.players[seat], view.players[1 - seat]
    assert [c.uid for c in mine.hand] == raw.players[seat].hand
    assert [c.title for c in mine.hand] == [raw.cards[u].title for u in raw.players[seat].hand]
    assert all(isinstance(c, CardView) for c in mine.hand)
    size = len(raw.players[1 - seat].hand)
    assert size > 0
    assert theirs.hand == (HiddenCard(),) * size
    assert theirs.hand_size == size
    secret = set(raw.players[1 - seat].hand) | set(raw.players[0].deck) | set(raw.players[1].deck)
    assert not visible_uids(view) & secret
    # the other player's view is the mirror image
    other = game.view(1 - seat)
    assert [c.uid for c in other.players[1 - seat].hand] == raw.players[1 - seat].hand
    assert other.players[seat].hand == (HiddenCard(),) * len(raw.players[seat].hand)


def test_full_state_shows_both_hands():
    game = stop_at(lambda g: g.raw.phase == "high_noon")
    raw = game.raw
    state = game.state
    for index in (0, 1):
        hand = state.players[index].hand
        assert all(isinstance(c, CardView) for c in hand)
        assert [c.uid for c in hand] == raw.players[index].hand
        assert state.card(hand[0].uid) == hand[0]
    with pytest.raises(KeyError, match="no visible card"):
        game.view(0).card(raw.players[1].hand[0])


def test_views_do_not_reveal_deck_order():
    game = stop_at(lambda g: g.raw.phase == "high_noon")
    for view in (game.view(0), game.view(1), game.state):
        for p, raw_p in zip(view.players, game.raw.players, strict=True):
            assert p.deck_size == len(raw_p.deck)
            assert not hasattr(p, "deck")
        assert not visible_uids(view) & (set(game.raw.players[0].deck) | set(game.raw.players[1].deck))


def test_views_share_the_public_facts():
    game = stop_at(lambda g: g.raw.phase == "high_noon" and len(g.choices) > 30)
    full, v0, v1 = game.state, game.view(0), game.view(1)
    for view in (v0, v1):
        assert view.in_play == full.in_play
        assert (view.day, view.phase, view.dealer, view.locations) == (full.day, full.phase, full.dealer,
                                                                       full.locations)
        for p, q in zip(view.players, full.players, strict=True):
            assert (p.stash, p.influence, p.control, p.discard, p.boot_hill, p.street) == \
                   (q.stash, q.influence, q.control, q.discard, q.boot_hill, q.street)


# --- draw hands ----------------------------------------------------------------------------------
def _unrevealed(g: Game) -> bool:
    so = g.raw.shootout
    return (so is not None and not so.revealed and g.decision.kind in ("draw", "draw_hand")
            and all(p.draw_hand for p in g.raw.players))


def _revealed(g: Game) -> bool:
    so = g.raw.shootout
    return so is not None and so.revealed and all(p.draw_hand for p in g.raw.players)


def test_unrevealed_shootout_draw_hands_are_hidden_from_the_other_player():
    game = stop_at(_unrevealed)
    raw = game.raw
    for seat in (0, 1):
        view = game.view(seat)
        mine, theirs = view.players[seat], view.players[1 - seat]
        assert [c.uid for c in mine.draw_hand] == raw.players[seat].draw_hand
        assert theirs.draw_hand == (HiddenCard(),) * len(raw.players[1 - seat].draw_hand)
        assert not visible_uids(view) & set(raw.players[1 - seat].draw_hand)
        assert view.shootout is not None and view.shootout.hands == {}
    for index in (0, 1):
        assert [c.uid for c in game.state.players[index].draw_hand] == raw.players[index].draw_hand


def test_revealed_shootout_draw_hands_are_seen_by_both():
    game = stop_at(_revealed)
    raw = game.raw
    for seat in (0, 1):
        view = game.view(seat)
        for index in (0, 1):
            assert [c.uid for c in view.players[index].draw_hand] == raw.players[index].draw_hand
        assert set(view.shootout.hands) == {0, 1}
        assert view.shootout.hands[0] == raw.shootout.hands[0].describe()


def test_gamblin_draw_hands_stay_hidden_while_a_joker_is_declared():
    game = stop_at(lambda g: g.raw.phase == "gamblin" and g.decision.kind == "joker")
    raw = game.raw
    asker = game.decision.player
    view = game.view(asker)
    assert [c.uid for c in view.players[asker].draw_hand] == raw.players[asker].draw_hand
    assert len(raw.players[1 - asker].draw_hand) == 5
    assert view.players[1 - asker].draw_hand == (HiddenCard(),) * 5


# --- current stats ----------------------------------------------------------------------------------
def _armed():
    return scenario(phase="high_noon", seed=3, players=[
        {"outfit": "Law Dogs", "stash": 10, "home": ["Tommy Harden", "Rob Wilby"], "hand": ["Bowie Knife"],
         "attach": {"Tommy Harden": ["Shotgun", "Xemo's Turban"]}},
        {"outfit": "The Sloane Gang", "stash": 5, "town_square": ["Jacqueline Isham"]},
    ])


def _by_title(view: StateView, title: str) -> CardView:
    return next(c for c in view.in_play if c.title == title)


def test_a_dude_with_a_weapon_shows_printed_and_modified_bullets():
    game = _armed()
    tommy = _by_title(game.state, "Tommy Harden")
    assert tommy.printed["bullets"] == 1
    assert tommy.bullets == 2
    assert tommy.modifiers["bullets"] == (("Shotgun", 1),)
    assert tommy.printed["influence"] == 1
    assert tommy.influence == 2
    assert tommy.modifiers["influence"] == (("Xemo's Turban", 1),)
    assert "value" not in tommy.modifiers and tommy.value == tommy.printed["value"] == 3
    assert tommy.shooter == "stud"
    shotgun = _by_title(game.state, "Shotgun")
    assert set(tommy.attachments) == {shotgun.uid, _by_title(game.state, "Xemo's Turban").uid}
    assert shotgun.attached_to == tommy.uid and shotgun.location == "Law Dogs" and shotgun.location_uid is None
    assert tommy.location == "Law Dogs"
    # the other seat sees the same numbers
    assert _by_title(game.view(1), "Tommy Harden") == tommy
    assert _by_title(game.view(1), "Tommy Harden").modifiers == tommy.modifiers


def test_an_unarmed_dude_and_a_card_in_hand_show_printed_stats():
    game = _armed()
    rob = _by_title(game.state, "Rob Wilby")
    assert rob.modifiers == {}
    assert rob.bullets == rob.printed["bullets"]
    knife = game.state.players[0].hand[0]
    assert knife.title == "Bowie Knife" and knife.zone == "hand" and knife.location is None
    assert knife.bullets == 1 and knife.modifiers == {}


def test_an_effect_shows_its_reason_and_stats_never_go_below_zero():
    game = _armed()
    jacqueline = next(c for c in game.raw.in_play() if c.title == "Jacqueline Isham")
    actions.add_effect(game.raw, "bullets", target=jacqueline.uid, amount=-5, reason="Sun in Yer Eyes")
    view = _by_title(game.state, "Jacqueline Isham")
    assert view.printed["bullets"] == 2
    assert view.modifiers["bullets"] == (("Sun in Yer Eyes", -5),)
    assert view.bullets == 0


def test_buying_a_weapon_updates_the_view():
    game = _armed()
    rob = _by_title(game.state, "Rob Wilby")
    d = game.decision
    buy = next(o for o in d.options if o.data["play"] == "buy" and o.data.get("target") == rob.uid)
    game.choose(d.player, buy.id)
    rob_after = _by_title(game.state, "Rob Wilby")
    assert rob_after.bullets == rob.bullets + 1
    assert rob_after.modifiers["bullets"] == (("Bowie Knife", 1),)
    assert game.state.players[0].stash == 10 - card_pool()["Bowie Knife"].cost


def test_card_views_name_their_location_by_uid_when_titles_repeat():
    """Both players own a Dead Dog Tavern: the views tell the two apart through location_uid."""
    from doomtown_tui.engine.testing import scenario

    game = scenario(phase="high_noon", players=[
        dict(outfit="Law Dogs", street_right=["Dead Dog Tavern"], at={"Dead Dog Tavern": ["Rob Wilby"]}),
        dict(outfit="The Sloane Gang", street_right=["Dead Dog Tavern"], at={"Dead Dog Tavern": ["Allie Hensman"]}),
    ])
    view = game.state
    taverns = {c.owner: c.uid for c in view.in_play if c.title == "Dead Dog Tavern"}
    rob = next(c for c in view.in_play if c.title == "Rob Wilby")
    allie = next(c for c in view.in_play if c.title == "Allie Hensman")
    assert rob.location == allie.location == "Dead Dog Tavern"
    assert rob.location_uid == taverns[0]
    assert allie.location_uid == taverns[1]
    assert taverns[0] != taverns[1]


def test_a_draw_card_an_effect_changed_shows_its_new_value_and_suit():
    """Pair of Six-Shooters turns the 2 of diamonds into a 3 of spades: the card view (and the shootout
    panel that draws it) shows the 3 of spades, the printed face stays in ``printed``."""
    from doomtown_tui.tui.shootout import hand_markup
    from tests.cards.helpers import FILLER, cards, face, play

    game = scenario(players=[
        dict(outfit="Law Dogs", town_square=["Rob Wilby"], attach={"Rob Wilby": ["Pair of Six-Shooters"]},
             deck=cards("2H 2D 5C 7H KD " + FILLER)),
        dict(outfit="The Sloane Gang", town_square=["Pancho Castillo"], deck=cards("AH AH 4H 6D 8C " + FILLER))],
        shootout=dict(posses=[["Rob Wilby"], ["Pancho Castillo"]], step="resolution"))
    changed = next(c for c in game.state.players[0].draw_hand if c.value == 2 and c.suit == "D")
    play(game, play="ability", card="Pair of Six-Shooters")
    play(game, play="change", card=face(2, "D"))
    play(game, play="identity", value=3, suit="S")
    for view in (game.state, game.view(0), game.view(1)):
        shown = view.card(changed.uid)
        assert (shown.value, shown.suit) == (3, "S")
        assert (shown.printed["value"], shown.printed["suit"]) == (2, "D")
        assert (changed.uid, 3, "S") in view.players[0].draw_faces
    faces = hand_markup(game.state.players[0].draw_hand, visible=True)
    assert "3\u2660" in faces and "2\u2666" not in faces


def test_an_attachment_reports_its_hosts_location():
    """A Shotgun on Rob Wilby is where Rob is (the contract: every card view has a location name), at
    home and after he walks to the town square; ``attached_to`` still names Rob, ``location_uid`` is None."""
    from tests.cards.helpers import play

    game = scenario(players=[dict(outfit="Law Dogs", home=["Rob Wilby"], attach={"24092": ["Shotgun"]}), {}])
    rob, gun = (_by_title(game.state, t) for t in ("Rob Wilby", "Shotgun"))
    assert gun.location == rob.location == "Law Dogs"
    assert gun.attached_to == rob.uid and gun.location_uid is None
    play(game, play="move", card="Rob Wilby", to="Town Square")
    assert _by_title(game.state, "Shotgun").location == _by_title(game.state, "Rob Wilby").location == "Town Square"
    assert _by_title(game.view(1), "Shotgun").location == "Town Square"


def test_revealed_lowball_hands_are_public_until_they_are_discarded():
    # the Sloane Gang cheats (a doubled A♥); the Law Dogs, answering with a Cheatin' Resolution, see both hands
    game = scenario(phase="gamblin", dealer=0, players=[
        dict(outfit="Law Dogs", hand=["Coachwhip!"], deck=_faces("2H 3D 5C 7H 9D")),
        dict(outfit="The Sloane Gang", town_square=["Pancho Castillo"], deck=_faces("AH AH 4H 6D 8C")),
    ])
    assert (game.decision.kind, game.decision.player) == ("cheatin_resolution", 0)
    theirs = game.view(0).players[1].draw_hand
    assert len(theirs) == 5 and not any(isinstance(c, HiddenCard) for c in theirs)
    assert sorted(c.value for c in theirs) == [1, 1, 4, 6, 8]
    game.choose(0, next(o.id for o in game.decision.options if o.data["play"] == "pass"))
    while game.state.phase == "gamblin":
        d = game.decision
        game.choose(d.player, next(o.id for o in d.options if o.data.get("play") in ("pass", "keep", "done")))
    assert game.view(0).players[1].draw_hand == ()


def _faces(text: str) -> list[str]:
    from tests.cards.helpers import FILLER, cards
    return cards(f"{text} {FILLER}")

"""Setting up the game: coin toss, outfits and stash, the starting gang, the opening hands.

Games here come from the shipped Law Dogs and Outlaws deck files with ``shuffle=False``, so the
deck order is the file order (starting gang copies are taken out before the draw).
"""
from __future__ import annotations

from pathlib import Path

import pytest

from doomtown_tui.engine import Game, IllegalChoice, card_pool, load_deck

DECKS = Path(__file__).resolve().parents[1] / "decks"
LAW_DOGS = load_deck(DECKS / "law-dogs.txt")
OUTLAWS = load_deck(DECKS / "outlaws.txt")
LAW_DOGS_GANG = ["Hattie DeLorre", "Philip Swinford", "Rob Wilby", '"Thunder Boy" Nabbe', "Tommy Harden"]
OUTLAWS_GANG = ["Allie Hensman", "Ike Clanton", "Jacqueline Isham", "Lawrence Blackwood", "Miranda Clarke"]


def new_game(seed: int = 1, shuffle: bool = False) -> Game:
    return Game.new([LAW_DOGS, OUTLAWS], seed=seed, shuffle=shuffle)


def offered(game: Game) -> list[str]:
    """Titles the pending starting-gang question offers to add."""
    return [o.data["card"] for o in game.decision.options if o.data["play"] == "add"]


def add(game: Game, title: str) -> None:
    d = game.decision
    assert d.kind == "starting_gang"
    option = next(o for o in d.options if o.data["play"] == "add" and o.data["card"] == title)
    game.choose(d.player, option.id)


def finish(game: Game) -> None:
    d = game.decision
    assert d.kind == "starting_gang"
    game.choose(d.player, "done")


def gang_at_home(game: Game, player: int) -> list[str]:
    state = game.state
    home = state.players[player].outfit.title
    return sorted(c.title for c in state.in_play if c.owner == player and c.type == "dude" and c.location == home)


def seat_of(game: Game, deck_name: str) -> int:
    return [p.name for p in game.state.players].index(deck_name)


# --- coin toss --------------------------------------------------------------------------------
def test_coin_toss_winner_is_the_first_dealer_and_picks_a_gang_first():
    dealers = set()
    for seed in range(8):
        game = new_game(seed)
        state = game.state
        assert state.phase == "setup"
        toss = [e for e in game.events if e.kind == "coin_toss"]
        assert len(toss) == 1 and toss[0].data["player"] == state.dealer
        assert game.decision.kind == "starting_gang"
        assert game.decision.player == state.dealer
        dealers.add(state.dealer)
        finish(game)
        # then the other player chooses
        assert game.decision.kind == "starting_gang"
        assert game.decision.player == 1 - state.dealer
    assert dealers == {0, 1}, "the toss should be able to go either way"


def test_the_other_player_cannot_count_the_first_players_picks_in_their_deck():
    """Starting gangs are chosen in secret (rulebook "Choose Starting Dudes"): while the second player picks,
    their view of the first player's deck still holds the picked cards; the picker sees their own deck as it is."""
    game = new_game()
    first = game.decision.player
    before = game.view(1 - first).players[first].deck_size
    add(game, offered(game)[0])
    add(game, offered(game)[0])
    finish(game)
    assert game.decision.player == 1 - first
    assert game.view(1 - first).players[first].deck_size == before
    assert game.view(first).players[first].deck_size == before - 2


def test_coin_toss_is_reproducible_from_the_seed():
    assert [new_game(s).state.dealer for s in range(6)] == [new_game(s).state.dealer for s in range(6)]


# --- outfits and stash ------------------------------------------------------------------------
def test_outfits_start_in_play_as_homes_with_their_starting_wealth():
    game = new_game(1)
    state = game.state
    law, outlaws = state.players[0], state.players[1]
    assert law.outfit.title == "Law Dogs" and outlaws.outfit.title == "The Sloane Gang"
    assert law.street == ("Law Dogs",) and outlaws.street == ("The Sloane Gang",)
    assert law.out_of_town == () and outlaws.out_of_town == ()
    assert law.stash == 19 and outlaws.stash == 18
    assert law.debt == 0 and outlaws.debt == 0
    assert law.hand == () and outlaws.hand == ()


# --- starting gang ------------------------------------------------------------------------------
def test_only_dudes_of_the_outfit_faction_or_drifters_are_offered():
    pool = card_pool()
    game = new_game(1)                       # seed 1: Law Dogs (seat 0) choose first
    assert game.decision.player == 0
    titles = offered(game)
    assert all(pool[t].type == "dude" for t in titles)
    assert {pool[t].faction for t in titles} == {"Law Dogs", "Drifter"}
    for off_faction in ("Asakichi Cooke", "Bobo", "Lawrence Blackwood"):   # Anarchists, Fearmongers, Outlaws
        assert off_faction not in titles
    for drifter in ("El Anónimo", "Ramiro Mendoza", "Rob Wilby"):
        assert drifter in titles
    finish(game)
    titles = offered(game)                   # the Outlaws seat
    assert {pool[t].faction for t in titles} == {"Outlaws", "Drifter"}
    assert "The Brute" not in titles         # a Fearmonger in the Outlaws deck
    assert "Jacqueline Isham" in titles and "Rattler Young 'Un" in titles


def test_dudes_costing_more_than_the_stash_left_are_not_offered():
    game = new_game(1)
    add(game, "Bass Reeves")       # 9 GR: 10 left
    add(game, "Tommy Harden")      # 5 GR: 5 left
    assert sorted(offered(game)) == sorted([
        "Hattie DeLorre", "Philip Swinford", "Rob Wilby", '"Thunder Boy" Nabbe', "El Anónimo",
        "Erik Samson", "Ramiro Mendoza",
    ])
    add(game, "Hattie DeLorre")    # 4 GR: 1 left
    assert sorted(offered(game)) == ["El Anónimo", "Rob Wilby"]


def test_a_unique_dude_can_start_only_once_even_with_two_copies_in_the_deck():
    game = new_game(1)
    assert offered(game).count("El Anónimo") == 1
    add(game, "El Anónimo")
    assert "El Anónimo" not in offered(game)
    # The deck's contents are hidden from the views, so the raw state is read to find the
    # uid of the copy still in the deck: naming it is not a legal answer and changes nothing.
    raw = game.raw
    left = [u for u in raw.players[0].deck if raw.cards[u].title == "El Anónimo"]
    assert len(left) == 1
    before = game.state.players[0].stash
    with pytest.raises(IllegalChoice):
        game.choose(0, f"add:{left[0]}")
    assert game.state.players[0].stash == before
    assert game.decision.kind == "starting_gang" and game.decision.player == 0


def test_a_starting_gang_holds_at_most_five_dudes_paid_from_the_stash():
    game = new_game(1)
    for title in ("Rob Wilby", "El Anónimo", "Philip Swinford", '"Thunder Boy" Nabbe', "Erik Samson"):
        add(game, title)
    # 1 + 1 + 3 + 3 + 3 = 11 GR spent, 8 left, yet nobody more may join
    d = game.decision
    assert d.player == 0 and [o.id for o in d.options] == ["done"]
    finish(game)
    finish(game)                   # the Outlaws start with nobody
    assert gang_at_home(game, 0) == sorted(["Rob Wilby", "El Anónimo", "Philip Swinford",
                                            '"Thunder Boy" Nabbe', "Erik Samson"])
    assert gang_at_home(game, 1) == []
    log = [e for e in game.events if e.kind == "starting_gang"]
    assert [e.data["player"] for e in log] == [0, 1]
    assert sorted(log[0].data["cards"]) == gang_at_home(game, 0)
    assert "paying 11 GR (8 GR left)" in log[0].text
    assert log[1].data["cards"] == [] and "paying 0 GR (18 GR left)" in log[1].text


def test_the_deck_files_marked_gang_is_offered_and_taken_whole():
    game = new_game(1)
    marked = [o for o in game.decision.options if o.data["play"] == "marked_gang"]
    assert len(marked) == 1 and marked[0].data["cards"] == LAW_DOGS_GANG
    game.choose(0, marked[0].id)
    marked = [o for o in game.decision.options if o.data["play"] == "marked_gang"]
    assert game.decision.player == 1 and marked[0].data["cards"] == OUTLAWS_GANG
    game.choose(1, marked[0].id)
    assert gang_at_home(game, 0) == sorted(LAW_DOGS_GANG)
    assert gang_at_home(game, 1) == sorted(OUTLAWS_GANG)
    log = [e for e in game.events if e.kind == "starting_gang"]
    # Law Dogs: 19 - (4+3+1+3+5) = 3; Sloane Gang: 18 - (2+4+3+3+3) = 3
    assert "paying 16 GR (3 GR left)" in log[0].text
    assert "paying 15 GR (3 GR left)" in log[1].text
    # every starting dude enters play unbooted
    assert not any(c.booted for c in game.state.in_play if c.type == "dude")


def test_opening_hands_are_five_cards_drawn_after_the_gang_leaves_the_deck():
    game = new_game(1)
    game.choose(0, "marked")
    game.choose(1, "marked")
    state = game.state
    # The day-1 lowball ran with the next five cards of each deck (Law Dogs won it), then
    # production: Law Dogs 3 - 1 ante + 2 pot + 3 = 7, Sloane Gang 3 - 1 + 3 = 5.
    assert game.decision.kind == "upkeep"
    law, outlaws = state.players
    assert [c.title for c in law.hand] == ["Asakichi Cooke", "Bass Reeves", "Bobo", "El Anónimo", "El Anónimo"]
    assert [c.title for c in outlaws.hand] == ["Baker Andrews", "Baker Andrews", 'Dave "Slim" Gorman',
                                               "Jessica Patchett", '"Mahogany" Jackson']
    assert law.stash == 7 and outlaws.stash == 5
    assert state.dealer == 0
    # 54 cards - 5 gang - 5 hand - 5 lowball = 39
    assert law.deck_size == 39 and outlaws.deck_size == 39
    draws = [e for e in game.events if e.kind == "draw"]
    assert [(e.data["player"], e.data["count"]) for e in draws] == [(0, 5), (1, 5)]


def test_a_shuffled_game_also_deals_five_card_hands():
    game = new_game(3, shuffle=True)
    game.choose(game.decision.player, "marked")
    game.choose(game.decision.player, "marked")
    state = game.state
    assert [len(p.hand) for p in state.players] == [5, 5]
    assert [p.deck_size for p in state.players] == [39, 39]
    first = next(e for e in game.events if e.kind == "coin_toss").data["player"]
    shuffles = [e.data["player"] for e in game.events if e.kind == "shuffle"]
    assert shuffles == [first, 1 - first]


@pytest.mark.parametrize("decks, kw, error, message", [
    (["decks/law-dogs.txt", "decks/outlaws.txt"], {}, TypeError, "load_deck"),
    ("law-dogs", {}, TypeError, "a list of decks"),
    ([LAW_DOGS, OUTLAWS], {"shuffle": "no"}, TypeError, "shuffle must be True or False"),
    ([LAW_DOGS, OUTLAWS], {"shuffle": 0}, TypeError, "shuffle must be True or False"),
    ([LAW_DOGS, OUTLAWS], {"max_days": 0}, ValueError, "max_days must be at least 1"),
    ([LAW_DOGS, OUTLAWS], {"max_days": -1}, ValueError, "max_days must be at least 1"),
    ([LAW_DOGS, OUTLAWS], {"max_days": 2.5}, TypeError, "max_days must be an int"),
    ([LAW_DOGS, OUTLAWS], {"seed": "x"}, TypeError, "the seed must be an int"),
    ([LAW_DOGS, OUTLAWS], {"seed": 1.5}, TypeError, "the seed must be an int"),
])
def test_new_refuses_bad_arguments_in_words(decks, kw, error, message):
    with pytest.raises(error, match=message):
        Game.new(decks, **kw)


def test_new_takes_a_one_day_cap_and_a_tuple_of_decks():
    game = Game.new((LAW_DOGS, OUTLAWS), seed=3, shuffle=False, max_days=1)
    assert game.setup.max_days == 1 and game.decision.kind == "starting_gang"

"""Protections ("cannot" traits and shields) hold on every path that changes a card: each named action
that changes a card in play asks the guard itself, so a script calling an action directly is stopped
too — and the rules' own changes (no card effect resolving, or a shootout's casualties) never are.

A stand-in guard (put in the game's rule set) protects the Sloane Gang's Hattie DeLorre (and her
Shotgun, and the Sloane Gang's deed) from every card effect of the other player. Each guarded action is
then called while a Law Dogs card effect is resolving. A second test keeps the list honest: every
function of ``actions`` is either guarded (and tried here) or named as not changing a card in play.
"""
from __future__ import annotations

import inspect

import pytest

from doomtown_tui.engine import actions
from doomtown_tui.engine.state import TOWN_SQUARE, Resolving
from doomtown_tui.engine.testing import scenario


def _game(monkeypatch):
    game = scenario(phase="high_noon", players=[
        dict(outfit="Law Dogs", home=["Tommy Harden"]),
        dict(outfit="The Sloane Gang", street_left=["Dead Dog Tavern"], at={"Dead Dog Tavern": ["Hattie DeLorre"]},
             home=["Rob Wilby"], attach={"Hattie DeLorre": ["Shotgun"]}, bounty={"Hattie DeLorre": 2},
             control_tokens={"Hattie DeLorre": 1}),
    ])
    raw = game.raw
    by_title = {c.title: c.uid for c in raw.in_play()}
    protected = {by_title["Hattie DeLorre"], by_title["Shotgun"], by_title["Dead Dog Tavern"]}
    guard_code = raw.cards[by_title["Hattie DeLorre"]].card.code

    def guard(ctx, source, uid, stat, amount, set_to) -> bool:
        return uid in protected and ctx.player != source.controller

    raw.rules = raw.rules.replacing(guards={guard_code: guard})
    raw.play_index.cache.clear()
    raw.cards[by_title["Dead Dog Tavern"]].ghost_rock = 3
    return game, by_title


def _as_law_dogs_effect(game):
    """A Law Dogs card effect is resolving (the Law Dogs outfit's ability)."""
    raw = game.raw
    raw.resolving.append(Resolving(0, raw.players[0].outfit, 0, "noon", frozenset({"penalty"})))


def snapshot(raw, uid: int) -> tuple:
    c = raw.cards[uid]
    return (c.zone, c.location, c.booted, c.bounty, c.control_tokens, c.ghost_rock, c.attached_to,
            tuple(sorted((e.stat, e.amount) for e in raw.effects if e.target == uid)))


# action name -> (target title, call)
GUARDED = {
    "boot": ("Hattie DeLorre", lambda raw, t, ids: actions.boot(raw, t)),
    "unboot": ("Shotgun", None),                                        # set up booted below
    "add_bounty": ("Hattie DeLorre", lambda raw, t, ids: actions.add_bounty(raw, t, 1)),
    "remove_bounty": ("Hattie DeLorre", lambda raw, t, ids: actions.remove_bounty(raw, t, 1)),
    "add_control_points": ("Hattie DeLorre", lambda raw, t, ids: actions.add_control_points(raw, t, 1)),
    "remove_control_points": ("Hattie DeLorre", lambda raw, t, ids: actions.remove_control_points(raw, t)),
    "take_ghost_rock": ("Dead Dog Tavern", lambda raw, t, ids: actions.take_ghost_rock(raw, 0, t)),
    "move_ghost_rock": ("Dead Dog Tavern", lambda raw, t, ids: actions.move_ghost_rock(raw, t, ids["Law Dogs"])),
    "attach": ("Shotgun", lambda raw, t, ids: actions.attach(raw, t, ids["Tommy Harden"], 0)),
    "move": ("Hattie DeLorre", lambda raw, t, ids: actions.move(raw, t, TOWN_SQUARE)),
    "send_home_booted": ("Hattie DeLorre", lambda raw, t, ids: actions.send_home_booted(raw, t)),
    "discard_card": ("Hattie DeLorre", lambda raw, t, ids: actions.discard_card(raw, t)),
    "remove_from_game": ("Hattie DeLorre", lambda raw, t, ids: actions.remove_from_game(raw, t)),
    "ace_card": ("Hattie DeLorre", lambda raw, t, ids: actions.ace_card(raw, t)),
    "add_effect": ("Hattie DeLorre", lambda raw, t, ids: actions.add_effect(raw, "bullets", target=t, amount=-1)),
}
GUARDED["unboot"] = ("Shotgun", lambda raw, t, ids: actions.unboot(raw, t))

# functions of ``actions`` that change no card in play on a card effect's behalf (players' money and
# piles, the rules' bookkeeping, cards entering play, and the checks themselves)
NOT_A_CHANGE_TO_A_CARD_IN_PLAY = {
    "show_lowball",     # the lowball's hands face up (what the views show)
    # the Boss Battle's rules (victory points, events, the stud bonus, the end, a scenario's set-up deed)
    "add_victory_points", "clear_victory_points", "add_hero_victory_points", "shuffle_event_deck", "flip_event",
    "give_stud_bonus", "end_boss_battle", "build_beside_home",
    "blocked", "ace_becomes_discard", "log", "pname",
    "gain", "pay", "funds", "spend", "shuffle_deck", "take_top", "draw", "discard_top",
    "look_at_top", "deck_to_hand", "replace_draw_hand", "to_hand", "shuffle_into_deck", "draw_to_draw_hand",
    "discard_from_hand",
    "swap_draw_hands", "show_as", "discard_draw_cards",
    "set_aside_draw_cards", "discard_set_aside", "pull", "prevent", "collect_bounty", "put_ghost_rock",
    "put_dude_into_play", "put_deed_into_play", "create_token", "unace", "leave_posse", "end_effects",
    "grant_another_play", "take_another_play", "end_effect", "tie_to_location", "set_aside", "discard_unplayed",
    "ace_unplayed",
    "replace_version", "mark_traded", "unboot_all", "grant_extra_use", "refresh_abilities",
    # the rules' own steps and bookkeeping (the phases, the lowball, shootouts, React windows, the
    # Automaton's pull): never a card effect changing a card in play
    # the multiplayer rules' lowball pot, victory points and a job's opposing player
    "split_lowball_pot", "score_victory_points", "set_mark_player", "add_ally", "posses_are_formed",
    "split_bounty",
    "ante", "win_lowball", "repay_debt", "pay_for_starting_gang", "begin_phase", "next_day", "coin_toss", "end_game",
    "pick_for_gang", "set_cheatin", "punish_cheater", "reset_cheatin_punished", "declare_joker", "supposing_at",
    "supposing_sundown", "supposing_shootout_over", "discard_pulled",
    "push_resolving", "pop_resolving", "mark_used", "mark_used_this_shootout", "mark_headline",
    "remember_tao_targets", "forget_tao_targets", "skip_reacts", "advance_react_cursor", "mark_answered",
    "open_react_frame", "close_react_frame", "open_shootout", "shootout_starts", "join_posse", "set_shooter",
    "reveal_hand", "hands_revealed", "show_new_hand", "round_tied", "round_won", "set_casualties",
    "clear_round_hands", "next_round", "settle_shootout", "shootout_ends", "close_shootout", "automaton_pull_card",
    "begin_run", "set_pull_step", "record_pull_play", "record_pull_ability", "end_pull", "set_revealed",
    "put_recompense", "take_recompense", "add_card", "place_outfit", "attach_recorder", "listing", "read_listing",
    "list_lazily", "begin_acting",
    "end_acting", "working_out",
}


@pytest.mark.parametrize("name", sorted(GUARDED))
def test_a_protected_card_is_not_changed_by_an_action_called_directly(monkeypatch, name):
    game, ids = _game(monkeypatch)
    raw = game.raw
    title, call = GUARDED[name]
    target = ids[title]
    if name == "unboot":
        raw.cards[target].booted = True
    before = snapshot(raw, target)
    _as_law_dogs_effect(game)
    call(raw, target, ids)
    assert snapshot(raw, target) == before
    assert raw.events[-1].kind == "prevented" and raw.events[-1].data["uid"] == target


@pytest.mark.parametrize("name", ["boot", "discard_card", "add_effect"])
def test_the_rules_and_the_owners_own_effects_are_not_stopped(monkeypatch, name):
    game, ids = _game(monkeypatch)
    raw = game.raw
    title, call = GUARDED[name]
    target = ids[title]
    before = snapshot(raw, target)
    call(raw, target, ids)                        # no card effect resolving: the rules act
    assert snapshot(raw, target) != before
    game, ids = _game(monkeypatch)
    raw = game.raw
    target = ids[title]
    before = snapshot(raw, target)
    raw.resolving.append(Resolving(1, raw.players[1].outfit, 0, "noon", frozenset()))   # her own side's effect
    call(raw, target, ids)
    assert snapshot(raw, target) != before


def test_every_action_is_guarded_or_named_as_no_change_to_a_card_in_play():
    names = {n for n, f in inspect.getmembers(actions, inspect.isfunction)
             if f.__module__ == actions.__name__ and not n.startswith("_")}
    unclassified = names - set(GUARDED) - NOT_A_CHANGE_TO_A_CARD_IN_PLAY
    assert not unclassified, f"new actions must ask actions.blocked or be listed as no change: {sorted(unclassified)}"
    assert not (set(GUARDED) & NOT_A_CHANGE_TO_A_CARD_IN_PLAY)

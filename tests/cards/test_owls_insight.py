"""Owl's Insight: Cheatin' Resolution Spirit 5, boot: attach goods and spells from your play hand, as many as you like,
each 1 GR cheaper (by card effect: booted dudes and any location will do; a spell still needs its caster, a Gadget its
inventor); then draw up to your hand size; in a shootout you also take 2 fewer casualties this round."""
from doomtown_tui.engine.testing import scenario
from tests.cards.helpers import (
    FILLER,
    card_named,
    cards,
    events,
    option_titles,
    pass_until,
    pick_titles,
    play,
    to_reveal,
)

LOW = "2H 3D 5C 7H 9D"                   # legal, 9 high
CHEAT = "AH AH 4H 6D 8C"                 # two A♥: cheatin'
HIGH_CARD = "2H 5D 9C JH KD 3S"          # six cards, still high card (Bloody Teeth is 1 stud)
FOUR_NINES = "9H 9H 9D 9C 2D"            # rank 8, cheatin'
HAND = ["Shotgun", "Mustang", "Soul Blast", "Mechanical Horse"]


def _gamblin(stash: int, hand=HAND, pulls: str = "4H", attach=None):
    """Bloody Teeth (Shaman 1, at the Law Dogs' Pony Express) casts Owl's Insight against a cheating lowball hand;
    Valeria Batten (Huckster) and Roderick Byre (Mad Scientist 1, booted) wait at the town square. The ante takes
    1 GR of ``stash`` first."""
    game = scenario(phase="gamblin", dealer=0, players=[
        dict(outfit="Law Dogs", street_right=["Pony Express"], at={"Pony Express": ["Bloody Teeth"]},
             town_square=["Valeria Batten", "Roderick Byre"], booted=["Roderick Byre"], hand=list(hand), stash=stash,
             attach={"Bloody Teeth": ["Owl's Insight"], **(attach or {})}, deck=cards(f"{LOW} {pulls} {FILLER}")),
        dict(outfit="The Sloane Gang", town_square=["Pancho Castillo"], deck=cards(f"{CHEAT} {FILLER}")),
    ])
    play(game, play="ability", card="Owl's Insight")
    assert events(game, "skill_test")[-1].data["success"] is True      # 4 + Shaman 1 against 5
    return game


def _paid(game) -> list[int]:
    """The ghost rock paid for attachments by Owl's Insight (a free one logs no payment)."""
    return [e.data["amount"] for e in events(game, "pay") if "(Owl's Insight)" in e.text]


def _holder(game, title: str) -> str:
    card = card_named(game, title)
    return game.state.card(card.attached_to).title


def test_two_goods_each_one_cheaper_then_the_hand_is_refilled():
    game = _gamblin(stash=4)                                             # 3 GR after the ante
    # Roderick Byre, the only Mad Scientist, is booted: the Mechanical Horse cannot be invented
    assert sorted(option_titles(game)) == ["Mustang", "Shotgun", "Soul Blast"]
    pick_titles(game, "Shotgun")
    play(game, play="holder", card="Valeria Batten")
    assert game.state.players[0].stash == 1                              # 3 - (3 - 1)
    pick_titles(game, "Mustang")
    play(game, play="holder", card="Roderick Byre")                      # booted: fine by card effect
    assert game.state.players[0].stash == 0                              # 1 - (2 - 1)
    assert (_holder(game, "Shotgun"), _holder(game, "Mustang")) == ("Valeria Batten", "Roderick Byre")
    assert option_titles(game) == ["Soul Blast"]                         # cost 1: free now
    pick_titles(game)                                                    # done
    assert _paid(game) == [2, 1]
    hand = game.state.players[0].hand
    assert len(hand) == 5 and [c.title for c in hand[:2]] == ["Soul Blast", "Mechanical Horse"]
    assert events(game, "draw")[-1].data["count"] == 3


def test_nothing_is_offered_that_the_stash_cannot_pay():
    game = _gamblin(stash=2, hand=["Shotgun", "Mustang"])                # 1 GR after the ante
    assert option_titles(game) == ["Mustang"]                            # the Shotgun would still cost 2
    pick_titles(game, "Mustang")
    play(game, play="holder", card="Bloody Teeth")
    assert _paid(game) == [1]
    assert game.decision.kind != "target"                                # the Shotgun is never offered: done
    assert [c.title for c in game.state.players[0].hand][:1] == ["Shotgun"] and len(game.state.players[0].hand) == 5


def test_a_hex_goes_only_to_the_huckster():
    game = _gamblin(stash=1, hand=["Soul Blast"])
    pick_titles(game, "Soul Blast")                                      # Valeria is the only Huckster: no question
    assert _holder(game, "Soul Blast") == "Valeria Batten"
    assert _paid(game) == []                                             # cost 1, 1 less: free with an empty stash


def test_a_gadget_is_invented_by_a_mad_scientist_and_goes_where_you_like():
    game = scenario(phase="gamblin", dealer=0, players=[
        dict(outfit="Law Dogs", town_square=["Bloody Teeth", "Roderick Byre"], hand=["Mechanical Horse"], stash=1,
             attach={"Bloody Teeth": ["Owl's Insight"]}, deck=cards(f"{LOW} 4H 4D {FILLER}")),
        dict(outfit="The Sloane Gang", town_square=["Pancho Castillo"], deck=cards(f"{CHEAT} {FILLER}")),
    ])
    play(game, play="ability", card="Owl's Insight")
    pick_titles(game, "Mechanical Horse")
    play(game, play="holder", card="Bloody Teeth")
    invent = events(game, "invent")[-1].data
    assert (invent["total"], invent["difficulty"]) == (5, 5)             # 4 + Mad Scientist 1
    assert _holder(game, "Mechanical Horse") == "Bloody Teeth"
    assert card_named(game, "Roderick Byre").booted
    assert _paid(game) == []


def test_a_failed_invention_discards_the_gadget():
    game = scenario(phase="gamblin", dealer=0, players=[
        dict(outfit="Law Dogs", town_square=["Bloody Teeth", "Roderick Byre"], hand=["Mechanical Horse"], stash=1,
             attach={"Bloody Teeth": ["Owl's Insight"]}, deck=cards(f"{LOW} 4H 3D {FILLER}")),
        dict(outfit="The Sloane Gang", town_square=["Pancho Castillo"], deck=cards(f"{CHEAT} {FILLER}")),
    ])
    play(game, play="ability", card="Owl's Insight")
    pick_titles(game, "Mechanical Horse")
    play(game, play="holder", card="Bloody Teeth")
    assert events(game, "invent_fail")[-1].data["total"] == 4
    assert "Mechanical Horse" in [c.title for c in game.state.players[0].discard]


def test_a_gadget_needs_an_unbooted_mad_scientist():
    game = _gamblin(stash=1, hand=["Mechanical Horse", "Soul Blast"])   # Roderick is booted
    assert option_titles(game) == ["Soul Blast"]


def test_a_totem_is_planted_at_the_shamans_location():
    game = _gamblin(stash=1, hand=["Mother Bear's Rage"])
    pick_titles(game, "Mother Bear's Rage")
    assert _holder(game, "Mother Bear's Rage") == "Pony Express"
    assert _paid(game) == []


def test_a_second_weapon_replaces_the_first():
    game = _gamblin(stash=4, hand=["Shotgun"], attach={"Valeria Batten": ["Pearl-Handled Revolver"]})
    pick_titles(game, "Shotgun")
    play(game, play="holder", card="Valeria Batten")
    assert _paid(game) == [2]
    assert _holder(game, "Shotgun") == "Valeria Batten"
    assert "Pearl-Handled Revolver" in [c.title for c in game.state.players[0].discard]


def test_in_a_shootout_two_casualties_fewer_and_a_full_hand():
    game = scenario(phase="high_noon", dealer=0, players=[
        dict(outfit="Law Dogs", town_square=["Bloody Teeth"], attach={"Bloody Teeth": ["Owl's Insight"]},
             hand=["Tin Star"], stash=0, deck=cards(f"{HIGH_CARD} 4H {FILLER}")),
        dict(outfit="The Sloane Gang", town_square=["Shi Long Peng"], deck=cards(f"{FOUR_NINES} {FILLER}")),
    ], shootout=dict(posses=[["Bloody Teeth"], ["Shi Long Peng"]]))
    to_reveal(game)
    pass_until(game, "resolution")
    play(game, play="ability", card="Owl's Insight")
    pick_titles(game, "Tin Star")                                        # cost 1, free now; nothing else to offer
    assert _holder(game, "Tin Star") == "Bloody Teeth"
    assert len(game.state.players[0].hand) == 5 and events(game, "draw")[-1].data["count"] == 5
    pass_until(game, "casualty")
    changed = events(game, "casualties_changed")[-1].data
    assert (changed["player"], changed["before"], changed["after"]) == (0, 7, 5)   # Bloody Teeth (Harrowed) covers 3


def test_in_a_shootout_only_a_dude_in_it_gets_the_goods():
    # the presence rule (a Resolution play may reach outside the shootout only to attach to a dude in it):
    # Valeria Batten, at home, is no holder; Bloody Teeth, in the posse, is the only one
    game = scenario(phase="high_noon", dealer=0, players=[
        dict(outfit="Law Dogs", town_square=["Bloody Teeth"], home=["Valeria Batten"],
             attach={"Bloody Teeth": ["Owl's Insight"]}, hand=["Shotgun"], stash=5, deck=cards(f"{HIGH_CARD} 4H {FILLER}")),
        dict(outfit="The Sloane Gang", town_square=["Shi Long Peng"], deck=cards(f"{FOUR_NINES} {FILLER}")),
    ], shootout=dict(posses=[["Bloody Teeth"], ["Shi Long Peng"]]))
    to_reveal(game)
    pass_until(game, "resolution")
    play(game, play="ability", card="Owl's Insight")
    pick_titles(game, "Shotgun")                                         # no holder question: one dude in the shootout
    assert _holder(game, "Shotgun") == "Bloody Teeth"
    assert game.state.players[0].stash == 3                              # the Shotgun costs 3 GR, 1 less

"""High Noon plays that bring cards into play: recruiting, buying, trading, spells, Totems,
Gadgets, deeds and Experienced versions (rulebook "4. High Noon Phase" 4.1-4.5, "Unique &
Non-Unique", "Inventing Gadgets", "Totems", "Experienced"; digest B19, B20).

Every game here is built with the scenario builder and driven only through ``game.decision`` and
``game.choose``. Options are picked by their ``data``, never by a guessed uid. Player 0 is the Law
Dogs (home "Law Dogs"), player 1 The Sloane Gang, unless a test says otherwise.
"""
from __future__ import annotations

import pytest

from doomtown_tui.engine.testing import scenario
from tests.cards.helpers import play

HOME0, HOME1 = "Law Dogs", "The Sloane Gang"


# --- helpers -------------------------------------------------------------------------------------
def game_with(p0: dict, p1: dict | None = None, **kw):
    return scenario(players=[p0, p1 or {"stash": 0}], **kw)


def noon_for(game, player: int):
    d = game.decision
    assert d is not None, "the game ended"
    assert (d.kind, d.player) == ("noon", player), (d.kind, d.player)
    return d


def opts(game, play: str) -> list:
    return [o for o in game.decision.options if o.data.get("play") == play]


def find(game, play: str, **data):
    found = [o for o in opts(game, play) if all(o.data.get(k) == v for k, v in data.items())]
    assert len(found) == 1, f"{play} {data}: {[o.id for o in game.decision.options]}"
    return found[0]


def do(game, player: int, play: str, **data) -> None:
    game.choose(player, find(game, play, **data).id)


def in_play(game, title: str, owner: int | None = None):
    hits = [c for c in game.state.in_play if c.title == title and (owner is None or c.owner == owner)]
    assert len(hits) == 1, f"{title}: {len(hits)} in play"
    return hits[0]


def card(game, uid: int):
    return game.state.card(uid)


def hand_titles(game, player: int) -> list[str]:
    return [c.title for c in game.state.players[player].hand]


def discard_titles(game, player: int) -> list[str]:
    return [c.title for c in game.state.players[player].discard]


def pairs(game, play: str) -> set[tuple[str, str]]:
    """(card, target dude) title pairs of every option of one play kind."""
    out = set()
    for o in opts(game, play):
        out.add((o.data["card"], card(game, o.data["target"]).title))
    return out


def loc_uid(game, name: str) -> int:
    hits = [uid for uid, title in game.state.locations if title == name]
    assert len(hits) == 1, name
    return hits[0]


# --- 4.1 Recruit a dude -------------------------------------------------------------------------
def test_recruit_pays_cost_and_enters_home_unbooted():
    game = game_with(dict(stash=7, hand=["Clint Ramsey", "Pancho Castillo"]))
    noon_for(game, 0)
    assert {o.data["card"] for o in opts(game, "recruit")} == {"Clint Ramsey", "Pancho Castillo"}
    do(game, 0, "recruit", card="Clint Ramsey")
    clint = in_play(game, "Clint Ramsey")
    assert game.state.players[0].stash == 2
    assert (clint.location, clint.booted, clint.owner, clint.controller) == (HOME0, False, 0, 0)
    assert hand_titles(game, 0) == ["Pancho Castillo"]
    assert game.state.players[0].influence == 1
    # the opponent answers next; afterwards Pancho (5 GR) is out of reach with 2 GR left
    noon_for(game, 1)
    game.choose(1, "pass")
    noon_for(game, 0)
    assert opts(game, "recruit") == []


@pytest.mark.parametrize("stash, offered", [(5, True), (4, False)])
def test_recruit_needs_the_full_cost(stash, offered):
    game = game_with(dict(stash=stash, hand=["Clint Ramsey"]))  # Clint costs 5
    assert len(opts(game, "recruit")) == (1 if offered else 0)


def test_recruit_for_zero_leaves_a_zero_stash():
    game = game_with(dict(stash=5, hand=["Clint Ramsey"]))
    do(game, 0, "recruit", card="Clint Ramsey")
    assert game.state.players[0].stash == 0
    assert in_play(game, "Clint Ramsey").location == HOME0


@pytest.mark.parametrize("where, blocked", [
    ("home", True),          # a copy of yours in play
    ("boot_hill", True),     # a copy of yours in Boot Hill
    ("discard", False),      # a discarded copy does not count
])
def test_recruit_uniqueness_own_copies(where, blocked):
    spec = dict(stash=10, hand=["Clint Ramsey"])
    spec[where] = ["Clint Ramsey"]
    game = game_with(spec)
    assert [o.data["card"] for o in opts(game, "recruit")] == ([] if blocked else ["Clint Ramsey"])


@pytest.mark.parametrize("where", ["home", "boot_hill"])
def test_recruit_uniqueness_ignores_opponents_copies(where):
    game = game_with(dict(stash=10, hand=["Clint Ramsey"]), {"stash": 0, where: ["Clint Ramsey"]})
    do(game, 0, "recruit", card="Clint Ramsey")
    mine = in_play(game, "Clint Ramsey", owner=0)
    assert (mine.location, mine.controller) == (HOME0, 0)
    assert game.state.players[0].stash == 5
    if where == "home":
        theirs = in_play(game, "Clint Ramsey", owner=1)
        assert theirs.location == HOME1


def test_non_unique_dude_may_be_recruited_beside_a_copy():
    # Pagliaccio is Non-Unique (cost 2)
    game = game_with(dict(stash=4, hand=["Pagliaccio"], home=["Pagliaccio"]))
    do(game, 0, "recruit", card="Pagliaccio")
    copies = [c for c in game.state.in_play if c.title == "Pagliaccio"]
    assert [(c.location, c.owner) for c in copies] == [(HOME0, 0), (HOME0, 0)]
    assert game.state.players[0].stash == 2


def test_gadget_dude_is_not_recruited():
    # POST-A-TRON is a Gadget: it can only come in through a Mad Scientist's invention
    game = game_with(dict(stash=10, hand=["POST-A-TRON"], home=["Clint Ramsey"]))
    assert opts(game, "recruit") == []
    assert opts(game, "invent") == []


# --- 4.2 Buy goods --------------------------------------------------------------------------------
def test_buy_goods_at_home():
    game = game_with(dict(stash=5, hand=["Shotgun"], home=["Clint Ramsey"]))
    clint = in_play(game, "Clint Ramsey")
    assert pairs(game, "buy") == {("Shotgun", "Clint Ramsey")}
    do(game, 0, "buy", card="Shotgun", target=clint.uid)
    shotgun = in_play(game, "Shotgun")
    clint = card(game, clint.uid)
    assert game.state.players[0].stash == 2                     # Shotgun costs 3
    assert clint.attachments == (shotgun.uid,)
    assert (shotgun.attached_to, shotgun.booted, shotgun.controller) == (clint.uid, False, 0)
    assert clint.bullets == 3                                   # 2 printed + 1 from the Shotgun
    assert hand_titles(game, 0) == []


def test_buy_only_for_unbooted_dudes_at_controlled_locations():
    game = game_with(
        dict(stash=5, hand=["Winchester Model 1873"], street_left=["General Store"],
             home=["Clint Ramsey", "Rob Wilby"], booted=["Rob Wilby"],
             town_square=["Pancho Castillo"],
             at={"General Store": ["Wilber Crowley"],          # outvoted there by Ike below
                 "Shane & Graves Security": ["Andreas Andregg"],  # 2 influence on an empty deed
                 HOME1: ["Ezrael Jones"]}),
        dict(stash=0, street_left=["Shane & Graves Security"], at={"General Store": ["Avie Cline"]}),
    )
    ctrl = game.state.controllers
    assert ctrl[loc_uid(game, "General Store")] == 1
    assert ctrl[loc_uid(game, "Shane & Graves Security")] == 0
    assert ctrl[0] is None                                       # the town square
    assert pairs(game, "buy") == {("Winchester Model 1873", "Clint Ramsey"),
                                  ("Winchester Model 1873", "Andreas Andregg")}
    andreas = in_play(game, "Andreas Andregg")
    do(game, 0, "buy", card="Winchester Model 1873", target=andreas.uid)
    winchester = in_play(game, "Winchester Model 1873")
    assert winchester.attached_to == andreas.uid
    assert game.state.players[0].stash == 4


@pytest.mark.parametrize("stash, offered", [(2, True), (1, False)])
def test_buy_needs_the_full_cost(stash, offered):
    game = game_with(dict(stash=stash, hand=["Peacemaker"], home=["Clint Ramsey"]))  # costs 2
    assert len(opts(game, "buy")) == (1 if offered else 0)
    if offered:
        do(game, 0, "buy", card="Peacemaker")
        assert game.state.players[0].stash == 0


@pytest.mark.parametrize("old, new, cost", [
    ("Shotgun", "Peacemaker", 2),                   # Weapon
    ("Mustang", "Roan", 1),                         # Horse
    ("Fancy New Hat", "Wendy's Teethkickers", 2),   # Attire
])
def test_second_limited_goods_discards_the_old_one(old, new, cost):
    game = game_with(dict(stash=5, hand=[new], home=["Clint Ramsey"], attach={"Clint Ramsey": [old]}))
    clint = in_play(game, "Clint Ramsey")
    old_uid = in_play(game, old).uid
    do(game, 0, "buy", card=new, target=clint.uid)
    new_card = in_play(game, new)
    assert card(game, clint.uid).attachments == (new_card.uid,)
    assert discard_titles(game, 0) == [old]
    assert old_uid not in {c.uid for c in game.state.in_play}
    assert game.state.players[0].stash == 5 - cost


def test_goods_of_different_kinds_are_all_kept():
    game = game_with(dict(stash=10, hand=["Mustang", "Fancy New Hat"], home=["Clint Ramsey"],
                          attach={"Clint Ramsey": ["Shotgun"]}))
    clint = in_play(game, "Clint Ramsey")
    do(game, 0, "buy", card="Mustang", target=clint.uid)
    game.choose(1, "pass")
    do(game, 0, "buy", card="Fancy New Hat", target=clint.uid)
    held = {card(game, u).title for u in card(game, clint.uid).attachments}
    assert held == {"Shotgun", "Mustang", "Fancy New Hat"}
    assert discard_titles(game, 0) == []
    assert game.state.players[0].stash == 7
    assert card(game, clint.uid).influence == 2                # 1 printed + 1 from the hat
    assert game.state.players[0].influence == 2


def test_gadget_goods_cannot_be_bought():
    game = game_with(dict(stash=5, hand=["Mechanical Horse"], home=["Clint Ramsey"]))
    assert opts(game, "buy") == []
    assert opts(game, "invent") == []


# --- 4.3 Trade goods ------------------------------------------------------------------------------
def start_trade(game, player: int, where: str) -> None:
    """Choose the trade play at ``where``; the trade's own questions follow."""
    do(game, player, "trade", to=where)
    assert game.decision.kind == "trade"


def gives(game) -> set[tuple[str, str]]:
    """(goods, receiving dude) pairs the pending trade question offers."""
    return pairs(game, "give")


def test_trade_moves_goods_for_free():
    game = game_with(dict(stash=3, home=["Clint Ramsey", "Pancho Castillo"], attach={"Clint Ramsey": ["Shotgun"]}))
    clint, pancho = in_play(game, "Clint Ramsey"), in_play(game, "Pancho Castillo")
    shotgun = in_play(game, "Shotgun")
    assert [o.data["to"] for o in opts(game, "trade")] == [HOME0]
    start_trade(game, 0, HOME0)
    assert gives(game) == {("Shotgun", "Pancho Castillo")}
    assert not opts(game, "done")                               # a trade moves at least one goods
    do(game, 0, "give", uid=shotgun.uid, target=pancho.uid)
    do(game, 0, "done")
    assert card(game, pancho.uid).attachments == (shotgun.uid,)
    assert card(game, clint.uid).attachments == ()
    assert card(game, shotgun.uid).attached_to == pancho.uid
    assert (card(game, pancho.uid).bullets, card(game, clint.uid).bullets) == (4, 2)
    assert game.state.players[0].stash == 3
    assert not card(game, clint.uid).booted and not card(game, pancho.uid).booted
    assert game.decision.kind == "noon" and game.decision.player == 1     # the whole trade was one play


def test_booted_dude_gives_but_does_not_receive_and_booted_goods_stay_booted():
    game = game_with(dict(stash=0, home=["Clint Ramsey", "Pancho Castillo", "Rob Wilby"],
                          attach={"Clint Ramsey": ["Shotgun"]},
                          booted=["Clint Ramsey", "Rob Wilby", "Shotgun"]))
    pancho = in_play(game, "Pancho Castillo")
    shotgun = in_play(game, "Shotgun")
    start_trade(game, 0, HOME0)
    assert gives(game) == {("Shotgun", "Pancho Castillo")}
    do(game, 0, "give", uid=shotgun.uid, target=pancho.uid)
    do(game, 0, "done")
    assert card(game, shotgun.uid).attached_to == pancho.uid
    assert card(game, shotgun.uid).booted is True
    assert card(game, pancho.uid).booted is False


def test_trade_only_at_a_location_you_control():
    game = game_with(
        dict(stash=0, street_left=["General Store"],
             town_square=["Clint Ramsey", "Pancho Castillo"],
             at={"General Store": ["Wilber Crowley", "Rob Wilby"]},
             attach={"Clint Ramsey": ["Shotgun"], "Wilber Crowley": ["Mustang"]}),
        dict(stash=0, at={"General Store": ["Andreas Andregg"]}),   # 2 influence against 1
    )
    assert game.state.controllers[loc_uid(game, "General Store")] == 1
    assert opts(game, "trade") == []


def test_trade_at_own_deed_you_control_and_only_between_dudes_there():
    game = game_with(dict(stash=0, street_left=["General Store"], home=["Pancho Castillo"],
                          at={"General Store": ["Wilber Crowley", "Rob Wilby"]},
                          attach={"Wilber Crowley": ["Mustang"]}),
                     dict(stash=0, at={"General Store": ["Ezrael Jones"]}))   # 1 influence each side: a tie
    assert game.state.controllers[loc_uid(game, "General Store")] == 0
    assert [o.data["to"] for o in opts(game, "trade")] == ["General Store"]
    start_trade(game, 0, "General Store")
    assert gives(game) == {("Mustang", "Rob Wilby")}


def test_one_trade_moves_several_goods_between_several_dudes():
    """Rulebook 4.3: any number of goods between any number of your dudes at one location, in one play."""
    game = game_with(dict(stash=0, home=["Clint Ramsey", "Pancho Castillo", "Rob Wilby"],
                          attach={"Clint Ramsey": ["Shotgun", "Mustang"]}))
    clint, pancho, rob = (in_play(game, t) for t in ("Clint Ramsey", "Pancho Castillo", "Rob Wilby"))
    shotgun, mustang = in_play(game, "Shotgun"), in_play(game, "Mustang")
    start_trade(game, 0, HOME0)
    do(game, 0, "give", uid=shotgun.uid, target=pancho.uid)
    assert gives(game) == {("Mustang", "Pancho Castillo"), ("Mustang", "Rob Wilby")}   # the Shotgun moved once
    do(game, 0, "give", uid=mustang.uid, target=rob.uid)
    assert opts(game, "give") == [] and opts(game, "done")
    do(game, 0, "done")
    assert (card(game, pancho.uid).attachments, card(game, rob.uid).attachments) == ((shotgun.uid,), (mustang.uid,))
    assert card(game, clint.uid).attachments == ()
    assert game.decision.kind == "noon" and game.decision.player == 1


def test_two_dudes_swap_their_weapons_in_one_trade():
    """The one-Weapon limit holds for the arrangement the trade ends in: a swap keeps both guns."""
    game = game_with(dict(stash=0, home=["Clint Ramsey", "Pancho Castillo"],
                          attach={"Clint Ramsey": ["Shotgun"], "Pancho Castillo": ["Peacemaker"]}))
    clint, pancho = in_play(game, "Clint Ramsey"), in_play(game, "Pancho Castillo")
    shotgun, peacemaker = in_play(game, "Shotgun"), in_play(game, "Peacemaker")
    start_trade(game, 0, HOME0)
    assert gives(game) == {("Shotgun", "Pancho Castillo"), ("Peacemaker", "Clint Ramsey")}
    do(game, 0, "give", uid=shotgun.uid, target=pancho.uid)
    # Pancho holds two Weapons for now: ending here would cost him the Peacemaker, and the option says so
    (done,) = opts(game, "done")
    assert done.label == "Done trading (Pancho Castillo discards Peacemaker)"
    assert gives(game) == {("Peacemaker", "Clint Ramsey")}
    do(game, 0, "give", uid=peacemaker.uid, target=clint.uid)
    (done,) = opts(game, "done")
    assert done.label == "Done trading"
    do(game, 0, "done")
    assert card(game, pancho.uid).attachments == (shotgun.uid,)
    assert card(game, clint.uid).attachments == (peacemaker.uid,)
    assert discard_titles(game, 0) == []


def test_a_dude_traded_a_second_weapon_keeps_it_and_discards_his_old_one():
    """Digest B20: a Weapon gained by trading, as by buying, stays and the dude discards the one he had.
    Rob (booted) can only give; Pancho takes the Shotgun and drops his Peacemaker when the trade ends."""
    game = game_with(dict(stash=0, home=["Rob Wilby", "Pancho Castillo"],
                          attach={"Rob Wilby": ["Shotgun"], "Pancho Castillo": ["Peacemaker"]},
                          booted=["Rob Wilby"]))
    rob, pancho = in_play(game, "Rob Wilby"), in_play(game, "Pancho Castillo")
    shotgun, peacemaker = in_play(game, "Shotgun"), in_play(game, "Peacemaker")
    start_trade(game, 0, HOME0)
    assert gives(game) == {("Shotgun", "Pancho Castillo")}     # a booted dude receives nothing
    do(game, 0, "give", uid=shotgun.uid, target=pancho.uid)
    do(game, 0, "done")
    assert card(game, pancho.uid).attachments == (shotgun.uid,)
    assert card(game, rob.uid).attachments == ()
    assert card(game, peacemaker.uid).zone == "discard"
    assert discard_titles(game, 0) == ["Peacemaker"]
    assert game.decision.kind == "noon" and game.decision.player == 1     # still one play


def test_goods_traded_once_per_turn():
    game = game_with(dict(stash=0, home=["Clint Ramsey", "Pancho Castillo", "Rob Wilby"],
                          attach={"Clint Ramsey": ["Shotgun", "Mustang"]}))
    pancho = in_play(game, "Pancho Castillo")
    shotgun = in_play(game, "Shotgun")
    start_trade(game, 0, HOME0)
    do(game, 0, "give", uid=shotgun.uid, target=pancho.uid)
    do(game, 0, "done")
    game.choose(1, "pass")
    noon_for(game, 0)
    start_trade(game, 0, HOME0)
    assert gives(game) == {("Mustang", "Pancho Castillo"), ("Mustang", "Rob Wilby")}


def test_traded_goods_may_trade_again_the_next_day():
    game = game_with(dict(stash=20, home=["Clint Ramsey", "Pancho Castillo"], attach={"Clint Ramsey": ["Shotgun"]}),
                     dict(stash=20))
    clint, pancho = in_play(game, "Clint Ramsey"), in_play(game, "Pancho Castillo")
    shotgun = in_play(game, "Shotgun")
    start_trade(game, 0, HOME0)
    do(game, 0, "give", uid=shotgun.uid, target=pancho.uid)
    do(game, 0, "done")
    game.choose(1, "pass")
    assert opts(game, "trade") == []
    game.choose(0, "pass")
    # play on to the next High Noon: keep hands, pay upkeep, any answer elsewhere; player 1 passes
    while not (game.decision.kind == "noon" and game.decision.player == 0):
        d = game.decision
        if d.kind == "noon":
            game.choose(d.player, "pass")
            continue
        preferred = [o.id for o in d.options if o.data.get("play") in ("pay", "keep")]
        game.choose(d.player, preferred[0] if preferred else d.options[0].id)
    assert (game.state.day, game.state.phase) == (2, "high_noon")
    assert card(game, shotgun.uid).attached_to == pancho.uid
    start_trade(game, 0, HOME0)
    assert {(o.data["uid"], o.data["target"]) for o in opts(game, "give")} == {(shotgun.uid, clint.uid)}


def test_spells_are_never_traded():
    game = game_with(dict(stash=0, home=["Ezrael Jones", "Shi Long Peng"],
                          attach={"Ezrael Jones": ["Shield of Faith"]}))
    assert opts(game, "trade") == []


# --- 4.4 Learn a spell ----------------------------------------------------------------------------
def test_each_spell_kind_goes_to_its_own_skill():
    game = game_with(dict(stash=5, hand=["Soul Blast", "Shield of Faith", "Many Speak As One"],
                          home=["Wilber Crowley", "Ezrael Jones", "Bloody Teeth", "Clint Ramsey"]))
    assert pairs(game, "learn") == {("Soul Blast", "Wilber Crowley"),          # Hex - Huckster
                                    ("Shield of Faith", "Ezrael Jones"),       # Miracle - Blessed
                                    ("Many Speak As One", "Bloody Teeth")}     # Spirit - Shaman


@pytest.mark.parametrize("spell, caster", [
    ("Soul Blast", "Wilber Crowley"), ("Shield of Faith", "Ezrael Jones"), ("Many Speak As One", "Bloody Teeth"),
])
def test_learning_pays_and_attaches_to_the_unbooted_caster(spell, caster):
    game = game_with(dict(stash=3, hand=[spell], home=[caster]))   # each of these spells costs 1
    dude = in_play(game, caster)
    do(game, 0, "learn", card=spell, target=dude.uid)
    learned = in_play(game, spell)
    assert card(game, dude.uid).attachments == (learned.uid,)
    assert (learned.attached_to, learned.booted) == (dude.uid, False)
    assert card(game, dude.uid).booted is False
    assert game.state.players[0].stash == 2
    assert hand_titles(game, 0) == []


def test_skill_rating_zero_is_enough_to_learn():
    game = game_with(dict(stash=1, hand=["Soul Blast"], home=["Avie Cline"]))   # Huckster 0
    assert pairs(game, "learn") == {("Soul Blast", "Avie Cline")}


def test_learn_needs_unbooted_caster_at_a_controlled_location():
    game = game_with(
        dict(stash=5, hand=["Soul Blast"], street_left=["General Store"],
             home=["Wilber Crowley"], booted=["Wilber Crowley"],
             town_square=["Avie Cline"],
             at={HOME1: ["Sylvester Heath"], "General Store": ["Valeria Batten"]}),
        dict(stash=0, at={"General Store": ["Pancho Castillo"]}),   # 2 influence beats 1
    )
    assert opts(game, "learn") == []


def test_learn_needs_the_cost():
    game = game_with(dict(stash=0, hand=["Soul Blast"], home=["Wilber Crowley"]))
    assert opts(game, "learn") == []


# --- Totems ---------------------------------------------------------------------------------------
def test_plant_totem_at_the_shamans_deed():
    game = game_with(dict(stash=3, hand=["Mother Bear's Rage"], street_left=["General Store"],
                          at={"General Store": ["Bloody Teeth"]}))
    shaman = in_play(game, "Bloody Teeth")
    store = loc_uid(game, "General Store")
    assert opts(game, "learn") == []                      # a Totem is planted, not learned
    plant = find(game, "plant", card="Mother Bear's Rage", target=shaman.uid)
    assert plant.data["to"] == "General Store"
    game.choose(0, plant.id)
    totem = in_play(game, "Mother Bear's Rage")
    assert totem.attached_to == store
    assert card(game, store).attachments == (totem.uid,)
    assert card(game, shaman.uid).attachments == ()
    assert card(game, shaman.uid).booted is False
    assert game.state.players[0].stash == 2


def test_plant_totem_at_home():
    game = game_with(dict(stash=1, hand=["Red Horse's Tail"], home=["Bloody Teeth"]))
    do(game, 0, "plant", card="Red Horse's Tail")
    totem = in_play(game, "Red Horse's Tail")
    assert totem.attached_to == loc_uid(game, HOME0)
    assert game.state.players[0].stash == 0


def test_no_totem_in_the_town_square_or_from_ineligible_dudes():
    game = game_with(
        dict(stash=5, hand=["Mother Bear's Rage"], street_left=["General Store"],
             town_square=["Bloody Teeth"],                      # town square: never
             home=["Enapay", "Wilber Crowley"], booted=["Enapay"],  # booted Shaman; a Huckster
             at={"General Store": ["Speaks-With-Earth"]}),      # outvoted at this deed
        dict(stash=0, at={"General Store": ["Pancho Castillo"]}),
    )
    assert opts(game, "plant") == []


# --- Inventing Gadgets ----------------------------------------------------------------------------
def test_invent_success_when_pull_plus_skill_meets_difficulty():
    # Roderick Byre: Mad Scientist 1; Mechanical Horse: Gadget 5, cost 1; Faithful Hound is a 4
    game = game_with(dict(stash=4, hand=["Mechanical Horse"], home=["Roderick Byre"], deck_top=["Faithful Hound"]))
    roderick = in_play(game, "Roderick Byre")
    deck_before = game.state.players[0].deck_size
    inv = find(game, "invent", card="Mechanical Horse", target=roderick.uid)
    assert inv.data["difficulty"] == 5
    assert opts(game, "buy") == []
    game.choose(0, inv.id)
    horse = in_play(game, "Mechanical Horse")
    assert card(game, roderick.uid).attachments == (horse.uid,)
    assert (horse.attached_to, horse.booted) == (roderick.uid, False)
    assert card(game, roderick.uid).booted is True
    assert game.state.players[0].stash == 3
    assert discard_titles(game, 0) == ["Faithful Hound"]
    assert game.state.players[0].deck_size == deck_before - 1
    noon_for(game, 1)


def test_invent_failure_discards_the_gadget():
    # Shotgun is a 3: 3 + 1 = 4, short of 5
    game = game_with(dict(stash=4, hand=["Mechanical Horse"], home=["Roderick Byre"], deck_top=["Shotgun"]))
    roderick = in_play(game, "Roderick Byre")
    do(game, 0, "invent", card="Mechanical Horse", target=roderick.uid)
    assert [c.title for c in game.state.in_play if c.title == "Mechanical Horse"] == []
    assert sorted(discard_titles(game, 0)) == ["Mechanical Horse", "Shotgun"]
    assert card(game, roderick.uid).booted is True
    assert card(game, roderick.uid).attachments == ()
    assert game.state.players[0].stash == 3
    assert hand_titles(game, 0) == []
    noon_for(game, 1)


def test_invent_pulling_a_joker_asks_its_value():
    game = game_with(dict(stash=1, hand=["Mechanical Horse"], home=["Roderick Byre"], deck_top=["Joker (black)"]))
    roderick = in_play(game, "Roderick Byre")
    do(game, 0, "invent", card="Mechanical Horse", target=roderick.uid)
    d = game.decision
    assert (d.kind, d.player) == ("joker", 0)
    four = [o for o in d.options if o.data.get("value") == 4 and o.data.get("suit") == "S"]
    game.choose(0, four[0].id)
    assert in_play(game, "Mechanical Horse").attached_to == roderick.uid
    assert [c.title for c in game.state.players[0].boot_hill] == ["Joker (black)"]
    noon_for(game, 1)


def test_invent_needs_an_unbooted_mad_scientist_at_a_controlled_location():
    game = game_with(dict(stash=5, hand=["Mechanical Horse"], home=["Roderick Byre", "Clint Ramsey"],
                          booted=["Roderick Byre"], town_square=["Drew Beauman"],
                          at={HOME1: ["Seamus O'Toole"]}))
    assert opts(game, "invent") == []
    assert opts(game, "buy") == []


def test_mad_scientist_zero_may_invent_but_not_without_the_cost():
    game = game_with(dict(stash=1, hand=["Mechanical Horse"], home=["Andreas Andregg"]))
    assert pairs(game, "invent") == {("Mechanical Horse", "Andreas Andregg")}
    poor = game_with(dict(stash=0, hand=["Mechanical Horse"], home=["Andreas Andregg"]))
    assert opts(poor, "invent") == []


def test_invented_gadget_dude_enters_at_the_inventors_location():
    # POST-A-TRON: Gadget 6, cost 3; Long Strides Ranch is a 5: 5 + 1 = 6
    game = game_with(dict(stash=3, hand=["POST-A-TRON"], street_left=["General Store"],
                          at={"General Store": ["Roderick Byre"]}, deck_top=["Long Strides Ranch"]))
    roderick = in_play(game, "Roderick Byre")
    assert opts(game, "recruit") == []
    do(game, 0, "invent", card="POST-A-TRON", target=roderick.uid)
    bot = in_play(game, "POST-A-TRON")
    assert (bot.location, bot.booted, bot.owner, bot.controller) == ("General Store", False, 0, 0)
    assert card(game, roderick.uid).booted is True
    assert game.state.players[0].stash == 0


def test_invented_weapon_replaces_the_old_weapon():
    # Flame-Thrower: Gadget 8, Weapon, cost 1; Pinto is a 7: 7 + 1 = 8
    game = game_with(dict(stash=1, hand=["Flame-Thrower"], home=["Roderick Byre"],
                          attach={"Roderick Byre": ["Shotgun"]}, deck_top=["Pinto"]))
    roderick = in_play(game, "Roderick Byre")
    do(game, 0, "invent", card="Flame-Thrower", target=roderick.uid)
    flamer = in_play(game, "Flame-Thrower")
    assert card(game, roderick.uid).attachments == (flamer.uid,)
    assert sorted(discard_titles(game, 0)) == ["Pinto", "Shotgun"]



def test_invent_pulling_from_no_deck_and_no_discard_pile_counts_as_the_ace_of_clubs():
    """With no deck and no discard pile the pull counts as the A♣ (digest B15): Seamus O'Toole's 1 + Mad Scientist
    2 = 3 meets the Culpability Scientizer's difficulty 3, and it goes on him."""
    game = game_with(dict(stash=4, hand=["Culpability Scientizer"], home=["Seamus O'Toole"], deck=[]))
    seamus = in_play(game, "Seamus O'Toole")
    do(game, 0, "invent", card="Culpability Scientizer", target=seamus.uid)
    assert "A♣" in [e for e in game.events if e.kind == "pull"][-1].text
    invent = [e for e in game.events if e.kind == "invent"][-1]
    assert (invent.data["total"], invent.data["difficulty"]) == (3, 3)
    assert in_play(game, "Culpability Scientizer").attached_to == seamus.uid


@pytest.mark.parametrize("mine, theirs, blocked", [
    ({"home": ["Roderick Byre", "POST-A-TRON"]}, {}, True),
    ({"home": ["Roderick Byre"], "boot_hill": ["POST-A-TRON"]}, {}, True),
    ({"home": ["Roderick Byre"]}, {"home": ["POST-A-TRON"]}, False),
])
def test_invent_uniqueness_of_a_gadget_dude(mine, theirs, blocked):
    """A Gadget dude is unique like any dude: POST-A-TRON cannot be invented while a copy of yours is in play or in
    your Boot Hill; the other player's copy does not stop it."""
    game = game_with(dict(outfit="Morgan Regulators", stash=10, hand=["POST-A-TRON"], **mine), dict(stash=0, **theirs))
    assert [o.data["card"] for o in opts(game, "invent")] == ([] if blocked else ["POST-A-TRON"])

# --- 4.5 Build a deed -----------------------------------------------------------------------------
def test_build_at_either_end_of_the_street():
    game = game_with(dict(stash=10, hand=["Cliff's #4 Saloon", "B & B Attorneys"], street_left=["General Store"]))
    assert game.state.players[0].street == ("General Store", HOME0)
    assert {o.data["side"] for o in opts(game, "build") if o.data["card"] == "Cliff's #4 Saloon"} == {"left", "right"}
    do(game, 0, "build", card="Cliff's #4 Saloon", side="left")
    assert game.state.players[0].street == ("Cliff's #4 Saloon", "General Store", HOME0)
    assert game.state.players[0].stash == 8
    saloon = in_play(game, "Cliff's #4 Saloon")
    assert (saloon.booted, saloon.owner, saloon.controller) == (False, 0, 0)
    assert game.state.controllers[saloon.uid] == 0
    game.choose(1, "pass")
    do(game, 0, "build", card="B & B Attorneys", side="right")
    assert game.state.players[0].street == ("Cliff's #4 Saloon", "General Store", HOME0, "B & B Attorneys")
    assert game.state.players[0].stash == 6
    assert game.state.players[0].control == 3        # three deeds worth 1 each
    assert game.state.players[0].out_of_town == ()


def test_out_of_town_deed_is_built_apart():
    game = game_with(dict(stash=3, hand=["Pat's Perch"]))
    assert [o.data["side"] for o in opts(game, "build")] == ["out"]
    do(game, 0, "build", card="Pat's Perch", side="out")
    assert game.state.players[0].out_of_town == ("Pat's Perch",)
    assert game.state.players[0].street == (HOME0,)
    assert game.state.players[0].stash == 2


@pytest.mark.parametrize("stash, offered", [(2, 2), (1, 0)])
def test_build_needs_the_full_cost(stash, offered):
    game = game_with(dict(stash=stash, hand=["General Store"]))   # costs 2
    assert len(opts(game, "build")) == offered


@pytest.mark.parametrize("mine, theirs, blocked", [
    ({"street_left": ["General Store"]}, {}, True),
    ({"boot_hill": ["General Store"]}, {}, True),
    ({"discard": ["General Store"]}, {}, False),
    ({}, {"street_left": ["General Store"]}, False),
])
def test_deed_uniqueness(mine, theirs, blocked):
    game = game_with(dict(stash=5, hand=["General Store"], **mine), dict(stash=0, **theirs))
    assert len(opts(game, "build")) == (0 if blocked else 2)


# --- Experienced ----------------------------------------------------------------------------------
# The card pool holds only Experienced 1 versions ("... (Exp.1)") and none of their other versions,
# so the replacement play itself cannot be set up here; what can be checked is below.
def test_experienced_dude_is_recruited_normally_without_another_version():
    game = game_with(dict(stash=5, hand=["Deborah West (Exp.1)"]))
    assert opts(game, "experienced") == []
    do(game, 0, "recruit", card="Deborah West (Exp.1)")
    deb = in_play(game, "Deborah West (Exp.1)")
    assert (deb.location, deb.booted) == (HOME0, False)
    assert game.state.players[0].stash == 0


@pytest.mark.parametrize("where", ["home", "boot_hill"])
def test_same_experienced_card_is_neither_recruited_nor_swapped(where):
    game = game_with({"stash": 9, "hand": ["Deborah West (Exp.1)"], where: ["Deborah West (Exp.1)"]})
    assert opts(game, "recruit") == []
    assert opts(game, "experienced") == []


def test_a_crowded_home_offers_every_goods_to_every_other_dude():
    """Seven unbooted dudes, five of them armed and two with a Horse: every goods may go to every other dude."""
    dudes = ["Clint Ramsey", "Pancho Castillo", "Rob Wilby", "Tommy Harden", "Philip Swinford", "Wilber Crowley",
             "Bass Reeves"]
    guns = ["Shotgun", "Peacemaker", "Bowie Knife", "Pearl-Handled Revolver", "Quickdraw Handgun"]
    attach = {dude: [gun] for dude, gun in zip(dudes[:5], guns, strict=True)}
    attach["Rob Wilby"].append("Mustang")
    attach["Bass Reeves"] = ["Roan"]
    game = game_with(dict(stash=0, home=dudes, attach=attach))
    start_trade(game, 0, HOME0)
    held = {g: d for d, goods in attach.items() for g in goods}
    assert gives(game) == {(g, d) for g in held for d in dudes if d != held[g]}
    assert len(gives(game)) == 7 * 6


def test_a_plain_recruit_names_the_home_it_enters():
    """The contract's ``Option.data``: a recruit says where the dude goes (``to``: the home's name); only a
    recruit elsewhere carries ``to_uid``."""
    game = game_with(dict(stash=7, hand=["Clint Ramsey"]))
    noon_for(game, 0)
    (recruit,) = opts(game, "recruit")
    assert (recruit.data["card"], recruit.data["to"], "to_uid" in recruit.data) == ("Clint Ramsey", HOME0, False)


def test_goods_back_in_play_the_same_day_is_a_new_card_and_may_be_traded_again():
    # the Mustang is traded, then discarded for Nathan's newer Roan, then Maggie Harris's job brings it back
    # onto her: once a card leaves play it is a new card, so the day's trade no longer counts against it
    game = scenario(phase="high_noon", dealer=0, players=[
        dict(outfit="Farnum's Consortium", stash=10, home=["Maggie Harris", "Irving Patterson", "Nathan Shane"],
             attach={"Irving Patterson": ["Mustang"]}, hand=["Roan"]),
        dict(outfit="Law Dogs", home=["Laura Banks"]),
    ])
    mustang = in_play(game, "Mustang").uid
    play(game, play="trade")
    play(game, play="give", card="Mustang", target_card="Nathan Shane")
    play(game, play="done")
    play(game, play="pass")
    play(game, play="buy", card="Roan", target_card="Nathan Shane")      # a dude keeps one Horse: the newer
    assert mustang in game.raw.players[0].discard
    play(game, play="pass")
    play(game, play="ability", card="Maggie Harris")
    play(game, play="mark", to_uid=0)
    while game.decision.kind == "join_posse":
        play(game, play="done")
    play(game, play="allow")                                           # unopposed: the job succeeds
    play(game, play="take", card="Mustang")
    play(game, play="target", card="Maggie Harris")                    # onto which dude
    assert card(game, mustang).attached_to == in_play(game, "Maggie Harris").uid
    while (game.decision.kind, game.decision.player) != ("noon", 0):
        play(game, play="pass")
    start_trade(game, 0, "Farnum's Consortium")
    assert {target for title, target in gives(game) if title == "Mustang"} == {"Irving Patterson", "Nathan Shane"}

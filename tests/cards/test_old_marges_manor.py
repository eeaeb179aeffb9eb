"""Old Marge's Manor: during a shootout the ghost rock lying on it may be spent by whoever controls it on
action cards and on what Gadgets' abilities cost; a React (booting it) just ahead of its controller's own
play pulls every GR kept on another card of theirs onto it; a Noon ability (booting it) adds 1 GR there."""
from doomtown_tui.engine.testing import scenario
from tests.cards.helpers import (
    FILLER,
    _calm_step,
    card_named,
    cards,
    events,
    has_option,
    option,
    play,
    posse_titles,
    to_reveal,
    turn_of,
    uid_of,
)

MANOR = "Old Marge's Manor"
BANK = "2nd Bank of Gomorra"
HAND_RANK = "It's Not What You Know..."      # action, cost 2, Resolution: a hand rank drops by 1


def test_noon_puts_exactly_1_gr_on_the_manor():
    game = scenario(phase="high_noon", players=[
        dict(outfit="Law Dogs", street_left=[MANOR], stash=0),
        dict(outfit="The Sloane Gang", home=["Pancho Castillo"]),
    ])
    manor = uid_of(game, MANOR)
    play(game, play="ability", uid=manor, ability=1)
    assert game.state.card(manor).ghost_rock == 1
    assert game.state.card(manor).booted
    assert game.state.players[0].stash == 0
    assert not has_option(game, play="ability", uid=manor)          # booted: once a turn
    assert not events(game, "before_play")   # nothing to shift: no "before a play" event, no extra question


def test_before_your_own_play_the_bank_vault_shifts_onto_the_manor():
    game = scenario(phase="high_noon", dealer=1, players=[
        dict(outfit="Law Dogs", street_left=[MANOR, BANK], ghost_rock={BANK: 2}, stash=0),
        dict(outfit="The Sloane Gang", home=["Pancho Castillo"]),
    ])
    manor, bank = uid_of(game, MANOR), uid_of(game, BANK)
    assert (game.decision.kind, game.decision.player) == ("noon", 1)  # not before the other side's play
    play(game, play="pass")
    assert (game.decision.kind, game.decision.player) == ("react", 0)
    assert [e.data["player"] for e in events(game, "before_play")] == [0]
    play(game, play="ability", uid=manor)                             # the bank is the only card to shift from
    assert game.state.card(manor).ghost_rock == 2
    assert game.state.card(bank).ghost_rock == 0
    assert game.state.card(manor).booted and game.state.players[0].stash == 0
    assert (game.decision.kind, game.decision.player) == ("noon", 0)  # now the play itself


def _resolution(stash: int, on_manor: int):
    game = scenario(phase="high_noon", players=[
        dict(outfit="Law Dogs", street_left=[MANOR], ghost_rock={MANOR: on_manor}, town_square=["Andreas Andregg"],
             hand=[HAND_RANK], stash=stash, deck=cards("2H 5D 9C JH KD " + FILLER)),
        dict(outfit="The Sloane Gang", town_square=["Shi Long Peng"], deck=cards("3H 3D 6C 8H 10D " + FILLER)),
    ], shootout=dict(posses=[["Andreas Andregg"], ["Shi Long Peng"]]))
    to_reveal(game)
    return game


def test_in_a_shootout_the_manor_pays_for_an_action_card():
    game = _resolution(stash=0, on_manor=2)
    manor = uid_of(game, MANOR)
    game.choose(0, option(game, play="ability", card=HAND_RANK, ability=0))
    game.choose(0, option(game, play="mode", mode=0))                 # the Sloane Gang's hand rank
    assert [(e.data["player"], e.data["amount"]) for e in events(game, "hand_rank")] == [(1, -1)]
    assert game.state.players[0].stash == 0
    assert game.state.card(manor).ghost_rock == 0                     # the 2 GR cost came off the Manor


def test_the_manor_and_the_stash_together():
    game = _resolution(stash=1, on_manor=1)
    game.choose(0, option(game, play="ability", card=HAND_RANK, ability=0))
    assert game.state.players[0].stash == 0
    assert game.state.card(uid_of(game, MANOR)).ghost_rock == 0


def test_one_short_even_with_the_manor():
    game = _resolution(stash=0, on_manor=1)
    assert not has_option(game, play="ability", card=HAND_RANK)


def test_outside_a_shootout_the_manor_pays_for_nothing():
    def noon(stash: int, on_manor: int):
        return scenario(phase="high_noon", players=[
            dict(outfit="Law Dogs", street_left=[MANOR], ghost_rock={MANOR: on_manor}, home=["Clint Ramsey"],
                 hand=["Bounty Hunter"], stash=stash),
            dict(outfit="The Sloane Gang", town_square=["Pancho Castillo"], bounty={"Pancho Castillo": 2}),
        ])
    assert has_option(noon(stash=2, on_manor=0), play="ability", card="Bounty Hunter")       # costs 2
    assert not has_option(noon(stash=0, on_manor=2), play="ability", card="Bounty Hunter")


def test_a_gadgets_ability_is_paid_from_the_manor():
    game = scenario(phase="high_noon", players=[
        dict(outfit="Law Dogs", street_left=[MANOR], ghost_rock={MANOR: 2}, town_square=["Rob Wilby"],
             attach={"Rob Wilby": ["Flame-Thrower"]}, stash=0),
        dict(outfit="The Sloane Gang", town_square=["Walter Jameson"]),
    ], shootout=dict(posses=[["Rob Wilby"], ["Walter Jameson"]]))
    turn_of(game, 0)
    play(game, play="ability", card="Flame-Thrower")
    assert sorted(o.data["amount"] for o in game.decision.options) == [1, 2]   # what the Manor holds
    play(game, play="pay", amount=2)
    assert card_named(game, "Rob Wilby").bullets == 4                # 1 printed + 1 + 2 on the Gadget
    assert game.state.card(uid_of(game, MANOR)).ghost_rock == 0
    assert game.state.players[0].stash == 0


def test_a_plain_goods_pays_from_the_stash_only():
    # Ragged Mule (a Horse, no Gadget) must be paid for after it rides in; Personal Ornithopter (a Gadget)
    # costs 1 GR: with 1 GR on the Manor and none in the stash, the mule goes and the Ornithopter flies.
    game = scenario(phase="high_noon", players=[
        dict(outfit="Law Dogs", street_left=[MANOR], ghost_rock={MANOR: 1}, town_square=["Wilber Crowley"],
             home=["Rob Wilby", "Clint Ramsey"], attach={"Rob Wilby": ["Personal Ornithopter"],
                                                           "Clint Ramsey": ["Ragged Mule"]}, stash=0),
        dict(outfit="The Sloane Gang", town_square=["Alan Campbell"]),
    ], shootout=dict(posses=[["Wilber Crowley"], ["Alan Campbell"]]))
    turn_of(game, 0)
    play(game, play="ability", card="Ragged Mule")
    assert "Ragged Mule" in [c.title for c in game.state.players[0].discard]
    assert game.state.card(uid_of(game, MANOR)).ghost_rock == 1      # the mule could not use it
    turn_of(game, 0)
    play(game, play="ability", card="Personal Ornithopter", ability=0)
    assert posse_titles(game, 0) == ["Wilber Crowley", "Clint Ramsey", "Rob Wilby"]
    assert game.state.card(uid_of(game, MANOR)).ghost_rock == 0
    assert game.state.players[0].stash == 0


def test_the_automaton_shifts_before_its_pull():
    # the Automaton's turn is a pull: that is how it makes a play, so its React comes first
    game = scenario(phase="high_noon", options={"automaton": {"seat": 1}}, players=[
        dict(outfit="Law Dogs", home=["Pancho Castillo"]),
        dict(outfit="The Sloane Gang", street_left=[MANOR, BANK], ghost_rock={BANK: 2}, stash=0),
    ])
    manor = uid_of(game, MANOR)
    play(game, play="pass")                                           # the human Dealer passes
    assert (game.decision.kind, game.decision.player) == ("react", 1)
    assert not events(game, "automaton_pull")
    play(game, play="ability", uid=manor)
    assert game.state.card(manor).ghost_rock == 2
    assert game.state.card(uid_of(game, BANK)).ghost_rock == 0


def test_a_seat_out_of_the_shootout_is_never_about_to_make_a_play_in_it():
    """Three seats: the Morgan Regulators take no part in the shootout between the other two, so they make no
    play in its windows and the Manor's "before making a play" React is not offered to them there; at Noon,
    before their own play, it is."""
    game = scenario(phase="high_noon", dealer=0, players=[
        dict(outfit="Law Dogs", town_square=["Clint Ramsey"]),
        dict(outfit="The Sloane Gang", town_square=["Pancho Castillo"]),
        dict(outfit="Morgan Regulators", street_left=[MANOR, BANK], ghost_rock={BANK: 2}, home=["Rob Wilby"]),
    ])
    play(game, play="callout", card="Clint Ramsey", target_card="Pancho Castillo")
    play(game, play="accept")
    while game.state.shootout is not None:
        assert game.decision.player != 2
        _calm_step(game)
    assert not [e for e in events(game, "before_play") if e.data["player"] == 2]
    while game.decision.player != 2:
        _calm_step(game)
    assert game.decision.kind == "react" and has_option(game, play="ability", card=MANOR)

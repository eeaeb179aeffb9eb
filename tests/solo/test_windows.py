"""When the Automaton plays (rulebook "Making Plays", "Ending Phases"; spec cases 3-7, 36, 37): Gamblin'
pulls against a cheatin' human, upkeep, and the windows that end once the human has passed twice."""
from __future__ import annotations

from tests.cards.helpers import cards, has_option, option, play, uid_of
from tests.solo.helpers import A, H, answer, data_of, events_of, human_answer, let_automaton_play, solo

LEGAL_LOW = "3S 4H 6D 8C 10S"      # a legal high-card hand (rank 1)
CHEATIN = "2H 2H 5D 7C 9S"         # two copies of the 2♥: a cheatin' pair


def test_a_cheatin_human_gets_one_automaton_pull_in_the_gamblin_window():
    """Case 3: one pull; both Cheatin' Resolutions have no twin in play; Coachwhip! is right-most."""
    game = solo(phase="gamblin", dealer=H, players=[
        dict(outfit="Law Dogs", home=["Hattie DeLorre"], deck_top=cards(CHEATIN)),
        dict(outfit="The Sloane Gang", hand=["Coachwhip!"], deck_top=[*cards(LEGAL_LOW), "Bottom Dealin'"]),
    ])
    assert game.decision.kind == "automaton_play" and game.decision.player == A
    pull = events_of(game, "automaton_pull")
    assert len(pull) == 1 and pull[0].data["suit"] == "C"
    hand = [game.raw.cards[u].title for u in game.raw.players[A].hand]
    assert hand == ["Coachwhip!", "Bottom Dealin'"]            # the pulled card went to the leftmost place
    choice = answer(game)
    assert data_of(game, choice)["card"] == "Coachwhip!" and "right-most" in choice.reason
    game.choose(A, choice.answer)
    assert game.decision.kind == "target"                            # the Automaton is legal: it picks the dude
    game.choose(A, answer(game).answer)
    assert game.raw.cards[uid_of(game, "Hattie DeLorre")].booted     # Coachwhip!: the cheater's dude boots
    assert game.raw.phase != "gamblin"                               # the window closed: no second pull
    windows = [e.data["window"] for e in events_of(game, "automaton_pull")]
    assert windows.count("cheatin_resolution") == 1 and windows[0] == "cheatin_resolution"


def test_its_coachwhip_in_gamblin_boots_the_cheaters_dude_by_the_penalty_order():
    """Outside a shootout Coachwhip! boots (spec §5.3: a boot is a penalty), so the Automaton, legal, picks the
    human's dude by the Penalty order (a stud: Clint Ramsey), not by the leaving-play order (most influence:
    Randall), which is for the ace it makes in a shootout."""
    game = solo(phase="gamblin", dealer=H, players=[
        dict(outfit="Law Dogs", home=["Randall", "Clint Ramsey"], deck_top=cards(CHEATIN)),
        dict(outfit="The Sloane Gang", hand=["Coachwhip!"], deck_top=[*cards(LEGAL_LOW), "Bottom Dealin'"]),
    ])
    game.choose(A, answer(game).answer)                   # step 2: Coachwhip!
    d = game.decision
    assert d.player == A and d.kind == "target" and "boot" in d.prompt
    choice = answer(game)
    assert [d.option(i).data["card"] for i in choice.answer] == ["Clint Ramsey"]


def test_the_humans_coachwhip_in_gamblin_makes_it_boot_by_the_reversed_penalty_order():
    """The human's Coachwhip! against the Automaton, both cheatin': the Automaton picks the dude of its own that
    boots. A boot landing on its cards takes the Penalty row reversed (spec §4.11; RB 1738): not a stud first,
    Philip Swinford (draw) rather than Zachary Deloria (stud, no influence), whom the leaving-play order would
    give up for an ace."""
    game = solo(phase="gamblin", dealer=H, players=[
        dict(outfit="Law Dogs", home=["Hattie DeLorre"], hand=["Coachwhip!"], deck_top=cards(CHEATIN)),
        dict(outfit="The Sloane Gang", home=["Zachary Deloria", "Philip Swinford"],
             deck_top=[*cards("3S 3S 6D 8C 10S"), "Tin Star", "Tin Star"]),
    ])
    for _ in range(30):
        d = game.decision
        if d.player == A and d.kind == "target":
            break
        if d.player == H and d.kind == "cheatin_resolution" and has_option(game, card="Coachwhip!"):
            play(game, card="Coachwhip!")
        else:
            game.choose(d.player, answer(game).answer if d.player == A else human_answer(game))
    assert "Coachwhip!" in d.prompt and "boot" in d.prompt
    choice = answer(game)
    assert [d.option(i).data["card"] for i in choice.answer] == ["Philip Swinford"]


def test_one_more_thing_adds_a_last_pull_to_the_gamblin_window():
    """RB 1639: "each phase or step in which plays can be made" takes in the Gamblin' Cheatin' Resolutions."""
    game = solo(phase="gamblin", dealer=H, twists=("one_more_thing",), players=[
        dict(outfit="Law Dogs", home=["Hattie DeLorre"], deck_top=cards(CHEATIN)),
        dict(outfit="The Sloane Gang", hand=["Coachwhip!"], deck_top=[*cards(LEGAL_LOW), "Bottom Dealin'", "Tin Star"]),
    ])
    let_automaton_play(game)                  # the owed pull: Coachwhip! on Hattie DeLorre
    while game.raw.phase == "gamblin":
        d = game.decision
        game.choose(d.player, answer(game).answer if d.player == A else option(game, play="pass"))
    pulls = [e.data for e in events_of(game, "automaton_pull") if e.data["window"] == "cheatin_resolution"]
    assert [game.raw.cards[p["uid"]].title for p in pulls] == ["Bottom Dealin'", "Tin Star"]   # the last: Tin Star

def test_no_pull_when_the_human_is_legal():
    """Case 4: no pull; the Automaton just passes (its stash moves only by the ante and the pot)."""
    game = solo(phase="gamblin", dealer=H, players=[
        dict(outfit="Law Dogs", deck_top=cards("2H 2D 5S 5C 9H")),
        dict(outfit="The Sloane Gang", stash=4, hand=["Coachwhip!"], deck_top=cards(LEGAL_LOW)),
    ])
    assert game.raw.phase == "high_noon"
    assert [e.data["window"] for e in events_of(game, "automaton_pull")] == ["noon"]   # its first High Noon pull
    assert events_of(game, "gamblin_win")[0].data["player"] == A


def test_high_stakes_gambling_pays_the_difference_in_ranks():
    """Case 5: the human's two pair (rank 3) against the Automaton's high card (rank 1): +2 GR."""
    game = solo(phase="gamblin", dealer=H, twists=("high_stakes",), players=[
        dict(outfit="Law Dogs", deck_top=cards("2H 2D 5S 5C 9H")),
        dict(outfit="The Sloane Gang", stash=4, deck_top=cards(LEGAL_LOW)),
    ])
    gains = [(e.data["amount"], e.text) for e in events_of(game, "gain") if e.data["player"] == A]
    assert (2, "Player 2 gains 2 GR (high-stakes gambling)") in gains
    win = events_of(game, "gamblin_win")[0]
    assert win.data["player"] == A and win.data["pot"] == 2


def test_upkeep_is_paid_when_it_can_be():
    """Case 6."""
    game = solo(phase="upkeep", dealer=A, players=[
        dict(outfit="The Sloane Gang"),
        dict(outfit="Law Dogs", stash=5, home=["Bass Reeves"]),
    ])
    assert game.decision.kind == "upkeep" and game.decision.player == A
    assert answer(game).answer == "pay"


def test_upkeep_it_cannot_pay_drops_the_card_that_does_not_fit():
    """Case 7: 2 GR for Bass (upkeep 3, with Shotgun 12 GR combined) and Nabbe (upkeep 1): Bass goes."""
    game = solo(phase="upkeep", dealer=A, players=[
        dict(outfit="The Sloane Gang"),
        dict(outfit="Law Dogs", stash=2, home=["Bass Reeves", '"Thunder Boy" Nabbe'],
             attach={"Bass Reeves": ["Shotgun"]}),
    ])
    choice = answer(game)
    assert data_of(game, choice)["card"] == "Bass Reeves"
    game.choose(A, choice.answer)
    assert answer(game).answer == "pay"
    game.choose(A, "pay")
    assert game.raw.players[A].stash == 1


def _noon(dealer: int, twists: tuple[str, ...] = ()):
    filler = ["Tin Star"] * 8
    return solo(dealer=dealer, twists=twists, players=[
        dict(outfit="The Sloane Gang", home=["Hattie DeLorre"]),
        dict(outfit="Law Dogs", booted=["Law Dogs"], stash=0, deck_top=filler),
    ])


def test_high_noon_ends_once_the_human_has_passed_twice_in_a_row():
    """Case 36: human Dealer: pass, one pull, pass: the phase is over. Automaton Dealer: two pulls."""
    game = _noon(H)
    game.choose(H, "pass")
    let_automaton_play(game)
    game.choose(H, "pass")
    assert game.raw.phase != "high_noon" or game.decision.kind != "noon"
    assert len(events_of(game, "automaton_pull")) == 1
    game = _noon(A)
    let_automaton_play(game)
    game.choose(H, "pass")
    let_automaton_play(game)
    game.choose(H, "pass")
    assert len(events_of(game, "automaton_pull")) == 2 and game.raw.phase != "high_noon"


def test_a_human_play_restarts_the_count():
    game = _noon(H)
    game.choose(H, "pass")
    let_automaton_play(game)
    game.choose(H, option(game, play="move", card="Hattie DeLorre", to="Town Square"))
    let_automaton_play(game)
    game.choose(H, "pass")
    assert game.decision.kind in ("noon", "automaton_move", "automaton_play", "automaton_ability", "hand_limit")
    let_automaton_play(game)
    game.choose(H, "pass")
    assert len(events_of(game, "automaton_pull")) == 3 and game.raw.phase != "high_noon"


def test_one_more_thing_adds_a_last_pull_and_lets_the_human_answer():
    """Case 37: after the human's second pass the Automaton pulls once more; a pass then ends the phase,
    a play keeps it going."""
    game = _noon(H, ("one_more_thing",))
    game.choose(H, "pass")
    let_automaton_play(game)
    game.choose(H, "pass")
    let_automaton_play(game)
    assert len(events_of(game, "automaton_pull")) == 2 and game.decision.kind == "noon"
    game.choose(H, "pass")
    assert game.raw.phase != "high_noon" and len(events_of(game, "automaton_pull")) == 2
    game = _noon(H, ("one_more_thing",))
    game.choose(H, "pass")
    let_automaton_play(game)
    game.choose(H, "pass")
    let_automaton_play(game)
    game.choose(H, option(game, play="move", card="Hattie DeLorre", to="Town Square"))
    let_automaton_play(game)                          # the window goes on: the Automaton's turn
    assert len(events_of(game, "automaton_pull")) == 3 and game.decision.kind == "noon"


def test_quick_reactions_pull_before_the_dealer_plays():
    game = _noon(H, ("quick_reactions",))
    assert len(events_of(game, "automaton_pull")) == 1 and game.decision.player == H


def _pull_windows_of_a_callout(twists: tuple[str, ...]) -> list[str]:
    """The human (Dealer) calls out Tommy at the town square with Hattie; the Automaton's pulls are all
    Tin Stars, and the quiet human passes everywhere. The window of each Automaton pull, in order."""
    from tests.cards.helpers import play
    from tests.solo.helpers import human_answer
    game = solo(dealer=H, twists=twists, players=[
        dict(outfit="The Sloane Gang", town_square=["Hattie DeLorre"]),
        dict(outfit="Law Dogs", booted=["Law Dogs"], stash=0, town_square=["Tommy Harden"], deck_top=["Tin Star"] * 12),
    ])
    let_automaton_play(game)
    play(game, play="callout", card="Hattie DeLorre", target_card="Tommy Harden")
    for _ in range(300):
        if game.raw.shootout is None and events_of(game, "shootout_end"):
            break
        decision = game.decision
        game.choose(decision.player, answer(game).answer if decision.player == A else human_answer(game))
    assert len(events_of(game, "shootout_end")) == 1
    return [e.data["window"] for e in events_of(game, "automaton_pull")]


def test_quick_reactions_pull_at_the_start_of_high_noon_only():
    """RULINGS.md (Quick Reactions): a phase's start only; a shootout's plays and Resolution are steps, so
    the one-round shootout has one pull in each (the Automaton's turn after the human's pass), not two."""
    assert _pull_windows_of_a_callout(("quick_reactions",)) == ["noon", "shootout", "resolution", "noon"]


def test_one_more_thing_pulls_again_before_each_shootout_step_ends():
    """One More Thing works at the end of a phase or a step: an extra pull closes each shootout window."""
    assert _pull_windows_of_a_callout(("one_more_thing",)) == ["shootout", "shootout", "resolution", "resolution",
                                                               "noon"]


def test_the_gamblin_pull_does_not_raise_the_automatons_own_lowball_rank():
    """A ♥ pull against a cheatin' human finds no ♥ card to play; LeMat Revolver's Cheatin' Resolution (♥ goods
    in play) would only raise the Automaton's own lowball rank, losing it the pot: no step 3, the recompense."""
    game = solo(phase="gamblin", dealer=H, players=[
        dict(outfit="Law Dogs", home=["Hattie DeLorre"], deck_top=cards(CHEATIN)),
        dict(outfit="The Sloane Gang", town_square=["Clint Ramsey"], attach={"Clint Ramsey": ["LeMat Revolver"]},
             stash=4, deck_top=cards(LEGAL_LOW + " 5H")),
    ])
    assert [e.data["suit"] for e in events_of(game, "automaton_pull")][:1] == ["H"]
    let_automaton_play(game)
    while game.raw.phase == "gamblin":
        d = game.decision
        game.choose(d.player, answer(game).answer if d.player == A else option(game, play="pass"))
    assert not game.raw.cards[uid_of(game, "LeMat Revolver")].booted
    assert not events_of(game, "hand_rank")
    assert events_of(game, "gamblin_win")[0].data["player"] == A        # its high card beats the cheatin' pair
    assert any(e.data["player"] == A and "recompense" in e.text for e in events_of(game, "gain"))

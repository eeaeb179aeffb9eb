"""Shortcut: Noon: an unbooted dude of yours goes to any other location. React: a dude of yours joining a
posse from next door stays unbooted."""
from doomtown_tui.engine.testing import scenario
from tests.cards.helpers import card_named, has_option, play, posse_titles


def test_noon_moves_an_unbooted_dude_anywhere_without_booting():
    game = scenario(phase="high_noon", players=[
        dict(outfit="Law Dogs", home=["Clint Ramsey"], hand=["Shortcut"]),
        dict(outfit="The Sloane Gang", town_square=["Pancho Castillo"]),
    ])
    play(game, play="ability", card="Shortcut", ability=0)
    play(game, play="location", to="The Sloane Gang")   # their home: not adjacent to the Law Dogs' home
    clint = card_named(game, "Clint Ramsey")
    assert (clint.location, clint.booted) == ("The Sloane Gang", False)


def test_noon_needs_an_unbooted_dude():
    game = scenario(phase="high_noon", players=[
        dict(outfit="Law Dogs", home=["Clint Ramsey"], hand=["Shortcut"], booted=["Clint Ramsey"]),
        dict(outfit="The Sloane Gang", town_square=["Pancho Castillo"]),
    ])
    assert not has_option(game, play="ability", card="Shortcut")


def _callout_with_helper_at_home(p0_hand: list[str]):
    # the Sloane Gang (Dealer) calls out Clint at the town square; Rob Wilby is at the Law Dogs' home,
    # next to the town square, and joins the posse
    game = scenario(phase="high_noon", dealer=1, players=[
        dict(outfit="Law Dogs", town_square=["Clint Ramsey"], home=["Rob Wilby"], hand=p0_hand),
        dict(outfit="The Sloane Gang", town_square=["Pancho Castillo"]),
    ])
    play(game, play="callout", card="Pancho Castillo", target_card="Clint Ramsey")
    play(game, play="accept")
    play(game, play="join", card="Rob Wilby")
    return game


def test_react_lets_a_dude_join_from_next_door_without_booting():
    game = _callout_with_helper_at_home(["Shortcut"])
    assert (game.decision.kind, game.decision.player) == ("react", 0)
    play(game, play="ability", card="Shortcut")
    rob = card_named(game, "Rob Wilby")
    assert (rob.location, rob.booted) == ("Town Square", False)
    assert posse_titles(game, 0) == ["Clint Ramsey", "Rob Wilby"]
    assert [c.title for c in game.state.players[0].discard] == ["Shortcut"]


def test_without_the_react_the_dude_boots_to_join():
    game = _callout_with_helper_at_home([])
    rob = card_named(game, "Rob Wilby")
    assert (rob.location, rob.booted) == ("Town Square", True)


# --- the solo Automaton playing Shortcut on a pull (its ♣ run, step 2) ---------------------------------
def _automaton_shortcut(human: dict, tommy_at: dict):
    from tests.solo.helpers import A, let_automaton_play, solo
    game = solo(dealer=A, players=[
        dict(outfit="The Sloane Gang", **human),
        dict(outfit="Law Dogs", **tommy_at, home=["Philip Swinford"], booted=["Law Dogs", "Philip Swinford"],
             stash=0, hand=["Shortcut"], deck_top=["Ambush"]),
    ])
    let_automaton_play(game)
    return game, card_named(game, "Tommy Harden")


def test_the_automaton_never_takes_a_shortcut_into_check():
    # Tommy alone holds the human's Mayor's Office (2 CP). Moving him to the town square would give the
    # human 3 control against the Automaton's 2 influence; the Dead Dog Tavern (1 CP) leaves it at 2
    game, tommy = _automaton_shortcut(
        dict(street_left=["The Mayor's Office"], street_right=["Dead Dog Tavern"], home=["Hattie DeLorre"]),
        dict(at={"The Mayor's Office": ["Tommy Harden"]}))
    assert tommy.location == "Dead Dog Tavern"
    assert game.state.players[0].control == 2 and game.state.players[1].influence == 2


def test_the_automaton_takes_a_shortcut_toward_a_dude_it_can_call_out():
    # a ♣ run: the destination is where the best opposing dude that can be called out stands (Hattie at
    # the out-of-town Clanton Ranch), not the human's highest-value deed
    _, tommy = _automaton_shortcut(
        dict(out_of_town=["Clanton Ranch"], street_left=["Sherman Mortgage"], at={"Clanton Ranch": ["Hattie DeLorre"]}),
        dict(town_square=["Tommy Harden"]))
    assert tommy.location == "Clanton Ranch"


# --- the Automaton as the Showstopper's Villain (the archetype adapted to keep Ivor in the town square) ---
def test_the_automaton_villain_sends_another_dude_than_ivor_on_its_shortcut():
    """The audit's finding: as the Showstopper's Villain, the Automaton's ♣ pull (no callout: its ♠ move
    takes Pagliaccio to the town square) then plays Shortcut with Ivor and Pagliaccio both unbooted there.
    By its plain target order (its own dude of highest value) Ivor took the shortcut home, out of the
    square; now Pagliaccio does and Ivor stays."""
    from tests.solo.helpers import A, let_automaton_play
    game = scenario(dealer=A, options={"boss_battle": {"scenario": "showstopper", "villain": A},
                                       "automaton": {"seat": A, "twists": []}}, players=[
        dict(outfit="Law Dogs", home=["Tommy Harden"]),
        dict(outfit="Encroaching Darkness", town_square=["Ivor Hawley (Exp.1)"], home=["Pagliaccio"],
             booted=["Encroaching Darkness"], stash=0, hand=["Shortcut"], deck_top=["Ambush"]),
    ])
    ivor, pag = card_named(game, "Ivor Hawley (Exp.1)"), card_named(game, "Pagliaccio")
    done = let_automaton_play(game)
    assert [kind for kind, _ in done] == ["automaton_move", "automaton_play", "target", "target"]
    assert done[2][1] == f"card:{pag.uid}"
    ivor, pag = card_named(game, "Ivor Hawley (Exp.1)"), card_named(game, "Pagliaccio")
    assert (ivor.location, ivor.booted) == ("Town Square", False)
    assert pag.location == "Encroaching Darkness"
    assert [e.text for e in game.events if e.kind == "move"] == [
        "Pagliaccio moves from Encroaching Darkness to Town Square",
        "Pagliaccio moves from Town Square to Encroaching Darkness"]

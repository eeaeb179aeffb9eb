"""House of Many Faiths: Noon, boot: a hand card and a discard-pile card go into the deck; a dude with a
Miracle moves to the town square, unboots and gets +1 influence."""
from doomtown_tui.engine.testing import scenario
from tests.cards.helpers import events, has_option, play, to_phase, uid_of

PADRE = "Padre Ernesto de Diaz"      # Blessed 1, influence 1


def _game(discard):
    return scenario(phase="high_noon", players=[
        dict(outfit="House of Many Faiths", home=[PADRE, "Randall"], attach={PADRE: ["Confession"]}, booted=[PADRE],
             hand=["Shotgun"], discard=list(discard)),
        dict(outfit="Encroaching Darkness", town_square=["Alan Campbell"]),
    ])


def test_two_cards_go_back_into_the_deck_and_the_blessed_dude_rides_to_town():
    game = _game(["Mustang"])
    deck_before = game.state.players[0].deck_size
    play(game, play="ability", card="House of Many Faiths")   # one card each, one Miracle holder: no questions
    p = game.state.players[0]
    assert (len(p.hand), len(p.discard), p.deck_size) == (0, 0, deck_before + 2)
    padre = game.state.card(uid_of(game, PADRE))
    assert (padre.location, padre.booted, padre.influence) == ("Town Square", False, 2)
    randall = game.state.card(uid_of(game, "Randall"))
    assert (randall.location, randall.influence) == ("House of Many Faiths", 2)     # no Miracle: untouched
    assert game.state.players[0].outfit.booted


def test_the_log_names_the_discard_pile_card_but_not_the_hand_card():
    """The discard pile is face up, the hand is not: the shared log says which pile card went back, not which
    hand card."""
    game = _game(["Mustang"])
    hand_card = game.state.players[0].hand[0].title
    play(game, play="ability", card="House of Many Faiths")
    assert events(game, "to_deck")[-1].text == ("Player 1 shuffles a card from their hand and Mustang into their "
                                                "deck (House of Many Faiths)")
    assert not [e.text for e in game.events if hand_card in e.text]
    data = events(game, "to_deck")[-1].data         # nor does its data point at the hand card
    assert data["from_hand"] == 1 and [game.raw.cards[u].title for u in data["uids"]] == ["Mustang"]


def test_needs_a_card_in_the_discard_pile():
    game = _game([])
    assert not has_option(game, play="ability", card="House of Many Faiths")


def test_the_influence_lasts_until_nightfall():
    game = scenario(phase="high_noon", players=[
        dict(outfit="House of Many Faiths", home=[PADRE, "Randall"], attach={PADRE: ["Confession"]}, booted=[PADRE],
             hand=["Shotgun", "Bowie Knife"], discard=["Mustang"], stash=10),
        dict(outfit="Encroaching Darkness", town_square=["Alan Campbell"], stash=10),
    ])
    play(game, play="ability", card="House of Many Faiths")
    play(game, card="Shotgun")                           # the hand card to shuffle back; Bowie Knife stays
    padre = uid_of(game, PADRE)
    assert game.state.card(padre).influence == 2
    to_phase(game, "nightfall")
    assert game.state.phase == "nightfall" and game.state.card(padre).influence == 2
    to_phase(game, "gamblin", day=2)
    assert game.state.day == 2 and game.state.card(padre).influence == 1

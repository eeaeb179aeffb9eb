"""Silver-Weaved Staff: Shootout, boot: boot an opposing spell."""
from doomtown_tui.engine.testing import scenario
from tests.cards.helpers import card_named, has_option, play, turn_of
from tests.cards.third_party import allied_shootout


def _shootout(join: tuple[str, ...]):
    game = scenario(phase="high_noon", players=[
        dict(outfit="Law Dogs", town_square=["Clint Ramsey"], attach={"Clint Ramsey": ["Silver-Weaved Staff"]}),
        dict(outfit="The Sloane Gang", town_square=["Pancho Castillo", "Wilber Crowley"],
             attach={"Wilber Crowley": ["Soul Blast"]}),
    ], shootout=dict(posses=[["Clint Ramsey"], ["Pancho Castillo", *join]]))
    return game


def test_the_staff_boots_a_spell_in_the_opposing_posse():
    game = _shootout(join=("Wilber Crowley",))
    play(game, play="ability", card="Silver-Weaved Staff")  # the only opposing spell: no target question
    assert card_named(game, "Soul Blast").booted
    assert card_named(game, "Silver-Weaved Staff").booted
    assert card_named(game, "Clint Ramsey").bullets == 3    # 2 printed + 1 from the staff


def test_a_spell_outside_the_shootout_is_out_of_reach():
    game = _shootout(join=())
    assert not has_option(game, play="ability", card="Silver-Weaved Staff")
    assert not card_named(game, "Soul Blast").booted


def test_a_third_party_cannot_boot_its_allys_spell():
    # seat 2's Ezrael Jones (with the Staff) fights in seat 0's posse: Sylvester Heath's Soul Blast is on its
    # side, so the Staff's one opposing spell is seat 1's, on Wilber Crowley
    game = allied_shootout(dict(town_square=["Sylvester Heath"], attach={"Sylvester Heath": ["Soul Blast"]}),
                           dict(town_square=["Wilber Crowley"], attach={"Wilber Crowley": ["Soul Blast"]}),
                           dict(town_square=["Ezrael Jones"], attach={"Ezrael Jones": ["Silver-Weaved Staff"]}),
                           leader="Sylvester Heath", mark="Wilber Crowley", side=0, guests=["Ezrael Jones"])
    turn_of(game, 2)
    play(game, play="ability", card="Silver-Weaved Staff")      # one opposing spell: no target question
    blasts = {game.state.card(game.raw.cards[u].attached_to).title: game.state.card(u).booted
              for u in game.raw.cards if game.raw.cards[u].title == "Soul Blast"}
    assert blasts == {"Sylvester Heath": False, "Wilber Crowley": True}

"""A three-seat shootout with a third party (the multiplayer rules), for the cards' tests of what "your
hand", "your casualties" and "opposing" mean to a player fighting in another player's posse (RULINGS.md)."""
from doomtown_tui.engine.game import Game
from tests.cards.helpers import FILLER, cards, pass_until, play, to_reveal, turn_of
from tests.test_multiplayer import invite, send, table


def allied_shootout(p0: dict, p1: dict, p2: dict, *, leader: str, mark: str, side: int, guests: list[str]) -> Game:
    """Seat 0's ``leader`` calls out seat 1's ``mark`` at the Town Square (both posses just the two of them);
    seat 2 joins ``side`` (0: the leader's posse, 1: the mark's) with ``guests``. Returns the game at the first
    question after the posses are formed."""
    game = table(p0, p1, p2)
    play(game, play="callout", card=leader, target_card=mark)
    play(game, play="accept")
    while game.decision.kind == "join_posse":
        play(game, play="done")
    for host in (0, 1):
        if (game.decision.kind, game.decision.player) == ("invite", host):
            invite(game, host, *([2] if side == host else []))
            if side == host:
                send(game, 2, *guests)
    assert game.raw.shootout.allies == {2: side}
    return game


FOUR_NINES = "9H 9H 9D 9C 2D"                   # rank 8, cheatin' (two 9♥)
KING_HIGH = "2H 5D 9C JH KD 4S 6C 8D AS QC"     # Pancho Castillo (3 stud) keeps K J 9 8 6: high card, legal


CHEATIN_KINGS = "KH KH 5D 9C JH 2S 3C 4D"     # a pair of kings with two K♥: cheatin'


def cheated_against(guest: dict, guests: list[str], theirs: str = KING_HIGH) -> Game:
    """Seat 0's Clint Ramsey, cheating with four nines, against seat 1's Pancho Castillo (``theirs``: by
    default king high, legal), with seat 2 (``guest``: its player spec) fighting in Pancho's posse; stops
    after the hands are revealed."""
    game = allied_shootout(dict(town_square=["Clint Ramsey"], deck=cards(f"{FOUR_NINES} {FILLER}")),
                           dict(town_square=["Pancho Castillo"], deck=cards(f"{theirs} {FILLER}")),
                           guest, leader="Clint Ramsey", mark="Pancho Castillo", side=1, guests=guests)
    to_reveal(game)
    return game


def use_when_offered(game: Game, player: int, card: str, **data) -> None:
    """Pass (or take the calm answer to) every question until ``player`` is offered ``card``'s ability; use it."""
    for _ in range(60):
        decision = game.decision
        assert decision is not None, "the game ended"
        if decision.player == player and any(o.data.get("card") == card and o.data.get("play") == "ability"
                                             and all(o.data.get(k) == v for k, v in data.items())
                                             for o in decision.options):
            play(game, play="ability", card=card, **data)
            return
        calm = [o for o in decision.options if o.data.get("play") in ("pass", "done", "keep")]
        if decision.kind == "draw_hand":
            game.choose(decision.player, [o.id for o in decision.options if o.data.get("suggested")])
        elif decision.multi:
            game.choose(decision.player, [o.id for o in decision.options][:decision.min])
        else:
            game.choose(decision.player, (calm or list(decision.options))[0].id)
    raise AssertionError(f"player {player} was never offered {card}")


def casualties_changed(game: Game) -> dict:
    """Play on calmly to the first casualty question; the last change of a posse's casualty count."""
    pass_until(game, "casualty")
    return [e.data for e in game.events if e.kind == "casualties_changed"][-1]


def backed_cheater(guest: dict, theirs: str, mark: dict | None = None) -> Game:
    """Seat 0's Clint Ramsey, backed by Ezrael Jones, calls out seat 1's Pancho Castillo (``theirs``: the top of
    seat 1's deck; ``mark``: more of seat 1's spec) and cheats with four nines; seat 2's Rob Wilby (``guest``:
    more of seat 2's spec) fights in Pancho's posse. Returns the game at seat 2's Resolution turn."""
    game = table(dict(town_square=["Clint Ramsey", "Ezrael Jones"], deck=cards(f"{FOUR_NINES} {FILLER}")),
                 dict(town_square=["Pancho Castillo"], deck=cards(f"{theirs} {FILLER}"), **(mark or {})),
                 dict(town_square=["Rob Wilby"], deck=cards(FILLER), **guest))
    play(game, play="callout", card="Clint Ramsey", target_card="Pancho Castillo")
    play(game, play="accept")
    play(game, play="join", card="Ezrael Jones")
    while game.decision.kind == "join_posse":
        play(game, play="done")
    invite(game, 0)
    invite(game, 1, 2)
    send(game, 2, "Rob Wilby")
    play(game, play="shooter", card="Clint Ramsey")
    play(game, play="shooter", card="Pancho Castillo")
    to_reveal(game)
    turn_of(game, 2, "resolution")
    return game

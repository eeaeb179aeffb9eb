"""Poker arithmetic for Doomtown draw hands (standalone, standard library only).

This module owns: the draw-hand ``Card`` (value 1..13 with aces low, a suit, or a joker),
hand ranks 1..11 including five of a kind and the Dead Man's Hand, tie-breakers, cheatin'
detection, joker assignment, modified hand ranks, lowball ordering and hands short of five cards.
It knows nothing about the rest of the engine.

Design notes
------------
* Cards are interned: ``Card(7, "S")`` always returns the same object, so equality is identity
  and every card carries precomputed bit fields used by the evaluators.
* A hand's strength is one integer, ``Hand.key``: ``rank << 21 | unmodified << 20 | tiebreak``,
  where the tiebreak packs up to five card values (4 bits each, most significant first) in the
  order the tie-breaker table compares them.  Suits never enter the key.  A modified hand keeps
  only its rank bits, so it loses to every unmodified hand of that rank and ties every other
  modified hand of that rank.
* Five natural cards are evaluated with prime-product lookup tables (built at import, ~10 ms).
  Jokers and best-of-many-cards are solved category by category, best first, on bit masks and
  value counts, with jokers filling the gaps -- never by trying every subset and joker identity.
* Lowball: the lower key wins (lower rank first; inside a rank the hand that would lose a
  shootout comparison wins).  ``lowball_key`` is the sort key (smallest = lowball winner).
  Lowball jokers take the lowest values that pair nothing and complete no straight, in a suit
  that breaks any flush.  The lowest hand from more than five cards is found directly when it
  is a High Card hand; only cards too few in kind for that (at most four values, one suit, or
  five values in a run) are searched choice by choice.

Decisions where the rules leave room (rules digest items A12, A24, A25, B15, B36(e), B44, B.6):
* Fewer than five cards (deck and discard exhausted): only the cards present count.  Ranks that
  need five cards (straight, flush, full house, straight flush, five of a kind, Dead Man's Hand)
  cannot occur; pairs, two pair, three and four of a kind can.  Missing kickers count as nothing,
  so a short hand loses to a full hand of the same rank and pattern.  Because the rules call it
  the lowest hand those cards can make, any joker in a short hand takes the lowest identity.
* A joker in a flush is a king of that suit (even next to a natural king): that maximises the
  tie-breaker.  Jokers never count for cheatin'.
* ``Hand.modified(delta)`` with any non-zero delta marks the hand modified, even if the clamp
  to 1..11 leaves the number unchanged: the effect applied, so the hand is the worst of its rank.
* ``best_hand`` ranks candidates by: rank, then legal before cheatin', then tie-breakers, then
  fewer jokers (a joker that is not needed stays out of the hand).  In lowball the same order
  is used with the lowest rank and lowest tie-breakers first.
"""
from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from itertools import combinations
from operator import attrgetter
from types import MappingProxyType

__all__ = (
    "DEAD_MANS_HAND",
    "FIVE_OF_A_KIND",
    "FLUSH",
    "FOUR_OF_A_KIND",
    "FULL_HOUSE",
    "HIGH_CARD",
    "PAIR",
    "RANK_NAMES",
    "STRAIGHT",
    "STRAIGHT_FLUSH",
    "SUITS",
    "SUIT_SYMBOLS",
    "THREE_OF_A_KIND",
    "TWO_PAIR",
    "Card",
    "Hand",
    "best_hand",
    "evaluate",
    "lowball_beats",
    "lowball_key",
    "parse_cards",
)

SUITS = "SHDC"
SUIT_SYMBOLS: Mapping[str, str] = MappingProxyType({"S": "♠", "H": "♥", "D": "♦", "C": "♣"})
_SYMBOL_TO_SUIT: Mapping[str, str] = MappingProxyType({sym: s for s, sym in SUIT_SYMBOLS.items()})

HIGH_CARD, PAIR, TWO_PAIR, THREE_OF_A_KIND, STRAIGHT, FLUSH = 1, 2, 3, 4, 5, 6
FULL_HOUSE, FOUR_OF_A_KIND, STRAIGHT_FLUSH, FIVE_OF_A_KIND, DEAD_MANS_HAND = 7, 8, 9, 10, 11

RANK_NAMES: Mapping[int, str] = MappingProxyType({
    1: "High Card", 2: "Pair", 3: "Two Pair", 4: "Three of a Kind", 5: "Straight", 6: "Flush",
    7: "Full House", 8: "Four of a Kind", 9: "Straight Flush", 10: "Five of a Kind",
    11: "Dead Man's Hand",
})

_LABEL: Mapping[int, str] = MappingProxyType({1: "A", 11: "J", 12: "Q", 13: "K"})
_PARSE_VALUE: Mapping[str, int] = MappingProxyType({"A": 1, "J": 11, "Q": 12, "K": 13, "T": 10})
_PRIME: tuple[int, ...] = (0, 2, 3, 5, 7, 11, 13, 17, 19, 23, 29, 31, 37, 41)   # by value

_UNMOD = 1 << 20          # set in the key of every hand whose rank was not modified
_TB_MASK = _UNMOD - 1
_M13 = 0x1FFF             # one suit's 13 value bits (bit v-1 stands for value v)


def _label(value: int) -> str:
    return _LABEL.get(value, str(value))


# ----------------------------------------------------------------------------------------------
# Cards
# ----------------------------------------------------------------------------------------------
_INTERN: dict[tuple[int, str], Card] = {}


class Card:
    """A draw-hand card: ``value`` 1..13 (A=1, J=11, Q=12, K=13) and ``suit`` in "SHDC", or a joker.

    Immutable and interned (equal cards are the same object).  A joker has value 0, suit "" and
    ``is_joker`` True; get it with ``Card.joker()``.  Invalid values or suits raise ValueError.
    """

    __slots__ = ("_b", "_i", "_nb", "_o", "_p", "is_joker", "suit", "value")

    value: int
    suit: str
    is_joker: bool
    _p: int   # prime of the value (0 for the joker, so a product with a joker is 0)
    _nb: int  # card bits of the other three suits (five cards are a flush if none is set)
    _b: int   # card bit 1 << (suit_index * 13 + value - 1) (0 for the joker)
    _i: int   # card index 0..51 (-1 for the joker)
    _o: int   # sort order

    def __new__(cls, value: int, suit: str) -> Card:
        if type(value) is int and type(suit) is str:
            card = _INTERN.get((value, suit))
            if card is not None:
                return card
        raise ValueError(f"not a card: value {value!r}, suit {suit!r} "
                         "(value must be an int 1..13 and suit one of S, H, D, C)")

    @classmethod
    def joker(cls) -> Card:
        """The joker (wild in draw hands)."""
        return _JOKER

    @classmethod
    def parse(cls, text: str) -> Card:
        """Read "A♣", "10H", "JD", "kc", "Jkr"/"Joker"; raises ValueError on anything else."""
        t = text.strip()
        if t.lower() in ("jkr", "joker", "jk", "*"):
            return _JOKER
        if len(t) < 2:
            raise ValueError(f"not a card: {text!r}")
        suit = _SYMBOL_TO_SUIT.get(t[-1], t[-1].upper())
        head = t[:-1].upper()
        value = _PARSE_VALUE.get(head)
        if value is None:
            if not head.isdigit():
                raise ValueError(f"not a card: {text!r}")
            value = int(head)
        return cls(value, suit)

    def __setattr__(self, name: str, value: object) -> None:
        raise AttributeError("Card is immutable")

    def __delattr__(self, name: str) -> None:
        raise AttributeError("Card is immutable")

    def __hash__(self) -> int:
        return self._i + 2          # deterministic across runs (unlike the default id hash)

    # Equality is identity (cards are interned).  Ordering: by value, then suit (S, H, D, C),
    # jokers last -- handy for showing a hand sorted.
    def sort_key(self) -> int:
        """Orders cards by value, then suit (S, H, D, C); jokers last."""
        return self._o

    def __lt__(self, other: object) -> bool:
        if isinstance(other, Card):
            return self._o < other._o
        return NotImplemented

    def __le__(self, other: object) -> bool:
        if isinstance(other, Card):
            return self._o <= other._o
        return NotImplemented

    def __gt__(self, other: object) -> bool:
        if isinstance(other, Card):
            return self._o > other._o
        return NotImplemented

    def __ge__(self, other: object) -> bool:
        if isinstance(other, Card):
            return self._o >= other._o
        return NotImplemented

    def __reduce__(self) -> tuple[object, tuple[object, ...]]:
        if self.is_joker:
            return (_joker_card, ())
        return (Card, (self.value, self.suit))

    def __copy__(self) -> Card:
        return self

    def __deepcopy__(self, memo: dict[int, object]) -> Card:
        return self

    def __str__(self) -> str:
        if self.is_joker:
            return "Jkr"
        return _label(self.value) + SUIT_SYMBOLS[self.suit]

    def __repr__(self) -> str:
        if self.is_joker:
            return "Card.joker()"
        return f"Card({self.value}, {self.suit!r})"


_GET_B = attrgetter("_b")
_GET_JOKER = attrgetter("is_joker")
_new = object.__new__       # hands on the hot paths are built without calling Hand.__init__


def _joker_card() -> Card:
    return _JOKER


def _build_card(value: int, suit: str) -> Card:
    card = object.__new__(Card)
    put = object.__setattr__
    joker = value == 0
    si = -1 if joker else SUITS.index(suit)
    put(card, "value", value)
    put(card, "suit", suit)
    put(card, "is_joker", joker)
    put(card, "_p", 0 if joker else _PRIME[value])
    put(card, "_nb", 0 if joker else ((1 << 52) - 1) ^ (_M13 << (si * 13)))
    put(card, "_b", 0 if joker else 1 << (si * 13 + value - 1))
    put(card, "_i", -1 if joker else si * 13 + value - 1)
    put(card, "_o", 1000 if joker else value * 4 + si)
    return card


_BY_INDEX: list[Card] = []
for _si, _suit in enumerate(SUITS):
    for _v in range(1, 14):
        _c = _build_card(_v, _suit)
        _INTERN[(_v, _suit)] = _c
        _BY_INDEX.append(_c)
_JOKER: Card = _build_card(0, "")
del _si, _suit, _v, _c


def parse_cards(text: str) -> list[Card]:
    """Cards from text such as "A♣ A♠ 8♣ 8♠ J♦" or "10H, QS, Jkr"."""
    return [Card.parse(t) for t in text.replace(",", " ").split()]


# ----------------------------------------------------------------------------------------------
# Keys and the fixed-hand classifier
# ----------------------------------------------------------------------------------------------
def _key(rank: int, values: Iterable[int]) -> int:
    t = 0
    shift = 16
    for v in values:
        t |= v << shift
        shift -= 4
    return rank << 21 | _UNMOD | t


_DMH_KEY = _key(DEAD_MANS_HAND, ())


def _classify(values: Sequence[int], flush: bool) -> int:
    """Key of a hand with these values and no jokers (flush: all five share a suit).

    Five values may form any rank but the Dead Man's Hand (checked by the caller, it needs
    suits); fewer values form only the n-of-a-kind ranks (short hands)."""
    counts: dict[int, int] = {}
    for v in values:
        counts[v] = counts.get(v, 0) + 1
    groups = sorted(counts.items(), key=lambda vc: (vc[1], vc[0]), reverse=True)
    order = [v for v, _ in groups]
    top = groups[0][1] if groups else 0
    second = groups[1][1] if len(groups) > 1 else 0
    desc = sorted(values, reverse=True)
    if len(values) == 5:
        if top == 5:
            return _key(FIVE_OF_A_KIND, order)
        if len(groups) == 5 and desc[0] - desc[4] == 4:
            return _key(STRAIGHT_FLUSH if flush else STRAIGHT, desc[:1])
        if top == 4:
            return _key(FOUR_OF_A_KIND, order)
        if top == 3 and second == 2:
            return _key(FULL_HOUSE, order)
        if flush:
            return _key(FLUSH, desc)
    if top >= 4:
        return _key(FOUR_OF_A_KIND, order)
    if top == 3:
        return _key(THREE_OF_A_KIND, order)
    if top == 2 and second == 2:
        return _key(TWO_PAIR, order)
    if top == 2:
        return _key(PAIR, order)
    return _key(HIGH_CARD, desc)


def _build_tables() -> tuple[dict[int, int], dict[int, int]]:
    """Keys of every five-value multiset, by prime product: (not all one suit, all one suit).

    Built shape by shape (cheap at import); ``_classify`` is the reference it must agree with."""
    plain: dict[int, int] = {}
    flush: dict[int, int] = {}
    P = _PRIME
    desc = range(13, 0, -1)
    for v in desc:
        p = P[v] ** 5
        plain[p] = flush[p] = _key(FIVE_OF_A_KIND, (v,))
        for x in desc:
            if x != v:
                p = P[v] ** 4 * P[x]
                plain[p] = flush[p] = _key(FOUR_OF_A_KIND, (v, x))
                p = P[v] ** 3 * P[x] ** 2
                plain[p] = flush[p] = _key(FULL_HOUSE, (v, x))
        others = [x for x in desc if x != v]
        for x, y in combinations(others, 2):
            p = P[v] ** 3 * P[x] * P[y]
            plain[p] = _key(THREE_OF_A_KIND, (v, x, y))
            flush[p] = _key(FLUSH, sorted((v, v, v, x, y), reverse=True))
        for x, y, z in combinations(others, 3):
            p = P[v] ** 2 * P[x] * P[y] * P[z]
            plain[p] = _key(PAIR, (v, x, y, z))
            flush[p] = _key(FLUSH, sorted((v, v, x, y, z), reverse=True))
    for h, lo in combinations(desc, 2):
        for x in desc:
            if x != h and x != lo:
                p = P[h] ** 2 * P[lo] ** 2 * P[x]
                plain[p] = _key(TWO_PAIR, (h, lo, x))
                flush[p] = _key(FLUSH, sorted((h, h, lo, lo, x), reverse=True))
    for five in combinations(desc, 5):
        p = P[five[0]] * P[five[1]] * P[five[2]] * P[five[3]] * P[five[4]]
        if five[0] - five[4] == 4:
            plain[p] = _key(STRAIGHT, five[:1])
            flush[p] = _key(STRAIGHT_FLUSH, five[:1])
        else:
            plain[p] = _key(HIGH_CARD, five)
            flush[p] = _key(FLUSH, five)
    return plain, flush


_PLAIN, _FLUSH = _build_tables()     # prime product of five values -> key

_DMH_CARDS: tuple[Card, ...] = (Card(1, "C"), Card(1, "S"), Card(8, "C"), Card(8, "S"), Card(11, "D"))
_DMH_MASK = 0
for _c in _DMH_CARDS:
    _DMH_MASK |= _c._b
del _c


def _fixed_key(cards: Sequence[Card]) -> int:
    """Key of joker-free cards (any count up to five)."""
    if len(cards) == 5:
        a, b, c, d, e = cards
        p = a._p * b._p * c._p * d._p * e._p
        cm = a._b | b._b | c._b | d._b | e._b
        if not cm & a._nb:
            return _FLUSH[p]
        if cm == _DMH_MASK:
            return _DMH_KEY
        return _PLAIN[p]
    return _classify([c.value for c in cards], False)


def _has_duplicate(cards: Iterable[Card]) -> bool:
    seen = 0
    for c in cards:
        b = c._b
        if seen & b:
            return True
        seen |= b
    return False


# ----------------------------------------------------------------------------------------------
# Hands
# ----------------------------------------------------------------------------------------------
class Hand:
    """An evaluated draw hand.

    ``rank`` 1..11, ``name``, ``cheatin``, ``cards`` (as played, jokers shown as the card they
    stand for), ``jokers`` (the cards the jokers were assigned, in order), ``key`` (one int that
    orders hands for a shootout).  Compare hands with ``<``, ``>``, ``==``.  Treat as immutable.
    """

    __slots__ = ("_base", "cards", "cheatin", "jokers", "key")

    _base: int          # set only on modified hands: the key before modification
    key: int
    cards: tuple[Card, ...]
    jokers: tuple[Card, ...]
    cheatin: bool

    def __init__(self, key: int, cards: tuple[Card, ...], jokers: tuple[Card, ...], cheatin: bool) -> None:
        self.key = key
        self.cards = cards
        self.jokers = jokers
        self.cheatin = cheatin

    # --- comparison (shootout order) ---
    def __lt__(self, other: object) -> bool:
        if isinstance(other, Hand):
            return self.key < other.key
        return NotImplemented

    def __le__(self, other: object) -> bool:
        if isinstance(other, Hand):
            return self.key <= other.key
        return NotImplemented

    def __gt__(self, other: object) -> bool:
        if isinstance(other, Hand):
            return self.key > other.key
        return NotImplemented

    def __ge__(self, other: object) -> bool:
        if isinstance(other, Hand):
            return self.key >= other.key
        return NotImplemented

    def __eq__(self, other: object) -> bool:
        if isinstance(other, Hand):
            return self.key == other.key
        return NotImplemented

    def __ne__(self, other: object) -> bool:
        if isinstance(other, Hand):
            return self.key != other.key
        return NotImplemented

    def __hash__(self) -> int:
        return hash(self.key)

    # --- properties ---
    @property
    def rank(self) -> int:
        """Hand rank 1 (High Card) .. 11 (Dead Man's Hand), after any modification."""
        return self.key >> 21

    @property
    def name(self) -> str:
        return RANK_NAMES[self.rank]

    @property
    def is_modified(self) -> bool:
        """True if a card effect changed this hand's rank."""
        return not self.key & _UNMOD

    @property
    def base_key(self) -> int:
        """The key before any rank modification."""
        return self.key if self.key & _UNMOD else self._base

    @property
    def base_rank(self) -> int:
        """The rank the cards themselves form (before any modification)."""
        return self.base_key >> 21

    @property
    def tiebreak(self) -> tuple[int, ...]:
        """Card values compared to break a tie, in comparison order (of the unmodified hand)."""
        t = self.base_key & _TB_MASK
        out = []
        for shift in (16, 12, 8, 4, 0):
            v = t >> shift & 15
            if not v:
                break
            out.append(v)
        return tuple(out)

    def modified(self, delta: int, counts: bool = False) -> Hand:
        """This hand with its rank raised (delta > 0) or lowered (delta < 0), clamped to 1..11.

        The result counts as the worst hand of its new rank, even when the clamp kept the rank
        where it was (a Dead Man's Hand raised once more is then the worst Dead Man's Hand).
        ``delta == 0`` changes nothing and returns this hand, unless ``counts``: a card effect that
        "counts as modifying" the rank makes it the worst hand of the rank it has."""
        if not delta and not counts:
            return self
        new_rank = min(DEAD_MANS_HAND, max(HIGH_CARD, self.rank + delta))
        hand = Hand(new_rank << 21, self.cards, self.jokers, self.cheatin)
        hand._base = self.base_key
        return hand

    def describe(self) -> str:
        """Text such as "Full House, 7s over 9s"; marks jokers, short hands, modification, cheatin'."""
        text = _describe_key(self.base_key)
        if self.is_modified:
            text = f"{RANK_NAMES[self.rank]} (modified from {text})"
        if self.jokers:
            text += " (" + ", ".join(f"Joker as {c}" for c in self.jokers) + ")"
        if len(self.cards) < 5:
            text += f" (only {len(self.cards)} card{'s' if len(self.cards) != 1 else ''})"
        if self.cheatin:
            text += " - cheatin'!"
        return text

    def __str__(self) -> str:
        return " ".join(str(c) for c in self.cards) + ": " + self.describe()

    def __repr__(self) -> str:
        return f"<Hand {' '.join(str(c) for c in self.cards)}: {self.describe()}>"


def _plural(value: int) -> str:
    return _label(value) + "s"


def _describe_key(key: int) -> str:
    rank = key >> 21
    t = key & _TB_MASK
    vals = [t >> s & 15 for s in (16, 12, 8, 4, 0)]
    vals = vals[:vals.index(0)] if 0 in vals else vals
    name = RANK_NAMES[rank]
    if rank == DEAD_MANS_HAND:
        return name
    if not vals:
        return f"{name}, no cards"
    if rank in (HIGH_CARD, FLUSH):
        return f"{name}, {_label(vals[0])} high"
    if rank in (STRAIGHT, STRAIGHT_FLUSH):
        return f"{name}, {_label(vals[0])} high"
    if rank == TWO_PAIR:
        return f"{name}, {_plural(vals[0])} and {_plural(vals[1])}"
    if rank == FULL_HOUSE:
        return f"{name}, {_plural(vals[0])} over {_plural(vals[1])}"
    return f"{name}, {_plural(vals[0])}"      # pair, three, four, five of a kind


def lowball_key(hand: Hand) -> int:
    """Sort key for lowball: the smallest key is the winning lowball hand.

    Lower rank wins; inside a rank the hand that would lose a shootout comparison wins, so a
    modified hand (the worst of its rank) wins a lowball against unmodified hands of its rank."""
    return hand.key


def lowball_beats(a: Hand, b: Hand) -> bool:
    """True if ``a`` wins a lowball against ``b`` (identical hands: neither wins)."""
    return a.key < b.key


# ----------------------------------------------------------------------------------------------
# Jokers and best-of-many: category search
# ----------------------------------------------------------------------------------------------
_ST_CACHE: dict[int, tuple[int, int]] = {}


def _straight(mask: int, k: int) -> tuple[int, int]:
    """Highest straight in a 13-bit value mask with k wild cards: (top value, jokers needed) or (0, 0)."""
    k = min(k, 5)
    ck = mask << 3 | k
    r = _ST_CACHE.get(ck)
    if r is None:
        r = (0, 0)
        for top in range(13, 4, -1):
            miss = 5 - (mask & (0x1F << (top - 5))).bit_count()
            if miss <= k:
                r = (top, miss)
                break
        _ST_CACHE[ck] = r
    return r


def _top_bits(mask: int, n: int) -> list[int]:
    """The n highest set bit positions, highest first."""
    out: list[int] = []
    while mask and len(out) < n:
        b = mask.bit_length() - 1
        out.append(b)
        mask ^= 1 << b
    return out


def _search(cm: int, cc: dict[int, int] | None, k: int) -> tuple[int, list[Card], list[bool]]:
    """Best high hand from natural cards plus k jokers (at least five cards in all).

    ``cm`` is the set of natural cards as a 52-bit mask; ``cc`` maps card index to copies when
    some card is present more than once (None: every card once).  Returns the key, the five
    cards in tie-breaker order, and for each whether it is a joker's assignment."""
    a = cm & _M13
    b = cm >> 13 & _M13
    c = cm >> 26 & _M13
    d = cm >> 39 & _M13
    suits = (a, b, c, d)

    # Dead Man's Hand: the five named cards, jokers standing in for missing ones.
    have = (cm & _DMH_MASK).bit_count()
    if have + k >= 5:
        return _DMH_KEY, list(_DMH_CARDS), [not cm >> x._i & 1 for x in _DMH_CARDS]

    if cc is None:
        ge1 = a | b | c | d
        ab = a & b
        cd = c & d
        ge2 = ab | cd | ((a | b) & (c | d))
        ge3 = (ab & (c | d)) | (cd & (a | b))
        ge4 = ab & cd
        ge: tuple[int, ...] = (_M13, ge1, ge2, ge3, ge4, 0)
        vcnt = None
    else:
        vcnt = [0] * 13
        for idx, n in cc.items():
            vcnt[idx % 13] += n
        g = [_M13, 0, 0, 0, 0, 0]
        for vb in range(13):
            n = vcnt[vb]
            for t in range(1, min(n, 5) + 1):
                g[t] |= 1 << vb
        ge = tuple(g)
        ge1 = g[1]

    def count(vb: int) -> int:
        if vcnt is None:
            return (a >> vb & 1) + (b >> vb & 1) + (c >> vb & 1) + (d >> vb & 1)
        return vcnt[vb]

    def pick(vb: int, n: int) -> list[Card]:
        """n natural cards of value bit vb, different suits first."""
        out: list[Card] = []
        if n <= 0:
            return out
        for s in range(4):
            if suits[s] >> vb & 1:
                out.append(_BY_INDEX[s * 13 + vb])
                if len(out) == n:
                    return out
        if cc is not None:
            for s in range(4):
                extra = cc.get(s * 13 + vb, 0) - 1
                while extra > 0 and len(out) < n:
                    out.append(_BY_INDEX[s * 13 + vb])
                    extra -= 1
                if len(out) == n:
                    return out
        return out

    def wild(vb: int, used: list[Card]) -> Card:
        """A joker's card of value bit vb, in a suit not already used for that value."""
        taken = 0
        for x in used:
            taken |= x._b
        for s in range(4):
            idx = s * 13 + vb
            if not taken >> idx & 1:
                return _BY_INDEX[idx]
        return _BY_INDEX[vb]

    def kind(vb: int, size: int, kickers: list[int], rank: int) -> tuple[int, list[Card], list[bool]]:
        nat = pick(vb, min(count(vb), size))
        cards = list(nat)
        flags = [False] * len(nat)
        while len(cards) < size:
            cards.append(wild(vb, cards))
            flags.append(True)
        for kb in kickers:
            cards.append(pick(kb, 1)[0])
            flags.append(False)
        return _key(rank, [vb + 1] + [x + 1 for x in kickers]), cards, flags

    # Five of a kind.
    need = 5 - k
    m = ge[need] if need > 0 else _M13
    if m:
        return kind(m.bit_length() - 1, 5, [], FIVE_OF_A_KIND)

    # Straight flush: highest top over the suits, fewest jokers on a tie.
    best_top = 0
    best_miss = 9
    best_suit = 0
    for s in range(4):
        sm = suits[s]
        if sm.bit_count() + k >= 5:
            top, miss = _straight(sm, k)
            if top > best_top or (top == best_top and top and miss < best_miss):
                best_top, best_miss, best_suit = top, miss, s
    if best_top:
        sm = suits[best_suit]
        cards = []
        flags = []
        for vb in range(best_top - 1, best_top - 6, -1):
            cards.append(_BY_INDEX[best_suit * 13 + vb])
            flags.append(not sm >> vb & 1)
        return _key(STRAIGHT_FLUSH, (best_top,)), cards, flags

    # Four of a kind (no joker can be left over, or it would have made five of a kind).
    m = ge[4 - k] if k < 4 else 0
    if m:
        q = m.bit_length() - 1
        kick = (ge1 & ~(1 << q)).bit_length() - 1
        return kind(q, 4, [kick], FOUR_OF_A_KIND)

    # Full house (only possible with at most one joker here).
    if k <= 1:
        if k == 0:
            t3 = ge[3]
            if t3:
                tv = t3.bit_length() - 1
                pm = ge[2] & ~(1 << tv)
                if pm:
                    pv = pm.bit_length() - 1
                    cards = pick(tv, 3) + pick(pv, 2)
                    return _key(FULL_HOUSE, (tv + 1, pv + 1)), cards, [False] * 5
        elif ge[2].bit_count() >= 2:
            tv, pv = _top_bits(ge[2], 2)
            nat = pick(tv, 2)
            cards = [*nat, wild(tv, nat), *pick(pv, 2)]
            return _key(FULL_HOUSE, (tv + 1, pv + 1)), cards, [False, False, True, False, False]

    # Flush: jokers become kings of the suit.
    best_fkey = -1
    best_fj = 9
    best_fs = 0
    best_fvals: list[int] = []
    best_fk = 0
    for s in range(4):
        sm = suits[s]
        if cc is None:
            total = sm.bit_count()
        else:
            total = 0
            for vb in range(13):
                if sm >> vb & 1:
                    total += cc.get(s * 13 + vb, 1)
        if total + k < 5:
            continue
        vals: list[int] = []          # natural value bits, highest first, with copies
        mm = sm
        while mm and len(vals) < 5:
            vb = mm.bit_length() - 1
            mm ^= 1 << vb
            copies = 1 if cc is None else cc.get(s * 13 + vb, 1)
            vals.extend([vb] * copies)
        kings = 0
        while kings < len(vals) and vals[kings] == 12:
            kings += 1
        used_j = min(k, max(0, 5 - kings))
        five = (vals[:kings] + [12] * used_j + vals[kings:])[:5]
        fkey = _key(FLUSH, [x + 1 for x in five])
        if fkey > best_fkey or (fkey == best_fkey and used_j < best_fj):
            best_fkey, best_fj, best_fs, best_fvals, best_fk = fkey, used_j, s, five, kings
    if best_fkey >= 0:
        s = best_fs
        cards = []
        flags = []
        for i, vb in enumerate(best_fvals):
            cards.append(_BY_INDEX[s * 13 + vb])
            flags.append(best_fk <= i < best_fk + best_fj)
        return best_fkey, cards, flags

    # Straight.
    if ge1.bit_count() + k >= 5:
        top, miss = _straight(ge1, k)
        if top:
            cards = []
            flags = []
            for vb in range(top - 1, top - 6, -1):
                if ge1 >> vb & 1:
                    cards.append(pick(vb, 1)[0])
                    flags.append(False)
                else:
                    cards.append(wild(vb, cards))
                    flags.append(True)
            return _key(STRAIGHT, (top,)), cards, flags

    # Three of a kind (k <= 2 here).
    m = ge[3 - k]
    if m:
        tv = m.bit_length() - 1
        return kind(tv, 3, _top_bits(ge1 & ~(1 << tv), 2), THREE_OF_A_KIND)

    # Two pair (no jokers here: a joker would have made three of a kind).
    if ge[2].bit_count() >= 2:
        hv, lv = _top_bits(ge[2], 2)
        kv = _top_bits(ge1 & ~(1 << hv) & ~(1 << lv), 1)[0]
        cards = pick(hv, 2) + pick(lv, 2) + [pick(kv, 1)[0]]
        return _key(TWO_PAIR, (hv + 1, lv + 1, kv + 1)), cards, [False] * 5

    # Pair (natural, or the highest card and a joker).
    m = ge[2 - k]
    if m:
        pv = m.bit_length() - 1
        return kind(pv, 2, _top_bits(ge1 & ~(1 << pv), 3), PAIR)

    # High card.
    tops = _top_bits(ge1, 5)
    return _key(HIGH_CARD, [x + 1 for x in tops]), [pick(x, 1)[0] for x in tops], [False] * 5


_COL = 1 | 1 << 13 | 1 << 26 | 1 << 39     # the four suit positions of one value
_R = tuple(r << 21 | _UNMOD for r in range(12))  # key bits of each unmodified rank


def _build_value_cards() -> dict[int, tuple[Card, ...]]:
    """(suit pattern of one value << 4 | value bit) -> the cards of that value in those suits."""
    table: dict[int, tuple[Card, ...]] = {}
    for vb in range(13):
        for pattern in range(16):
            x = 0
            cards = []
            for s in range(4):
                if pattern >> s & 1:
                    x |= 1 << (13 * s)
                    cards.append(_BY_INDEX[s * 13 + vb])
            table[x << 4 | vb] = tuple(cards)
    return table


_VCARDS = _build_value_cards()


def _wild(cm: int, vb: int, n: int) -> tuple[Card, ...]:
    """n cards of value bit vb for jokers to stand for, in suits not among the naturals first."""
    free = _VCARDS[(~(cm >> vb) & _COL) << 4 | vb]
    if len(free) >= n:
        return free[:n]
    return free + (_BY_INDEX[vb],) * (n - len(free))


def _fast(cm: int, k: int) -> tuple[int, tuple[Card, ...], tuple[Card, ...]]:
    """``_search`` specialised for natural cards that are all different (the common case).

    ``cm`` is the 52-bit set of natural cards, ``k`` the number of jokers (five cards or more
    in all).  Returns the key, the five cards in tie-breaker order and the jokers' cards."""
    V = _VCARDS
    C = _COL
    a = cm & _M13
    b = cm >> 13 & _M13
    c = cm >> 26 & _M13
    d = cm >> 39
    ab = a & b
    cd = c & d
    aob = a | b
    cod = c | d
    ge1 = aob | cod                     # values present
    ge2 = ab | cd | (aob & cod)         # values present at least twice
    ge3 = (ab & cod) | (cd & aob)       # ... three times
    ge4 = ab & cd                       # ... four times

    if not k:
        if cm & _DMH_MASK == _DMH_MASK:
            return _DMH_KEY, _DMH_CARDS, ()
        fkey = 0
        fcards: tuple[Card, ...] = ()
        if a.bit_count() >= 5 or b.bit_count() >= 5 or c.bit_count() >= 5 or d.bit_count() >= 5:
            sf_top = 0
            sf_base = 0
            for base, m in ((0, a), (13, b), (26, c), (39, d)):
                if m.bit_count() < 5:
                    continue
                run = m & m >> 1 & m >> 2 & m >> 3 & m >> 4
                if run:
                    top = run.bit_length() + 4
                    if top > sf_top:
                        sf_top, sf_base = top, base
                vals: list[int] = []
                while len(vals) < 5:
                    vb = m.bit_length() - 1
                    vals.append(vb)
                    m ^= 1 << vb
                key = _key(FLUSH, [x + 1 for x in vals])
                if key > fkey:
                    fkey, fcards = key, tuple(_BY_INDEX[base + vb] for vb in vals)
            if sf_top:
                return (_R[STRAIGHT_FLUSH] | sf_top << 16,
                        tuple(_BY_INDEX[sf_base + vb] for vb in range(sf_top - 1, sf_top - 6, -1)), ())
        if ge4:
            q = ge4.bit_length() - 1
            kick = (ge1 ^ 1 << q).bit_length() - 1
            return (_R[FOUR_OF_A_KIND] | (q + 1) << 16 | (kick + 1) << 12,
                    V[C << 4 | q] + V[(cm >> kick & C) << 4 | kick][:1], ())
        if ge3:
            t = ge3.bit_length() - 1
            pm = ge2 ^ 1 << t
            if pm:
                pv = pm.bit_length() - 1
                return (_R[FULL_HOUSE] | (t + 1) << 16 | (pv + 1) << 12,
                        V[(cm >> t & C) << 4 | t] + V[(cm >> pv & C) << 4 | pv][:2], ())
        if fkey:
            return fkey, fcards, ()
        run = ge1 & ge1 >> 1 & ge1 >> 2 & ge1 >> 3 & ge1 >> 4
        if run:
            top = run.bit_length() + 4
            return (_R[STRAIGHT] | top << 16,
                    tuple(V[(cm >> vb & C) << 4 | vb][0] for vb in range(top - 1, top - 6, -1)), ())
        if ge3:
            t = ge3.bit_length() - 1
            rest = ge1 ^ 1 << t
            k1 = rest.bit_length() - 1
            k2 = (rest ^ 1 << k1).bit_length() - 1
            return (_R[THREE_OF_A_KIND] | (t + 1) << 16 | (k1 + 1) << 12 | (k2 + 1) << 8,
                    V[(cm >> t & C) << 4 | t] + V[(cm >> k1 & C) << 4 | k1][:1]
                    + V[(cm >> k2 & C) << 4 | k2][:1], ())
        if ge2:
            h = ge2.bit_length() - 1
            rest = ge2 ^ 1 << h
            if rest:
                lo = rest.bit_length() - 1
                kick = (ge1 ^ 1 << h ^ 1 << lo).bit_length() - 1
                return (_R[TWO_PAIR] | (h + 1) << 16 | (lo + 1) << 12 | (kick + 1) << 8,
                        V[(cm >> h & C) << 4 | h] + V[(cm >> lo & C) << 4 | lo]
                        + V[(cm >> kick & C) << 4 | kick][:1], ())
            rest = ge1 ^ 1 << h
            k1 = rest.bit_length() - 1
            rest ^= 1 << k1
            k2 = rest.bit_length() - 1
            k3 = (rest ^ 1 << k2).bit_length() - 1
            return (_R[PAIR] | (h + 1) << 16 | (k1 + 1) << 12 | (k2 + 1) << 8 | (k3 + 1) << 4,
                    V[(cm >> h & C) << 4 | h] + (V[(cm >> k1 & C) << 4 | k1][0],
                    V[(cm >> k2 & C) << 4 | k2][0], V[(cm >> k3 & C) << 4 | k3][0]), ())
        key = _R[HIGH_CARD]
        cards_l: list[Card] = []
        m = ge1
        for shift in (16, 12, 8, 4, 0):
            vb = m.bit_length() - 1
            m ^= 1 << vb
            key |= (vb + 1) << shift
            cards_l.append(V[(cm >> vb & C) << 4 | vb][0])
        return key, tuple(cards_l), ()

    # ---- with jokers ----
    if (cm & _DMH_MASK).bit_count() + k >= 5:
        return _DMH_KEY, _DMH_CARDS, tuple(x for x in _DMH_CARDS if not cm & x._b)
    ge = (_M13, ge1, ge2, ge3, ge4)
    if k <= 4:
        m = ge[5 - k]
        if m:                                   # five of a kind
            v = m.bit_length() - 1
            nat = V[(cm >> v & C) << 4 | v]
            wild = _wild(cm, v, 5 - len(nat))
            return _R[FIVE_OF_A_KIND] | (v + 1) << 16, nat + wild, wild
    sf_top = 0
    sf_miss = 9
    sf_base = 0
    for base, m in ((0, a), (13, b), (26, c), (39, d)):
        if m.bit_count() + k >= 5:
            top, miss = _straight(m, k)
            if top > sf_top or (top == sf_top and top and miss < sf_miss):
                sf_top, sf_miss, sf_base = top, miss, base
    if sf_top:
        cards = tuple(_BY_INDEX[sf_base + vb] for vb in range(sf_top - 1, sf_top - 6, -1))
        return _R[STRAIGHT_FLUSH] | sf_top << 16, cards, tuple(x for x in cards if not cm & x._b)
    if k < 4:
        m = ge[4 - k]
        if m:                                   # four of a kind, every joker used
            q = m.bit_length() - 1
            kick = (ge1 ^ 1 << q).bit_length() - 1
            nat = V[(cm >> q & C) << 4 | q]
            wild = _wild(cm, q, 4 - len(nat))
            return (_R[FOUR_OF_A_KIND] | (q + 1) << 16 | (kick + 1) << 12,
                    nat + wild + V[(cm >> kick & C) << 4 | kick][:1], wild)
    if k == 1 and ge2.bit_count() >= 2:         # full house: two pairs and a joker
        t = ge2.bit_length() - 1
        pv = (ge2 ^ 1 << t).bit_length() - 1
        wild = _wild(cm, t, 1)
        return (_R[FULL_HOUSE] | (t + 1) << 16 | (pv + 1) << 12,
                V[(cm >> t & C) << 4 | t] + wild + V[(cm >> pv & C) << 4 | pv], wild)
    fkey = 0
    fbase = 0
    fvals: list[int] = []
    fj = 0
    for base, m in ((0, a), (13, b), (26, c), (39, d)):
        if m.bit_count() + k < 5:
            continue
        king = m >> 12 & 1
        used = min(k, 5 - king)
        vals = [12] * (king + used)             # jokers are kings of the suit
        mm = m & 0xFFF
        while len(vals) < 5:
            vb = mm.bit_length() - 1
            vals.append(vb)
            mm ^= 1 << vb
        key = _key(FLUSH, [x + 1 for x in vals])
        if key > fkey or (key == fkey and used < fj):
            fkey, fbase, fvals, fj = key, base, vals, used
    if fkey:
        cards = tuple(_BY_INDEX[fbase + vb] for vb in fvals)
        return fkey, cards, (_BY_INDEX[fbase + 12],) * fj
    if ge1.bit_count() + k >= 5:
        top, miss = _straight(ge1, k)
        if top:
            cards_l = []
            wild_l: list[Card] = []
            for vb in range(top - 1, top - 6, -1):
                if ge1 >> vb & 1:
                    cards_l.append(V[(cm >> vb & C) << 4 | vb][0])
                else:
                    w = _BY_INDEX[vb]           # a spade; the naturals are not all spades
                    cards_l.append(w)
                    wild_l.append(w)
            return _R[STRAIGHT] | top << 16, tuple(cards_l), tuple(wild_l)
    if k <= 2:
        m = ge[3 - k]
        if m:                                   # three of a kind with one or two jokers
            t = m.bit_length() - 1
            rest = ge1 ^ 1 << t
            k1 = rest.bit_length() - 1
            k2 = (rest ^ 1 << k1).bit_length() - 1
            nat = V[(cm >> t & C) << 4 | t]
            wild = _wild(cm, t, 3 - len(nat))
            return (_R[THREE_OF_A_KIND] | (t + 1) << 16 | (k1 + 1) << 12 | (k2 + 1) << 8,
                    nat + wild + V[(cm >> k1 & C) << 4 | k1][:1] + V[(cm >> k2 & C) << 4 | k2][:1],
                    wild)
    # one joker, no pair among the naturals: the joker pairs the highest card
    h = ge1.bit_length() - 1
    rest = ge1 ^ 1 << h
    k1 = rest.bit_length() - 1
    rest ^= 1 << k1
    k2 = rest.bit_length() - 1
    k3 = (rest ^ 1 << k2).bit_length() - 1
    wild = _wild(cm, h, 1)
    return (_R[PAIR] | (h + 1) << 16 | (k1 + 1) << 12 | (k2 + 1) << 8 | (k3 + 1) << 4,
            V[(cm >> h & C) << 4 | h] + wild + (V[(cm >> k1 & C) << 4 | k1][0],
            V[(cm >> k2 & C) << 4 | k2][0], V[(cm >> k3 & C) << 4 | k3][0]), wild)


def _search_cards(naturals: Sequence[Card], k: int) -> tuple[int, tuple[Card, ...], tuple[Card, ...]]:
    """Best high hand from these natural cards plus k jokers: key, cards, jokers' cards."""
    cm = 0
    for x in naturals:
        cm |= x._b
    if cm.bit_count() == len(naturals):
        return _fast(cm, k)
    cc: dict[int, int] = {}
    for x in naturals:
        cc[x._i] = cc.get(x._i, 0) + 1
    key, played, flags = _search(cm, cc, k)
    return key, tuple(played), tuple(x for x, f in zip(played, flags, strict=True) if f)


def _lowest_with_jokers(naturals: Sequence[Card], k: int) -> tuple[int, list[Card]]:
    """Lowest key the naturals plus k jokers can form (any total up to five); the jokers' cards.

    Jokers take values that match nothing (finest grouping), as low as possible while not
    completing a straight, in a suit that breaks any flush."""
    present = {x.value for x in naturals}
    missing = [v for v in range(1, 14) if v not in present]
    nat_suits = {x.suit for x in naturals}
    if len(nat_suits) == 1:
        only = next(iter(nat_suits))
        suit_seq = [next(s for s in SUITS if s != only)] * k
    elif not nat_suits:
        suit_seq = ["S" if i % 2 == 0 else "H" for i in range(k)]
    else:
        suit_seq = ["S"] * k
    best_key = -1
    best: list[Card] = []
    for combo in combinations(missing[:k + 2], k):
        wilds = [Card(v, s) for v, s in zip(combo, suit_seq, strict=True)]
        key = _fixed_key(list(naturals) + wilds)
        if best_key < 0 or key < best_key:
            best_key, best = key, wilds
    return best_key, best


# ----------------------------------------------------------------------------------------------
# Public entry points
# ----------------------------------------------------------------------------------------------
def evaluate(cards: Iterable[Card], jokers: Sequence[Card] | None = None, lowball: bool = False) -> Hand:
    """Evaluate a draw hand of exactly five cards (or fewer when the deck ran out).

    Jokers are assigned the best identity for a shootout, or the lowest when ``lowball`` is
    set (a lowball hand's rank is still the highest rank its five cards form).  ``jokers``
    gives the player's own assignment, one card per joker in order of appearance; jokers left
    unassigned are chosen automatically.  ``cards`` keeps its order, jokers replaced."""
    t = cards if type(cards) is tuple else tuple(cards)
    if jokers is None and len(t) == 5:
        try:
            a, b, c, d, e = t
            p = a._p * b._p * c._p * d._p * e._p
        except AttributeError:
            p = 0                                   # not cards: the slow path reports it
        if p:                                       # five natural cards (a joker's prime is 0)
            cm = a._b | b._b | c._b | d._b | e._b
            hand = _new(Hand)
            if not cm & a._nb:
                hand.key = _FLUSH[p]
            elif cm == _DMH_MASK:
                hand.key = _DMH_KEY
            else:
                hand.key = _PLAIN[p]
            hand.cards = t
            hand.jokers = ()
            hand.cheatin = cm.bit_count() != 5
            return hand
    return _evaluate(t, jokers, lowball)


def _check_cards(cards: Sequence[object]) -> None:
    for x in cards:
        if not isinstance(x, Card):
            raise TypeError(f"not a Card: {x!r}")


def _evaluate(cards: tuple[Card, ...], jokers: Sequence[Card] | None, lowball: bool) -> Hand:
    _check_cards(cards)
    if len(cards) > 5:
        raise ValueError(f"a draw hand has at most five cards, got {len(cards)} (use best_hand)")
    naturals = [x for x in cards if not x.is_joker]
    k = len(cards) - len(naturals)
    given = tuple(jokers) if jokers else ()
    _check_cards(given)
    if any(x.is_joker for x in given):
        raise ValueError("a joker must be assigned a real card")
    if len(given) > k:
        raise ValueError(f"{len(given)} joker assignments for {k} joker(s)")
    cheatin = _has_duplicate(naturals)
    fixed = naturals + list(given)
    free = k - len(given)
    if not free:
        key = _fixed_key(fixed)
        assigned = list(given)
    elif lowball or len(cards) < 5:
        key, auto = _lowest_with_jokers(fixed, free)
        assigned = list(given) + auto
    else:
        key, _, auto_t = _search_cards(fixed, free)
        assigned = list(given) + list(auto_t)
    it = iter(assigned)
    shown = tuple(next(it) if x.is_joker else x for x in cards)
    return Hand(key, shown, tuple(assigned), cheatin)


def best_hand(cards: Iterable[Card], lowball: bool = False) -> Hand:
    """The best five-card hand from five or more cards (jokers chosen for it).

    Order of preference: highest rank; a legal hand over a cheatin' one; best tie-breakers;
    fewer jokers.  With ``lowball`` the lowest rank and lowest tie-breakers win instead.  With
    five cards or fewer this is ``evaluate``."""
    t = cards if type(cards) is tuple else tuple(cards)
    n = len(t)
    if n <= 5 or lowball:
        if n <= 5:
            return evaluate(t, lowball=lowball)
        return _best_lowball(t)
    try:
        cm = sum(map(_GET_B, t))
    except AttributeError:
        _check_cards(t)
        raise
    k = sum(map(_GET_JOKER, t))
    if cm.bit_count() == n - k:                 # every natural card different: always legal
        hand = _new(Hand)
        hand.key, hand.cards, hand.jokers = _fast(cm, k)
        hand.cheatin = False
        return hand
    # Some card is present more than once: the best legal hand (from one copy of each card)
    # wins unless a cheatin' hand reaches a higher rank.
    cc: dict[int, int] = {}
    cm = 0
    for x in t:
        if x._b:
            cc[x._i] = cc.get(x._i, 0) + 1
            cm |= x._b
    key, played, flags = _search(cm, cc, k)
    if cm.bit_count() + k >= 5:
        lkey, lplayed, lwild = _fast(cm, k)
        if lkey >> 21 >= key >> 21:
            return Hand(lkey, lplayed, lwild, False)
    cheatin = _has_duplicate(x for x, f in zip(played, flags, strict=True) if not f)
    return Hand(key, tuple(played), tuple(x for x, f in zip(played, flags, strict=True) if f), cheatin)


_LOW_SETS: list[tuple[int, tuple[int, ...]]] = []   # (value mask, five values): no straights,
                                                      # best lowball first


def _low_sets() -> list[tuple[int, tuple[int, ...]]]:
    if not _LOW_SETS:
        sets = [c for c in combinations(range(13, 0, -1), 5) if c[0] - c[4] != 4]
        sets.sort()
        _LOW_SETS.extend((sum(1 << v for v in c), c) for c in sets)
    return _LOW_SETS


def _lowball_high_card(naturals: list[Card], k: int) -> Hand | None:
    """The lowest High Card hand the cards can make, or None if they cannot make one.

    Tries the value sets from the lowest up; a set works if jokers can stand in for its missing
    values and the cards need not all share one suit.  Five different values are never cheatin'."""
    suits_of = [0] * 14                       # value -> bit set of the suits present
    present = 0                               # bit v for each value present
    for x in naturals:
        suits_of[x.value] |= 1 << (x._i // 13)
        present |= 1 << x.value
    if present.bit_count() + k < 5:
        return None
    if not k:
        all_suits = 0
        for bits in suits_of:
            all_suits |= bits
        if all_suits.bit_count() == 1:         # one suit only: every five cards are a flush
            return None
    absent = ~present
    for mask, values in _low_sets():
        if (mask & absent).bit_count() > k:
            continue
        missing = [v for v in values if not suits_of[v]]
        chosen = [_BY_INDEX[((suits_of[v] & -suits_of[v]).bit_length() - 1) * 13 + v - 1]
                  for v in values if suits_of[v]]
        wilds: list[Card] = []
        if missing:
            taken = {x.suit for x in chosen}
            suit = next((s for s in SUITS if s not in taken), "S") if len(taken) == 1 else "S"
            if not chosen:
                wilds = [Card(v, "S" if i else "H") for i, v in enumerate(missing)]
            else:
                wilds = [Card(v, suit) for v in missing]
        elif len({x.suit for x in chosen}) == 1:
            # every lowest suit is the same: switch one value to another suit it has,
            # or let a joker stand in for one value in another suit
            s0 = chosen[0]._i // 13
            for i, v in enumerate(values):
                other = suits_of[v] & ~(1 << s0)
                if other:
                    chosen[i] = _BY_INDEX[((other & -other).bit_length() - 1) * 13 + v - 1]
                    break
            else:
                if not k:
                    continue
                v = values[-1]
                chosen.pop()
                wilds = [Card(v, SUITS[(s0 + 1) % 4])]
        played = tuple(sorted(chosen + wilds, key=lambda x: x.value, reverse=True))
        return Hand(_key(HIGH_CARD, values), played, tuple(wilds), False)
    return None


def _best_lowball(cards: tuple[Card, ...]) -> Hand:
    """Lowest hand from more than five cards.

    Usually a High Card hand exists and is found directly.  Otherwise the cards are few in kind
    (at most four values, one suit only, or exactly five values in a run), and every distinct
    choice of five is tried, jokers assigned directly (not by trying identities)."""
    _check_cards(cards)
    naturals = [x for x in cards if not x.is_joker]
    k = len(cards) - len(naturals)
    direct = _lowball_high_card(naturals, k)
    if direct is not None:
        return direct
    counts: dict[Card, int] = {}
    for x in naturals:
        if counts.get(x, 0) < 5:                   # more than five copies never matter
            counts[x] = counts.get(x, 0) + 1
    kinds = sorted(counts.items(), key=lambda cn: cn[0]._o)
    best_score: tuple[int, bool, int, int] | None = None
    best: Hand | None = None

    def walk(i: int, chosen: list[Card]) -> None:
        nonlocal best_score, best
        room = 5 - len(chosen)
        if i == len(kinds):
            if room > k:
                return
            if room:
                key, wilds = _lowest_with_jokers(chosen, room)
            else:
                key, wilds = _fixed_key(chosen), []
            cheat = _has_duplicate(chosen)
            score = (key >> 21, cheat, key, room)
            if best_score is None or score < best_score:
                best_score = score
                played = _significance_order(chosen + wilds)
                best = Hand(key, played, tuple(wilds), cheat)
            return
        card, n = kinds[i]
        for take in range(min(n, room), -1, -1):
            walk(i + 1, chosen + [card] * take)

    walk(0, [])
    assert best is not None
    return best


def _significance_order(cards: list[Card]) -> tuple[Card, ...]:
    counts: dict[int, int] = {}
    for x in cards:
        counts[x.value] = counts.get(x.value, 0) + 1
    return tuple(sorted(cards, key=lambda x: (counts[x.value], x.value, -x._i), reverse=True))

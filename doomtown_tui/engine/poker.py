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
* Five natural cards are evaluated with prime-product lookup tables (built at import).  Jokers
  and best-of-many-cards are solved category by category, best first, on bit masks and value
  counts, with jokers filling the gaps -- never by trying every subset and joker identity.
* Lowball: the lower key wins (lower rank first; inside a rank the hand that would lose a
  shootout comparison wins).  ``lowball_key`` is the sort key (smallest = lowball winner).

Decisions where the rules leave room (see also the digest items quoted in the tests):
* Fewer than five cards (deck and discard exhausted): only the cards present count.  Ranks that
  need five cards (straight, flush, full house, straight flush, five of a kind, Dead Man's Hand)
  cannot occur; pairs, two pair, three and four of a kind can.  Missing kickers count as nothing,
  so a short hand loses to a full hand of the same rank and pattern.  Because the rules call it
  the lowest hand those cards can make, any joker in a short hand takes the lowest identity.
* A joker in a flush is a king of that suit (even next to a natural king): that maximises the
  tie-breaker.  Jokers never count for cheatin'.
* ``Hand.modified(delta)`` that leaves the rank where it was (delta 0, or clamped at 1 or 11)
  returns the hand unchanged: its rank was not actually modified.
* ``best_hand`` ranks candidates by: rank, then legal before cheatin', then tie-breakers, then
  fewer jokers (a joker that is not needed stays out of the hand).  In lowball the same order
  is used with the lowest rank and lowest tie-breakers first.
"""
from __future__ import annotations

from itertools import combinations, combinations_with_replacement
from typing import Iterable, Sequence

__all__ = [
    "Card", "Hand", "evaluate", "best_hand", "lowball_key", "lowball_beats", "parse_cards",
    "SUITS", "SUIT_SYMBOLS", "RANK_NAMES",
    "HIGH_CARD", "PAIR", "TWO_PAIR", "THREE_OF_A_KIND", "STRAIGHT", "FLUSH", "FULL_HOUSE",
    "FOUR_OF_A_KIND", "STRAIGHT_FLUSH", "FIVE_OF_A_KIND", "DEAD_MANS_HAND",
]

SUITS = "SHDC"
SUIT_SYMBOLS: dict[str, str] = {"S": "♠", "H": "♥", "D": "♦", "C": "♣"}
_SYMBOL_TO_SUIT: dict[str, str] = {sym: s for s, sym in SUIT_SYMBOLS.items()}

HIGH_CARD, PAIR, TWO_PAIR, THREE_OF_A_KIND, STRAIGHT, FLUSH = 1, 2, 3, 4, 5, 6
FULL_HOUSE, FOUR_OF_A_KIND, STRAIGHT_FLUSH, FIVE_OF_A_KIND, DEAD_MANS_HAND = 7, 8, 9, 10, 11

RANK_NAMES: dict[int, str] = {
    1: "High Card", 2: "Pair", 3: "Two Pair", 4: "Three of a Kind", 5: "Straight", 6: "Flush",
    7: "Full House", 8: "Four of a Kind", 9: "Straight Flush", 10: "Five of a Kind",
    11: "Dead Man's Hand",
}

_LABEL: dict[int, str] = {1: "A", 11: "J", 12: "Q", 13: "K"}
_PARSE_VALUE: dict[str, int] = {"A": 1, "J": 11, "Q": 12, "K": 13, "T": 10}
_PRIME: tuple[int, ...] = (0, 2, 3, 5, 7, 11, 13, 17, 19, 23, 29, 31, 37, 41)   # by value
_VALUE_OF_PRIME: dict[int, int] = {p: v for v, p in enumerate(_PRIME) if p}

_UNMOD = 1 << 20          # set in the key of every hand whose rank was not modified
_TB_MASK = _UNMOD - 1
_M13 = 0x1FFF             # one suit's 13 value bits (bit v-1 stands for value v)


def _label(value: int) -> str:
    return _LABEL.get(value, str(value))


# ----------------------------------------------------------------------------------------------
# Cards
# ----------------------------------------------------------------------------------------------
_INTERN: dict[tuple[int, str], "Card"] = {}


class Card:
    """A draw-hand card: ``value`` 1..13 (A=1, J=11, Q=12, K=13) and ``suit`` in "SHDC", or a joker.

    Immutable and interned (equal cards are the same object).  A joker has value 0, suit "" and
    ``is_joker`` True; get it with ``Card.joker()``.  Invalid values or suits raise ValueError.
    """

    __slots__ = ("value", "suit", "is_joker", "_p", "_s", "_b", "_i", "_o")

    value: int
    suit: str
    is_joker: bool
    _p: int   # prime of the value (0 for the joker, so a product with a joker is 0)
    _s: int   # suit bit 1/2/4/8 (0 for the joker)
    _b: int   # card bit 1 << (suit_index * 13 + value - 1) (0 for the joker)
    _i: int   # card index 0..51 (-1 for the joker)
    _o: int   # sort order

    def __new__(cls, value: int, suit: str) -> "Card":
        if type(value) is int and type(suit) is str:
            card = _INTERN.get((value, suit))
            if card is not None:
                return card
        raise ValueError(f"not a card: value {value!r}, suit {suit!r} "
                         "(value must be an int 1..13 and suit one of S, H, D, C)")

    @classmethod
    def joker(cls) -> "Card":
        """The joker (wild in draw hands)."""
        return _JOKER

    @classmethod
    def parse(cls, text: str) -> "Card":
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

    # equality is identity (cards are interned); ordering is by value, then suit, jokers last
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

    def __copy__(self) -> "Card":
        return self

    def __deepcopy__(self, memo: dict[int, object]) -> "Card":
        return self

    def __str__(self) -> str:
        if self.is_joker:
            return "Jkr"
        return _label(self.value) + SUIT_SYMBOLS[self.suit]

    def __repr__(self) -> str:
        if self.is_joker:
            return "Card.joker()"
        return f"Card({self.value}, {self.suit!r})"


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
    put(card, "_s", 0 if joker else 1 << si)
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
        if a._s & b._s & c._s & d._s & e._s:
            return _FLUSH[p]
        if (a._b | b._b | c._b | d._b | e._b) == _DMH_MASK:
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

    __slots__ = ("rank", "key", "cards", "jokers", "cheatin", "_base")

    rank: int
    key: int
    cards: tuple[Card, ...]
    jokers: tuple[Card, ...]
    cheatin: bool

    def __init__(self, key: int, cards: tuple[Card, ...], jokers: tuple[Card, ...], cheatin: bool) -> None:
        self.rank = key >> 21
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

    def modified(self, delta: int) -> "Hand":
        """This hand with its rank raised (delta > 0) or lowered (delta < 0), clamped to 1..11.

        The result counts as the worst hand of its new rank.  A change that leaves the rank
        where it was returns this hand unchanged."""
        new_rank = min(DEAD_MANS_HAND, max(HIGH_CARD, self.rank + delta))
        if new_rank == self.rank:
            return self
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
    out = []
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
        ge = (_M13, ge1, ge2, ge3, ge4, 0)
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
            cards = nat + [wild(tv, nat)] + pick(pv, 2)
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
        kick = _top_bits(ge1 & ~(1 << hv) & ~(1 << lv), 1)
        cards = pick(hv, 2) + pick(lv, 2) + [pick(kick[0], 1)[0]]
        return _key(TWO_PAIR, (hv + 1, lv + 1, kick[0] + 1)), cards, [False] * 5

    # Pair (natural, or the highest card and a joker).
    m = ge[2 - k]
    if m:
        pv = m.bit_length() - 1
        return kind(pv, 2, _top_bits(ge1 & ~(1 << pv), 3), PAIR)

    # High card.
    tops = _top_bits(ge1, 5)
    return _key(HIGH_CARD, [x + 1 for x in tops]), [pick(x, 1)[0] for x in tops], [False] * 5


def _search_cards(naturals: Sequence[Card], k: int) -> tuple[int, list[Card], list[bool]]:
    cm = 0
    cc: dict[int, int] | None = None
    for x in naturals:
        bit = x._b
        if cm & bit:
            if cc is None:
                cc = {}
                for y in naturals:
                    cc[y._i] = cc.get(y._i, 0) + 1
                break
        cm |= bit
    if cc is not None:
        for y in naturals:
            cm |= y._b
    return _search(cm, cc, k)


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
        wilds = [Card(v, s) for v, s in zip(combo, suit_seq)]
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
            if p:
                cm = a._b | b._b | c._b | d._b | e._b
                if a._s & b._s & c._s & d._s & e._s:
                    key = _FLUSH[p]
                elif cm == _DMH_MASK:
                    key = _DMH_KEY
                else:
                    key = _PLAIN[p]
                return Hand(key, t, (), cm.bit_count() != 5)
        except AttributeError:
            pass
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
        key, played, flags = _search_cards(fixed, free)
        assigned = list(given) + [x for x, f in zip(played, flags) if f]
    it = iter(assigned)
    shown = tuple(next(it) if x.is_joker else x for x in cards)
    return Hand(key, shown, tuple(assigned), cheatin)


def best_hand(cards: Iterable[Card], lowball: bool = False) -> Hand:
    """The best five-card hand from five or more cards (jokers chosen for it).

    Order of preference: highest rank; a legal hand over a cheatin' one; best tie-breakers;
    fewer jokers.  With ``lowball`` the lowest rank and lowest tie-breakers win instead.  With
    five cards or fewer this is ``evaluate``."""
    t = tuple(cards)
    if len(t) <= 5:
        return evaluate(t, lowball=lowball)
    if lowball:
        return _best_lowball(t)
    cm = 0
    k = 0
    dup = False
    try:
        for x in t:
            bit = x._b
            if bit:
                if cm & bit:
                    dup = True
                cm |= bit
            else:
                k += 1
    except AttributeError:
        _check_cards(t)
        raise
    if not dup:
        key, played, flags = _search(cm, None, k)
        return Hand(key, tuple(played), tuple(x for x, f in zip(played, flags) if f), False)
    cc: dict[int, int] = {}
    for x in t:
        if x._b:
            cc[x._i] = cc.get(x._i, 0) + 1
    key, played, flags = _search(cm, cc, k)
    if cm.bit_count() + k >= 5:
        lkey, lplayed, lflags = _search(cm, None, k)
        if lkey >> 21 >= key >> 21:
            return Hand(lkey, tuple(lplayed), tuple(x for x, f in zip(lplayed, lflags) if f), False)
    cheatin = _has_duplicate(x for x, f in zip(played, flags) if not f)
    return Hand(key, tuple(played), tuple(x for x, f in zip(played, flags) if f), cheatin)


def _best_lowball(cards: tuple[Card, ...]) -> Hand:
    """Lowest hand from more than five cards: every distinct choice of five (jokers are
    assigned directly, not enumerated); normal lowball draws have exactly five cards."""
    _check_cards(cards)
    counts: dict[Card, int] = {}
    k = 0
    for x in cards:
        if x.is_joker:
            k += 1
        else:
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

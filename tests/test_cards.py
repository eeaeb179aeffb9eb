"""The card pool: counts, printed numbers, keywords, uniqueness, lookup and broken-data errors.

The printed numbers below were copied by hand from the DT2 card database export; the tests do not
read that file, so they run wherever the repository does.
"""
from __future__ import annotations

from collections import Counter
from pathlib import Path

import pytest

from doomtown_tui.engine.cards import CardDataError, CardDef, card_pool, load_cards_from


@pytest.fixture(scope="module")
def pool():
    return card_pool()


# --- counts ---------------------------------------------------------------------------------
def test_pool_has_every_card_of_the_box(pool):
    assert len(pool) == 261
    assert sum(card.quantity for card in pool) == 520
    assert [card.code for card in pool] == [str(code) for code in range(24001, 24262)]


def test_type_counts(pool):
    assert Counter(card.type for card in pool) == {
        "dude": 93,
        "action": 47,
        "deed": 39,
        "goods": 38,
        "spell": 30,
        "outfit": 12,
        "joker": 2,
    }
    assert sorted(card.title for card in pool if card.has("Token")) == ["Ancestor Spirit", "Gunslinger"]
    assert all(card.type == "dude" for card in pool if card.has("Token"))


def test_faction_counts(pool):
    outfits = Counter(card.faction for card in pool if card.type == "outfit")
    dudes = Counter(card.faction for card in pool if card.type == "dude")
    factions = ["Anarchists", "Entrepreneurs", "Fearmongers", "First Peoples", "Law Dogs", "Outlaws"]
    assert outfits == {faction: 2 for faction in factions}
    assert dudes == {**{faction: 13 for faction in factions}, "Drifter": 15}
    assert all(card.faction is None for card in pool if card.type not in ("dude", "outfit"))


def test_quantities_and_suits_by_type(pool):
    assert {card.code: card.quantity for card in pool if card.quantity != 2} == {"24258": 1, "24259": 1}
    suits = {"dude": "S", "deed": "D", "goods": "H", "spell": "H", "action": "C", "outfit": None, "joker": None}
    for card in pool:
        assert card.suit == suits[card.type], card.title
        assert (card.value is None) == (card.suit is None), card.title


# --- printed numbers --------------------------------------------------------------------------
# code, title, type, faction, suit, value, cost, upkeep, production, bullets, shooter,
# influence, control, wealth, keywords
PRINTED = [
    ("24001", "108 Gracious Gifts", "outfit", "Anarchists", None, None, None, None, 3, None, None, None, None, 19, ()),
    ("24003", "Farnum's Consortium", "outfit", "Entrepreneurs", None, None, None, None, 3, None, None, None, None, 18, ()),
    ("24007", "Black Hills Guardians", "outfit", "First Peoples", None, None, None, None, 3, None, None, None, None, 19, ("Holy Ground",)),
    ("24009", "Law Dogs", "outfit", "Law Dogs", None, None, None, None, 3, None, None, None, None, 19, ()),
    ("24011", "Deadwood Miner's Alliance", "outfit", "Outlaws", None, None, None, None, 3, None, None, None, None, 17, ()),
    ("24013", "Daomei Wang", "dude", "Anarchists", "S", 1, 2, 2, None, 2, "stud", 1, None, None, ("Transient", "Kung Fu 2")),
    ("24019", "Emre, The Turkish Bear (Exp.1)", "dude", "Anarchists", "S", 6, 4, 1, None, 1, "stud", 1, None, None, ("Kung Fu 1", "Experienced 1")),
    ("24022", "He Fang", "dude", "Anarchists", "S", 10, 4, 1, None, 1, "stud", 1, None, None, ("Blessed 0", "Kung Fu 0")),
    ("24025", "Hao-T'e Zui, The Mad Monk", "dude", "Anarchists", "S", 13, 8, 2, None, 3, "stud", 2, None, None, ("Harrowed", "Kung Fu 3")),
    ("24037", "POST-A-TRON", "dude", "Entrepreneurs", "S", 12, 3, 1, None, 2, "stud", 0, None, None, ("Gadget 6",)),
    ("24038", "E.B. Farnum", "dude", "Entrepreneurs", "S", 13, 10, 3, None, 1, "stud", 4, None, None, ()),
    ("24040", "Pagliaccio", "dude", "Fearmongers", "S", 2, 2, 0, None, 1, "draw", 0, None, None, ("Abomination", "Non-Unique")),
    ("24051", "Ursula, The Worm Queen", "dude", "Fearmongers", "S", 13, 9, 2, None, 2, "stud", 3, None, None, ("Huckster 2", "Abomination")),
    ("24064", "Eagle Woman That All Look At", "dude", "First Peoples", "S", 13, 8, 2, None, 3, "stud", 3, None, None, ("Shaman 2",)),
    ("24069", "Andreas Andregg", "dude", "Law Dogs", "S", 5, 4, 1, None, 0, "stud", 2, None, None, ("Deputy", "Mad Scientist 0")),
    ("24073", "Judge Harry Somerset (Exp.1)", "dude", "Law Dogs", "S", 8, 7, 2, None, 1, "draw", 3, None, None, ("Deputy", "Experienced 1")),
    ("24077", "Bass Reeves", "dude", "Law Dogs", "S", 13, 9, 3, None, 4, "stud", 3, None, None, ("Deputy", "Blessed 1")),
    ("24090", "Jessica Patchett", "dude", "Outlaws", "S", 13, 10, 3, None, 5, "stud", 3, None, None, ()),
    ("24092", "Rob Wilby", "dude", "Drifter", "S", 2, 1, 0, None, 1, "draw", 0, None, None, ()),
    ("24098", "El Anónimo", "dude", "Drifter", "S", 8, 1, 6, None, 2, "stud", 2, None, None, ()),
    ("24101", "Clint Ramsey", "dude", "Drifter", "S", 11, 5, 1, None, 2, "stud", 1, None, None, ()),
    ("24102", "Nicodemus Whateley", "dude", "Drifter", "S", 12, 7, 3, None, 1, "stud", 3, None, None, ("Huckster 3",)),
    ("24103", "Jacqueline Isham", "dude", "Drifter", "S", 13, 3, 0, None, 2, "draw", 0, None, None, ()),
    ("24105", "The Mayor's Office", "deed", None, "D", 1, 4, None, 2, None, None, None, 2, None, ("Private", "Government")),
    ("24114", "Clanton Ranch", "deed", None, "D", 4, 2, None, 1, None, None, None, 0, None, ("Private", "Ranch", "Out of Town")),
    ("24127", "Pat's Perch", "deed", None, "D", 8, 1, None, 1, None, None, None, 0, None, ("Private", "Strike", "Out of Town")),
    ("24135", "Hellstromme Plant #9", "deed", None, "D", 11, 3, None, 2, None, None, None, 1, None, ("Private", "Ranch")),
    ("24140", '"Open Wound"', "deed", None, "D", 13, 2, None, 1, None, None, None, 1, None, ("Non-Unique", "Public")),
    ("24142", "The Whateley Estate", "deed", None, "D", 13, 4, None, 0, None, None, None, 2, None, ("Private",)),
    ("24145", "La Quema", "goods", None, "H", 1, 3, None, None, 1, None, None, None, None, ("Mystical", "Horse")),
    ("24151", "Shotgun", "goods", None, "H", 3, 3, None, None, 1, None, None, None, None, ("Weapon",)),
    ("24157", "Xemo's Turban", "goods", None, "H", 5, 0, None, None, None, None, 1, None, None, ("Experimental", "Attire", "Gadget 5")),
    ("24170", "Jael's Guile", "goods", None, "H", 10, 1, None, None, None, None, None, None, None, ("Mystical", "Weapon", "Melee")),
    ("24175", "Yagn's Mechanical Skeleton", "goods", None, "H", 11, 2, None, None, 2, None, 1, None, None, ("Weapon", "Attire", "Horse", "Gadget 9")),
    ("24176", "Bio-Charge Neutralizer", "goods", None, "H", 12, 2, None, None, 2, None, None, None, None, ("Gadget 9", "Weapon", "Experimental")),
    ("24179", "Fancy New Hat", "goods", None, "H", 13, 1, None, None, None, None, 1, None, None, ("Attire",)),
    ("24181", "Soul Blast", "spell", None, "H", 1, 1, None, None, None, None, None, None, None, ("Hex",)),
    ("24191", "Onward Christian Soldiers", "spell", None, "H", 2, 1, None, None, None, None, None, None, None, ("Miracle", "Hymn")),
    ("24203", "Mother Bear's Rage", "spell", None, "H", 5, 1, None, None, None, None, None, None, None, ("Spirit", "Totem")),
    ("24205", "Spirit Dance", "spell", None, "H", 8, 2, None, None, None, None, None, None, None, ("Spirit",)),
    ("24217", "Zhu's Ferocity", "action", None, "C", 2, 0, None, None, None, None, None, None, None, ("Technique", "Tao of Zhu Bajie")),
    ("24222", "Ambush", "action", None, "C", 4, 2, None, None, None, None, None, None, None, ()),
    ("24238", "Bounty Hunter", "action", None, "C", 8, 2, None, None, None, None, None, None, None, ()),
    ("24256", "Nightmare at Noon", "action", None, "C", 13, 0, None, None, None, None, None, None, None, ("Headline",)),
    ("24258", "Joker (black)", "joker", None, None, None, None, None, None, None, None, None, None, None, ()),
    ("24260", "Ancestor Spirit", "dude", "Drifter", "S", 1, 0, 0, None, 0, "draw", 1, None, None, ("Token",)),
    ("24261", "Gunslinger", "dude", "Drifter", "S", 1, 0, 0, None, 2, "stud", 0, None, None, ("Token", "Non-Unique")),
]
FIELDS = (
    "code", "title", "type", "faction", "suit", "value", "cost", "upkeep", "production",
    "bullets", "shooter", "influence", "control", "wealth", "keywords",
)


@pytest.mark.parametrize("row", PRINTED, ids=[row[1] for row in PRINTED])
def test_printed_numbers(pool, row):
    card = pool[row[0]]
    assert {name: getattr(card, name) for name in FIELDS} == dict(zip(FIELDS, row, strict=True))


def test_enough_spot_checks():
    assert len(PRINTED) >= 30
    assert {row[2] for row in PRINTED} == {"outfit", "dude", "deed", "goods", "spell", "action", "joker"}


def test_keyword_ratings(pool):
    ursula = pool["Ursula, The Worm Queen"]
    assert ursula.skills == {"Huckster": 2}
    assert ursula.keyword_ratings == {"Huckster": 2, "Abomination": None}
    assert ursula.has("abomination") and not ursula.has("Harrowed")

    emre = pool["Emre, The Turkish Bear (Exp.1)"]
    assert emre.kung_fu == 1
    assert emre.experienced == 1
    assert emre.skills == {}
    assert emre.base_title == "Emre, The Turkish Bear"

    assert pool["Yagn's Mechanical Skeleton"].gadget == 9
    assert pool["POST-A-TRON"].gadget == 6
    assert pool["Shotgun"].gadget is None
    assert pool["Daomei Wang"].kung_fu == 2
    assert pool["Eagle Woman That All Look At"].skills == {"Shaman": 2}
    assert pool["Nicodemus Whateley"].skills == {"Huckster": 3}
    # a rating of 0 is a rating, not a missing one
    he_fang = pool["He Fang"]
    assert he_fang.skills == {"Blessed": 0}
    assert he_fang.kung_fu == 0
    assert pool["Andreas Andregg"].skills == {"Mad Scientist": 0}
    assert pool["Deborah West (Exp.1)"].skills == {"Blessed": 0}
    assert pool["Deborah West (Exp.1)"].experienced == 1
    assert pool["Clint Ramsey"].experienced == 0
    assert pool["Clint Ramsey"].kung_fu is None


def test_skilled_dude_counts(pool):
    skilled = Counter(skill for card in pool for skill in card.skills)
    assert skilled == {"Huckster": 13, "Blessed": 8, "Shaman": 6, "Mad Scientist": 7}
    assert sum(1 for card in pool if card.kung_fu is not None) == 8


# --- uniqueness and deck membership ----------------------------------------------------------
def test_uniqueness_rules(pool):
    assert pool["Clint Ramsey"].unique
    assert pool["Hellstromme Plant #9"].unique
    assert not pool["Pagliaccio"].unique  # Non-Unique dude
    assert not pool['"Open Wound"'].unique  # Non-Unique deed
    assert not pool["Gunslinger"].unique  # Token (and Non-Unique)
    assert not pool["Ancestor Spirit"].unique  # Token only
    assert not pool["Shotgun"].unique
    assert not any(card.has("Unique") for card in pool)
    for card in pool:
        if card.type in ("goods", "spell", "action", "joker", "outfit"):
            assert not card.unique, card.title
    non_unique = sorted(card.title for card in pool if card.type in ("dude", "deed") and not card.unique)
    assert non_unique == ['"Open Wound"', "Ancestor Spirit", "Gunslinger", "Pagliaccio"]


def test_in_deck_and_labels(pool):
    assert pool["Clint Ramsey"].in_deck
    assert not pool["Law Dogs"].in_deck
    assert not pool["Joker (red)"].in_deck
    assert not pool["Gunslinger"].in_deck
    assert sum(1 for card in pool if card.in_deck) == 261 - 12 - 2 - 2
    assert pool["Clint Ramsey"].card_label == "J\u2660"
    assert pool["Jael's Guile"].card_label == "10\u2665"
    assert pool["The Mayor's Office"].card_label == "A\u2666"
    assert pool["Nightmare at Noon"].card_label == "K\u2663"
    assert pool["Law Dogs"].card_label == ""


# --- lookup ---------------------------------------------------------------------------------
def test_lookup_by_code_number_and_title(pool):
    clint = pool["24101"]
    assert clint.title == "Clint Ramsey"
    assert pool.get("DT2.101") is clint
    assert pool.get("dt2.101") is clint
    assert pool.get("clint ramsey") is clint
    assert pool.get("  CLINT   Ramsey ") is clint
    assert pool.get("Pat\u2019s Perch") is pool["24127"]  # typographic apostrophe
    assert pool.get("DT2.1").title == "108 Gracious Gifts"
    assert pool.get("Nobody In Particular") is None
    assert pool.get("DT2.999") is None
    with pytest.raises(KeyError):
        pool["Nobody In Particular"]
    assert len(pool.titles()) == len(set(pool.titles())) == 261


def test_card_defs_are_frozen(pool):
    from pydantic import ValidationError

    with pytest.raises(ValidationError):
        pool["Clint Ramsey"].cost = 1


# --- broken card files ----------------------------------------------------------------------
GOOD_DUDE = """
[[card]]
code = "99001"
title = "Test Dude"
type = "dude"
faction = "Law Dogs"
suit = "S"
value = {value}
cost = 3
upkeep = 0
bullets = 1
shooter = "draw"
influence = 1
keywords = []
quantity = 2
text = "Plain."
"""


def _write(tmp_path: Path, text: str, name: str = "broken.toml") -> Path:
    (tmp_path / name).write_text(text, encoding="utf-8")
    return tmp_path


def test_a_valid_file_loads(tmp_path):
    pool = load_cards_from(_write(tmp_path, GOOD_DUDE.format(value=5)))
    assert len(pool) == 1
    assert pool["Test Dude"].value == 5


def test_value_out_of_range_names_card_and_field(tmp_path):
    with pytest.raises(CardDataError) as err:
        load_cards_from(_write(tmp_path, GOOD_DUDE.format(value=14)))
    message = str(err.value)
    assert "broken.toml" in message
    assert "Test Dude" in message
    assert "field value" in message


def test_unknown_faction_names_card_and_field(tmp_path):
    text = GOOD_DUDE.format(value=5).replace('faction = "Law Dogs"', 'faction = "Pirates"')
    with pytest.raises(CardDataError) as err:
        load_cards_from(_write(tmp_path, text))
    message = str(err.value)
    assert "Test Dude" in message
    assert "field faction" in message
    assert "Pirates" in message


def test_missing_quantity_names_card_and_field(tmp_path):
    text = GOOD_DUDE.format(value=5).replace("quantity = 2\n", "")
    with pytest.raises(CardDataError) as err:
        load_cards_from(_write(tmp_path, text))
    assert "Test Dude" in str(err.value)
    assert "field quantity" in str(err.value)


def test_unknown_field_and_bad_type(tmp_path):
    text = GOOD_DUDE.format(value=5).replace('type = "dude"', 'type = "hero"\ncolour = "red"')
    with pytest.raises(CardDataError) as err:
        load_cards_from(_write(tmp_path, text))
    assert "field type" in str(err.value)
    assert "field colour" in str(err.value)


def test_duplicate_code(tmp_path):
    second = GOOD_DUDE.format(value=6).replace("Test Dude", "Other Dude")
    with pytest.raises(CardDataError) as err:
        load_cards_from(_write(tmp_path, GOOD_DUDE.format(value=5) + second))
    assert "Other Dude" in str(err.value)
    assert "99001" in str(err.value)
    assert "Test Dude" in str(err.value)


def test_invalid_toml_and_empty_folder(tmp_path):
    with pytest.raises(CardDataError, match="not valid TOML"):
        load_cards_from(_write(tmp_path, "[[card]\ncode = ", name="bad.toml"))
    empty = tmp_path / "empty"
    empty.mkdir()
    with pytest.raises(CardDataError, match="no cards found"):
        load_cards_from(empty)


def test_text_is_stripped():
    card = CardDef(code="99002", title="X", type="action", suit="C", value=1, cost=0, quantity=1, text="  hi \n")
    assert card.text == "hi"


# --- rules text -----------------------------------------------------------------------------
# The cards whose printed text is empty (vanilla dudes and the like), from the DT2 export.
EMPTY_PRINTED_TEXT = {
    "24018",  # Shi Long Peng
    "24048",  # Avie Cline
    "24061",  # Bloody Teeth
    "24069",  # Andreas Andregg
    "24083",  # Pancho Castillo
    "24092",  # Rob Wilby
    "24096",  # Wilber Crowley
    "24097",  # Roderick Byre
    "24098",  # El Anónimo
    "24099",  # Ezrael Jones
    "24101",  # Clint Ramsey
    "24127",  # Pat's Perch
}


def test_every_card_with_printed_text_has_our_text(pool):
    assert {card.code for card in pool if not card.text} == EMPTY_PRINTED_TEXT

"""Where the shipped data folders (``cards/``, ``decks/``) live, installed or in a checkout, and the
starter decks by name."""
from __future__ import annotations

from pathlib import Path

_PACKAGE = Path(__file__).resolve().parent


def data_dir(name: str) -> Path:
    """Return the folder ``name`` ("cards" or "decks"): inside the wheel, else at the repo root."""
    for candidate in (_PACKAGE / "_data" / name, _PACKAGE.parent / name):
        if candidate.is_dir():
            return candidate
    raise FileNotFoundError(f"the {name}/ folder is missing from this installation")


def starter_decks() -> dict[str, Path]:
    """The shipped decks by name (file stem, e.g. ``law-dogs``), sorted; empty if none shipped."""
    try:
        folder = data_dir("decks")
    except FileNotFoundError:
        return {}
    return {path.stem: path for path in sorted(folder.glob("*.txt"))}


def resolve_deck(name_or_path: str | Path) -> Path:
    """A deck file path from a path or a starter name (``law-dogs``, ``"Law Dogs"``, ``outlaws.txt``).

    An existing file wins over a starter of the same name. Raises FileNotFoundError with a
    message naming the starter decks when neither exists.
    """
    path = Path(name_or_path)
    if path.is_file():
        return path
    key = "-".join(str(name_or_path).strip().lower().replace("_", " ").split())
    key = key.removesuffix(".txt")
    starters = starter_decks()
    if key in starters:
        return starters[key]
    names = ", ".join(starters) or "none shipped"
    raise FileNotFoundError(f"no deck file or starter deck {str(name_or_path)!r} (starter decks: {names})")

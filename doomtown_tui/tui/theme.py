"""The app's own theme variables: suit colours, seat colours, booted cards and card names.

Used in the .tcss files and in markup as ``$suit-red``, ``$seat-0`` ...; a Textual theme may
override any of them through its ``variables``.
"""
from __future__ import annotations

DARK = {
    "suit-red": "#f0605a",
    "suit-black": "#e4e4e4",
    "booted": "#8a8a8a",
    "card-name": "#e8c170",
    "seat-0": "#5cb8e6",
    "seat-1": "#e69a5c",
    "seat-2": "#8fd16a",
    "seat-3": "#c98ae6",
}
LIGHT = {
    "suit-red": "#c0201a",
    "suit-black": "#1a1a1a",
    "booted": "#808080",
    "card-name": "#8a5200",
    "seat-0": "#1b6fa8",
    "seat-1": "#a8561b",
    "seat-2": "#3f8a1f",
    "seat-3": "#7a3aa0",
}


def variables(dark: bool) -> dict[str, str]:
    """Default values for the current theme (dark or light)."""
    return dict(DARK if dark else LIGHT)

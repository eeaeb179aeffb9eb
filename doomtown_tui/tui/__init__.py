"""The Textual app (issue 5). Until it exists, ``doomtown`` plays at a plain-text prompt."""

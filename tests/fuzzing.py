"""Hypothesis settings for the fault-fuzzing tests (saves, deck files, decisions).

CI runs a fixed number of examples per test, derandomized (the examples follow from the test itself,
so a red run is reproduced by running it again) and with no example database. ``HYPOTHESIS_PROFILE=long``
runs twenty times as many, randomized, e.g. ``HYPOTHESIS_PROFILE=long python -m pytest -q
tests/test_fuzz_saves.py``.
"""
from __future__ import annotations

import os

from hypothesis import HealthCheck, settings

LONG = os.environ.get("HYPOTHESIS_PROFILE") == "long"


def fuzz_settings(examples: int) -> settings:
    """``examples`` in CI (twenty times as many under the long profile), no deadline, no database."""
    return settings(max_examples=examples * 20 if LONG else examples, deadline=None, derandomize=not LONG,
                    database=None, suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large],
                    print_blob=True)


def assert_readable(message: str) -> None:
    """An error message a player can read: words, no Python internals, not a wall of text."""
    assert message.strip(), "an empty error message"
    for noise in ("Traceback", 'File "', " object at 0x", "<class ", "Error("):
        assert noise not in message, f"{noise!r} in the message {message[:300]!r}"
    assert len(message) <= 1500, f"a {len(message)}-character message: {message[:300]!r}..."

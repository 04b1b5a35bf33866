"""Shared pytest setup: the ``--soak`` switch that turns sampled property runs into long ones."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

# The fuzzers live in bench/ (they run alone too); the tests sample them.
sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "bench"))


def pytest_addoption(parser: pytest.Parser) -> None:
    parser.addoption(
        "--soak",
        action="store_true",
        default=False,
        help="play thousands of random games per rule set instead of a sample",
    )


@pytest.fixture(scope="session")
def soak(request: pytest.FixtureRequest) -> bool:
    return bool(request.config.getoption("--soak"))


@pytest.fixture(scope="session")
def game_count(soak: bool) -> int:
    """How many seeded random games a property test plays per configuration."""
    return 2000 if soak else 60

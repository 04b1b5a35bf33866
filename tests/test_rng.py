"""The seeded generator's bounded draws are the plain SplitMix64 rejection sampling: a game's
address replays only if every draw stays the same."""

from __future__ import annotations

from pygames.core.rng import Rng


def _plain_below(rng: Rng, n: int) -> int:
    limit = (1 << 64) - ((1 << 64) % n)
    while True:
        x = rng.next64()
        if x < limit:
            return x % n


def test_below_is_next64_with_rejection() -> None:
    bounds = [1, 2, 3, 5, 6, 7, 36, 100, 1000, (1 << 63) + 1, (1 << 64) - 1]
    for seed in range(50):
        fast, plain = Rng(seed), Rng(seed)
        for k in range(400):
            n = bounds[k % len(bounds)]
            assert fast.below(n) == _plain_below(plain, n)
            assert fast.state == plain.state


def test_known_draws() -> None:
    """Draws recorded from the generator as addresses were first made with it."""
    rng = Rng(2026)
    assert [rng.below(n) for n in (2, 3, 6, 10, 36, 1000, 7, (1 << 63) + 1)] == \
        [1, 2, 2, 6, 21, 619, 0, 6176811619522188020]
    assert rng.state == 10372713005361030311

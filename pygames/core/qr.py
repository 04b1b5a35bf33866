"""QR codes (ISO/IEC 18004) for a game's link: byte mode, versions 1 to 40, error
correction M (L where the link is too long for M), drawn as SVG.

Small and dependency-free because the rules package ships to the browser without
third-party code; it follows the standard's steps in order: the data bits, Reed–Solomon
error correction per block, interleaving, the function patterns, the data placed in the
zigzag, the mask with the lowest penalty, then the format and version bits.
"""

from __future__ import annotations

from dataclasses import dataclass

from .scene import Node, el

#: Error correction levels by name: their format-bit value and their column in the tables.
LEVELS = {"L": (1, 0), "M": (0, 1)}

# Per version (index 1..40) and level (L, M): error-correction codewords per block, and
# the number of error-correction blocks (ISO/IEC 18004 table 9).
_ECC_PER_BLOCK = (
    (-1, -1),
    (7, 10), (10, 16), (15, 26), (20, 18), (26, 24), (18, 16), (20, 18), (24, 22), (30, 22),
    (18, 26), (20, 30), (24, 22), (26, 22), (30, 24), (22, 24), (24, 28), (28, 28), (30, 26),
    (28, 26), (28, 26), (28, 26), (28, 28), (30, 28), (30, 28), (26, 28), (28, 28), (30, 28),
    (30, 28), (30, 28), (30, 28), (30, 28), (30, 28), (30, 28), (30, 28), (30, 28), (30, 28),
    (30, 28), (30, 28), (30, 28), (30, 28),
)
_BLOCKS = (
    (-1, -1),
    (1, 1), (1, 1), (1, 1), (1, 2), (1, 2), (2, 4), (2, 4), (2, 4), (2, 5), (4, 5), (4, 5),
    (4, 8), (4, 9), (4, 9), (6, 10), (6, 10), (6, 11), (6, 13), (7, 14), (8, 16), (8, 17),
    (9, 17), (9, 18), (10, 20), (12, 21), (12, 23), (12, 25), (13, 26), (14, 28), (15, 29),
    (16, 31), (17, 33), (18, 35), (19, 37), (19, 38), (20, 40), (21, 43), (22, 45), (24, 47),
    (25, 49),
)


@dataclass(frozen=True)
class Code:
    """A QR symbol: its version, level, mask and dark modules (``rows[y][x]``)."""

    version: int
    level: str
    mask: int
    rows: tuple[tuple[bool, ...], ...]

    @property
    def size(self) -> int:
        return len(self.rows)


def _raw_modules(version: int) -> int:
    """Modules of a version left for data and error correction (after function patterns)."""
    result = (16 * version + 128) * version + 64
    if version >= 2:
        aligns = version // 7 + 2
        result -= (25 * aligns - 10) * aligns - 55
        if version >= 7:
            result -= 36
    return result


def data_capacity(version: int, level: str) -> int:
    """Data codewords (bytes) of a version at a level."""
    column = LEVELS[level][1]
    return _raw_modules(version) // 8 \
        - _ECC_PER_BLOCK[version][column] * _BLOCKS[version][column]


def byte_capacity(version: int, level: str) -> int:
    """The longest byte-mode text a version holds at a level."""
    header = 4 + (8 if version < 10 else 16)
    return (data_capacity(version, level) * 8 - header) // 8


def encode(data: bytes, levels: tuple[str, ...] = ("M", "L")) -> Code:
    """The smallest symbol holding ``data`` at the first level that fits it; ValueError
    where none of versions 1 to 40 does."""
    for level in levels:
        for version in range(1, 41):
            if len(data) <= byte_capacity(version, level):
                return _make(data, version, level)
    raise ValueError(f"{len(data)} bytes do not fit in a QR code")


# ---------------------------------------------------------------------- codewords
def _data_codewords(data: bytes, version: int, level: str) -> list[int]:
    bits: list[int] = []

    def put(value: int, length: int) -> None:
        bits.extend((value >> i) & 1 for i in range(length - 1, -1, -1))

    put(0b0100, 4)  # byte mode
    put(len(data), 8 if version < 10 else 16)
    for byte in data:
        put(byte, 8)
    capacity = data_capacity(version, level) * 8
    put(0, min(4, capacity - len(bits)))  # terminator
    put(0, -len(bits) % 8)
    words = [int("".join(map(str, bits[i:i + 8])), 2) for i in range(0, len(bits), 8)]
    pad = (0xEC, 0x11)
    words += [pad[i % 2] for i in range(capacity // 8 - len(words))]
    return words


def _gf_multiply(x: int, y: int) -> int:
    """Product in GF(2^8) modulo x^8 + x^4 + x^3 + x^2 + 1."""
    z = 0
    for i in range(7, -1, -1):
        z = (z << 1) ^ ((z >> 7) * 0x11D)
        z ^= ((y >> i) & 1) * x
    return z


def _divisor(degree: int) -> list[int]:
    """The Reed–Solomon generator polynomial of a degree (coefficients, highest first,
    the leading 1 left out)."""
    result = [0] * (degree - 1) + [1]
    root = 1
    for _ in range(degree):
        for j in range(degree):
            result[j] = _gf_multiply(result[j], root)
            if j + 1 < degree:
                result[j] ^= result[j + 1]
        root = _gf_multiply(root, 0x02)
    return result


def _remainder(data: list[int], divisor: list[int]) -> list[int]:
    result = [0] * len(divisor)
    for byte in data:
        factor = byte ^ result.pop(0)
        result.append(0)
        for i, coefficient in enumerate(divisor):
            result[i] ^= _gf_multiply(coefficient, factor)
    return result


def _interleaved(data: list[int], version: int, level: str) -> list[int]:
    """The data split into blocks, each with its error correction, interleaved."""
    column = LEVELS[level][1]
    blocks = _BLOCKS[version][column]
    ecc_len = _ECC_PER_BLOCK[version][column]
    raw = _raw_modules(version) // 8
    short_blocks = blocks - raw % blocks
    short_len = raw // blocks
    divisor = _divisor(ecc_len)
    made: list[list[int]] = []
    k = 0
    for i in range(blocks):
        size = short_len - ecc_len + (0 if i < short_blocks else 1)
        block = data[k:k + size]
        k += size
        ecc = _remainder(block, divisor)
        if i < short_blocks:
            block = block + [-1]  # a gap so that every block has the same length
        made.append(block + ecc)
    out: list[int] = []
    for i in range(len(made[0])):
        for j, block in enumerate(made):
            if i != short_len - ecc_len or j >= short_blocks:
                out.append(block[i])
    return out


# ---------------------------------------------------------------------- the symbol
class _Grid:
    def __init__(self, version: int) -> None:
        self.version = version
        self.size = version * 4 + 17
        self.dark = [[False] * self.size for _ in range(self.size)]
        self.fixed = [[False] * self.size for _ in range(self.size)]

    def set(self, x: int, y: int, dark: bool) -> None:
        self.dark[y][x] = dark
        self.fixed[y][x] = True

    def draw_function_patterns(self) -> None:
        size = self.size
        for i in range(size):  # timing patterns
            self.set(6, i, i % 2 == 0)
            self.set(i, 6, i % 2 == 0)
        for x, y in ((3, 3), (size - 4, 3), (3, size - 4)):
            self._finder(x, y)
        positions = self._alignment_positions()
        last = len(positions) - 1
        for i, ax in enumerate(positions):
            for j, ay in enumerate(positions):
                if (i, j) not in ((0, 0), (0, last), (last, 0)):
                    for dy in range(-2, 3):
                        for dx in range(-2, 3):
                            self.set(ax + dx, ay + dy, max(abs(dx), abs(dy)) != 1)
        self.draw_format(0, 0)  # reserved now, written once the mask is chosen
        self._version_bits()

    def _finder(self, cx: int, cy: int) -> None:
        for dy in range(-4, 5):
            for dx in range(-4, 5):
                x, y = cx + dx, cy + dy
                if 0 <= x < self.size and 0 <= y < self.size:
                    self.set(x, y, max(abs(dx), abs(dy)) not in (2, 4))

    def _alignment_positions(self) -> list[int]:
        version = self.version
        if version == 1:
            return []
        count = version // 7 + 2
        step = 26 if version == 32 else (version * 4 + count * 2 + 1) // (count * 2 - 2) * 2
        return [6] + [self.size - 7 - i * step for i in range(count - 1)][::-1]

    def draw_format(self, level_bits: int, mask: int) -> None:
        data = level_bits << 3 | mask
        rem = data
        for _ in range(10):
            rem = (rem << 1) ^ ((rem >> 9) * 0x537)
        bits = (data << 10 | rem) ^ 0x5412
        bit = [((bits >> i) & 1) == 1 for i in range(15)]
        for i in range(6):
            self.set(8, i, bit[i])
        self.set(8, 7, bit[6])
        self.set(8, 8, bit[7])
        self.set(7, 8, bit[8])
        for i in range(9, 15):
            self.set(14 - i, 8, bit[i])
        size = self.size
        for i in range(8):
            self.set(size - 1 - i, 8, bit[i])
        for i in range(8, 15):
            self.set(8, size - 15 + i, bit[i])
        self.set(8, size - 8, True)  # the dark module

    def _version_bits(self) -> None:
        if self.version < 7:
            return
        rem = self.version
        for _ in range(12):
            rem = (rem << 1) ^ ((rem >> 11) * 0x1F25)
        bits = self.version << 12 | rem
        for i in range(18):
            dark = ((bits >> i) & 1) == 1
            a, b = self.size - 11 + i % 3, i // 3
            self.set(a, b, dark)
            self.set(b, a, dark)

    def place(self, codewords: list[int]) -> None:
        """The codewords' bits in the zigzag of two-module columns, right to left."""
        i = 0
        total = len(codewords) * 8
        size = self.size
        right = size - 1
        while right >= 1:
            if right == 6:
                right = 5  # the vertical timing pattern
            for vert in range(size):
                for j in range(2):
                    x = right - j
                    upward = ((right + 1) & 2) == 0
                    y = size - 1 - vert if upward else vert
                    if not self.fixed[y][x] and i < total:
                        self.dark[y][x] = ((codewords[i >> 3] >> (7 - (i & 7))) & 1) == 1
                        i += 1
            right -= 2

    def apply_mask(self, mask: int) -> None:
        """XOR the data modules with a mask pattern (twice: undone)."""
        for y in range(self.size):
            for x in range(self.size):
                if not self.fixed[y][x] and _MASKS[mask](x, y):
                    self.dark[y][x] = not self.dark[y][x]

    def penalty(self) -> int:
        """The standard's four penalty rules: runs, 2×2 blocks, finder-like patterns and
        the balance of dark modules."""
        size = self.dark
        n = self.size
        score = 0
        lines = [row for row in size] + [[size[y][x] for y in range(n)] for x in range(n)]
        for line in lines:
            run = 1
            for i in range(1, n + 1):
                if i < n and line[i] == line[i - 1]:
                    run += 1
                    continue
                if run >= 5:
                    score += run - 2
                run = 1
            text = "".join("1" if d else "0" for d in line)
            for pattern in ("10111010000", "00001011101"):
                start = text.find(pattern)
                while start != -1:
                    score += 40
                    start = text.find(pattern, start + 1)
        for y in range(n - 1):
            for x in range(n - 1):
                c = size[y][x]
                if c == size[y][x + 1] == size[y + 1][x] == size[y + 1][x + 1]:
                    score += 3
        dark = sum(sum(row) for row in size)
        total = n * n
        score += max(0, (abs(dark * 20 - total * 10) + total - 1) // total - 1) * 10
        return score


_MASKS = (
    lambda x, y: (x + y) % 2 == 0,
    lambda x, y: y % 2 == 0,
    lambda x, y: x % 3 == 0,
    lambda x, y: (x + y) % 3 == 0,
    lambda x, y: (x // 3 + y // 2) % 2 == 0,
    lambda x, y: x * y % 2 + x * y % 3 == 0,
    lambda x, y: (x * y % 2 + x * y % 3) % 2 == 0,
    lambda x, y: ((x + y) % 2 + x * y % 3) % 2 == 0,
)


def _make(data: bytes, version: int, level: str) -> Code:
    grid = _Grid(version)
    grid.draw_function_patterns()
    grid.place(_interleaved(_data_codewords(data, version, level), version, level))
    level_bits = LEVELS[level][0]
    best, best_score = 0, -1
    for mask in range(8):
        grid.apply_mask(mask)
        grid.draw_format(level_bits, mask)
        score = grid.penalty()
        if best_score < 0 or score < best_score:
            best, best_score = mask, score
        grid.apply_mask(mask)
    grid.apply_mask(best)
    grid.draw_format(level_bits, best)
    return Code(version, level, best, tuple(tuple(row) for row in grid.dark))


# ---------------------------------------------------------------------- drawing
def path_data(code: Code, border: int = 4) -> str:
    """One SVG path of the dark modules, a run of each row as one rectangle."""
    parts = []
    for y, row in enumerate(code.rows):
        x = 0
        while x < code.size:
            if not row[x]:
                x += 1
                continue
            start = x
            while x < code.size and row[x]:
                x += 1
            parts.append(f"M{start + border} {y + border}h{x - start}v1h{start - x}z")
    return "".join(parts)


def svg(code: Code, label: str, border: int = 4) -> Node:
    """The symbol as an SVG node (dark on white, with its quiet zone) named ``label``."""
    side = code.size + 2 * border
    return el("svg", "qr", {"viewBox": f"0 0 {side} {side}", "class": "qr-code", "role": "img",
                            "aria-label": label}, [
        el("rect", "bg", {"width": str(side), "height": str(side), "fill": "#fff"}),
        el("path", "dark", {"d": path_data(code, border), "fill": "#000"}),
    ])

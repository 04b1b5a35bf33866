"""The README stays a newcomer's page and the docs stay connected.

The README is at most 250 lines and its first screen gives exactly the two commands a fresh
machine needs; every relative link in the README and in docs/ reaches an existing file (and
heading, where it names one); no heading is named after an issue number (a page says what it
holds, not when it was written); every script in bench/ is in the README's commands table.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
README = ROOT / "README.md"
DOCS = ROOT / "docs"
MAX_README_LINES = 250
FIRST_SCREEN_LINES = 30
TWO_COMMANDS = ["python3 build.py serve", "bash scripts/test.sh"]

LINK = re.compile(r"(?<!!)\[[^\]]*\]\(([^)\s]+)\)")
FENCE = re.compile(r"^(```|~~~)")
ISSUE = re.compile(r"\bissues?\s*#?\d+|#\d+\b", re.IGNORECASE)


def pages() -> list[Path]:
    return [README, *sorted(DOCS.glob("*.md"))]


def prose_lines(text: str) -> list[str]:
    """The lines outside fenced code blocks (links and headings live there)."""
    lines, fenced = [], False
    for line in text.splitlines():
        if FENCE.match(line.strip()):
            fenced = not fenced
            continue
        if not fenced:
            lines.append(line)
    return lines


def fenced_commands(lines: list[str]) -> list[str]:
    """The commands of the fenced blocks in ``lines``, their trailing comments dropped."""
    commands, fenced = [], False
    for line in lines:
        if FENCE.match(line.strip()):
            fenced = not fenced
            continue
        if fenced:
            command = line.split(" #", 1)[0].strip()
            if command and not command.startswith("#"):
                commands.append(command)
    return commands


def slug(heading: str) -> str:
    """GitHub's anchor for a heading: lower case, punctuation dropped, spaces to hyphens."""
    text = re.sub(r"[`*]|\[([^\]]*)\]\([^)]*\)", r"\1", heading.strip().lower())
    text = re.sub(r"[^\w\- ]", "", text)
    return text.replace(" ", "-")


def anchors(path: Path) -> set[str]:
    found: set[str] = set()
    for line in prose_lines(path.read_text(encoding="utf-8")):
        m = re.match(r"#{1,6}\s+(.*)", line)
        if m:
            base = slug(m.group(1))
            name, n = base, 1
            while name in found:
                name, n = f"{base}-{n}", n + 1
            found.add(name)
    return found


def headings(path: Path) -> list[str]:
    return [line for line in prose_lines(path.read_text(encoding="utf-8"))
            if re.match(r"#{1,6}\s", line)]


def test_readme_is_short() -> None:
    lines = README.read_text(encoding="utf-8").splitlines()
    assert len(lines) <= MAX_README_LINES, f"README.md has {len(lines)} lines"


def test_first_screen_gives_exactly_the_two_commands() -> None:
    first = README.read_text(encoding="utf-8").splitlines()[:FIRST_SCREEN_LINES]
    assert fenced_commands(first) == TWO_COMMANDS


def test_docs_exist() -> None:
    assert len(list(DOCS.glob("*.md"))) >= 5


@pytest.mark.parametrize("page", pages(), ids=lambda p: p.relative_to(ROOT).as_posix())
def test_relative_links_reach_their_targets(page: Path) -> None:
    broken = []
    for line in prose_lines(page.read_text(encoding="utf-8")):
        for target in LINK.findall(line):
            if re.match(r"[a-z][a-z0-9+.-]*:", target):  # https:, mailto:
                continue
            file_part, _, anchor = target.partition("#")
            path = (page.parent / file_part).resolve() if file_part else page
            if not path.exists():
                broken.append(f"{target}: no file {file_part}")
            elif anchor and path.suffix == ".md" and anchor not in anchors(path):
                broken.append(f"{target}: no heading #{anchor} in {path.name}")
    assert not broken, broken


@pytest.mark.parametrize("page", pages(), ids=lambda p: p.relative_to(ROOT).as_posix())
def test_no_heading_names_an_issue(page: Path) -> None:
    named = [h for h in headings(page) if ISSUE.search(h)]
    assert not named, named


def test_every_bench_script_is_in_the_commands_table() -> None:
    readme = README.read_text(encoding="utf-8")
    listed = set(re.findall(r"bench/(\w+\.py)", readme))
    scripts = {p.name for p in (ROOT / "bench").glob("*.py")}
    assert scripts - listed == set(), "bench scripts missing from the README"
    assert listed - scripts == set(), "the README names bench scripts that do not exist"


def test_the_checks_can_fail() -> None:
    """The helpers see what they must: a broken anchor, an issue heading, a third command."""
    assert slug("The page and its policy") == "the-page-and-its-policy"
    assert slug("`Game.max_moves` and the bound's length") == "gamemax_moves-and-the-bounds-length"
    assert ISSUE.search("## Addresses (issue 19)") and ISSUE.search("## Speed (#42)")
    assert not ISSUE.search("## Deploy to port 8000")
    assert fenced_commands(["```sh", "a  # one", "# note", "b", "```", "c"]) == ["a", "b"]

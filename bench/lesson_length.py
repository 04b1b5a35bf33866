"""How long each guided lesson takes to play through (a script, not a test).

    python bench/lesson_length.py [GAME_ID ...]

Issue 46 asks for lessons of 5–10 minutes. A lesson's time is what a new player spends on
it: reading every text it shows (the intro, each step's text, each "what happened" with its
numbers filled in, the outro) at a learner's pace, tapping each target, and watching the
other seats' scripted replies. Prints, per lesson: steps, taps, scripted replies, English
words, Japanese characters, and the estimate in minutes for each language.

The pace is an assumption, stated here so the figure can be argued with: 150 English words
or 400 Japanese characters a minute (a careful first read of new rules, slower than prose),
4 s a tap (find the highlighted part, reach it, tap), 1.5 s a scripted reply (the board
animates it and the log names it).
"""

from __future__ import annotations

import argparse
import re
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
from pygames.core import lessons, registry  # noqa: E402
from pygames.core.lessons import Lesson  # noqa: E402

WORDS_A_MINUTE = 150
KANA_A_MINUTE = 400
SECONDS_A_TAP = 4.0
SECONDS_A_REPLY = 1.5


def shown_texts(lesson: Lesson, lang: str) -> list[str]:
    """Every text the lesson shows in ``lang``, with its numbers filled in."""
    played = lessons.play(lesson)
    say = lambda key, numbers=None: lessons.say(lesson, key, lang, numbers)  # noqa: E731
    texts = [say(lesson.title), say(lesson.intro), say(lesson.outro)]
    for step, numbers in zip(lesson.steps, played.numbers, strict=True):
        texts += [say(step.text), say(step.done, numbers)]
    return texts


def reading(lesson: Lesson) -> tuple[int, int]:
    """(English words, Japanese characters other than spaces and punctuation)."""
    words = sum(len(text.split()) for text in shown_texts(lesson, "en"))
    kana = sum(len(re.sub(r"[\s、。「」（）()・:：,.!?！？]", "", text))
               for text in shown_texts(lesson, "ja"))
    return words, kana


def minutes(lesson: Lesson) -> tuple[float, float]:
    """The estimate in minutes, (English, Japanese)."""
    words, kana = reading(lesson)
    taps = sum(len(step.moves) for step in lesson.steps)
    replies = sum(len(step.bots) for step in lesson.steps)
    acting = taps * SECONDS_A_TAP + replies * SECONDS_A_REPLY
    return (words / WORDS_A_MINUTE * 60 + acting) / 60, (kana / KANA_A_MINUTE * 60 + acting) / 60


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("games", nargs="*", help="rule-set ids (default: all)")
    games = parser.parse_args().games or list(registry.ids())
    print(f"{'lesson':28} {'steps':>5} {'taps':>5} {'bots':>5} {'words':>6} {'ja chars':>8}"
          f" {'min en':>7} {'min ja':>7}")
    for game_id in games:
        for lesson in lessons.lessons_of(game_id):
            words, kana = reading(lesson)
            en, ja = minutes(lesson)
            taps = sum(len(step.moves) for step in lesson.steps)
            replies = sum(len(step.bots) for step in lesson.steps)
            print(f"{lesson.id:28} {len(lesson.steps):5} {taps:5} {replies:5} {words:6}"
                  f" {kana:8} {en:7.1f} {ja:7.1f}")


if __name__ == "__main__":
    main()

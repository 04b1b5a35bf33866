"""The words of saved games' own questions (the tab that is behind), in every language."""

from __future__ import annotations

from pygames.core.i18n import translate

from ..state import AppState

STORE_TEXTS: dict[str, dict[str, str]] = {
    "en": {
        "store.behind": "A newer line of this game is saved",
        "store.behind_detail": "Another tab (or an earlier visit) saved this game at {theirs} "
                               "moves; this tab shows {mine}. Nothing is written over it.",
        "store.behind_parted": "Another tab saved this game another way: the two share their "
                               "first {shared} moves. Nothing is written over it.",
        "store.behind_load": "Load the saved line",
        "store.behind_branch": "Keep this one as a branch",
        "store.behind_said": "Another tab saved a newer line of this game.",
        "store.unread": "{n} older saved games are not listed (the newest are).",
        "store.more": "Show older saved games",
    },
    "ja": {
        "store.behind": "このゲームの新しい手順が保存されています",
        "store.behind_detail": "別のタブ（または前回の訪問）がこのゲームを{theirs}手まで保存しました。"
                               "このタブは{mine}手です。上書きはしません。",
        "store.behind_parted": "別のタブがこのゲームを違う手順で保存しました。最初の{shared}手は"
                               "同じです。上書きはしません。",
        "store.behind_load": "保存された手順を開く",
        "store.behind_branch": "このタブの手順を分岐として残す",
        "store.behind_said": "別のタブがこのゲームの新しい手順を保存しました。",
        "store.unread": "古い保存済みゲーム{n}件は一覧にありません（新しいものを表示しています）。",
        "store.more": "古い保存済みゲームを表示",
    },
}


def st(c: AppState, key: str, **params: object) -> str:
    """A text of this package in the player's language."""
    return translate(STORE_TEXTS, key, c.lang, **params)

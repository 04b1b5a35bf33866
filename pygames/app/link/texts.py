"""Texts of play by link (names, whose device, sending the turn, the news since your last
move), in English and Japanese; merged into the app's catalogue by texts.py."""

from __future__ import annotations

LINK_TEXTS: dict[str, dict[str, str]] = {
    "en": {
        "link.name_label": "Name of player {n}",
        "link.your_turn": "Your turn",
        "link.your_turn_named": "Your turn, {player}",
        "link.alert": "Turn alert",
        "app.finished": "Finished: {result}",
        "app.finished_scores": "Finished: {result} ({scores})",
        "link.alert_title": "A beep and a vibration when your turn comes (this device)",
        "link.where": "Where do the players play?",
        "link.here": "Around this device",
        "link.apart": "Each on their own device (by link)",
        "link.waiting": "Waiting for {player}",
        "link.who": "Who are you?",
        "link.who_detail": "This game is played by link between devices. Pick your seat: "
                           "this device then shows the game from it.",
        "link.i_am": "I am {player}",
        "link.all_here": "We all play on this device",
        "link.switch": "Not {player}?",
        "link.confirm": "This is {player}'s move — play it for {player}?",
        "link.play_for": "Play for {player}",
        "link.play_here": "Play {player}'s move on this device…",
        "link.told": "It is {player}'s turn: this device waits for {player}'s move.",
        "link.cancel": "Cancel",
        "link.undo_other": "The last move is {player}'s, not yours: take back {player}'s "
                            "move? {player}'s copy of the game keeps it.",
        "link.undo_other_yes": "Take back {player}'s move",
        "link.send": "Send to {player}",
        "link.send_text": "Your move in {title} (round {round}) — {link}",
        "link.send_text_no_round": "Your move in {title} — {link}",
        "link.sent": "Link shared",
        "link.copied": "Link copied to the clipboard: send it to {player}",
        "link.qr": "QR code of this game's link",
        "link.qr_show": "Show QR code",
        "link.qr_hide": "Hide QR code",
        "link.qr_too_long": "This game's link is too long for a QR code: share it instead.",
        "link.since": "Since your last move",
        "link.since_replay": "Replay these moves",
        "link.since_dismiss": "Got it",
        "link.changed": "The {n} parts of the board they changed are outlined.",
        "link.changed_one": "The part of the board they changed is outlined.",
        "link.more": "… and {n} moves before these",
        "link.more_one": "… and 1 move before these",
        "link.status_yours": "your move",
        "link.status_waiting": "waiting for {player}",
        "link.opened": "opened {when}",
        "link.older": "This link is older than your saved game of it",
        "link.older_detail": "It is {n} moves behind. Going back starts a branch beside the "
                             "saved game, which stays as it is.",
        "link.older_one": "It is 1 move behind. Going back starts a branch beside the saved "
                          "game, which stays as it is.",
        "link.older_branch": "Go back (a branch)",
        "link.older_keep": "Open the saved game",
        "link.differs": "This link went another way than your saved game of it",
        "link.differs_detail": "The two share their first {n} moves, then differ. Opening "
                               "the link starts a branch beside the saved game, which stays "
                               "as it is.",
        "link.differs_detail_one": "The two share their first move, then differ. Opening the "
                                   "link starts a branch beside the saved game, which stays "
                                   "as it is.",
        "link.differs_detail_none": "They differ from the first move on. Opening the link "
                                    "starts a branch beside the saved game, which stays as "
                                    "it is.",
        "link.differs_branch": "Open the link (a branch)",
    },
    "ja": {
        "link.name_label": "プレイヤー{n}の名前",
        "link.your_turn": "あなたの番です",
        "link.your_turn_named": "あなたの番です（{player}）",
        "link.alert": "手番の通知",
        "app.finished": "終了：{result}",
        "app.finished_scores": "終了：{result}（{scores}）",
        "link.alert_title": "自分の番になったら音と振動で知らせます（この端末）",
        "link.where": "どこで遊びますか？",
        "link.here": "この端末を囲んで",
        "link.apart": "それぞれの端末で（リンクを送り合う）",
        "link.waiting": "{player}の番を待っています",
        "link.who": "あなたはどなたですか？",
        "link.who_detail": "このゲームはリンクを送り合って遊びます。自分の席を選ぶと、"
                           "この端末ではその席から表示します。",
        "link.i_am": "{player}です",
        "link.all_here": "全員この端末で遊ぶ",
        "link.switch": "{player}ではない？",
        "link.confirm": "これは{player}の手番です。{player}の代わりに指しますか？",
        "link.play_here": "{player}の手をこの端末で指す…",
        "link.told": "{player}の番です。この端末は{player}の手を待っています。",
        "link.play_for": "{player}の代わりに指す",
        "link.cancel": "やめる",
        "link.undo_other": "最後の手はあなたではなく{player}の手です。{player}の手を取り消しますか？"
                            "{player}の端末のゲームには残ります。",
        "link.undo_other_yes": "{player}の手を取り消す",
        "link.send": "{player}に送る",
        "link.send_text": "{title}（第{round}ラウンド）であなたの番です — {link}",
        "link.send_text_no_round": "{title}であなたの番です — {link}",
        "link.sent": "リンクを共有しました",
        "link.copied": "リンクをクリップボードにコピーしました。{player}に送ってください",
        "link.qr": "このゲームのリンクのQRコード",
        "link.qr_show": "QRコードを表示",
        "link.qr_hide": "QRコードを隠す",
        "link.qr_too_long": "このゲームのリンクはQRコードには長すぎます。共有を使ってください。",
        "link.since": "あなたの前の手番から",
        "link.since_replay": "この手を再生",
        "link.since_dismiss": "わかった",
        "link.changed": "変わった盤面の{n}か所を枠で囲んでいます。",
        "link.changed_one": "変わった盤面の1か所を枠で囲んでいます。",
        "link.more": "…ほかに、その前の{n}手",
        "link.more_one": "…ほかに、その前の1手",
        "link.status_yours": "あなたの番",
        "link.status_waiting": "{player}の番待ち",
        "link.opened": "{when}に開いた",
        "link.older": "このリンクは保存済みのゲームより古いものです",
        "link.older_detail": "{n}手前の局面です。戻ると保存済みのゲームとは別の分岐になり、"
                             "保存済みのゲームはそのまま残ります。",
        "link.older_one": "1手前の局面です。戻ると保存済みのゲームとは別の分岐になり、"
                          "保存済みのゲームはそのまま残ります。",
        "link.older_branch": "戻る（分岐）",
        "link.older_keep": "保存済みのゲームを開く",
        "link.differs": "このリンクは保存済みのゲームとは違う手順に進んでいます",
        "link.differs_detail": "最初の{n}手は同じで、その後が違います。リンクを開くと保存済みの"
                               "ゲームとは別の分岐になり、保存済みのゲームはそのまま残ります。",
        "link.differs_detail_one": "最初の1手は同じで、その後が違います。リンクを開くと保存済みの"
                                   "ゲームとは別の分岐になり、保存済みのゲームはそのまま残ります。",
        "link.differs_detail_none": "最初の手から違います。リンクを開くと保存済みのゲームとは"
                                    "別の分岐になり、保存済みのゲームはそのまま残ります。",
        "link.differs_branch": "リンクを開く（分岐）",
    },
}

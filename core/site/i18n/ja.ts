import type { SiteWords } from "./en";

export const ja: SiteWords = {
  "nav": {
    "about": "紹介",
    "offerings": "メニュー",
    "hours": "営業時間",
    "faq": "よくある質問",
    "contact": "お問い合わせ"
  },
  "headings": {
    "about": "私たちについて",
    "offerings": {
      "menu": "メニュー",
      "services": "サービス",
      "products": "商品",
      "classes": "クラス",
      "portfolio": "実績",
      "pricing": "料金"
    },
    "pricing": "料金",
    "hours": "営業時間",
    "timetable": "スケジュール",
    "faq": "よくある質問",
    "story": "私たちの歩み",
    "team": "スタッフ",
    "area": "対応エリア",
    "gallery": "ギャラリー",
    "reviews": "お客様の声",
    "contact": "お問い合わせ",
    "notes": "ご案内"
  },
  "buttons": {
    "call": "電話する",
    "email": "メールする",
    "directions": "地図を見る",
    "skip": "本文へ移動"
  },
  "labels": {
    "phone": "電話",
    "email": "メール",
    "address": "住所",
    "meetingPoint": "集合場所",
    "hours": "営業時間",
    "closed": "定休日",
    "social": "SNS",
    "mainNav": "メイン"
  },
  "footer": {
    "rights": "無断転載を禁じます。"
  },
  "faq": {
    "hours": "営業時間を教えてください。",
    "location": "場所はどこですか？",
    "area": "対応エリアはどこですか？",
    "prices": "料金はいくらですか？",
    "pricesAnswer": "料金はこのページに掲載しています。",
    "contact": "問い合わせ方法を教えてください。"
  },
  "actions": {
    "message": "メッセージを送る",
    "quickActions": "クイックアクション",
    "book": "オンライン予約",
    "shop": "オンラインショップ",
    "signup": "登録する",
    "page": "ウェブサイトを見る"
  },
  "form": {
    "heading": "メッセージを送る",
    "intro": "メールでご返信いたします。",
    "name": "お名前",
    "email": "メールアドレス",
    "phone": "電話番号",
    "optional": "任意",
    "message": "メッセージ",
    "send": "送信する",
    "trap": "この欄は空のままにしてください",
    "errorTitle": "入力内容をご確認ください",
    "errorSummary": "メッセージはまだ送信されていません。次の点を修正してください：",
    "thanksTitle": "送信が完了しました",
    "thanksText": "メッセージを受け付けました。メールでご返信いたします。",
    "back": "サイトに戻る",
    "errors": {
      "nameRequired": "お名前を入力してください。",
      "nameTooLong": "お名前は{max}文字以内で入力してください。",
      "emailRequired": "返信先のメールアドレスを入力してください。",
      "emailInvalid": "name@example.com のような形式で入力してください。",
      "phoneInvalid": "電話番号は数字、空白、+ ( ) - のみで入力してください。",
      "messageRequired": "メッセージを入力してください。",
      "messageTooLong": "メッセージは{max}文字以内で入力してください。",
      "tooFast": "送信が早すぎました。内容をご確認のうえ、もう一度送信してください。",
      "expired": "フォームが長時間開かれていました。もう一度送信してください。",
      "tooMany": "短時間に複数のメッセージが送信されました。数分後にもう一度お試しください。入力内容は下に残っています。",
      "siteBusy": "本日はこのサイトへのメッセージが多数届いています。明日もう一度お試しください。入力内容は下に残っています。"
    }
  },
  "compose": {
    "inPlace": "{place}の{trade}"
  }
};

import type { SiteWords } from "./en";

export const zhHant: SiteWords = {
  "nav": {
    "about": "關於",
    "offerings": "服務",
    "hours": "營業時間",
    "faq": "問答",
    "contact": "聯絡"
  },
  "headings": {
    "about": "關於我們",
    "offerings": {
      "menu": "菜單",
      "services": "服務",
      "products": "產品",
      "classes": "課程",
      "portfolio": "作品",
      "pricing": "價格"
    },
    "pricing": "價格",
    "hours": "營業時間",
    "timetable": "課程表",
    "faq": "常見問題",
    "story": "我們的故事",
    "team": "團隊",
    "area": "服務區域",
    "gallery": "相簿",
    "reviews": "顧客評價",
    "contact": "聯絡我們",
    "notes": "須知"
  },
  "buttons": {
    "call": "撥打電話",
    "email": "寄送電子郵件",
    "directions": "查看路線",
    "skip": "跳到主要內容"
  },
  "labels": {
    "phone": "電話",
    "email": "電子郵件",
    "address": "地址",
    "meetingPoint": "集合地點",
    "hours": "營業時間",
    "closed": "公休",
    "social": "追蹤我們",
    "mainNav": "主選單"
  },
  "footer": {
    "rights": "版權所有。"
  },
  "faq": {
    "hours": "營業時間是什麼時候？",
    "location": "你們在哪裡？",
    "area": "服務哪些區域？",
    "prices": "費用是多少？",
    "pricesAnswer": "價格列在本頁。",
    "contact": "怎麼聯絡你們？"
  },
  "actions": {
    "message": "傳送訊息",
    "quickActions": "快速操作",
    "book": "線上預約",
    "shop": "線上購買",
    "signup": "註冊",
    "page": "造訪我們的網站"
  },
  "form": {
    "heading": "留言給我們",
    "intro": "我們會以電子郵件回覆。",
    "name": "您的姓名",
    "email": "您的電子郵件",
    "phone": "電話",
    "optional": "選填",
    "message": "訊息",
    "send": "送出訊息",
    "trap": "請勿填寫此欄",
    "errorTitle": "請檢查您的訊息",
    "errorSummary": "您的訊息尚未送出。請修正以下項目：",
    "thanksTitle": "謝謝，您的訊息已送出",
    "thanksText": "我們已收到您的訊息，會以電子郵件回覆。",
    "back": "返回網站",
    "errors": {
      "nameRequired": "請輸入您的姓名。",
      "nameTooLong": "姓名最多{max}個字元。",
      "emailRequired": "請輸入電子郵件地址，以便我們回覆。",
      "emailInvalid": "請輸入類似 name@example.com 的電子郵件地址。",
      "phoneInvalid": "電話號碼只能包含數字、空格和 + ( ) -。",
      "messageRequired": "請填寫訊息。",
      "messageTooLong": "訊息最多{max}個字元。",
      "tooFast": "送出得太快了。請檢查訊息後再送出一次。",
      "expired": "此表單開啟太久。請重新送出訊息。",
      "tooMany": "您在短時間內送出了多則訊息。請稍候幾分鐘再送出；您的內容保留在下方。",
      "siteBusy": "本網站今天收到大量訊息。請明天再試；您的內容保留在下方。"
    }
  },
  "compose": {
    "inPlace": "{place}的{trade}"
  }
};

import type { SiteWords } from "./en";

export const ko: SiteWords = {
  "nav": {
    "about": "소개",
    "offerings": "제공",
    "hours": "영업시간",
    "faq": "질문",
    "contact": "연락처"
  },
  "headings": {
    "about": "소개",
    "offerings": {
      "menu": "메뉴",
      "services": "서비스",
      "products": "상품",
      "classes": "수업",
      "portfolio": "작업",
      "pricing": "가격"
    },
    "pricing": "가격",
    "hours": "영업시간",
    "timetable": "시간표",
    "faq": "자주 묻는 질문",
    "story": "우리의 이야기",
    "team": "팀",
    "area": "서비스 지역",
    "gallery": "갤러리",
    "reviews": "고객 후기",
    "contact": "연락처",
    "notes": "알아 두세요"
  },
  "buttons": {
    "call": "전화하기",
    "email": "이메일 보내기",
    "directions": "길찾기",
    "skip": "본문으로 건너뛰기"
  },
  "labels": {
    "phone": "전화",
    "email": "이메일",
    "address": "주소",
    "meetingPoint": "만나는 곳",
    "hours": "영업시간",
    "closed": "휴무",
    "social": "팔로우",
    "mainNav": "주 메뉴"
  },
  "footer": {
    "rights": "모든 권리 보유."
  },
  "faq": {
    "hours": "언제 영업하나요?",
    "location": "어디에 있나요?",
    "area": "어느 지역까지 가능한가요?",
    "prices": "비용은 얼마인가요?",
    "pricesAnswer": "가격은 이 페이지에 있습니다.",
    "contact": "어떻게 연락하나요?"
  },
  "actions": {
    "message": "메시지 보내기",
    "quickActions": "바로가기",
    "book": "온라인 예약",
    "shop": "온라인 구매",
    "signup": "가입하기",
    "page": "웹사이트 방문"
  },
  "form": {
    "heading": "메시지 보내기",
    "intro": "이메일로 답장드리겠습니다.",
    "name": "이름",
    "email": "이메일",
    "phone": "전화번호",
    "optional": "선택",
    "message": "메시지",
    "send": "메시지 보내기",
    "trap": "이 칸은 비워 두세요",
    "errorTitle": "메시지를 확인해 주세요",
    "errorSummary": "메시지가 아직 전송되지 않았습니다. 다음을 고쳐 주세요:",
    "thanksTitle": "감사합니다. 메시지가 전송되었습니다",
    "thanksText": "메시지를 받았습니다. 이메일로 답장드리겠습니다.",
    "back": "웹사이트로 돌아가기",
    "errors": {
      "nameRequired": "이름을 입력해 주세요.",
      "nameTooLong": "이름은 최대 {max}자까지 입력할 수 있습니다.",
      "emailRequired": "답장을 받을 이메일 주소를 입력해 주세요.",
      "emailInvalid": "name@example.com 같은 이메일 주소를 입력해 주세요.",
      "phoneInvalid": "전화번호는 숫자, 공백, + ( ) - 만 사용해 주세요.",
      "messageRequired": "메시지를 입력해 주세요.",
      "messageTooLong": "메시지는 최대 {max}자까지 입력할 수 있습니다.",
      "tooFast": "너무 빨리 보내셨습니다. 메시지를 확인하고 다시 보내 주세요.",
      "expired": "양식이 오래 열려 있었습니다. 메시지를 다시 보내 주세요.",
      "tooMany": "짧은 시간에 여러 메시지를 보내셨습니다. 몇 분 후 다시 보내 주세요. 입력한 내용은 아래에 남아 있습니다.",
      "siteBusy": "오늘 이 사이트에 메시지가 많이 왔습니다. 내일 다시 시도해 주세요. 입력한 내용은 아래에 남아 있습니다."
    }
  },
  "compose": {
    "inPlace": "{place} {trade}"
  }
};

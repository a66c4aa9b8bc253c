import type { SiteWords } from "./en";

export const he: SiteWords = {
  "nav": {
    "about": "אודות",
    "offerings": "מה אנחנו מציעים",
    "hours": "שעות",
    "faq": "שאלות",
    "contact": "צור קשר"
  },
  "headings": {
    "about": "עלינו",
    "offerings": {
      "menu": "תפריט",
      "services": "שירותים",
      "products": "מוצרים",
      "classes": "שיעורים",
      "portfolio": "עבודות",
      "pricing": "מחירים"
    },
    "pricing": "מחירים",
    "hours": "שעות פתיחה",
    "timetable": "מערכת שעות",
    "faq": "שאלות נפוצות",
    "story": "הסיפור שלנו",
    "team": "הצוות",
    "area": "אזורי שירות",
    "gallery": "גלריה",
    "reviews": "מה אומרים עלינו",
    "contact": "צור קשר",
    "notes": "כדאי לדעת"
  },
  "buttons": {
    "call": "התקשרו",
    "email": "שלחו לנו מייל",
    "directions": "הוראות הגעה",
    "skip": "דילוג לתוכן הראשי"
  },
  "labels": {
    "phone": "טלפון",
    "email": "דוא״ל",
    "address": "כתובת",
    "meetingPoint": "נקודת מפגש",
    "hours": "שעות",
    "closed": "סגור",
    "social": "עקבו אחרינו",
    "mainNav": "ראשי"
  },
  "footer": {
    "rights": "כל הזכויות שמורות."
  },
  "faq": {
    "hours": "מתי אתם פתוחים?",
    "location": "איפה אתם נמצאים?",
    "area": "באילו אזורים אתם נותנים שירות?",
    "prices": "כמה זה עולה?",
    "pricesAnswer": "המחירים מופיעים בעמוד הזה.",
    "contact": "איך אפשר ליצור קשר?"
  },
  "actions": {
    "message": "שליחת הודעה",
    "quickActions": "פעולות מהירות",
    "book": "הזמנה אונליין",
    "shop": "קנייה אונליין",
    "signup": "הרשמה",
    "page": "לאתר שלנו"
  },
  "form": {
    "heading": "שלחו לנו הודעה",
    "intro": "נחזור אליכם במייל.",
    "name": "השם שלך",
    "email": "כתובת המייל שלך",
    "phone": "טלפון",
    "optional": "לא חובה",
    "message": "הודעה",
    "send": "שליחת ההודעה",
    "trap": "השאירו שדה זה ריק",
    "errorTitle": "נא לבדוק את ההודעה",
    "errorSummary": "ההודעה עדיין לא נשלחה. נא לתקן את הדברים הבאים:",
    "thanksTitle": "תודה, ההודעה נשלחה",
    "thanksText": "קיבלנו את ההודעה ונחזור אליכם במייל.",
    "back": "חזרה לאתר",
    "errors": {
      "nameRequired": "נא להזין שם.",
      "nameTooLong": "השם יכול להכיל עד {max} תווים.",
      "emailRequired": "נא להזין כתובת מייל כדי שנוכל לחזור אליכם.",
      "emailInvalid": "נא להזין כתובת מייל כמו name@example.com.",
      "phoneInvalid": "נא להזין מספר טלפון עם ספרות, רווחים ו־+ ( ) - בלבד.",
      "messageRequired": "נא לכתוב הודעה.",
      "messageTooLong": "ההודעה יכולה להכיל עד {max} תווים.",
      "tooFast": "זה היה מהיר מאוד. נא לבדוק את ההודעה ולשלוח שוב.",
      "expired": "הטופס היה פתוח זמן רב. נא לשלוח את ההודעה שוב.",
      "tooMany": "שלחתם כמה הודעות בזמן קצר. נא להמתין כמה דקות ולשלוח שוב; הטקסט שלכם נשמר למטה.",
      "siteBusy": "האתר קיבל היום הודעות רבות. נא לנסות שוב מחר; הטקסט שלכם נשמר למטה."
    }
  },
  "compose": {
    "inPlace": "{trade} ב{place}"
  }
};

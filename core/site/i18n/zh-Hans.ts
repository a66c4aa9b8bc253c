import type { SiteWords } from "./en";

export const zhHans: SiteWords = {
  "nav": {
    "about": "关于",
    "offerings": "服务",
    "hours": "营业时间",
    "faq": "问答",
    "contact": "联系"
  },
  "headings": {
    "about": "关于我们",
    "offerings": {
      "menu": "菜单",
      "services": "服务",
      "products": "产品",
      "classes": "课程",
      "portfolio": "作品",
      "pricing": "价格"
    },
    "pricing": "价格",
    "hours": "营业时间",
    "timetable": "课程表",
    "faq": "常见问题",
    "story": "我们的故事",
    "team": "团队",
    "area": "服务区域",
    "gallery": "相册",
    "reviews": "顾客评价",
    "contact": "联系我们",
    "notes": "须知"
  },
  "buttons": {
    "call": "拨打电话",
    "email": "发送邮件",
    "directions": "查看路线",
    "skip": "跳到主要内容"
  },
  "labels": {
    "phone": "电话",
    "email": "电子邮件",
    "address": "地址",
    "meetingPoint": "集合地点",
    "hours": "营业时间",
    "closed": "休息",
    "social": "关注我们",
    "mainNav": "主导航"
  },
  "footer": {
    "rights": "保留所有权利。"
  },
  "faq": {
    "hours": "营业时间是什么时候？",
    "location": "你们在哪里？",
    "area": "服务哪些区域？",
    "prices": "费用是多少？",
    "pricesAnswer": "价格列在本页上。",
    "contact": "怎样联系你们？"
  },
  "actions": {
    "message": "发送消息",
    "quickActions": "快捷操作",
    "book": "在线预订",
    "shop": "在线购买",
    "signup": "注册",
    "page": "访问我们的网站"
  },
  "form": {
    "heading": "给我们留言",
    "intro": "我们会通过电子邮件回复。",
    "name": "您的姓名",
    "email": "您的电子邮件",
    "phone": "电话",
    "optional": "选填",
    "message": "留言",
    "send": "发送留言",
    "trap": "请勿填写此栏",
    "errorTitle": "请检查您的留言",
    "errorSummary": "您的留言尚未发送。请更正以下内容：",
    "thanksTitle": "谢谢，您的留言已发送",
    "thanksText": "我们已收到您的留言，会通过电子邮件回复。",
    "back": "返回网站",
    "errors": {
      "nameRequired": "请输入您的姓名。",
      "nameTooLong": "姓名最多{max}个字符。",
      "emailRequired": "请输入电子邮件地址，以便我们回复。",
      "emailInvalid": "请输入类似 name@example.com 的电子邮件地址。",
      "phoneInvalid": "电话号码只能包含数字、空格和 + ( ) -。",
      "messageRequired": "请填写留言。",
      "messageTooLong": "留言最多{max}个字符。",
      "tooFast": "发送得太快了。请检查留言后再次发送。",
      "expired": "此表单打开时间过长。请重新发送留言。",
      "tooMany": "您在短时间内发送了多条留言。请稍等几分钟再发送；您的内容保留在下方。",
      "siteBusy": "本网站今天收到了大量留言。请明天再试；您的内容保留在下方。"
    }
  },
  "compose": {
    "inPlace": "{place}的{trade}"
  }
};

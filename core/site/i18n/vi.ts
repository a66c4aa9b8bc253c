import type { SiteWords } from "./en";

export const vi: SiteWords = {
  "nav": {
    "about": "Giới thiệu",
    "offerings": "Dịch vụ",
    "hours": "Giờ mở cửa",
    "faq": "Hỏi đáp",
    "contact": "Liên hệ"
  },
  "headings": {
    "about": "Về chúng tôi",
    "offerings": {
      "menu": "Thực đơn",
      "services": "Dịch vụ",
      "products": "Sản phẩm",
      "classes": "Lớp học",
      "portfolio": "Công trình",
      "pricing": "Bảng giá"
    },
    "pricing": "Bảng giá",
    "hours": "Giờ mở cửa",
    "timetable": "Lịch học",
    "faq": "Câu hỏi thường gặp",
    "story": "Câu chuyện của chúng tôi",
    "team": "Đội ngũ",
    "area": "Khu vực phục vụ",
    "gallery": "Thư viện ảnh",
    "reviews": "Khách hàng nói gì",
    "contact": "Liên hệ",
    "notes": "Thông tin cần biết"
  },
  "buttons": {
    "call": "Gọi",
    "email": "Gửi email",
    "directions": "Chỉ đường",
    "skip": "Chuyển đến nội dung chính"
  },
  "labels": {
    "phone": "Điện thoại",
    "email": "Email",
    "address": "Địa chỉ",
    "meetingPoint": "Điểm hẹn",
    "hours": "Giờ mở cửa",
    "closed": "Đóng cửa",
    "social": "Theo dõi",
    "mainNav": "Trình đơn chính"
  },
  "footer": {
    "rights": "Bảo lưu mọi quyền."
  },
  "faq": {
    "hours": "Khi nào bạn mở cửa?",
    "location": "Bạn ở đâu?",
    "area": "Bạn phục vụ những khu vực nào?",
    "prices": "Giá bao nhiêu?",
    "pricesAnswer": "Giá được ghi trên trang này.",
    "contact": "Tôi liên hệ bằng cách nào?"
  },
  "actions": {
    "message": "Gửi tin nhắn",
    "quickActions": "Thao tác nhanh",
    "book": "Đặt chỗ trực tuyến",
    "shop": "Mua trực tuyến",
    "signup": "Đăng ký",
    "page": "Xem trang web của chúng tôi"
  },
  "form": {
    "heading": "Gửi tin nhắn cho chúng tôi",
    "intro": "Chúng tôi sẽ trả lời qua email.",
    "name": "Tên của bạn",
    "email": "Email của bạn",
    "phone": "Điện thoại",
    "optional": "không bắt buộc",
    "message": "Tin nhắn",
    "send": "Gửi tin nhắn",
    "trap": "Để trống ô này",
    "errorTitle": "Vui lòng kiểm tra tin nhắn",
    "errorSummary": "Tin nhắn của bạn chưa được gửi. Vui lòng sửa những mục sau:",
    "thanksTitle": "Cảm ơn, tin nhắn của bạn đã được gửi",
    "thanksText": "Chúng tôi đã nhận được tin nhắn và sẽ trả lời qua email.",
    "back": "Quay lại trang web",
    "errors": {
      "nameRequired": "Nhập tên của bạn.",
      "nameTooLong": "Tên có thể dài tối đa {max} ký tự.",
      "emailRequired": "Nhập địa chỉ email để chúng tôi có thể trả lời.",
      "emailInvalid": "Nhập email dạng name@example.com.",
      "phoneInvalid": "Chỉ dùng chữ số, khoảng trắng và + ( ) - cho số điện thoại.",
      "messageRequired": "Viết tin nhắn của bạn.",
      "messageTooLong": "Tin nhắn có thể dài tối đa {max} ký tự.",
      "tooFast": "Bạn gửi quá nhanh. Vui lòng kiểm tra tin nhắn và gửi lại.",
      "expired": "Biểu mẫu này đã mở quá lâu. Vui lòng gửi lại tin nhắn.",
      "tooMany": "Bạn đã gửi nhiều tin nhắn trong thời gian ngắn. Vui lòng chờ vài phút rồi gửi lại; nội dung của bạn vẫn ở bên dưới.",
      "siteBusy": "Hôm nay trang này đã nhận rất nhiều tin nhắn. Vui lòng thử lại vào ngày mai; nội dung của bạn vẫn ở bên dưới."
    }
  },
  "compose": {
    "inPlace": "{trade} tại {place}"
  }
};

/**
 * What owners ask their site to do, as data. A request the product builds becomes a section (or a
 * contact button); one it cannot build is listed back to the owner ("Not built yet: online ordering")
 * and never turned into a card on the page. Labels are English: they are shown to the owner.
 */
export type BuiltRequest = "menu" | "prices" | "hours" | "timetable" | "faq" | "gallery" | "map" | "contact" | "reviews" | "team" | "story" | "area" | "social";

export interface UnbuiltRequest {
  id: string;
  /** Shown to the owner on the dashboard when `hint` is set; otherwise the owner's own words are. */
  label: string;
  re: RegExp;
  /** The owner can supply this later (reviews, photos): say what to add. */
  hint?: boolean;
}

/** Requests the product cannot build yet. Order: most specific first; each matched at most once. */
export const UNBUILT_REQUESTS: readonly UnbuiltRequest[] = [
  {
    id: "delivery-tracking",
    label: "delivery tracking",
    re: /\b(?:track(?:ing)? (?:orders?|deliver(?:y|ies)|parcels?|shipments?)|order tracking|delivery tracking|seguimiento de pedidos|suivi de commande)\b/i,
  },
  {
    id: "ordering",
    label: "online ordering",
    re: /\b(?:online order(?:s|ing)?|order(?:ing)? online|order ahead|pre-?order(?:s|ing)?|takeaway orders|orders? (?:by|via|through|on) whatsapp|whatsapp orders|pedidos? por whatsapp|pedidos? (?:en l[ií]nea|online)|commande en ligne|online bestell\w*|encomendas? online)\b|オンライン注文|ネット注文/i,
  },
  {
    id: "booking",
    label: "online booking",
    re: /\b(?:online (?:booking|bookings|reservations?|appointments?|scheduling)|book(?:ing)? (?:online|a table|tables|appointments?|an appointment|sessions?|classes|a class|lessons?|a demo|demos?|a call|a consultation)|enrol(?:l?ment)? online|online enrol(?:l?ment)|schedule a (?:\w+ )?(?:demo|call)|discovery call|online scheduling|matr[ií]cula (?:online|en l[ií]nea)|inscripci[oó]n (?:online|en l[ií]nea)|inscription en ligne|booking form|reserv(?:e|ations?) (?:online|a table)|(?:table|appointment) (?:booking|reservations?)|booking (?:system|form|calendar|widget)|calendly|reservas? (?:en l[ií]nea|online)|r[ée]servation en ligne|prendre rendez-vous en ligne|online[- ]?termin\w*|agendamento online|marcar (?:consulta|hor[aá]rio) online)\b|予約(?:システム|フォーム)?|オンライン予約/i,
  },
  {
    id: "payments",
    label: "online payments",
    re: /\b(?:(?:take|accept|collect) (?:online )?payments?|pay(?:ments?)? online|online payments?|deposits?|financing|stripe|paypal|pago en l[ií]nea|pagos? online|paiement en ligne|online[- ]?zahlung|pagamento online)\b|オンライン決済/i,
  },
  {
    id: "checkout",
    label: "online shop checkout",
    re: /\b(?:shopping cart|add to cart|checkout|e-?commerce|online (?:shop|store)|sell (?:online|products online)|web ?shop|tienda (?:en l[ií]nea|online)|boutique en ligne|onlineshop|loja online)\b|ネットショップ|オンラインショップ/i,
  },
  {
    id: "accounts",
    label: "customer accounts and login",
    re: /\b(?:free trial|sign-?up form|log ?in|sign ?in|sign ?up|member(?:s|ship)? (?:area|portal|login)|customer (?:accounts?|portal)|client (?:portal|area|login)|user accounts?|patient portal|parent portal|student portal)\b/i,
  },
  {
    id: "contact-form",
    label: "contact form",
    re: /\b(?:contact form|enquiry form|inquiry form|formulario de contacto|formulaire de (?:contact|projet)|kontaktformular|order form|request form|tour request|waitlist form)\b|問い合わせフォーム/i,
  },
  { id: "chat", label: "live chat", re: /\b(?:live chat|chat ?bot|chat widget|whatsapp (?:chat|button|widget)|chat en vivo|chat en direct)\b/i },
  { id: "newsletter", label: "newsletter sign-up", re: /\b(?:newsletter|mailing list|email list|e-?mail sign-?ups?|subscribe form)\b/i },
  { id: "blog", label: "blog", re: /\b(?:blog|news feed|articles section)\b/i },
  {
    id: "quote-form",
    label: "quote request form",
    re: /\b(?:quote (?:request )?form|online quotes?|instant quotes?|quote calculator|cost calculator|price calculator)\b/i,
  },
  { id: "gift-cards", label: "gift cards", re: /\b(?:gift ?cards?|gift vouchers?|e-?gift)\b/i },
  { id: "donations", label: "online donations", re: /\b(?:donate online|online donations?|donation (?:button|form|page)|accept donations)\b/i },
  {
    id: "multilingual",
    label: "a second language version",
    re: /\b(?:bilingual|multi-?lingual|in (?:english and|both) \w+|(?:english|spanish|french|german|portuguese|japanese) (?:and|&) (?:english|spanish|french|german|portuguese|japanese) versions?|language (?:toggle|switcher))\b/i,
  },
  { id: "maps-embed", label: "an embedded map", re: /\b(?:embedded (?:google )?map|map embed|interactive map)\b/i },
  { id: "video", label: "video", re: /\b(?:video (?:background|gallery|tour)|embed(?:ded)? videos?|youtube videos?)\b/i },
  {
    id: "reviews-feed",
    label: "reviews (add the reviews you want to show)",
    hint: true,
    re: /\b(?:reviews?|testimonials?|ratings?|rese[ñn]as|avis clients|bewertungen|avalia[çc][õo]es|depoimentos)\b|口コミ|レビュー/i,
  },
  {
    id: "photos",
    label: "photos (add them in the editor)",
    hint: true,
    re: /\b(?:photos?|gallery|pictures|images|fotos?|galer[ií]a|galerie|galeria|bilder)\b|写真|ギャラリー/i,
  },
];

/** Requests about the site's look or setup, not about the business: no section, nothing to list back. */
export const SITE_META_REQUEST =
  /\b(?:web ?sites?|home ?page|landing page|seo|search engines?|google ranking|mobile[- ]friendly|responsive|fast|modern|clean|minimal|simple|elegant|colou?rs?|fonts?|logo|dark mode|professional|accessible|look(?:s|ing)? (?:good|great|nice))\b/i;

import type { SiteLanguage, WeekDay } from "../intake";
import type { OfferingStyle, SectionKind } from "./schema";

/**
 * Every fixed string a generated site shows, per language. The owner's own text is never translated;
 * a site in another language only shows these strings and what the owner typed.
 */
export interface SiteStrings {
  nav: Record<"about" | "offerings" | "hours" | "faq" | "contact", string>;
  headings: Record<Exclude<SectionKind, "offerings">, string> & { offerings: Record<OfferingStyle | "pricing", string> };
  buttons: { call: string; email: string; directions: string; see: string; skip: string };
  labels: {
    phone: string;
    email: string;
    address: string;
    meetingPoint: string;
    hours: string;
    closed: string;
    social: string;
    since: string;
    mainNav: string;
  };
  footer: { rights: string };
  days: Record<WeekDay, string>;
  faq: {
    hours: string;
    location: string;
    area: string;
    prices: string;
    pricesAnswer: string;
    contact: string;
    contactAnswer: (ways: string[]) => string;
    areaAnswer: (places: string[]) => string;
  };
  list: (items: string[]) => string;
}

const listWith =
  (and: string, sep = ", ") =>
  (items: string[]) =>
    items.length <= 1 ? (items[0] ?? "") : `${items.slice(0, -1).join(sep)} ${and} ${items[items.length - 1]}`;

export const STRINGS: Readonly<Record<SiteLanguage, SiteStrings>> = {
  en: {
    nav: { about: "About", offerings: "Offer", hours: "Hours", faq: "FAQ", contact: "Contact" },
    headings: {
      about: "About us",
      offerings: { menu: "Menu", services: "Services", products: "Products", classes: "Classes", portfolio: "Work", pricing: "Pricing" },
      pricing: "Pricing",
      hours: "Opening hours",
      timetable: "Timetable",
      faq: "Questions",
      story: "Our story",
      team: "Team",
      area: "Areas we serve",
      gallery: "Gallery",
      reviews: "What people say",
      contact: "Contact",
      notes: "Good to know",
    },
    buttons: { call: "Call", email: "Email us", directions: "Get directions", see: "See more", skip: "Skip to main content" },
    labels: {
      phone: "Phone",
      email: "Email",
      address: "Address",
      meetingPoint: "Meeting point",
      hours: "Hours",
      closed: "Closed",
      social: "Follow",
      since: "",
      mainNav: "Main",
    },
    footer: { rights: "All rights reserved." },
    days: { mon: "Monday", tue: "Tuesday", wed: "Wednesday", thu: "Thursday", fri: "Friday", sat: "Saturday", sun: "Sunday" },
    faq: {
      hours: "When are you open?",
      location: "Where are you?",
      area: "Which areas do you serve?",
      prices: "How much does it cost?",
      pricesAnswer: "Prices are listed on this page.",
      contact: "How can I get in touch?",
      contactAnswer: (ways) => `${listWith("or")(ways)}.`,
      areaAnswer: (places) => `${listWith("and")(places)}.`,
    },
    list: listWith("and"),
  },
  es: {
    nav: { about: "Nosotros", offerings: "Oferta", hours: "Horario", faq: "Preguntas", contact: "Contacto" },
    headings: {
      about: "Sobre nosotros",
      offerings: { menu: "Menú", services: "Servicios", products: "Productos", classes: "Clases", portfolio: "Trabajos", pricing: "Precios" },
      pricing: "Precios",
      hours: "Horario",
      timetable: "Horario de clases",
      faq: "Preguntas frecuentes",
      story: "Nuestra historia",
      team: "Equipo",
      area: "Zonas que atendemos",
      gallery: "Galería",
      reviews: "Opiniones",
      contact: "Contacto",
      notes: "Conviene saber",
    },
    buttons: { call: "Llamar", email: "Escríbenos", directions: "Cómo llegar", see: "Ver más", skip: "Saltar al contenido principal" },
    labels: {
      phone: "Teléfono",
      email: "Correo",
      address: "Dirección",
      meetingPoint: "Punto de encuentro",
      hours: "Horario",
      closed: "Cerrado",
      social: "Síguenos",
      since: "",
      mainNav: "Principal",
    },
    footer: { rights: "Todos los derechos reservados." },
    days: { mon: "Lunes", tue: "Martes", wed: "Miércoles", thu: "Jueves", fri: "Viernes", sat: "Sábado", sun: "Domingo" },
    faq: {
      hours: "¿Cuál es el horario?",
      location: "¿Dónde están?",
      area: "¿Qué zonas atienden?",
      prices: "¿Cuánto cuesta?",
      pricesAnswer: "Los precios están en esta página.",
      contact: "¿Cómo puedo contactar?",
      contactAnswer: (ways) => `${listWith("o")(ways)}.`,
      areaAnswer: (places) => `${listWith("y")(places)}.`,
    },
    list: listWith("y"),
  },
  fr: {
    nav: { about: "À propos", offerings: "Offre", hours: "Horaires", faq: "Questions", contact: "Contact" },
    headings: {
      about: "À propos",
      offerings: { menu: "Carte", services: "Services", products: "Produits", classes: "Cours", portfolio: "Réalisations", pricing: "Tarifs" },
      pricing: "Tarifs",
      hours: "Horaires d’ouverture",
      timetable: "Planning",
      faq: "Questions fréquentes",
      story: "Notre histoire",
      team: "Équipe",
      area: "Zones desservies",
      gallery: "Galerie",
      reviews: "Avis",
      contact: "Contact",
      notes: "Bon à savoir",
    },
    buttons: { call: "Appeler", email: "Écrivez-nous", directions: "Itinéraire", see: "Voir plus", skip: "Aller au contenu principal" },
    labels: {
      phone: "Téléphone",
      email: "E-mail",
      address: "Adresse",
      meetingPoint: "Point de rendez-vous",
      hours: "Horaires",
      closed: "Fermé",
      social: "Suivez-nous",
      since: "",
      mainNav: "Principale",
    },
    footer: { rights: "Tous droits réservés." },
    days: { mon: "Lundi", tue: "Mardi", wed: "Mercredi", thu: "Jeudi", fri: "Vendredi", sat: "Samedi", sun: "Dimanche" },
    faq: {
      hours: "Quels sont vos horaires ?",
      location: "Où êtes-vous ?",
      area: "Quelles zones desservez-vous ?",
      prices: "Combien ça coûte ?",
      pricesAnswer: "Les tarifs figurent sur cette page.",
      contact: "Comment vous contacter ?",
      contactAnswer: (ways) => `${listWith("ou")(ways)}.`,
      areaAnswer: (places) => `${listWith("et")(places)}.`,
    },
    list: listWith("et"),
  },
  de: {
    nav: { about: "Über uns", offerings: "Angebot", hours: "Öffnungszeiten", faq: "Fragen", contact: "Kontakt" },
    headings: {
      about: "Über uns",
      offerings: { menu: "Speisekarte", services: "Leistungen", products: "Produkte", classes: "Kurse", portfolio: "Arbeiten", pricing: "Preise" },
      pricing: "Preise",
      hours: "Öffnungszeiten",
      timetable: "Stundenplan",
      faq: "Häufige Fragen",
      story: "Unsere Geschichte",
      team: "Team",
      area: "Einzugsgebiet",
      gallery: "Galerie",
      reviews: "Stimmen",
      contact: "Kontakt",
      notes: "Gut zu wissen",
    },
    buttons: { call: "Anrufen", email: "E-Mail schreiben", directions: "Route planen", see: "Mehr sehen", skip: "Zum Hauptinhalt springen" },
    labels: {
      phone: "Telefon",
      email: "E-Mail",
      address: "Adresse",
      meetingPoint: "Treffpunkt",
      hours: "Öffnungszeiten",
      closed: "Geschlossen",
      social: "Folgen",
      since: "",
      mainNav: "Hauptmenü",
    },
    footer: { rights: "Alle Rechte vorbehalten." },
    days: { mon: "Montag", tue: "Dienstag", wed: "Mittwoch", thu: "Donnerstag", fri: "Freitag", sat: "Samstag", sun: "Sonntag" },
    faq: {
      hours: "Wann haben Sie geöffnet?",
      location: "Wo finde ich Sie?",
      area: "Welche Orte bedienen Sie?",
      prices: "Was kostet es?",
      pricesAnswer: "Die Preise stehen auf dieser Seite.",
      contact: "Wie erreiche ich Sie?",
      contactAnswer: (ways) => `${listWith("oder")(ways)}.`,
      areaAnswer: (places) => `${listWith("und")(places)}.`,
    },
    list: listWith("und"),
  },
  pt: {
    nav: { about: "Sobre", offerings: "Oferta", hours: "Horário", faq: "Perguntas", contact: "Contato" },
    headings: {
      about: "Sobre nós",
      offerings: { menu: "Cardápio", services: "Serviços", products: "Produtos", classes: "Aulas", portfolio: "Trabalhos", pricing: "Preços" },
      pricing: "Preços",
      hours: "Horário de funcionamento",
      timetable: "Horário das aulas",
      faq: "Perguntas frequentes",
      story: "Nossa história",
      team: "Equipe",
      area: "Regiões atendidas",
      gallery: "Galeria",
      reviews: "Depoimentos",
      contact: "Contato",
      notes: "Bom saber",
    },
    buttons: { call: "Ligar", email: "Enviar e-mail", directions: "Como chegar", see: "Ver mais", skip: "Ir para o conteúdo principal" },
    labels: {
      phone: "Telefone",
      email: "E-mail",
      address: "Endereço",
      meetingPoint: "Ponto de encontro",
      hours: "Horário",
      closed: "Fechado",
      social: "Siga",
      since: "",
      mainNav: "Principal",
    },
    footer: { rights: "Todos os direitos reservados." },
    days: { mon: "Segunda", tue: "Terça", wed: "Quarta", thu: "Quinta", fri: "Sexta", sat: "Sábado", sun: "Domingo" },
    faq: {
      hours: "Qual é o horário?",
      location: "Onde vocês ficam?",
      area: "Quais regiões vocês atendem?",
      prices: "Quanto custa?",
      pricesAnswer: "Os preços estão nesta página.",
      contact: "Como entro em contato?",
      contactAnswer: (ways) => `${listWith("ou")(ways)}.`,
      areaAnswer: (places) => `${listWith("e")(places)}.`,
    },
    list: listWith("e"),
  },
  ja: {
    nav: { about: "紹介", offerings: "メニュー", hours: "営業時間", faq: "よくある質問", contact: "お問い合わせ" },
    headings: {
      about: "私たちについて",
      offerings: { menu: "メニュー", services: "サービス", products: "商品", classes: "クラス", portfolio: "実績", pricing: "料金" },
      pricing: "料金",
      hours: "営業時間",
      timetable: "スケジュール",
      faq: "よくある質問",
      story: "私たちの歩み",
      team: "スタッフ",
      area: "対応エリア",
      gallery: "ギャラリー",
      reviews: "お客様の声",
      contact: "お問い合わせ",
      notes: "ご案内",
    },
    buttons: { call: "電話する", email: "メールする", directions: "地図を見る", see: "もっと見る", skip: "本文へ移動" },
    labels: {
      phone: "電話",
      email: "メール",
      address: "住所",
      meetingPoint: "集合場所",
      hours: "営業時間",
      closed: "定休日",
      social: "SNS",
      since: "",
      mainNav: "メイン",
    },
    footer: { rights: "無断転載を禁じます。" },
    days: { mon: "月曜日", tue: "火曜日", wed: "水曜日", thu: "木曜日", fri: "金曜日", sat: "土曜日", sun: "日曜日" },
    faq: {
      hours: "営業時間を教えてください。",
      location: "場所はどこですか？",
      area: "対応エリアはどこですか？",
      prices: "料金はいくらですか？",
      pricesAnswer: "料金はこのページに掲載しています。",
      contact: "問い合わせ方法を教えてください。",
      contactAnswer: (ways) => `${ways.join("、")}`,
      areaAnswer: (places) => `${places.join("、")}`,
    },
    list: (items) => items.join("、"),
  },
};

export function stringsFor(language: SiteLanguage): SiteStrings {
  return STRINGS[language] ?? STRINGS.en;
}

/**
 * Phrase banks of the embedded writer, as data: per language, the few words it composes with the
 * owner's own (their name, place and offerings). A site language without a bank here gets no generic
 * copy at all (`trade` is null): the page then says only what the owner typed, never English. A phrase may say what kind of business this is;
 * it never states quality, quantity, time, price, policy, guarantee or comparison. Reviewed per
 * language like the fixed strings of i18n.ts; tests/unit/generator/phrases.test.ts runs the
 * claim lexicons over every phrase.
 *
 * `trade[sector]`: what a business of the family does, as a noun phrase ("Food and drink").
 * `inPlace(trade, place)`: the composed line ("Food and drink in Lisbon"), from the language's table.
 */
import { stringsFor } from "./i18n";
import { endsSentence } from "./sentence-end";

export const PHRASE_LANGUAGES = ["en", "es", "fr", "de", "pt", "ja", "it", "nl", "pl", "sv"] as const;
export type PhraseLanguage = (typeof PHRASE_LANGUAGES)[number];

export const SECTORS = [
  "trades",
  "home",
  "food",
  "health",
  "beauty",
  "pets",
  "education",
  "arts",
  "retail",
  "tech",
  "professional",
  "nonprofit",
  "events",
  "hospitality",
  "fitness",
  "automotive",
] as const;
export type PhraseSector = (typeof SECTORS)[number];

export interface PhraseBank {
  /** What a business of each family does; null for a language without a bank (no generic copy). */
  trade: Record<PhraseSector, string> | null;
  inPlace: (trade: string, place: string) => string;
  actions: { message: string; quickActions: string };
  /** FAQ answer from priced offerings: "Margherita: $18; Diavola: $21." */
  priceList: (items: Array<{ name: string; price: string }>) => string;
}

/** How a language separates the items of a list (prices, opening hours) and a label from its value. */
export function listPunctuation(language: string): { sep: string; colon: string } {
  if (language === "ja" || language.startsWith("zh")) return { sep: "、", colon: "：" };
  if (language === "fr") return { sep: " ; ", colon: " : " };
  if (language === "ar" || language === "fa" || language === "ur") return { sep: "؛ ", colon: ": " };
  return { sep: "; ", colon: ": " };
}

/** "Margherita: $18; Diavola: $21." (no second stop when the last price ends with its own, "18 € p.p."). */
function priceList(language: string, items: Array<{ name: string; price: string }>): string {
  const { sep, colon } = listPunctuation(language);
  const text = items.map((i) => `${i.name}${colon}${i.price}`).join(sep);
  if (endsSentence(text) || language === "th") return text;
  if (language === "ur") return `${text}۔`;
  const stop = language === "ja" || language.startsWith("zh") ? "。" : language === "hi" || language === "bn" ? "।" : ".";
  return text + stop;
}

export const PHRASES: Record<PhraseLanguage, { trade: Record<PhraseSector, string> }> = {
  en: {
    trade: {
      trades: "Building and repairs",
      home: "Home and garden services",
      food: "Food and drink",
      health: "Health care",
      beauty: "Beauty and care",
      pets: "Care for pets",
      education: "Lessons and classes",
      arts: "Creative work",
      retail: "A shop",
      tech: "Technology",
      professional: "Professional services",
      nonprofit: "A community organisation",
      events: "Events",
      hospitality: "A place to stay",
      fitness: "Sport and fitness",
      automotive: "Cars and bikes",
    },
  },
  es: {
    trade: {
      trades: "Obras y reparaciones",
      home: "Servicios para el hogar y el jardín",
      food: "Comida y bebida",
      health: "Salud",
      beauty: "Belleza y cuidado",
      pets: "Cuidado de mascotas",
      education: "Clases",
      arts: "Trabajo creativo",
      retail: "Una tienda",
      tech: "Tecnología",
      professional: "Servicios profesionales",
      nonprofit: "Una organización comunitaria",
      events: "Eventos",
      hospitality: "Alojamiento",
      fitness: "Deporte",
      automotive: "Coches y bicicletas",
    },
  },
  fr: {
    trade: {
      trades: "Travaux et dépannage",
      home: "Services pour la maison et le jardin",
      food: "Cuisine et boissons",
      health: "Santé",
      beauty: "Beauté et soins",
      pets: "Soins des animaux",
      education: "Cours",
      arts: "Création",
      retail: "Une boutique",
      tech: "Numérique",
      professional: "Conseil et accompagnement",
      nonprofit: "Une association",
      events: "Événements",
      hospitality: "Hébergement",
      fitness: "Sport",
      automotive: "Autos et vélos",
    },
  },
  de: {
    trade: {
      trades: "Handwerk und Reparaturen",
      home: "Rund um Haus und Garten",
      food: "Essen und Trinken",
      health: "Gesundheit",
      beauty: "Schönheit und Pflege",
      pets: "Für Haustiere",
      education: "Unterricht und Kurse",
      arts: "Kreative Arbeit",
      retail: "Ein Laden",
      tech: "Technik und IT",
      professional: "Beratung und Dienstleistungen",
      nonprofit: "Ein Verein",
      events: "Veranstaltungen",
      hospitality: "Unterkunft",
      fitness: "Sport und Fitness",
      automotive: "Auto und Fahrrad",
    },
  },
  pt: {
    trade: {
      trades: "Obras e reparações",
      home: "Serviços para casa e jardim",
      food: "Comida e bebida",
      health: "Saúde",
      beauty: "Beleza e cuidados",
      pets: "Cuidados para animais",
      education: "Aulas e cursos",
      arts: "Trabalho criativo",
      retail: "Uma loja",
      tech: "Tecnologia",
      professional: "Serviços profissionais",
      nonprofit: "Uma associação",
      events: "Eventos",
      hospitality: "Alojamento",
      fitness: "Desporto",
      automotive: "Carros e bicicletas",
    },
  },
  ja: {
    trade: {
      trades: "工事・修理",
      home: "住まいと庭のサービス",
      food: "食事とお飲み物",
      health: "医療・健康",
      beauty: "美容",
      pets: "ペットのケア",
      education: "教室・レッスン",
      arts: "制作",
      retail: "お店",
      tech: "IT・テクノロジー",
      professional: "専門サービス",
      nonprofit: "地域の団体",
      events: "イベント",
      hospitality: "宿泊",
      fitness: "スポーツ・フィットネス",
      automotive: "車・自転車",
    },
  },
  it: {
    trade: {
      trades: "Lavori e riparazioni",
      home: "Servizi per casa e giardino",
      food: "Cibo e bevande",
      health: "Salute",
      beauty: "Bellezza e cura",
      pets: "Cura degli animali",
      education: "Lezioni e corsi",
      arts: "Lavoro creativo",
      retail: "Un negozio",
      tech: "Tecnologia",
      professional: "Servizi professionali",
      nonprofit: "Un'associazione",
      events: "Eventi",
      hospitality: "Alloggio",
      fitness: "Sport",
      automotive: "Auto e bici",
    },
  },
  nl: {
    trade: {
      trades: "Bouw en reparatie",
      home: "Diensten voor huis en tuin",
      food: "Eten en drinken",
      health: "Zorg",
      beauty: "Schoonheid en verzorging",
      pets: "Zorg voor huisdieren",
      education: "Lessen en cursussen",
      arts: "Creatief werk",
      retail: "Een winkel",
      tech: "Technologie",
      professional: "Zakelijke diensten",
      nonprofit: "Een vereniging",
      events: "Evenementen",
      hospitality: "Overnachten",
      fitness: "Sport",
      automotive: "Auto's en fietsen",
    },
  },
  pl: {
    trade: {
      trades: "Budowa i naprawy",
      home: "Usługi dla domu i ogrodu",
      food: "Jedzenie i napoje",
      health: "Zdrowie",
      beauty: "Uroda i pielęgnacja",
      pets: "Opieka nad zwierzętami",
      education: "Lekcje i kursy",
      arts: "Praca twórcza",
      retail: "Sklep",
      tech: "Technologia",
      professional: "Usługi profesjonalne",
      nonprofit: "Stowarzyszenie",
      events: "Wydarzenia",
      hospitality: "Noclegi",
      fitness: "Sport",
      automotive: "Samochody i rowery",
    },
  },
  sv: {
    trade: {
      trades: "Bygg och reparationer",
      home: "Tjänster för hem och trädgård",
      food: "Mat och dryck",
      health: "Vård",
      beauty: "Skönhet och vård",
      pets: "Djurvård",
      education: "Lektioner och kurser",
      arts: "Kreativt arbete",
      retail: "En butik",
      tech: "Teknik",
      professional: "Professionella tjänster",
      nonprofit: "En förening",
      events: "Evenemang",
      hospitality: "Boende",
      fitness: "Sport och träning",
      automotive: "Bilar och cyklar",
    },
  },
};

export function phrasesFor(language: string): PhraseBank {
  const t = stringsFor(language);
  return {
    trade: (PHRASES as Record<string, { trade: Record<PhraseSector, string> }>)[language]?.trade ?? null,
    inPlace: t.inPlace,
    actions: { message: t.actions.message, quickActions: t.actions.quickActions },
    priceList: (items) => priceList(language, items),
  };
}

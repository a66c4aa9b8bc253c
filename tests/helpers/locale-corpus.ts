/**
 * The generated-by-locale corpus: short briefs for 34 locales whose facts are known by construction,
 * so they are data the parsers were not written for. Phones are libphonenumber-js's example mobile
 * numbers (national and international forms), prices come from Intl.NumberFormat (with and without a
 * unit), hours from Intl.DateTimeFormat (12- and 24-hour forms, the locale's own day names), addresses
 * are written in each country's usual order. Each locale gets four briefs: label lines, sentences,
 * a bulleted list, and a contact block (the name above the address, the address on two lines where the
 * country writes the postcode and town below, two phones after one label). Every brief also holds numbers that are not facts (a year, a group size, a
 * duration) so a parser that grabs any number is caught.
 */
import examples from "libphonenumber-js/examples.mobile.json";
import { type CountryCode, parsePhoneNumber } from "libphonenumber-js/max";
import type { WeekDay } from "../../core/intake";

export interface ExpectedHours {
  days: WeekDay[];
  time: string;
}

export interface LocaleBrief {
  id: string;
  locale: string;
  country: CountryCode;
  /** The language of the brief (BCP 47 primary subtag). */
  language: string;
  form: "labels" | "sentences" | "list" | "block";
  name: string;
  description: string;
  requirements: string;
  expect: {
    phones: string[];
    addresses: string[];
    hours: ExpectedHours[];
    prices: string[];
    /** Numbers in the brief that are no fact of any kind. */
    notFacts: string[];
  };
}

interface Phrases {
  phone: string;
  address: string;
  hours: string;
  prices: string;
  intro: string;
  at: string;
  call: string;
  open: string;
  cost: string;
  items: [string, string];
  perMonth: string;
  perHour: string;
  name: string;
  closing: string;
}

const P: Record<string, Phrases> = {
  en: {
    phone: "Phone",
    address: "Address",
    hours: "Hours",
    prices: "Prices",
    intro: "Small family business since 2009. Groups of up to 8 people, sessions last 60 minutes.",
    at: "You will find us at {a}.",
    call: "Call us on {p}.",
    open: "We are open {d1} {t1} and {d2} {t2}.",
    cost: "{i1} costs {p1} and the {i2} is {p2}.",
    items: ["Consultation", "Monthly plan"],
    perMonth: "per month",
    perHour: "per hour",
    name: "Harbour Studio",
    closing: "Thanks for reading!",
  },
  es: {
    phone: "Teléfono",
    address: "Dirección",
    hours: "Horario",
    prices: "Precios",
    intro: "Pequeño negocio familiar desde 2009. Grupos de hasta 8 personas, las sesiones duran 60 minutos.",
    at: "Estamos en {a}.",
    call: "Llámanos al {p}.",
    open: "Abrimos {d1} {t1} y {d2} {t2}.",
    cost: "La {i1} cuesta {p1} y el {i2} {p2}.",
    items: ["Consulta", "Plan mensual"],
    perMonth: "al mes",
    perHour: "por hora",
    name: "Estudio Mar",
    closing: "¡Gracias!",
  },
  fr: {
    phone: "Téléphone",
    address: "Adresse",
    hours: "Horaires",
    prices: "Tarifs",
    intro: "Petite entreprise familiale depuis 2009. Groupes jusqu'à 8 personnes, les séances durent 60 minutes.",
    at: "Vous nous trouverez au {a}.",
    call: "Appelez-nous au {p}.",
    open: "Ouvert {d1} {t1} et {d2} {t2}.",
    cost: "La {i1} coûte {p1} et le {i2} {p2}.",
    items: ["Consultation", "Forfait mensuel"],
    perMonth: "par mois",
    perHour: "de l'heure",
    name: "Atelier du Port",
    closing: "Merci !",
  },
  de: {
    phone: "Telefon",
    address: "Adresse",
    hours: "Öffnungszeiten",
    prices: "Preise",
    intro: "Kleiner Familienbetrieb seit 2009. Gruppen bis 8 Personen, eine Sitzung dauert 60 Minuten.",
    at: "Sie finden uns hier: {a}.",
    call: "Rufen Sie uns an: {p}.",
    open: "Geöffnet {d1} {t1} und {d2} {t2}.",
    cost: "Die {i1} kostet {p1}, das {i2} {p2}.",
    items: ["Beratung", "Monatsabo"],
    perMonth: "pro Monat",
    perHour: "pro Stunde",
    name: "Studio am Hafen",
    closing: "Danke!",
  },
  pt: {
    phone: "Telefone",
    address: "Endereço",
    hours: "Horário",
    prices: "Preços",
    intro: "Pequeno negócio familiar desde 2009. Grupos de até 8 pessoas, as sessões duram 60 minutos.",
    at: "Estamos na {a}.",
    call: "Ligue para {p}.",
    open: "Abrimos {d1} {t1} e {d2} {t2}.",
    cost: "A {i1} custa {p1} e o {i2} {p2}.",
    items: ["Consulta", "Plano mensal"],
    perMonth: "por mês",
    perHour: "por hora",
    name: "Estúdio do Porto",
    closing: "Obrigado!",
  },
  ja: {
    phone: "電話",
    address: "住所",
    hours: "営業時間",
    prices: "料金",
    intro: "2009年からの小さな家族経営の店です。1グループ最大8名、1回60分です。",
    at: "場所は{a}です。",
    call: "お電話は{p}まで。",
    open: "営業時間は{d1} {t1}、{d2} {t2}です。",
    cost: "{i1}は{p1}、{i2}は{p2}です。",
    items: ["相談", "月額プラン"],
    perMonth: "/月",
    perHour: "/時間",
    name: "港スタジオ",
    closing: "よろしくお願いします。",
  },
  it: {
    phone: "Telefono",
    address: "Indirizzo",
    hours: "Orari",
    prices: "Prezzi",
    intro: "Piccola attività di famiglia dal 2009. Gruppi fino a 8 persone, le sedute durano 60 minuti.",
    at: "Ci trovate in {a}.",
    call: "Chiamateci al {p}.",
    open: "Siamo aperti {d1} {t1} e {d2} {t2}.",
    cost: "La {i1} costa {p1} e l'{i2} {p2}.",
    items: ["Consulenza", "Abbonamento mensile"],
    perMonth: "al mese",
    perHour: "all'ora",
    name: "Studio del Porto",
    closing: "Grazie!",
  },
  nl: {
    phone: "Telefoon",
    address: "Adres",
    hours: "Openingstijden",
    prices: "Prijzen",
    intro: "Klein familiebedrijf sinds 2009. Groepen tot 8 personen, een sessie duurt 60 minuten.",
    at: "U vindt ons op {a}.",
    call: "Bel ons op {p}.",
    open: "Wij zijn open {d1} {t1} en {d2} {t2}.",
    cost: "Een {i1} kost {p1} en een {i2} {p2}.",
    items: ["Consult", "Maandabonnement"],
    perMonth: "per maand",
    perHour: "per uur",
    name: "Studio aan de Haven",
    closing: "Bedankt!",
  },
  pl: {
    phone: "Telefon",
    address: "Adres",
    hours: "Godziny otwarcia",
    prices: "Cennik",
    intro: "Mała rodzinna firma od 2009 roku. Grupy do 8 osób, sesja trwa 60 minut.",
    at: "Znajdziesz nas pod adresem {a}.",
    call: "Zadzwoń: {p}.",
    open: "Otwarte {d1} {t1} oraz {d2} {t2}.",
    cost: "{i1} kosztuje {p1}, a {i2} {p2}.",
    items: ["Konsultacja", "Abonament miesięczny"],
    perMonth: "miesięcznie",
    perHour: "za godzinę",
    name: "Studio Port",
    closing: "Dziękujemy!",
  },
  sv: {
    phone: "Telefon",
    address: "Adress",
    hours: "Öppettider",
    prices: "Priser",
    intro: "Litet familjeföretag sedan 2009. Grupper på upp till 8 personer, ett pass tar 60 minuter.",
    at: "Du hittar oss på {a}.",
    call: "Ring oss på {p}.",
    open: "Vi har öppet {d1} {t1} och {d2} {t2}.",
    cost: "En {i1} kostar {p1} och ett {i2} {p2}.",
    items: ["Konsultation", "Månadskort"],
    perMonth: "per månad",
    perHour: "per timme",
    name: "Hamnstudion",
    closing: "Tack!",
  },
  da: {
    phone: "Telefon",
    address: "Adresse",
    hours: "Åbningstider",
    prices: "Priser",
    intro: "Lille familievirksomhed siden 2009. Hold på op til 8 personer, en session varer 60 minutter.",
    at: "Du finder os på {a}.",
    call: "Ring til os på {p}.",
    open: "Vi har åbent {d1} {t1} og {d2} {t2}.",
    cost: "En {i1} koster {p1} og et {i2} {p2}.",
    items: ["Konsultation", "Månedsabonnement"],
    perMonth: "om måneden",
    perHour: "i timen",
    name: "Havnestudiet",
    closing: "Tak!",
  },
  nb: {
    phone: "Telefon",
    address: "Adresse",
    hours: "Åpningstider",
    prices: "Priser",
    intro: "Lite familiebedrift siden 2009. Grupper på opptil 8 personer, en økt varer 60 minutter.",
    at: "Du finner oss i {a}.",
    call: "Ring oss på {p}.",
    open: "Vi har åpent {d1} {t1} og {d2} {t2}.",
    cost: "En {i1} koster {p1} og et {i2} {p2}.",
    items: ["Konsultasjon", "Månedsabonnement"],
    perMonth: "per måned",
    perHour: "per time",
    name: "Havnestudio",
    closing: "Takk!",
  },
  fi: {
    phone: "Puhelin",
    address: "Osoite",
    hours: "Aukioloajat",
    prices: "Hinnat",
    intro: "Pieni perheyritys vuodesta 2009. Ryhmät enintään 8 henkeä, käynti kestää 60 minuuttia.",
    at: "Löydät meidät osoitteesta {a}.",
    call: "Soita meille {p}.",
    open: "Olemme auki {d1} {t1} ja {d2} {t2}.",
    cost: "{i1} maksaa {p1} ja {i2} {p2}.",
    items: ["Konsultaatio", "Kuukausijäsenyys"],
    perMonth: "kuukaudessa",
    perHour: "tunnilta",
    name: "Satamastudio",
    closing: "Kiitos!",
  },
  cs: {
    phone: "Telefon",
    address: "Adresa",
    hours: "Otevírací doba",
    prices: "Ceník",
    intro: "Malá rodinná firma od roku 2009. Skupiny do 8 osob, sezení trvá 60 minut.",
    at: "Najdete nás na adrese {a}.",
    call: "Zavolejte nám na {p}.",
    open: "Otevřeno {d1} {t1} a {d2} {t2}.",
    cost: "{i1} stojí {p1} a {i2} {p2}.",
    items: ["Konzultace", "Měsíční předplatné"],
    perMonth: "měsíčně",
    perHour: "za hodinu",
    name: "Studio v Přístavu",
    closing: "Děkujeme!",
  },
  tr: {
    phone: "Telefon",
    address: "Adres",
    hours: "Çalışma saatleri",
    prices: "Fiyatlar",
    intro: "2009'dan beri küçük bir aile işletmesiyiz. Gruplar en fazla 8 kişi, seanslar 60 dakika sürer.",
    at: "Adresimiz: {a}.",
    call: "Bizi {p} numarasından arayın.",
    open: "{d1} {t1}, {d2} {t2} açığız.",
    cost: "{i1} {p1}, {i2} ise {p2}.",
    items: ["Danışmanlık", "Aylık üyelik"],
    perMonth: "/ay",
    perHour: "/saat",
    name: "Liman Stüdyo",
    closing: "Teşekkürler!",
  },
};

interface LocaleSpec {
  locale: string;
  country: CountryCode;
  currency: string;
  address: string;
  /** Which amount gets a unit, and which: month or hour. */
  unit: "perMonth" | "perHour";
}

/** Addresses in each country's usual order (street and number, postcode and town). */
export const LOCALES: readonly LocaleSpec[] = [
  { locale: "en-US", country: "US", currency: "USD", address: "1200 Pine St SE, Olympia, WA 98501", unit: "perHour" },
  { locale: "en-GB", country: "GB", currency: "GBP", address: "14 Kirkstall Road, Leeds LS4 2AB", unit: "perMonth" },
  { locale: "en-AU", country: "AU", currency: "AUD", address: "22 George Street, Sydney NSW 2000", unit: "perHour" },
  { locale: "en-CA", country: "CA", currency: "CAD", address: "455 Granville Street, Vancouver, BC V6C 1T2", unit: "perMonth" },
  { locale: "en-IE", country: "IE", currency: "EUR", address: "12 Grafton Street, Dublin 2", unit: "perHour" },
  { locale: "en-NZ", country: "NZ", currency: "NZD", address: "88 Cuba Street, Wellington 6011", unit: "perMonth" },
  { locale: "en-IN", country: "IN", currency: "INR", address: "14 MG Road, Bengaluru 560001", unit: "perMonth" },
  { locale: "en-ZA", country: "ZA", currency: "ZAR", address: "45 Long Street, Cape Town 8001", unit: "perHour" },
  { locale: "en-SG", country: "SG", currency: "SGD", address: "10 Anson Road, Singapore 079903", unit: "perMonth" },
  { locale: "es-ES", country: "ES", currency: "EUR", address: "Carrer de Mallorca 120, 08036 Barcelona", unit: "perMonth" },
  { locale: "es-MX", country: "MX", currency: "MXN", address: "Calle Durango 214, 06700 Ciudad de México", unit: "perHour" },
  { locale: "es-AR", country: "AR", currency: "ARS", address: "Avenida Corrientes 1234, C1043 Buenos Aires", unit: "perMonth" },
  { locale: "es-CL", country: "CL", currency: "CLP", address: "Avenida Providencia 1650, Santiago", unit: "perHour" },
  { locale: "es-CO", country: "CO", currency: "COP", address: "Carrera 7 # 71-21, Bogotá", unit: "perMonth" },
  { locale: "fr-FR", country: "FR", currency: "EUR", address: "12 rue de la Paix, 75002 Paris", unit: "perHour" },
  { locale: "fr-BE", country: "BE", currency: "EUR", address: "Rue Neuve 45, 1000 Bruxelles", unit: "perMonth" },
  { locale: "fr-CA", country: "CA", currency: "CAD", address: "1234 rue Saint-Denis, Montréal, QC H2X 3K8", unit: "perHour" },
  { locale: "fr-CH", country: "CH", currency: "CHF", address: "Rue du Rhône 48, 1204 Genève", unit: "perMonth" },
  { locale: "de-DE", country: "DE", currency: "EUR", address: "Hauptstraße 5, 10115 Berlin", unit: "perHour" },
  { locale: "de-AT", country: "AT", currency: "EUR", address: "Mariahilfer Straße 77, 1060 Wien", unit: "perMonth" },
  { locale: "de-CH", country: "CH", currency: "CHF", address: "Bahnhofstrasse 21, 8001 Zürich", unit: "perHour" },
  { locale: "pt-BR", country: "BR", currency: "BRL", address: "Rua Augusta, 1200, São Paulo - SP", unit: "perMonth" },
  { locale: "pt-PT", country: "PT", currency: "EUR", address: "Rua Augusta 120, 1100-053 Lisboa", unit: "perHour" },
  { locale: "ja-JP", country: "JP", currency: "JPY", address: "〒150-0001 東京都渋谷区神宮前1-2-3", unit: "perMonth" },
  { locale: "it-IT", country: "IT", currency: "EUR", address: "Via Roma 12, 00184 Roma", unit: "perHour" },
  { locale: "nl-NL", country: "NL", currency: "EUR", address: "Prinsengracht 263, 1016 GV Amsterdam", unit: "perMonth" },
  { locale: "nl-BE", country: "BE", currency: "EUR", address: "Meir 50, 2000 Antwerpen", unit: "perHour" },
  { locale: "pl-PL", country: "PL", currency: "PLN", address: "ul. Marszałkowska 10, 00-590 Warszawa", unit: "perMonth" },
  { locale: "sv-SE", country: "SE", currency: "SEK", address: "Drottninggatan 45, 111 21 Stockholm", unit: "perHour" },
  { locale: "da-DK", country: "DK", currency: "DKK", address: "Vesterbrogade 12, 1620 København V", unit: "perMonth" },
  { locale: "nb-NO", country: "NO", currency: "NOK", address: "Karl Johans gate 22, 0159 Oslo", unit: "perHour" },
  { locale: "fi-FI", country: "FI", currency: "EUR", address: "Mannerheimintie 10, 00100 Helsinki", unit: "perMonth" },
  { locale: "cs-CZ", country: "CZ", currency: "CZK", address: "Vodičkova 12, 110 00 Praha 1", unit: "perHour" },
  { locale: "tr-TR", country: "TR", currency: "TRY", address: "İstiklal Caddesi No: 45, 34433 İstanbul", unit: "perMonth" },
];

/** What an owner types: plain spaces where Intl puts no-break ones. */
const plain = (s: string) => s.replace(/[\u00a0\u202f]/g, " ");

function dayName(locale: string, day: number, width: "short" | "long"): string {
  // 2024-01-01 was a Monday.
  return plain(new Intl.DateTimeFormat(locale, { weekday: width, timeZone: "UTC" }).format(new Date(Date.UTC(2024, 0, day))));
}

function time(locale: string, h: number, m: number, hour12: boolean | undefined): string {
  const opts: Intl.DateTimeFormatOptions = { hour: "numeric", minute: "2-digit", timeZone: "UTC" };
  if (hour12 !== undefined) opts.hour12 = hour12;
  return plain(new Intl.DateTimeFormat(locale, opts).format(new Date(Date.UTC(2024, 0, 1, h, m))));
}

function money(locale: string, currency: string, amount: number, display: "symbol" | "code" = "symbol"): string {
  return plain(new Intl.NumberFormat(locale, { style: "currency", currency, currencyDisplay: display }).format(amount));
}

const FORMS = ["labels", "sentences", "list", "block"] as const;

/** A second valid number of the country for the same list ("A / B"): the example with its last digits changed until libphonenumber validates it. */
function secondNumber(example: string, country: CountryCode): string | null {
  for (let k = 1; k < 30; k++) {
    const digits = String((Number(example.slice(-2)) + k * 7) % 100).padStart(2, "0");
    const candidate = parsePhoneNumber(`${example.slice(0, -2)}${digits}`, country);
    if (candidate.isValid() && candidate.number !== parsePhoneNumber(example, country).number) return plain(candidate.formatNational());
  }
  return null;
}

/** "Hauptstraße 5, 10115 Berlin" as two lines when the part after the first comma starts with a postcode. */
function twoLines(address: string): [string, string] | null {
  const at = address.indexOf(", ");
  if (at < 0) return null;
  const town = address.slice(at + 2);
  return /^(?:\d{3,5}|\d{2}-\d{3}|\d{4}-\d{3}|\d{3} \d{2}|[A-Z]\d{4})\s/.test(town) && !town.includes(",") ? [address.slice(0, at), town] : null;
}

export function buildLocaleCorpus(): LocaleBrief[] {
  const out: LocaleBrief[] = [];
  for (const spec of LOCALES) {
    const language = spec.locale.split("-")[0] as string;
    const p = P[language] as Phrases;
    const example = (examples as Record<string, string>)[spec.country] as string;
    const number = parsePhoneNumber(example, spec.country);
    FORMS.forEach((form, i) => {
      // National form in two of three briefs, international in one.
      const phone = plain(i === 1 ? number.formatInternational() : number.formatNational());
      const hour12 = i === 0 ? undefined : i !== 1;
      const dash = i === 2 ? " - " : "–";
      const width = i === 1 ? "long" : "short";
      const d1 = `${dayName(spec.locale, 1, width)}${dash}${dayName(spec.locale, 5, width)}`;
      const d2 = dayName(spec.locale, 6, width);
      const t1 = `${time(spec.locale, 8, 30, hour12)}${dash}${time(spec.locale, 17, 0, hour12)}`;
      const t2 = `${time(spec.locale, 9, 0, hour12)}${dash}${time(spec.locale, 13, 0, hour12)}`;
      const price1 = money(spec.locale, spec.currency, 45, i === 2 && spec.currency !== "EUR" ? "code" : "symbol");
      const price2 = `${money(spec.locale, spec.currency, i === 0 ? 1250.5 : 1200)} ${p[spec.unit]}`.replace(/ \//, "/");
      const [i1, i2] = p.items;
      const fill = (t: string) =>
        t
          .replace("{a}", spec.address)
          .replace("{p}", phone)
          .replace("{d1}", d1)
          .replace("{t1}", t1)
          .replace("{d2}", d2)
          .replace("{t2}", t2)
          .replace("{i1}", i1)
          .replace("{p1}", price1)
          .replace("{i2}", i2)
          .replace("{p2}", price2);
      let description: string;
      let phones = [phone];
      let address = spec.address;
      if (form === "labels") {
        description = [
          p.intro,
          "",
          `${p.phone}: ${phone}`,
          `${p.address}: ${spec.address}`,
          `${p.hours}: ${d1} ${t1}, ${d2} ${t2}`,
          `${i1}: ${price1}`,
          `${i2}: ${price2}`,
        ].join("\n");
      } else if (form === "sentences") {
        description = [p.intro, fill(p.at), fill(p.call), fill(p.open), fill(p.cost), p.closing].join(" ");
      } else if (form === "block") {
        // A contact block: the business's name on the line before its address, the address on two lines
        // when the country writes the postcode and town below (else one line with the phone label after it),
        // and a list of two phones after one label.
        const lines = twoLines(spec.address);
        const second = secondNumber(example, spec.country);
        phones = second ? [phone, second] : [phone];
        address = lines ? lines.join("\n") : spec.address;
        description = [
          p.intro,
          "",
          p.name,
          ...(lines ?? [`${spec.address} – ${p.phone} ${phone}${second ? ` / ${second}` : ""}`]),
          ...(lines ? [`${p.phone}: ${phones.join(" / ")}`] : []),
          `${d1} ${t1}, ${d2} ${t2}`,
          `${i1}: ${price1}`,
          `${i2}: ${price2}`,
        ].join("\n");
      } else {
        description = [p.intro, "", `- ${spec.address}`, `- ${phone}`, `- ${d1} ${t1}`, `- ${d2} ${t2}`, `- ${i1} ${price1}`, `- ${i2} ${price2}`].join("\n");
      }
      out.push({
        id: `${spec.locale}-${form}`,
        locale: spec.locale,
        country: spec.country,
        language,
        form,
        name: p.name,
        description,
        requirements: "",
        expect: {
          phones,
          addresses: [address],
          hours: [
            { days: ["mon", "tue", "wed", "thu", "fri"], time: t1 },
            { days: ["sat"], time: t2 },
          ],
          prices: [price1, price2],
          notFacts: ["2009", "8", "60"],
        },
      });
    });
  }
  return out;
}

/**
 * A hostile brief of `length` characters: long runs of digits, separators and price-, phone- and
 * time-like fragments, mixed scripts, no sentence ends for long stretches. For timing the parsers.
 */
export function hostileBrief(length = 5000, seed = 1): string {
  const parts = [
    "0".repeat(40),
    "1 2 3 4 5 6 7 8 9 0 ".repeat(3),
    "12.34.56.78.90.",
    "+++++----(((())))",
    "€€€ $$$ £££ ¥¥¥ ",
    "9:00-9:00-9:00-9:00-",
    "Mo-Fr Mo-Fr Mo-Fr ",
    "Straße Straße 12, 12 12, ",
    "東京都渋谷区1-2-3-4-5-6 ",
    "Пекарня 1 200,00 ₽ ",
    "1'000'000'000 CHF ",
    "ул. 5, 123456 ",
    "tel tel tel: 0 0 0 0 0 ",
    "@@@@..@.@",
    "Calle Calle Calle 1 1 1, ",
    "a".repeat(60),
    "٣٤٥٦٧ ",
    ",,,,;;;;::::",
  ];
  let s = "";
  let x = seed;
  while (s.length < length) {
    x = (x * 1103515245 + 12345) & 0x7fffffff;
    s += parts[x % parts.length];
  }
  return s.slice(0, length);
}

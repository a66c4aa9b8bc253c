import type { ExtractedFacts } from "../../core/brief/facts/index";
import { findPrices } from "../../core/brief/facts/prices";
import { CLOSED_WORDS } from "../../core/brief/facts/hours";
import { LABEL_WORDS, LIST_WORD, PHONE_LABEL } from "../../core/brief/facts/contact";
import { SITE_LANGUAGES, type SiteLanguage } from "../../core/intake";
import { isSiteLanguage, stringsFor } from "../../core/site/i18n";
import type { Industry } from "../../core/brief/industries/types";
import { SITE_META_REQUEST, UNBUILT_REQUESTS, requestsIn } from "./requests";
import { REQUEST_FORM_OF, type RequestKind } from "../../core/site/requests";
import { namesALook } from "./looks";
import type { SiteContent } from "../../core/site/schema";
import { siteSettings } from "../../core/site/settings";
import { proseItems, proseSentences } from "./text";
import { META_SENTENCE, SITE_SENTENCE } from "./site-sentences";

/**
 * What the owner asked for that the site will not do, listed back to them ("Not built yet: online
 * ordering"). A buildable request without the facts it needs (a menu with no items) is listed too,
 * with what to add. Read from the requirements and from request-like sentences of the description.
 */
const NEEDS: Array<{ re: RegExp; has: (x: ExtractedFacts) => boolean; label: string }> = [
  {
    re: /\b(?:menu|price ?list|prices|pricing|rates|tarif(?:a|e)?s?|precios|preise|preços|carta|card[aá]pio|course list|list of (?:courses|services|products|classes)|services list|services|servicios|prestations|leistungen|serviços|product list|catalog(?:ue)?|packages)\b|メニュー|料金/i,
    has: (x) => x.offerings.length > 0 || x.tiers.length > 0,
    label: "menu or price list (add your items and prices)",
  },
  {
    re: /\b(?:opening hours|hours|horario|horaires|horário)\b|öffnungszeiten|営業時間/i,
    has: (x) => x.facts.hours.length > 0 || !!x.facts.hoursNote,
    label: "opening hours (add them)",
  },
  {
    re: /\b(?:map|directions|location|find us|mapa|plan d'accès|anfahrt)\b|地図|アクセス/i,
    has: (x) => !!x.facts.address,
    label: "map and directions (add your address)",
  },
  {
    re: /\b(?:timetable|schedule|class times|calendar of classes|horario de clases|planning|stundenplan)\b|スケジュール|時間割/i,
    has: (x) => x.timetable.length > 0 || x.facts.hours.length > 0,
    label: "timetable (add days, times and class names)",
  },
  { re: /\b(?:call button|click[- ]to[- ]call|phone number)\b/i, has: (x) => x.facts.phones.length > 0, label: "call button (add your phone number)" },
];

/** Markup, template syntax and scripts are not requests. */
/** The same pattern with `\b` meaning a boundary of letters in any script (JavaScript's `\b` knows only ASCII: "stronę", "möglich"). */
function unicodeWords(re: RegExp): RegExp {
  return new RegExp(
    re.source.replaceAll("\\b", "(?:(?<![\\p{L}\\p{N}])(?=[\\p{L}\\p{N}])|(?<=[\\p{L}\\p{N}])(?![\\p{L}\\p{N}]))"),
    re.flags.includes("u") ? re.flags : `${re.flags}u`,
  );
}

/** A percentage ("50% deposit") is a fact, not template syntax. */
const JUNK = /[{}<>]|(?<![\p{N}][\s\u00a0\u202f]?)%|javascript:|^[^\p{L}\p{N}]+$/iu;
const FACT_IN_CLAUSE =
  /@|\d{1,2}\s*[-–—]\s*\d{1,2}\s*(?:uhr|h)\b|\d{3}[\s.)-]*\d{3}|[$£€¥₹]\s?\d|\d\s?(?:€|円|kr)|\d{1,2}(?::\d{2})?\s*(?:am|pm)|\d{1,2}[:h]\d{2}|24\/7|instagram|facebook|tiktok|linkedin|youtube/i;
const SOCIAL = /\b(?:instagram|facebook|tiktok|linkedin|youtube)\b/i;
const ABOUT_ASK = /\b(?:about (?:us|me|page)|our story|my story|who we are|bio)\b/i;
const TEAM_ASK = /\b(?:team|staff|meet (?:the|our)|stylists|equipo|équipe)\b/i;
const FAQ_ASK = /\b(?:faq|frequently asked|questions)\b/i;
const CONTACT_ASK = /\b(?:contact (?:details|info|information|page|section)|how to reach us|get in touch|enquir(?:y|ies)|inquir(?:y|ies))\b/i;

/** A requirement split into the asks it lists: "menu with prices, online ordering; photos". */
export function clauses(text: string, language: string = "en"): string[] {
  const parts = text
    // A comma between digits is part of a number ("1,250", "4,20 €"); any other comma ends an ask ("hours 8-6, online booking").
    .replace(/（([^（）]{4,})）/gu, "、$1、")
    .split(
      /\n|;|(?<!\d),|,(?!\d)|(?<!\b(?:Av|Avda|Ave|St|Blvd|Rd|Dr|Dra|Mr|Mrs|Ms|Sr|Sra|Mt|Ft|Nr|No|Prof)\.)(?<=[.!?])\s+|[、。；।۔؟،]|(?<=\p{sc=Thai})\s+(?=\p{sc=Thai})|\s[-–•]\s|^\s*[-•*]\s*/mu,
    )
    // "唔做開鎖服務，唔好寫24小時": an instruction not to write something ends at a full-width comma, so
    // the statement before it still has its place.
    .flatMap((c) => (c.includes("，") && DO_NOT_SAY.test(c) ? c.split("，") : [c]))
    .map((c) => c.replace(/^[\s\-•*]+|[\s.]+$/g, "").trim())
    .filter((c) => /[\p{L}\d]/u.test(c));
  // "with Slack, HubSpot and Google Sheets", "14 Park Row, Leeds": a piece made only of names
  // (capitalised words, numbers, and/or) continues the ask before it.
  const out: string[] = [];
  for (const [i, part] of parts.entries()) {
    const names = part.split(/\s+/).every((w) => /^(?:\p{Lu}|\d|&$|and$|or$|y$|et$|und$|e$)/u.test(w));
    // (Not in German, where every noun is capitalised; nor before a look-and-feel ask: "Warm, friendly colors".)
    // Nor onto a feature asked for ("card payment please, Check-in 2pm": the time is no part of it).
    const prev = out[out.length - 1] ?? "";
    // Nor an ask of its own ("Not available Sundays. Mobile 087 123 4567", "… Friday social 9pm. Prices.").
    if (names && out.length > 0 && language !== "de" && !STYLE.test(parts[i + 1] ?? "") && !(FEATURE_ASKED.test(prev) && /\d/u.test(part)) && !knownAsk(part)) {
      out[out.length - 1] = `${out[out.length - 1]}, ${part}`;
    } else out.push(part);
  }
  return out.filter((c) => /\p{L}/u.test(c));
}

/** Where one ask of the owner's text ends: never more than one place. */
export type AskOutcome =
  /** Listed back on the dashboard ("Not built yet"): a feature the product cannot build, or a hint to add something. */
  | { to: "unbuilt"; label: string }
  /** A typed fact, placed in a fact slot (or the about prose) as typed. */
  | { to: "fact" }
  /** A section that was asked for and is built (team, FAQ, about, contact, a menu with items, a request form). */
  | { to: "section"; form?: RequestKind }
  /** A statement about the business for the "Good to know" section, in the owner's words. */
  | { to: "notes"; text: string }
  /**
   * An instruction about the site itself (what not to say): honoured, nothing to show. A `wish` (a look,
   * or an ask read as none of the other places) ends honoured by the look and said back, or listed back.
   */
  | { to: "instruction"; wish?: true; leaveOut?: true }
  /** Talk to us, not to visitors ("Sorry", "thanks", "if that matters"). */
  | { to: "aside" }
  /** A sentence of the description that stays in the about prose as typed. */
  | { to: "about" };

export interface ReadAsk {
  ask: string;
  source: "requirements" | "description";
  /** The description's sentence the ask is part of. */
  sentence?: string;
  outcome: AskOutcome;
}

/** Thanks, apologies, filler: neither a fact nor a feature. */
const ASIDE = unicodeWords(
  /^(?:hallo|hello|hi|hey|dear|hola|bonjour|ciao|hej|cze[sś][cć]|merhaba|thanks?(?: you)?|thx|ty|cheers|sorry|sry|merci|danke|gracias|obrigad[oa]|grazie|tak|tack|dzi[eę]kuj[eę]|d[ií]ky|te[sş]ekk[uü]rler|dank(?:je|u)(?: wel)?|bedankt|va bene|ok(?:ay)?|bardzo prosimy|pros[ií]m|bitte|por favor|s'il vous pla[iî]t|non mi piace|I don'?t like (?:it|that)|if that matters|if possible|se for poss[ií]vel|si es posible|wenn m[oö]glich|fajnie by by[lł]o|pode citar|kann man das erw[aä]hnen|imprescindible|no exceptions|whatever you can do)\b|^(?:sorry|sry|omlouv[aá]m|entschuldig|perd[oó]n|d[eé]sol[eé]|scusa|przepraszam|ursäkta|undskyld|sorry voor|pisu z mobilu|writing from my phone|first time doing this|(?:it's )?my first (?:time|website)|na szcz[eę][sś]cie)/iu,
);

/** "Don't say...", "no stock photos", "keine Luxus-Wörter": what not to write; honoured by not writing it. */
const DO_NOT_SAY = unicodeWords(
  /\b(?:do(?:n'?t| not) (?:say|put|call|invent|claim|mention|write|use|show|make)|never (?:say|claim|mention)|not leprechauns|no stock|keine? (?:["„]|\w+ ?w[oö]rter|stockfotos|kreuze)|nicht (?:übertreiben|zu)|niente (?:prezzi|immagini)|non scrivete|nada de|no (?:digas|pongas)|ne (?:dites|mettez) pas|не (?:пишите|пиши|указывайте|упоминайте)|не пишіть|μην γράφετε|لا (?:تكتب|تكتبوا|تذكر|تذكروا)|אל (?:תכתבו|תכתוב|תזכירו)|ننویسید|نہ لکھیں|مت لکھیں|न लिखें|मत लिखें|मत लिखो|লিখবেন না|อย่าเขียน|ไม่ต้องเขียน|inga kors|nie pisz|geen\s|n[aã]o (?:escreva|escrevam|diga|digam|coloque)|non (?:dite|mettete)|nicht schreiben|niet (?:schrijven|zeggen)|skriv inte|skriv ikke|[aä]l[aä] kirjoita|ne [ií]rd|nu scrie|đừng (?:ghi|viết)|jangan (?:tulis|menulis)|yazmay[ıi]n)|唔好(?:寫|写|講|讲|提)|不要(?:寫|写|說|说|提)|別(?:寫|說)|别(?:写|说)|書かないで|言わないで|載せないで|쓰지\s?마|넣지\s?마/iu,
);

/** "Mention that...", "please include...", "agregar que...": the rest of the line is for the page. */
const MENTION = unicodeWords(
  /^(?:(?:please|pls|bitte|por favor|graag|gärna)\s+)?(?:mention(?: that)?|include|add that|say that|describe that|note that|explain that|mentionner(?: que)?|pr[eé]ciser que|agregar que|a[nñ]adir que|poner que|mencionar(?: que)?|erw[aä]hnen,? dass|n[aä]mn(?: g[aä]rna)?(?: att)?|vermeld(?: dat)?|zaznacz(?:cie)?(?: [zż]e)?|uve[dď]te(?:, [zž]e)?)\s*:?\s+/iu,
);
/** "Explain the method and the packages", "Présenter nos formules": content to be written, not given yet. */
const WRITE_CONTENT = unicodeWords(
  /^(?:(?:please|pls|bitte|por favor|graag)\s+)?(?:explain|present|show|list|describe|explicar|presentar|mostrar|pr[eé]senter|expliquer|montrer|erkl[aä]ren|zeigen|apresentar|spiegare|mostrare|uitleggen|tonen|opisa[cć]|poka[zż])\b/iu,
);
/** A content ask the owner will fill later: "Adoptable animals (we'll post them)", "Nos biens (je les ajouterai)". */
const LATER = unicodeWords(/\((?:we'll|I'll|we will|I will|coming|je les|on les|ich|wir)\b[^)]*\)|\(coming later\)/iu);
/** Asks made of a request verb ("Vill ha...", "Chcemy...", "Nos gustaría..."): for the site maker, not visitors. */
const ASKING = unicodeWords(
  /\b(?:want|wants|would like|wish|could|can we|please|i'd love|i would love|vill ha|vill|skulle vilja|ville|vil gerne|gerne|gern|h[aä]tten gern|m[oö]chten|w[uü]nsche|sollen|m[uü]ssen|muss|graag|willen|zou(?:den)? (?:graag|moeten|kunnen)|moeten|chc[eę]|chcemy|chcie\w*|chcia[lł]\w*|fajnie|'d (?:really )?like|'d love|[zż]eby|musi|prosz[eę]|vorrei|vorremmo|mi piacerebbe|dovrebbe|gostaria|queria|quero|queremos|precisa|nos gustar[ií]a|me gustar[ií]a|quiero|necesito|que se vea|que salga|que se pueda|je veux|j'aimerais|je voudrais|il faudrait|on voudrait|olsun|istiyoruz|istiyorum|bych|by[lł]o by|chceme|chtěl\w*|ať)\b|ほしい|欲しい|ください|下さい|たい(?:です)?$|お願い|で$|に$/iu,
);
/** How the site should look or read: colours, size, tone. */
const SAY = unicodeWords(/^(?:just |only )?(?:say|write|call it|put)\b|\b(?:ho scritto|I wrote|I've written|j'ai [eé]crit|he escrito|geschrieben habe)\b/iu);
/** A known feature asked for in a line that also says how they work today ("book online, we use Square"). */
const FEATURE_ASKED = {
  test: (ask: string) =>
    requestsIn(ask).some((r) => !r.hint) && !/\b(?:we|I) (?:use|take|accept)\b|使っています|使ってます|利用しています|사용하고 있|사용 중/iu.test(ask),
};
const STYLE = unicodeWords(
  /\b(?:colou?rs?|colores|couleurs?|farben?|cores|colori|kleuren|f[aä]rger|kolory|renkler?|barvy|white|black|blue|green|pink|gold|navy|blanco|negro|azul|rosa|blanc|noir|bleu|vert|wei[sß]|schwarz|blau|branco|preto|bianco|nero|wit|zwart|vit|svart|bia[lł]\w*|czarn\w*|beyaz|siyah|pembe|alt[ıi]n|big|large|grande|gros|gro[sß]|groot|stor|du[zż]\w*|b[uü]y[uü]k|text[eo]?|tekst|simple|sencill[oa]|simples|schlicht|einfach|enkel|eenvoudig|simpel|prost\w*|jednoduch\w*|sade|lihtne|yksinkertai\w*|sederhana|απλ\p{L}*|прост\p{L}*|elegant\w*|modern\w*|fancy|fint|fin|fine|moderno|cute|fun|dark|light|clean|minimal|tone|tono|ton|toni|sobri[oa]?|seri[oe]u[sx]?|seri[oö]s|seri[aá]|professional|profesional|professionnel|profissional|look|style|estilo|stijl|styl|design|theme|vibe|feel|tone|sida|sidan|strona|stron[aeę]|site|sito|web|p[aá]gina|sayfa|str[aá]nk\w*|mobile|m[oó]vil|mobiel|telefon\w*|phone|button|bot[oó]n|bouton|knop|przycisk|buton\w*|tla[čc][ií]tk\w*)\b|[色調感]で$|シンプル|雰囲気|간단|심플/iu,
);
/** "Let me write about the shop", "in the order customers ask": the owner talking to us. */
const ASIDE_JA = /書(?:いて|か)(?:み|せ)|ふまえて|順番に/u;
const WRITE_THAT_JA = /と(?:書いて|記載して|載せて)(?:ください|ほしい|下さい)[。]?$/u;

/** Features a hosted one-page site cannot provide, in the languages of the corpus (the known ones are in UNBUILT_REQUESTS). */
const FEATURE = unicodeWords(
  /\b(?:online\w*|on-line|\w*portaa?l|inlog|panel klienta|\w*kalender|chat\w*|uploa?d\w*|track (?:&|and) trace|en l[ií]nea|en ligne|log ?in|logg?a in|logowa\w*|logar|zaloguj\w*|anmelden|anmeldung|buchen|bookings?|bokning|sign-?ups?|inscripci[oó]n|inscription|inscri[cç][aã]o|availability|disponibilidad|disponibilit[eé]s?|donat\w*|applications?|requests?|orders?|ordering|delivery|payments?|boka|book|reserv\w*|rezerw\w*|rezerv\w*|randevu\w*|objedn[aá]v\w*|pay|pagar|pagamento|pago|paiement|payer|zahl\w*|p[lł]atno\w*|betal\w*|[oö]deme|kalender|calendar|calendario|calendrier|kalend[aá][rř]\w*|chat|czat|canl[iı] destek|webshop|onlineshop|sklep|butik|loja|tienda|boutique|cart|koszyk\w*|checkout|tickets?|upload|portal|members? area|mitglieder\w*|area riservata|[aá]rea privada|espace client|zapisy|inschrijv\w*|whatsapp butonu|whatsapp button|live-\w+|auslastung\w*)\b|空き状況|予約|ログイン|決済|会員/iu,
);

/** A second language version ("English page too", "Español e inglés", "po polsku i angielsku"). */
const LANGUAGE_ASK = unicodeWords(
  /\b(?:english|spanish|german|french|welsh|chinese|japanese|catal[aá]n|ingl[eé]s|ingl[eê]s|englisch|anglais|inglese|engelsk[a]?|angielsk\w*|anglick\w*|ingilizce|engels|alem[aá]n|deutsch|tysk[a]?|německ\w*|niemieck\w*|almanca|duits|fran[cç]ais|franc[eê]s|italiano|portugu[eê]s|espa[nñ]ol|castellano|spansk|hiszpa\w*|po polsku|dansk|svenska|česky|t[uü]rk[cç]e|japon[eé]s|giapponese)\b|英語|中国語/iu,
);

/**
 * Language names as every locale writes them (CLDR through Intl: "català", "ελληνικά", "영어", "אנגלית",
 * "hrvatski"), so a request for a page in another language is read in any language. Inflected forms
 * ("na hrvatskom", "באנגלית") are read from the name's stem in alphabets, anywhere in a word elsewhere.
 */
const LANGUAGE_NAME = (() => {
  const stems = new Set<string>();
  const codes = [
    "en",
    "es",
    "fr",
    "de",
    "pt",
    "it",
    "nl",
    "pl",
    "sv",
    "da",
    "nb",
    "fi",
    "cs",
    "sk",
    "hu",
    "ro",
    "bg",
    "hr",
    "sr",
    "sl",
    "el",
    "tr",
    "ru",
    "uk",
    "ar",
    "he",
    "fa",
    "ur",
    "hi",
    "bn",
    "ta",
    "th",
    "ko",
    "ja",
    "zh",
    "vi",
    "id",
    "ms",
    "tl",
    "sw",
    "af",
    "ca",
    "et",
    "lv",
    "lt",
  ];
  try {
    for (const locale of codes) {
      const names = new Intl.DisplayNames(locale, { type: "language" });
      for (const code of codes) {
        const name = (names.of(code) ?? "").toLocaleLowerCase(locale);
        if (!name || name === code || /\s/u.test(name)) continue;
        const alphabet = /^[\p{sc=Latin}\p{sc=Cyrillic}\p{sc=Greek}]+$/u.test(name);
        stems.add(alphabet && name.length >= 6 ? `${name.slice(0, name.length - 2)}\\p{L}*` : name);
      }
    }
  } catch {
    // No Intl names: the listed words below still read.
  }
  const src = [...stems].sort((a, b) => b.length - a.length).join("|");
  return new RegExp(`(?<![\\p{sc=Latin}\\p{sc=Cyrillic}\\p{sc=Greek}])(?:${src})(?![\\p{sc=Latin}\\p{sc=Cyrillic}\\p{sc=Greek}])`, "iu");
})();

/**
 * The names of writing systems in every locale (CLDR through Intl: "ћирилица", "latinica", "देवनागरी"):
 * a page in that script asked for, read only when the ask is nothing but that name.
 */
const SCRIPT_NAME = (() => {
  const names = new Set<string>();
  try {
    for (const locale of [
      "en",
      "sr",
      "sr-Latn",
      "ru",
      "uk",
      "bg",
      "mk",
      "bs",
      "hr",
      "az",
      "uz",
      "kk",
      "mn",
      "hi",
      "mr",
      "ne",
      "ar",
      "fa",
      "ur",
      "pa",
      "el",
      "he",
    ])
      for (const script of ["Cyrl", "Latn", "Arab", "Deva", "Grek", "Hebr", "Gurm"]) {
        const name = new Intl.DisplayNames(locale, { type: "script" }).of(script);
        if (name && name !== script) names.add(name.toLocaleLowerCase(locale));
      }
  } catch {
    // No Intl names: no script is read.
  }
  const src = [...names].sort((a, b) => b.length - a.length).map((n) => n.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"));
  return new RegExp(`^\\s*(?:${src.join("|")})\\s*$`, "iu");
})();

/** "how it works", "Service times", "Room descriptions"/** "how it works", "Service times", "Room descriptions": a section asked for whose content the owner has not given. */
const CONTENT_ASK = unicodeWords(
  /^(?:how|what|when|where|who|why|wie|wann|was|wer|comment|comment|c[oó]mo|qu[eé]|o que)\b|\b(?:times|info|information|details|descriptions?|list|dates|levels|process|options|section|page|guide|outline|bios?|categories|calendar|fees|prices|tuition|exhibits|features|subjects|projects|portfolio|case studies|membership|areas? covered|videos?|song list|shop)\s*(?:\(.*\))?$/iu,
);

/** A statement about the business (first person, a negation, how they work or get paid). */
const STATEMENT_WORD = unicodeWords(
  /\b(?:we|our|us|i|my|me|wir|unser\w*|ich|nous|notre|nos|je|on|nosotros|nuestr\w*|tengo|trabajamos|usamos|somos|vi|vores|jeg|wij|ons|onze|ik|my|nasz\w*|mamy|jeste[sś]my|eu|n[oó]s|nosso|nossa|biz|bizim|noi|nostr\w*|lavoro|not|no|nie|nicht|kein\w*|pas|non|n[aã]o|inte|ikke|geen|jen|only|solo|nur|tylko|cash|card|transfer|efectivo|bargeld|esp[eè]ces|dinheiro|kontant\w*|got[oó]wk\w*|hotov\w*|parking|estacionamento|aparcamiento|parkplatz|\w+[iıuü]yoruz|are|is|est|ist|sind|es|son|é|são|är|er|jest|s[aą]|zijn|je|jsou|possible|possibles?|m[oö]glich|posible|poss[ií]vel|mo[zż]liw\w*)\b|駐車場|ません|ない|ます|です/iu,
);

/**
 * Every ask of the requirements (and request-like sentences of the description), each to exactly one
 * place: a feature the product cannot build (listed back in the owner's words), a typed fact, a built
 * section, a "Good to know" note in the owner's words, an instruction about the site itself, or an aside.
 */
export function readAsks(
  requirements: string,
  description: string,
  extracted: ExtractedFacts,
  built: ReadonlySet<string>,
  language = "en",
  /** The wishes the site's look follows; every other wish is listed back in the owner's words. Unset: wishes stay undecided. */
  honoured?: ReadonlySet<string>,
  /** The languages colour names are read in (the owner's likely ones); unset: the page's and English. */
  colourLanguages: readonly string[] = [language, "en"],
): ReadAsk[] {
  const asks: Array<{ ask: string; source: ReadAsk["source"]; sentence?: string }> = [
    ...styleWhole(clauses(requirements, language), requirements).map((ask) => ({ ask, source: "requirements" as const })),
    ...requestSentences(description).flatMap((sentence) =>
      styleWhole(clauses(sentence, language), sentence).map((ask) => ({ ask, source: "description" as const, sentence })),
    ),
  ];
  const f = extracted.facts;
  const typedFacts = [
    ...f.hours.map((h) => h.time ?? (h.closed ? h.label : undefined)),
    ...f.phones,
    ...f.emails,
    ...f.team.map((p) => p.name),
    f.meetingPoint,
    ...extracted.timetable.flatMap((e) => (e.time ? [e.time] : [])),
  ].filter((x): x is string => !!x && x.length >= 3);
  const out: ReadAsk[] = [];
  const listed = new Set<string>();
  for (const { ask: whole, source, sentence } of asks) {
    const from = sentence ? { sentence } : {};
    if (JUNK.test(whole)) {
      out.push({ ask: whole, source, ...from, outcome: { to: "aside" } });
      continue;
    }
    // "menu and online ordering": two asks when every part is one we know; "fish and chips" stays whole.
    // "pedir cita online y ver su historial": a request form and more; the more is an ask of its own.
    const parts = whole.split(AND).filter((p) => /\p{L}/u.test(p));
    const formPart = (p: string) => requestsIn(p).some((r) => REQUEST_FORM_OF[r.id]);
    const split =
      parts.length > 1 &&
      (parts.every((p) => knownAsk(p)) || (parts.length <= 4 && parts.some(formPart) && parts.every((p) => formPart(p) || p.trim().split(/\s+/u).length >= 2)));
    const withForm = split && parts.some(formPart);
    const quoteAsked = withForm && parts.some((p) => requestsIn(p).some((r) => REQUEST_FORM_OF[r.id] === "quote"));
    for (const ask of split ? parts : [whole]) {
      let outcome = readAsk(ask, source);
      // "…mande foto do documento e peça orçamento": what the visitor sends with a quote ask (a photo, the
      // details) is the quote form's (it takes a description and one photo), not a gallery to fill.
      const asked = requestsIn(ask);
      if (quoteAsked && !formPart(ask) && asked.every((r) => r.id === "photos") && VISITOR_SENDS.test(ask)) outcome = { to: "section", form: "quote" };
      // The rest of a feature ask ("…online и видеть свободные часы") is a feature wish too: read as nothing
      // else, it is listed back in the owner's words, never silently an instruction.
      if (withForm && !formPart(ask) && outcome.to === "instruction" && !DO_NOT_SAY.test(ask) && !STATED.test(ask))
        outcome = { to: "unbuilt", label: ownWords(ask) };
      // "Not built yet" is for features: an ask with a number, a time or a closed day in it and no feature
      // asked for is the owner's statement ("Kids from 7 yrs", "Agosto cerrado por vacaciones"), for "Good to know".
      if (
        outcome.to === "unbuilt" &&
        !UNBUILT_REQUESTS.some((r) => r.hint && (outcome as { label: string }).label.startsWith(r.label)) &&
        // (In the description, a clause naming a feature with no ask in it states terms: "50% deposit when you drop off".)
        (!FEATURE_ASKED.test(ask) || (source === "description" && !ASKING.test(ask) && !REQUEST.test(ask))) &&
        STATED.test(ask)
      )
        outcome = { to: "notes", text: ask };
      // A fact the page shows (a handle, a phone) is no part of the request listed back: "…: @shop" lists "…".
      if (outcome.to === "unbuilt") {
        const shown = [
          ...typedFacts,
          ...f.social.flatMap((x) => [x.url, ...(x.url.match(/[\w.]+$/) ?? []).map((h) => `@${h}`)]),
          ...(ask.match(/(?<![\p{L}\d_])@[\p{L}\d_.]{3,}/gu) ?? []),
        ].filter((x) => x.length >= 4 && ask.includes(x));
        if (shown.length) {
          const label = shown
            .reduce((t, x) => t.split(x).join(" "), ask)
            .replace(/[\s:،,;-]+$/u, "")
            .trim();
          if (/\p{L}/u.test(label)) outcome = { to: "unbuilt", label: ownWords(label) };
        }
      }
      // A wish the look does not follow (or an ask read as nothing else) is listed back, never silently dropped.
      if (honoured && outcome.to === "instruction" && outcome.wish && !honoured.has(ask)) outcome = { to: "unbuilt", label: ownWords(ask) };
      // Each label is listed once: a second ask for the same thing is accounted for by the first.
      if (outcome.to === "unbuilt") {
        if (listed.has(outcome.label)) outcome = { to: "section" };
        else listed.add(outcome.label);
      }
      out.push({ ask, source, ...from, outcome });
    }
  }
  // "We do not sell pre-need insurance, please do not mention it": the line before is not for the page either.
  for (let i = 1; i < out.length; i++) {
    const a = out[i] as ReadAsk;
    const before = out[i - 1] as ReadAsk;
    if (NOT_MENTION_IT.test(a.ask) && before.source === a.source && before.outcome.to === "notes") before.outcome = { to: "instruction" };
  }
  // "Termine nur telefonisch 040 3344556", "walk-in hours 10am-7pm Mon-Sat", "WhatsApp +91 98201 47735": an
  // ask that gives a fact and says more than its label keeps what it says, as typed, in "Good to
  // know" (the slot shows only the number or the times). Not an ask of the site maker ("a call button: ...").
  const placed = placedFactStrings(extracted, isSiteLanguage(language) ? language : "en");
  const slotStrings = [...placed, ...extracted.timetable.flatMap((e) => [e.day, e.name, e.time].filter((x): x is string => !!x))];
  // Only an ask as typed: a whole line or clause of the requirements, a whole sentence of the description
  // (never a piece a comma cut out of it, "Helmsley", nor asks joined by the reader).
  // (A piece of a description's sentence holding a number no slot shows is kept too: "MT 59875 call (406) 555-0177".)
  const asTyped = (a: ReadAsk) =>
    a.source === "requirements"
      ? requirements.includes(a.ask)
      : a.sentence?.replace(/[.!?。！？]+$/u, "").trim() === a.ask.trim() ||
        (!!a.sentence?.includes(a.ask) && wordsBeyondFacts(a.ask, slotStrings).some((w) => /\p{N}/u.test(w)));
  // "dirección Av. Chapultepec 480", "Chicago": a piece of a placed fact after its label (or nothing) is that
  // fact; after other words ("office 12 Station Road") it says more.
  const pieceOfFact = (ask: string) => {
    const words = ask.split(/\s+/u);
    return [0, 1, 2].some((k) => {
      const rest = words
        .slice(k)
        .join(" ")
        .replace(/^[:：\s]+/u, "");
      return rest.length >= 4 && placed.some((p) => p !== rest && p.includes(rest)) && wordsBeyondFacts(words.slice(0, k).join(" "), []).length === 0;
    });
  };
  for (const a of out) {
    if (a.outcome.to !== "fact" || consumedByFacts(a.ask, placed) || !asTyped(a) || (pieceOfFact(a.ask) && !CHANNEL_WORD.test(a.ask))) continue;
    if (!asksSiteMaker(a.ask) && wordsBeyondFacts(a.ask, slotStrings).length > 0) a.outcome = { to: "notes", text: a.ask };
    // "Quero o WhatsApp (19) 99876-5432 no site": the number is in its slot, the messaging button is not built.
    else if (CHANNEL_WORD.test(a.ask)) {
      const label = ownWords(
        placed
          .filter((x) => a.ask.includes(x))
          .reduce((t, x) => t.split(x).join(" "), a.ask)
          .replace(/\s+/gu, " ")
          .trim(),
      );
      if (!listed.has(label)) {
        listed.add(label);
        a.outcome = { to: "unbuilt", label };
      }
    }
  }
  // A description sentence taken out of the about prose (it asked for a feature) keeps its other
  // statements: they go to "Good to know" as typed.
  const taken = new Set(out.filter((a) => a.sentence && TAKEN.has(a.outcome.to)).map((a) => a.sentence));
  for (const a of out) if (a.sentence && taken.has(a.sentence) && a.outcome.to === "about") a.outcome = { to: "notes", text: a.ask };
  return out;

  function readAsk(ask: string, source: ReadAsk["source"]): AskOutcome {
    // "Bitte ein Buchungskalender …": a polite word before a feature is no aside.
    if ((ASIDE.test(ask.trim()) || ASIDE_JA.test(ask)) && !FEATURE_ASKED.test(ask)) return { to: "aside" };
    // "Right, I've been putting this off…": a filler word alone is talk, not a statement.
    if (/^(?:right|alright|all right|well|so|um+|erm+|okay|ok)$/iu.test(ask.trim())) return { to: "aside" };
    if (DO_NOT_SAY.test(ask)) return { to: "instruction", leaveOut: true };
    // "Mention that we're registered tax agents": the rest of the line is for the page, as typed.
    const mention = ask.match(MENTION) ?? null;
    if (mention || WRITE_THAT_JA.test(ask)) {
      const rest = (mention ? ask.slice(mention[0].length) : ask.replace(WRITE_THAT_JA, "")).trim();
      if (/\p{L}.*\p{L}/u.test(rest) && !FEATURE_ASKED.test(rest)) return { to: "notes", text: rest };
    }
    // A phone or hours the owner gave ("予約は電話 0267-12-3456", "areas we cover: Austin, Round Rock"): a typed fact.
    const areas = [f.address, ...f.places].filter((x): x is string => !!x && ask.includes(x));
    // (A closed day's name in a feature asked for is no fact: "להזמין מגשים לשבת" orders trays for the Sabbath.)
    const closedDays = new Set(f.hours.flatMap((h) => (h.closed && h.label ? [h.label] : [])));
    const inAsk = typedFacts.filter((t) => ask.includes(t));
    if ((inAsk.length && !(FEATURE_ASKED.test(ask) && inAsk.every((t) => closedDays.has(t)))) || areas.length >= 2) return { to: "fact" };
    if (LATER.test(ask) || (WRITE_CONTENT.test(ask) && source === "requirements")) {
      // "Show our prices" with prices typed: the section is built.
      const need = NEEDS.find((n) => n.re.test(ask));
      if (need?.has(extracted) && !LATER.test(ask)) return { to: "section" };
      return { to: "unbuilt", label: ownWords(ask) };
    }
    // "We use Square for payments at the counter": a statement of how they work, not a request.
    // (A parenthesis is an aside to the ask: "Book online (I use Square)" asks for booking.)
    const bare = ask.replace(/\([^)]*\)?/g, " ");
    if (SAY.test(ask)) return { to: "instruction" };
    if (source === "requirements" && STATEMENT.test(bare) && !REQUEST.test(bare) && !FEATURE_ASKED.test(bare)) return { to: "notes", text: ask };
    // "Δεν κάνουμε delivery", "keine Online-Bestellung", "우리는 숙박은 안 합니다": what they do not do is a statement
    // for "Good to know", in any language, unless it asks for something.
    if (source === "requirements" && NOT_DONE.test(bare) && !REQUEST.test(bare) && !ASKING.test(bare)) return { to: "notes", text: ask };
    if (source === "requirements" && ONLY.test(bare) && !REQUEST.test(bare) && ask.split(/\s+/).length >= 3) return { to: "notes", text: ask };
    // "No blog", "בלי בלוג", "Sin tienda online": a feature refused is left out as asked and checked on the page,
    // never listed as "Not built yet".
    if (NO_FORM.test(bare) && !REQUEST.test(bare) && requestsIn(ask).length > 0) return { to: "instruction", leaveOut: true };
    // Booking, ordering and quotes are built: the site gets that request form (core/site/requests.ts).
    // Not when the line refuses it ("Pas de commande en ligne") or names the tool they book through (Vagaro, Cliniko, Square).
    const formAsked = requestsIn(ask).find((r) => REQUEST_FORM_OF[r.id]);
    if (formAsked && !NO_FORM.test(bare) && !OTHER_TOOL.test(ask)) return { to: "section", form: REQUEST_FORM_OF[formAsked.id] };
    for (const r of requestsIn(ask)) {
      if (r.id === "reviews-feed" && extracted.reviews.length > 0) return { to: "section" };
      // Where an ask's outcome is decided: a request the hosted site builds is a section, not "Not built yet".
      if (BUILT_ON_HOSTED_SITES.has(r.id)) return { to: "section" };
      if (r.id === "photos" && FACT_IN_CLAUSE.test(ask)) break;
      // Things the owner can supply later keep the hint, with the owner's words when they say more than its name
      // ("photos (add them in the editor): photos of the starry sky"); features are listed in the owner's own words.
      return { to: "unbuilt", label: r.hint ? withHint(r.label, ask) : ownWords(ask) };
    }
    // A typed fact: placed on the page as typed ("9–5 weekends", "Dr. Ana Ruiz").
    if (typedFacts.some((t) => ask.includes(t))) return { to: "fact" };
    if (FACT_IN_CLAUSE.test(ask)) {
      // A price line is shown whole in the about prose; a social network with no profile given asks for one.
      if (findPrices(ask).length > 0 || f.social.some((x) => ask.toLowerCase().includes(x.network.toLowerCase()))) return { to: "fact" };
      if (SOCIAL.test(ask) && !/@\w|\//.test(ask))
        return f.social.length ? { to: "fact" } : { to: "unbuilt", label: withHint("social links (add your profile addresses)", ask) };
      // A fact-like line the parsers did not read (a second phone, a time of another kind) stays as typed.
      return source === "requirements" ? { to: "notes", text: ask } : { to: "about" };
    }
    for (const n of NEEDS) {
      if (!n.re.test(ask)) continue;
      return n.has(extracted) ? { to: "section" } : { to: "unbuilt", label: n.label };
    }
    const facts = [f.address, f.city, f.meetingPoint, ...f.places].filter((x): x is string => !!x);
    // "dirección Av. Chapultepec 480": the ask without its leading label words is part of a typed fact.
    const named = ask.replace(/^[\p{Ll}\s:]+/u, "");
    if (facts.some((x) => ask.includes(x) || x.includes(ask) || (named.length >= 4 && x.includes(named)))) return { to: "fact" };
    if (TEAM_ASK.test(ask)) return built.has("team") ? { to: "section" } : { to: "unbuilt", label: "team section (add the names of the people to show)" };
    if (FAQ_ASK.test(ask)) return built.has("faq") ? { to: "section" } : { to: "unbuilt", label: "FAQ (add questions with their answers)" };
    if (ABOUT_ASK.test(ask)) return built.has("about") ? { to: "section" } : { to: "unbuilt", label: "about section (add a description)" };
    if (CONTACT_ASK.test(ask)) return built.has("contact") ? { to: "section" } : { to: "unbuilt", label: "contact details (add a phone, email or address)" };
    const words = ask.split(/\s+/).length;
    // "website bahasa Inggris juga", "Site in English and Spanish": a language version, though it names the site.
    // (A script written without spaces, "มีภาษาอังกฤษด้วย", is one "word" however long.)
    const unspaced = /[\p{sc=Thai}\p{sc=Han}\p{sc=Hiragana}\p{sc=Katakana}\p{sc=Lao}\p{sc=Khmer}\p{sc=Myanmar}]/u.test(ask);
    if ((LANGUAGE_ASK.test(ask) || LANGUAGE_NAME.test(ask)) && (words >= 2 || unspaced) && words <= 10 && !NOT_DONE.test(ask))
      return { to: "unbuilt", label: ownWords(ask) };
    // "ελληνικά, αγγλικά, γερμανικά", "영어, 일본어 페이지": a list of languages alone asks for those versions.
    if (LANGUAGE_NAME.test(ask) && words <= 3 && ask.replace(new RegExp(LANGUAGE_NAME.source, "giu"), "").replace(/[\s,、،&+/-]+/gu, "").length <= 6)
      return { to: "unbuilt", label: ownWords(ask) };
    // "ћирилица": the page in that writing system.
    if (SCRIPT_NAME.test(ask)) return { to: "unbuilt", label: ownWords(ask) };
    if (SITE_META_REQUEST.test(ask) && words <= 8 && !FEATURE.test(ask)) return wishOrInstruction(ask, colourLanguages);
    if (FEATURE.test(ask)) return { to: "unbuilt", label: ownWords(ask) };
    // A description's sentence that is none of these: about the site itself, or part of the about prose as typed.
    if (source === "description") return SITE_SENTENCE.test(ask) ? { to: "instruction" } : { to: "about" };
    // Asked of the site maker ("Vill ha...", "Colores blanco y azul"): honoured in how the site looks, nothing to show.
    if (ASKING.test(ask) || (STYLE.test(ask) && words <= 8) || /[?？]\)?$/u.test(ask)) return wishOrInstruction(ask, colourLanguages);
    if (CONTENT_ASK.test(ask)) return { to: "unbuilt", label: ownWords(ask) };
    const cjk = /[\u3040-\u30ff\u4e00-\u9fff]/u.test(ask);
    if (STATEMENT_WORD.test(ask) && (words >= 3 || cjk)) return { to: "notes", text: ask };
    if (cjk && ask.length >= 8) return { to: "notes", text: ask };
    // "Kammerzugehörigkeit: Bayerische Landeszahnärztekammer": a labelled statement, shown as typed.
    if (/^[\p{L}][\p{L} -]{2,30}:\s*\p{L}/u.test(ask) && words >= 2) return { to: "notes", text: ask };
    // Nouns with no statement in them: a section asked for, to be filled by the owner ("Levels", "how to foster").
    if (words >= 4 || CONTENT_ASK.test(ask)) return { to: "unbuilt", label: ownWords(ask) };
    // One or two words right after a look-and-feel instruction ("Dark theme, neon"): more of it.
    // Up to three words with no feature, fact or statement in them: how the site should look or feel
    // ("Ruhig, erdig", "Warm en eerlijk", "tmavý styl"): honoured when the look follows it, else listed back.
    // Other short words ("Swish och kort", "Sem entregas") are the owner's statements, not wishes.
    return wishOrInstruction(ask, colourLanguages);
  }
}

/** The word each language joins two things with, as CLDR writes a list (Intl.ListFormat): "and", "y", "und", "и", "और", "및", "na". */
const AND = (() => {
  const words = new Set(["and", "&", "y", "et", "und", "e"]);
  // The site languages, and Marathi and Nepali, which the brief is read in (their pages keep English strings).
  for (const locale of [...SITE_LANGUAGES, "mr", "ne"]) {
    try {
      const lit = new Intl.ListFormat(locale, { type: "conjunction" }).formatToParts(["A", "B"]).find((x) => x.type === "literal")?.value ?? "";
      // Only a word standing alone between spaces ("A и B"), never a letter joined to the next word (Arabic "وB").
      // (Not Czech "a" nor Dutch "en": an English article, French "en ligne".)
      if (/^\s+\S+\s+$/u.test(lit) && !["a", "en"].includes(lit.trim())) words.add(lit.trim().toLocaleLowerCase(locale));
    } catch {
      // No Intl lists: the words above still read.
    }
  }
  const src = [...words].map((w) => w.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")).join("|");
  return new RegExp(`\\s+(?:${src})\\s+`, "iu");
})();

/**
 * A wish about the site (its look, colours, how it reads: "Blue and white, simple", "site simples"),
 * decided by the look or listed back; an instruction with a number, a closed day or the owner's
 * statement in it ("cash venmo fine", "Swish och kort") is the owner's, not a wish.
 */
function wishOrInstruction(ask: string, languages: readonly string[]): AskOutcome {
  if (STATED.test(ask)) return { to: "instruction" };
  if (LOOK.test(ask) || namesALook(ask, languages)) return { to: "instruction", wish: true };
  return (STYLE.test(ask) || SITE_META_REQUEST.test(ask)) && !STATEMENT_WORD.test(ask) ? { to: "instruction", wish: true } : { to: "instruction" };
}

const WORDS = new Intl.Segmenter("und", { granularity: "word" });
const CLOSED_WORD = new RegExp(`^(?:${CLOSED_WORDS})$`, "iu");
/** Scripts written without spaces, where a word of two characters says something ("予約", "料金"). */
const UNSPACED = /[\p{sc=Han}\p{sc=Hiragana}\p{sc=Katakana}\p{sc=Hangul}\p{sc=Thai}]/u;
let slotLabelWords: Set<string> | undefined;
/** The page's own words for its fact slots ("Opening hours", "営業時間", "Telefon") in every site language. */
function slotLabels(): Set<string> {
  if (!slotLabelWords) {
    slotLabelWords = new Set();
    for (const l of SITE_LANGUAGES) {
      const t = stringsFor(l);
      const names = [t.headings.hours, t.headings.pricing, t.headings.timetable, t.headings.area, t.headings.contact, ...Object.values(t.headings.offerings)];
      names.push(t.labels.phone, t.labels.email, t.labels.address, t.labels.meetingPoint, t.labels.hours, t.labels.closed);
      for (const n of names) for (const w of WORDS.segment(n.toLocaleLowerCase())) if (w.isWordLike) slotLabelWords.add(w.segment);
    }
  }
  return slotLabelWords;
}

/**
 * The words of a fact line that the slots do not say: less the placed fact strings, a short label before a
 * colon, the parsers' label words, the page's own slot labels in every site language, list and closed-day
 * words, and words of three letters or fewer ("are", "de", "for"). "booking by phone (919) 555-0146" keeps
 * "booking"; "Hours are Mon-Thu 4pm-11pm" keeps nothing. A messaging app and a number are always kept.
 */
export function wordsBeyondFacts(line: string, slotStrings: readonly string[]): string[] {
  let rest = line.normalize("NFC").toLocaleLowerCase();
  for (const fact of [...slotStrings].sort((a, b) => b.length - a.length)) {
    const f = fact.normalize("NFC").toLocaleLowerCase();
    if (f.length >= 2 && rest.includes(f)) rest = rest.split(f).join(" ¦ ");
  }
  rest = rest
    .trim()
    .replace(/^[-–—•*·▪◦‣●]\s*/u, "")
    .replace(LEADING_LABEL, (label) => (CHANNEL_WORD.test(label) ? label : " "));
  const labels = slotLabels();
  // The numbers the slots show, however they are joined ("10:00-19:00" for a typed "10:00–19:00").
  const shownNumbers = new Set(slotStrings.flatMap((x) => x.match(/\p{N}+/gu) ?? []));
  return [...WORDS.segment(rest)]
    .filter((s) => s.isWordLike && /[\p{L}\p{N}]/u.test(s.segment))
    .map((s) => s.segment)
    .filter(
      (w) =>
        // A number no slot shows ("IL 60618" when the address stops at the city) says something.
        (/\p{N}/u.test(w) && (w.match(/\p{N}+/gu) ?? []).some((n) => !shownNumbers.has(n))) ||
        CHANNEL_WORD.test(w) ||
        (!LABEL_WORDS.has(w) &&
          !LABEL_WORDS.has(`${w}.`) &&
          !LIST_WORD.test(w) &&
          PHONE_LABEL.exec(w)?.index !== 0 &&
          !labels.has(w) &&
          !CLOSED_WORD.test(w) &&
          (UNSPACED.test(w) ? w.length >= 2 : w.length >= 4)),
    );
}
/** "A call button: (480) 555-0199", "List the areas we cover: ...", "Une page simple avec … notre téléphone": an ask of the site maker. */
export function asksSiteMaker(ask: string): boolean {
  const bare = ask.replace(/\([^)]*\)?/g, " ");
  return REQUEST.test(bare) || ASKING.test(bare) || WRITE_CONTENT.test(bare) || SITE_META_REQUEST.test(bare) || BUTTON.test(bare) || SIZE.test(bare);
}
/** "Phone number big: …": how the page should show it. */
const SIZE = unicodeWords(/\b(?:big|bigger|large|larger|huge|bold|prominent|grande|grand|gros|gro[sß]|groot|stor|du[zż]\w*|b[uü]y[uü]k)\b/iu);
const BUTTON = unicodeWords(/\b(?:button|bot[oó]n|bouton|knopf|bot[aã]o|pulsante|knop|knapp|przycisk|tla[cč][ií]tko|d[uü][gğ]me)\b|ボタン|按钮|按鈕|버튼/iu);

/** Words for a visitor sending or uploading something ("send a photo", "mande foto", "прислать фото", "رفع صورة"). */
const VISITOR_SENDS = unicodeWords(
  /\b(?:send|sends|sending|upload|uploads|attach|submit|mande|mandar|envie|enviar|envía|subir|suba|adjunt\w*|envoy\w*|joindre|schick\w*|send\w*|hochlad\w*|invia\w*|carica\w*|stuur\w*|upload\w*|wy[sś]l\w*|prze[sś]l\w*|po[sš]l\w*|nahr\w*|g[oö]nder\w*|y[uü]kle\w*|g[uử]i|kirim\w*|unggah\w*|trimit\w*|skick\w*|prisl\w*|присла\w*|прислат\w*|отправ\w*|загруз\w*|надісла\w*|στείλ\w*|ανεβ\w*)\b|رفع|ارسال|إرسال|يرسل|ترسل|בשלוח|לשלוח|שולח|להעלות|بفرست|ارسال|بھیج|भेज|अपलोड|পাঠা|அனுப்ப|ส่ง|보내|올리|送|上传|上傳|傳|アップ/iu,
);

/** What a statement of fact has and a feature request does not: a number, or a word for closed, in the languages we read. */
const STATED = new RegExp(`\\p{Nd}|(?<![\\p{L}])(?:${CLOSED_WORDS}|noon|midnight|mediodía|midi|mittag)(?![\\p{L}])`, "iu");

/** Request-like sentences of the description (the rest is the about prose). */
const REQUEST_SENTENCE = /\b(?:i want|we want|i need|we need|would like|please|must have|should have|quiero|necesito|je veux|ich möchte|quero)\b/i;

/**
 * Sentences of the description that ask something of the site (read as asks); the rest is about prose.
 * In any language: a sentence asking for a feature we know ("Wir hätten gern eine Online-Buchung",
 * "希望能在线预约") is a request, unless it says they do not want or do it.
 */
export function requestSentences(description: string): string[] {
  return proseSentences(description).filter(
    (s) => REQUEST_SENTENCE.test(s) || META_SENTENCE.test(s) || (FEATURE_ASKED.test(s) && ASKING.test(s) && !NOT_DONE.test(s)) || formCallToAction(s),
  );
}

/**
 * "Book online", "Order online for pickup", "Online booking.": a line of a few words naming a request form
 * the site builds, with no statement, negation or condition in it, is a call to action the page answers
 * with that form. ("We only take bookings by phone", "Walk-ins only, no booking" say how they work.)
 */
function formCallToAction(sentence: string): boolean {
  const s = sentence.trim().replace(/[.!。！]+$/u, "");
  if (s.length > 40 || s.split(/\s+/u).length > 4) return false;
  if (STATEMENT_WORD.test(s) || NOT_DONE.test(s) || NO_FORM.test(s) || OTHER_TOOL.test(s) || STATED.test(s)) return false;
  return requestsIn(s).some((r) => REQUEST_FORM_OF[r.id]);
}

/** Words that name the site's look itself (colours, theme, feel): what a run of adjectives before it describes. */
const LOOK = unicodeWords(
  /\b(?:colou?rs?|colores|couleurs?|farben?|cores|colori|kleuren|f[aä]rger|kolory|renkler?|barvy|palette|theme|tema|th[eè]me|look|feel|vibe|style|estilo|stil|styl|design|fonts?|warna|gaya|rangi|mtindo|màu|phong cách|renk\p{L}*|tasar[ıi]m|sz[ií]n\p{L}*|v[aä]rv\p{L}*|stiil|цвет\p{L}*|цвят\p{L}*|цвете|кольор\p{L}*|боје|бој[ae]|стил\p{L}*|дизайн|дизајн|χρώμ\p{L}*|στυλ|ύφος|minimal\p{L}*)\b|色|雰囲気|ألوان|لون|شكل|ستايل|تصميم|رنگ|طراحی|سبک|ڈیزائن|צבע|עיצוב|रंग|डिज़ाइन|डिजाइन|রং|রঙ|ডিজাইন|வண்ண\S*|டிசைன்|สี|ดีไซน์|สไตล์|톤|디자인|스타일|미니멀|颜色|顏色|风格|風格|设计|設計/iu,
);

/**
 * The owner's own text from the first of `pieces` to the end of `last`, when they stand in one sentence
 * separated by commas only ("Warm, friendly colours", "不要搞网上商城，页面用红色"); null when a sentence ends
 * between them ("לא צריך. עיצוב קלאסי") or they are not found as typed.
 */
function typedSpan(source: string, pieces: string[], last: string): string | null {
  const first = pieces[0] as string;
  for (let at = source.indexOf(first); at >= 0; at = source.indexOf(first, at + 1)) {
    let end = at + first.length;
    let ok = true;
    for (const piece of [...pieces.slice(1), last]) {
      const next = source.indexOf(piece, end);
      if (next < 0 || !/^[\s,，、،;；]*$/u.test(source.slice(end, next))) {
        ok = false;
        break;
      }
      end = next + piece.length;
    }
    if (ok) return source.slice(at, end);
  }
  return null;
}

/**
 * "Warm, friendly colours": a word or two before a look-and-feel ask in the same sentence are part of it, not
 * asks of their own (nothing is cut into fragments such as "Warm"); joined as the owner typed them.
 */
function styleWhole(asks: string[], source: string): string[] {
  const out: string[] = [];
  const onlyLanguages = (a: string) =>
    a.split(/\s+/u).length <= 3 && LANGUAGE_NAME.test(a) && a.replace(new RegExp(LANGUAGE_NAME.source, "giu"), "").replace(/[\s,、،&+/-]+/gu, "").length <= 6;
  for (const ask of asks) {
    const prev = out[out.length - 1];
    // "ελληνικά, αγγλικά, γερμανικά": one ask for the languages, not three.
    const languages = prev !== undefined && onlyLanguages(prev) && onlyLanguages(ask) ? typedSpan(source, [prev], ask) : null;
    if (languages) {
      out[out.length - 1] = languages;
      continue;
    }
    const short = (a: string) => a.split(/\s+/u).length <= 2 && !/\d/u.test(a) && !knownAsk(a);
    if (prev !== undefined && LOOK.test(ask) && !knownAsk(ask) && ask.split(/\s+/u).length <= 6) {
      // Join the short adjectives before it ("Warm", "Warm, calm").
      let k = out.length;
      while (k > 0 && short(out[k - 1] as string) && !STYLE.test(out[k - 1] as string) && out.length - k < 3) k--;
      const whole = k < out.length ? typedSpan(source, out.slice(k), ask) : null;
      if (whole) {
        out.splice(k, out.length - k, whole);
        continue;
      }
    }
    out.push(ask);
  }
  return out;
}

const NOT_MENTION_IT = unicodeWords(
  /\b(?:do(?:n'?t| not)|never|nicht|no|ne|non|inte|ikke|niet|nie)\b.{0,20}\b(?:mention|erw[aä]hn|mencion|mentionn|menzion|n[aä]mn|n[æa]vn|noem|wspomin)\w*\s*(?:it|this|that|es|das|lo|le|det|het)?\s*$/iu,
);
/** "Cake orders only by phone": how they work, stated (not a feature asked for). */
const ONLY = unicodeWords(
  /\b(?:only|just|jen|pouze|solo|s[oó]lo|nur|tylko|seulement|uniquement|kun|endast|bara|alleen|apenas|somente|yaln[ıi]zca|sadece|soltanto)\b/iu,
);

const TAKEN = new Set<AskOutcome["to"]>(["unbuilt", "instruction", "notes", "aside"]);

/** Description sentences whose every ask stays in the about prose (the others are taken out of it), less the lines the fact slots already show. */
export function aboutKeeps(asks: readonly ReadAsk[], extracted?: ExtractedFacts, language: SiteLanguage = "en"): (sentence: string) => boolean {
  const taken = new Set<string>();
  for (const a of asks) if (a.sentence && TAKEN.has(a.outcome.to)) taken.add(a.sentence);
  const asked = new Set(asks.flatMap((a) => (a.sentence ? [a.sentence] : [])));
  const placed = extracted ? placedFactStrings(extracted, language) : [];
  return (sentence) => !taken.has(sentence) && (asked.has(sentence) || !META_SENTENCE.test(sentence)) && !consumedByFacts(sentence, placed);
}

/** How many offerings and tiers the page shows (the writer places no more). */
export const PLACED_OFFERINGS = 40;
export const PLACED_TIERS = 6;

/**
 * The fact strings the page shows in their slots, as typed: offerings with their prices and notes,
 * tiers, hours rows (and the page's word for "Closed" when a row is closed), phones, emails, the
 * address, the meeting point, the places served, the team's names, social profiles. Longest first.
 */
export function placedFactStrings(extracted: ExtractedFacts, language: SiteLanguage = "en"): string[] {
  const { facts: f, offerings, tiers } = extracted;
  const out: string[] = [...f.phones, ...f.emails, ...f.places, ...f.team.map((p) => p.name)];
  for (const x of f.social) out.push(x.url, ...(x.label ? [x.label] : []), ...(x.url.match(/[\w.]+$/) ?? []).map((h) => `@${h}`));
  for (const x of [f.address, f.meetingPoint, f.hoursNote]) if (x) out.push(x);
  for (const h of f.hours) for (const x of [h.time, h.label, h.for, h.season, h.note]) if (x) out.push(x);
  if (f.hours.some((h) => h.closed)) out.push(stringsFor(language).labels.closed);
  for (const o of offerings.slice(0, PLACED_OFFERINGS)) out.push(o.name, ...(o.price ? [o.price] : []), ...(o.note ? [o.note] : []));
  for (const x of tiers.slice(0, PLACED_TIERS)) out.push(x.name, x.price);
  return [...new Set(out.map((x) => x.trim()).filter((x) => x.length >= 2))].sort((a, b) => b.length - a.length);
}

/** "Tel:", "Adresse :", "住所：": a label of one or two words before a colon at the start of a line. */
const LEADING_LABEL = /^[\p{L}\p{M}][\p{L}\p{M}.'’-]*(?:[ \u00a0][\p{L}\p{M}][\p{L}\p{M}.'’-]*)?[ \u00a0]?[:：]/u;

/**
 * Whether a line or sentence of the description says nothing the fact slots do not already show:
 * with the placed fact strings, the parsers' label words ("Tel", "Call", "Hours", "電話", in every language
 * they read) and joining words ("or", "y", "und"), a short label before a colon, list markers, separators and punctuation taken out, no
 * letter or digit is left. A sentence with more than the fact ("We deliver bouquets from $180 across
 * Portland") is not consumed: it stays whole, as typed.
 */
export function consumedByFacts(sentence: string, placed: readonly string[]): boolean {
  let rest = sentence.normalize("NFC").toLocaleLowerCase();
  let found = false;
  for (const fact of placed) {
    const f = fact.normalize("NFC").toLocaleLowerCase();
    if (!rest.includes(f)) continue;
    found = true;
    rest = rest.split(f).join(" ¦ ");
  }
  if (!found) return false;
  rest = rest
    .trim()
    .replace(/^[-–—•*·▪◦‣●]\s*/u, "")
    .replace(LEADING_LABEL, (label) => (CHANNEL_WORD.test(label) ? label : " "));
  return rest.split(/[^\p{L}\p{M}\p{N}-]+/u).every(
    (w) =>
      !/[\p{L}\p{N}]/u.test(w) ||
      // A label opens the word ("電話番号"): "予約は電話" (bookings by phone) says more than "phone".
      (!CHANNEL_WORD.test(w) && (LABEL_WORDS.has(w) || LABEL_WORDS.has(`${w}.`) || LIST_WORD.test(w) || PHONE_LABEL.exec(w)?.index === 0)),
  );
}

/**
 * Ways to reach the owner other than a call: no label of the phone slot, which shows a number to call.
 * "WhatsApp +56 9 8765 4321" says visitors can message that number, so the line is kept as typed.
 */
export const CHANNEL_WORD = unicodeWords(/\b(?:whats ?app|sms|fax|viber|telegram|messenger|wechat|kakao ?talk|signal|imessage)\b|واتساب|واتس اب|וואטסאפ/iu);

/**
 * The description's lines the fact slots show whole (see consumedByFacts), with the line that
 * introduces a list ("Prices:") when every item of that list is one of them: nothing is left for it to introduce.
 */
export function linesShownInSlots(description: string, placed: readonly string[]): Set<string> {
  const blocks = proseItems(description);
  const shown = new Set<string>();
  for (const b of blocks) for (const line of b.text.split("\n")) if (consumedByFacts(line, placed)) shown.add(line);
  blocks.forEach((b, i) => {
    const last = b.text.split("\n").pop() ?? "";
    if (b.item || !/[:：]$/u.test(last.trim())) return;
    const items: string[] = [];
    for (let j = i + 1; j < blocks.length && blocks[j]?.item; j++) items.push(...(blocks[j] as { text: string }).text.split("\n"));
    if (items.length && items.every((line) => shown.has(line))) shown.add(last);
  });
  return shown;
}

/** A request form refused ("no online ordering", "pas de commande en ligne", "keine Online-Buchung"). */
const NO_FORM = unicodeWords(
  /^\s*(?:no|not|without|pas de|pas d'|sans|kein\w*|ohne|sin|sem|nessun\w*|senza|geen|zonder|ingen|uden|utan|bez|żadn\w*|χωρίς|без|(?<![\p{L}])(?:בלי|ללא|بدون|بلا|بغیر|बिना|বিনা)(?![\p{L}\p{M}]))\b/iu,
);
/**
 * A booking or ordering tool the owner already uses, named with the ask ("through Vagaro", "via our Cliniko
 * link", "(I use Square)", "wir haben Doctolib", "네이버 예약 링크"): listed back, not replaced by our form.
 */
const OTHER_TOOL = unicodeWords(
  /\b(?:through|via|using|whatsapp|by phone|por tel[eé]fono|par t[eé]l[eé]phone|telefonisch|I use|we use|we have|link|über|wir haben|nutzen|a trav[eé]s de|usamos|par|avec notre|naver|kakao\w*|line|zalo|wechat|telegram|viber|messenger|instagram|facebook|calendly|acuity|fresha|booksy|treatwell|simplybook|setmore|opentable|resy|thefork|doctolib|planity|zenchef|quandoo|mindbody|vagaro|square|cliniko|hotpepper|uber ?eats|deliveroo|doordash|grubhub|just ?eat|glovo|rappi|ifood|talabat|zomato|swiggy|foodpanda|wolt|grabfood|gofood|baemin)\b|네이버|카카오|카톡|ホットペッパー|微信|링크|リンク|链接|連結|رابط|קישור|لنک|लिंक|اینستاگرام|تلگرام|واتساپ|واتس‌اپ|إنستغرام|انستغرام|واتساب|تيليجرام|וואטסאפ|אינסטגרם|इंस्टाग्राम|व्हाट्सएप/iu,
);

/** A statement in the requirements ("Insurance we accept: Delta Dental"), not a request. */
const STATEMENT = unicodeWords(
  /\b(?:we|our|I)\b[^.]*\b(?:accept|take|speak|offer|are|is|have|use|cover|serve|deliver|ship|work)\b|\baccept(?:ed)?\s*:|\b(?:wir nutzen|wir arbeiten|usamos|trabajamos|korzystamy|we gebruiken|vi använder|vi bruger|nous utilisons|utilizamos)\b|使っています|使ってます|利用しています|사용하고 있|사용 중|我们用|我們用/iu,
);
/** A verb's negation in the languages we read: the owner says what they do not do. */
const NOT_DONE = unicodeWords(
  /\b(?:don'?t|do not|doesn'?t|does not|never|nicht|kein(?:e|en|er)?|ne\s+\S+\s+pas|n[aã]o|no\s+(?:hacemos|aceptamos|tenemos|ofrecemos|vendemos|trabajamos|hago|damos|hay|se)|nie\s+\p{L}+(?:my|ę|emy|imy)|inte|ikke|ikkje|niet|geen|nu\s+\p{L}+m|kh[oô]ng|tidak|nem|δεν|non\s+\p{L}+(?:iamo|o))\b|(?<![\p{L}\p{M}])(?:yok|değil|\p{L}+m[ıiuü]yoruz|не\s+\p{L}+|нет|немає|لا\s+\p{L}+|ليس|ليست|לא\s+\p{L}+|אין|نمی\p{L}*|نه|نہیں|नहीं|नही|না|இல்லை|bukan)(?![\p{L}\p{M}])|ไม่|ません|ないです|안\s?합니다|않습니다|唔(?:做|接|收|提供|送)|不(?:做|接|收|提供|送)|冇|沒有|没有/iu,
);
const REQUEST = unicodeWords(
  /\b(?:want|need|would like|'d (?:really )?like|'d love|wish|please|should|must|add|include|show|list|put|make|could|can (?:customers|people|students|clients|we|you)|quiero|necesito|je veux|voudrais|ich möchte|quero|gostaria)\b|\?$/iu,
);

/** What the owner asked for that the site will not do, in order: the dashboard's "Not built yet". */
export function unbuiltRequests(requirements: string, description: string, extracted: ExtractedFacts, built: ReadonlySet<string>, language = "en"): string[] {
  return readAsks(requirements, description, extracted, built, language).flatMap((a) => (a.outcome.to === "unbuilt" ? [a.outcome.label] : []));
}

/** The owner's wishes for the look ("Warm, friendly colors", "Dark theme"), as typed: honoured, never listed as not built. */
export function lookWishes(asks: readonly ReadAsk[]): string[] {
  return asks.flatMap((a) => (a.outcome.to === "instruction" && a.outcome.wish ? [a.ask] : []));
}

/**
 * Whether the page shows what a "leave it out" instruction names ("Nada de foto minha", "no reviews",
 * "niente prezzi"): its photos, reviews, prices, or a feature of the site; null when it names nothing the
 * page can be checked for ("don't say we're the cheapest"), which stays a silent instruction.
 */
function shownOnPage(ask: string, content: SiteContent): boolean | null {
  const visible = content.sections.filter((x) => !x.hidden);
  const things = requestsIn(ask).map((r) => r.id);
  if (NEEDS[0]?.re.test(ask)) things.push("prices");
  if (!things.length) return null;
  const requests = siteSettings(content).requests;
  return things.some((thing) => {
    if (thing === "photos")
      return (
        !!content.hero.image || visible.some((x) => x.images.length > 0 || (x.kind === "offerings" && x.groups.some((g) => g.items.some((i) => !!i.image))))
      );
    if (thing === "reviews-feed") return visible.some((x) => x.kind === "reviews");
    if (thing === "prices")
      return visible.some((x) => x.kind === "pricing" || (x.kind === "offerings" && x.groups.some((g) => g.items.some((i) => !!i.price))));
    const form = REQUEST_FORM_OF[thing];
    if (form) return !!requests[form];
    // Contact form: on unless the owner turned it off; every other feature is one the site does not build.
    return thing === "contact-form" ? siteSettings(content).contactForm : false;
  });
}

/**
 * The owner's "leave it out" instructions checked on the finished page: left out as asked (said back as
 * honoured), or still shown (the ask becomes one listed back, so the owner removes it in the editor).
 */
export function leftOutAsAsked(asks: readonly ReadAsk[], content: SiteContent): { honoured: string[]; shown: string[] } {
  const honoured: string[] = [];
  const shown: string[] = [];
  for (const a of asks) {
    if (a.outcome.to !== "instruction" || !a.outcome.leaveOut) continue;
    const onPage = shownOnPage(a.ask, content);
    if (onPage === true) {
      a.outcome = { to: "unbuilt", label: ownWords(a.ask) };
      shown.push(a.outcome.label);
    } else if (onPage === false) honoured.push(a.ask);
  }
  return { honoured, shown };
}

/** The "Good to know" lines: statements of the requirements that are no fact slot, in the owner's words. */
export function noteLines(asks: readonly ReadAsk[]): string[] {
  const out: string[] = [];
  for (const a of asks) if (a.outcome.to === "notes" && !out.includes(a.outcome.text)) out.push(a.outcome.text);
  return out;
}

/** An ask this module recognises (a request, a typed fact, a section), so a list of them can be split. */
function knownAsk(ask: string): boolean {
  return (
    requestsIn(ask).length > 0 ||
    FACT_IN_CLAUSE.test(ask) ||
    NEEDS.some((n) => n.re.test(ask)) ||
    [TEAM_ASK, FAQ_ASK, ABOUT_ASK, CONTACT_ASK].some((re) => re.test(ask))
  );
}

/** A hint with the owner's ask after it, unless the ask is a word or two the hint already names. */
function withHint(hint: string, ask: string): string {
  return ask.trim().split(/\s+/u).length <= 1 && ask.length <= 12 ? hint : `${hint}: ${ownWords(ask)}`;
}

function ownWords(ask: string): string {
  // "and a members' area": the list's joining word is not the owner's request.
  const words = ask.replace(/^(?:and|und|et|y|e|och|og|&|also|plus)\s+/iu, "");
  return words.length > 120 ? `${words.slice(0, 119).trimEnd()}…` : words;
}

/**
 * Requests (ids of UNBUILT_REQUESTS) the hosted site builds: the contact form (core/site/contact-form.ts,
 * on by default for every hosted site). Booking, ordering and quotes are built as request forms,
 * decided before this set is read (REQUEST_FORM_OF in readAsk).
 */
export const BUILT_ON_HOSTED_SITES: ReadonlySet<string> = new Set(["contact-form"]);

export type PlanKind = "offerings" | "pricing" | "timetable" | "about" | "story" | "hours" | "area" | "reviews" | "gallery" | "faq" | "contact" | "team";

const DEFAULT_PLAN: readonly PlanKind[] = ["offerings", "pricing", "timetable", "about", "team", "hours", "area", "reviews", "gallery", "faq", "contact"];

/** The section order: the industry's plan (kinds this renderer knows), with every kind that has data placed. */
export function sectionPlan(industry: Industry | null): PlanKind[] {
  const known = new Set<string>(DEFAULT_PLAN);
  const fromIndustry = (industry?.sections ?? []).filter((k): k is PlanKind => known.has(k));
  const plan = [...fromIndustry];
  for (const k of DEFAULT_PLAN)
    if (!plan.includes(k)) plan.splice(k === "contact" ? plan.length : Math.max(0, plan.indexOf("faq") >= 0 ? plan.indexOf("faq") : plan.length), 0, k);
  // Contact last, always.
  return [...plan.filter((k) => k !== "contact"), "contact"];
}

/**
 * Claim lexicons: words by which a sentence asserts something only the owner can say (quality,
 * quantity, time, price, policy, guarantee, comparison, contact details), per supported language.
 * A model-written sentence containing one that the owner's own text does not contain is dropped
 * (functions/generator/llm-writer.ts `keepGrounded`); the phrase banks are checked against them too.
 *
 * Each entry is a regular-expression source matched case-insensitively on whole words (Japanese
 * and other unspaced scripts as substrings).
 */
const EN = [
  // numbers as words, counts of customers, times and days
  "two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|twenty|thirty|forty|fifty|hundreds?|thousands?|millions?|dozens?",
  "24/7|around the clock|every day|seven days|all week|daily|holidays?|weekends? included|open late|late night|overnight|same[- ]day|next[- ]day|within (?:an|one|the) hour|on time",
  // superlatives and comparison
  "best|finest|greatest|leading|premier|top|number one|no\\.? ?1|#1|unbeatable|unmatched|cheapest|lowest|unrivall?ed|world[- ]class|award[- ]winning|trusted|renowned|famous|favou?rite",
  // guarantees, policies, free offers, prices
  "guarantee[sd]?|guaranteed|warrant(?:y|ies)|money[- ]back|refunds?|risk[- ]free|no[- ]obligation|free|complimentary|discounts?|cheap|affordable|special offers?|promotions?|insured|licen[cs]ed|certified|accredited|registered|shipping|delivery|pickup|returns?",
  // contact details spelled out
  "at sign|dot com|dot net|dot org|area code",
];
const ES = [
  "dos|tres|cuatro|cinco|seis|siete|ocho|nueve|diez|once|doce|veinte|veinticuatro|treinta|cien|cientos|mil|miles|millones|docenas?",
  "24 horas|las veinticuatro horas|todos los días|cada día|festivos|fines de semana|abiert[oa]s siempre|el mismo día|al día siguiente|puntuales?",
  "mejor(?:es)?|el mejor|la mejor|líder(?:es)?|número uno|n[º°]\\s?1|insuperables?|inigualables?|más baratos?|de confianza|confiables?|famos[oa]s?|reconocid[oa]s?|premiad[oa]s?",
  "garantía|garantizad[oa]s?|garantizamos|reembolsos?|devoluci[oó]n(?:es)?|gratis|gratuit[oa]s?|sin coste|sin costo|descuentos?|ofertas?|promoci[oó]n(?:es)?|barat[oa]s?|asegurad[oa]s?|certificad[oa]s?|envíos?|a domicilio|recogida",
  "arroba|punto com",
];
const FR = [
  "deux|trois|quatre|cinq|six|sept|huit|neuf|dix|onze|douze|vingt|trente|cent|centaines|mille|milliers|millions?|douzaines?",
  "24 ?h ?/ ?24|24 heures sur 24|tous les jours|chaque jour|7 jours sur 7|jours fériés|week-ends?|le jour même|le lendemain|ponctuels?",
  "meilleur(?:e|s|es)?|le meilleur|la meilleure|leader|numéro un|n°\\s?1|imbattables?|inégalés?|moins chers?|de confiance|réputés?|célèbres?|primés?",
  "garantie|garantis?|garantissons|remboursés?|remboursement|satisfait ou remboursé|gratuite?s?|offerte?s?|sans frais|réductions?|promotions?|promos?|pas cher|assurés?|certifiés?|agréés?|livraison|retours?",
  "arobase|point com",
];
const DE = [
  "eins|zwei|drei|vier|fünf|sechs|sieben|acht|neun|zehn|elf|zwölf|zwanzig|dreißig|hundert(?:e)?|tausend(?:e)?|millionen|dutzend(?:e)?",
  "rund um die uhr|24 stunden|jeden tag|täglich|sieben tage|feiertag(?:e|en)?|am wochenende|am selben tag|am nächsten tag|pünktlich",
  "beste[nrms]?|am besten|führend(?:e[nrms]?)?|nummer (?:eins|1)|nr\\.? ?1|unschlagbar(?:e[nrms]?)?|günstigste[nrms]?|vertrauenswürdig(?:e[nrms]?)?|vertrauen|bekannt(?:e[nrms]?)?|berühmt(?:e[nrms]?)?|preisgekrönt(?:e[nrms]?)?",
  "garantie|garantiert(?:e[nrms]?)?|geld[- ]zurück|erstattung|rückerstattung|kostenlos(?:e[nrms]?)?|gratis|umsonst|rabatt(?:e)?|angebote?|aktion(?:en)?|günstig(?:e[nrms]?)?|versichert(?:e[nrms]?)?|zertifiziert(?:e[nrms]?)?|versand(?:kostenfrei)?|lieferung|rückgabe",
  "at-zeichen|punkt com|punkt de",
];
const PT = [
  "dois|duas|três|quatro|cinco|seis|sete|oito|nove|dez|onze|doze|vinte|vinte e quatro|trinta|cem|centenas|mil|milhares|milhões|dúzias?",
  "24 horas|vinte e quatro horas|todos os dias|diariamente|feriados?|fins de semana|no mesmo dia|no dia seguinte|pontuais?",
  "melhor(?:es)?|o melhor|a melhor|líder(?:es)?|número um|n[º°]\\s?1|imbatíveis?|incomparáveis?|mais barat[oa]s?|de confiança|confiáveis?|famos[oa]s?|reconhecid[oa]s?|premiad[oa]s?",
  "garantia|garantid[oa]s?|garantimos|reembolsos?|devolução|devoluções|grátis|gratuit[oa]s?|sem custo|descontos?|ofertas?|promoç(?:ão|ões)|barat[oa]s?|segurad[oa]s?|certificad[oa]s?|envios?|entregas?|recolha",
  "arroba|ponto com",
];
const JA = [
  "一つ|二つ|三つ|十|百|千|万|数百|数千|数万|何千",
  "24時間|年中無休|毎日|365日|祝日|土日|即日|翌日|時間通り",
  "最高|最高級|一番|日本一|地域一|No\\.?1|ナンバーワン|最安|最も|業界初|信頼|有名|受賞|人気",
  "保証|返金|無料|タダ|割引|セール|特典|お得|格安|保険|認定|資格|配送|送料|返品",
  "アットマーク|ドットコム",
];
const IT = [
  "due|tre|dieci|cento|mille|migliaia|milioni",
  "24 ore su 24|tutti i giorni|ogni giorno|festivi",
  "migliori?|il migliore|leader|numero uno|imbattibili?|di fiducia|famos[oi]|premiat[oi]",
  "garanzia|garantit[oi]|rimborsat[oi]|rimborso|gratis|gratuit[oi]|sconti?|offerte?|economic[oi]|assicurat[oi]|certificat[oi]|spedizioni?|consegna|resi",
  "chiocciola|punto com",
];
const NL = [
  "twee|drie|tien|honderd(?:en)?|duizend(?:en)?|miljoen",
  "24 uur per dag|elke dag|dagelijks|feestdagen",
  "beste|nummer één|nummer 1|toonaangevend|onverslaanbaar|goedkoopste|betrouwbaar|bekend|beroemd|bekroond",
  "garantie|gegarandeerd|geld terug|terugbetaling|gratis|kosteloos|korting|aanbieding(?:en)?|goedkoop|verzekerd|gecertificeerd|verzending|levering|retour",
  "apenstaartje|punt com|punt nl",
];
const PL = [
  "dwa|trzy|dziesięć|sto|setki|tysiąc|tysiące|miliony",
  "24 godziny|całą dobę|codziennie|każdego dnia|święta",
  "najlepsz[aey]|numer jeden|nr 1|lider|najtańsz[aey]|zaufan[aey]|znan[aey]|sławn[aey]|nagradzan[aey]",
  "gwarancja|gwarantujemy|gwarantowan[aey]|zwrot pieniędzy|zwrot|za darmo|darmow[aey]|bezpłatn[aey]|rabat(?:y)?|promocj[aei]|tani[aey]?|ubezpieczen[iy]|certyfikowan[aey]|wysyłka|dostawa",
  "małpa|kropka com|kropka pl",
];
const SV = [
  "två|tre|tio|hundra(?:tals)?|tusen(?:tals)?|miljoner",
  "dygnet runt|varje dag|dagligen|helgdagar",
  "bästa?|nummer ett|nr 1|ledande|oslagbar[a]?|billigaste|pålitlig[a]?|känd[a]?|berömd[a]?|prisbelönt[a]?",
  "garanti|garanterad[e]?|pengarna tillbaka|återbetalning|gratis|kostnadsfri[a]?|rabatt(?:er)?|erbjudanden?|billig[a]?|försäkrad[e]?|certifierad[e]?|frakt|leverans|retur(?:er)?",
  "snabel-a|punkt com|punkt se",
];

export const CLAIM_LEXICONS: Readonly<Record<string, readonly string[]>> = { en: EN, es: ES, fr: FR, de: DE, pt: PT, ja: JA, it: IT, nl: NL, pl: PL, sv: SV };

const UNSPACED = new Set(["ja"]);
const cache = new Map<string, RegExp>();

/** One expression for a language's claim words (English words are checked on every site too: models mix languages). */
export function claimPattern(language: string): RegExp {
  // A regional form ("pt-PT") uses its language's lexicon.
  const base = language.split("-")[0] ?? language;
  const key = Object.hasOwn(CLAIM_LEXICONS, language) ? language : Object.hasOwn(CLAIM_LEXICONS, base) ? base : "en";
  let re = cache.get(key);
  if (!re) {
    const parts = key === "en" ? [...EN] : [...(CLAIM_LEXICONS[key] as readonly string[])];
    const own = UNSPACED.has(key) ? `(?:${parts.join("|")})` : `(?<![\\p{L}\\p{N}])(?:${parts.join("|")})(?![\\p{L}\\p{N}])`;
    const en = key === "en" ? "" : `|(?<![\\p{L}\\p{N}])(?:${EN.join("|")})(?![\\p{L}\\p{N}])`;
    re = new RegExp(`${own}${en}`, "giu");
    cache.set(key, re);
  }
  return re;
}

/** The claim words of `sentence` that the owner's own text (`source`) does not also use as a claim word. */
export function unsupportedClaims(sentence: string, source: string, language: string): string[] {
  const re = claimPattern(language);
  const owned = new Set([...source.matchAll(re)].map((m) => m[0].toLocaleLowerCase()));
  return [...sentence.matchAll(re)].map((m) => m[0]).filter((w) => !owned.has(w.toLocaleLowerCase()));
}

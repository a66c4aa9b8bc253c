/**
 * Places named in the owner's text: the town they are in ("a bakery in Portland, Oregon") and the
 * places they serve ("serving Austin, Round Rock and Pflugerville"). Conservative: proper nouns only.
 */
const NOT_PLACES = new Set(
  [
    "january february march april may june july august september october november december",
    "monday tuesday wednesday thursday friday saturday sunday mon tue wed thu fri sat sun",
    "english spanish french german italian portuguese arabic chinese mandarin japanese korean hindi dutch",
    "the a an our my your their this that it we i business technology healthcare education restaurant",
    "portfolio e-commerce other summer winter spring autumn fall instagram facebook tiktok google",
    "person time style stock",
    // The next ask of a list ("Einsatzgebiet: Köln und Umgebung, Kontakt") and words for "the area around".
    "contact contacto kontakt prices precios preise prix services servicios leistungen hours horario menu",
    "umgebung umland surroundings environs nearby alrededores alentours arredores região",
  ]
    .join(" ")
    .split(" "),
);

const PROPER = "\\p{Lu}[\\p{L}'’.-]*(?:[ -](?:\\p{Lu}[\\p{L}'’.-]*|(?:d|l|dell|all|dall)['’]\\p{Lu}[\\p{L}'’.-]*|de|del|la|le|upon|on|am|sur|do|da|dos))*";

const IN_RE = new RegExp(
  `(?<![\\p{L}\\p{N}])(?:in|based in|located in|near|en|à|au|em|no|na|aus|bei)\\s+(${PROPER}(?:,\\s*\\p{Lu}[\\p{L}'’-]*(?: \\p{Lu}[\\p{L}'’-]*)?)?)`,
  "gu",
);
const ci = (words: string[]) => words.map((w) => `[${w[0]?.toUpperCase()}${w[0]}]${w.slice(1)}`).join("|");
/** Labels that introduce a list of places only with a colon ("areas: Columbus, Dublin"; "secteur : Lyon"). */
/** "Practice areas: Family Law", "focus areas: ...": topics, not places. */
const NOT_PLACE_AREAS = [
  "practice",
  "focus",
  "specialty",
  "specialist",
  "treatment",
  "expertise",
  "key",
  "skill",
  "subject",
  "study",
  "interest",
  "play",
  "seating",
  "work",
  "research",
  "teaching",
  "coverage",
];
// German capitalises every noun, so its labels need the colon too.
const AREA_LABELS = ["areas?", "coverage", "zones?", "zonas?", "secteurs?", "regi(?:ão|ões)", "einsatzgebiete?", "liefergebiete?"];
const SERVING_RE = new RegExp(
  `(?<![\\p{L}\\p{N}])(?:(?:${ci(["serving", "we serve", "we cover", "covering", "we come to", "delivering to", "service areas?", "areas? (?:served|covered)", "zonas? de servicio", "zones? d'intervention", "áreas? de atendimento", "sirviendo", "atendemos", "desservant", "nous intervenons à", "wir kommen nach"])})\\s*:?|(?<!(?:${ci(NOT_PLACE_AREAS)})\\s+)(?:${ci(AREA_LABELS)})\\s*:)\\s+((?:(?:the\\s+)?${PROPER}(?:\\s*(?:,|and|&|y|et|und|e|or|ou|o)\\s*)?){1,12})`,
  "gu",
);

function usable(candidate: string): boolean {
  const first = candidate.split(/[ ,-]/)[0]?.toLowerCase() ?? "";
  return candidate.length >= 2 && candidate.length <= 40 && !NOT_PLACES.has(first);
}

/** The first "in <Place>" in the text, or null. */
export function findPlace(text: string): string | null {
  for (const m of text.matchAll(IN_RE)) {
    const c = ((m[1] as string).split(/(?<!\b(?:St|Mt|Ft))\.\s+/u)[0] ?? "").replace(/[.,]+$/u, "").trim();
    if (usable(c)) return c;
  }
  return null;
}

/**
 * Where a tour, class or pick-up starts when it is not at the business's address: "meeting point at
 * Crescent Harbor", "punto de encuentro en la Plaza de la Virgen", "Treffpunkt: Alter Markt". A proper
 * noun is required ("we meet at your home" is not a place); the name is kept as typed.
 */
const MEETING_RE = new RegExp(
  `(?<![\\p{L}])(?:${ci([
    "meeting point",
    "meeting place",
    "meet(?:ing)? (?:us )?(?:at|by|in front of|outside)",
    "we meet (?:at|by|in front of|outside)",
    "pick-?up (?:point|location|spot)",
    "pick-?up (?:at|from)",
    "departs? from",
    "departures? from",
    "punto de (?:encuentro|salida|recogida)",
    "salida desde",
    "quedamos en",
    "point de (?:rendez-vous|rencontre|départ)",
    "rendez-vous (?:à|au|devant)",
    "treffpunkt",
    "abfahrt (?:ab|vom|von)",
    "ponto de (?:encontro|partida)",
    "saída (?:do|da|de)",
  ])})(?:\\s*(?::|is|es|est|ist|é|=)?\\s*(?:at|in|on|by|en|a|à|au|am|an der|an|vor dem|vor der|em|no|na|devant)?)?\\s*(?:the|la|el|le|l'|der|die|das|o|a)?\\s*(${PROPER}(?:\\s+\\d{1,4}[A-Za-z]?(?![\\p{L}\\d:.]))?)`,
  "gu",
);

export function findMeetingPoint(text: string): string | null {
  for (const m of text.matchAll(MEETING_RE)) {
    const c = ((m[1] as string).split(/(?<!\b(?:St|Mt|Ft))\.\s+/u)[0] ?? "")
      .replace(/(?:[ -](?:de|del|la|le|upon|on|am|sur|do|da|dos))+$/u, "")
      .replace(/[.,]+$/u, "")
      .trim();
    if (usable(c)) return c;
  }
  return null;
}

/** Places listed after "serving ...", "we cover ...". */
export function findPlacesServed(text: string): string[] {
  const out: string[] = [];
  for (const m of text.matchAll(SERVING_RE)) {
    for (const part of (m[1] as string).split(/\s*(?:,|\band\b|&|\by\b|\bet\b|\bund\b|\be\b|\bor\b|\bou\b|\bo\b)\s*/u)) {
      // A sentence end inside the match ("Pflugerville. Since 1987") ends the place; "St. Louis" keeps its dot.
      const c = (part.split(/(?<!\b(?:St|Mt|Ft))\.\s+/u)[0] ?? "")
        .replace(/^the\s+/i, "")
        .replace(/[.]+$/u, "")
        .trim();
      if (c && usable(c) && !out.includes(c)) out.push(c);
      if (part !== c && /\.\s/.test(part)) break;
    }
  }
  return out.slice(0, 30);
}

/**
 * People the owner names as their team: "our team: Mia, Jordan and Priya", "team (Ravi Patel FCA,
 * Meera Shah)", "stylists: ...". Names are kept as typed (titles and letters after a name included).
 */
const TEAM_RE =
  /\b(?:team|staff|stylists|barbers|teachers|instructors|coaches|dentists|doctors|vets|veterinarians|nurses|hygienists|physios|therapists|trainers|tutors|guides|chefs|veterinarios|médicos|vétérinaires|tierärzte|equipo|équipe|l'équipe|equipe|mitarbeiter)\b\s*(?::|\(|is|are|includes?)\s*((?:(?:Dr|Dra|Mr|Mrs|Ms|Mx|Prof|Sra|Sr)\.|[^()\n.;]){2,200})/giu;
const NAME = /^(?:(?:Dr|Mr|Mrs|Ms|Mx|Prof|Dra|Sra|Sr)\.?\s+)?\p{Lu}[\p{L}'’-]+(?:\s+(?:\p{Lu}[\p{L}'’.-]*|de|da|van|von|del|di|le|la))*(?:\s+[A-Z]{2,5})?$/u;

/**
 * A doctor's title before a full name ("Dr. Ana Ruiz and Dr. Tom Becker", "la Dra. Lucía Moreno"):
 * in the owner's own brief that is someone who works there, unless they say otherwise ("referred by").
 */
const TITLED_RE = /(?<![\p{L}])(?:Dr|Dra|Drs|Prof)\.?\s+\p{Lu}[\p{L}'’-]+(?:\s+\p{Lu}[\p{L}'’-]+){1,2}/gu;
const NOT_STAFF_BEFORE = /\b(?:by|from|of|with|like|recommended|referred|endorsed|trained|por|de|par|von)\s*$/iu;

export function findTeam(text: string): Array<{ name: string }> {
  const out: Array<{ name: string }> = [];
  for (const m of text.matchAll(TITLED_RE)) {
    if (NOT_STAFF_BEFORE.test(text.slice(Math.max(0, (m.index ?? 0) - 20), m.index))) continue;
    if (!out.some((x) => x.name === m[0])) out.push({ name: m[0] });
  }
  for (const m of text.matchAll(TEAM_RE)) {
    const parts = (m[1] as string)
      .split(/\s*(?:,|\band\b|&|\by\b|\bet\b|\bund\b|\be\b)\s*/u)
      .map((p) => p.trim())
      .filter(Boolean);
    const names = parts.filter((p) => NAME.test(p) && p.split(/\s+/).length <= 5);
    // Only a list that is all names: "team: friendly and experienced" is not a team list.
    if (names.length === 0 || names.length !== parts.length) continue;
    for (const name of names) if (!out.some((x) => x.name === name)) out.push({ name });
  }
  return out.slice(0, 20);
}

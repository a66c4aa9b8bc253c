/**
 * People the owner names as their team: "our team: Mia, Jordan and Priya", "team (Ravi Patel FCA,
 * Meera Shah)", "stylists: ...". Names are kept as typed (titles and letters after a name included).
 */
const TEAM_RE =
  /\b(?:team|staff|stylists|barbers|teachers|instructors|coaches|dentists|doctors|therapists|trainers|equipo|équipe|l'équipe|equipe|mitarbeiter)\b\s*(?::|\(|is|are|includes?)\s*([^()\n.;]{2,200})/giu;
const NAME = /^(?:(?:Dr|Mr|Mrs|Ms|Mx|Prof|Dra|Sra|Sr)\.?\s+)?\p{Lu}[\p{L}'’-]+(?:\s+(?:\p{Lu}[\p{L}'’.-]*|de|da|van|von|del|di|le|la))*(?:\s+[A-Z]{2,5})?$/u;

export function findTeam(text: string): Array<{ name: string }> {
  const out: Array<{ name: string }> = [];
  for (const m of text.matchAll(TEAM_RE)) {
    const parts = (m[1] as string).split(/\s*(?:,|\band\b|&|\by\b|\bet\b|\bund\b|\be\b)\s*/u).map((p) => p.trim()).filter(Boolean);
    const names = parts.filter((p) => NAME.test(p) && p.split(/\s+/).length <= 5);
    // Only a list that is all names: "team: friendly and experienced" is not a team list.
    if (names.length === 0 || names.length !== parts.length) continue;
    for (const name of names) if (!out.some((x) => x.name === name)) out.push({ name });
  }
  return out.slice(0, 20);
}

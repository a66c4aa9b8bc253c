/**
 * The owner's wishes for the site's look, read in their words: the feel they name (a mood of
 * core/site/moods.ts), the colours they name (CLDR colour names, core/site/colour-names.generated.ts),
 * or a dark theme no palette of ours is.
 */
import { MOODS, coloursNamed, paletteForColours } from "../../core/site/moods";
import type { Palette } from "../../core/site/schema";

/**
 * A look the owner asked for by its feel ("warm, friendly colours", "calm and clean", "playful"): the mood
 * of that name, in the site languages' words for it. Only these feels; anything else is left to the trade's look.
 */
const WISHED_MOODS: Array<[keyof typeof MOODS, RegExp]> = [
  [
    "warm",
    /(?<![\p{L}])(?:warm\p{L}*|cosy|cozy|c[aá]lid[oa]s?|acogedor\p{L}*|chaleureu\p{L}*|chaud\p{L}*|gem[uü]tlich|quente|aconchegante|calda|caldi|caldo|ciep[lł]\p{L}*|varm\p{L}*|l[aä]mmin|s[ıi]cak|earthy|aardkleur\p{L}*|erdig\p{L}*|terros[oa]s?|hangat|ấm áp|دافئ\p{L}*|گرم|گرمجوش|חמים|חמימ\p{L}*|топл\p{L}*|тепл\p{L}*|тёпл\p{L}*|тепл\p{L}*|гарячі|ζεστ\p{L}*|गर्म|गरम|উষ্ণ|อบอุ่น|따뜻한|따뜻하게|温かい|暖かい|温かみ|温暖|溫暖)(?![\p{L}])/iu,
  ],
  [
    "calm",
    /(?<![\p{L}])(?:calm\p{L}*|serene|peaceful|tranquil\p{L}*|sereno|serena|ruhig\p{L}*|calme|apaisant\p{L}*|calmo|calma|rustig\p{L}*|spokojn\p{L}*|lugn\p{L}*|sakin|tenang|هادئ\p{L}*|آرام|רגוע\p{L}*|спокійн\p{L}*|спокойн\p{L}*|ήρεμ\p{L}*|शांत|শান্ত|สงบ|차분한|平静|沉静|寧靜|宁静|落ち着いた)(?![\p{L}])/iu,
  ],
  ["fresh", /(?<![\p{L}])(?:fresh|fresco|fresca|frais|fra[iî]che|frisch\p{L}*|fris|[sś]wie[zż]\p{L}*|fr[aä]sch|taze|爽やか)(?![\p{L}])/iu],
  [
    "playful",
    /(?<![\p{L}])(?:playful|fun|cheerful|colou?rful|divertid[oa]|alegre|ludique|joyeu\p{L}*|verspielt|fr[oö]hlich|giocos[oa]|allegr[oa]|speels|vrolijk|weso[lł]\p{L}*|lekfull|eğlenceli|ceria|vui tươi|مرح\p{L}*|شاد|שמח\p{L}*|צבעוני\p{L}*|весел\p{L}*|яскрав\p{L}*|χαρούμεν\p{L}*|रंगीन|খুশি|สดใส|밝고|즐거운|活泼|活潑|楽しい|ポップ)(?![\p{L}])/iu,
  ],
];

/** A theme no palette of ours is ("dark theme", "tema oscuro", "ダーク"): a wish naming it is listed back, not said done. */
const DARK =
  /(?<![\p{L}])(?:dark|oscur[oa]|sombre|dunkel\p{L}*|escur[oa]|scur[oa]|donker|m[oö]rk|ciemn\p{L}*|tmav\p{L}*|t[eё]mn\p{L}*|темн\p{L}*|тёмн\p{L}*|тамн\p{L}*|koyu|gelap|tối|σκούρ\p{L}*|כהה|داكن|تیره|گہرا|गहरा|গাঢ়|ダーク|暗い|다크|어두운|深色|暗色)(?![\p{L}])/iu;

/**
 * The palette one look wish asks for: the mood its feel names ("warm, friendly"), or the mood whose
 * palette is near the colours it names by their CLDR names ("blue and white", "ורוד וזהב"); null when
 * none is (a colour no palette is near, a dark theme, a look that names neither).
 */
export function wishedPalette(wish: string, current: Palette, languages?: readonly string[]): Palette | null {
  if (DARK.test(wish)) return null;
  const colours = coloursNamed(wish, languages);
  if (colours.length) return paletteForColours(colours, current);
  for (const [id, re] of WISHED_MOODS) if (re.test(wish)) return { ...MOODS[id].palette };
  return null;
}

/** Whether an ask names a look: a feel, a colour or a dark theme ("따뜻한 나무색", "Pink and gold", "Tema scuro"). */
export function namesALook(ask: string, languages?: readonly string[]): boolean {
  // Gold alone is also a metal ("Nevykupujeme zlato", "we buy gold"): a look only with another colour or a look word.
  return DARK.test(ask) || coloursNamed(ask, languages).some((c) => c !== "gold") || WISHED_MOODS.some(([, re]) => re.test(ask));
}

import { setPictureWordSource } from "../core/site/picture-words";
import { generateSite } from "../functions/generator/index";
import { nodePictureWords } from "../functions/hosts/node/picture-words";
setPictureWordSource(nodePictureWords());
const briefs: Array<[string, string]> = [
  ["Klub Szachowy Hetman", "Klub szachowy dla dzieci i dorosłych w Gdańsku. Treningi szachowe we wtorki i czwartki, turnieje co miesiąc."],
  ["Reifendienst Yilmaz", "Reifenservice in Duisburg: Reifenwechsel, Auswuchten, Einlagerung von Sommerreifen und Winterreifen."],
  ["مہندی آرٹ بائی سارہ", "دلہن کی مہندی، عید کی مہندی اور پارٹی ڈیزائن۔ گھر پر سروس دستیاب ہے۔"],
  ["Rumah Tahfidz Al-Falah", "Rumah tahfidz untuk anak-anak: hafalan Al-Qur'an, tajwid dan mengaji setiap sore di Bandung."],
  ["दंत चिकित्सालय स्माइल", "दांतों की जांच, सफाई, रूट कैनाल और ब्रेसेस। जयपुर में हमारा क्लिनिक।"],
  ["Bageriet på hörnet", "Hantverksbageri i Umeå med surdegsbröd, kanelbullar och tårtor på beställning."],
  ["Nordic Holdings", "We help companies with their plans. Contact us for a meeting."],
  ["Immobilien Berger", "Immobilienmakler in Graz: wir verkaufen und vermieten Häuser und Wohnungen."],
  ["Lastikçi Mehmet", "Lastik değişimi, balans ve rot ayarı. Kış lastiği saklama hizmeti."],
  ["Școala de șah Regele", "Cursuri de șah pentru copii în Iași, turnee lunare."],
  ["Ψαροταβέρνα ο Γιάννης", "Φρέσκο ψάρι και θαλασσινά κάθε μέρα στη Νάξο."],
  ["ร้านตัดผมชายหนุ่ม", "ร้านตัดผมชาย ตัดผม โกนหนวด ที่เชียงใหม่"],
];
for (const [name, description] of briefs) {
  const s = await generateSite({ projectName: name, businessType: "Business", description, requirements: "", details: null, template: null });
  const h = s.content.hero as { picture?: string; pictures?: string[] };
  console.log(name, "->", (h.pictures ?? [h.picture]).join("+"), s.industry?.id ?? "-", s.language, s.lang ?? "");
}

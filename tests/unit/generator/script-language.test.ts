import { describe, expect, it } from "vitest";
import { pageLanguage } from "../../../core/brief/language";

/**
 * The page's language read from the script first: each rule on sentences of its own (none from a corpus).
 * A language with a table is the page's language; one without labels the page (`lang`) with English headings.
 */
const lang = (text: string) => {
  const p = pageLanguage(null, text);
  return p.lang ?? p.language;
};

describe("the language from the script", () => {
  it("tells Arabic, Persian and Urdu apart by the letters each alone writes, however short", () => {
    expect(lang("مخبز الحي: خبز طازج كل يوم، كعك وحلويات شرقية.")).toBe("ar");
    expect(lang("نانوایی محله: نان تازه هر روز، کیک و شیرینی.")).toBe("fa");
    expect(lang("محلے کی بیکری: ہر روز تازہ روٹی، کیک اور مٹھائی۔")).toBe("ur");
    expect(lang("د ښار ډوډۍ پخلنځی، هره ورځ تازه ډوډۍ.")).toBe("ps");
  });

  it("reads Devanagari as Hindi, Marathi or Nepali by their words, never as English", () => {
    expect(lang("हमारी दुकान में ताज़ी मिठाई मिलती है और हम रविवार को भी खुले हैं।")).toBe("hi");
    expect(lang("आमच्या दुकानात ताजी मिठाई मिळते आणि आम्ही रविवारीही उघडे आहोत.")).toBe("mr");
    expect(lang("हाम्रो पसलमा ताजा मिठाई पाइन्छ र हामी आइतबार पनि खुला छौं।")).toBe("ne");
    expect(lang("मिठाई")).toBe("hi");
  });

  it("reads Cyrillic as Russian, Ukrainian, Bulgarian or Serbian by their own letters", () => {
    expect(lang("Пекарня у дома: свежий хлеб, пироги и кофе. Работаем без выходных.")).toBe("ru");
    expect(lang("Пекарня біля дому: свіжий хліб, пироги та кава. Працюємо щодня, їжа з собою.")).toBe("uk");
    expect(lang("Пекарна до дома: пресен хляб, баници и кафе. Работим всеки ден, без почивен ден в неделя.")).toBe("bg");
    expect(lang("Пекара код куће: свеж хлеб, пите и кафа. Радимо сваког дана, ђаци имају попуст.")).toBe("sr");
  });

  it("decides Bengali, Tamil, Thai, Hangul, Hebrew and Greek before any trigram count", () => {
    expect(lang("পাড়ার বেকারি, প্রতিদিন তাজা রুটি।")).toBe("bn");
    expect(lang("தினமும் புதிய ரொட்டி.")).toBe("ta");
    expect(lang("ร้านขนมปังสด ทุกวัน")).toBe("th");
    expect(lang("매일 신선한 빵")).toBe("ko");
    expect(lang("מאפייה שכונתית, לחם טרי כל יום")).toBe("he");
    expect(lang("Φούρνος της γειτονιάς, φρέσκο ψωμί")).toBe("el");
  });

  it("tells Simplified from Traditional Chinese by the characters only one of them writes", () => {
    expect(lang("社区面包店，每天新鲜出炉，欢迎预订生日蛋糕。")).toBe("zh-Hans");
    expect(lang("社區麵包店，每天新鮮出爐，歡迎預訂生日蛋糕。")).toBe("zh-Hant");
  });

  it("tells the Portuguese of Portugal from Brazil's by what each writes (euros, +351; reais, +55)", () => {
    expect(lang("Padaria do bairro em Braga, pão fresco todos os dias, encomendas pelo telemóvel 912 345 678. Bolo de anos a partir de 18 €.")).toBe("pt-PT");
    expect(lang("Padaria do bairro em Curitiba, pão fresquinho todos os dias, encomendas pelo celular. Bolo de aniversário a partir de R$ 60.")).toBe("pt");
  });

  it("tells Latin-script neighbours apart by their own letters and words", () => {
    expect(lang("Pekáreň na rohu, čerstvý chlieb každý deň. Sme otvorení aj v sobotu, ľudia si môžu objednať torty.")).toBe("sk");
    expect(lang("Pekarna na vogalu, svež kruh vsak dan. Odprto imamo tudi v soboto, torte po naročilu in dostava.")).toBe("sl");
    expect(lang("Pekara na uglu, svježi kruh svaki dan. Radimo i subotom, torte po narudžbi, dostava u cijelom gradu.")).toBe("hr");
    expect(lang("Pekara na uglu, sveži hleb svaki dan. Radno vreme od sedam, subotom uveče zatvoreno, torte po porudžbini.")).toBe("sr-Latn");
    expect(lang("Die bakkery op die hoek, vars brood elke dag. Ons is ook Saterdae oop, koeke op bestelling vir julle partytjies.")).toBe("af");
    expect(lang("De bakkerij op de hoek, vers brood elke dag. Wij zijn ook zaterdag open, taarten op bestelling voor jullie feestjes.")).toBe("nl");
  });

  it("labels Hindi and Urdu written in Latin letters with their script, left to right", () => {
    expect(lang("Humari bakery mein roz taaza bread milta hai, aur Sunday ko bhi dukaan khuli rehti hai. Order ke liye call karo.")).toBe("hi-Latn");
    expect(lang("Humari bakery mein roz taaza bread milta hai, aur Jumma ko bhi dukaan khuli rehti hai. Order ke liye 0300 1234567 par call karo.")).toBe(
      "ur-Latn",
    );
    expect(lang("We bake fresh bread every day and we are open on Sunday too, order ahead for birthday cakes.")).toBe("en");
  });

  it("keeps the intake's choice over any reading", () => {
    expect(pageLanguage("ar", "Fresh bread every day.")).toEqual({ language: "ar" });
    expect(pageLanguage("sr-Latn", "Пекара код куће")).toEqual({ language: "sr-Latn" });
  });
});

import { describe, expect, it } from "vitest";
import { extractFacts, findAddress } from "../../../core/brief/facts/index";
import { findHours } from "../../../core/brief/facts/hours";
import { findPricedItems } from "../../../core/brief/facts/prices";
import { timeSpans } from "../../../core/site/opening-times";
import { generateSite } from "../../../functions/generator/index";
import { MOODS, coloursNamed, paletteForColours } from "../../../core/site/moods";
import { UNBUILT_REQUESTS } from "../../../functions/generator/requests";
import { type ReadAsk, leftOutAsAsked } from "../../../functions/generator/plan";
import { COLOUR_NAMES } from "../../../core/site/colour-names.generated";
import { colourNames } from "../../../scripts/gen-colour-names";

/**
 * One case of each rule that keeps the owner's words in their place (hours in any script, prices in any
 * order, requests by any name), in other words than the corpora's.
 */
const rows = (text: string, language: Parameters<typeof findHours>[1] = "en") =>
  findHours(text, language).rows.map((r) => ({
    days: r.days.join(","),
    time: r.time,
    ...(r.note ? { note: r.note } : {}),
    ...(r.season ? { season: r.season } : {}),
  }));
const items = (text: string) => findPricedItems(text).map((i) => `${i.name} | ${i.price}`);

describe("hours typed in the owner's script", () => {
  it("reads day names, list words and digits of the script from CLDR, keeping the typed form", () => {
    expect(rows("السبت - الأربعاء ١٠:٠٠ - ١٨:٠٠")).toEqual([{ days: "sat,sun,mon,tue,wed", time: "١٠:٠٠ - ١٨:٠٠" }]);
    expect(rows("मंगलवार और गुरुवार 11:00–19:00")).toEqual([{ days: "tue,thu", time: "11:00–19:00" }]);
    expect(rows("วันจันทร์และวันพุธ 8:00–12:00")).toEqual([{ days: "mon,wed", time: "8:00–12:00" }]);
    expect(rows("Τρίτη–Σάββατο 10:00 π.μ. – 8:00 μ.μ.")).toEqual([{ days: "tue,wed,thu,fri,sat", time: "10:00 π.μ. – 8:00 μ.μ." }]);
    expect(timeSpans("10:00 π.μ. – 8:00 μ.μ.")).toEqual([{ opens: "10:00", closes: "20:00" }]);
    expect(rows("יום ב׳–יום ה׳ 9:00–14:00")).toEqual([{ days: "mon,tue,wed,thu", time: "9:00–14:00" }]);
  });

  it("reads Korean one-syllable ranges and a closed word in the script", () => {
    const r = findHours("수~일 12:00~20:00, 화요일 휴무", "en").rows;
    expect(r.map((x) => [x.days.join(","), x.time ?? "closed"])).toEqual([
      ["wed,thu,fri,sat,sun", "12:00~20:00"],
      ["tue", "closed"],
    ]);
  });

  it("keeps a season with its calendar days, a second set's name, a note, and a day with words and no time", () => {
    const r = findHours("Kiosk: 1. Mai bis 30. September Mo-So 10-18 Uhr. Büro: Mo-Fr 8-12 Uhr nach Vereinbarung. Samstag nur vormittags.", "de").rows;
    const kiosk = r.find((x) => x.for === "Kiosk");
    expect(kiosk).toMatchObject({ season: "1. Mai bis 30. September", validFrom: "--05-01", validThrough: "--09-30", time: "10-18 Uhr" });
    expect(r.find((x) => x.for === "Büro")).toMatchObject({ time: "8-12 Uhr", note: "nach Vereinbarung" });
    expect(r.find((x) => x.days.join() === "sat")).toMatchObject({ label: "Samstag", note: "nur vormittags" });
  });

  it("reads always-open in more forms, and kana alone after a time is no note", () => {
    expect(findHours("Çekici hizmeti 7/24 açık").note).toBe("7/24");
    expect(findHours("Dépannage 24h/24, 7j/7").note).toBe("24h/24, 7j/7");
    expect(findHours("月曜日–金曜日 10:00–19:00です").rows[0]).not.toHaveProperty("note");
  });
});

describe("prices in any order and script", () => {
  it("a split day joined by CLDR's list word keeps both spans; the Sabbath's eve is Friday; 平日, 평일, 工作日 are the weekdays", () => {
    expect(rows("السبت - الخميس 8-12 و 15-19", "ar")).toEqual([{ days: "sat,sun,mon,tue,wed,thu", time: "8-12 و 15-19" }]);
    expect(rows("Пн-Пт 10-14 и 15-19", "ru")).toEqual([{ days: "mon,tue,wed,thu,fri", time: "10-14 и 15-19" }]);
    expect(rows("Δευ-Παρ 9-14 και 17-21", "el")).toEqual([{ days: "mon,tue,wed,thu,fri", time: "9-14 και 17-21" }]);
    expect(rows("ערב שבת 9:00-13:00", "he")).toEqual([{ days: "fri", time: "9:00-13:00" }]);
    expect(rows("平日 10時〜19時", "ja")).toEqual([{ days: "mon,tue,wed,thu,fri", time: "10時〜19時" }]);
    expect(rows("평일 09:00~18:00", "ko")).toEqual([{ days: "mon,tue,wed,thu,fri", time: "09:00~18:00" }]);
    expect(rows("工作日 8:30-17:30", "zh-Hans")).toEqual([{ days: "mon,tue,wed,thu,fri", time: "8:30-17:30" }]);
  });

  it("'X is $55' names the item X, a condition in brackets does not count toward its length", () => {
    expect(items("The deep clean for a three-bedroom house (up to 2 baths) is $240.")).toEqual(["deep clean for a three-bedroom house (up to 2 baths) | $240"]);
  });

  it("reads the amount before a currency word, 'from' after the amount, and unit words in the script", () => {
    expect(items("اشتراك الشهر 30 دينار، حصة خاصة 12 دينار")).toEqual(["اشتراك الشهر | 30 دينار", "حصة خاصة | 12 دينار"]);
    expect(items("커트 25,000원부터, 펌 80,000원")).toEqual(["커트 | 25,000원부터", "펌 | 80,000원"]);
    expect(items("مرمت 800 روپے سے، سکرین 3500 روپے")).toEqual(["مرمت | 800 روپے سے", "سکرین | 3500 روپے"]);
    expect(items("שיעור פרטי 150 ₪ לשעה, קבוצה 60 ₪ לאדם")).toEqual(["שיעור פרטי | 150 ₪ לשעה", "קבוצה | 60 ₪ לאדם"]);
    expect(items("फेशियल ₹१,२०० और मैनीक्योर ₹४५०")).toEqual(["फेशियल | ₹१,२००", "मैनीक्योर | ₹४५०"]);
  });

  it("an item never keeps a neighbour's bracket, and a lone 'extra' is the price's condition", () => {
    expect(items("Platters (Suya wrap £9, Plantain bowl) £7")).not.toContain("Plantain bowl) | £7");
    expect(items("Tuning £90. String change £25 extra.")).toEqual(["Tuning | £90", "String change | £25 extra"]);
  });

  it("a price suggestion names its item", () => {
    const { suggestions } = extractFacts(
      { description: "Walk-in haircut for kids under ten is $18 on weekday mornings before school starts.", requirements: "" },
      null,
      "en",
    );
    expect(suggestions.filter((s) => s.kind === "prices")).toEqual([expect.objectContaining({ item: expect.stringMatching(/haircut for kids under ten/i) })]);
  });

  const asked = (description: string, language: Parameters<typeof extractFacts>[2] = "en") =>
    extractFacts({ description, requirements: "" }, null, language)
      .suggestions.filter((s) => s.kind === "prices")
      .map((s) => `${s.value} <- ${s.item ?? ""}`);

  it("a price alone in its clause is named by the clause before it, or the sentence before when it opens its own", () => {
    expect(asked("Private lessons last 45 minutes, €40.")).toEqual(["€40 <- Private lessons last 45 minutes"]);
    expect(asked("Kayak tours of the fjord, two hours with a guide, 450 kr.", "nb")).toEqual(["450 kr. <- Kayak tours of the fjord"]);
    expect(asked("Sworn translations of birth and marriage certificates. From $30 per page.")).toEqual([
      "$30 per page <- Sworn translations of birth and marriage certificates",
    ]);
    expect(asked("Le stage dure cinq jours, repas compris. À partir de 240 €.", "fr")).toEqual(["240 € <- Le stage dure cinq jours"]);
  });

  it("an add-on in brackets is named by its aside, a heading by itself, a code before a dash by the code", () => {
    expect(asked("Workshop 3 hours €60 per person (gift wrapping or courier delivery, + €6).")).toContain("€6 <- gift wrapping or courier delivery");
    expect(asked("Fees: $120/session, 50 minutes.")).toEqual(["$120/session <- Fees"]);
    expect(asked("Felgen 15–16 Zoll – 45 €, W17–W19 – 60 €.", "de")).toContain("60 € <- W17–W19");
  });

  it("a name written with combining marks names the price ('ब्रेसेस'), and a list number is no part of it", () => {
    expect(asked("जाँच ₹300; इम्प्लांट ₹25,000 से शुरू, 3 किस्तों में", "hi")).toEqual(["₹25,000 से शुरू <- इम्प्लांट"]);
    expect(asked("2) Custom prints for collectors: from 20 € per print, framed on request.")).toEqual(["20 € <- Custom prints for collectors"]);
  });

  it("a road number in the address is no price, and a rupee abbreviation in Devanagari is a currency", () => {
    const f = extractFacts({ description: "Guest farm in the Karoo.\nAddress: Farm Kleinberg, R62, Oudtshoorn, 6620", requirements: "" }, null, "en");
    expect(f.suggestions.filter((s) => s.kind === "prices")).toEqual([]);
    expect(items("कपाल काट्ने रु. 300, दाह्री रु 150")).toEqual(["कपाल काट्ने | रु. 300", "दाह्री | रु 150"]);
    expect(items("मालिश 900 रु. अपॉइंटमेंट ज़रूरी")).toEqual(["मालिश | 900 रु."]);
    expect(items("ಊಟ ರೂ. 120; ಚಹಾ ರೂ. 15")).toEqual(["ಊಟ | ರೂ. 120", "ಚಹಾ | ರೂ. 15"]);
  });

  it("'from' in Arabic and Hebrew stays with the price, and a payment account's number is no phone", () => {
    expect(items("تصليح الغسالة من 40 دينار، تركيب 15 دينار")).toEqual(["تصليح الغسالة | من 40 دينار", "تركيب | 15 دينار"]);
    expect(items("תיקון מזגן - מ-250 ₪, התקנה 400 ₪")).toEqual(["תיקון מזגן | מ-250 ₪", "התקנה | 400 ₪"]);
    const phones = (description: string) => extractFacts({ description, requirements: "" }, null, "en").facts.phones;
    expect(phones("Pay by Swish 123 456 7890 or call 08-555 12 34.")).toEqual(["08-555 12 34"]);
    expect(phones("M-Pesa Paybill 5551234, Till 7654321. Call 0712 555 678.")).toEqual(["0712 555 678"]);
  });

  it("a fine is a rule of the house, neither published nor offered as a price; 'fine art' still is one", () => {
    const offered = (description: string) => {
      const f = extractFacts({ description, requirements: "" }, null, "en");
      return [...f.offerings.map((o) => `${o.name} | ${o.price}`), ...f.suggestions.filter((x) => x.kind === "prices").map((x) => x.value)];
    };
    expect(offered("Rauchen im Zimmer verboten, Strafe 80 €. Doppelzimmer 95 €.")).toEqual(["Doppelzimmer | 95 €"]);
    expect(offered("التدخين ممنوع، غرامة 20 دينار. غرفة مزدوجة 45 دينار")).toEqual(["غرفة مزدوجة | 45 دينار"]);
    expect(offered("Fine art prints £40, framed £65.")).toEqual(["Fine art prints | £40", "framed | £65"]);
    expect(items("சான்றிதழ் மொழிபெயர்ப்பு ரூ. 1,800")).toEqual(["சான்றிதழ் மொழிபெயர்ப்பு | ரூ. 1,800"]);
  });
});

describe("links the owner gives in their words", () => {
  it("a web address in a sentence is a link to it; nothing else becomes one", async () => {
    const s = await generateSite({
      projectName: "Harbour Fish",
      businessType: "Other",
      description:
        "Fishmonger in Cobh. Wholesale prices are on https://harbourfish.example/trade, and recipes at www.harbourfish.example. Write to sales@harbourfish.example.",
      requirements: "",
      details: null,
      template: null,
    });
    expect(s.html).toContain('<a href="https://harbourfish.example/trade">https://harbourfish.example/trade</a>,');
    expect(s.html).toContain('<a href="https://www.harbourfish.example/">www.harbourfish.example</a>.');
    expect(s.html).not.toContain('href="https://harbourfish.example"');
  });
});

describe("addresses after a label in the owner's script", () => {
  it("reads the street and keeps its city, to the sentence end", () => {
    expect(findAddress("כתובת: שדרות בן גוריון 40, אשדוד. שעות: א'-ה'")).toMatchObject({ value: "שדרות בן גוריון 40, אשדוד", sure: true });
    expect(findAddress("العنوان: شارع الملك فهد ٣٢، الدمام")).toMatchObject({ value: "شارع الملك فهد ٣٢، الدمام", sure: true });
    expect(findAddress("Адрес: ул. Ленина 12, Казань")).toMatchObject({ value: "ул. Ленина 12, Казань", sure: true });
  });
});

describe("requests by any name, and statements that are no request", () => {
  const site = (requirements: string, description = "Hair studio in Busan. Cut 25,000원. Call 051-123-4567.") =>
    generateSite({ projectName: "Studio", businessType: "Other", description, requirements, details: null, template: null });

  it("lists back booking through a platform, a members' area and a blog; booking asked in the owner's language is built as the booking form", async () => {
    const s = await site("네이버 예약 링크 연결. Members' area for regulars. 블로그도 있으면 좋겠어요. Reservar cita online.");
    expect(s.unbuilt).toEqual(expect.arrayContaining(["네이버 예약 링크 연결", "Members' area for regulars", "블로그도 있으면 좋겠어요"]));
    expect(s.unbuilt).not.toContain("Reservar cita online");
    expect(s.content.settings.requests?.booking?.on).toBe(true);
  });

  it("a payment method they take, a platform they use, a number or a closed day are statements, not requests", async () => {
    const s = await site("Swish och kort. 今はホットペッパーを使っています. Kids from 6 yrs. Agosto cerrado.");
    expect(s.unbuilt).toEqual([]);
  });

  it("a contact form is built by the hosted site; a style wish stays whole, sets its palette and is said back", async () => {
    const s = await site("Show our prices and a contact form please. Calm, soft colours");
    expect(s.unbuilt).toEqual([]);
    expect(s.sentences.find((x) => x.text === "Calm, soft colours")?.to).toEqual(["instruction"]);
    expect(s.honoured).toEqual(["Calm, soft colours"]);
    expect(s.style.palette.primary).toBe(MOODS.calm.palette.primary);
    expect(s.note).toContain("Calm, soft colours");
  });
});

describe("every wish ends somewhere: built, honoured by the look and said back, or listed back", () => {
  const site = (requirements: string) =>
    generateSite({ projectName: "Studio", businessType: "Other", description: "Small print shop in Lyon.", requirements, details: null, template: null });

  it("the colour names are CLDR's as the package ships them (run scripts/gen-colour-names.ts after an update)", () => {
    expect(COLOUR_NAMES).toEqual(colourNames());
  });

  it("reads colour names of any language from CLDR, and picks a palette of ours near them (or none)", () => {
    expect(coloursNamed("Красный и белый")).toEqual(["red", "white"]);
    expect(coloursNamed("سبز و طلا")).toEqual(["green", "gold"]);
    expect(coloursNamed("açık mavi")).toEqual(["lightblue"]);
    expect(coloursNamed("Lightning fast")).toEqual([]);
    // In the owner's languages only (Estonian "must" is black), with a name's other endings but no other word.
    expect(coloursNamed("Must be accessible", ["en"])).toEqual([]);
    expect(coloursNamed("casas blancas, puertas verdes, de verdad", ["spa"])).toEqual(["white", "green"]);
    expect(paletteForColours(["purple", "gold"])?.primary).toBe(MOODS.community.palette.primary);
    // Yellow is no primary a white text passes AA on; white alone says nothing a palette could follow.
    expect(paletteForColours(["yellow"])).toBeNull();
    expect(paletteForColours(["white"])).toBeNull();
  });

  it("a colour wish sets a palette near it and is said back; one no palette is near, or a dark theme, is listed back", async () => {
    const s = await site("Pink and gold please. Dark theme. Just yellow");
    expect(s.honoured).toEqual(["Pink and gold please"]);
    expect(s.style.palette.primary).toBe(MOODS.playful.palette.primary);
    expect(s.note).toContain("Pink and gold please");
    expect(s.unbuilt).toEqual(expect.arrayContaining(["Dark theme", "Just yellow"]));
  });

  it("request words of any script are read inside word boundaries, and a form's other part is an ask of its own", async () => {
    expect(UNBUILT_REQUESTS.find((r) => r.id === "booking")?.re.test("Онлайн-запис на огляд")).toBe(true);
    expect(UNBUILT_REQUESTS.find((r) => r.id === "quote-form")?.re.test("نريد عرض سعر سريع")).toBe(true);
    const s = await site("Réserver en ligne et voir l'historique des commandes");
    expect(s.content.settings.requests?.booking?.on).toBe(true);
    expect(s.unbuilt).toEqual(["voir l'historique des commandes"]);
  });

  it("a look wish in a script with no colour we know is listed back; gold alone is a metal, not a look", async () => {
    const s = await site("Стиль ретро. Nevykupujeme zlato");
    expect(s.unbuilt).toEqual(["Стиль ретро"]);
    expect(s.honoured).toEqual([]);
  });

  it("a writing system asked for alone (CLDR script names), a form named in its script and a simple look are listed back", async () => {
    const s = await site("Латиница. সময় খালি আছে কিনা দেখার একটা ফর্ম. Απλός και κλασικός");
    expect(s.unbuilt).toEqual(["Латиница", "সময় খালি আছে কিনা দেখার একটা ফর্ম", "Απλός και κλασικός"]);
  });

  it("a quote asked in Hungarian or as a form for quotes, a client area and a gallery in Arabic are built or listed back", async () => {
    expect((await site("Árajánlatkérés: küldjön fotót a tetőről")).content.settings.requests?.quote?.on).toBe(true);
    expect((await site("A simple form for roof estimates, with a photo")).content.settings.requests?.quote?.on).toBe(true);
    expect((await site("Quero uma área do cliente para ver os pedidos")).unbuilt).toEqual(["Quero uma área do cliente para ver os pedidos"]);
    expect((await site("معرض لصور الأعمال السابقة")).unbuilt).toEqual(["photos (add them in the editor): معرض لصور الأعمال السابقة"]);
  });

  it("a site feature refused ('No blog', 'בלי בלוג', 'بدون متجر') is left out as asked, never listed as not built", async () => {
    for (const ask of ["No newsletter sign-up", "ללא בלוג", "بدون متجر إلكتروني", "Sem loja online", "Χωρίς blog"]) {
      const s = await site(ask);
      expect(s.unbuilt).toEqual([]);
      expect(s.honoured).toEqual([ask]);
    }
  });

  it("short words join a look wish only inside its sentence, and as typed (fourth blind corpus, in other words)", async () => {
    const typed = "בלי בלוג, לא צריך. עיצוב מודרני, צבעים בהירים.";
    const s = await site(typed);
    const said = [...s.unbuilt, ...s.honoured, ...s.content.sections.flatMap((x) => (x.kind === "notes" ? x.items : []))];
    expect(said.length).toBeGreaterThan(0);
    for (const words of said) expect(typed).toContain(words);
  });

  it("a simple look asked in Dutch or Korean words is said back or listed back, not dropped (fourth blind corpus, in other words)", async () => {
    for (const ask of ["Graag simpel en rustig", "simpel", "디자인은 간단하고 깔끔하게"]) {
      const s = await site(ask);
      expect([...s.unbuilt, ...s.honoured]).toContain(ask);
    }
  });

  it("a photo the visitor sends with a quote request is the quote form's, not a gallery to fill", async () => {
    const s = await site("Clients can upload a picture of the damage and get a price estimate");
    expect(s.content.settings.requests?.quote?.on).toBe(true);
    expect(s.unbuilt).toEqual([]);
    const gallery = await site("Zdjęcia naszych maszyn");
    expect(gallery.unbuilt).toEqual(["photos (add them in the editor): Zdjęcia naszych maszyn"]);
  });

  it("a photo ask is listed back with the owner's words, not only the hint", async () => {
    const s = await site("Bilder von unseren Druckmaschinen");
    expect(s.unbuilt).toEqual(["photos (add them in the editor): Bilder von unseren Druckmaschinen"]);
  });

  it("what to leave out is checked on the page: said back when it is left out, listed back when the page still shows it", async () => {
    const s = await site("Don't show any photos of me. Do not say we are the cheapest");
    expect(s.honoured).toEqual(["Don't show any photos of me"]);
    expect(s.note).toContain("Left out as you asked: “Don't show any photos of me”");
    expect(s.unbuilt).toEqual([]);
    // Nothing on the page to check "the cheapest" against: followed, not claimed.
    expect(s.note).not.toContain("cheapest");

    const priced = await generateSite({
      projectName: "Cuts",
      businessType: "Other",
      description: "Barber in Leeds. Haircut £20, beard trim £10.",
      requirements: "Don't show prices",
      details: null,
      template: null,
    });
    expect(priced.unbuilt).toEqual(["Don't show prices"]);
    expect(priced.honoured).toEqual([]);
    expect(priced.sentences.find((x) => x.text === "Don't show prices")?.to).toEqual(["unbuilt"]);

    // A request form the page has on is shown; one it has off is left out.
    const booking = await site("Online booking please");
    expect(booking.content.settings.requests?.booking?.on).toBe(true);
    const ask = (text: string): ReadAsk => ({ ask: text, source: "requirements", outcome: { to: "instruction", leaveOut: true } });
    expect(leftOutAsAsked([ask("Don't show online booking")], booking.content)).toEqual({ honoured: [], shown: ["Don't show online booking"] });
    expect(leftOutAsAsked([ask("Don't show online ordering")], booking.content)).toEqual({ honoured: ["Don't show online ordering"], shown: [] });
  });
});

describe("nothing published that the owner did not say that way (third blind corpus, in other words)", () => {
  const phones = (text: string, language: Parameters<typeof extractFacts>[2] = "en") =>
    extractFacts({ description: text, requirements: "" }, null, language).facts.phones;
  it("a registration or licence number is no phone, in any script, with words between the label and the number", () => {
    expect(phones("رقم السجل التجاري 4030123456\nجوال: 0501234567", "ar")).toEqual(["0501234567"]);
    expect(phones("Licence issued by the city council: 2021/5566. Call 020 7946 0321")).toEqual(["020 7946 0321"]);
    expect(phones("PVM kodas 100005551234, įmonės kodas 302555111\nTel. +370 612 34567", "lt")).toEqual(["+370 612 34567"]);
    expect(phones("营业执照注册号 91440300MA5F12345X\n电话：0755-8123 4567", "zh-Hans")).toEqual(["0755-8123 4567"]);
    expect(phones("Registration by phone: 0412 345 678")).toEqual(["0412 345 678"]);
  });
  it("an address keeps the word before its house number and the building before its street", () => {
    expect(findAddress("Come to No. 14 Ring Road, Osu, Accra")?.value).toBe("No. 14 Ring Road, Osu, Accra");
    expect(findAddress("we are at Blk 210 Toa Payoh Road, #01-05, Singapore 310210")?.value).toBe("Blk 210 Toa Payoh Road, #01-05, Singapore 310210");
    expect(findAddress("Office: Suite 5, Ayala Tower, 12 Paseo Ave., Makati City 1226")?.value).toBe("Suite 5, Ayala Tower, 12 Paseo Ave., Makati City 1226");
    // A building with no unit before it: the head may be missing, so it is only offered.
    expect(findAddress("Lotus Bldg., 12 Paseo Ave., Makati City 1226")?.sure).toBe(false);
    expect(findAddress("Địa chỉ: 12 Lê Lợi, Phường 4, TP. Đà Lạt")?.value).toBe("12 Lê Lợi, Phường 4, TP. Đà Lạt");
    expect(findAddress("地址：香港灣仔軒尼詩道300號5樓（灣仔站A出口）")?.value).toBe("香港灣仔軒尼詩道300號5樓");
  });
  it("a break is no opening row; a split day stays one row", () => {
    expect(rows("Mon–Fri 9:00–17:00 (lunch break Fri 12:00–13:00)")).toEqual([{ days: "mon,tue,wed,thu,fri", time: "9:00–17:00" }]);
    expect(rows("Isnin - Sabtu 9.00 - 6.00, rehat Jumaat 12.30 - 2.30", "ms")).not.toContainEqual(expect.objectContaining({ days: "fri" }));
  });
  it("a price keeps its item's hyphen and slash, its 'from', its aside and an abbreviation in brackets", () => {
    expect(items("Rentals: city bike 20 € a day, e-scooter 30 €/day")).toContain("e-scooter | 30 €/day");
    expect(items("Fees: A/L chemistry Rs. 5,000 per month")).toContain("A/L chemistry | Rs. 5,000 per month");
    expect(items("Услуги: чистка ковра (до 6 м²) — от 900 ₽, стирка пледа 500 ₽")).toContain("чистка ковра (до 6 м²) | от 900 ₽");
    expect(items("Rejs statkiem (ok. 2 h) 90 zł od osoby")).toEqual(["Rejs statkiem (ok. 2 h) | 90 zł od osoby"]);
    const noted = findPricedItems("टूर: पूरा दिन - ₹1500 पूरी गाड़ी (6 लोग तक); अलग");
    expect(noted).toEqual([{ name: "पूरा दिन", price: "₹1500 पूरी गाड़ी", recurring: false, note: "6 लोग तक" }]);
  });
  it("no item from a free threshold, a season's surcharge or a rim size beside euros; a label of one price names it", () => {
    expect(items("الشحن مجاني فوق 50$. كيك الشوكولا 12$")).toEqual(["كيك الشوكولا | 12$"]);
    const unsure: string[] = [];
    expect(findPricedItems("객실 90,000원. 성수기(7/15~8/25) 2만원 추가", unsure).map((i) => i.name)).toEqual(["객실"]);
    expect(unsure).toContain("2만원 추가");
    expect(items("Ratų balansavimas R15–R18 – 25 €").join()).not.toMatch(/\| R15/u);
    expect(items("洗衣30元；清洁：地毯每平米另收15元，窗帘另计")).toEqual(["洗衣 | 30元", "清洁：地毯每平米另收 | 15元"]);
  });
});

describe("hours written with words for parts of the day (CLDR day periods)", () => {
  it("places a 12-hour time by the part of the day CLDR gives its word, the other end beside it", () => {
    expect(timeSpans("9.00 pagi - 4.00 petang")).toEqual([{ opens: "09:00", closes: "16:00" }]);
    expect(timeSpans("2 - 10 malam")).toEqual([{ opens: "14:00", closes: "22:00" }]);
    expect(timeSpans("সকাল ৯টা থেকে রাত্রি ১১টা")).toEqual(null);
    expect(timeSpans("সকাল ৯টা থেকে সন্ধ্যা ৬টা")).toEqual([{ opens: "09:00", closes: "18:00" }]);
    expect(timeSpans("1-4 ng hapon")).toEqual([{ opens: "13:00", closes: "16:00" }]);
    // Twelve in a part of the day without noon, or a reading that closes before it opens: not read.
    expect(timeSpans("8-12 ng umaga")).toBeNull();
    expect(timeSpans("10am-6pm")).toEqual([{ opens: "10:00", closes: "18:00" }]);
  });
  it("reads the row with its days and keeps the words as typed", () => {
    expect(rows("Buka Isnin - Sabtu 9.00 pagi - 4.00 petang", "ms")).toEqual([{ days: "mon,tue,wed,thu,fri,sat", time: "9.00 pagi - 4.00 petang" }]);
    expect(rows("খোলা: রবি-বৃহস্পতি সকাল ৯টা থেকে সন্ধ্যা ৬টা")).toEqual([{ days: "sun,mon,tue,wed,thu", time: "সকাল ৯টা থেকে সন্ধ্যা ৬টা" }]);
  });
});

describe("a price suggestion names what it suggests, and a condition is no price to offer", () => {
  const offered = (text: string) =>
    extractFacts({ description: text, requirements: "" }, null, "en")
      .suggestions.filter((s) => s.kind === "prices")
      .map((s) => [s.item ?? "", s.value]);
  it("names a price by the label before its colon, the words before a dash, or the words after it", () => {
    expect(offered("Happy hour Mon–Thu until 5pm: $6 for everyone.")).toEqual([["Happy hour Mon–Thu until 5pm", "$6"]]);
    expect(offered("Group lesson 45 min – £30.")).toEqual([["Group lesson 45 min", "£30"]]);
    expect(offered("Delivery costs £5 for town, £9 for the villages.")).toContainEqual(["villages", "£9"]);
  });
  it("offers no threshold as a price, in any order of words, and keeps an item whose name has 'free' in it", () => {
    expect(offered("Free delivery on orders over €40.")).toEqual([]);
    expect(offered("Envío gratis a partir de 30 €.")).toEqual([]);
    expect(offered("5만원 이상 무료 배송, 배송비 3,000원")).toEqual([]);
    expect(offered("Six free-range duck eggs is £4.")).toEqual([["Six free-range duck eggs", "£4"]]);
  });
  it("a short unit's full stop right before a price ends no sentence; a time's does", () => {
    const items = (text: string) => extractFacts({ description: text, requirements: "" }, null, "en").offerings.map((o) => `${o.name} | ${o.price}`);
    expect(items("Pony rides: kids 4–11 yrs. $12, adults $20.")).toEqual(["kids 4–11 yrs. | $12", "adults | $20"]);
    expect(items("Masaż 60 min. 120 zł")).toEqual(["Masaż 60 min. | 120 zł"]);
    expect(items("Open weekends 10am-4pm. $15 adults, $8 kids.").join()).not.toContain("4pm");
  });
});

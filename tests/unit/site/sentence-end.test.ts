import { describe, expect, it } from "vitest";
import { endSentence, endsSentence, fullStopFor, joinSentences, sentenceGap } from "../../../core/site/sentence-end";
import { sentences } from "../../../functions/generator/text";
import { stringsFor } from "../../../core/site/i18n";
import { phrasesFor } from "../../../core/site/phrases";

/** Sentences that already end, in several scripts: none of them gets a second stop. */
const ENDED = [
  "We open at nine.",
  "Open every day!",
  "Do you deliver?",
  "Wait for it…",
  "He said “come back soon.”",
  "京都の小さな定食屋です。",
  "いらっしゃいませ！",
  "予約は必要ですか？",
  "いつでもどうぞ…",
  "「またお越しください。」",
  "半角の句点です｡",
  "全角のピリオドです．",
  "我们每天营业。",
  "欢迎光临！",
  "你们送货吗？",
  "هل تقومون بالتوصيل؟",
  "نحن مفتوحون كل يوم.",
  "ہم ہر روز کھلے ہیں۔",
  "हम हर दिन खुले हैं।",
  "क्या आप डिलीवरी करते हैं?",
  "আমরা প্রতিদিন খোলা।",
  "Мы открыты каждый день.",
  "Είμαστε ανοιχτά κάθε μέρα.",
  "እንኳን ደህና መጡ።",
  "Fertig‼",
];

describe("sentence ends in any script", () => {
  it.each(ENDED)("%s already ends: kept as typed, no stop added", (s) => {
    expect(endsSentence(s)).toBe(true);
    expect(endSentence(s)).toBe(s);
    expect(endSentence(`${s}  `)).toBe(s);
  });

  it.each([
    ["We open at nine", "We open at nine."],
    ["毎朝市場で仕入れた魚を使っています", "毎朝市場で仕入れた魚を使っています。"],
    ["ランチは11時から", "ランチは11時から。"],
    ["焼き魚定食 1200円", "焼き魚定食 1200円。"],
    ["スタッフ", "スタッフ。"],
    ["我们每天营业", "我们每天营业。"],
    ["हम हर दिन खुले हैं", "हम हर दिन खुले हैं।"],
    ["আমরা প্রতিদিন খোলা", "আমরা প্রতিদিন খোলা।"],
    ["نحن مفتوحون كل يوم", "نحن مفتوحون كل يوم."],
    ["Мы открыты каждый день", "Мы открыты каждый день."],
    ["우리는 매일 엽니다", "우리는 매일 엽니다."],
    ["Open from 9 to 5 (Mon–Fri)", "Open from 9 to 5 (Mon–Fri)."],
    ["2024", "2024."],
  ])("%s without a stop gets its script's full stop", (s, ended) => {
    expect(endsSentence(s)).toBe(false);
    expect(endSentence(s)).toBe(ended);
  });

  it("a comma, colon or semicolon is not a sentence end; empty stays empty", () => {
    for (const s of ["Call us,", "Call us:", "Call us;", "お問い合わせ、"]) expect(endsSentence(s), s).toBe(false);
    expect(endSentence("")).toBe("");
    expect(endSentence("   ")).toBe("");
    expect(fullStopFor("")).toBe(".");
  });

  it("joins sentences with a space, and with none after a stop Chinese and Japanese close up", () => {
    expect(sentenceGap("です。")).toBe("");
    expect(sentenceGap("です！")).toBe("");
    expect(sentenceGap("「はい。」")).toBe("");
    expect(sentenceGap("どうぞ…")).toBe(" ");
    expect(sentenceGap("Done.")).toBe(" ");
    expect(sentenceGap("हैं।")).toBe(" ");
    expect(joinSentences(["Acme Inc.", "All rights reserved."])).toBe("Acme Inc. All rights reserved.");
    expect(joinSentences(["Acme", "All rights reserved."])).toBe("Acme. All rights reserved.");
    expect(joinSentences(["さくら食堂", "無断転載を禁じます。"])).toBe("さくら食堂。無断転載を禁じます。");
    expect(joinSentences(["Sakura Diner", "無断転載を禁じます。"])).toBe("Sakura Diner. 無断転載を禁じます。");
    expect(joinSentences(["駐車場あり。", "送料無料", " ", "Free parking!"])).toBe("駐車場あり。送料無料。Free parking!");
    expect(joinSentences(["हम खुले हैं", "आइए"])).toBe("हम खुले हैं। आइए।");
  });
});

describe("a line break read as a sentence end", () => {
  it("keeps each line's own punctuation and adds its script's stop to a line without one", () => {
    expect(sentences("京都の小さな定食屋です！\n毎朝市場で仕入れた魚を使っています\n家族で三代続くお店です。\nランチは11時から。")).toEqual([
      "京都の小さな定食屋です！",
      "毎朝市場で仕入れた魚を使っています。",
      "家族で三代続くお店です。",
      "ランチは11時から。",
    ]);
    expect(sentences("「またお越しください。」\n予約は不要です")).toEqual(["「またお越しください。」", "予約は不要です"]);
    expect(sentences("我们每天营业！\n欢迎光临")).toEqual(["我们每天营业！", "欢迎光临"]);
    expect(sentences("Fresh bread daily!\nWe open at seven\nSee you soon…\nBye.")).toEqual([
      "Fresh bread daily!",
      "We open at seven.",
      "See you soon…",
      "Bye.",
    ]);
    for (const text of ["هل تقومون بالتوصيل؟\nنعم", "हम हर दिन खुले हैं।\nआइए", "Мы открыты!\nЗаходите", "いつでもどうぞ…\nランチは11時から"]) {
      const joined = sentences(text).join(" ");
      expect(joined, text).not.toMatch(/[\p{Sentence_Terminal}…]\./u);
    }
  });

  it("the fixed FAQ answers and price lists add no second stop", () => {
    expect(stringsFor("en").faq.areaAnswer(["Austin", "Washington D.C."])).toBe("Austin and Washington D.C.");
    expect(stringsFor("en").faq.areaAnswer(["Austin", "Round Rock"])).toBe("Austin and Round Rock.");
    expect(stringsFor("fr").faq.contactAnswer(["Téléphone", "E-mail"])).toBe("Téléphone ou E-mail.");
    expect(phrasesFor("en").priceList([{ name: "Tasting menu", price: "$80 p.p." }])).toBe("Tasting menu: $80 p.p.");
    expect(phrasesFor("en").priceList([{ name: "Margherita", price: "$18" }])).toBe("Margherita: $18.");
    expect(phrasesFor("ja").priceList([{ name: "焼き魚定食", price: "1200円" }])).toBe("焼き魚定食：1200円。");
  });
});

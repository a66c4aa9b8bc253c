import { describe, expect, it } from "vitest";
import { generateSite } from "../../../functions/generator/index";

/** A Japanese owner's brief as people type it: lines with and without their own stops, an exclamation, a question, an ellipsis. */
const JAPANESE = {
  projectName: "さくら食堂",
  businessType: "Restaurant" as const,
  description: [
    "京都の小さな定食屋です！",
    "毎朝市場で仕入れた魚を使っています",
    "家族で三代続くお店です。",
    "予約は必要ですか？いいえ、いつでもどうぞ…",
    "「また来てね」と言われるお店を目指しています",
    "ランチは11時から。",
  ].join("\n"),
  requirements: "焼き魚定食 1200円\n刺身定食 1500円\n送料無料は5000円以上\n駐車場あり。",
  details: null,
  template: null,
};

/** What a visitor reads (and what a search result shows): the page's text and its meta descriptions, without CSS. */
function readable(html: string): string {
  const metas = [...html.matchAll(/<meta [^>]*content="([^"]*)"/g)].map((m) => m[1]).join("\n");
  return `${html.replace(/<style>[\s\S]*?<\/style>/g, "").replace(/<[^>]+>/g, "\n")}\n${metas}`;
}

describe("a Japanese site's sentence ends", () => {
  it("never adds a full stop after the owner's own (no '。.', '！.', '？.', '….', no '..'), and ends a bare line with '。'", async () => {
    const site = await generateSite(JAPANESE);
    expect(site.language).toBe("ja");
    const text = readable(site.html);
    expect(text).not.toContain("。.");
    expect(text).not.toContain("..");
    expect(text).not.toMatch(/[！？…」][.]/u);
    expect(text).toContain("京都の小さな定食屋です！");
    // A line typed without a stop ends with the Japanese one, never a Latin period.
    expect(text).toContain("毎朝市場で仕入れた魚を使っています。");
    expect(text).not.toMatch(/[\p{sc=Han}\p{sc=Hiragana}\p{sc=Katakana}]\./u);
    expect(text).toContain("家族で三代続くお店です。");
    expect(text).toContain("いつでもどうぞ…");
    expect(text).toContain("送料無料は5000円以上。");
    expect(text).toContain("© さくら食堂。無断転載を禁じます。");
  });

  it("a Chinese brief (headings in English) ends its sentences with '。' too", async () => {
    const site = await generateSite({
      ...JAPANESE,
      projectName: "老王面馆",
      businessType: "Restaurant" as const,
      description: "我们是上海的一家小面馆！\n每天早上自己做面条\n欢迎光临。\n需要预约吗？不需要。",
      requirements: "",
    });
    const text = readable(site.html);
    expect(text).not.toMatch(/[。！？…]\./u);
    expect(text).not.toContain("..");
    expect(text).not.toMatch(/[\p{sc=Han}]\./u);
    expect(text).toContain("每天早上自己做面条。");
  });
});

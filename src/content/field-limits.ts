/** The words of the character count shown under every limited field (src/islands/common/CharacterCount.tsx). */
const number = new Intl.NumberFormat("en-US");

export const characterCountText = {
  /** "120 / 300 characters" */
  count: (length: number, limit: number) => `${number.format(length)} / ${number.format(limit)} characters`,
  /** Added once the text is longer than the field takes: nothing was cut, the person shortens it. */
  over: (by: number) => `${number.format(by)} over the limit: shorten it to save`,
  /** The toast of a form sent with a field over its limit. */
  blocked: { title: "Too long", description: (field: string) => `${field} is longer than it may be. Shorten it and try again.` },
};

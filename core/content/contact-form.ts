import { SITE_LANGUAGES } from "../intake";
import { CONTACT_FIELD_LIMITS } from "../contact-message";
import { SITE_WORDS, isSiteLanguage, stringsFor } from "../site/i18n";

/**
 * Words of the contact form on hosted sites, in each language a generated site can be written in: the
 * `form` group of the language's table (core/site/i18n/<lang>.ts), with the field limits written as the
 * language writes numbers. Unknown languages fall back to English.
 */
export type ContactFormWords = (typeof SITE_WORDS)["en"]["form"];

function build(language: string): ContactFormWords {
  const t = stringsFor(language);
  const form = SITE_WORDS[isSiteLanguage(language) ? language : "en"].form;
  const max = (n: number) => (s: string) => s.replace("{max}", t.number(n));
  return {
    ...form,
    errors: {
      ...form.errors,
      nameTooLong: max(CONTACT_FIELD_LIMITS.name)(form.errors.nameTooLong),
      messageTooLong: max(CONTACT_FIELD_LIMITS.message)(form.errors.messageTooLong),
    },
  };
}

export const CONTACT_FORM_WORDS: Readonly<Record<string, ContactFormWords>> = Object.fromEntries(SITE_LANGUAGES.map((l) => [l, build(l)]));

export function contactFormWords(language: unknown): ContactFormWords {
  return (
    (typeof language === "string" && Object.hasOwn(CONTACT_FORM_WORDS, language) && CONTACT_FORM_WORDS[language]) || (CONTACT_FORM_WORDS.en as ContactFormWords)
  );
}

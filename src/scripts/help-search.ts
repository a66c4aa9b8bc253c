/**
 * Help center search: filters topics, articles and FAQ entries as you type (src/lib/help-search),
 * shows a 'no results' state, announces the count, and keeps the query in ?q= for sharing.
 */
import { describeHelpResults, searchHelp } from "../lib/help-search";

const text = (el: Element | null) => el?.textContent?.trim() ?? "";

export function initHelpSearch(doc: Document): void {
  const form = doc.querySelector<HTMLFormElement>("[data-help-search]");
  const input = form?.querySelector<HTMLInputElement>('input[type="search"]');
  const root = doc.querySelector<HTMLElement>("[data-help-root]");
  const status = doc.querySelector<HTMLElement>("[data-help-status]");
  if (!form || !input || !root || !status) return;

  const topicEls = [...root.querySelectorAll<HTMLElement>("[data-help-topic]")];
  const topics = topicEls.map((el) => ({
    el,
    title: text(el.querySelector("[data-topic-title]")),
    description: text(el.querySelector("[data-topic-description]")),
    articleEls: [...el.querySelectorAll<HTMLElement>("[data-help-article]")],
  }));
  const faqEls = [...root.querySelectorAll<HTMLDetailsElement>("[data-help-faq]")];
  const faqs = faqEls.map((el) => ({ el, question: text(el.querySelector("[data-faq-question]")), answer: text(el.querySelector("[data-faq-answer]")) }));
  const topicSection = root.querySelector<HTMLElement>('[data-help-section="topics"]');
  const faqSection = root.querySelector<HTMLElement>('[data-help-section="faq"]');
  const empty = root.querySelector<HTMLElement>("[data-help-empty]");
  /** FAQ entries this script opened, so clearing the search closes only those. */
  const autoOpened = new Set<HTMLDetailsElement>();

  const apply = (announce: boolean) => {
    const query = input.value;
    const result = searchHelp(
      query,
      topics.map((t) => ({ title: t.title, description: t.description, articles: t.articleEls.map((a) => text(a)) })),
      faqs,
    );
    topics.forEach((t, i) => {
      const r = result.topics[i]!;
      t.el.hidden = !r.visible;
      t.articleEls.forEach((a, j) => (a.hidden = !r.articles[j]));
    });
    faqs.forEach((f, i) => {
      const shown = result.faqs[i]!;
      f.el.hidden = !shown;
      if (result.active && shown && !f.el.open) {
        f.el.open = true;
        autoOpened.add(f.el);
      }
    });
    if (!result.active) {
      autoOpened.forEach((d) => (d.open = false));
      autoOpened.clear();
    }
    if (topicSection) topicSection.hidden = !result.topics.some((t) => t.visible);
    if (faqSection) faqSection.hidden = !result.faqs.some(Boolean);
    if (empty) empty.hidden = result.total > 0;
    if (announce || result.active) status.textContent = describeHelpResults(query, result.total);

    const url = new URL(location.href);
    if (query.trim()) url.searchParams.set("q", query.trim());
    else url.searchParams.delete("q");
    history.replaceState(history.state, "", url);
  };

  input.addEventListener("input", () => apply(true));
  form.addEventListener("submit", (e) => {
    e.preventDefault();
    apply(true);
  });
  root.querySelector("[data-help-clear]")?.addEventListener("click", () => {
    input.value = "";
    apply(true);
    input.focus();
  });

  const initial = new URLSearchParams(location.search).get("q");
  if (initial) {
    input.value = initial;
    apply(false);
  }
  form.dataset.ready = "true";
}

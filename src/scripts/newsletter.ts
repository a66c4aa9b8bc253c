/**
 * Newsletter box: checks the address, then opens a mail draft asking to subscribe it. Nothing is
 * sent by the page, so it never claims a subscription happened: it says the draft should open and
 * leaves a link to open it again.
 */
import { isValidEmail } from "../lib/email";
import { mailtoHref } from "../lib/mailto";

export function initNewsletter(doc: Document): void {
  doc.querySelectorAll<HTMLFormElement>("form[data-newsletter]").forEach((form) => {
    const input = form.querySelector<HTMLInputElement>('input[type="email"]');
    const error = form.querySelector<HTMLElement>("[data-newsletter-error]");
    const opened = form.querySelector<HTMLElement>("[data-newsletter-opened]");
    const draft = form.querySelector<HTMLAnchorElement>("[data-newsletter-draft]");
    if (!input || !error || !opened || !draft) return;
    const { to = "", subject = "", body = "", invalid = "", opened: openedText = "" } = form.dataset;

    const showError = (message: string) => {
      error.textContent = message;
      error.hidden = message === "";
      if (message) input.setAttribute("aria-invalid", "true");
      else input.removeAttribute("aria-invalid");
    };

    form.addEventListener("submit", (e) => {
      e.preventDefault();
      const email = input.value.trim();
      if (!isValidEmail(email)) {
        opened.textContent = "";
        draft.hidden = true;
        showError(invalid);
        input.focus();
        return;
      }
      showError("");
      draft.href = mailtoHref(to, { subject, body: body.replace("{email}", email) });
      draft.hidden = false;
      opened.textContent = openedText;
      draft.click();
    });
    input.addEventListener("input", () => {
      if (input.getAttribute("aria-invalid") === "true" && isValidEmail(input.value)) showError("");
    });
    form.dataset.ready = "true";
  });
}

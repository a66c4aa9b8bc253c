/**
 * Newsletter box: checks the address, then opens a mail draft asking to subscribe it. Nothing is
 * sent by the page, so it never claims a subscription happened; it says the draft should open.
 */
import { isValidEmail } from "../lib/email";
import { mailtoHref } from "../lib/mailto";

export function initNewsletter(doc: Document, navigate: (href: string) => void = (href) => window.location.assign(href)): void {
  doc.querySelectorAll<HTMLFormElement>("form[data-newsletter]").forEach((form) => {
    const input = form.querySelector<HTMLInputElement>('input[type="email"]');
    const error = form.querySelector<HTMLElement>("[data-newsletter-error]");
    const status = form.querySelector<HTMLElement>("[data-newsletter-status]");
    if (!input || !error || !status) return;
    const { to = "", subject = "", body = "", invalid = "", opened = "" } = form.dataset;

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
        status.textContent = "";
        showError(invalid);
        input.focus();
        return;
      }
      showError("");
      navigate(mailtoHref(to, { subject, body: body.replace("{email}", email) }));
      status.textContent = opened;
    });
    input.addEventListener("input", () => {
      if (input.getAttribute("aria-invalid") === "true" && isValidEmail(input.value)) showError("");
    });
    form.dataset.ready = "true";
  });
}

import { useEffect, useId, useState, type FormEvent } from "react";
import { consultationMailtoUrl, type ConsultationRequest } from "../../lib/mailto";
import { toast } from "../../stores/toast";
import { CONSULTATION_EMAIL, CONSULTATION_SUBJECT, CONSULTATION_TOAST } from "../../content/advisory/contact";

const EMPTY: ConsultationRequest = { name: "", email: "", company: "", message: "" };

/**
 * The consultation request form (spec sections 2, 5, 7, 8). Nothing is sent to a server: submitting
 * opens a pre-filled mail draft, resets the fields and raises the 'Consultation Request Prepared'
 * toast. The browser's own `required` / `type=email` checks are the only validation. The last draft
 * stays available as a link, for visitors whose mail app did not open.
 */
export default function ContactForm() {
  const id = useId();
  const [fields, setFields] = useState<ConsultationRequest>(EMPTY);
  const [lastDraft, setLastDraft] = useState<string | null>(null);
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);

  const set = (key: keyof ConsultationRequest) => (e: { target: { value: string } }) => setFields((f) => ({ ...f, [key]: e.target.value }));

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const url = consultationMailtoUrl(fields, CONSULTATION_EMAIL, CONSULTATION_SUBJECT);
    window.location.href = url;
    setLastDraft(url);
    setFields(EMPTY);
    toast({ ...CONSULTATION_TOAST, variant: "success" });
  }

  return (
    <form className="grid gap-5" onSubmit={onSubmit} data-testid="contact-form">
      <div className="grid gap-5 sm:grid-cols-2">
        <div className="field">
          <label className="label" htmlFor={`${id}-name`}>
            Name
          </label>
          <input id={`${id}-name`} className="input" type="text" name="name" autoComplete="name" required value={fields.name} onChange={set("name")} />
        </div>
        <div className="field">
          <label className="label" htmlFor={`${id}-email`}>
            Email
          </label>
          <input id={`${id}-email`} className="input" type="email" name="email" autoComplete="email" required value={fields.email} onChange={set("email")} />
        </div>
      </div>
      <div className="field">
        <label className="label" htmlFor={`${id}-company`}>
          Company <span className="font-normal text-muted">(optional)</span>
        </label>
        <input id={`${id}-company`} className="input" type="text" name="company" autoComplete="organization" value={fields.company} onChange={set("company")} />
      </div>
      <div className="field">
        <label className="label" htmlFor={`${id}-message`}>
          Message
        </label>
        <textarea
          id={`${id}-message`}
          className="input"
          name="message"
          rows={6}
          required
          aria-describedby={`${id}-message-hint`}
          value={fields.message}
          onChange={set("message")}
        />
        <p id={`${id}-message-hint`} className="hint">
          A few lines on your situation: what you run, what you are deciding and by when.
        </p>
      </div>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <button
          type="submit"
          className="btn btn-primary btn-lg w-full whitespace-normal text-center sm:w-auto sm:shrink-0 sm:whitespace-nowrap"
          disabled={!hydrated}
        >
          Request Free Consultation
        </button>
        <p className="hint">Opens a ready-to-send email in your mail app.</p>
      </div>
      {lastDraft && (
        <p className="rounded-lg bg-brand-50 p-3 text-sm text-ink" data-testid="draft-fallback">
          Mail app did not open?{" "}
          <a className="link" href={lastDraft}>
            Open the email draft again
          </a>{" "}
          or write to{" "}
          <a className="link" href={`mailto:${CONSULTATION_EMAIL}`}>
            {CONSULTATION_EMAIL}
          </a>
          .
        </p>
      )}
    </form>
  );
}

import { useEffect, useId, useState, type FormEvent } from "react";
import { api } from "../../lib/api";
import { buildRoiLeadPayload, type RoiInputs } from "../../../core/roi";
import { roiLeadForm as copy } from "../../content/advisory/roi-calculator";

interface Props {
  /** The calculator's current (raw) inputs; the payload carries the figures they produce. */
  inputs: Record<keyof RoiInputs, string>;
}

/**
 * Lead capture (spec sections 4, 7, 8): POST /api/leads with the figures on screen. 'Sending...' and
 * disabled while in flight; the email is cleared on success; the spec's two alerts report the outcome.
 * The button stays disabled until hydration so a click can never fall back to a plain form GET.
 */
export default function RoiLeadForm({ inputs }: Props) {
  const id = useId();
  const [email, setEmail] = useState("");
  const [sending, setSending] = useState(false);
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    setSending(true);
    try {
      await api.leads.$post({ json: buildRoiLeadPayload(email, inputs) });
      setEmail("");
      window.alert(copy.successAlert);
    } catch {
      window.alert(copy.failureAlert);
    } finally {
      setSending(false);
    }
  }

  return (
    <section
      className="card grid gap-6 border-brand-200 bg-gradient-to-br from-white to-brand-50 lg:grid-cols-5 lg:items-center"
      aria-labelledby={`${id}-title`}
    >
      <div className="lg:col-span-2">
        <h2 id={`${id}-title`} className="heading-3">
          {copy.title}
        </h2>
        <p className="prose-body mt-2">{copy.text}</p>
      </div>
      <form className="grid gap-3 lg:col-span-3" onSubmit={onSubmit} data-testid="roi-lead-form">
        <div className="field">
          <label className="label" htmlFor={`${id}-email`}>
            {copy.emailLabel}
          </label>
          <div className="flex flex-col gap-3 sm:flex-row">
            <input
              id={`${id}-email`}
              className="input"
              type="email"
              name="email"
              required
              autoComplete="email"
              placeholder="you@company.com"
              value={email}
              aria-describedby={`${id}-privacy`}
              onChange={(e) => setEmail(e.target.value)}
            />
            <button type="submit" className="btn btn-primary shrink-0" disabled={sending || !hydrated}>
              {sending ? copy.sending : copy.submit}
            </button>
          </div>
        </div>
        <p id={`${id}-privacy`} className="hint">
          {copy.privacy}
        </p>
      </form>
    </section>
  );
}

import type { SiteContent } from "../../../core/site/content-ops";
import { LIMITS } from "../../../core/site/schema";
import { REQUEST_KINDS, type RequestKind } from "../../../core/site/requests";
import { REQUEST_WORDS_EN } from "../../../core/content/request-form";
import { Checkbox, TextArea, TextField } from "./fields";
import { requestFormsEditorText as TEXT } from "../../content/requests";

type Change = (key: string, change: (c: SiteContent) => SiteContent) => void;

/**
 * The editor's switches for the booking, order and quote request forms, and their labels (heading,
 * line under it, button): empty labels use the default words (core/content/request-form.ts).
 */
export default function RequestFormsFields({ content: c, change }: { content: SiteContent; change: Change }) {
  const forms = c.settings.requests ?? {};
  const set = (kind: RequestKind, key: string, next: Partial<NonNullable<typeof forms.booking>>) =>
    change(`settings.requests.${kind}.${key}`, (x) => {
      const current = x.settings.requests ?? {};
      const form = { on: false, ...current[kind], ...next };
      for (const k of ["heading", "intro", "send"] as const) if (form[k] === "") delete form[k];
      return { ...x, settings: { ...x.settings, requests: { ...current, [kind]: form } } };
    });
  return (
    <div className="grid gap-4" data-testid="request-forms">
      {REQUEST_KINDS.map((kind) => {
        const form = forms[kind];
        return (
          <fieldset key={kind} className="grid gap-3">
            <Checkbox label={TEXT.show[kind] ?? kind} checked={form?.on === true} testId={`request-form-${kind}`} onChange={(on) => set(kind, "on", { on })} />
            {form?.on && (
              <div className="grid gap-3 ps-6">
                <Checkbox
                  label={TEXT.primary}
                  checked={form.primary === true}
                  testId={`request-form-${kind}-primary`}
                  onChange={(primary) => set(kind, "primary", { primary })}
                />
                {kind === "order" && (
                  <Checkbox
                    label={TEXT.delivery}
                    checked={form.delivery === true}
                    testId="request-form-order-delivery"
                    onChange={(delivery) => set(kind, "delivery", { delivery })}
                  />
                )}
                <TextField
                  label={TEXT.heading}
                  value={form.heading}
                  maxLength={LIMITS.heading}
                  hint={`${TEXT.hint} (${REQUEST_WORDS_EN[kind].heading})`}
                  onChange={(v) => set(kind, "heading", { heading: v })}
                />
                <TextArea label={TEXT.intro} value={form.intro} maxLength={LIMITS.intro} rows={2} onChange={(v) => set(kind, "intro", { intro: v })} />
                <TextField label={TEXT.send} value={form.send} maxLength={LIMITS.cta} onChange={(v) => set(kind, "send", { send: v })} />
              </div>
            )}
          </fieldset>
        );
      })}
    </div>
  );
}

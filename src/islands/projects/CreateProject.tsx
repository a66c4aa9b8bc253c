import { useEffect, useId, useMemo, useState, type FormEvent } from "react";
import { ArrowLeft, Check, LoaderCircle, Sparkles } from "lucide-react";
import { ApiRequestError, api, answer, errorMessage, isUnauthorizedError, type TemplateAnswer } from "../../lib/api";
import { IMITATES_PLATFORM_MESSAGE } from "../../../core/trust-messages";
import { BUSINESS_TYPE_OPTIONS } from "../../../core/business-types";
import { priceProject } from "../../../core/pricing";
import { formatUsd, parseCents } from "../../../core/money";
import { PROJECT_FIELD_LIMITS } from "../../../core/projects";
import { PLATFORM_HOME } from "../../config/site";
import { PENDING_ACCOUNT_MESSAGE, isPendingUser } from "../../../core/accounts";
import { createPage as text, photosStep as photosText } from "../../content/projects";
import { DraftPhotos, uploadDraftPictures, type DraftPicture } from "./ProjectPhotos";
import { toast } from "../../stores/toast";
import { redirectToLogin, useSignedInUser } from "./auth-gate";
import { toastAfterNavigation } from "./flash-toast";
import BusinessDetailsFields from "./BusinessDetailsFields";
import { detailsPayload, detailsProblem, emptyDetailsDraft, type DetailsDraft } from "../../lib/intake-form";
import { intakeHints } from "../../../core/intake";
import UnderstoodPanel from "./UnderstoodPanel";
import type { UnderstoodItem } from "../../lib/understood";

/** How long typing must pause before the parsers read the text again. */
const UNDERSTAND_DEBOUNCE_MS = 300;
const whenIdle = (fn: () => void) =>
  typeof window.requestIdleCallback === "function" ? window.requestIdleCallback(fn, { timeout: 500 }) : window.setTimeout(fn, 0);

/** A template as `GET /api/templates` lists it. */
type TemplateOption = TemplateAnswer;

const RETURN_TO = "/create";
const usd = (decimal: string) => formatUsd(parseCents(decimal));

/** /create (spec section 2): the project form, the template picker and the pricing sidebar. */
export default function CreateProject() {
  const user = useSignedInUser(RETURN_TO);
  const ids = { name: useId(), type: useId(), description: useId(), requirements: useId(), templates: useId() };
  const [name, setName] = useState("");
  /** The server's refusal of the name (one that imitates the platform), shown under the field. */
  const [nameError, setNameError] = useState<string | null>(null);
  const [businessType, setBusinessType] = useState("");
  const [description, setDescription] = useState("");
  const [requirements, setRequirements] = useState("");
  const [templateId, setTemplateId] = useState<number | null>(null);
  const [details, setDetails] = useState<DetailsDraft>(emptyDetailsDraft);
  const [templates, setTemplates] = useState<TemplateOption[] | null | "failed">(null);
  const [submitting, setSubmitting] = useState(false);
  const [detailsOpen, setDetailsOpen] = useState(false);
  /** What the parsers read (null until they first ran), and the keys accepted or dismissed since. */
  const [understood, setUnderstood] = useState<UnderstoodItem[] | null>(null);
  const [handled, setHandled] = useState<ReadonlySet<string>>(new Set());
  /** The optional logo and photos, uploaded once the project exists. */
  const [pictures, setPictures] = useState<DraftPicture[]>([]);
  /** "We write the page's headings in English: Hungarian is not supported yet." while the brief is in such a language. */
  const [languageNote, setLanguageNote] = useState<string | undefined>(undefined);

  // The parsers run after typing pauses, when the browser is idle, from a lazily loaded module.
  useEffect(() => {
    if (!`${description}${requirements}`.trim()) {
      setUnderstood(null);
      setLanguageNote(undefined);
      return;
    }
    let live = true;
    const timer = window.setTimeout(() => {
      import("../../lib/understood")
        .then(({ understand, languageNotice }) =>
          whenIdle(() => {
            if (!live) return;
            setUnderstood(understand({ name, businessType, description, requirements, draft: details }));
            setLanguageNote(languageNotice({ description, requirements, draft: details }));
          }),
        )
        .catch((err) => console.error("understood:", err));
    }, UNDERSTAND_DEBOUNCE_MS);
    return () => {
      live = false;
      window.clearTimeout(timer);
    };
  }, [name, businessType, description, requirements, details]);

  const shown = useMemo(
    () => (understood ?? []).filter((i) => !handled.has(i.key) && !(i.dismissValue && details.dismissed.includes(i.dismissValue))),
    [understood, handled, details.dismissed],
  );

  function acceptUnderstood(item: UnderstoodItem, edit: boolean) {
    setDetails((d) => item.accept(d));
    if (item.businessType) setBusinessType(item.businessType);
    setHandled((h) => new Set(h).add(item.key));
    if (item.kind !== "business") setDetailsOpen(true);
    // A price with no item name cannot be kept without one: the owner is taken to the name.
    if (edit || (item.kind === "offering" && item.unsure)) {
      window.setTimeout(() => {
        const field = item.kind === "business" ? document.getElementById(ids.type) : document.querySelector<HTMLElement>(`[data-field="${item.field}"]`);
        field?.focus();
      }, 0);
    }
  }

  function dismissUnderstood(item: UnderstoodItem) {
    setHandled((h) => new Set(h).add(item.key));
    const value = item.dismissValue;
    if (value) setDetails((d) => (d.dismissed.includes(value) ? d : { ...d, dismissed: [...d.dismissed, value] }));
  }

  function undoDismissed() {
    setDetails((d) => ({ ...d, dismissed: [] }));
    setHandled(new Set());
  }

  useEffect(() => {
    answer(api.templates.$get())
      .then(setTemplates)
      .catch((err) => {
        console.error("templates:", err);
        setTemplates("failed");
      });
  }, []);

  const hints = useMemo(
    () => (name.trim() && businessType ? intakeHints({ description, requirements, details: detailsPayload(details) }) : []),
    [name, businessType, description, requirements, details],
  );
  const selected = Array.isArray(templates) ? templates.find((t) => t.id === templateId) : undefined;
  const price = useMemo(() => priceProject(selected?.basePrice ?? null), [selected]);

  function pickTemplate(t: TemplateOption | null) {
    setTemplateId(t?.id ?? null);
    if (t) setBusinessType(t.category);
  }

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!name.trim() || !businessType) {
      toast({ ...text.toasts.missing, variant: "destructive" });
      return;
    }
    const detailsBody = detailsPayload(details);
    const problem = detailsProblem(detailsBody);
    if (problem) {
      toast({ title: text.businessDetails.problemTitle, description: problem, variant: "destructive" });
      return;
    }
    setSubmitting(true);
    try {
      const project = await answer(
        api.projects.$post({ json: { name, description, businessType, requirements, templateId, ...(detailsBody ? { details: detailsBody } : {}) } }),
      );
      const refused = pictures.length ? await uploadDraftPictures(project.id, pictures) : [];
      toastAfterNavigation(
        refused.length ? { ...photosText.toasts.someFailed(refused.join("; ")), variant: "destructive" } : { ...text.toasts.created, variant: "success" },
      );
      window.location.href = `/checkout/${project.id}`;
    } catch (err) {
      setSubmitting(false);
      if (isUnauthorizedError(err)) return redirectToLogin(RETURN_TO);
      if (err instanceof ApiRequestError && err.status === 400 && err.detail === IMITATES_PLATFORM_MESSAGE) {
        setNameError(err.detail);
        document.getElementById(ids.name)?.focus();
        return;
      }
      toast({ title: text.toasts.failed.title, description: errorMessage(err, text.toasts.failed.fallback), variant: "destructive" });
    }
  }

  return (
    <form
      onSubmit={onSubmit}
      className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start"
      aria-describedby={isPendingUser(user) ? "pending-note" : undefined}
    >
      <div className="grid gap-8 lg:col-start-1">
        {isPendingUser(user) && (
          <p id="pending-note" className="rounded-lg border border-amber-200 bg-warning-50 p-4 text-sm text-warning-700">
            {PENDING_ACCOUNT_MESSAGE}
          </p>
        )}
        <section className="card grid gap-5" aria-labelledby="details-heading">
          <h2 id="details-heading" className="heading-3">
            {text.sections.details}
          </h2>
          <div className="field">
            <label className="label" htmlFor={ids.name}>
              {text.fields.name.label}{" "}
              <span aria-hidden="true" className="text-danger-700">
                *
              </span>
            </label>
            <input
              type="text"
              id={ids.name}
              className="input"
              required
              maxLength={PROJECT_FIELD_LIMITS.name}
              value={name}
              onChange={(e) => {
                setName(e.target.value);
                setNameError(null);
              }}
              placeholder={text.fields.name.placeholder}
              autoComplete="off"
              aria-invalid={nameError ? true : undefined}
              aria-describedby={nameError ? `${ids.name}-error` : undefined}
            />
            {nameError && (
              <p id={`${ids.name}-error`} className="field-error" role="alert">
                {nameError}
              </p>
            )}
          </div>
          <div className="field">
            <label className="label" htmlFor={ids.type}>
              {text.fields.businessType.label}{" "}
              <span aria-hidden="true" className="text-danger-700">
                *
              </span>
            </label>
            <select id={ids.type} className="input" value={businessType} onChange={(e) => setBusinessType(e.target.value)} aria-required="true">
              <option value="">{text.fields.businessType.placeholder}</option>
              {BUSINESS_TYPE_OPTIONS.map((o) => (
                <option key={o.value} value={o.value}>
                  {o.label}
                </option>
              ))}
            </select>
          </div>
          <div className="field">
            <label className="label" htmlFor={ids.description}>
              {text.fields.description.label}
            </label>
            <textarea
              id={ids.description}
              className="input min-h-24"
              rows={3}
              maxLength={PROJECT_FIELD_LIMITS.description}
              value={description}
              onChange={(e) => setDescription(e.target.value)}
              placeholder={text.fields.description.placeholder}
            />
          </div>
          <div className="field">
            <label className="label" htmlFor={ids.requirements}>
              {text.fields.requirements.label}
            </label>
            <textarea
              id={ids.requirements}
              className="input min-h-28"
              rows={4}
              maxLength={PROJECT_FIELD_LIMITS.requirements}
              value={requirements}
              onChange={(e) => setRequirements(e.target.value)}
              placeholder={text.fields.requirements.placeholder}
            />
          </div>
          {hints.length > 0 && (
            <div className="rounded-lg border border-line bg-surface-50 p-4 text-sm" data-testid="intake-hints" role="note">
              <p className="font-semibold text-ink">{text.hints.heading}</p>
              <ul className="mt-1 list-disc pl-5 text-muted">
                {hints.map((h) => (
                  <li key={h}>{text.hints[h]}</li>
                ))}
              </ul>
            </div>
          )}
        </section>

        <UnderstoodPanel
          items={understood ? shown : null}
          dismissedCount={details.dismissed.length}
          languageNote={languageNote}
          onAccept={acceptUnderstood}
          onDismiss={dismissUnderstood}
          onUndo={undoDismissed}
        />

        <BusinessDetailsFields value={details} onChange={setDetails} open={detailsOpen} onToggle={setDetailsOpen} />

        <section className="card grid gap-4" aria-labelledby="photos-heading" data-testid="create-photos">
          <h2 id="photos-heading" className="heading-3">
            {photosText.heading}
          </h2>
          <DraftPhotos value={pictures} onChange={setPictures} />
        </section>

        <fieldset className="card grid gap-4">
          <legend className="sr-only">{text.sections.template}</legend>
          <div aria-hidden="true">
            <p className="heading-3">{text.sections.template}</p>
          </div>
          <p className="hint -mt-2">{text.templateHint}</p>
          {templates === null && (
            <p className="hint" role="status">
              {text.templatesLoading}
            </p>
          )}
          {templates === "failed" && (
            <p className="text-sm text-warning-700" role="status">
              {text.templatesFailed}
            </p>
          )}
          <div className="grid gap-4 sm:grid-cols-2">
            <TemplateCard
              name={ids.templates}
              checked={templateId === null}
              onSelect={() => pickTemplate(null)}
              title={text.noTemplate}
              description={text.noTemplateDescription}
              meta={`${text.basePrice} ${usd(priceProject(null).basePrice)}`}
            />
            {Array.isArray(templates) &&
              templates.map((t) => (
                <TemplateCard
                  key={t.id}
                  name={ids.templates}
                  checked={templateId === t.id}
                  onSelect={() => pickTemplate(t)}
                  title={t.name}
                  description={t.description ?? ""}
                  category={t.category}
                  imageUrl={t.imageUrl}
                  meta={`${text.basePrice} ${usd(t.basePrice)}`}
                />
              ))}
          </div>
        </fieldset>
      </div>

      <aside className="card grid gap-5 lg:sticky lg:top-24 lg:col-start-2 lg:row-span-2 lg:row-start-1" aria-labelledby="pricing-heading">
        <h2 id="pricing-heading" className="heading-3">
          {text.pricing.heading}
        </h2>
        <dl className="grid gap-3 text-sm" aria-live="polite">
          <div className="flex justify-between gap-4">
            <dt className="text-muted">{text.pricing.basePrice}</dt>
            <dd className="font-semibold tabular-nums" data-testid="price-base">
              {usd(price.basePrice)}
            </dd>
          </div>
          <div className="flex justify-between gap-4">
            <dt className="text-muted">{text.pricing.serviceFee}</dt>
            <dd className="font-semibold tabular-nums" data-testid="price-fee">
              {usd(price.serviceFee)}
            </dd>
          </div>
          <div className="flex justify-between gap-4 border-t border-line pt-3 text-base">
            <dt className="font-semibold">{text.pricing.total}</dt>
            <dd className="font-bold text-brand-800 tabular-nums" data-testid="price-total">
              {usd(price.totalPrice)}
            </dd>
          </div>
        </dl>
        {selected && (
          <p className="hint">
            {text.selectedTemplate} <span className="font-semibold text-ink">{selected.name}</span>
          </p>
        )}
        <div className="border-t border-line pt-5">
          <h3 className="text-sm font-semibold text-ink">{text.whatsIncludedHeading}</h3>
          <ul className="mt-3 grid gap-2 text-sm text-muted">
            {text.whatsIncluded.map((item) => (
              <li key={item} className="flex items-start gap-2">
                <Check className="mt-0.5 size-4 shrink-0 text-success-700" aria-hidden="true" />
                {item}
              </li>
            ))}
          </ul>
        </div>
        <p className="hint text-xs">{text.pricing.note}</p>
      </aside>

      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:items-center sm:justify-between lg:col-start-1">
        <a className="btn btn-secondary" href={PLATFORM_HOME}>
          <ArrowLeft className="size-4" aria-hidden="true" />
          {text.backToHome}
        </a>
        <button type="submit" className="btn btn-primary btn-lg" disabled={submitting}>
          {submitting ? <LoaderCircle className="size-5 animate-spin" aria-hidden="true" /> : <Sparkles className="size-5" aria-hidden="true" />}
          {submitting ? text.submitting : text.submit}
        </button>
      </div>
    </form>
  );
}

function TemplateCard(props: {
  name: string;
  checked: boolean;
  onSelect: () => void;
  title: string;
  description: string;
  meta: string;
  category?: string;
  imageUrl?: string | null;
}) {
  return (
    <label
      className={`relative flex cursor-pointer flex-col overflow-hidden rounded-xl border bg-white transition-shadow focus-within:ring-2 focus-within:ring-brand-600 hover:shadow-[var(--shadow-card)] ${
        props.checked ? "border-brand-700 ring-2 ring-brand-700" : "border-line"
      }`}
    >
      <input type="radio" name={props.name} className="sr-only" checked={props.checked} onChange={props.onSelect} />
      {props.imageUrl ? (
        <img src={props.imageUrl} alt="" width={640} height={360} loading="lazy" className="aspect-[16/9] w-full bg-surface-100 object-cover" />
      ) : (
        <span className="flex aspect-[16/9] w-full items-center justify-center bg-gradient-to-br from-brand-50 to-surface-100" aria-hidden="true">
          <Sparkles className="size-8 text-brand-700" />
        </span>
      )}
      <span className="grid gap-1.5 p-4">
        <span className="flex items-start justify-between gap-2">
          <span className="font-semibold text-ink">{props.title}</span>
          {props.checked && (
            <span className="badge badge-brand">
              <Check className="size-3" aria-hidden="true" />
              {text.selected}
            </span>
          )}
        </span>
        {props.description && <span className="text-sm text-muted">{props.description}</span>}
        <span className="mt-1 flex flex-wrap items-center gap-2 text-sm">
          {props.category && <span className="badge badge-neutral">{props.category}</span>}
          <span className="font-semibold text-brand-800">{props.meta}</span>
        </span>
      </span>
    </label>
  );
}

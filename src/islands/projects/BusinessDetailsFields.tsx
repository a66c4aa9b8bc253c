import { useId } from "react";
import { Plus, X } from "lucide-react";
import { SITE_LANGUAGES, SITE_LANGUAGE_NAMES, WEEK_DAYS, DETAIL_LIMITS, type SiteLanguage } from "../../../core/intake";
import { CURRENCY_OPTIONS, type DetailsDraft } from "../../lib/intake-form";
import { createPage } from "../../content/projects";

const text = createPage.businessDetails;

/** The optional "Business details" part of /create: contact, hours, offerings, language, social links. */
export default function BusinessDetailsFields({
  value,
  onChange,
  open,
  onToggle,
}: {
  value: DetailsDraft;
  onChange: (next: DetailsDraft) => void;
  /** Controlled open state (the create form opens it when a suggestion is accepted). */
  open?: boolean;
  onToggle?: (open: boolean) => void;
}) {
  const id = useId();
  const set = <K extends keyof DetailsDraft>(key: K, v: DetailsDraft[K]) => onChange({ ...value, [key]: v });
  const input = (key: "phone" | "email" | "address" | "city", label: string, max: number, type = "text", autoComplete?: string) => (
    <div className="field">
      <label className="label" htmlFor={`${id}-${key}`}>
        {label}
      </label>
      <input
        id={`${id}-${key}`}
        data-field={key}
        className="input"
        type={type}
        maxLength={max}
        value={value[key]}
        autoComplete={autoComplete}
        onChange={(e) => set(key, e.target.value)}
      />
    </div>
  );

  return (
    <details
      className="card grid gap-5"
      data-testid="business-details"
      {...(open === undefined ? {} : { open })}
      onToggle={(e) => onToggle?.((e.currentTarget as HTMLDetailsElement).open)}
    >
      <summary className="heading-3 cursor-pointer">{text.summary}</summary>
      <p className="hint">{text.intro}</p>
      <div className="grid gap-4 sm:grid-cols-2">
        {input("phone", text.phone, DETAIL_LIMITS.phone, "tel", "tel")}
        {input("email", text.email, DETAIL_LIMITS.email, "email", "email")}
        {input("address", text.address, DETAIL_LIMITS.address, "text", "address-line1")}
        {input("city", text.city, DETAIL_LIMITS.city, "text", "address-level2")}
        <div className="field sm:col-span-2">
          <label className="label" htmlFor={`${id}-link`}>
            {text.link}
          </label>
          <input
            id={`${id}-link`}
            data-field="link"
            className="input"
            type="url"
            inputMode="url"
            placeholder="https://"
            maxLength={DETAIL_LIMITS.url}
            aria-describedby={`${id}-link-hint`}
            value={value.link}
            onChange={(e) => set("link", e.target.value)}
          />
          <p className="hint" id={`${id}-link-hint`}>
            {text.linkHint}
          </p>
        </div>
      </div>

      <fieldset className="grid gap-2">
        <legend className="label">{text.hoursLegend}</legend>
        <p className="hint">{text.hoursHint}</p>
        {WEEK_DAYS.map((day) => {
          const h = value.hours[day];
          const setDay = (next: Partial<typeof h>) => set("hours", { ...value.hours, [day]: { ...h, ...next } });
          return (
            <div key={day} className="grid grid-cols-[7rem_minmax(0,1fr)_auto] items-center gap-3">
              <label htmlFor={`${id}-h-${day}`} className="text-sm text-ink">
                {text.days[day]}
              </label>
              <input
                id={`${id}-h-${day}`}
                data-field={`hours-${day}`}
                type="text"
                className="input"
                maxLength={DETAIL_LIMITS.time}
                disabled={h.closed}
                value={h.time}
                onChange={(e) => setDay({ time: e.target.value })}
              />
              <label className="flex items-center gap-2 text-sm text-ink">
                <input type="checkbox" checked={h.closed} onChange={(e) => setDay({ closed: e.target.checked })} />
                {text.closed}
              </label>
            </div>
          );
        })}
      </fieldset>

      <fieldset className="grid gap-3">
        <legend className="label">{text.offeringsLegend}</legend>
        {value.offerings.map((o, i) => {
          const setRow = (k: keyof typeof o, v: string) =>
            set(
              "offerings",
              value.offerings.map((x, j) => (j === i ? { ...x, [k]: v } : x)),
            );
          return (
            <div key={i} className="grid gap-2 sm:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,2fr)_auto] sm:items-end">
              <div className="field">
                <label className="label" htmlFor={`${id}-o${i}-name`}>
                  {text.offeringName}
                </label>
                <input
                  id={`${id}-o${i}-name`}
                  data-field={`offering-${i}-name`}
                  type="text"
                  className="input"
                  maxLength={DETAIL_LIMITS.offeringName}
                  value={o.name}
                  onChange={(e) => setRow("name", e.target.value)}
                />
              </div>
              <div className="field">
                <label className="label" htmlFor={`${id}-o${i}-price`}>
                  {text.offeringPrice}
                </label>
                <input
                  id={`${id}-o${i}-price`}
                  data-field={`offering-${i}-price`}
                  type="text"
                  className="input"
                  maxLength={DETAIL_LIMITS.price}
                  value={o.price}
                  onChange={(e) => setRow("price", e.target.value)}
                />
              </div>
              <div className="field">
                <label className="label" htmlFor={`${id}-o${i}-note`}>
                  {text.offeringNote}
                </label>
                <input
                  id={`${id}-o${i}-note`}
                  type="text"
                  className="input"
                  maxLength={DETAIL_LIMITS.note}
                  value={o.note}
                  onChange={(e) => setRow("note", e.target.value)}
                />
              </div>
              <button
                type="button"
                className="btn btn-ghost btn-sm"
                aria-label={`${text.removeOffering} ${i + 1}`}
                disabled={value.offerings.length === 1}
                onClick={() =>
                  set(
                    "offerings",
                    value.offerings.filter((_, j) => j !== i),
                  )
                }
              >
                <X className="size-4" aria-hidden="true" />
              </button>
            </div>
          );
        })}
        <div>
          <button
            type="button"
            className="btn btn-secondary btn-sm"
            disabled={value.offerings.length >= DETAIL_LIMITS.offerings}
            onClick={() => set("offerings", [...value.offerings, { name: "", price: "", note: "" }])}
          >
            <Plus className="size-4" aria-hidden="true" />
            {text.addOffering}
          </button>
        </div>
      </fieldset>

      <div className="grid gap-4 sm:grid-cols-2">
        <div className="field">
          <label className="label" htmlFor={`${id}-currency`}>
            {text.currency}
          </label>
          <select id={`${id}-currency`} className="input" value={value.currency} onChange={(e) => set("currency", e.target.value)}>
            <option value="">{text.currencyNone}</option>
            {CURRENCY_OPTIONS.map((c) => (
              <option key={c} value={c}>
                {c}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label className="label" htmlFor={`${id}-language`}>
            {text.language}
          </label>
          <select
            id={`${id}-language`}
            data-field="language"
            className="input"
            value={value.language}
            onChange={(e) => set("language", e.target.value as SiteLanguage | "")}
          >
            <option value="">{text.languageAuto}</option>
            {SITE_LANGUAGES.map((l) => (
              <option key={l} value={l} lang={l}>
                {SITE_LANGUAGE_NAMES[l]}
              </option>
            ))}
          </select>
        </div>
      </div>

      <fieldset className="grid gap-3 sm:grid-cols-2">
        <legend className="label">{text.socialLegend}</legend>
        {(Object.keys(value.social) as Array<keyof DetailsDraft["social"]>).map((network) => (
          <div key={network} className="field">
            <label className="label" htmlFor={`${id}-s-${network}`}>
              {text.networks[network]}
            </label>
            <input
              id={`${id}-s-${network}`}
              className="input"
              type="url"
              inputMode="url"
              placeholder="https://"
              maxLength={DETAIL_LIMITS.url}
              value={value.social[network]}
              onChange={(e) => set("social", { ...value.social, [network]: e.target.value })}
            />
          </div>
        ))}
      </fieldset>
    </details>
  );
}

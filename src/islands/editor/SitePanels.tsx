import type { SiteContent } from "../../../core/site/content-ops";
import { defaultStyleFor, FONTS, LAYOUTS, LIMITS } from "../../../core/site/schema";
import { BUSINESS_TYPES, type BusinessType } from "../../../core/business-types";
import { editorPage as text } from "../../../core/content/editor";
import { type AiMarkProps, Checkbox, Row, Select, TextArea, TextField } from "./fields";
import type { AiField } from "../../../core/site/ai-fields";
import { SingleImageField, type OnUpload } from "./ImageUpload";
import RequestFormsFields from "./RequestFormsFields";

const f = text.fields;
type Change = (key: string, change: (c: SiteContent) => SiteContent) => void;
/** What a panel with an image control needs: where the site's media live and the editor's upload. */
type Images = { slug: string; busy: boolean; onUpload: OnUpload };
/** The AI mark of a field the model wrote, or undefined when the owner wrote, edited or accepted it. */
export type AiMarks = (field: AiField) => AiMarkProps | undefined;

export function BusinessPanel({ content: c, change, images, ai }: { content: SiteContent; change: Change; images: Images; ai: AiMarks }) {
  return (
    <div className="card grid gap-4">
      <TextField label={f.brandName} value={c.brandName} maxLength={LIMITS.brandName} onChange={(v) => change("brandName", (x) => ({ ...x, brandName: v }))} />
      <TextField
        label={f.eyebrow}
        value={c.hero.eyebrow}
        maxLength={LIMITS.eyebrow}
        onChange={(v) => change("eyebrow", (x) => ({ ...x, hero: { ...x.hero, eyebrow: v || undefined } }))}
      />
      <TextField
        label={f.headline}
        value={c.hero.headline}
        maxLength={LIMITS.headline}
        testId="headline-input"
        onChange={(v) => change("headline", (x) => ({ ...x, hero: { ...x.hero, headline: v } }))}
      />
      <TextArea
        label={f.subheadline}
        value={c.hero.subheadline}
        maxLength={LIMITS.subheadline}
        ai={ai("hero.subheadline")}
        onChange={(v) => change("subheadline", (x) => ({ ...x, hero: { ...x.hero, subheadline: v || undefined } }))}
      />
      <TextField
        label={f.tagline}
        value={c.tagline}
        maxLength={LIMITS.tagline}
        ai={ai("tagline")}
        onChange={(v) => change("tagline", (x) => ({ ...x, tagline: v || undefined }))}
      />
      <SingleImageField
        label={f.heroImage}
        image={c.hero.image}
        {...images}
        testId="hero-image-upload"
        onChange={(image) => change("hero.image", (x) => ({ ...x, hero: { ...x.hero, image } }))}
      />
    </div>
  );
}

export function FactsPanel({ content: c, change }: { content: SiteContent; change: Change }) {
  const facts = c.facts;
  const setFacts = (key: string, next: Partial<SiteContent["facts"]>) => change(`facts.${key}`, (x) => ({ ...x, facts: { ...x.facts, ...next } }));
  return (
    <div className="card grid gap-4">
      <p className="hint" data-testid="contact-facts-elsewhere">
        {f.contactFactsElsewhere}
      </p>
      <TextField
        label={f.link}
        type="url"
        value={facts.link}
        maxLength={LIMITS.url}
        hint={f.linkHint}
        testId="link-input"
        onChange={(v) => setFacts("link", { link: v.trim() || undefined })}
      />
      <TextField label={f.hoursNote} value={facts.hoursNote} maxLength={LIMITS.label} onChange={(v) => setFacts("hoursNote", { hoursNote: v || undefined })} />
      {facts.hours.map((h, i) => (
        <Row
          // biome-ignore lint/suspicious/noArrayIndexKey: editable rows have no identity of their own; the inputs are controlled, so the position is the key (a content key would remount the field on every keystroke)
          key={i}
          legend={`${h.label ?? f.hoursLabel} ${h.time ?? ""}`}
          removeLabel={text.actions.remove}
          onRemove={() => setFacts("hours", { hours: facts.hours.filter((_, j) => j !== i) })}
        >
          <div className="grid gap-3 sm:grid-cols-2">
            <TextField
              label={f.hoursLabel}
              value={h.label}
              maxLength={LIMITS.label}
              onChange={(v) => setFacts(`h${i}.label`, { hours: facts.hours.map((x, j) => (j === i ? { ...x, label: v || undefined } : x)) })}
            />
            <TextField
              label={f.hoursTime}
              value={h.time}
              maxLength={LIMITS.time}
              onChange={(v) => setFacts(`h${i}.time`, { hours: facts.hours.map((x, j) => (j === i ? { ...x, time: v || undefined } : x)) })}
            />
          </div>
          <Checkbox
            label={f.hoursClosed}
            checked={h.closed}
            onChange={(v) => setFacts(`h${i}.closed`, { hours: facts.hours.map((x, j) => (j === i ? { ...x, closed: v } : x)) })}
          />
        </Row>
      ))}
      <button
        type="button"
        className="btn btn-secondary btn-sm justify-self-start"
        onClick={() => setFacts("hours", { hours: [...facts.hours, { days: [], label: f.hoursLabel, time: undefined, closed: false }] })}
      >
        {text.actions.addRow}
      </button>
      {facts.social.map((link, i) => (
        <Row
          // biome-ignore lint/suspicious/noArrayIndexKey: editable rows have no identity of their own; the inputs are controlled, so the position is the key (a content key would remount the field on every keystroke)
          key={i}
          legend={link.network}
          removeLabel={text.actions.remove}
          onRemove={() => setFacts("social", { social: facts.social.filter((_, j) => j !== i) })}
        >
          <div className="grid gap-3 sm:grid-cols-[1fr_2fr]">
            <TextField
              label={f.network}
              value={link.network}
              maxLength={LIMITS.network}
              onChange={(v) => setFacts(`s${i}.network`, { social: facts.social.map((x, j) => (j === i ? { ...x, network: v } : x)) })}
            />
            <TextField
              label={f.url}
              type="url"
              value={link.url}
              maxLength={LIMITS.url}
              onChange={(v) => setFacts(`s${i}.url`, { social: facts.social.map((x, j) => (j === i ? { ...x, url: v } : x)) })}
            />
          </div>
        </Row>
      ))}
      <button
        type="button"
        className="btn btn-secondary btn-sm justify-self-start"
        onClick={() => setFacts("social", { social: [...facts.social, { network: "instagram", url: "https://" }] })}
      >
        {text.actions.addRow}
      </button>
    </div>
  );
}

export function LookPanel({ content: c, businessType, change, images }: { content: SiteContent; businessType: string; change: Change; images: Images }) {
  const fallback = defaultStyleFor((BUSINESS_TYPES as readonly string[]).includes(businessType) ? (businessType as BusinessType) : "Other");
  const theme = c.theme ?? fallback;
  const setTheme = (key: string, next: Partial<typeof theme>) => change(`theme.${key}`, (x) => ({ ...x, theme: { ...(x.theme ?? fallback), ...next } }));
  const presetOf = BUSINESS_TYPES.find((t) => JSON.stringify(defaultStyleFor(t).palette) === JSON.stringify(theme.palette)) ?? "custom";
  return (
    <div className="card grid gap-4">
      <Select
        label={f.palette}
        value={presetOf as string}
        options={[...BUSINESS_TYPES.map((t) => [t, t] as const), ...(presetOf === "custom" ? [["custom", "Custom"] as const] : [])]}
        onChange={(v) => v !== "custom" && setTheme("palette", { palette: defaultStyleFor(v as BusinessType).palette })}
      />
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField
          label={f.primary}
          type="color"
          value={theme.palette.primary}
          onChange={(v) => setTheme("primary", { palette: { ...theme.palette, primary: v } })}
        />
        <TextField
          label={f.accent}
          type="color"
          value={theme.palette.accent}
          onChange={(v) => setTheme("accent", { palette: { ...theme.palette, accent: v } })}
        />
      </div>
      <Select
        label={f.layout}
        value={theme.layout}
        options={LAYOUTS.map((l) => [l, text.layouts[l]] as const)}
        onChange={(v) => setTheme("layout", { layout: v })}
        testId="layout-select"
      />
      <Select label={f.font} value={theme.font} options={FONTS.map((l) => [l, text.fonts[l]] as const)} onChange={(v) => setTheme("font", { font: v })} />
      <SingleImageField label={f.logo} image={c.logo} {...images} testId="logo-upload" onChange={(logo) => change("logo", (x) => ({ ...x, logo }))} />
    </div>
  );
}

export function SeoPanel({ content: c, change, ai }: { content: SiteContent; change: Change; ai: AiMarks }) {
  return (
    <div className="card grid gap-4">
      <TextField
        label={f.seoTitle}
        value={c.seo.title}
        maxLength={LIMITS.seoTitle}
        onChange={(v) => change("seo.title", (x) => ({ ...x, seo: { ...x.seo, title: v } }))}
      />
      <TextArea
        label={f.seoDescription}
        value={c.seo.description}
        maxLength={LIMITS.seoDescription}
        rows={2}
        ai={ai("seo.description")}
        onChange={(v) => change("seo.description", (x) => ({ ...x, seo: { ...x.seo, description: v } }))}
      />
      <Checkbox
        label={f.contactForm}
        checked={c.settings.contactForm}
        onChange={(v) => change("settings.form", (x) => ({ ...x, settings: { ...x.settings, contactForm: v } }))}
      />
      <RequestFormsFields content={c} change={change} />
      <TextField
        label={f.ownerEmail}
        type="email"
        value={c.settings.ownerEmail}
        maxLength={LIMITS.email}
        hint={f.ownerEmailHint}
        onChange={(v) => change("settings.email", (x) => ({ ...x, settings: { ...x.settings, ownerEmail: v || undefined } }))}
      />
    </div>
  );
}

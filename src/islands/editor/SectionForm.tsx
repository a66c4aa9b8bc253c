import { useId, useState } from "react";
import type { Section } from "../../../core/site/content-ops";
import { LIMITS, OFFERING_STYLES } from "../../../core/site/schema";
import { PROJECT_FIELD_LIMITS } from "../../../core/projects";
import CharacterCount, { countProps, overLimit } from "../common/CharacterCount";
import { editorPage as text, NEW_ITEM_TEXT, SECTION_KIND_LABELS } from "../../../core/content/editor";
import { mediaPath } from "../../../core/site/editor";
import { ImageUploadForm, type OnUpload } from "./ImageUpload";
import { AiMark, type AiMarkProps, Checkbox, LinesField, Row, Select, TextArea, TextField } from "./fields";

const f = text.fields;
const a = text.actions;

type Update = (key: string, change: (s: Section) => Section) => void;

/** Replaces item `i` of a list with `next` (or removes it when `next` is null). */
function at<T>(list: readonly T[], i: number, next: T | null): T[] {
  return next === null ? list.filter((_, j) => j !== i) : list.map((x, j) => (j === i ? next : x));
}

/** The form of one section: its heading, visibility and the fields of its kind, then its images. */
export function SectionForm(props: {
  section: Section;
  index: number;
  count: number;
  slug: string;
  busy: boolean;
  update: Update;
  onMove: (delta: number) => void;
  onRemove: () => void;
  onRewrite: (instruction: string) => void;
  onUpload: OnUpload;
  /** The AI writer wrote this section's paragraphs (the about section): marked until edited or accepted. */
  ai?: AiMarkProps;
}) {
  const { section: s, update } = props;
  const set = (field: string, change: (s: Section) => Section) => update(`${s.id}.${field}`, change);
  const label = `${SECTION_KIND_LABELS[s.kind]}: ${s.heading}`;
  const [instruction, setInstruction] = useState("");
  const instructionId = useId();

  return (
    <section className="card grid gap-4" aria-label={label} data-testid={`section-${s.id}`}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="text-base font-semibold text-ink">
          {label}
          {s.hidden ? " (hidden)" : ""}
        </h3>
        <div className="flex flex-wrap gap-2">
          <button
            type="button"
            className="btn btn-secondary btn-sm"
            disabled={props.index === 0}
            onClick={() => props.onMove(-1)}
            aria-label={`${a.moveUp}: ${label}`}
          >
            {a.moveUp}
          </button>
          <button
            type="button"
            className="btn btn-secondary btn-sm"
            disabled={props.index === props.count - 1}
            onClick={() => props.onMove(1)}
            aria-label={`${a.moveDown}: ${label}`}
          >
            {a.moveDown}
          </button>
          <button type="button" className="btn btn-secondary btn-sm" onClick={props.onRemove} aria-label={`${a.remove}: ${label}`}>
            {a.remove}
          </button>
        </div>
      </div>
      <TextField label={f.heading} value={s.heading} maxLength={LIMITS.heading} onChange={(v) => set("heading", (x) => ({ ...x, heading: v }))} />
      <TextArea label={f.intro} value={s.intro} maxLength={LIMITS.intro} rows={2} onChange={(v) => set("intro", (x) => ({ ...x, intro: v || undefined }))} />
      <Checkbox label={f.hidden} checked={s.hidden} onChange={(v) => set("hidden", (x) => ({ ...x, hidden: v }))} />
      <KindFields section={s} set={set} ai={props.ai} slug={props.slug} />
      <SectionImages section={s} slug={props.slug} set={set} busy={props.busy} onUpload={props.onUpload} />
      <div className="grid gap-2 border-t border-slate-200 pt-3">
        <label className="label" htmlFor={instructionId}>
          {f.instruction}
        </label>
        <input
          id={instructionId}
          className="input"
          value={instruction}
          {...countProps(`${instructionId}-count`, instruction, PROJECT_FIELD_LIMITS.requirements)}
          onChange={(e) => setInstruction(e.target.value)}
        />
        <CharacterCount id={`${instructionId}-count`} value={instruction} limit={PROJECT_FIELD_LIMITS.requirements} />
        <button
          type="button"
          className="btn btn-secondary btn-sm justify-self-start"
          disabled={props.busy || overLimit(instruction, PROJECT_FIELD_LIMITS.requirements)}
          onClick={() => props.onRewrite(instruction)}
          aria-label={`${a.rewriteSection}: ${label}`}
        >
          {a.rewriteSection}
        </button>
      </div>
    </section>
  );
}

function KindFields({
  section: s,
  set,
  ai,
  slug,
}: {
  section: Section;
  set: (field: string, change: (s: Section) => Section) => void;
  ai?: AiMarkProps;
  slug: string;
}) {
  const aiId = useId();
  switch (s.kind) {
    case "about":
    case "story":
      return (
        <div className="grid gap-3">
          {ai ? <AiMark id={aiId} field={`${SECTION_KIND_LABELS[s.kind]}: ${f.paragraph}`} {...ai} /> : null}
          {s.paragraphs.map((p, i) => (
            <Row
              // biome-ignore lint/suspicious/noArrayIndexKey: editable rows have no identity of their own; the inputs are controlled, so the position is the key (a content key would remount the field on every keystroke)
              key={i}
              legend={`${f.paragraph} ${i + 1}`}
              removeLabel={a.remove}
              onRemove={s.paragraphs.length > 1 ? () => set("paragraphs", (x) => ({ ...x, paragraphs: at(s.paragraphs, i, null) }) as Section) : undefined}
            >
              <TextArea
                label={f.paragraph}
                value={p}
                maxLength={LIMITS.paragraph}
                rows={4}
                onChange={(v) => set(`p${i}`, (x) => ({ ...x, paragraphs: at(s.paragraphs, i, v) }) as Section)}
              />
            </Row>
          ))}
          <button
            type="button"
            className="btn btn-secondary btn-sm justify-self-start"
            onClick={() => set("paragraphs", (x) => ({ ...x, paragraphs: [...s.paragraphs, NEW_ITEM_TEXT.paragraph] }) as Section)}
          >
            {a.addItem}
          </button>
        </div>
      );
    case "offerings":
      return (
        <div className="grid gap-3">
          <Select
            label={f.style}
            value={s.style}
            options={OFFERING_STYLES.map((o) => [o, text.offeringStyles[o]] as const)}
            onChange={(v) => set("style", (x) => ({ ...x, style: v }) as Section)}
          />
          {s.groups.map((g, gi) => (
            <Row
              // biome-ignore lint/suspicious/noArrayIndexKey: editable rows have no identity of their own; the inputs are controlled, so the position is the key (a content key would remount the field on every keystroke)
              key={gi}
              legend={g.name || `${f.groupName} ${gi + 1}`}
              removeLabel={a.remove}
              onRemove={s.groups.length > 1 ? () => set("groups", (x) => ({ ...x, groups: at(s.groups, gi, null) }) as Section) : undefined}
            >
              <TextField
                label={f.groupName}
                value={g.name}
                maxLength={LIMITS.itemName}
                onChange={(v) => set(`g${gi}.name`, (x) => ({ ...x, groups: at(s.groups, gi, { ...g, name: v || undefined }) }) as Section)}
              />
              {g.items.map((item, ii) => (
                <Row
                  // biome-ignore lint/suspicious/noArrayIndexKey: editable rows have no identity of their own; the inputs are controlled, so the position is the key (a content key would remount the field on every keystroke)
                  key={ii}
                  legend={item.name || `${f.itemName} ${ii + 1}`}
                  removeLabel={a.remove}
                  onRemove={
                    g.items.length > 1
                      ? () => set(`g${gi}`, (x) => ({ ...x, groups: at(s.groups, gi, { ...g, items: at(g.items, ii, null) }) }) as Section)
                      : undefined
                  }
                >
                  <div className="grid gap-3 sm:grid-cols-[2fr_1fr]">
                    <TextField
                      label={f.itemName}
                      value={item.name}
                      maxLength={LIMITS.itemName}
                      onChange={(v) =>
                        set(
                          `g${gi}.i${ii}.name`,
                          (x) => ({ ...x, groups: at(s.groups, gi, { ...g, items: at(g.items, ii, { ...item, name: v }) }) }) as Section,
                        )
                      }
                    />
                    <TextField
                      label={f.price}
                      value={item.price}
                      maxLength={LIMITS.price}
                      testId="price-input"
                      onChange={(v) =>
                        set(
                          `g${gi}.i${ii}.price`,
                          (x) => ({ ...x, groups: at(s.groups, gi, { ...g, items: at(g.items, ii, { ...item, price: v || undefined }) }) }) as Section,
                        )
                      }
                    />
                  </div>
                  <TextArea
                    label={f.note}
                    value={item.note}
                    maxLength={LIMITS.itemText}
                    rows={2}
                    onChange={(v) =>
                      set(
                        `g${gi}.i${ii}.note`,
                        (x) => ({ ...x, groups: at(s.groups, gi, { ...g, items: at(g.items, ii, { ...item, note: v || undefined }) }) }) as Section,
                      )
                    }
                  />
                  {item.image && (
                    // The owner's photo of this item (placed by the generator from their photos).
                    <div className="grid gap-2" data-testid="item-photo">
                      <img src={mediaPath(slug, item.image.id)} alt="" className="h-20 w-auto justify-self-start rounded" />
                      <TextField
                        label={f.imageAlt}
                        value={item.image.alt}
                        maxLength={LIMITS.alt}
                        onChange={(v) =>
                          set(
                            `g${gi}.i${ii}.image`,
                            (x) =>
                              ({
                                ...x,
                                groups: at(s.groups, gi, { ...g, items: at(g.items, ii, { ...item, image: item.image && { ...item.image, alt: v } }) }),
                              }) as Section,
                          )
                        }
                      />
                      <button
                        type="button"
                        className="btn btn-ghost btn-sm justify-self-start"
                        onClick={() =>
                          set(
                            `g${gi}.i${ii}.image`,
                            (x) => ({ ...x, groups: at(s.groups, gi, { ...g, items: at(g.items, ii, { ...item, image: undefined }) }) }) as Section,
                          )
                        }
                      >
                        {a.removeItemPhoto}
                      </button>
                    </div>
                  )}
                </Row>
              ))}
              <button
                type="button"
                className="btn btn-secondary btn-sm justify-self-start"
                onClick={() =>
                  set(`g${gi}`, (x) => ({ ...x, groups: at(s.groups, gi, { ...g, items: [...g.items, { name: NEW_ITEM_TEXT.item }] }) }) as Section)
                }
              >
                {a.addItem}
              </button>
            </Row>
          ))}
          <button
            type="button"
            className="btn btn-secondary btn-sm justify-self-start"
            onClick={() => set("groups", (x) => ({ ...x, groups: [...s.groups, { items: [{ name: NEW_ITEM_TEXT.item }] }] }) as Section)}
          >
            {a.addGroup}
          </button>
        </div>
      );
    case "pricing":
      return (
        <div className="grid gap-3">
          {s.tiers.map((tier, i) => (
            <Row
              // biome-ignore lint/suspicious/noArrayIndexKey: editable rows have no identity of their own; the inputs are controlled, so the position is the key (a content key would remount the field on every keystroke)
              key={i}
              legend={tier.name}
              removeLabel={a.remove}
              onRemove={s.tiers.length > 1 ? () => set("tiers", (x) => ({ ...x, tiers: at(s.tiers, i, null) }) as Section) : undefined}
            >
              <TextField
                label={f.tierName}
                value={tier.name}
                maxLength={LIMITS.itemName}
                onChange={(v) => set(`t${i}.name`, (x) => ({ ...x, tiers: at(s.tiers, i, { ...tier, name: v }) }) as Section)}
              />
              <TextField
                label={f.price}
                value={tier.price}
                maxLength={LIMITS.price}
                testId="price-input"
                onChange={(v) => set(`t${i}.price`, (x) => ({ ...x, tiers: at(s.tiers, i, { ...tier, price: v }) }) as Section)}
              />
              <LinesField
                label={f.features}
                value={tier.features}
                onChange={(v) => set(`t${i}.features`, (x) => ({ ...x, tiers: at(s.tiers, i, { ...tier, features: v }) }) as Section)}
              />
            </Row>
          ))}
          <button
            type="button"
            className="btn btn-secondary btn-sm justify-self-start"
            onClick={() => set("tiers", (x) => ({ ...x, tiers: [...s.tiers, { name: NEW_ITEM_TEXT.tier, price: "-", features: [] }] }) as Section)}
          >
            {a.addItem}
          </button>
        </div>
      );
    case "timetable":
      return (
        <div className="grid gap-3">
          {s.entries.map((row, i) => (
            <Row
              // biome-ignore lint/suspicious/noArrayIndexKey: editable rows have no identity of their own; the inputs are controlled, so the position is the key (a content key would remount the field on every keystroke)
              key={i}
              legend={`${row.day} ${row.name}`}
              removeLabel={a.remove}
              onRemove={s.entries.length > 1 ? () => set("entries", (x) => ({ ...x, entries: at(s.entries, i, null) }) as Section) : undefined}
            >
              <div className="grid gap-3 sm:grid-cols-3">
                <TextField
                  label={f.day}
                  value={row.day}
                  maxLength={LIMITS.label}
                  onChange={(v) => set(`e${i}.day`, (x) => ({ ...x, entries: at(s.entries, i, { ...row, day: v }) }) as Section)}
                />
                <TextField
                  label={f.time}
                  value={row.time}
                  maxLength={LIMITS.time}
                  onChange={(v) => set(`e${i}.time`, (x) => ({ ...x, entries: at(s.entries, i, { ...row, time: v || undefined }) }) as Section)}
                />
                <TextField
                  label={f.itemName}
                  value={row.name}
                  maxLength={LIMITS.itemName}
                  onChange={(v) => set(`e${i}.name`, (x) => ({ ...x, entries: at(s.entries, i, { ...row, name: v }) }) as Section)}
                />
              </div>
            </Row>
          ))}
          <button
            type="button"
            className="btn btn-secondary btn-sm justify-self-start"
            onClick={() => set("entries", (x) => ({ ...x, entries: [...s.entries, { day: NEW_ITEM_TEXT.day, name: NEW_ITEM_TEXT.item }] }) as Section)}
          >
            {a.addRow}
          </button>
        </div>
      );
    case "faq":
    case "reviews": {
      const isFaq = s.kind === "faq";
      const items = s.items as Array<{ question?: string; answer?: string; quote?: string; author?: string }>;
      const setItems = (key: string, next: typeof items) => set(key, (x) => ({ ...x, items: next }) as Section);
      return (
        <div className="grid gap-3">
          {items.map((item, i) => (
            <Row
              // biome-ignore lint/suspicious/noArrayIndexKey: editable rows have no identity of their own; the inputs are controlled, so the position is the key (a content key would remount the field on every keystroke)
              key={i}
              legend={(isFaq ? item.question : item.author) ?? String(i + 1)}
              removeLabel={a.remove}
              onRemove={items.length > 1 ? () => setItems("items", at(items, i, null)) : undefined}
            >
              {isFaq ? (
                <>
                  <TextField
                    label={f.question}
                    value={item.question}
                    maxLength={LIMITS.question}
                    onChange={(v) => setItems(`q${i}`, at(items, i, { ...item, question: v }))}
                  />
                  <TextArea
                    label={f.answer}
                    value={item.answer}
                    maxLength={LIMITS.answer}
                    onChange={(v) => setItems(`a${i}`, at(items, i, { ...item, answer: v }))}
                  />
                </>
              ) : (
                <>
                  <TextArea
                    label={f.quote}
                    value={item.quote}
                    maxLength={LIMITS.quote}
                    onChange={(v) => setItems(`q${i}`, at(items, i, { ...item, quote: v }))}
                  />
                  <TextField
                    label={f.author}
                    value={item.author}
                    maxLength={LIMITS.person}
                    onChange={(v) => setItems(`a${i}`, at(items, i, { ...item, author: v }))}
                  />
                </>
              )}
            </Row>
          ))}
          <button
            type="button"
            className="btn btn-secondary btn-sm justify-self-start"
            onClick={() =>
              setItems("items", [
                ...items,
                isFaq ? { question: NEW_ITEM_TEXT.question, answer: NEW_ITEM_TEXT.answer } : { quote: NEW_ITEM_TEXT.quote, author: NEW_ITEM_TEXT.person },
              ])
            }
          >
            {a.addItem}
          </button>
        </div>
      );
    }
    case "team":
      return (
        <div className="grid gap-3">
          {s.people.map((p, i) => (
            <Row
              // biome-ignore lint/suspicious/noArrayIndexKey: editable rows have no identity of their own; the inputs are controlled, so the position is the key (a content key would remount the field on every keystroke)
              key={i}
              legend={p.name}
              removeLabel={a.remove}
              onRemove={s.people.length > 1 ? () => set("people", (x) => ({ ...x, people: at(s.people, i, null) }) as Section) : undefined}
            >
              <TextField
                label={f.person}
                value={p.name}
                maxLength={LIMITS.person}
                onChange={(v) => set(`p${i}.name`, (x) => ({ ...x, people: at(s.people, i, { ...p, name: v }) }) as Section)}
              />
              <TextField
                label={f.role}
                value={p.role}
                maxLength={LIMITS.role}
                onChange={(v) => set(`p${i}.role`, (x) => ({ ...x, people: at(s.people, i, { ...p, role: v || undefined }) }) as Section)}
              />
            </Row>
          ))}
          <button
            type="button"
            className="btn btn-secondary btn-sm justify-self-start"
            onClick={() => set("people", (x) => ({ ...x, people: [...s.people, { name: NEW_ITEM_TEXT.person }] }) as Section)}
          >
            {a.addItem}
          </button>
        </div>
      );
    case "area":
      return <LinesField label={f.places} value={s.places} onChange={(v) => set("places", (x) => ({ ...x, places: v }) as Section)} />;
    case "notes":
      return <LinesField label={f.notes} value={s.items} onChange={(v) => set("items", (x) => ({ ...x, items: v }) as Section)} />;
    case "hours":
    case "gallery":
    case "contact":
      return null;
  }
}

function SectionImages(props: {
  section: Section;
  slug: string;
  set: (field: string, change: (s: Section) => Section) => void;
  busy: boolean;
  onUpload: OnUpload;
}) {
  const { section: s, set } = props;
  return (
    <div className="grid gap-3 border-t border-slate-200 pt-3">
      {s.images.map((img, i) => (
        <Row
          key={img.id}
          legend={img.alt || img.id}
          removeLabel={text.actions.remove}
          onRemove={() => set("images", (x) => ({ ...x, images: at(x.images, i, null) }))}
        >
          <img src={mediaPath(props.slug, img.id)} alt="" className="h-20 w-auto justify-self-start rounded" />
          <TextField
            label={text.fields.imageAlt}
            value={img.alt}
            maxLength={LIMITS.alt}
            onChange={(v) => set(`img${i}`, (x) => ({ ...x, images: at(x.images, i, { ...img, alt: v }) }))}
          />
        </Row>
      ))}
      <ImageUploadForm busy={props.busy} onUpload={props.onUpload} onUploaded={(image) => set("images", (x) => ({ ...x, images: [...x.images, image] }))} />
    </div>
  );
}

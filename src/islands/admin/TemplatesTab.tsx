import { useId, useState, type FormEvent } from "react";
import { LoaderCircle, Plus } from "lucide-react";
import { api, answer, type TemplateAnswer } from "../../lib/api";
import { BUSINESS_TYPES } from "../../../core/business-types";
import { formatUsd, parseCents } from "../../../core/money";
import { TEMPLATE_FIELD_LIMITS, templateFormErrors, type TemplateFormErrors, type TemplateFormValues } from "../../../core/template-form";
import { adminPage as text } from "../../../core/content/admin";
import { runAdminAction, useAdminData } from "./use-admin-data";
import LoadState from "./LoadState";
import CharacterCount, { overLimit } from "../common/CharacterCount";

type AdminTemplate = TemplateAnswer;

const loadTemplates = () => answer(api.admin.templates.$get());

const EMPTY: TemplateFormValues = { name: "", category: "", description: "", imageUrl: "", basePrice: "" };

export default function TemplatesTab({ onSessionEnded }: { onSessionEnded: () => void }) {
  const { data, failed, reload } = useAdminData(loadTemplates, "admin templates", onSessionEnded);
  const [form, setForm] = useState<TemplateFormValues>(EMPTY);
  const [errors, setErrors] = useState<TemplateFormErrors>({});
  const [saving, setSaving] = useState(false);
  const [busyId, setBusyId] = useState<number | null>(null);
  const [editingId, setEditingId] = useState<number | null>(null);
  const ids = { name: useId(), category: useId(), description: useId(), imageUrl: useId(), basePrice: useId() };

  const set = (key: keyof TemplateFormValues) => (e: { target: { value: string } }) => setForm((f) => ({ ...f, [key]: e.target.value }));

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const found = templateFormErrors(form, BUSINESS_TYPES);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setSaving(true);
    const body = {
      name: form.name.trim(),
      description: form.description.trim(),
      category: form.category,
      imageUrl: form.imageUrl.trim(),
      basePrice: Number(form.basePrice),
    };
    const saved = await runAdminAction({
      request: () =>
        editingId === null ? api.admin.templates.$post({ json: body }) : api.admin.templates[":id"].$put({ param: { id: String(editingId) }, json: body }),
      success: editingId === null ? text.toasts.templateCreated : { ...text.toasts.templateUpdated, description: body.name },
      failure: text.toasts.templateFailed,
      onSessionEnded,
      after: reload,
    });
    if (saved) {
      setForm(EMPTY);
      setEditingId(null);
    }
    setSaving(false);
  }

  function startEdit(t: AdminTemplate) {
    setEditingId(t.id);
    setErrors({});
    setForm({ name: t.name, category: t.category, description: t.description ?? "", imageUrl: t.imageUrl ?? "", basePrice: t.basePrice });
    document.getElementById(ids.name)?.focus();
  }

  async function remove(t: AdminTemplate) {
    if (!window.confirm(`${text.templates.deleteConfirm}\n\n${t.name}`)) return;
    setBusyId(t.id);
    await runAdminAction({
      request: () => api.admin.templates[":id"].$delete({ param: { id: String(t.id) } }),
      success: { ...text.toasts.templateDeleted, description: t.name },
      failure: text.toasts.actionFailed,
      onSessionEnded,
      after: reload,
    });
    if (editingId === t.id) {
      setEditingId(null);
      setForm(EMPTY);
    }
    setBusyId(null);
  }

  async function setActive(t: AdminTemplate) {
    setBusyId(t.id);
    await runAdminAction({
      request: () => api.admin.templates[":id"].active.$post({ param: { id: String(t.id) }, json: { isActive: !t.isActive } }),
      success: { ...text.toasts.templateUpdated, description: `${t.name}: ${t.isActive ? text.templates.inactive : text.templates.active}` },
      failure: text.toasts.actionFailed,
      onSessionEnded,
      after: reload,
    });
    setBusyId(null);
  }

  const fieldError = (key: keyof TemplateFormValues, id: string) =>
    errors[key] ? (
      <p id={`${id}-error`} className="field-error">
        {errors[key]}
      </p>
    ) : null;
  const describedBy = (key: keyof TemplateFormValues, id: string, hint?: string) =>
    [errors[key] ? `${id}-error` : "", hint ?? "", key in TEMPLATE_FIELD_LIMITS ? `${id}-count` : ""].filter(Boolean).join(" ") || undefined;
  const count = (key: keyof typeof TEMPLATE_FIELD_LIMITS, id: string) => (
    <CharacterCount id={`${id}-count`} value={form[key]} limit={TEMPLATE_FIELD_LIMITS[key]} />
  );

  return (
    <div className="grid gap-6 lg:grid-cols-[24rem_minmax(0,1fr)] lg:items-start">
      <form onSubmit={onSubmit} noValidate className="card grid gap-4" aria-labelledby="template-form-heading">
        <h2 id="template-form-heading" className="heading-3">
          {editingId === null ? text.templates.formHeading : text.templates.editHeading}
        </h2>
        <div className="field">
          <label className="label" htmlFor={ids.name}>
            {text.templates.fields.name}{" "}
            <span aria-hidden="true" className="text-danger-700">
              *
            </span>
          </label>
          <input
            id={ids.name}
            className="input"
            required
            aria-invalid={!!errors.name || overLimit(form.name, TEMPLATE_FIELD_LIMITS.name)}
            aria-describedby={describedBy("name", ids.name)}
            value={form.name}
            onChange={set("name")}
          />
          {count("name", ids.name)}
          {fieldError("name", ids.name)}
        </div>
        <div className="field">
          <label className="label" htmlFor={ids.category}>
            {text.templates.fields.category}{" "}
            <span aria-hidden="true" className="text-danger-700">
              *
            </span>
          </label>
          <select
            id={ids.category}
            className="input"
            required
            aria-invalid={!!errors.category}
            aria-describedby={describedBy("category", ids.category, `${ids.category}-hint`)}
            value={form.category}
            onChange={set("category")}
          >
            <option value="">{text.templates.fields.categoryPlaceholder}</option>
            {BUSINESS_TYPES.map((c) => (
              <option key={c} value={c}>
                {c}
              </option>
            ))}
          </select>
          <p id={`${ids.category}-hint`} className="hint text-xs">
            {text.templates.categoryHint}
          </p>
          {fieldError("category", ids.category)}
        </div>
        <div className="field">
          <label className="label" htmlFor={ids.description}>
            {text.templates.fields.description}
          </label>
          <textarea
            id={ids.description}
            className="input"
            rows={3}
            aria-invalid={!!errors.description || overLimit(form.description, TEMPLATE_FIELD_LIMITS.description)}
            aria-describedby={describedBy("description", ids.description)}
            value={form.description}
            onChange={set("description")}
          />
          {count("description", ids.description)}
          {fieldError("description", ids.description)}
        </div>
        <div className="field">
          <label className="label" htmlFor={ids.imageUrl}>
            {text.templates.fields.imageUrl}
          </label>
          <input
            id={ids.imageUrl}
            className="input"
            inputMode="url"
            aria-invalid={!!errors.imageUrl || overLimit(form.imageUrl, TEMPLATE_FIELD_LIMITS.imageUrl)}
            aria-describedby={describedBy("imageUrl", ids.imageUrl, `${ids.imageUrl}-hint`)}
            value={form.imageUrl}
            onChange={set("imageUrl")}
          />
          {count("imageUrl", ids.imageUrl)}
          <p id={`${ids.imageUrl}-hint`} className="hint text-xs">
            {text.templates.imageHint}
          </p>
          {fieldError("imageUrl", ids.imageUrl)}
        </div>
        <div className="field">
          <label className="label" htmlFor={ids.basePrice}>
            {text.templates.fields.basePrice}{" "}
            <span aria-hidden="true" className="text-danger-700">
              *
            </span>
          </label>
          <input
            id={ids.basePrice}
            className="input"
            type="number"
            step="0.01"
            min="0.01"
            required
            aria-invalid={!!errors.basePrice}
            aria-describedby={describedBy("basePrice", ids.basePrice)}
            value={form.basePrice}
            onChange={set("basePrice")}
          />
          {fieldError("basePrice", ids.basePrice)}
        </div>
        <button type="submit" className="btn btn-primary" disabled={saving}>
          {saving ? <LoaderCircle className="size-4 animate-spin" aria-hidden="true" /> : <Plus className="size-4" aria-hidden="true" />}
          {saving ? text.templates.submitting : editingId === null ? text.templates.submit : text.templates.save}
        </button>
        {editingId !== null && (
          <button
            type="button"
            className="btn btn-ghost"
            onClick={() => {
              setEditingId(null);
              setForm(EMPTY);
              setErrors({});
            }}
          >
            {text.templates.cancelEdit}
          </button>
        )}
      </form>

      <section className="grid gap-3" aria-labelledby="template-list-heading">
        <h2 id="template-list-heading" className="heading-3">
          {text.templates.listHeading}
        </h2>
        <LoadState data={data} failed={failed} empty={text.templates.empty} />
        {data && data.length > 0 && (
          <ul className="grid gap-3">
            {data.map((t) => (
              <li key={t.id} className="card flex flex-wrap items-center gap-4 p-4" data-testid="admin-template">
                {t.imageUrl ? (
                  <img src={t.imageUrl} alt="" width={96} height={54} loading="lazy" className="h-14 w-24 shrink-0 rounded-lg bg-surface-100 object-cover" />
                ) : (
                  <span className="h-14 w-24 shrink-0 rounded-lg bg-gradient-to-br from-brand-50 to-surface-100" aria-hidden="true" />
                )}
                <div className="min-w-0 flex-1">
                  <p className="font-semibold break-words text-ink">{t.name}</p>
                  <p className="text-sm text-muted">
                    {t.category} · {formatUsd(parseCents(t.basePrice))}
                  </p>
                </div>
                <span className={`badge ${t.isActive ? "badge-success" : "badge-neutral"}`}>
                  {t.isActive ? text.templates.active : text.templates.inactive}
                </span>
                <button
                  type="button"
                  className="btn btn-secondary btn-sm"
                  onClick={() => setActive(t)}
                  disabled={busyId === t.id}
                  aria-label={`${t.isActive ? text.templates.deactivate : text.templates.activate} ${t.name}`}
                >
                  {t.isActive ? text.templates.deactivate : text.templates.activate}
                </button>
                <button type="button" className="btn btn-ghost btn-sm" onClick={() => startEdit(t)} aria-label={`${text.templates.edit} ${t.name}`}>
                  {text.templates.edit}
                </button>
                <button
                  type="button"
                  className="btn btn-ghost btn-sm text-danger-700"
                  onClick={() => void remove(t)}
                  disabled={busyId === t.id}
                  aria-label={`${text.templates.delete} ${t.name}`}
                >
                  {text.templates.delete}
                </button>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}

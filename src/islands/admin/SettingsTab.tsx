import { Globe } from "lucide-react";
import { adminPage as text } from "../../../core/content/admin";
import { api, answer } from "../../lib/api";
import { useAdminData } from "./use-admin-data";

/** Set at build time: whether the checkout can show Stripe's card form at all. */
const PUBLISHABLE_KEY_SET = Boolean(import.meta.env.PUBLIC_STRIPE_PUBLISHABLE_KEY);

const loadPayments = () => answer(api.admin.payments.$get());
const at = (iso: string) => new Date(iso).toLocaleString();

/** The Settings tab: the platform's fixed figures, and the payment state as the server sees it now. */
export default function SettingsTab({ onSessionEnded }: { onSessionEnded: () => void }) {
  const { data, failed } = useAdminData(loadPayments, "admin payments", onSessionEnded);
  const words = text.settings.payments;
  const last = data?.lastWebhook ?? null;
  const pending = failed ? text.loadFailed : "–";
  const payments: { label: string; value: string; testId: string }[] = [
    { label: words.provider, value: data ? (data.configured ? words.configured(data.mode) : words.notConfigured) : pending, testId: "settings-provider" },
    { label: words.cardForm, value: PUBLISHABLE_KEY_SET ? words.cardFormOn : words.cardFormOff, testId: "settings-card-form" },
    {
      label: words.webhook,
      value: !data
        ? pending
        : !data.webhookSecretSet
          ? words.webhookSecretMissing
          : last
            ? `${at(last.receivedAt)}: ${last.signatureOk ? words.signatureOk(last.eventType) : words.signatureFailed(last.error)}`
            : words.never,
      testId: "settings-webhook",
    },
  ];
  if (last && !last.signatureOk) {
    payments.push({ label: words.lastVerified, value: last.lastVerifiedAt ? at(last.lastVerifiedAt) : words.never, testId: "settings-webhook-verified" });
  }
  return (
    <section className="card grid max-w-2xl gap-5" aria-labelledby="admin-settings-heading">
      <h2 id="admin-settings-heading" className="heading-3">
        {text.settings.heading}
      </h2>
      <dl className="grid gap-3">
        {[...text.settings.items.map((item) => ({ ...item, testId: undefined })), ...payments].map((item) => (
          <div key={item.label} className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 border-b border-line pb-3 last:border-0">
            <dt className="text-muted">{item.label}</dt>
            <dd className="font-semibold text-ink sm:text-right" data-testid={item.testId}>
              {item.value}
            </dd>
          </div>
        ))}
      </dl>
      <p className="flex flex-wrap items-center gap-2 text-sm text-muted">
        <Globe className="size-4" aria-hidden="true" />
        {text.settings.domainText}
        <a className="link" href="/domain-setup">
          {text.settings.domainLink}
        </a>
      </p>
    </section>
  );
}

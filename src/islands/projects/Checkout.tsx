import { useEffect, useState } from "react";
import { CircleCheck, CreditCard, LayoutDashboard } from "lucide-react";
import { ApiRequestError, api, answer, isUnauthorizedError, type ProjectAnswer } from "../../lib/api";
import { STRIPE_NOT_CONFIGURED } from "../../../core/content/payments";
import { hasPower } from "../../../core/roles";
import { site } from "../../config/site";
import { mailtoHref } from "../../lib/mailto";
import { toast } from "../../stores/toast";
import { formatUsd, parseCents } from "../../../core/money";
import { checkoutPage as text } from "../../content/projects";
import { redirectToLogin, useSignedInUser } from "./auth-gate";
import StripePayment from "./StripePayment";
import { showFlashToast } from "./flash-toast";

/** Set at build time; without it nothing external is ever loaded. */
const PUBLISHABLE_KEY = (import.meta.env.PUBLIC_STRIPE_PUBLISHABLE_KEY as string | undefined) ?? "";

function projectIdFromPath(pathname: string): number | null {
  const match = /^\/checkout\/(\d{1,15})\/?$/.exec(pathname);
  return match ? Number(match[1]) : null;
}

/**
 * /checkout/{projectId} (spec section 2): 'Payment Unavailable' while the project and a payment
 * intent are requested in the background (failures only logged). Beyond the spec: with Stripe
 * configured at build time and an intent in hand, a real Stripe Payment Element instead.
 */
export default function Checkout() {
  const user = useSignedInUser();
  const [project, setProject] = useState<ProjectAnswer | null>(null);
  const [clientSecret, setClientSecret] = useState<string | null>(null);
  /** The server has no Stripe key: say how a payment is recorded on this install instead. */
  const [paymentsOff, setPaymentsOff] = useState(false);

  useEffect(showFlashToast, []);

  useEffect(() => {
    if (!user) return;
    const id = projectIdFromPath(window.location.pathname);
    if (id === null) {
      console.warn("checkout: no project id in the address");
      return;
    }
    const onError = (what: string) => (err: unknown) => {
      if (isUnauthorizedError(err)) return redirectToLogin(window.location.pathname);
      console.error(`checkout: ${what} failed:`, err instanceof Error ? err.message : err);
    };
    answer(api.projects[":id"].$get({ param: { id: String(id) } })).then(setProject, onError("loading the project"));
    answer(api["create-payment-intent"].$post({ json: { projectId: id } })).then(
      (r) => setClientSecret(r.clientSecret),
      (err: unknown) => {
        if (err instanceof ApiRequestError && err.status === 503 && err.detail === STRIPE_NOT_CONFIGURED) return setPaymentsOff(true);
        onError("creating the payment intent")(err);
      },
    );
  }, [user]);

  if (PUBLISHABLE_KEY && project && clientSecret) {
    return (
      <div className="card mx-auto grid max-w-xl gap-6">
        <div className="flex items-start gap-3">
          <span className="flex size-11 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-700">
            <CreditCard className="size-5" aria-hidden="true" />
          </span>
          <div>
            <h1 className="heading-3">{text.payHeading}</h1>
            <dl className="mt-2 grid gap-1 text-sm">
              <div className="flex gap-2">
                <dt className="text-muted">{text.projectLabel}:</dt>
                <dd className="font-semibold text-ink">{project.name}</dd>
              </div>
              <div className="flex gap-2">
                <dt className="text-muted">{text.amountLabel}:</dt>
                <dd className="font-semibold text-ink tabular-nums" data-testid="checkout-amount">
                  {formatUsd(parseCents(project.totalPrice))}
                </dd>
              </div>
            </dl>
          </div>
        </div>
        <StripePayment publishableKey={PUBLISHABLE_KEY} clientSecret={clientSecret} />
        <a className="btn btn-ghost" href="/dashboard">
          <LayoutDashboard className="size-4" aria-hidden="true" />
          {text.returnToDashboard}
        </a>
      </div>
    );
  }

  return (
    <div className="card mx-auto grid max-w-xl justify-items-center gap-4 py-12 text-center">
      <span className="flex size-14 items-center justify-center rounded-full bg-warning-50 text-warning-700 ring-1 ring-amber-200">
        <CreditCard className="size-6" aria-hidden="true" />
      </span>
      <h1 className="heading-2">{text.unavailable.heading}</h1>
      <p className="prose-body max-w-md">
        <UnavailableText />
      </p>
      <a className="btn btn-primary mt-2" href="/dashboard">
        <LayoutDashboard className="size-4" aria-hidden="true" />
        {text.returnToDashboard}
      </a>
      {project && hasPower(user, "manage_payments") ? (
        <MarkPaid project={project} onPaid={setProject} />
      ) : paymentsOff && project?.paymentStatus !== "paid" ? (
        <LocalInstallNote />
      ) : null}
    </div>
  );
}

/** The spec's sentence, its "contact support" a link to the support address. */
function UnavailableText() {
  const { text: sentence, supportLinkWords, supportSubject } = text.unavailable;
  const at = sentence.indexOf(supportLinkWords);
  if (at < 0) return <>{sentence}</>;
  return (
    <>
      {sentence.slice(0, at)}
      <a className="font-medium text-brand-700 underline underline-offset-2" href={mailtoHref(site.supportEmail, { subject: supportSubject })}>
        {supportLinkWords}
      </a>
      {sentence.slice(at + supportLinkWords.length)}
    </>
  );
}

/**
 * For an account with the manage_payments power: record the payment here, through the admin panel's
 * own action (POST /api/admin/projects/:id/mark-paid: same checks, same audit entry).
 */
function MarkPaid({ project, onPaid }: { project: ProjectAnswer; onPaid: (p: ProjectAnswer) => void }) {
  const [busy, setBusy] = useState(false);
  const words = text.markPaid;
  if (project.paymentStatus === "paid") {
    return (
      <p className="mt-4 flex items-center gap-2 text-sm font-medium text-success-700" role="status">
        <CircleCheck className="size-4" aria-hidden="true" />
        {words.paidNote}
      </p>
    );
  }
  async function markPaid() {
    if (!window.confirm(`${words.confirm}\n\n${project.name} (${formatUsd(parseCents(project.totalPrice))})`)) return;
    setBusy(true);
    try {
      await answer(api.admin.projects[":id"]["mark-paid"].$post({ param: { id: String(project.id) } }));
      toast(words.done);
      onPaid({ ...project, paymentStatus: "paid" });
    } catch (err) {
      toast({ title: words.failed.title, description: err instanceof Error ? err.message : words.failed.fallback, variant: "destructive" });
    } finally {
      setBusy(false);
    }
  }
  return (
    <section className="mt-6 grid w-full max-w-md gap-2 rounded-xl border border-line bg-surface-50 p-4 text-left" aria-labelledby="checkout-mark-paid">
      <h2 id="checkout-mark-paid" className="text-sm font-semibold text-ink">
        {words.heading}
      </h2>
      <p className="text-sm text-muted">{words.text}</p>
      <button type="button" className="btn btn-secondary btn-sm justify-self-start" onClick={markPaid} disabled={busy}>
        {busy ? words.busy : words.button}
      </button>
    </section>
  );
}

/** For an owner without the payments power on an install with no Stripe key: the ways a payment gets recorded here. */
function LocalInstallNote() {
  const words = text.localInstall;
  return (
    <section className="mt-6 grid w-full max-w-md gap-2 rounded-xl border border-line bg-surface-50 p-4 text-left" aria-labelledby="checkout-local-install">
      <h2 id="checkout-local-install" className="text-sm font-semibold text-ink">
        {words.heading}
      </h2>
      <p className="text-sm text-muted">{words.text}</p>
      <ul className="ml-5 list-disc text-sm text-muted">
        {words.ways.map((way) => (
          <li key={way}>{way}</li>
        ))}
      </ul>
      <p className="text-sm text-muted">{words.after}</p>
      <a className="link justify-self-start text-sm" href="/admin">
        {words.panelLink}
      </a>
    </section>
  );
}

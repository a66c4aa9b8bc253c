import { useEffect, useState } from "react";
import { CreditCard, LayoutDashboard } from "lucide-react";
import { api, answer, isUnauthorizedError, type ProjectAnswer } from "../../lib/api";
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
      onError("creating the payment intent"),
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
                <dd className="font-semibold text-ink tabular-nums" data-testid="checkout-amount">{formatUsd(parseCents(project.totalPrice))}</dd>
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
      <p className="prose-body max-w-md">{text.unavailable.text}</p>
      <a className="btn btn-primary mt-2" href="/dashboard">
        <LayoutDashboard className="size-4" aria-hidden="true" />
        {text.returnToDashboard}
      </a>
    </div>
  );
}

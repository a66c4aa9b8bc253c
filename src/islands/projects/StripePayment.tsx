import { useEffect, useRef, useState, type FormEvent } from "react";
import { LoaderCircle, Lock } from "lucide-react";
import { checkoutPage as text } from "../../content/projects";
import { toast } from "../../stores/toast";

/** The slice of Stripe.js (https://js.stripe.com/v3) this form uses. */
interface StripeJs {
  elements(options: { clientSecret: string; appearance?: Record<string, unknown> }): StripeElements;
  confirmPayment(options: { elements: StripeElements; confirmParams: { return_url: string } }): Promise<{ error?: { message?: string } }>;
}
interface StripeElements {
  create(type: "payment"): { mount(el: HTMLElement): void; destroy(): void };
}
declare global {
  interface Window {
    Stripe?: (publishableKey: string) => StripeJs;
  }
}

export const STRIPE_JS_URL = "https://js.stripe.com/v3";

let loading: Promise<void> | null = null;
/** Loads Stripe.js once; only ever called when a publishable key is configured. */
function loadStripeJs(): Promise<void> {
  loading ??= new Promise<void>((resolve, reject) => {
    if (window.Stripe) return resolve();
    const script = document.createElement("script");
    script.src = STRIPE_JS_URL;
    script.async = true;
    script.onload = () => resolve();
    script.onerror = () => {
      loading = null;
      reject(new Error("Stripe.js could not be loaded"));
    };
    document.head.appendChild(script);
  });
  return loading;
}

/** A Stripe Payment Element for an existing payment intent; on success Stripe returns the buyer to the dashboard. */
export default function StripePayment({ publishableKey, clientSecret }: { publishableKey: string; clientSecret: string }) {
  const mountRef = useRef<HTMLDivElement>(null);
  const [stripe, setStripe] = useState<{ js: StripeJs; elements: StripeElements } | null>(null);
  const [failed, setFailed] = useState(false);
  const [paying, setPaying] = useState(false);

  useEffect(() => {
    let element: { destroy(): void } | null = null;
    let canceled = false;
    loadStripeJs()
      .then(() => {
        if (canceled || !window.Stripe || !mountRef.current) return;
        const js = window.Stripe(publishableKey);
        const elements = js.elements({ clientSecret, appearance: { theme: "stripe", variables: { colorPrimary: "#0f766e", borderRadius: "8px" } } });
        const payment = elements.create("payment");
        payment.mount(mountRef.current);
        element = payment;
        setStripe({ js, elements });
      })
      .catch((err) => {
        console.error("checkout:", err);
        setFailed(true);
      });
    return () => {
      canceled = true;
      element?.destroy();
    };
  }, [publishableKey, clientSecret]);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!stripe) return;
    setPaying(true);
    const { error } = await stripe.js.confirmPayment({ elements: stripe.elements, confirmParams: { return_url: `${window.location.origin}/dashboard` } });
    // Only reached when the payment did not redirect (card declined, validation error...).
    setPaying(false);
    if (error) toast({ title: text.paymentFailed.title, description: error.message ?? text.paymentFailed.fallback, variant: "destructive" });
  }

  if (failed)
    return (
      <p className="text-sm text-danger-700" role="alert">
        {text.unavailable.text}
      </p>
    );

  return (
    <form onSubmit={onSubmit} className="grid gap-4">
      {!stripe && (
        <p className="hint" role="status">
          {text.loading}
        </p>
      )}
      <div ref={mountRef} className={stripe ? "min-h-40" : ""} />
      <button type="submit" className="btn btn-primary btn-lg" disabled={!stripe || paying}>
        {paying ? <LoaderCircle className="size-5 animate-spin" aria-hidden="true" /> : <Lock className="size-5" aria-hidden="true" />}
        {paying ? text.paying : text.pay}
      </button>
      <p className="hint text-center text-xs">{text.secureNote}</p>
    </form>
  );
}

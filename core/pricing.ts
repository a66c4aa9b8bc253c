import { formatDecimal, parseCents } from "./money";

/** Spec section 9: service fee 20% of base price; default base $24.99 when no template. */
export const SERVICE_FEE_PERCENT = 20;
export const DEFAULT_BASE_PRICE = "24.99";

export interface ProjectPrice {
  basePrice: string;
  serviceFee: string;
  totalPrice: string;
  totalCents: number;
}

/** Price of a website project; fee rounded half up to the cent. */
export function priceProject(templateBasePrice: string | null | undefined): ProjectPrice {
  const baseCents = parseCents(templateBasePrice ?? DEFAULT_BASE_PRICE);
  const feeCents = Math.round((baseCents * SERVICE_FEE_PERCENT) / 100);
  const totalCents = baseCents + feeCents;
  return {
    basePrice: formatDecimal(baseCents),
    serviceFee: formatDecimal(feeCents),
    totalPrice: formatDecimal(totalCents),
    totalCents,
  };
}

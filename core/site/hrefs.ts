import { asciiDigits } from "./opening-times";

/** Links the generated site builds from what the owner typed (nothing reformatted, nothing fetched). */

/** The href for a phone as typed: "tel:" and its digits (a leading + kept). */
export function telHref(phone: string): string {
  const plus = phone.trim().startsWith("+") ? "+" : "";
  return `tel:${plus}${asciiDigits(phone).replace(/\D/g, "")}`;
}

/** A maps search link built from the typed address (no API key, nothing fetched). */
export function mapsHref(address: string): string {
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(address)}`;
}

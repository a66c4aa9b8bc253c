/**
 * Site-wide duties that every page needs, in plain script (no framework): hash navigation, the
 * service worker and install prompt, analytics consent. Kept tiny: it loads on pages that ship no island at all.
 */
import { initHashScroll } from "../lib/hash-scroll";
import { initInstallPrompt, initServiceWorker, reserveDockSpace } from "./pwa";
import { initConsent } from "./consent";

initHashScroll(window);
// The service worker belongs to the built site; `astro dev` serves no /sw.js.
if (import.meta.env.PROD) initServiceWorker(window);
initInstallPrompt(window);
reserveDockSpace(document);
initConsent(window);

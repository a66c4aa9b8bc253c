/**
 * Site-wide duties that every page needs, in plain script (no framework):
 * hash navigation. Kept tiny: it loads on pages that ship no island at all.
 */
import { initHashScroll } from "../lib/hash-scroll";

initHashScroll(window);

import type { IconName } from "./icons";

/** A named link: navigation, footers, buttons in content. The one link type of the site. */
export interface Link {
  label: string;
  href: string;
}

/** A call to action (AstroWind's shape): a link drawn as a button of one variant, with an optional icon. */
export interface CallToAction extends Link {
  variant?: "primary" | "secondary" | "inverse" | "outline-inverse" | "ghost";
  icon?: IconName;
}

export type { IconName };

import type { BusinessType } from "../../core/business-types";
import type { BusinessDetails } from "../../core/intake";
import type { TemplateStyle } from "../../core/site/schema";

/** Everything the generator needs about one project. No ids, no user data beyond what they typed. */
export type GeneratorInput = {
  projectName: string;
  businessType: BusinessType;
  description: string | null;
  requirements: string | null;
  /** The optional structured intake ("Business details"); wins over facts parsed from the text. */
  details?: BusinessDetails | null;
  template: {
    name: string;
    category: string;
    description: string | null;
    style: TemplateStyle | null;
  } | null;
};

import type { BusinessType } from "../../core/business-types";
import type { BusinessDetails } from "../../core/intake";
import type { TemplateStyle } from "../../core/site/schema";
import type { GeneratorPhotos } from "../../core/project-photos";

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
  /** The owner's logo and photos given before generation, placed by functions/generator/photos.ts. */
  photos?: GeneratorPhotos | null;
};

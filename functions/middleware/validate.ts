import { zValidator } from "@hono/zod-validator";
import type { Context, ValidationTargets } from "hono";
import { z, type ZodType } from "zod";
import { withoutHiddenControls } from "../../core/text-controls";
import { ApiError } from "../lib/errors";

/**
 * zod validation at the API edge. Every string the request carries loses its hidden controls (bidi
 * overrides, zero-width characters: `core/text-controls.ts`) first, so no route stores or checks a
 * text that reads differently from what it holds. A failure answers 400 VALIDATION_ERROR with the
 * first problem in words a person can act on ("Project name is required"), never zod's raw dump.
 */
export function validate<Target extends keyof ValidationTargets, Schema extends ZodType>(target: Target, schema: Schema) {
  // The cast keeps the route's own input and output types for Hono's typed client; at run time the strip runs first.
  const cleaned = z.preprocess((value) => withoutHiddenControls(value), schema) as unknown as Schema;
  return zValidator(target, cleaned, (result) => {
    if (!result.success) {
      const issue = result.error.issues[0];
      const path = issue?.path.join(".");
      const message = issue?.message && !/^Invalid input/.test(issue.message) ? issue.message : `Invalid ${path || target}`;
      throw new ApiError(400, "VALIDATION_ERROR", message);
    }
  });
}

/**
 * A form post's fields (urlencoded or multipart) without hidden controls, the same strip `validate`
 * applies: what no-script forms on hosted sites read. An unreadable body is no fields.
 */
export async function formFields(c: Context): Promise<Record<string, unknown>> {
  return withoutHiddenControls(await c.req.parseBody().catch(() => ({}))) as Record<string, unknown>;
}

import { zValidator } from "@hono/zod-validator";
import type { ValidationTargets } from "hono";
import type { ZodType } from "zod";
import { ApiError } from "../lib/errors";

/**
 * zod validation at the API edge. A failure answers 400 VALIDATION_ERROR with the first problem in
 * words a person can act on ("Project name is required"), never zod's raw dump.
 */
export function validate<Target extends keyof ValidationTargets, Schema extends ZodType>(target: Target, schema: Schema) {
  return zValidator(target, schema, (result) => {
    if (!result.success) {
      const issue = result.error.issues[0];
      const path = issue?.path.join(".");
      const message = issue?.message && !/^Invalid input/.test(issue.message) ? issue.message : `Invalid ${path || target}`;
      throw new ApiError(400, "VALIDATION_ERROR", message);
    }
  });
}

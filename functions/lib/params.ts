import { ApiError } from "./errors";

/** A project id from the path: a positive integer, or 400 (never a database error). */
export function projectIdParam(raw: string | undefined): number {
  if (!raw || !/^[1-9]\d{0,15}$/.test(raw) || !Number.isSafeInteger(Number(raw))) {
    throw new ApiError(400, "VALIDATION_ERROR", "Project id must be a positive integer");
  }
  return Number(raw);
}

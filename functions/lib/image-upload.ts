/**
 * Reading an image upload (the site editor's images, the owner's photos before generation): the raw
 * file as the body (any Content-Type; the bytes decide), or multipart with `file` and other text
 * fields. 413 as soon as the body is longer than the limit, whatever Content-Length says.
 */
import { ApiError } from "./errors";
import { MAX_IMAGE_BYTES } from "../../core/site/editor";

/** Room for a multipart body's boundaries and text fields around the file. */
const MULTIPART_OVERHEAD = 64 * 1024;
const tooLarge = () => new ApiError(413, "PAYLOAD_TOO_LARGE", `Images must be at most ${MAX_IMAGE_BYTES / 1024 / 1024} MB`);

/** Reads a request body up to `max` bytes; 413 as soon as it is longer. */
export async function readBody(body: ReadableStream<Uint8Array> | null, max: number): Promise<Uint8Array> {
  if (!body) return new Uint8Array();
  const reader = body.getReader();
  const parts: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.length;
    if (total > max) {
      await reader.cancel();
      throw tooLarge();
    }
    parts.push(value);
  }
  const out = new Uint8Array(total);
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
}

/** The uploaded file's bytes and the request's text fields (multipart fields, else the query string). */
export async function readImageUpload(req: Request, query: Record<string, string>): Promise<{ bytes: Uint8Array; fields: Record<string, string> }> {
  const declared = Number(req.headers.get("content-length") ?? "0");
  if (declared > MAX_IMAGE_BYTES + MULTIPART_OVERHEAD) throw tooLarge();
  const type = req.headers.get("content-type") ?? "";
  if (!/^multipart\/form-data/i.test(type)) return { bytes: await readBody(req.body, MAX_IMAGE_BYTES), fields: { ...query } };
  const raw = await readBody(req.body, MAX_IMAGE_BYTES + MULTIPART_OVERHEAD);
  const form = await new Response(raw as Uint8Array<ArrayBuffer>, { headers: { "content-type": type } }).formData().catch(() => {
    throw new ApiError(400, "VALIDATION_ERROR", "The form could not be read");
  });
  const file = form.get("file");
  if (!(file instanceof Blob)) throw new ApiError(400, "VALIDATION_ERROR", "Send the image as the form field `file`");
  const fields: Record<string, string> = { ...query };
  for (const [name, value] of form.entries()) if (typeof value === "string") fields[name] = value;
  return { bytes: new Uint8Array(await file.arrayBuffer()), fields };
}

import type { ImageStore } from "../../services/sites/images";

/** The slice of an R2 bucket binding the image store uses. */
export interface R2BucketLike {
  put(key: string, value: Uint8Array, options?: { httpMetadata?: { contentType?: string } }): Promise<unknown>;
  get(key: string): Promise<{ arrayBuffer(): Promise<ArrayBuffer> } | null>;
  delete(key: string): Promise<void>;
}

/** Images in the Worker's R2 bucket (binding `IMAGES`), keyed "{id}.{ext}". */
export function r2ImageStore(bucket: R2BucketLike): ImageStore {
  return {
    async put(key, bytes, mime) {
      await bucket.put(`site-images/${key}`, bytes, { httpMetadata: { contentType: mime } });
    },
    async get(key) {
      const object = await bucket.get(`site-images/${key}`);
      return object ? new Uint8Array(await object.arrayBuffer()) : null;
    },
    async delete(key) {
      await bucket.delete(`site-images/${key}`);
    },
  };
}

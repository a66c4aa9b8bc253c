/**
 * Node only: images re-encoded with sharp at the renderer's largest size, turned upright, with no
 * metadata (sharp keeps none unless asked). The Worker stores images as uploaded (already stripped).
 */
import sharp from "sharp";
import type { ImageProcessor } from "../../services/sites/images";
import { IMAGE_MAX_SIDE } from "../../../core/site/editor";

export const sharpImageProcessor: ImageProcessor = async (bytes, mime) => {
  const pipeline = sharp(bytes, { failOn: "error", limitInputPixels: 50_000_000 })
    .rotate()
    .resize({ width: IMAGE_MAX_SIDE, height: IMAGE_MAX_SIDE, fit: "inside", withoutEnlargement: true });
  const encoded =
    mime === "image/png"
      ? pipeline.png({ compressionLevel: 9 })
      : mime === "image/webp"
        ? pipeline.webp({ quality: 82 })
        : mime === "image/avif"
          ? pipeline.avif({ quality: 60 })
          : pipeline.jpeg({ quality: 82, mozjpeg: true });
  const { data, info } = await encoded.toBuffer({ resolveWithObject: true });
  return { bytes: new Uint8Array(data.buffer, data.byteOffset, data.byteLength), mime, width: info.width, height: info.height };
};

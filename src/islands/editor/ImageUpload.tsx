import { useId, useState } from "react";
import type { ImageRef } from "../../../core/site/schema";
import { LIMITS } from "../../../core/site/schema";
import CharacterCount, { countProps, overLimit } from "../common/CharacterCount";
import { editorPage as text } from "../../../core/content/editor";
import { imageRefOf, mediaPath, type SiteImageDto } from "../../../core/site/editor";
import { Row, TextField } from "./fields";

export type OnUpload = (file: File, alt: string) => Promise<SiteImageDto | null>;

/** A file and its alt text, uploaded together (the server refuses an image without alt text). */
export function ImageUploadForm(props: { busy: boolean; onUpload: OnUpload; onUploaded: (image: ImageRef) => void; testId?: string }) {
  const [file, setFile] = useState<File | null>(null);
  const [alt, setAlt] = useState("");
  const [uploading, setUploading] = useState(false);
  const fileId = useId();
  const altId = useId();

  async function upload() {
    if (!file) return;
    setUploading(true);
    const image = await props.onUpload(file, alt);
    setUploading(false);
    if (image) {
      props.onUploaded(imageRefOf(image));
      setFile(null);
      setAlt("");
    }
  }

  return (
    <div className="grid gap-3" data-testid={props.testId}>
      <div className="grid gap-3 sm:grid-cols-2">
        <div className="field">
          <label className="label" htmlFor={fileId}>
            {text.fields.imageFile}
          </label>
          <input
            id={fileId}
            className="input"
            type="file"
            accept="image/png,image/jpeg,image/webp,image/avif"
            onChange={(e) => setFile(e.target.files?.[0] ?? null)}
          />
        </div>
        <div className="field">
          <label className="label" htmlFor={altId}>
            {text.fields.imageAlt}
          </label>
          <input id={altId} className="input" value={alt} {...countProps(`${altId}-count`, alt, LIMITS.alt)} onChange={(e) => setAlt(e.target.value)} />
          <CharacterCount id={`${altId}-count`} value={alt} limit={LIMITS.alt} />
        </div>
      </div>
      <button
        type="button"
        className="btn btn-secondary btn-sm justify-self-start"
        disabled={!file || uploading || props.busy || overLimit(alt, LIMITS.alt)}
        onClick={() => void upload()}
      >
        {uploading ? text.actions.uploading : text.actions.upload}
      </button>
    </div>
  );
}

/** One optional image (the logo, the hero image): shown with its alt text and a remove button, or an upload form. */
export function SingleImageField(props: {
  label: string;
  image: ImageRef | undefined;
  slug: string;
  busy: boolean;
  onUpload: OnUpload;
  onChange: (image: ImageRef | undefined) => void;
  testId?: string;
}) {
  const { image } = props;
  return (
    <Row legend={props.label} removeLabel={text.actions.remove} onRemove={image ? () => props.onChange(undefined) : undefined}>
      {image ? (
        <>
          <img src={mediaPath(props.slug, image.id)} alt="" className="h-20 w-auto justify-self-start rounded" />
          <TextField label={text.fields.imageAlt} value={image.alt} maxLength={LIMITS.alt} onChange={(v) => props.onChange({ ...image, alt: v })} />
        </>
      ) : (
        <ImageUploadForm busy={props.busy} onUpload={props.onUpload} onUploaded={props.onChange} testId={props.testId} />
      )}
    </Row>
  );
}

import { useCallback, useEffect, useId, useRef, useState } from "react";
import { ImagePlus, LoaderCircle, X } from "lucide-react";
import { errorMessage, isUnauthorizedError } from "../../lib/api";
import { photosApi } from "../../lib/photos-api";
import { photosStep as text } from "../../content/projects";
import { toast } from "../../stores/toast";
import CharacterCount, { countProps, overLimit } from "../common/CharacterCount";
import {
  MAX_PROJECT_PHOTOS,
  PHOTO_ALT_MAX,
  PHOTO_SHOWS_MAX,
  PROJECT_PHOTO_KINDS,
  type ProjectPhotoKind,
  type ProjectPhotosDto,
} from "../../../core/project-photos";
import { redirectToLogin } from "./auth-gate";

/** A picture as the step shows it: stored (dashboard) or only chosen so far (/create). */
export interface ShownPicture {
  key: string;
  kind: ProjectPhotoKind;
  alt: string;
  shows?: string | null;
  src: string;
}

/** What the form hands over: the file and its words; answers whether it was taken (the form then empties). */
export type AddPicture = (file: File, fields: { kind: ProjectPhotoKind; alt: string; shows?: string }) => Promise<boolean>;

/**
 * Adds one picture: which it is (a photo or the logo), the file, its alt text (required: the server
 * refuses an image without it) and, for a photo, what it shows. The button is disabled while a
 * picture is being added, so a double click adds it once (the server also stores the same file once).
 */
export function AddPictureForm(props: { photos: number; onAdd: AddPicture; testId?: string }) {
  const ids = { kind: useId(), file: useId(), alt: useId(), shows: useId() };
  const [kind, setKind] = useState<ProjectPhotoKind>("photo");
  const [file, setFile] = useState<File | null>(null);
  const [alt, setAlt] = useState("");
  const [shows, setShows] = useState("");
  const [adding, setAdding] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);
  const full = kind === "photo" && props.photos >= MAX_PROJECT_PHOTOS;

  async function add() {
    if (!file || !alt.trim() || adding) return;
    setAdding(true);
    const taken = await props.onAdd(file, { kind, alt: alt.trim(), ...(kind === "photo" && shows.trim() ? { shows: shows.trim() } : {}) });
    setAdding(false);
    if (taken) {
      // One logo: the next picture is most likely a photo.
      setKind("photo");
      setFile(null);
      setAlt("");
      setShows("");
      if (fileInput.current) fileInput.current.value = "";
    }
  }

  return (
    <div className="grid gap-4" data-testid={props.testId}>
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="field">
          <label className="label" htmlFor={ids.kind}>
            {text.fields.kind}
          </label>
          <select id={ids.kind} className="input" value={kind} onChange={(e) => setKind(e.target.value as ProjectPhotoKind)}>
            {PROJECT_PHOTO_KINDS.map((k) => (
              <option key={k} value={k}>
                {text.fields.kinds[k]}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label className="label" htmlFor={ids.file}>
            {text.fields.file}
          </label>
          <input
            ref={fileInput}
            id={ids.file}
            className="input"
            type="file"
            accept="image/png,image/jpeg,image/webp,image/avif"
            onChange={(e) => setFile(e.target.files?.[0] ?? null)}
          />
        </div>
        <div className="field sm:col-span-2">
          <label className="label" htmlFor={ids.alt}>
            {text.fields.alt}
          </label>
          <input
            id={ids.alt}
            type="text"
            className="input"
            value={alt}
            {...countProps(`${ids.alt}-count`, alt, PHOTO_ALT_MAX)}
            onChange={(e) => setAlt(e.target.value)}
          />
          <CharacterCount id={`${ids.alt}-count`} value={alt} limit={PHOTO_ALT_MAX} />
        </div>
        {kind === "photo" && (
          <div className="field sm:col-span-2">
            <label className="label" htmlFor={ids.shows}>
              {text.fields.shows}
            </label>
            <input
              id={ids.shows}
              type="text"
              className="input"
              value={shows}
              {...countProps(`${ids.shows}-count`, shows, PHOTO_SHOWS_MAX)}
              onChange={(e) => setShows(e.target.value)}
            />
            <CharacterCount id={`${ids.shows}-count`} value={shows} limit={PHOTO_SHOWS_MAX} />
          </div>
        )}
      </div>
      {full && <p className="hint">{text.full}</p>}
      <button
        type="button"
        className="btn btn-secondary btn-sm justify-self-start"
        disabled={!file || !alt.trim() || adding || full || overLimit(alt, PHOTO_ALT_MAX) || overLimit(shows, PHOTO_SHOWS_MAX)}
        onClick={() => void add()}
      >
        {adding ? <LoaderCircle className="size-4 animate-spin" aria-hidden="true" /> : <ImagePlus className="size-4" aria-hidden="true" />}
        {adding ? text.adding : text.add}
      </button>
    </div>
  );
}

/** The pictures so far: the logo, then the photos in their order (the first opens the site). */
export function PictureList(props: { pictures: ShownPicture[]; onRemove?: (p: ShownPicture) => void; busy?: boolean }) {
  if (!props.pictures.length) return <p className="hint">{text.empty}</p>;
  const firstPhoto = props.pictures.find((p) => p.kind === "photo");
  return (
    <ul className="grid grid-cols-2 gap-3 sm:grid-cols-4" data-testid="picture-list">
      {props.pictures.map((p) => (
        <li key={p.key} className="grid content-start gap-1.5 rounded-lg border border-line bg-white p-2 text-sm">
          <img src={p.src} alt={p.alt} className={`aspect-[4/3] w-full rounded bg-surface-100 ${p.kind === "logo" ? "object-contain" : "object-cover"}`} />
          {p.kind === "logo" && <span className="badge badge-neutral justify-self-start">{text.logoLabel}</span>}
          {p === firstPhoto && <span className="badge badge-brand justify-self-start">{text.heroLabel}</span>}
          {p.shows && (
            <span className="text-xs text-muted">
              {text.showsLabel} {p.shows}
            </span>
          )}
          {props.onRemove && (
            <button
              type="button"
              className="btn btn-ghost btn-sm justify-self-start"
              disabled={props.busy}
              aria-label={text.remove(p.alt)}
              onClick={() => props.onRemove?.(p)}
            >
              <X className="size-4" aria-hidden="true" />
              {text.removeLabel}
            </button>
          )}
        </li>
      ))}
    </ul>
  );
}

const shownOf = (d: ProjectPhotosDto): ShownPicture[] =>
  [...(d.logo ? [d.logo] : []), ...d.photos].map((p) => ({ key: p.id, kind: p.kind, alt: p.alt, shows: p.shows, src: p.url }));

/** The dashboard's step for a project not generated yet: pictures are stored as they are added. */
export function ProjectPhotosPanel({ projectId }: { projectId: number }) {
  const [data, setData] = useState<ProjectPhotosDto | null>(null);
  const [failed, setFailed] = useState(false);
  const [busy, setBusy] = useState(false);
  const headingId = useId();

  const load = useCallback(async () => {
    try {
      setData(await photosApi.list(projectId));
      setFailed(false);
    } catch (err) {
      if (isUnauthorizedError(err)) return redirectToLogin("/dashboard");
      setFailed(true);
    }
  }, [projectId]);
  useEffect(() => {
    void load();
  }, [load]);

  const onAdd: AddPicture = async (file, fields) => {
    try {
      await photosApi.add(projectId, file, fields);
      toast({ ...text.toasts.added, variant: "success" });
      await load();
      return true;
    } catch (err) {
      if (isUnauthorizedError(err)) redirectToLogin("/dashboard");
      else toast({ title: text.toasts.failed.title, description: errorMessage(err, text.toasts.failed.fallback), variant: "destructive" });
      await load();
      return false;
    }
  };

  async function onRemove(p: ShownPicture) {
    setBusy(true);
    try {
      await photosApi.remove(projectId, p.key);
    } catch (err) {
      toast({ title: text.toasts.removeFailed.title, description: errorMessage(err, text.toasts.removeFailed.fallback), variant: "destructive" });
    }
    await load();
    setBusy(false);
  }

  const pictures = data ? shownOf(data) : [];
  return (
    <details className="rounded-lg border border-line bg-surface-50 p-4" data-testid="project-photos">
      <summary className="cursor-pointer font-semibold text-ink">{text.dashboardSummary(data?.photos.length ?? 0, !!data?.logo)}</summary>
      <section className="mt-4 grid gap-4" aria-labelledby={headingId}>
        <h4 id={headingId} className="sr-only">
          {text.heading}
        </h4>
        <p className="text-sm text-muted">{text.intro}</p>
        {failed && (
          <p className="text-sm text-danger-700" role="alert">
            {text.toasts.loadFailed}
          </p>
        )}
        {data && (
          <>
            <PictureList pictures={pictures} onRemove={data.editable ? (p) => void onRemove(p) : undefined} busy={busy} />
            {data.editable ? <AddPictureForm photos={data.photos.length} onAdd={onAdd} /> : <p className="hint">{text.locked}</p>}
          </>
        )}
      </section>
    </details>
  );
}

/** A picture chosen on /create, uploaded once the project exists. */
export interface DraftPicture extends ShownPicture {
  file: File;
}

/** /create's step: pictures are kept in the page and uploaded right after the project is created. */
export function DraftPhotos(props: { value: DraftPicture[]; onChange: (next: DraftPicture[]) => void }) {
  const photos = props.value.filter((p) => p.kind === "photo").length;
  const onAdd: AddPicture = async (file, fields) => {
    const picture: DraftPicture = { key: crypto.randomUUID(), file, ...fields, src: URL.createObjectURL(file) };
    // One logo: a new one takes the place of the one before.
    const rest = fields.kind === "logo" ? props.value.filter((p) => p.kind !== "logo") : props.value;
    for (const old of props.value) if (fields.kind === "logo" && old.kind === "logo") URL.revokeObjectURL(old.src);
    props.onChange(fields.kind === "logo" ? [picture, ...rest] : [...rest, picture]);
    return true;
  };
  return (
    <div className="grid gap-4">
      <p className="text-sm text-muted">
        {text.intro} {text.createNote}
      </p>
      <PictureList
        pictures={props.value}
        onRemove={(p) => {
          URL.revokeObjectURL(p.src);
          props.onChange(props.value.filter((x) => x.key !== p.key));
        }}
      />
      <AddPictureForm photos={photos} onAdd={onAdd} testId="add-picture" />
    </div>
  );
}

/** Uploads /create's pictures to the new project, in order; answers the alt texts of those refused. */
export async function uploadDraftPictures(projectId: number, drafts: DraftPicture[]): Promise<string[]> {
  const refused: string[] = [];
  for (const d of drafts) {
    try {
      await photosApi.add(projectId, d.file, { kind: d.kind, alt: d.alt, ...(d.shows ? { shows: d.shows } : {}) });
    } catch (err) {
      refused.push(`"${d.alt}" (${errorMessage(err, text.toasts.failed.fallback)})`);
    }
  }
  return refused;
}

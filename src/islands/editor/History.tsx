import type { SiteVersionDto } from "../../../core/site/editor";
import { editorPage as text } from "../../../core/content/editor";

/** The site's versions, newest first: when, what changed, whether it is the live one. */
export function History(props: {
  versions: SiteVersionDto[];
  previewUrl: (n: number) => string;
  busy: boolean;
  onRestore: (n: number) => void;
  onPublish: (n: number) => void;
}) {
  if (!props.versions.length) return <p className="hint">{text.history.empty}</p>;
  const newest = props.versions[0]!.number;
  return (
    <ol className="card grid gap-3" data-testid="history">
      {props.versions.map((v) => (
        <li key={v.number} className="grid gap-2 border-b border-slate-100 pb-3 last:border-0" data-testid={`version-${v.number}`}>
          <div className="flex flex-wrap items-center gap-2">
            <span className="font-semibold text-ink">#{v.number}</span>
            <time className="text-sm text-muted" dateTime={v.createdAt}>
              {new Date(v.createdAt).toLocaleString()}
            </time>
            <span className="badge">{text.history.sources[v.source]}</span>
            {v.published && <span className="badge badge-brand">{text.history.published}</span>}
          </div>
          <p className="text-sm text-ink">{v.summary}</p>
          <div className="flex flex-wrap gap-2">
            <a
              className="btn btn-secondary btn-sm"
              href={props.previewUrl(v.number)}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={`${text.actions.preview} #${v.number}`}
            >
              {text.actions.preview}
            </a>
            {v.number !== newest && (
              <button
                type="button"
                className="btn btn-secondary btn-sm"
                disabled={props.busy}
                onClick={() => props.onRestore(v.number)}
                aria-label={`${text.actions.restore} #${v.number}`}
              >
                {text.actions.restore}
              </button>
            )}
            {!v.published && (
              <button
                type="button"
                className="btn btn-secondary btn-sm"
                disabled={props.busy}
                onClick={() => props.onPublish(v.number)}
                aria-label={`${text.actions.publishThis} #${v.number}`}
              >
                {text.actions.publishThis}
              </button>
            )}
          </div>
        </li>
      ))}
    </ol>
  );
}

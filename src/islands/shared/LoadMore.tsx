import { listWords } from "../../content/lists";

/** The "Load more" button under a paged list: shown while another page follows (`next`), busy while it loads. */
export default function LoadMore({
  next,
  busy,
  failed,
  onMore,
  className = "",
}: {
  next: string | null;
  busy: boolean;
  failed?: boolean;
  onMore: () => void;
  className?: string;
}) {
  if (!next) return null;
  return (
    <div className={`flex flex-wrap items-center gap-3 ${className}`}>
      <button type="button" className="btn btn-secondary btn-sm" onClick={onMore} disabled={busy} aria-busy={busy}>
        {busy ? listWords.loadingMore : listWords.loadMore}
      </button>
      {failed && (
        <span role="alert" className="text-sm text-danger-700">
          {listWords.loadMoreFailed}
        </span>
      )}
    </div>
  );
}

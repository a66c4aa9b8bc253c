import { useCallback, useEffect, useState } from "react";
import { loadUser } from "../../stores/user";
import { useSessionUser } from "../common/use-session-user";
import { api, answer } from "../../lib/api";
import type { ShowcaseApp } from "../../content/app-store";
import { hasPower } from "../../../core/roles";
import ModerationPanel from "./ModerationPanel";
import LoadMore from "../shared/LoadMore";
import AppCard from "./AppCard";
import { LIST_PAGE_DEFAULT as SHOWCASE_PAGE_SIZE } from "../../../core/api-limits";

/**
 * The apps users published, below the built-in ones (which the page renders as HTML at build): this
 * island hydrates when it comes into view, loads the first page, "Load more" the next ones, and shows
 * moderators the moderation panel (spec section 2, App showcase).
 */
export default function AppShowcase() {
  const [published, setPublished] = useState<ShowcaseApp[]>([]);
  // A full page means another may follow: "Load more" asks for the page after the last app shown.
  const [hasMore, setHasMore] = useState(false);
  const [loadingMore, setLoadingMore] = useState(false);
  const [moreFailed, setMoreFailed] = useState(false);
  const user = useSessionUser();

  const firstPage = useCallback(
    () =>
      answer(api["published-apps"].$get({ query: {} })).then((apps) => {
        const list = Array.isArray(apps) ? apps : [];
        setPublished(list);
        setHasMore(list.length >= SHOWCASE_PAGE_SIZE);
      }),
    [],
  );

  useEffect(() => {
    void loadUser();
    firstPage().catch((error: unknown) => console.error("published apps could not be loaded", error));
  }, [firstPage]);

  async function loadMore() {
    const last = published.at(-1)?.id;
    if (last === undefined || loadingMore) return;
    setLoadingMore(true);
    try {
      const page = await answer(api["published-apps"].$get({ query: { after: String(last) } }));
      const list = Array.isArray(page) ? page : [];
      setPublished((p) => [...p, ...list]);
      setHasMore(list.length >= SHOWCASE_PAGE_SIZE);
      setMoreFailed(false);
    } catch (error) {
      console.error("more published apps could not be loaded", error);
      setMoreFailed(true);
    } finally {
      setLoadingMore(false);
    }
  }

  const [hidden, setHidden] = useState<ReadonlySet<number>>(new Set());
  const apps = published.filter((a) => a.id === undefined || !hidden.has(a.id));
  return (
    <div>
      {apps.length > 0 && (
        <ul className="mt-6 grid gap-6 md:grid-cols-2 xl:grid-cols-3" aria-label="Published apps" data-testid="app-list">
          {apps.map((app) => (
            <AppCard key={app.id ?? `published ${app.url}`} app={app} />
          ))}
        </ul>
      )}
      <LoadMore className="mt-8 justify-center" next={hasMore ? "more" : null} busy={loadingMore} failed={moreFailed} onMore={() => void loadMore()} />
      {hasPower(user, "moderate_showcase") && (
        <ModerationPanel
          onChanged={(id, takenDown) => {
            setHidden((h) => {
              const next = new Set(h);
              if (takenDown) next.add(id);
              else next.delete(id);
              return next;
            });
            if (!takenDown) void firstPage();
          }}
        />
      )}
    </div>
  );
}

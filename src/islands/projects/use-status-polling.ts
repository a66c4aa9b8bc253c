import { useEffect, useRef } from "react";
import { api, answer, isUnauthorizedError, type ProjectStatusAnswer as ProjectStatusDto } from "../../lib/api";
import { STATUS_POLL_INTERVAL_MS, shouldPollStatus } from "../../../core/projects";
import { redirectToLogin } from "./auth-gate";

const RETURN_TO = "/dashboard";

/**
 * One poll for the whole dashboard: every 5 s, `GET /api/projects/status?ids=...` for every project
 * someone else can still change (`shouldPollStatus`: every shown panel); nothing at all once none can.
 * Skips ticks while the tab is hidden. A project the answer leaves out was deleted (or is not the
 * user's any more): `onMissing`.
 */
export function useStatusPolling(
  projects: readonly ({ id: number } & ProjectStatusDto)[],
  missing: ReadonlySet<number>,
  onStatus: (id: number, status: ProjectStatusDto) => void,
  onMissing: (id: number) => void,
): void {
  const callbacks = useRef({ onStatus, onMissing });
  callbacks.current = { onStatus, onMissing };
  const ids = projects
    .filter((p) => !missing.has(p.id) && shouldPollStatus(p))
    .map((p) => p.id)
    .sort((a, b) => a - b)
    .join(",");

  useEffect(() => {
    if (!ids) return;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout>;
    const tick = async () => {
      if (!document.hidden) {
        try {
          const { projects: answers } = await answer(api.projects.status.$get({ query: { ids } }));
          if (stopped) return;
          const seen = new Set<number>();
          for (const { id, ...status } of answers) {
            seen.add(id);
            callbacks.current.onStatus(id, status);
          }
          for (const id of ids.split(",").map(Number)) if (!seen.has(id)) callbacks.current.onMissing(id);
        } catch (err) {
          if (stopped) return;
          if (isUnauthorizedError(err)) return redirectToLogin(RETURN_TO);
          console.error("project statuses:", err instanceof Error ? err.message : err);
        }
      }
      if (!stopped) timer = setTimeout(tick, STATUS_POLL_INTERVAL_MS);
    };
    timer = setTimeout(tick, STATUS_POLL_INTERVAL_MS);
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [ids]);
}

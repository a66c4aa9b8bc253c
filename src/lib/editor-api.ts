/**
 * Every call the site editor and the dashboard's site actions make (issue 16), in one module so it
 * can move to the typed `hc<AppType>` client in one place. Failures are the "{status}: {body}" errors of http.ts.
 */
import { apiRequest, throwIfResNotOk } from "./http";
import type { EditableSiteDto, SiteImageDto, SiteVersionDto } from "./site-editor";
import type { SiteContent } from "../../functions/generator/schema";

const base = (projectId: number) => `/api/projects/${projectId}`;

export const editorApi = {
  load: (projectId: number) => apiRequest<EditableSiteDto>("GET", `${base(projectId)}/site`),
  versions: (projectId: number) => apiRequest<SiteVersionDto[]>("GET", `${base(projectId)}/site/versions`),
  save: (projectId: number, baseVersion: number, content: SiteContent) =>
    apiRequest<SiteVersionDto>("POST", `${base(projectId)}/site/versions`, { baseVersion, content }),
  publish: (projectId: number, number: number) => apiRequest<SiteVersionDto>("POST", `${base(projectId)}/site/versions/${number}/publish`),
  restore: (projectId: number, number: number, baseVersion: number) =>
    apiRequest<SiteVersionDto & { content: SiteContent }>("POST", `${base(projectId)}/site/versions/${number}/restore`, { baseVersion }),
  regenerate: (projectId: number, body: { baseVersion: number; sectionId?: string | null; instruction?: string | null }) =>
    apiRequest<SiteVersionDto & { content: SiteContent }>("POST", `${base(projectId)}/site/regenerate`, body),
  setLive: (projectId: number, live: boolean) => apiRequest<{ live: boolean; url: string }>("POST", `${base(projectId)}/site/live`, { live }),
  previewUrl: (projectId: number, number: number) => `${base(projectId)}/site/versions/${number}/preview`,
  async uploadImage(projectId: number, file: Blob, alt: string): Promise<SiteImageDto> {
    const res = await fetch(`${base(projectId)}/images?alt=${encodeURIComponent(alt)}`, {
      method: "POST",
      credentials: "include",
      headers: { "Content-Type": file.type || "application/octet-stream" },
      body: file,
    });
    await throwIfResNotOk(res);
    return (await res.json()) as SiteImageDto;
  },
  deleteProject: (projectId: number) => apiRequest<void>("DELETE", base(projectId)),
  withdrawListing: (projectId: number) => apiRequest<void>("DELETE", `${base(projectId)}/listing`),
};

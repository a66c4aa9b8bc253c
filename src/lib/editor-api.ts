/**
 * Every call the site editor and the dashboard's site actions make, through the typed
 * `hc<AppType>` client of api.ts (the image upload sends raw bytes, so it goes through the same
 * strict fetch by hand). Failures are `ApiRequestError`s ("{status}: {body}").
 */
import { answer, api, strictFetch } from "./api";
import type { EditableSiteDto, SiteImageDto, SiteVersionDto } from "../../core/site/editor";
import type { SiteContent } from "../../core/site/schema";
import type { AppCategory } from "../../core/business-types";

const project = (projectId: number) => ({ param: { id: String(projectId) } });
const version = (projectId: number, number: number) => ({ param: { id: String(projectId), number: String(number) } });
const p = api.projects[":id"];

export const editorApi = {
  load: async (projectId: number) => (await answer(p.site.$get(project(projectId)))) as EditableSiteDto,
  versions: async (projectId: number) => (await answer(p.site.versions.$get(project(projectId)))) as SiteVersionDto[],
  save: async (projectId: number, baseVersion: number, content: SiteContent) =>
    (await answer(p.site.versions.$post({ ...project(projectId), json: { baseVersion, content } }))) as SiteVersionDto,
  publish: async (projectId: number, number: number) => (await answer(p.site.versions[":number"].publish.$post(version(projectId, number)))) as SiteVersionDto,
  restore: async (projectId: number, number: number, baseVersion: number) =>
    (await answer(p.site.versions[":number"].restore.$post({ ...version(projectId, number), json: { baseVersion } }))) as SiteVersionDto & {
      content: SiteContent;
    },
  regenerate: async (projectId: number, body: { baseVersion: number; sectionId?: string | null; instruction?: string | null }) =>
    (await answer(p.site.regenerate.$post({ ...project(projectId), json: body }))) as SiteVersionDto & { content: SiteContent },
  /** The whole list of strings the owner dismissed (with /create's), stored with the project. */
  setDismissed: async (projectId: number, dismissed: string[]) => await answer(p.site.dismissed.$put({ ...project(projectId), json: { dismissed } })),
  setLive: (projectId: number, live: boolean) => answer(p.site.live.$post({ ...project(projectId), json: { live } })),
  previewUrl: (projectId: number, number: number) => `/api/projects/${projectId}/site/versions/${number}/preview`,
  async uploadImage(projectId: number, file: Blob, alt: string): Promise<SiteImageDto> {
    const res = await strictFetch(`/api/projects/${projectId}/images?alt=${encodeURIComponent(alt)}`, {
      method: "POST",
      headers: { "Content-Type": file.type || "application/octet-stream" },
      body: file,
    });
    return (await res.json()) as SiteImageDto;
  },
  deleteProject: async (projectId: number) => {
    await p.$delete(project(projectId));
  },
  listing: (projectId: number) => answer(p.listing.$get(project(projectId))),
  updateListing: (projectId: number, json: { name: string; description: string; category: AppCategory; features: string[] }) =>
    answer(p.listing.$put({ ...project(projectId), json })),
  withdrawListing: async (projectId: number) => {
    await p.listing.$delete(project(projectId));
  },
};

/**
 * The owner's logo and photos before generation (functions/routes/projects/photos.ts). The upload
 * sends a multipart form (the file and its words), so it goes through the same strict fetch by hand.
 * Failures are `ApiRequestError`s ("{status}: {body}").
 */
import { answer, api, strictFetch } from "./api";
import type { ProjectPhotoDto, ProjectPhotoKind, ProjectPhotosDto } from "../../core/project-photos";

const p = api.projects[":id"];

export const photosApi = {
  list: async (projectId: number) => (await answer(p.photos.$get({ param: { id: String(projectId) } }))) as ProjectPhotosDto,
  async add(projectId: number, file: Blob, fields: { kind: ProjectPhotoKind; alt: string; shows?: string }): Promise<ProjectPhotoDto> {
    const form = new FormData();
    form.set("file", file);
    form.set("kind", fields.kind);
    form.set("alt", fields.alt);
    if (fields.shows?.trim()) form.set("shows", fields.shows.trim());
    const res = await strictFetch(`/api/projects/${projectId}/photos`, { method: "POST", body: form });
    return (await res.json()) as ProjectPhotoDto;
  },
  remove: async (projectId: number, photoId: string) => {
    await p.photos[":photoId"].$delete({ param: { id: String(projectId), photoId } });
  },
};

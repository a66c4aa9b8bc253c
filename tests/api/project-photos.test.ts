import { afterAll, beforeAll, describe, expect, it } from "vitest";
import sharp from "sharp";
import { eq } from "drizzle-orm";
import { createTestApp, ORIGIN, RAISED_API_LIMITS, signedInUser, type TestApp } from "../helpers/test-app";
import { apiAs, apiClient, errorOf } from "../helpers/api-client";
import { createJobQueue, type JobQueue } from "../../functions/hosts/node/job-queue";
import { projects, siteImages } from "../../db/schema";
import { sharpImageProcessor } from "../../functions/hosts/node/images";
import { r2ImageStore, type R2BucketLike } from "../../functions/hosts/worker/r2-image-store";
import { pruneAbandonedProjects } from "../../functions/services/retention";
import { MAX_IMAGE_BYTES, type EditableSiteDto } from "../../core/site/editor";
import { MAX_PROJECT_PHOTOS, type ProjectPhotoDto, type ProjectPhotosDto } from "../../core/project-photos";

const DAY = 86_400_000;
const has = (bytes: Uint8Array, text: string) => Buffer.from(bytes).includes(Buffer.from(text, "latin1"));

/** Real image bytes, each colour a different file (the same bytes twice are one upload). */
const jpeg = (colour: string, exif = false) => {
  const img = sharp({ create: { width: 64, height: 48, channels: 3, background: colour } }).jpeg();
  return (exif ? img.withExif({ IFD0: { Copyright: "Secret owner" }, IFD3: { GPSLatitudeRef: "N", GPSLatitude: "51/1 30/1 0/1" } }) : img).toBuffer();
};
const png = (colour: string) =>
  sharp({ create: { width: 32, height: 32, channels: 4, background: colour } })
    .png()
    .toBuffer();

function memoryBucket(): R2BucketLike & { objects: Map<string, Uint8Array> } {
  const objects = new Map<string, Uint8Array>();
  return {
    objects,
    async put(key, value) {
      objects.set(key, value);
    },
    async get(key) {
      const v = objects.get(key);
      return v ? { arrayBuffer: async () => v.slice().buffer } : null;
    },
    async delete(key) {
      objects.delete(key);
    },
  };
}

describe("the owner's photos before generation", () => {
  let t: TestApp;
  let queue: JobQueue;
  let owner: { cookie: string; user: { id: string } };
  let stranger: { cookie: string; user: { id: string } };
  const bucket = memoryBucket();

  beforeAll(async () => {
    queue = createJobQueue(1);
    t = await createTestApp({ ...RAISED_API_LIMITS }, { runJob: (job) => queue.enqueue(job), images: { process: sharpImageProcessor } });
    owner = await signedInUser(t);
    stranger = await signedInUser(t);
  });
  afterAll(() => t.cleanup());

  async function newProject(fields: Partial<typeof projects.$inferInsert> = {}) {
    const [p] = await t.db
      .insert(projects)
      .values({
        userId: owner.user.id,
        name: "Petal & Stem",
        businessType: "Business",
        description: "Florist in Portland. Bridal bouquets from $180. Ceremony arches from $650. Call 503-555-0100.",
        basePrice: "24.99",
        serviceFee: "5.00",
        totalPrice: "29.99",
        ...fields,
      })
      .returning();
    return p!.id;
  }

  /** Untyped on purpose: the photo route reads a multipart body (hostile files too) that it does not declare to the client. */
  const rawUpload = (on: TestApp, projectId: number, cookie: string, body: FormData) =>
    on.app.request(`/api/projects/${projectId}/photos`, { method: "POST", headers: { Origin: ORIGIN, Cookie: cookie }, body });
  /** Untyped on purpose: the URL the API hands out for a photo (or a hosted page under /sites/), fetched as the browser would. */
  const rawGet = (url: string, cookie?: string) => t.app.request(url, cookie ? { headers: { Cookie: cookie } } : {});
  const project = (cookie = owner.cookie) => apiAs(t, cookie).projects[":id"];
  const removePhoto = (id: number, photoId: number | string, cookie = owner.cookie) =>
    project(cookie).photos[":photoId"].$delete({ param: { id: String(id), photoId: String(photoId) } });

  function upload(
    projectId: number,
    file: Uint8Array | string,
    fields: Record<string, string> = { alt: "A bouquet" },
    opts: { cookie?: string; name?: string; type?: string } = {},
  ) {
    const form = new FormData();
    form.set("file", new Blob([file as BlobPart], { type: opts.type ?? "image/jpeg" }), opts.name ?? "photo.jpg");
    for (const [k, v] of Object.entries(fields)) form.set(k, v);
    return rawUpload(t, projectId, opts.cookie ?? owner.cookie, form);
  }
  const list = async (projectId: number, cookie = owner.cookie) => project(cookie).photos.$get({ param: { id: String(projectId) } });

  it("an unpaid project takes a logo and a photo; the stored bytes carry no EXIF; only the owner sees them", async () => {
    const id = await newProject();
    const logo = await upload(id, await png("#224466"), { kind: "logo", alt: "Petal & Stem logo" }, { name: "logo.png", type: "image/png" });
    expect(logo.status).toBe(201);
    const photoRes = await upload(id, await jpeg("#aa3366", true), { alt: "A bridal bouquet of white roses", shows: "Bridal bouquets" });
    expect(photoRes.status).toBe(201);
    const photo = (await photoRes.json()) as ProjectPhotoDto;
    expect(photo).toMatchObject({ kind: "photo", position: 0, alt: "A bridal bouquet of white roses", shows: "Bridal bouquets" });
    expect(photo.file).toMatch(/^[a-f0-9]{20}\.jpg$/);

    const listed = (await (await list(id)).json()) as ProjectPhotosDto;
    expect(listed.editable).toBe(true);
    expect(listed.logo?.alt).toBe("Petal & Stem logo");
    expect(listed.photos.map((p) => p.id)).toEqual([photo.id]);

    const thumb = await rawGet(photo.url, owner.cookie);
    expect(thumb.status).toBe(200);
    expect(thumb.headers.get("Content-Type")).toBe("image/jpeg");
    expect(thumb.headers.get("Cache-Control")).toBe("private, no-store");
    const bytes = new Uint8Array(await thumb.arrayBuffer());
    expect(has(bytes, "Secret owner")).toBe(false);
    expect((await sharp(bytes).metadata()).exif).toBeUndefined();

    // Someone else's project id: the same 404 as a project that does not exist, for every route.
    for (const res of [
      await list(id, stranger.cookie),
      await upload(id, await jpeg("#123456"), { alt: "Mine now" }, { cookie: stranger.cookie }),
      await rawGet(photo.url, stranger.cookie),
      await removePhoto(id, photo.id, stranger.cookie),
    ]) {
      expect(res.status).toBe(404);
      expect(await errorOf(res)).toMatchObject({ code: "NOT_FOUND", message: "Project not found" });
    }
    expect((await list(id)).status).toBe(200);
    expect(await t.db.select({ id: siteImages.id }).from(siteImages).where(eq(siteImages.projectId, id))).toHaveLength(2);
    // Signed out: 401.
    expect((await apiClient(t).projects[":id"].photos.$get({ param: { id: String(id) } })).status).toBe(401);
  });

  it("refuses what is not an image, a PNG signature on other bytes, and a file over the limit; a real PNG named .jpg is stored as the PNG it is", async () => {
    const id = await newProject();
    const text = await upload(id, "hello, this is not a picture", { alt: "Text" }, { name: "photo.jpg" });
    expect(text.status).toBe(415);
    expect(await errorOf(text)).toMatchObject({ code: "UNSUPPORTED_MEDIA_TYPE" });

    const fake = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, ...Buffer.from("<script>alert(1)</script>")]);
    const forged = await upload(id, fake, { alt: "Forged" }, { name: "photo.jpg", type: "image/jpeg" });
    expect(forged.status).toBe(415);
    expect((await errorOf(forged)).message).toMatch(/PNG/);

    const renamed = await upload(id, await png("#33aa33"), { alt: "A green square" }, { name: "photo.jpg", type: "image/jpeg" });
    expect(renamed.status).toBe(201);
    expect(((await renamed.json()) as ProjectPhotoDto).file).toMatch(/\.png$/);

    const huge = new Uint8Array(MAX_IMAGE_BYTES + 1024);
    huge.set([0xff, 0xd8, 0xff]);
    const tooBig = await upload(id, huge, { alt: "Huge" });
    expect(tooBig.status).toBe(413);
    expect(await errorOf(tooBig)).toMatchObject({ code: "PAYLOAD_TOO_LARGE" });

    const listed = (await (await list(id)).json()) as ProjectPhotosDto;
    expect(listed.photos).toHaveLength(1);
  });

  it("alt text is required (400 in the error envelope, nothing stored); bad fields are 400", async () => {
    const id = await newProject();
    for (const fields of <Record<string, string>[]>[
      {},
      { alt: "   " },
      { alt: "x".repeat(201) },
      { alt: "ok", kind: "banner" },
      { alt: "ok", shows: "y".repeat(81) },
    ]) {
      const res = await upload(id, await jpeg("#445566"), fields);
      expect(res.status).toBe(400);
      const body: unknown = await res.json();
      expect(body).toMatchObject({ success: false, error: { code: "VALIDATION_ERROR" } });
    }
    const missing = await upload(id, await jpeg("#445566"), {});
    expect((await errorOf(missing)).message).toMatch(/Alt text is required/);
    expect(((await (await list(id)).json()) as ProjectPhotosDto).photos).toEqual([]);
  });

  it(`takes ${MAX_PROJECT_PHOTOS} photos and refuses the ninth (409); a logo is extra and a new one replaces the old`, async () => {
    const id = await newProject();
    for (let i = 0; i < MAX_PROJECT_PHOTOS; i++) expect((await upload(id, await jpeg(`#10${i}0${i}0`), { alt: `Photo ${i + 1}` })).status).toBe(201);
    const ninth = await upload(id, await jpeg("#ffffff"), { alt: "Photo 9" });
    expect(ninth.status).toBe(409);
    expect(await errorOf(ninth)).toMatchObject({ code: "CONFLICT", message: expect.stringMatching(/at most 8 photos/) });
    expect((await upload(id, await png("#000000"), { kind: "logo", alt: "Logo one" })).status).toBe(201);
    expect((await upload(id, await png("#010101"), { kind: "logo", alt: "Logo two" })).status).toBe(201);
    const listed = (await (await list(id)).json()) as ProjectPhotosDto;
    expect(listed.photos.map((p) => p.position)).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
    expect(listed.logo?.alt).toBe("Logo two");

    // Deleting one frees its place.
    const second = listed.photos[1]!;
    expect((await removePhoto(id, second.id)).status).toBe(204);
    const again = (await (await upload(id, await jpeg("#fefefe"), { alt: "Replacement" })).json()) as ProjectPhotoDto;
    expect(again.position).toBe(1);
    expect((await removePhoto(id, second.id)).status).toBe(404);
  });

  it("a double click (the same file sent twice at once) stores it once", async () => {
    const id = await newProject();
    const file = await jpeg("#778899");
    const [a, b] = await Promise.all([upload(id, file, { alt: "Shop front" }), upload(id, file, { alt: "Shop front" })]);
    expect([a.status, b.status].sort()).toEqual([200, 201]);
    const [pa, pb] = [(await a.json()) as ProjectPhotoDto, (await b.json()) as ProjectPhotoDto];
    expect(pa.id).toBe(pb.id);
    expect(((await (await list(id)).json()) as ProjectPhotosDto).photos).toHaveLength(1);
  });

  it("after generation started the pictures are the editor's: 409 for uploads and deletes", async () => {
    const id = await newProject({ paymentStatus: "paid", status: "generating", generationStartedAt: new Date() });
    const res = await upload(id, await jpeg("#abcdef"), { alt: "Too late" });
    expect(res.status).toBe(409);
    expect((await errorOf(res)).message).toMatch(/Generation has started/);
    expect(((await (await list(id)).json()) as ProjectPhotosDto).editable).toBe(false);
  });

  it("generation places them: logo in the header, first photo as the hero, the offering's photo beside it, the rest in a gallery, under the site's CSP", async () => {
    const id = await newProject({ paymentStatus: "paid" });
    const logo = (await (await upload(id, await png("#224466"), { kind: "logo", alt: "Petal and Stem flower logo" })).json()) as ProjectPhotoDto;
    const hero = (await (await upload(id, await jpeg("#aa0000"), { alt: "Our shop window full of tulips" })).json()) as ProjectPhotoDto;
    const bouquet = (await (
      await upload(id, await jpeg("#00aa00"), { alt: "A bridal bouquet of white roses", shows: "bridal bouquets" })
    ).json()) as ProjectPhotoDto;
    const other = (await (await upload(id, await jpeg("#0000aa"), { alt: "Dried flowers hanging to dry" })).json()) as ProjectPhotoDto;

    const gen = await project().generate.$post({ param: { id: String(id) }, json: {} });
    expect(gen.status).toBeLessThan(300);
    await queue.idle();
    const site = (await (await project().site.$get({ param: { id: String(id) } })).json()) as EditableSiteDto;
    const page = await rawGet(`/sites/${site.slug}/`);
    expect(page.status).toBe(200);
    const html = await page.text();
    const media = `/sites/${site.slug}/media/`;
    expect(html).toContain(`<img class="logo" src="${media}${logo.file}" alt="Petal and Stem flower logo"`);
    expect(html).toMatch(new RegExp(`<img class="hero-img" src="${media}${hero.file}" alt="Our shop window full of tulips"`));
    expect(html).toMatch(new RegExp(`<img class="item-img" src="${media}${bouquet.file}" alt="A bridal bouquet of white roses"`));
    expect(html).toMatch(new RegExp(`<section id="gallery"[^>]*>.*<img src="${media}${other.file}" alt="Dried flowers hanging to dry"`));
    // The page's CSP is as strict as before: images from the site itself, no script.
    const csp = page.headers.get("Content-Security-Policy") ?? "";
    expect(csp).toMatch(/img-src 'self' data:/);
    expect(csp).not.toMatch(/script-src [^;]*'unsafe/);
    for (const p of [logo, hero, bouquet, other]) expect((await rawGet(`${media}${p.file}`)).status).toBe(200);
    // Afterwards they are the editor's images, and no longer changed here.
    expect(((await (await list(id)).json()) as ProjectPhotosDto).editable).toBe(false);
    const images = (await (await project().images.$get({ param: { id: String(id) } })).json()) as Array<{ id: string }>;
    expect(images.map((i) => i.id).sort()).toEqual([logo.id, hero.id, bouquet.id, other.id].sort());
  });

  it("an unpaid project unchanged for 30 days is deleted with its photos (R2 bytes too); paid or recent ones stay", async () => {
    const r2 = createTestApp({ ...RAISED_API_LIMITS }, { images: { store: r2ImageStore(bucket) } });
    const t2 = await r2;
    try {
      const me = await signedInUser(t2);
      const make = async (paymentStatus: "pending" | "paid") =>
        (
          await t2.db
            .insert(projects)
            .values({ userId: me.user.id, name: "Old", businessType: "Business", basePrice: "1", serviceFee: "0", totalPrice: "1", paymentStatus })
            .returning()
        )[0]!.id;
      const abandoned = await make("pending");
      const paid = await make("paid");
      const recent = await make("pending");
      for (const pid of [abandoned, paid, recent]) {
        const form = new FormData();
        form.set("file", new Blob([(await jpeg(`#${pid}0${pid}0${pid}0`.slice(0, 7))) as BlobPart]), "a.jpg");
        form.set("alt", "A photo");
        expect((await rawUpload(t2, pid, me.cookie, form)).status).toBe(201);
      }
      expect(bucket.objects.size).toBe(3);
      const now = Date.now();
      const old = new Date(now - 31 * DAY);
      for (const pid of [abandoned, paid]) await t2.db.update(projects).set({ updatedAt: old }).where(eq(projects.id, pid));

      expect(await pruneAbandonedProjects(t2.db, { now, unpaidDays: 30, images: r2ImageStore(bucket), batchRows: 1 })).toBe(1);
      const left = (await t2.db.select({ id: projects.id }).from(projects)).map((r) => r.id);
      expect(left).not.toContain(abandoned);
      expect(left).toEqual(expect.arrayContaining([paid, recent]));
      expect(await t2.db.select().from(siteImages).where(eq(siteImages.projectId, abandoned))).toHaveLength(0);
      expect(bucket.objects.size).toBe(2);
      expect(await pruneAbandonedProjects(t2.db, { now, unpaidDays: 30, images: r2ImageStore(bucket) })).toBe(0);
    } finally {
      await t2.cleanup();
    }
  });
});

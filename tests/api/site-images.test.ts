import { afterAll, beforeAll, describe, expect, it } from "vitest";
import sharp from "sharp";
import { createTestApp, ORIGIN, RAISED_API_LIMITS, signedInUser, type TestApp } from "../helpers/test-app";
import { apiAs, errorOf } from "../helpers/api-client";
import { createJobQueue, type JobQueue } from "../../functions/hosts/node/job-queue";
import { projects } from "../../db/schema";
import { sharpImageProcessor } from "../../functions/hosts/node/images";
import { r2ImageStore, type R2BucketLike } from "../../functions/hosts/worker/r2-image-store";
import { IMAGE_MAX_SIDE, MAX_IMAGE_BYTES, type EditableSiteDto, type SiteImageDto } from "../../core/site/editor";

const exifGps = {
  IFD0: { Copyright: "Secret owner" },
  IFD3: { GPSLatitudeRef: "N", GPSLatitude: "51/1 30/1 0/1", GPSLongitudeRef: "W", GPSLongitude: "0/1 7/1 0/1" },
};
const has = (bytes: Uint8Array, text: string) => Buffer.from(bytes).includes(Buffer.from(text, "latin1"));

/** An R2 bucket at its boundary: the three calls the store makes, kept in memory. */
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

const hosts = {
  node: { process: sharpImageProcessor },
  worker: {},
  r2: { store: r2ImageStore(memoryBucket()) },
} as const;

for (const [hostName, host] of Object.entries(hosts)) {
  describe(`images (${hostName})`, () => {
    let t: TestApp;
    let queue: JobQueue;
    let owner: { cookie: string };
    let projectId: number;
    let slug: string;
    beforeAll(async () => {
      queue = createJobQueue(1);
      t = await createTestApp({ ...RAISED_API_LIMITS }, { runJob: (job) => queue.enqueue(job), images: host });
      owner = await signedInUser(t);
      const user = (owner as unknown as { user: { id: string } }).user;
      const [p] = await t.db
        .insert(projects)
        .values({
          userId: user.id,
          name: `Pic Shop ${hostName}`,
          businessType: "Business",
          description: "Framing shop. Call 503-555-0100.",
          basePrice: "24.99",
          serviceFee: "5.00",
          totalPrice: "29.99",
          paymentStatus: "paid",
        })
        .returning();
      projectId = p!.id;
      await generate(projectId);
      await queue.idle();
      slug = (await editable()).slug;
    });
    afterAll(() => t.cleanup());

    /** A project's routes through the typed client, as `cookie`'s owner. */
    const project = (cookie = owner.cookie) => apiAs(t, cookie).projects[":id"];
    const param = (id = projectId) => ({ id: String(id) });
    const generate = (id: number) => project().generate.$post({ param: param(id), json: {} });
    const editable = async () => (await (await project().site.$get({ param: param() })).json()) as EditableSiteDto;
    const publish = (number: number) => project().site.versions[":number"].publish.$post({ param: { ...param(), number: String(number) } });
    /** Untyped on purpose: the upload route reads a raw body (any type) with its alt text in ?alt=, or multipart, neither of which the route declares. */
    const rawUpload = (body: BodyInit | ReadableStream, query = "", headers: Record<string, string> = {}, cookie = owner.cookie, id = projectId) =>
      t.app.request(`/api/projects/${id}/images${query}`, {
        method: "POST",
        headers: { Origin: ORIGIN, Cookie: cookie, ...headers },
        body,
        duplex: "half",
      } as RequestInit);
    const upload = (body: BodyInit, alt = "A framed print", type = "image/jpeg", cookie = owner.cookie, id = projectId) =>
      rawUpload(body, `?alt=${encodeURIComponent(alt)}`, { "Content-Type": type }, cookie, id);
    /** Untyped on purpose: the hosted site and its media under /sites/ are pages, not API routes. */
    const rawPage = (path: string) => t.app.request(path);

    it("stores a JPEG without its EXIF GPS and serves it under the site with immutable caching", async () => {
      const jpeg = await sharp({ create: { width: 2400, height: 1200, channels: 3, background: "#884422" } })
        .jpeg()
        .withExif(exifGps)
        .toBuffer();
      expect((await sharp(jpeg).metadata()).exif).toBeDefined();
      const res = await upload(jpeg);
      expect(res.status).toBe(201);
      const image: SiteImageDto = await res.json();
      expect(image.url).toBe(`/sites/${slug}/media/${image.file}`);
      expect(image.file).toMatch(/^[a-f0-9]{20}\.jpg$/);
      expect(image.alt).toBe("A framed print");
      if (hostName === "node") expect([image.width, image.height]).toEqual([IMAGE_MAX_SIDE, IMAGE_MAX_SIDE / 2]);
      else expect([image.width, image.height]).toEqual([2400, 1200]);

      const served = await rawPage(image.url);
      expect(served.status).toBe(200);
      expect(served.headers.get("Content-Type")).toBe("image/jpeg");
      expect(served.headers.get("Cache-Control")).toBe("public, max-age=31536000, immutable");
      expect(served.headers.get("X-Content-Type-Options")).toBe("nosniff");
      const bytes = new Uint8Array(await served.arrayBuffer());
      expect(has(bytes, "Secret owner")).toBe(false);
      expect((await sharp(bytes).metadata()).exif).toBeUndefined();

      const list = (await (await project().images.$get({ param: param() })).json()) as SiteImageDto[];
      expect(list.map((i) => i.id)).toContain(image.id);
    });

    it("an image placed in a section shows on the hosted site once published, allowed by its CSP", async () => {
      const png = await sharp({ create: { width: 20, height: 20, channels: 3, background: "#00aa00" } })
        .png()
        .toBuffer();
      const image: SiteImageDto = await (await upload(png, 'Our "shop" <front>', "image/png")).json();
      const site = await editable();
      const content = structuredClone(site.head.content);
      content.sections[0]!.images = [{ id: image.file, alt: image.alt }];
      const saved = await project().site.versions.$post({ param: param(), json: { baseVersion: site.head.number, content } });
      expect(saved.status).toBe(201);
      const { number } = (await saved.json()) as { number: number };
      expect(await (await rawPage(site.url)).text()).not.toContain(image.file);
      await publish(number);
      const hosted = await rawPage(site.url);
      const html = await hosted.text();
      expect(html).toContain(`<img src="/sites/${slug}/media/${image.file}" alt="Our &quot;shop&quot; &lt;front&gt;"`);
      expect(hosted.headers.get("Content-Security-Policy")).toContain("img-src 'self' data:");
    });

    it("refuses a PNG header on a script, an SVG and a GIF (415), a 6 MB file (413), no alt text (400)", async () => {
      const fakePng = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, ...new TextEncoder().encode("<script>alert(1)</script>")]);
      const refused = await upload(fakePng, "x", "image/png");
      expect(refused.status).toBe(415);
      expect((await errorOf(refused)).code).toBe("UNSUPPORTED_MEDIA_TYPE");
      expect((await upload('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>', "x", "image/svg+xml")).status).toBe(415);
      expect((await upload(new Uint8Array([0x47, 0x49, 0x46, 0x38, 0x39, 0x61, 1, 0, 1, 0]), "x", "image/gif")).status).toBe(415);
      const big = new Uint8Array(6 * 1024 * 1024);
      big.set([0xff, 0xd8, 0xff, 0xe0]);
      const tooBig = await upload(big);
      expect(tooBig.status).toBe(413);
      expect((await errorOf(tooBig)).code).toBe("PAYLOAD_TOO_LARGE");
      // Without a Content-Length the stream is still cut at the limit.
      const stream = new ReadableStream({
        start(c) {
          for (let i = 0; i < 7; i++) c.enqueue(new Uint8Array(1024 * 1024));
          c.close();
        },
      });
      const streamed = await rawUpload(stream, "?alt=x");
      expect(streamed.status).toBe(413);
      const ok = await sharp({ create: { width: 4, height: 4, channels: 3, background: "#000" } })
        .webp()
        .toBuffer();
      expect((await upload(ok, "   ")).status).toBe(400);
      expect(MAX_IMAGE_BYTES).toBe(5 * 1024 * 1024);
    });

    it("takes multipart uploads with a file and alt text", async () => {
      const form = new FormData();
      form.set(
        "file",
        new Blob([
          await sharp({ create: { width: 4, height: 4, channels: 3, background: "#fff" } })
            .webp()
            .toBuffer(),
        ]),
        "logo.webp",
      );
      form.set("alt", "Logo");
      const res = await rawUpload(form);
      expect(res.status).toBe(201);
      expect(await res.json()).toMatchObject({ mime: "image/webp", alt: "Logo" });
    });

    it("another user's project is a 404; an image is deleted with its bytes", async () => {
      const other = await signedInUser(t);
      const png = await sharp({ create: { width: 4, height: 4, channels: 3, background: "#f00" } })
        .png()
        .toBuffer();
      const theirs = await upload(png, "x", "image/png", other.cookie);
      const missing = await upload(png, "x", "image/png", other.cookie, 987654321);
      expect(theirs.status).toBe(404);
      const withoutRequestId = (text: string) => text.replace(/,"requestId":"[^"]*"/, "");
      expect(withoutRequestId(await theirs.text())).toBe(withoutRequestId(await missing.text()));
      const image: SiteImageDto = await (await upload(png, "Red", "image/png")).json();
      const remove = (cookie: string) => project(cookie).images[":imageId"].$delete({ param: { ...param(), imageId: String(image.id) } });
      expect((await remove(other.cookie)).status).toBe(404);
      expect((await remove(owner.cookie)).status).toBe(204);
      expect((await rawPage(image.url)).status).toBe(404);
      expect((await rawPage(`/sites/${slug}/media/..%2F..%2Fapi%2Fhealth`)).status).toBe(404);
    });

    it("a logo and hero image of this project show once published; another project's image or a made-up one is refused", async () => {
      const user = (owner as unknown as { user: { id: string } }).user;
      const [second] = await t.db
        .insert(projects)
        .values({
          userId: user.id,
          name: `Second Shop ${hostName}`,
          businessType: "Business",
          description: "Bike repairs. Call 503-555-0199.",
          basePrice: "24.99",
          serviceFee: "5.00",
          totalPrice: "29.99",
          paymentStatus: "paid",
        })
        .returning();
      await generate(second!.id);
      await queue.idle();
      const png = (color: string) =>
        sharp({ create: { width: 60, height: 20, channels: 3, background: color } })
          .png()
          .toBuffer();
      const foreign: SiteImageDto = await (await upload(await png("#0000aa"), "Other shop", "image/png", owner.cookie, second!.id)).json();
      const logo: SiteImageDto = await (await upload(await png("#aa0000"), 'Pic "Shop" <logo>', "image/png")).json();
      const heroPic: SiteImageDto = await (await upload(await png("#00aa00"), "Our workshop", "image/png")).json();

      const save = async (change: (c: EditableSiteDto["head"]["content"]) => void) => {
        const site = await editable();
        const content = structuredClone(site.head.content);
        change(content);
        return project().site.versions.$post({ param: param(), json: { baseVersion: site.head.number, content } });
      };
      for (const bad of [
        (c: EditableSiteDto["head"]["content"]) => void (c.logo = { id: foreign.file, alt: "x" }),
        (c: EditableSiteDto["head"]["content"]) => void (c.hero.image = { id: foreign.file, alt: "x" }),
        (c: EditableSiteDto["head"]["content"]) => void (c.sections[0]!.images = [{ id: foreign.file, alt: "x" }]),
        (c: EditableSiteDto["head"]["content"]) => void (c.logo = { id: "0123456789abcdef0123.png", alt: "x" }),
      ]) {
        const refused = await save(bad);
        expect(refused.status).toBe(400);
        expect(await errorOf(refused)).toMatchObject({
          code: "VALIDATION_ERROR",
          message: expect.stringContaining("not one of this site's uploaded images"),
        });
      }

      const saved = await save((c) => {
        c.logo = { id: logo.file, alt: logo.alt, width: logo.width ?? undefined, height: logo.height ?? undefined };
        c.hero.image = { id: heroPic.file, alt: heroPic.alt };
      });
      expect(saved.status).toBe(201);
      const { number } = (await saved.json()) as { number: number };
      const site = await editable();
      expect(await (await rawPage(site.url)).text()).not.toContain(logo.file);
      await publish(number);
      const html = await (await rawPage(site.url)).text();
      expect(html).toContain(
        `<img class="logo" src="/sites/${slug}/media/${logo.file}" alt="Pic &quot;Shop&quot; &lt;logo&gt;" width="${logo.width}" height="${logo.height}">`,
      );
      expect(html).toContain(`<img class="hero-img" src="/sites/${slug}/media/${heroPic.file}" alt="Our workshop"`);
      expect((await rawPage(`/sites/${slug}/media/${logo.file}`)).status).toBe(200);
    });
  });
}

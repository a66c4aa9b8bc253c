import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";

/**
 * A local OpenAI-compatible model server (POST /v1/chat/completions) answering `answer()` as the
 * assistant's message: what AI_BASE_URL points the generator at in tests, without any outside host.
 */
export interface FakeModelServer {
  /** The AI_BASE_URL to configure ("http://127.0.0.1:{port}/v1"). */
  baseUrl: string;
  calls: () => number;
  close: () => Promise<void>;
}

export async function startFakeModel(answer: () => string, model = "fake-model-1"): Promise<FakeModelServer> {
  let calls = 0;
  const server: Server = createServer((req, res) => {
    let body = "";
    req.on("data", (c) => (body += c));
    req.on("end", () => {
      calls++;
      res.writeHead(200, { "content-type": "application/json" });
      res.end(
        JSON.stringify({
          id: `chatcmpl-${calls}`,
          object: "chat.completion",
          created: 1,
          model,
          choices: [{ index: 0, finish_reason: "stop", message: { role: "assistant", content: answer() } }],
          usage: { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2 },
        }),
      );
    });
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    calls: () => calls,
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}

/** Copy a model might write for the tests' Harbor Bakery: grounded in the owner's words, so none of it is dropped. */
export const BAKERY_MODEL_COPY = {
  tagline: "Family bakery in Portland",
  subheadline: "A family bakery in Portland with sourdough and croissants.",
  about: ["Harbor Bakery is a family bakery in Portland."],
  seoDescription: "Family bakery in Portland with sourdough and croissants.",
};

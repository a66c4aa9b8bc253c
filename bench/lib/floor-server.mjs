// The node:http floor: a plain node:http server answering GETs with bytes it already holds. Run as a
// child process:
//   node floor-server.mjs <file> <port> <cached|read>   every GET answers one HTML file
//     cached: the file is read once at start and the same Buffer is sent each time
//     read:   fs.readFile on every request (what a naive static server does)
//   node floor-server.mjs --answers <answers.json> <port>
//     each path (query ignored) answers the bytes our server answered for it:
//     { "/api/templates": { "file": "...", "contentType": "application/json" }, ... }
import { createServer } from "node:http";
import { readFile } from "node:fs/promises";
import { readFileSync } from "node:fs";

const [first, second, third] = process.argv.slice(2);

/** path -> { body, headers }, or one answer for every path. */
function answers() {
  if (first === "--answers") {
    const table = new Map();
    for (const [path, { file, contentType }] of Object.entries(JSON.parse(readFileSync(second, "utf8")))) {
      const body = readFileSync(file);
      table.set(path, { body, headers: { "content-type": contentType, "content-length": body.length } });
    }
    return { port: third, mode: "answers", lookup: async (path) => table.get(path) };
  }
  const mode = third ?? "cached";
  const cached = readFileSync(first);
  const answer = async () => {
    const body = mode === "read" ? await readFile(first) : cached;
    return { body, headers: { "content-type": "text/html; charset=utf-8", "content-length": body.length } };
  };
  return { port: second, mode, lookup: answer };
}

const { port, mode, lookup } = answers();
createServer(async (req, res) => {
  const query = req.url.indexOf("?");
  const found = await lookup(query === -1 ? req.url : req.url.slice(0, query));
  if (!found) return res.writeHead(404).end();
  res.writeHead(200, found.headers);
  res.end(found.body);
}).listen(Number(port), "127.0.0.1", () => console.log(`floor (${mode}) on ${port}`));

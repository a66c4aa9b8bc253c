// The floor for our static path: a plain node:http server that answers every GET with one HTML
// file. Run as a child process: node floor-server.mjs <file> <port> <cached|read>
//   cached: the file is read once at start and the same Buffer is sent each time
//   read:   fs.readFile on every request (what a naive static server does)
import { createServer } from "node:http";
import { readFile } from "node:fs/promises";
import { readFileSync } from "node:fs";

const [file, port, mode = "cached"] = process.argv.slice(2);
const cached = readFileSync(file);
const headers = { "content-type": "text/html; charset=utf-8" };

createServer(async (req, res) => {
  const body = mode === "read" ? await readFile(file) : cached;
  res.writeHead(200, { ...headers, "content-length": body.length });
  res.end(body);
}).listen(Number(port), "127.0.0.1", () => console.log(`floor (${mode}) on ${port}`));

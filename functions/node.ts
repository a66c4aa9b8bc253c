/** Node entry: `npm start` runs this bundle (dist-server/server.mjs). */
import { startNodeServer } from "./node-server";

const server = await startNodeServer(process.env);
console.log(`\n  Lumen Spaces is running at ${server.url}\n`);

for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.once(signal, () => {
    void server.close().then(() => process.exit(0));
  });
}

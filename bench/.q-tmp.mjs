import Database from "libsql";
const db = new Database(process.argv[2], { readonly: true });
const sql = process.argv[3];
const args = JSON.parse(process.argv[4] ?? "[]");
console.log(db.prepare("EXPLAIN QUERY PLAN " + sql).all(...args).map((r) => r.detail).join("\n"));
const st = db.prepare(sql);
let rows; const times = [];
for (let i = 0; i < 30; i++) { const t = performance.now(); rows = st.all(...args); times.push(performance.now() - t); }
times.sort((a, b) => a - b);
console.log("rows", rows.length, "median ms", times[15].toFixed(3), "min", times[0].toFixed(3));

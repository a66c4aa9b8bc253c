import { findPricedItems, findPrices } from "./core/brief/facts/prices";
const u: string[] = []; const named = new Map();
const t = process.argv[2] ?? "";
console.log(findPrices(t).map(p=>p.text), findPricedItems(t, u, undefined, named), u, named);

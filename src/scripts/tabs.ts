/**
 * Accessible tabs (WAI-ARIA Authoring Practices, automatic activation) on markup rendered at build
 * time: arrow keys, Home and End move between tabs; the selected tab is kept in the URL hash so a
 * section can be linked to (#webhooks), and a hash change selects its tab.
 */
import { nextTabIndex, tabFromHash } from "../lib/tabs";

export function initTabs(doc: Document): void {
  doc.querySelectorAll<HTMLElement>("[data-tabs]").forEach((root) => {
    const tabs = [...root.querySelectorAll<HTMLElement>('[role="tab"]')];
    const ids = tabs.map((t) => t.getAttribute("aria-controls") ?? "");
    const panel = (id: string) => doc.getElementById(id);

    const select = (index: number, opts: { focus?: boolean; updateHash?: boolean } = {}) => {
      tabs.forEach((tab, i) => {
        const selected = i === index;
        tab.setAttribute("aria-selected", String(selected));
        tab.tabIndex = selected ? 0 : -1;
        const p = panel(ids[i]!);
        if (p) p.hidden = !selected;
      });
      if (opts.focus) tabs[index]?.focus();
      if (opts.updateHash) history.replaceState(history.state, "", `#${ids[index]}`);
    };

    tabs.forEach((tab, i) => {
      tab.addEventListener("click", () => select(i, { updateHash: true }));
      tab.addEventListener("keydown", (e) => {
        const next = nextTabIndex(i, e.key, tabs.length);
        if (next === null) return;
        e.preventDefault();
        select(next, { focus: true, updateHash: true });
      });
    });

    const fromHash = () => {
      const id = tabFromHash(location.hash, ids);
      if (id) select(ids.indexOf(id));
    };
    fromHash();
    window.addEventListener("hashchange", fromHash);
    root.dataset.ready = "true";
  });
}

import { useState } from "react";
import * as Dialog from "@radix-ui/react-dialog";
import type { NavItem } from "../../config/site";

interface Props {
  items: NavItem[];
  currentPath: string;
  cta: NavItem;
  brand: string;
}

/**
 * The marketing site's mobile menu. Radix Dialog gives the behaviour the spec asks for:
 * Escape and overlay click close it, focus is trapped inside and returned to the button,
 * and page scroll is locked while it is open. A link click closes it too.
 */
export default function MobileDrawer({ items, currentPath, cta, brand }: Props) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger
        className="btn btn-ghost btn-sm lg:hidden"
        aria-label="Open menu"
        data-testid="menu-button"
      >
        <svg aria-hidden="true" width="24" height="24" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
          <path d="M4 6h16M4 12h16M4 18h16" />
        </svg>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="drawer-overlay fixed inset-0 z-50 bg-slate-900/50" data-testid="drawer-overlay" />
        <Dialog.Content
          className="drawer-panel fixed inset-y-0 right-0 z-50 flex w-[min(20rem,85vw)] flex-col bg-white shadow-[var(--shadow-lift)] outline-none"
          aria-describedby={undefined}
          data-testid="drawer"
        >
          <div className="flex items-center justify-between border-b border-line px-5 py-4">
            <Dialog.Title className="text-base font-bold text-ink">{brand}</Dialog.Title>
            <Dialog.Close className="btn btn-ghost btn-sm" aria-label="Close menu">
              <svg aria-hidden="true" width="22" height="22" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
                <path d="M18 6 6 18M6 6l12 12" />
              </svg>
            </Dialog.Close>
          </div>
          <nav aria-label="Main" className="flex-1 overflow-y-auto px-3 py-4">
            <ul className="grid gap-1">
              {items.map((item) => {
                const current = item.href === currentPath;
                return (
                  <li key={item.href}>
                    <a
                      href={item.href}
                      aria-current={current ? "page" : undefined}
                      onClick={() => setOpen(false)}
                      className={`block rounded-lg px-3 py-2.5 text-base font-medium ${
                        current ? "bg-brand-50 text-brand-800" : "text-ink hover:bg-surface-100"
                      }`}
                    >
                      {item.label}
                    </a>
                  </li>
                );
              })}
            </ul>
          </nav>
          <div className="border-t border-line p-4">
            <a href={cta.href} onClick={() => setOpen(false)} className="btn btn-primary w-full">
              {cta.label}
            </a>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

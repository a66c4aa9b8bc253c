/** Behavior of the platform header, in plain script so informational pages ship no framework. */
import { loadUser, signedInGuess } from "../stores/user";
import { displayName } from "../../core/session-user";
import { isPendingUser } from "../../core/accounts";
import { loginUrl } from "../lib/login-url";
import { LOGIN_PATH } from "../config/site";

function toggle(button: HTMLElement, panel: HTMLElement, open?: boolean) {
  const next = open ?? button.getAttribute("aria-expanded") !== "true";
  button.setAttribute("aria-expanded", String(next));
  panel.hidden = !next;
}

export function initPlatformNav(doc: Document): void {
  const root = doc.querySelector<HTMLElement>("[data-platform-nav]");
  if (!root) return;

  const menuButton = root.querySelector<HTMLElement>("[data-menu-button]");
  const menuPanel = root.querySelector<HTMLElement>("[data-menu-panel]");
  if (menuButton && menuPanel) {
    menuButton.addEventListener("click", () => toggle(menuButton, menuPanel));
    doc.addEventListener("click", (e) => {
      if (!menuButton.parentElement?.contains(e.target as Node)) toggle(menuButton, menuPanel, false);
    });
    doc.addEventListener("keydown", (e) => {
      if (e.key === "Escape" && !menuPanel.hidden) {
        toggle(menuButton, menuPanel, false);
        menuButton.focus();
      }
    });
  }

  const mobileToggle = root.querySelector<HTMLElement>("[data-mobile-toggle]");
  const mobileMenu = root.querySelector<HTMLElement>("[data-mobile-menu]");
  if (mobileToggle && mobileMenu) {
    const setMobile = (open?: boolean) => {
      toggle(mobileToggle, mobileMenu, open);
      mobileToggle.setAttribute("aria-label", mobileMenu.hidden ? "Open menu" : "Close menu");
      // The button shows what it will do: the menu icon while closed, a cross while open.
      const isOpen = !mobileMenu.hidden;
      mobileToggle.querySelector("[data-icon-open]")?.classList.toggle("hidden", isOpen);
      mobileToggle.querySelector("[data-icon-close]")?.classList.toggle("hidden", !isOpen);
    };
    mobileToggle.addEventListener("click", () => setMobile());
    doc.addEventListener("keydown", (e) => {
      if (e.key === "Escape" && !mobileMenu.hidden) {
        setMobile(false);
        mobileToggle.focus();
      }
    });
  }

  // Sign In / Get Started bring the visitor back to this page afterwards.
  const here = `${doc.location.pathname}${doc.location.search}${doc.location.hash}`;
  root.querySelectorAll<HTMLAnchorElement>(`a[href="${LOGIN_PATH}"]`).forEach((a) => (a.href = loginUrl(here)));

  // First paint: the hint cookie's guess; then the answer of GET /api/auth/user, which decides.
  showAuthState(root, signedInGuess());
  void loadUser().then((user) => {
    showAuthState(root, user !== null);
    if (!user) return;
    if (isPendingUser(user)) root.querySelector<HTMLElement>("[data-pending-notice]")?.removeAttribute("hidden");
    root.querySelectorAll<HTMLElement>("[data-user-name]").forEach((el) => (el.textContent = displayName(user)));
    // The picture is made here, not in the markup: an <img> without a source is invalid HTML.
    const avatar = root.querySelector<HTMLElement>("[data-user-avatar]");
    if (avatar && user.profileImageUrl) {
      const img = doc.createElement("img");
      img.src = user.profileImageUrl;
      img.alt = "";
      img.width = 28;
      img.height = 28;
      img.className = "size-7 object-cover";
      avatar.replaceChildren(img);
      avatar.classList.remove("hidden");
    }
  });
}

/** Shows the header's signed-in links or its Sign In / Get Started ones (the markup starts signed out). */
function showAuthState(root: HTMLElement, signedIn: boolean): void {
  root.querySelectorAll<HTMLElement>('[data-auth="signed-out"]').forEach((el) => el.classList.toggle("!hidden", signedIn));
  root.querySelectorAll<HTMLElement>('[data-auth="signed-in"]').forEach((el) => {
    el.classList.toggle("hidden", !signedIn);
    el.classList.toggle(el.closest("[data-mobile-menu]") ? "grid" : "flex", signedIn);
  });
}

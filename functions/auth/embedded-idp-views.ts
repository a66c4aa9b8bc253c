/**
 * The embedded identity provider's pages (sign-in, sign-out, errors): server-rendered HTML in the
 * product's look (same colours, type and spacing as the site's design system), inline CSS and
 * script allowed only through a per-response nonce. Text colours meet WCAG AA.
 */

import { escapeHtml } from "../../core/html";

const CSS = `
*,*::before,*::after{box-sizing:border-box}
html{-webkit-text-size-adjust:100%}
body{margin:0;min-height:100vh;background:#f8fafc;color:#0f172a;font:16px/1.5 "Inter",ui-sans-serif,system-ui,-apple-system,"Segoe UI",Roboto,"Helvetica Neue",Arial,sans-serif;-webkit-font-smoothing:antialiased}
a{color:#0f766e;font-weight:600;text-decoration:underline;text-decoration-color:#5eead4;text-underline-offset:4px}
a:hover{color:#134e4a;text-decoration-color:#0f766e}
:focus-visible{outline:3px solid #0d9488;outline-offset:2px;border-radius:4px}
.wrap{width:100%;max-width:28rem;margin:0 auto;padding:2.5rem 1rem 3rem}
.brand{display:flex;align-items:center;justify-content:center;gap:.625rem;margin-bottom:1.5rem;color:#0f172a;font-weight:700;font-size:1.125rem;text-decoration:none}
.brand img{display:block;border-radius:.625rem}
.card{background:#fff;border:1px solid #e2e8f0;border-radius:1rem;padding:1.75rem;box-shadow:0 1px 2px rgb(15 23 42/.06),0 4px 16px rgb(15 23 42/.06)}
.card+.card{margin-top:1rem}
h1{margin:0;font-size:1.5rem;line-height:1.25;letter-spacing:-.01em}
h2{margin:0;font-size:1rem}
p{margin:.5rem 0 0}
.muted{color:#475569}
.eyebrow{margin:0 0 .25rem;font-size:.8125rem;font-weight:600;letter-spacing:.04em;text-transform:uppercase;color:#0f766e}
form{margin-top:1.5rem;display:grid;gap:1.125rem}
.field{display:grid;gap:.375rem}
label{font-size:.875rem;font-weight:600}
input[type=email],input[type=password]{width:100%;border:1px solid #64748b;border-radius:.5rem;background:#fff;color:#0f172a;font:inherit;padding:.625rem .875rem;min-height:2.75rem}
input:focus{outline:none;border-color:#0d9488;box-shadow:0 0 0 3px rgb(13 148 136/.3)}
input[aria-invalid=true]{border-color:#b91c1c}
.btn{display:inline-flex;align-items:center;justify-content:center;width:100%;min-height:2.75rem;border:0;border-radius:.5rem;background:#0f766e;color:#fff;font:inherit;font-weight:600;padding:.625rem 1.25rem;cursor:pointer}
.btn:hover{background:#115e59}
.btn:active{background:#134e4a}
.alert{margin-top:1.25rem;border:1px solid #fecaca;background:#fef2f2;color:#b91c1c;border-radius:.5rem;padding:.75rem 1rem;font-size:.9375rem;font-weight:500}
.actions{margin-top:1.25rem;display:flex;flex-wrap:wrap;gap:.75rem 1.25rem;font-size:.9375rem}
.accounts{margin:.75rem 0 0;padding:0;list-style:none;display:grid;gap:.5rem;font-size:.9375rem}
.accounts li{display:flex;flex-wrap:wrap;justify-content:space-between;gap:.25rem .75rem;border-top:1px solid #e2e8f0;padding-top:.5rem}
code{font-family:ui-monospace,"SFMono-Regular",Menlo,Consolas,monospace;font-size:.875em;background:#f1f5f9;border-radius:.25rem;padding:.0625rem .3125rem;color:#0f172a}
.note{font-size:.875rem;color:#475569}
.foot{margin-top:1.5rem;text-align:center;font-size:.8125rem;color:#475569}
`;

export interface PageOptions {
  title: string;
  nonce: string;
  /** Site origin, for the brand link and logo. */
  siteUrl: string;
  body: string;
  script?: string;
}

export function renderPage(opts: PageOptions): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(opts.title)} | Lumen Spaces</title>
<link rel="icon" href="${escapeHtml(opts.siteUrl)}/favicon.svg" type="image/svg+xml">
<style nonce="${escapeHtml(opts.nonce)}">${CSS}</style>
</head>
<body>
<div class="wrap">
<header><a class="brand" href="${escapeHtml(opts.siteUrl)}/"><img src="${escapeHtml(opts.siteUrl)}/logo.svg" width="40" height="40" alt=""><span>Lumen Spaces</span></a></header>
<main id="main">
${opts.body}
</main>
<footer><p class="foot">Lumen Spaces local sign-in &middot; for development and tests</p></footer>
</div>
${opts.script ? `<script nonce="${escapeHtml(opts.nonce)}">${opts.script}</script>` : ""}
</body>
</html>`;
}

export interface DemoAccount {
  email: string;
  description: string;
}

export function renderSignIn(opts: {
  nonce: string;
  siteUrl: string;
  action: string;
  cancelUrl: string;
  email?: string;
  error?: string;
  accounts: readonly DemoAccount[];
  password: string;
  domain: string;
}): string {
  const errorId = "form-error";
  const invalid = opts.error ? ` aria-invalid="true" aria-describedby="${errorId}"` : "";
  const body = `
<section class="card" aria-labelledby="title">
  <p class="eyebrow">Welcome back</p>
  <h1 id="title">Sign in to Lumen Spaces</h1>
  <p class="muted">Enter your email and password to continue.</p>
  ${opts.error ? `<div class="alert" role="alert" id="${errorId}">${escapeHtml(opts.error)}</div>` : ""}
  <form method="post" action="${escapeHtml(opts.action)}">
    <div class="field">
      <label for="email">Email</label>
      <input id="email" name="email" type="email" autocomplete="username" required maxlength="254" value="${escapeHtml(opts.email ?? "")}"${invalid}${opts.email ? "" : " autofocus"}>
    </div>
    <div class="field">
      <label for="password">Password</label>
      <input id="password" name="password" type="password" autocomplete="current-password" required maxlength="200"${invalid}${opts.email ? " autofocus" : ""}>
    </div>
    <button class="btn" type="submit">Sign in</button>
  </form>
  <div class="actions"><a href="${escapeHtml(opts.cancelUrl)}">Cancel and go back</a></div>
</section>
<section class="card" aria-labelledby="accounts-title">
  <h2 id="accounts-title">Local accounts</h2>
  <p class="note">This built-in sign-in runs when no identity provider is configured. Every account uses the password <code>${escapeHtml(opts.password)}</code>; any other address ending in <code>@${escapeHtml(opts.domain)}</code> signs in as a new account.</p>
  <ul class="accounts">
    ${opts.accounts.map((a) => `<li><code>${escapeHtml(a.email)}</code><span class="note">${escapeHtml(a.description)}</span></li>`).join("\n    ")}
  </ul>
</section>`;
  return renderPage({ title: "Sign in", nonce: opts.nonce, siteUrl: opts.siteUrl, body });
}

/** RP-initiated logout: the provider's confirmation form, submitted at once (a button without script). */
export function renderSignOut(opts: { nonce: string; siteUrl: string; form: string }): string {
  const body = `
<section class="card" aria-labelledby="title">
  <h1 id="title">Signing you out&hellip;</h1>
  <p class="muted">You are being signed out of Lumen Spaces.</p>
  ${opts.form}
  <div class="actions"><button class="btn" type="submit" form="op.logoutForm" name="logout" value="yes">Sign out</button></div>
</section>`;
  const script = `(function(){var f=document.getElementById("op.logoutForm");if(!f)return;var i=document.createElement("input");i.type="hidden";i.name="logout";i.value="yes";f.appendChild(i);f.submit();})();`;
  return renderPage({ title: "Signing out", nonce: opts.nonce, siteUrl: opts.siteUrl, body, script });
}

export function renderSignedOut(opts: { nonce: string; siteUrl: string }): string {
  const body = `
<section class="card" aria-labelledby="title">
  <h1 id="title">You are signed out</h1>
  <p class="muted">Your session at the Lumen Spaces sign-in has ended.</p>
  <div class="actions"><a href="${escapeHtml(opts.siteUrl)}/">Go to the home page</a></div>
</section>`;
  return renderPage({ title: "Signed out", nonce: opts.nonce, siteUrl: opts.siteUrl, body });
}

export function renderProblem(opts: { nonce: string; siteUrl: string; title: string; message: string }): string {
  const body = `
<section class="card" aria-labelledby="title">
  <h1 id="title">${escapeHtml(opts.title)}</h1>
  <p class="muted">${escapeHtml(opts.message)}</p>
  <div class="actions"><a href="${escapeHtml(opts.siteUrl)}/api/login">Start signing in again</a><a href="${escapeHtml(opts.siteUrl)}/">Go to the home page</a></div>
</section>`;
  return renderPage({ title: opts.title, nonce: opts.nonce, siteUrl: opts.siteUrl, body });
}

import { logoutConfirmation as text } from "../../core/content/accounts";

/** The page a cross-site sign-out link gets: one button that posts to /api/logout from our own origin. No script and no style (the API's CSP allows neither). */
export function logoutConfirmationPage(): string {
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${text.title}</title>
</head>
<body><main><h1>${text.title}</h1><p>${text.body}</p>
<form method="post" action="/api/logout"><button type="submit">${text.confirm}</button></form>
<p><a href="/">${text.cancel}</a></p></main></body>
</html>`;
}

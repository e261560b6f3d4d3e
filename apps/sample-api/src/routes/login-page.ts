/**
 * The sign-in page of the sample API's stand-in identity provider. A real docs site sends readers to its
 * identity provider; this page plays that part so key-injection login can be tried without one: "Sign in"
 * starts a session, "Cancel" goes back with an OAuth-style `error`, as a provider that was refused would.
 */
export function loginPageHtml(options: {
  action: string
  returnTo: string
  returnToQueryParam: string
}): string {
  const returnTo = escapeHtml(options.returnTo)
  const field = escapeHtml(options.returnToQueryParam)
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>Sign in · Sample API docs</title>
    <style>
      :root { color-scheme: light dark; font-family: ui-sans-serif, system-ui, sans-serif; }
      body { margin: 0; min-height: 100vh; display: grid; place-items: center;
        background: light-dark(#f9f9fb, #111113); color: light-dark(#1c2024, #edeef0); }
      main { max-width: 380px; margin: 16px; padding: 24px; border-radius: 12px;
        border: 1px solid light-dark(#e0e1e6, #363a3f); background: light-dark(#fff, #18191b); }
      h1 { margin: 0 0 8px; font-size: 20px; }
      p { margin: 0 0 16px; line-height: 1.5; color: light-dark(#60646c, #b0b4ba); }
      .actions { display: flex; gap: 8px; }
      button { font: inherit; padding: 8px 14px; border-radius: 6px; cursor: pointer;
        border: 1px solid light-dark(#cdced6, #43484e); background: transparent; color: inherit; }
      button[value="sign-in"] { border-color: transparent; background: light-dark(#3e63dd, #7c9bff);
        color: light-dark(#fff, #111113); font-weight: 600; }
    </style>
  </head>
  <body>
    <main>
      <h1>Sign in to Sample API docs</h1>
      <p>
        This stand-in identity provider signs you in as <strong>docs-reader</strong>. The docs site then injects
        an access token for the Sample API into the API Explorer.
      </p>
      <form method="post" action="${escapeHtml(options.action)}" class="actions">
        <input type="hidden" name="${field}" value="${returnTo}" />
        <button type="submit" name="decision" value="sign-in">Sign in</button>
        <button type="submit" name="decision" value="cancel">Cancel</button>
      </form>
    </main>
  </body>
</html>
`
}

/** A short page for a request the sign-in flow refuses, naming what was wrong. */
export function loginErrorHtml(message: string): string {
  return `<!doctype html>
<html lang="en">
  <head><meta charset="utf-8" /><title>Sign-in failed · Sample API docs</title></head>
  <body><main><h1>Sign-in failed</h1><p>${escapeHtml(message)}</p></main></body>
</html>
`
}

function escapeHtml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;')
}

// Browser-safe (no Node built-ins): shared with Storybook's MSW handlers.

/** What docs.google.com answers for a document that does not exist (abridged). */
export const DOC_NOT_FOUND_PAGE = `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Google Docs - Page Not Found</title></head><body><div id="af-error-container"><p><b>404.</b> That's an error.</p><p>The requested URL was not found on this server. That's all we know.</p></div></body></html>`;

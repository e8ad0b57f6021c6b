/** Reloads the page; its own module so tests can replace it. */
export function reloadPage(): void {
  window.location.reload();
}

/** Opens a URL of the app with a full load (the app's memory starts afresh); replaceable in tests. */
export function loadPage(url: string): void {
  window.location.assign(url);
}

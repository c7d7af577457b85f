// What the benches' code passed to page.evaluate / addInitScript leaves on the page's window.
interface Window {
  __firstCard?: number;
  __appeared?: number;
  __outboxSizeDb?: Promise<IDBDatabase>;
}

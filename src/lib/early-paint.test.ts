import { describe, expect, it } from 'vitest';
import { removeEarlyPaintOnFirstRender } from './early-paint';

function page() {
  document.body.innerHTML = '<div class="early-root"><main><img src="/uploads/a.jpg" alt=""></main></div><div id="root"></div>';
  return document.getElementById('root')!;
}

describe("index.html's early picture of the home page", () => {
  it('goes in the same task as the app first renders into its root, not before', async () => {
    const root = page();
    removeEarlyPaintOnFirstRender(root);
    root.appendChild(document.createComment('nothing rendered'));
    await Promise.resolve();
    expect(document.querySelector('.early-root')).not.toBeNull();
    root.appendChild(document.createElement('header'));
    await Promise.resolve();
    expect(document.querySelector('.early-root')).toBeNull();
  });
});

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { afterEarlyPicture, removeEarlyPaintOnFirstRender } from './early-paint';

function page({ picture = true } = {}) {
  document.body.innerHTML = `<div class="early-root"><main>${picture ? '<img src="/uploads/a.jpg" alt="">' : ''}</main></div><div id="root"></div>`;
  return document.getElementById('root')!;
}

const settled = async (promise: Promise<unknown>) => {
  let done = false;
  void promise.then(() => (done = true));
  await vi.advanceTimersByTimeAsync(0);
  return done;
};

describe("index.html's early picture of the home page", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

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

  it('does not hold the app back when there is none', async () => {
    page({ picture: false });
    expect(await settled(afterEarlyPicture())).toBe(true);
  });

  it('holds the app back until its picture is painted, at most the given time', async () => {
    page();
    const picture = document.querySelector('img')!;
    Object.defineProperty(picture, 'complete', { value: false });
    const waiting = afterEarlyPicture(100);
    expect(await settled(waiting)).toBe(false);
    await vi.advanceTimersByTimeAsync(99);
    expect(await settled(waiting)).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await settled(waiting)).toBe(true);
  });

  it('lets the app go once the picture has arrived and two frames have passed', async () => {
    page();
    const picture = document.querySelector('img')!;
    Object.defineProperty(picture, 'complete', { value: false });
    picture.decode = () => Promise.resolve();
    const waiting = afterEarlyPicture(10_000);
    picture.dispatchEvent(new Event('load'));
    // jsdom's animation frames come every 16 ms.
    await vi.advanceTimersByTimeAsync(50);
    expect(await settled(waiting)).toBe(true);
  });
});

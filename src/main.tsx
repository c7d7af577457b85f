import './styles/main.css';
import { afterEarlyPicture, removeEarlyPaintOnFirstRender } from './lib/early-paint';
import { yieldToBrowser } from './lib/yield-to-browser';
import { isWarmStart } from './lib/warm-start';

removeEarlyPaintOnFirstRender(document.getElementById('root')!);
// The app's code (start.tsx and what it imports: React, the router, the query cache…) takes a while
// to evaluate on a slow phone, and nothing is painted meanwhile. When index.html is showing the home
// page's picture (vite-plugins/early-home-script.ts), it is painted first, if it is about to be.
// On a cold start React's evaluation and the rest of the code's are two tasks (a slow phone answers
// a tap between them); a warm one evaluates both at once, the page the soonest (lib/warm-start.ts).
void afterEarlyPicture().then(() =>
  isWarmStart()
    ? import('./start')
    : import('./start-react')
        .then(yieldToBrowser)
        .then(() => import('./start')),
);

import './styles/main.css';
import { afterEarlyPicture, removeEarlyPaintOnFirstRender } from './lib/early-paint';

removeEarlyPaintOnFirstRender(document.getElementById('root')!);
// The app's code (start.tsx and what it imports: React, the router, the query cache…) takes a while
// to evaluate on a slow phone, and nothing is painted meanwhile. When index.html is showing the home
// page's picture (vite-plugins/early-home-script.ts), it is painted first, if it is about to be.
void afterEarlyPicture().then(() => import('./start'));

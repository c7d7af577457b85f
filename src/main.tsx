import './styles/main.css';
import { removeEarlyPaintOnFirstRender } from './lib/early-paint';
import { pageParsed } from './lib/page-parsed';
import { yieldToBrowser } from './lib/yield-to-browser';
import { startedWarm } from './lib/warm-start';

void pageParsed().then(() => removeEarlyPaintOnFirstRender(document.getElementById('root')!));
// index.html adds this code once its early picture of the home page is painted when it shows one,
// else at once, maybe before the page is parsed (vite-plugins/early-home-script.ts). On a cold
// start React's evaluation and the rest of the code's are two tasks (a slow phone answers a tap
// between them); a warm one evaluates both at once, the page the soonest (lib/warm-start.ts).
void (startedWarm
  ? import('./start')
  : import('./start-react')
      .then(yieldToBrowser)
      .then(() => import('./start')));

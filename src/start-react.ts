// React and React DOM, evaluated by main.tsx in a task of their own before the rest of the start
// chunk (issue 32): the largest library's evaluation is then not added to the app's.
export { createRoot } from 'react-dom/client';

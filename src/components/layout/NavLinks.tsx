import { Link } from '@tanstack/react-router';
import { useLingui } from '@lingui/react';

/** `hash`: a section of the page (the privacy policy within /legal). */
type Item = { readonly to: string; readonly hash?: string; readonly labelId: string };

export function NavLinks({ items, onNavigate }: { items: readonly Item[]; onNavigate?: () => void }) {
  const { _ } = useLingui();
  return (
    <>
      {items.map((item) => (
        <li key={item.hash ? `${item.to}#${item.hash}` : item.to}>
          <Link to={item.to} hash={item.hash} activeOptions={{ exact: item.to === '/', includeHash: item.hash !== undefined }} onClick={onNavigate}>
            {_(item.labelId)}
          </Link>
        </li>
      ))}
    </>
  );
}

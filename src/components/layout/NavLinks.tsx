import { Link } from '@tanstack/react-router';
import { useLingui } from '@lingui/react';

type Item = { readonly to: string; readonly labelId: string };

export function NavLinks({ items, onNavigate }: { items: readonly Item[]; onNavigate?: () => void }) {
  const { _ } = useLingui();
  return (
    <>
      {items.map((item) => (
        <li key={item.to}>
          <Link to={item.to} activeOptions={{ exact: item.to === '/' }} onClick={onNavigate}>
            {_(item.labelId)}
          </Link>
        </li>
      ))}
    </>
  );
}

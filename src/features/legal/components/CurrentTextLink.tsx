import { Link } from '@tanstack/react-router';
import { useLingui } from '@lingui/react';
import { placeOf, type LegalKind } from '../kinds';

/** A link to where the text is read now (its page, and its section there). */
export function CurrentTextLink({ kind }: { kind: LegalKind }) {
  const { _ } = useLingui();
  const { to, hash } = placeOf(kind);
  return (
    <Link to={to} hash={hash}>
      {_('legal.versions.current')}
    </Link>
  );
}

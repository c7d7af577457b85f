import { useEffect, useRef } from 'react';
import { Link } from '@tanstack/react-router';
import { useLingui } from '@lingui/react';

type Props = { titleId: string; text: string; linkLabelId: string };

/** "We sent you a mail": replaces a form once it is sent, and takes focus so readers hear it. */
export function MailSent({ titleId, text, linkLabelId }: Props) {
  const { _ } = useLingui();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section className="page page--narrow auth">
      <h1 ref={heading} tabIndex={-1}>
        {_(titleId)}
      </h1>
      <p>{text}</p>
      <p className="muted">{_('mail.checkSpam')}</p>
      <Link to="/login" className="button button--primary">
        {_(linkLabelId)}
      </Link>
    </section>
  );
}

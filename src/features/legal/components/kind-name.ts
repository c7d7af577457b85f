import type { I18n } from '@lingui/core';
import type { LegalKind } from '../kinds';

/** A legal text's name in the member's words ("Política de privacidad"), for where its own title is not read yet. */
export function kindName(_: I18n['_'], kind: LegalKind): string {
  switch (kind) {
    case 'legalNotice':
      return _('legal.kinds.legalNotice');
    case 'terms':
      return _('legal.kinds.terms');
    case 'privacy':
      return _('legal.kinds.privacy');
    case 'cookies':
      return _('legal.kinds.cookies');
    case 'accessibility':
      return _('legal.kinds.accessibility');
  }
}

import { Button, Flex, Typography } from '@strapi/design-system';
import type { ListPage } from './api';

/** Where a paged list's rows fall in it, and the way to the pages before and after. */
export function Pager({ page, first, shown, toPrevious, toNext }: { page: ListPage | null; first: number; shown: number; toPrevious: (() => void) | null; toNext: (() => void) | null }) {
  if (!page || (toPrevious === null && toNext === null)) return null;
  return (
    <Flex justifyContent="space-between" alignItems="center" paddingTop={3} gap={4}>
      <Typography textColor="neutral600">
        {shown > 0 ? `${first.toLocaleString('es')}–${(first + shown - 1).toLocaleString('es')} de ${page.total.toLocaleString('es')}` : `de ${page.total.toLocaleString('es')}`}
      </Typography>
      <Flex gap={2}>
        <Button variant="tertiary" size="S" onClick={toPrevious ?? undefined} disabled={toPrevious === null}>
          Anteriores
        </Button>
        <Button variant="secondary" size="S" onClick={toNext ?? undefined} disabled={toNext === null}>
          Siguientes
        </Button>
      </Flex>
    </Flex>
  );
}

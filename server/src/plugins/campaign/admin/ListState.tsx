import type { ReactNode } from 'react';
import { Box, Loader, Typography } from '@strapi/design-system';

/** A list's table once it has rows; while loading, a loader; the server's words when it failed. */
export function ListState({ data, error, empty, children }: { data: unknown[] | null; error: string | null; empty: string; children: ReactNode }) {
  if (error) return <Typography textColor="danger600" role="alert">{error}</Typography>;
  if (!data) return <Loader small>Cargando…</Loader>;
  if (data.length === 0)
    return (
      <Box padding={4} background="neutral0" hasRadius>
        <Typography textColor="neutral600">{empty}</Typography>
      </Box>
    );
  return <>{children}</>;
}

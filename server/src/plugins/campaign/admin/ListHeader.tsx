import { useState } from 'react';
import { Button, Flex, Typography } from '@strapi/design-system';
import { Download } from '@strapi/icons';
import { useNotification } from '@strapi/strapi/admin';
import { useCsvDownload } from './api';

/** A list's title, how many rows it has, and its CSV download. */
export function ListHeader({ title, count, csvPath, csvName }: { title: string; count?: number; csvPath: string; csvName: string }) {
  const download = useCsvDownload();
  const { toggleNotification } = useNotification();
  const [busy, setBusy] = useState(false);
  const onDownload = async () => {
    setBusy(true);
    try {
      await download(csvPath, csvName);
    } catch {
      toggleNotification({ type: 'danger', message: 'No se pudo descargar el CSV. Inténtalo de nuevo.' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Flex justifyContent="space-between" alignItems="center" paddingBottom={3} gap={4}>
      <Typography variant="delta" tag="h2">
        {title}
        {count !== undefined ? ` (${count})` : ''}
      </Typography>
      <Button variant="secondary" startIcon={<Download />} onClick={onDownload} loading={busy}>
        Descargar CSV
      </Button>
    </Flex>
  );
}

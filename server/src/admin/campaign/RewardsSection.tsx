import { useState } from 'react';
import { Badge, Box, Button, Link, Table, Tbody, Td, Th, Thead, Tr, Typography } from '@strapi/design-system';
import { dateTime, editLink, useCampaignList, type RewardRow } from './api';
import { ListHeader } from './ListHeader';
import { ListState } from './ListState';
import { RewardDetail } from './RewardDetail';

export const STAGES: Record<string, string> = { committed: 'Abierto', frozen: 'Papeletas cerradas', drawn: 'Sorteado' };

export function RewardsSection() {
  const { data, error, reload } = useCampaignList<RewardRow>('/campaign/rewards', { live: true });
  const [open, setOpen] = useState<string | null>(null);
  const chosen = data?.find((reward) => reward.documentId === open) ?? null;
  return (
    <Box>
      <ListHeader title="Premios" count={data?.length} csvPath="/campaign/rewards" csvName="premios.csv" />
      <ListState data={data} error={error} empty="Todavía no hay premios.">
        <Table colCount={7} rowCount={(data?.length ?? 0) + 1}>
          <Thead>
            <Tr>
              <Th><Typography variant="sigma">Premio</Typography></Th>
              <Th><Typography variant="sigma">Proyecto</Typography></Th>
              <Th><Typography variant="sigma">Participaciones</Typography></Th>
              <Th><Typography variant="sigma">DIDs gastados</Typography></Th>
              <Th><Typography variant="sigma">Inscripciones</Typography></Th>
              <Th><Typography variant="sigma">Papeletas</Typography></Th>
              <Th><Typography variant="sigma">Sorteo</Typography></Th>
            </Tr>
          </Thead>
          <Tbody>
            {data?.map((reward) => (
              <Tr key={reward.documentId} data-testid="campaign-reward">
                <Td>
                  <Button variant="tertiary" size="S" onClick={() => setOpen(reward.documentId)} aria-pressed={open === reward.documentId}>
                    {reward.title}
                  </Button>
                </Td>
                <Td>{reward.project ? <Link href={editLink('api::project.project', reward.project.documentId)}>{reward.project.name}</Link> : '—'}</Td>
                <Td>{reward.entries}</Td>
                <Td>{reward.didsSpent}</Td>
                <Td>{reward.signUps}</Td>
                <Td>{reward.tickets}</Td>
                <Td>
                  <Badge>{STAGES[reward.draw?.stage ?? ''] ?? 'Sin compromiso aún'}</Badge>{' '}
                  <Typography variant="pi" textColor="neutral600">
                    {reward.draw?.drawnAt ? dateTime(reward.draw.drawnAt) : `cierra ${dateTime(reward.endDate)}`}
                  </Typography>
                </Td>
              </Tr>
            ))}
          </Tbody>
        </Table>
      </ListState>
      {chosen && (
        <Box paddingTop={8}>
          <Typography variant="beta" tag="h2">
            {chosen.title} <Link href={editLink('api::reward.reward', chosen.documentId)}>(editar)</Link>
          </Typography>
          <RewardDetail reward={chosen} onChange={reload} />
        </Box>
      )}
    </Box>
  );
}

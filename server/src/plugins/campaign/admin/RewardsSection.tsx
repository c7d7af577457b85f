import { useState } from 'react';
import { Badge, Box, Flex, Link, TextButton, Table, Tbody, Td, Th, Thead, Tr, Typography } from '@strapi/design-system';
import { dateTime, editLink, useCampaignData, type RewardRow } from './api';
import { ListHeader } from './ListHeader';
import { ListState } from './ListState';
import { RewardDetail } from './RewardDetail';

export const STAGES: Record<string, string> = { committed: 'Abierto', frozen: 'Papeletas cerradas', drawn: 'Sorteado' };

export function RewardsSection() {
  const { data, error, reload } = useCampaignData<RewardRow[]>('/campaign/rewards', { live: true });
  const [open, setOpen] = useState<string | null>(null);
  const chosen = data?.find((reward) => reward.documentId === open) ?? null;
  return (
    <Box>
      <ListHeader title="Premios" count={data?.length} csvPath="/campaign/rewards" csvName="premios.csv" />
      <ListState data={data} error={error} empty="Todavía no hay premios.">
        <Table colCount={6} rowCount={(data?.length ?? 0) + 1}>
          <Thead>
            <Tr>
              <Th><Typography variant="sigma">Premio y proyecto</Typography></Th>
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
                  <Flex direction="column" alignItems="flex-start" gap={1}>
                    <TextButton onClick={() => setOpen(reward.documentId)} aria-pressed={open === reward.documentId}>
                      {reward.title}
                    </TextButton>
                    {reward.project ? (
                      <Link href={editLink('api::project.project', reward.project.documentId)}>
                        <Typography variant="pi">{reward.project.name}</Typography>
                      </Link>
                    ) : (
                      <Typography variant="pi" textColor="neutral600">
                        Sin proyecto
                      </Typography>
                    )}
                  </Flex>
                </Td>
                <Td><Typography>{reward.entries}</Typography></Td>
                <Td><Typography>{reward.didsSpent}</Typography></Td>
                <Td><Typography>{reward.signUps}</Typography></Td>
                <Td><Typography>{reward.tickets}</Typography></Td>
                <Td>
                  <Flex direction="column" alignItems="flex-start" gap={1}>
                    <Badge>{STAGES[reward.draw?.stage ?? ''] ?? 'Sin compromiso aún'}</Badge>
                    <Typography variant="pi" textColor="neutral600">
                      {reward.draw?.drawnAt ? dateTime(reward.draw.drawnAt) : `cierra ${dateTime(reward.endDate)}`}
                    </Typography>
                  </Flex>
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

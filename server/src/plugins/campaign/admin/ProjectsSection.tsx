import { useState } from 'react';
import { Badge, Box, Link, Table, TextButton, Tbody, Td, Th, Thead, Tr, Typography } from '@strapi/design-system';
import { editLink, useCampaignData, type DayRow, type ProjectRow } from './api';
import { ListHeader } from './ListHeader';
import { ListState } from './ListState';

/** Lookwhat projects are voted with two options, each by its name: +1 is option 2, -1 option 1 (spec §4). */
const positiveLabel = ({ type, options }: ProjectRow) => (type === 'lookwhat' ? (options?.option2 ?? 'Opción 2') : 'A favor');
const negativeLabel = ({ type, options }: ProjectRow) => (type === 'lookwhat' ? (options?.option1 ?? 'Opción 1') : 'En contra');

export function ProjectsSection() {
  const { data, error } = useCampaignData<ProjectRow[]>('/campaign/projects', { live: true });
  const [open, setOpen] = useState<ProjectRow | null>(null);
  return (
    <Box>
      <ListHeader title="Votos por proyecto" count={data?.length} csvPath="/campaign/projects" csvName="votos-por-proyecto.csv" />
      <ListState data={data} error={error} empty="Todavía no hay proyectos.">
        <Table colCount={6} rowCount={(data?.length ?? 0) + 1}>
          <Thead>
            <Tr>
              <Th><Typography variant="sigma">Proyecto</Typography></Th>
              <Th><Typography variant="sigma">Votación</Typography></Th>
              <Th><Typography variant="sigma">A favor / opción 2</Typography></Th>
              <Th><Typography variant="sigma">En contra / opción 1</Typography></Th>
              <Th><Typography variant="sigma">Total</Typography></Th>
              <Th><Typography variant="sigma">De verificados</Typography></Th>
            </Tr>
          </Thead>
          <Tbody>
            {data?.map((project) => (
              <Tr key={project.documentId} data-testid="campaign-project" data-project={project.documentId}>
                <Td>
                  <Link href={editLink('api::project.project', project.documentId)}>{project.name}</Link>{' '}
                  {!project.published && <Badge>Sin publicar</Badge>}
                </Td>
                <Td>
                  <Typography textColor="neutral600">{project.votingStart && project.votingEnd ? `${project.votingStart} → ${project.votingEnd}` : '—'}</Typography>
                </Td>
                <Td><Typography data-testid="positive">{project.positive}</Typography></Td>
                <Td><Typography data-testid="negative">{project.negative}</Typography></Td>
                <Td>
                  <TextButton onClick={() => setOpen(project)} aria-label={`${project.total}: votos por día de ${project.name}`} data-testid="total">
                    {project.total}
                  </TextButton>
                </Td>
                <Td>
                  <Typography data-testid="verified" textColor="neutral600">
                    {project.verified.total} ({project.verified.positive} / {project.verified.negative})
                  </Typography>
                </Td>
              </Tr>
            ))}
          </Tbody>
        </Table>
      </ListState>
      {open && <ProjectDays project={open} />}
    </Box>
  );
}

function ProjectDays({ project }: { project: ProjectRow }) {
  const path = `/campaign/projects/${project.documentId}/days`;
  const { data, error } = useCampaignData<DayRow[]>(path, { live: true });
  return (
    <Box paddingTop={8}>
      <ListHeader title={`Votos por día: ${project.name}`} csvPath={path} csvName="votos-por-dia.csv" />
      <ListState data={data} error={error} empty="Este proyecto todavía no tiene votos.">
        <Table colCount={4} rowCount={(data?.length ?? 0) + 1}>
          <Thead>
            <Tr>
              <Th><Typography variant="sigma">Día (hora de Madrid)</Typography></Th>
              <Th><Typography variant="sigma">{positiveLabel(project)}</Typography></Th>
              <Th><Typography variant="sigma">{negativeLabel(project)}</Typography></Th>
              <Th><Typography variant="sigma">Total</Typography></Th>
            </Tr>
          </Thead>
          <Tbody>
            {data?.map((day) => (
              <Tr key={day.day}>
                <Td><Typography>{day.day}</Typography></Td>
                <Td><Typography>{day.positive}</Typography></Td>
                <Td><Typography>{day.negative}</Typography></Td>
                <Td><Typography>{day.total}</Typography></Td>
              </Tr>
            ))}
          </Tbody>
        </Table>
      </ListState>
    </Box>
  );
}

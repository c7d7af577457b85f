import { Flex, Typography } from '@strapi/design-system';
import { useForm } from '@strapi/strapi/admin';
import type { PanelComponent } from '@strapi/content-manager/strapi-admin';
import { votingWindowWords } from './words';

const PROJECT = 'api::project.project';

/**
 * A side panel of the project's edit view: the first and last moment members can vote, in Madrid
 * time, from the dates as the editor types them (the form's values, before saving).
 */
export const VotingWindowPanel: PanelComponent = ({ model }) => {
  const values = useForm('VotingWindowPanel', (state) => state.values);
  if (model !== PROJECT) return null;
  return {
    title: 'Votación (hora de Madrid)',
    content: (
      <Flex direction="column" alignItems="flex-start" gap={2}>
        {votingWindowWords(values).map((line) => (
          <Typography key={line} variant="pi" textColor="neutral800">
            {line}
          </Typography>
        ))}
      </Flex>
    ),
  };
};

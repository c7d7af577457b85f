import { Box, Tabs } from '@strapi/design-system';
import { Layouts, Page } from '@strapi/strapi/admin';
import { ProjectsSection } from './ProjectsSection';
import { RewardsSection } from './RewardsSection';
import { CorrectionSection } from './CorrectionSection';
import { PremiumSection } from './PremiumSection';
import { VerificationSection } from './VerificationSection';

/** The campaign at a glance: votes per project, each reward's entries, sign-ups and winners, DIDs corrections, and help with Premium. */
export default function CampaignPage() {
  return (
    <Page.Main>
      <Page.Title>Campaña</Page.Title>
      <Layouts.Header title="Campaña" subtitle="Votos, participaciones, inscripciones y ganadores, al momento. Cada lista se descarga como CSV." />
      <Layouts.Content>
        <Tabs.Root defaultValue="projects">
          <Tabs.List aria-label="Secciones de la campaña">
            <Tabs.Trigger value="projects">Votos por proyecto</Tabs.Trigger>
            <Tabs.Trigger value="rewards">Premios y sorteos</Tabs.Trigger>
            <Tabs.Trigger value="corrections">Corregir DIDs</Tabs.Trigger>
            <Tabs.Trigger value="premium">Premium y regalos</Tabs.Trigger>
            <Tabs.Trigger value="verification">Verificación</Tabs.Trigger>
          </Tabs.List>
          <Box paddingTop={6}>
            <Tabs.Content value="projects">
              <ProjectsSection />
            </Tabs.Content>
            <Tabs.Content value="rewards">
              <RewardsSection />
            </Tabs.Content>
            <Tabs.Content value="corrections">
              <CorrectionSection />
            </Tabs.Content>
            <Tabs.Content value="premium">
              <PremiumSection />
            </Tabs.Content>
            <Tabs.Content value="verification">
              <VerificationSection />
            </Tabs.Content>
          </Box>
        </Tabs.Root>
      </Layouts.Content>
    </Page.Main>
  );
}

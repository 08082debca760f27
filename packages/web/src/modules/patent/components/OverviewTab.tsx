import { SimpleGrid, Stack } from '@mantine/core';
import type { PatentDoc } from '../types/patentDocSchema';
import type { TextChoice } from '../utils/pickText';
import { AbstractSection } from './AbstractSection';
import { BibliographySection } from './BibliographySection';
import { ClassificationsSection } from './ClassificationsSection';
import { PartiesSection } from './PartiesSection';
import { PrioritiesSection } from './PrioritiesSection';

/** Props of OverviewTab. */
type OverviewTabProps = {
  doc: PatentDoc;
  abstract: TextChoice<string> | null;
  /** False on a share link: no signed-in lookups (classification titles). */
  signedIn?: boolean;
};

/** The bibliography at a glance: numbers, dates and status beside the parties, then abstract and classifications. */
export function OverviewTab({ doc, abstract, signedIn = true }: OverviewTabProps) {
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <BibliographySection doc={doc} />
        <PartiesSection doc={doc} />
      </SimpleGrid>
      <AbstractSection abstract={abstract} />
      <ClassificationsSection classifications={doc.classifications} withTitles={signedIn} />
      <PrioritiesSection priorities={doc.priorities} />
    </Stack>
  );
}

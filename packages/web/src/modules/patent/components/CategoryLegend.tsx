import type { CitationCategory } from '@app/shared';
import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { citationCategoryKey } from '../utils/citationCategoryKey';

/** Props of CategoryLegend. */
type CategoryLegendProps = {
  categories: readonly CitationCategory[];
};

/** What the category letters of the tables above mean; only the letters that occur are explained. */
export function CategoryLegend({ categories }: CategoryLegendProps) {
  const { t } = useTranslation();
  if (categories.length === 0) return null;
  return (
    <Text fz="xs" c="dimmed" data-testid="category-legend">
      {t('patent.citations.legend')}:{' '}
      {categories
        .map((category) => `${category} ${t(`patent.citations.categories.${citationCategoryKey(category)}`)}`)
        .join('; ')}
    </Text>
  );
}

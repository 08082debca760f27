import type { CitationCategory } from '@app/shared';
import { Badge, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { citationCategoryKey } from '../utils/citationCategoryKey';

/** Props of CitationCategories. */
type CitationCategoriesProps = {
  categories: readonly CitationCategory[] | undefined;
};

/** Search-report categories (X, Y, A …) as badges; X and Y, the ones that bite, stand out in red and orange. */
export function CitationCategories({ categories }: CitationCategoriesProps) {
  const { t } = useTranslation();
  if (categories === undefined || categories.length === 0) return <span>—</span>;
  return (
    <Group gap={4} wrap="nowrap">
      {categories.map((category) => {
        const meaning = t(`patent.citations.categories.${citationCategoryKey(category)}`);
        return (
          <Badge
            key={category}
            size="sm"
            variant="filled"
            // Shades dark enough for white letters at badge size (4.5:1): red-9, a dark orange, gray-7.
            color={category === 'X' ? 'red.9' : category === 'Y' ? '#a34700' : 'gray.7'}
            title={meaning}
            data-testid="citation-category"
          >
            <abbr title={meaning} style={{ textDecoration: 'none' }}>
              {category}
            </abbr>
          </Badge>
        );
      })}
    </Group>
  );
}

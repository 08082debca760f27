import { IMAGE_DISPLAY_OPTIONS, LIST_DISPLAY_OPTIONS, type ListDisplayOption } from '@app/shared';
import { Button, Checkbox, Popover, SimpleGrid, Text } from '@mantine/core';
import { IconAdjustments } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/**
 * List display options this build does not offer: several drawings per result need stored drawing images, which
 * no source in our corpus delivers yet; the summaries and the document chat need a language model service.
 */
const NOT_OFFERED = [
  'images_carousel',
  'images_mosaic',
  'action_smartsummary',
  'action_claimssummary',
  'action_documentchat',
] as const satisfies readonly ListDisplayOption[];
type OfferedOption = Exclude<ListDisplayOption, (typeof NOT_OFFERED)[number]>;
/** The list display options this build can show (SPEC §3), in the shared list's order. */
const OFFERED = LIST_DISPLAY_OPTIONS.filter(
  (option): option is OfferedOption => !(NOT_OFFERED as readonly ListDisplayOption[]).includes(option),
);

/** Props of ListOptionsMenu. */
type ListOptionsMenuProps = {
  options: readonly ListDisplayOption[];
  onChange: (options: ListDisplayOption[]) => void;
};

/** Chooses what each result of the list shows; kept as the list_layout preference. Images are single-choice. */
export function ListOptionsMenu({ options, onChange }: ListOptionsMenuProps) {
  const { t } = useTranslation();
  const toggle = (option: ListDisplayOption) => {
    if (options.includes(option)) return onChange(options.filter((o) => o !== option));
    // SPEC §5: one image option at most, so choosing one replaces another.
    const rest = IMAGE_DISPLAY_OPTIONS.includes(option)
      ? options.filter((o) => !IMAGE_DISPLAY_OPTIONS.includes(o))
      : options;
    onChange([...rest, option]);
  };
  return (
    <Popover position="bottom-end" shadow="md" withinPortal trapFocus>
      <Popover.Target>
        <Button variant="default" size="xs" leftSection={<IconAdjustments size={16} aria-hidden="true" />}>
          {t('results.toolbar.displayOptions')}
        </Button>
      </Popover.Target>
      <Popover.Dropdown>
        <Text fw={600} fz="sm" mb="xs" id="list-options-title">
          {t('results.listOptions.title')}
        </Text>
        <SimpleGrid cols={2} spacing="xs" verticalSpacing={6} role="group" aria-labelledby="list-options-title">
          {OFFERED.map((option) => (
            <Checkbox
              key={option}
              size="xs"
              label={t(`results.listOptions.${option}`)}
              checked={options.includes(option)}
              onChange={() => toggle(option)}
            />
          ))}
        </SimpleGrid>
      </Popover.Dropdown>
    </Popover>
  );
}

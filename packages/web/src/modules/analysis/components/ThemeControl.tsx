import { IconPalette } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FullWorkspace } from '../utils/fullWorkspace';
import { swatchColours } from '../utils/themeForm';
import { OptionPopover } from './OptionPopover';
import { openThemeManager } from './ThemeManager';
import { ThemePicker } from './ThemePicker';
import { ThemeSwatches } from './ThemeSwatches';

/** The header's Colour theme control: the theme the charts are drawn with; opens the list to pick another. */
export function ThemeControl({ workspace, canEdit }: { workspace: FullWorkspace; canEdit: boolean }) {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(false);
  const name = t('analysis.themes.button', { name: workspace.theme?.name ?? t('analysis.themes.none') });
  return (
    <OptionPopover
      label={
        <>
          {name}
          {workspace.theme && (
            <span style={{ marginLeft: 6, display: 'inline-flex' }}>
              <ThemeSwatches colours={swatchColours(workspace.theme, 5)} size={10} />
            </span>
          )}
        </>
      }
      name={name}
      icon={<IconPalette size={14} aria-hidden="true" />}
      readOnly={!canEdit}
      testId="theme-control"
      opened={opened}
      onChange={setOpened}
      width={340}
    >
      <ThemePicker
        workspace={workspace}
        onOpenManager={(start) => {
          setOpened(false);
          openThemeManager(workspace.id, start);
        }}
      />
    </OptionPopover>
  );
}

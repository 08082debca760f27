import { Menu } from '@mantine/core';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';

type ExportFormat = 'png' | 'svg' | 'pdf' | 'xlsx';

/** Props of ExportMenu. */
type ExportMenuProps<F extends ExportFormat> = {
  /** The formats offered, in order; each item's text is `analysis.exports.{format}`. */
  formats: readonly F[];
  /** The address that downloads the file in that format. */
  href: (format: F) => string;
  /** The button that opens the menu (an icon on a chart card, a labelled button for a dashboard). */
  target: ReactElement;
};

/** A chart's or a dashboard's export choices: each a plain download link, so the browser saves the file. */
export function ExportMenu<F extends ExportFormat>({ formats, href, target }: ExportMenuProps<F>) {
  const { t } = useTranslation();
  return (
    <Menu withinPortal position="bottom-end">
      <Menu.Target>{target}</Menu.Target>
      <Menu.Dropdown>
        {formats.map((format) => (
          <Menu.Item key={format} component="a" href={href(format)} download>
            {t(`analysis.exports.${format}`)}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}

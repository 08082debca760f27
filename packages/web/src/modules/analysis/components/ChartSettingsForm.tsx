import { CHART_TITLE_MAX, type Chart, type ChartConfig, type ChartType } from '@app/shared';
import { Button, Checkbox, Group, NativeSelect, NumberInput, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import type { ChartChange } from '../hooks/useChartEditing';

type Values = { title: string; type: ChartType; top: number; other: boolean; labels: boolean; legend: boolean };

/** Only the settings the user changed: they are what the server merges over a colleague's concurrent change. */
export function chartChange(chart: Chart, values: Values): ChartChange {
  const config: Partial<ChartConfig> = {};
  for (const key of ['type', 'top', 'other', 'labels', 'legend'] as const)
    if (values[key] !== chart.config[key]) Object.assign(config, { [key]: values[key] });
  const title = values.title.trim();
  return {
    ...(title !== chart.title && title !== '' ? { title } : {}),
    ...(Object.keys(config).length > 0 ? { config } : {}),
  };
}

/** Chart settings: type (among those the section can show), how many values, Other, labels, legend, title. */
export function ChartSettingsForm({
  chart,
  types,
  onSave,
  onCancel,
}: {
  chart: Chart;
  types: readonly ChartType[];
  onSave: (change: ChartChange) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const form = useForm<Values>({
    initialValues: {
      title: chart.title,
      type: chart.config.type,
      top: chart.config.top,
      other: chart.config.other,
      labels: chart.config.labels,
      legend: chart.config.legend,
    },
    validate: {
      title: (v) => (v.trim() === '' ? t('analysis.chart.titleRequired') : null),
      top: (v) => (Number.isInteger(v) && v >= 1 && v <= 500 ? null : t('analysis.chart.topRange')),
    },
  });
  return (
    <form noValidate onSubmit={form.onSubmit((values) => onSave(chartChange(chart, values)))}>
      <Stack gap="sm">
        <TextInput
          label={t('analysis.chart.title')}
          maxLength={CHART_TITLE_MAX}
          data-autofocus
          {...form.getInputProps('title')}
        />
        <NativeSelect
          label={t('analysis.chart.type')}
          data={types.map((type) => ({ value: type, label: t(`analysis.chartTypes.${type}`) }))}
          {...form.getInputProps('type')}
        />
        <NumberInput label={t('analysis.chart.top')} min={1} max={500} {...form.getInputProps('top')} />
        <Checkbox label={t('analysis.chart.other')} {...form.getInputProps('other', { type: 'checkbox' })} />
        <Checkbox label={t('analysis.chart.labels')} {...form.getInputProps('labels', { type: 'checkbox' })} />
        <Checkbox label={t('analysis.chart.legend')} {...form.getInputProps('legend', { type: 'checkbox' })} />
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={onCancel}>
            {t('modals.cancel')}
          </Button>
          <Button type="submit">{t('analysis.chart.save')}</Button>
        </Group>
      </Stack>
    </form>
  );
}

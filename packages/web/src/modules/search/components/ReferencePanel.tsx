import { Paper, Tabs, Title } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { FieldReference } from './FieldReference';
import { OperatorReference } from './OperatorReference';

/** Props of ReferencePanel. */
type ReferencePanelProps = {
  /** A field was chosen: its code. */
  onPickField: (code: string) => void;
  /** An operator was chosen: the text to insert. */
  onPickOperator: (text: string) => void;
};

/** The language at a glance beside the editor: field codes and operators, each insertable with a click. */
export function ReferencePanel({ onPickField, onPickOperator }: ReferencePanelProps) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <Paper withBorder p="sm" component="section" aria-labelledby={titleId}>
      <Title order={2} size="h4" id={titleId} mb="xs">
        {t('search.reference.title')}
      </Title>
      <Tabs defaultValue="fields" keepMounted={false}>
        <Tabs.List mb="xs">
          <Tabs.Tab value="fields">{t('search.reference.fields')}</Tabs.Tab>
          <Tabs.Tab value="operators">{t('search.reference.operatorsTab')}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="fields">
          <FieldReference onPick={onPickField} />
        </Tabs.Panel>
        <Tabs.Panel value="operators">
          <OperatorReference onPick={onPickOperator} />
        </Tabs.Panel>
      </Tabs>
    </Paper>
  );
}

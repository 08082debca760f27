import type { CustomField, CustomFieldValue } from '@app/shared';
import { Button, Group, MultiSelect, Select, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api/ApiError';
import { apiValue, type FormValue, formValue, optionChoices } from '../utils/fieldValues';

type CustomValuesFormProps = {
  fields: readonly CustomField[];
  /** Current values by field id (one patent's); empty when setting many patents at once. */
  values: Record<string, CustomFieldValue>;
  /** Only the fields touched are sent when setting many patents, so the others keep each patent's own value. */
  onlyChanged: boolean;
  onSave: (values: Record<string, CustomFieldValue>) => Promise<unknown>;
  onDone: () => void;
};

/** One input per field of the active scheme, of the kind its type needs; the server's messages show under each. */
export function CustomValuesForm({ fields, values, onlyChanged, onSave, onDone }: CustomValuesFormProps) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<Record<string, FormValue>>(() =>
    Object.fromEntries(fields.map((f) => [String(f.id), formValue(f, values[String(f.id)])])),
  );
  const [touched, setTouched] = useState<Set<string>>(new Set());
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);
  const change = (id: string, value: FormValue) => {
    setDraft({ ...draft, [id]: value });
    setTouched(new Set([...touched, id]));
    setErrors(({ [id]: _gone, ...rest }) => rest);
  };

  const submit = async () => {
    const body: Record<string, CustomFieldValue> = {};
    const problems: Record<string, string> = {};
    for (const field of fields) {
      const id = String(field.id);
      if (onlyChanged && !touched.has(id)) continue;
      const converted = apiValue(field, draft[id] ?? '');
      if (converted === null) problems[id] = t('customFields.values.notANumber');
      else body[id] = converted.value;
    }
    setErrors(problems);
    if (Object.keys(problems).length > 0) return;
    if (Object.keys(body).length === 0) {
      setErrors({ form: t('customFields.values.nothingChanged') });
      return;
    }
    setSaving(true);
    try {
      await onSave(body);
      onDone();
    } catch (error) {
      const fieldsOf = error instanceof ApiError ? error.fields : {};
      const mapped = Object.fromEntries(
        Object.entries(fieldsOf).map(([path, messages]) => [path.replace(/^values\./, ''), messages[0] ?? '']),
      );
      setErrors(
        Object.keys(mapped).length > 0 ? mapped : { form: error instanceof Error ? error.message : String(error) },
      );
    } finally {
      setSaving(false);
    }
  };

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <Stack gap="sm">
        {fields.map((field) => {
          const id = String(field.id);
          const common = { label: field.name, error: errors[id] };
          const value = draft[id] ?? '';
          if (field.type === 'single_choice')
            return (
              <Select
                key={id}
                {...common}
                data={optionChoices(field)}
                value={typeof value === 'string' && value !== '' ? value : null}
                clearable
                onChange={(next) => change(id, next ?? '')}
              />
            );
          if (field.type === 'multiple_choice' || field.type === 'tree')
            return (
              <MultiSelect
                key={id}
                {...common}
                data={optionChoices(field)}
                value={Array.isArray(value) ? value : []}
                searchable
                clearable
                onChange={(next) => change(id, next)}
              />
            );
          return (
            <TextInput
              key={id}
              {...common}
              type={field.type === 'date' ? 'date' : 'text'}
              inputMode={field.type === 'number' ? 'decimal' : undefined}
              value={typeof value === 'string' ? value : ''}
              onChange={(event) => change(id, event.currentTarget.value)}
            />
          );
        })}
        {errors.form && (
          <div role="alert" style={{ color: 'var(--mantine-color-red-8)', fontSize: 'var(--mantine-font-size-sm)' }}>
            {errors.form}
          </div>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            {t('modals.cancel')}
          </Button>
          <Button type="submit" loading={saving}>
            {t('customFields.values.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

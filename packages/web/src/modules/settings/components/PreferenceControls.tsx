import type { PreferenceName } from '@app/shared';
import { Loader, MultiSelect, NativeSelect, NumberInput, Switch, TextInput } from '@mantine/core';
import { useEffect, useState } from 'react';
import { usePreference } from '../hooks/usePreference';

type Choice = { value: string; label: string };

/** A saving indicator beside a field while its value is on its way to the server. */
function savingMark(saving: boolean) {
  return saving ? <Loader size={14} aria-hidden="true" /> : null;
}

/** A preference with a fixed set of values; `toValue` turns the option back into what the server stores. */
export function PreferenceSelect({
  name,
  label,
  choices,
  toValue = (v) => v,
}: {
  name: PreferenceName;
  label: string;
  choices: Choice[];
  toValue?: (option: string) => unknown;
}) {
  const preference = usePreference(name);
  return (
    <NativeSelect
      label={label}
      data={choices}
      value={String(preference.value ?? '')}
      error={preference.error}
      rightSection={savingMark(preference.saving)}
      onChange={(event) => preference.save(toValue(event.currentTarget.value))}
    />
  );
}

/** An on/off preference. */
export function PreferenceSwitch({ name, label }: { name: 'auto_translate'; label: string }) {
  const preference = usePreference(name);
  return (
    <Switch
      label={label}
      checked={preference.value === true}
      error={preference.error}
      onChange={(event) => preference.save(event.currentTarget.checked)}
    />
  );
}

/** A typed preference saved when the field is left or Enter is pressed, so half-typed values are not sent. */
export function PreferenceText({
  name,
  label,
  description,
}: {
  name: 'sort_order';
  label: string;
  description: string;
}) {
  const preference = usePreference(name);
  const [draft, setDraft] = useState(preference.value ?? '');
  useEffect(() => setDraft(preference.value ?? ''), [preference.value]);
  const commit = () => {
    if (draft !== preference.value) preference.save(draft);
  };
  return (
    <TextInput
      label={label}
      description={description}
      value={draft}
      error={preference.error}
      rightSection={savingMark(preference.saving)}
      onChange={(event) => setDraft(event.currentTarget.value)}
      onBlur={commit}
      onKeyDown={(event) => {
        if (event.key === 'Enter') commit();
      }}
    />
  );
}

/** A whole-number preference, saved when the field is left or Enter is pressed; the server checks its range. */
export function PreferenceNumber({
  name,
  label,
  description,
}: {
  name: 'max_snippets' | 'max_snippet_length';
  label: string;
  description: string;
}) {
  const preference = usePreference(name);
  const [draft, setDraft] = useState<number | string>(preference.value ?? '');
  useEffect(() => setDraft(preference.value ?? ''), [preference.value]);
  const commit = () => {
    if (draft !== preference.value) preference.save(typeof draft === 'number' ? draft : Number.NaN);
  };
  return (
    <NumberInput
      label={label}
      description={description}
      value={draft}
      allowDecimal={false}
      error={preference.error}
      rightSection={savingMark(preference.saving)}
      onChange={setDraft}
      onBlur={commit}
      onKeyDown={(event) => {
        if (event.key === 'Enter') commit();
      }}
    />
  );
}

/** A preference that is a list of names (the list, thumbnail and table layouts). */
export function PreferenceNames({
  name,
  label,
  choices,
  toNames,
  toValue,
}: {
  name: 'list_layout' | 'thumbnail_layout' | 'table_layout';
  label: string;
  choices: Choice[];
  toNames: (value: unknown) => string[];
  toValue: (names: string[], current: unknown) => unknown;
}) {
  const preference = usePreference(name);
  return (
    <MultiSelect
      label={label}
      data={choices}
      value={toNames(preference.value)}
      error={preference.error}
      searchable
      hidePickedOptions
      comboboxProps={{ withinPortal: true }}
      onChange={(names) => preference.save(toValue(names, preference.value))}
    />
  );
}

import { List } from '@mantine/core';

/** Props of NameList. */
type NameListProps = {
  names: readonly string[];
};

/** Party names one per line, unbulleted: the list structure is for screen readers, not for the eye. */
export function NameList({ names }: NameListProps) {
  return (
    <List listStyleType="none" spacing={2} size="sm">
      {names.map((name, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: sources repeat names; the list never reorders
        <List.Item key={`${index}-${name}`}>{name}</List.Item>
      ))}
    </List>
  );
}

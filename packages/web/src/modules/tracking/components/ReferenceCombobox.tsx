import {
  COMBOBOX_OPTION_HEIGHT_PX,
  COMBOBOX_OVERSCAN,
  TRACKING_DROPDOWN_MAX_HEIGHT,
  TRACKING_DROPDOWN_WIDTH_PX,
} from '@app/shared';
import { TextInput } from '@mantine/core';
import { useId } from '@mantine/hooks';
import { useVirtualizer } from '@tanstack/react-virtual';
import { type KeyboardEvent, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { referenceOptions } from '../utils/referenceOptions';

/** Props of ReferenceCombobox. */
type ReferenceComboboxProps = {
  references: readonly string[];
  value: string;
  onChange: (value: string) => void;
  /** The module's format hint (tracking_id_format), shown under the field. */
  hint: string | null;
  error: string | null;
  disabled?: boolean;
};

/**
 * SPEC §2's one combined select/type field: typing filters the organisation's references and offers
 * 'Create new: {value}'. The list is virtual (SPEC §9: options about 40 px, 12 rendered beyond the view), as an
 * organisation can gather thousands of references; arrow keys, Enter and Escape work as in any combobox.
 */
export function ReferenceCombobox({ references, value, onChange, hint, error, disabled }: ReferenceComboboxProps) {
  const { t } = useTranslation();
  const listId = useId();
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const scrollRef = useRef<HTMLDivElement>(null);
  const options = useMemo(() => referenceOptions(references, value), [references, value]);
  const virtualizer = useVirtualizer({
    count: options.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => COMBOBOX_OPTION_HEIGHT_PX,
    overscan: COMBOBOX_OVERSCAN,
  });
  const shown = open && options.length > 0;

  const pick = (index: number) => {
    const option = options[index];
    if (!option) return;
    onChange(option.value);
    setOpen(false);
    setActive(-1);
  };
  const move = (to: number) => {
    const next = Math.max(0, Math.min(options.length - 1, to));
    setActive(next);
    virtualizer.scrollToIndex(next, { align: 'auto' });
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      if (!open) setOpen(true);
      move(active + 1);
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      move(active - 1);
    } else if (event.key === 'Enter' && shown && active >= 0) {
      // Picks the highlighted option; without one, Enter submits the form as typed.
      event.preventDefault();
      pick(active);
    } else if (event.key === 'Escape' && shown) {
      // Closes the list only, not the dialog around it.
      event.stopPropagation();
      setOpen(false);
      setActive(-1);
    }
  };

  return (
    <div style={{ maxWidth: TRACKING_DROPDOWN_WIDTH_PX }}>
      <TextInput
        label={t('tracking.dialog.field')}
        description={hint ? t('tracking.dialog.hint', { format: hint }) : undefined}
        placeholder={t('tracking.dialog.placeholder')}
        value={value}
        error={error}
        disabled={disabled}
        data-autofocus
        autoComplete="off"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={shown}
        aria-controls={listId}
        aria-activedescendant={shown && active >= 0 ? `${listId}-${active}` : undefined}
        onChange={(event) => {
          onChange(event.currentTarget.value);
          setOpen(true);
          setActive(-1);
        }}
        onFocus={() => setOpen(true)}
        onClick={() => setOpen(true)}
        onBlur={() => setOpen(false)}
        onKeyDown={onKeyDown}
      />
      <div
        ref={scrollRef}
        className="tracking-reference-list"
        hidden={!shown}
        style={{ maxHeight: TRACKING_DROPDOWN_MAX_HEIGHT, width: TRACKING_DROPDOWN_WIDTH_PX }}
      >
        <div
          id={listId}
          role="listbox"
          aria-label={t('tracking.dialog.listLabel')}
          style={{ height: virtualizer.getTotalSize(), position: 'relative' }}
        >
          {shown &&
            virtualizer.getVirtualItems().map((item) => {
              const option = options[item.index];
              if (!option) return null;
              return (
                <div
                  key={`${option.kind}:${option.value}`}
                  id={`${listId}-${item.index}`}
                  role="option"
                  // Focus stays in the input (aria-activedescendant); -1 only makes the option focusable by script.
                  tabIndex={-1}
                  aria-selected={item.index === active}
                  aria-setsize={options.length}
                  aria-posinset={item.index + 1}
                  className="tracking-reference-option"
                  data-active={item.index === active || undefined}
                  style={{ height: item.size, transform: `translateY(${item.start}px)` }}
                  // Mouse down, not click: the input's blur would close the list before a click lands.
                  onMouseDown={(event) => {
                    event.preventDefault();
                    pick(item.index);
                  }}
                >
                  {option.kind === 'create' ? t('tracking.dialog.createNew', { value: option.value }) : option.value}
                </div>
              );
            })}
        </div>
      </div>
    </div>
  );
}

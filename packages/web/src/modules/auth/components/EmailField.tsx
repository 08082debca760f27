import { TextInput } from '@mantine/core';
import type { GetInputPropsReturnType } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { useFocusOnMount } from '../../../ui/useFocusOnMount';

export type EmailFieldProps = {
  /** `form.getInputProps('email')` of the surrounding form (value, change handler, error). */
  inputProps: GetInputPropsReturnType;
};

/** The e-mail field of the sign-in forms: focused on load, announced as the account name to password managers. */
export function EmailField({ inputProps }: EmailFieldProps) {
  const { t } = useTranslation();
  const ref = useFocusOnMount<HTMLInputElement>();
  return (
    <TextInput
      ref={ref}
      label={t('auth.email')}
      type="email"
      autoComplete="username"
      aria-required="true"
      {...inputProps}
    />
  );
}

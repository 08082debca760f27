import { useSearchParams } from 'react-router';
import { PasswordTokenScreen } from '../modules/auth/components/PasswordTokenScreen';

/** /set-password?token=… (guest only): an invited user's first password. */
export function SetPassword() {
  const [searchParams] = useSearchParams();
  return <PasswordTokenScreen flow="invite" token={searchParams.get('token')} />;
}

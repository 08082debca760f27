import { useParams } from 'react-router';
import { PasswordTokenScreen } from '../modules/auth/components/PasswordTokenScreen';

/** /password-reset/:token (guest only): the link from the reset e-mail. */
export function PasswordReset() {
  const { token } = useParams();
  return <PasswordTokenScreen flow="reset" token={token ?? null} />;
}

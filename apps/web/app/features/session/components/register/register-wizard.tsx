import type { AuthRequirements } from '../auth-requirements';

// Being built in this session: the seven-step registration wizard replaces this file.
export function RegisterWizard(_props: {
  requirements: AuthRequirements['register'];
  onRegistered: () => void;
  onSignIn: () => void;
}) {
  return null;
}

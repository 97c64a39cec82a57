import { useSyncExternalStore } from 'react';
import {
  installState,
  serverInstallState,
  subscribeInstallState,
  type InstallState,
} from '../model/install-prompt';

/** The browser's install offer and whether the app runs installed (nothing of it on the server). */
export function useInstallState(): InstallState {
  return useSyncExternalStore(subscribeInstallState, installState, serverInstallState);
}

/** What the tenant asks of sign-in and registration (from its site config). */
export interface AuthRequirements {
  login: { requiresCpf: boolean; requiresEmail: boolean };
  register: {
    requiresCpf: boolean;
    requiresLicence: boolean;
    /** `reg_phone`: the registration code goes by SMS instead of e-mail. */
    verifyByPhone: boolean;
    /** `reg_alert`: a notice shown on the registration form. */
    alert: string | null;
    turnstileSiteKey: string | null;
  };
  /** Google Identity Services client id, when the tenant allows Google sign-in. */
  googleClientId: string | null;
}

import type { ImpedimentDirectory } from '../../services/tenant-services.ts';

/** The seeded player Dora's CPF (390.533.447-05): self-excluded on the central platform. */
export const DEMO_CENTRAL_SELF_EXCLUDED_CPF = '39053344705';
/** A CPF no one is seeded with (275.148.963-09): a social programme's beneficiary, to try at registration. */
export const DEMO_SOCIAL_PROGRAMME_CPF = '27514896309';

/**
 * The demo stand-in for the Ministry of Finance's impediment directory (IN SPA/MF 31/2025): two
 * documented CPFs are impeded (README "Demo players"), everyone else is not.
 */
export const demoImpedimentDirectory: ImpedimentDirectory = {
  check: async (cpf) => {
    if (cpf === DEMO_CENTRAL_SELF_EXCLUDED_CPF) return 'central_self_exclusion';
    if (cpf === DEMO_SOCIAL_PROGRAMME_CPF) return 'social_programme';
    return 'not_impeded';
  },
};

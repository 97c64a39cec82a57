/** A prize's chance (`probability`, 0–1) as a percentage: "15 %", "0,5 %". */
export function formatOdds(probability: number, intl: string): string {
  return new Intl.NumberFormat(intl, { style: 'percent', maximumFractionDigits: 3 }).format(
    probability,
  );
}

/** A box's return to player, served in % with 2 decimals: "90,5 %". */
export function formatRtp(rtp: number, intl: string): string {
  return new Intl.NumberFormat(intl, { style: 'percent', maximumFractionDigits: 2 }).format(
    rtp / 100,
  );
}

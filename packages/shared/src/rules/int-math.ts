/** Exact integer arithmetic on kobo amounts, without overflowing Number's safe range. */

/** floor(amount × numerator / denominator) for a non-negative safe integer amount. */
export function mulDivFloor(amount: number, numerator: number, denominator: number): number {
  const q = Math.floor(amount / denominator);
  const r = amount % denominator;
  return q * numerator + Math.floor((r * numerator) / denominator);
}

/** amount × numerator / denominator rounded half up, for a non-negative safe integer amount. */
export function mulDivRoundHalfUp(amount: number, numerator: number, denominator: number): number {
  const q = Math.floor(amount / denominator);
  const r = amount % denominator;
  return q * numerator + Math.floor((2 * r * numerator + denominator) / (2 * denominator));
}

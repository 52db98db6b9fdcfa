/** rules §20: a round may end only when its completed races reach the number expected (its group count). */
export function canEndRound(completedRaces: number, expected: number): boolean {
  return completedRaces >= expected;
}

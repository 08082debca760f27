import type { Claim } from '@app/shared';

/** One claim in the dependency tree. */
export type ClaimNode = {
  readonly claim: Claim;
  /** Position in the published claim list: unique even where an amended set repeats a number. */
  readonly position: number;
  /** Claims hanging under this one: those whose first resolvable reference is this claim. */
  readonly children: ClaimNode[];
  /** The claim this one is shown under; null for independent claims and for unresolvable references. */
  readonly parent: number | null;
  /** References that name no earlier claim (a typo in the source, or a claim that was cancelled). */
  readonly unresolved: readonly number[];
};

/**
 * Arranges claims as a forest: each independent claim is a root, and each dependent claim sits under the first
 * earlier claim it refers to ("5. The device of claim 3 or 4" goes under 3). A reference must point backwards
 * to a claim that exists; a forward, self or dangling reference cannot be a parent (it could form a cycle or
 * hide the claim), so such a claim stays at the top level with its references listed as unresolved.
 * Claim order is kept as published.
 */
export function buildClaimTree(claims: readonly Claim[]): ClaimNode[] {
  const roots: ClaimNode[] = [];
  // The first claim seen under each number: amended claim sets can repeat numbers, and references point back.
  const seen = new Map<number, ClaimNode>();
  for (const [position, claim] of claims.entries()) {
    const earlier = claim.dependsOn.filter((num) => num < claim.num && seen.has(num));
    const parentNum = earlier[0] ?? null;
    const node: ClaimNode = {
      claim,
      position,
      children: [],
      parent: parentNum,
      unresolved: claim.dependsOn.filter((num) => !earlier.includes(num)),
    };
    if (parentNum === null) roots.push(node);
    else seen.get(parentNum)!.children.push(node);
    if (!seen.has(claim.num)) seen.set(claim.num, node);
  }
  return roots;
}

// Which demo hotels and cabs the demo owners run: their first (the one the specs' owner calls answer and
// the journeys use), later ones, and one they added that waits for an admin's review (decision 0054).

export type DemoOwnership = 'first' | 'later' | 'under review';

/**
 * The owner columns of a seeded listing. Later listings are added a little later (by `order` seconds),
 * so the first stays the owner's first.
 */
export function demoOwnership(role: DemoOwnership | undefined, ownerId: string, order: number) {
  if (!role) return { ownerId: null };
  if (role === 'first') return { ownerId };
  const createdAt = new Date(Date.now() + order * 1000);
  return role === 'later' ? { ownerId, createdAt } : { ownerId, createdAt, archivedAt: createdAt, reviewStatus: 'pending' as const };
}

import type { AuthSession, User } from './session';

/** An in-memory Storage stand-in for unit tests (vitest runs in node, without localStorage). */
export function memoryStorage(initial: Record<string, string> = {}) {
  const items = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

export const demoUser: User = {
  id: '00000000-0000-4000-8000-000000000001',
  email: 'ada@acme.example',
  fullName: { firstName: 'Ada', lastName: 'Admin' },
  phone: null,
  role: 'Admin',
  tenantId: '00000000-0000-4000-8000-000000000002',
  tenantName: 'Acme Logistics',
  mustChangePassword: false,
  lastLoginAt: null,
  createdAt: '2026-01-01T00:00:00Z',
  groupIds: [],
};

export const authSession = (n: number, user: User = demoUser): AuthSession => ({
  accessToken: `access-${n}`,
  refreshToken: `refresh-${n}`,
  expiresIn: 900,
  user,
});

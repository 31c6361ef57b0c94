import type { FastifyPluginAsync } from 'fastify';
import { roleScope } from '../../auth/guards';

/**
 * Every /api/admin/* route (accounts spec 6: the back office is for admin accounts only). The
 * admin features register here, so each inherits the prefix and the one admin guard.
 */
export function adminApi(...features: FastifyPluginAsync[]): FastifyPluginAsync {
  return roleScope('admin', ...features);
}

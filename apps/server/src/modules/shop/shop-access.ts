import { isProfessionalRole, SERVICE_DETAIL_TEXT } from '@ibh/contract';
import type { RequestUser } from '../../platform/auth/session.ts';
import { AppError, notFound } from '../../platform/errors.ts';

/** Selling is for professionals (001 section 1): anyone else is refused with E_NOT_PROFESSIONAL. */
export function requireProfessional(user: Pick<RequestUser, 'role'>): void {
  if (!isProfessionalRole(user.role)) throw new AppError('E_NOT_PROFESSIONAL');
}

/** 404 'Service not found': missing, or a draft / unverified seller's service seen by someone else. */
export const serviceNotFound = () => notFound(SERVICE_DETAIL_TEXT.notFound);

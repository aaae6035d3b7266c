import { apiClients } from '../api/client';
import { unwrap } from '../api/unwrap';

/** The password calls; all public, so a wrong password never reloads (DECISIONS: Console rules, password calls). */
export const changePassword = (login: string, oldPassword: string, newPassword: string) =>
  unwrap(apiClients().api.PUT('/password', { body: { login, oldPassword, newPassword } }));

export const sendResetCode = (loginEmail: string) =>
  unwrap(apiClients().api.POST('/password/SendPasswordResetLink', { params: { query: { loginEmail } } }));

export const resetPassword = (login: string, resetToken: string, newPassword: string) =>
  unwrap(apiClients().api.POST('/password/reset', { body: { login, resetToken: resetToken.trim(), newPassword } }));

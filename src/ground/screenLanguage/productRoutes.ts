/**
 * How far a route of the product is built: `screen` has its YAML file in `screens/` (a check fails without it),
 * `pending` is not built yet (a screen for it is welcome), `shell` is handled by the app shell and must not
 * have a screen.
 */
export type ProductRouteStatus = 'screen' | 'pending' | 'shell';

/** One route of the product spec, written exactly as there (`{param}`, optional `{param?}`). */
export interface ProductRoute {
  path: string;
  status: ProductRouteStatus;
}

const route = (path: string, status: ProductRouteStatus = 'pending'): ProductRoute => ({ path, status });

/**
 * THE list of the product's routes (product spec, section 2). `npm run check:screens` checks that every screen's
 * route is here and that every `screen` route has exactly one screen; change a status when its screen lands.
 */
export const productRoutes: readonly ProductRoute[] = [
  // Public routes.
  route('/login', 'screen'),
  route('/forgotten-password', 'screen'),
  route('/renew-password', 'screen'),
  route('/forgottenPassword/{token}', 'screen'),
  route('/welcome/{token}', 'screen'), // the same form as /forgottenPassword/{token}, with a welcome
  route('/unsubscribe/{token}', 'screen'),
  route('/version', 'screen'),
  route('/logout', 'shell'), // clears the session and reloads
  route('/public-profile/{personId}', 'screen'),
  // The spec's public invoice and receipt views, without layout: opened from a link the office shares, whose token is
  // the key (expiring, revocable); /invoice/{number} and /receipt/{number} are the same records for logged-in users.
  route('/shared/invoice/{token}', 'screen'),
  route('/shared/receipt/{token}', 'screen'),
  // Authenticated routes.
  route('/', 'screen'),
  route('/jobs', 'screen'),
  route('/jobs/{id}', 'screen'),
  route('/jobs/{id}/crew-chief-documents', 'screen'),
  route('/jobs/{id}/contact-project-manager', 'screen'),
  route('/personal-calendar', 'screen'),
  route('/crews/{id}', 'screen'),
  route('/crews/{id}/crew-chief-job', 'screen'),
  route('/crews/{id}/crew-chief-location', 'screen'),
  route('/crews/{id}/contact-crew-chief', 'screen'),
  route('/crews/{id}/contact-contact-on-site', 'screen'),
  route('/crews/{id}/contact-crew-member/{contactId}', 'screen'),
  route('/crews/{id}/check-in', 'screen'),
  route('/crews/{id}/check-out', 'screen'),
  route('/crews/{id}/sign-off', 'screen'),
  route('/crews/{id}/delivery-note', 'screen'),
  route('/crews/{id}/photos', 'screen'),
  route('/crews/{id}/security-check/{formId}/{date}/{shift}', 'screen'),
  route('/locations/{id}', 'screen'),
  route('/payrolls', 'screen'),
  route('/payrolls/{number}', 'screen'),
  route('/payrolls/{number}/download/{documentType}', 'screen'),
  route('/payrolls-documents', 'screen'),
  route('/payroll-items/{id}', 'screen'),
  route('/contracts', 'screen'),
  route('/contracts/{id}', 'screen'),
  route('/planning-calendar', 'screen'),
  route('/planning-crew-item-list', 'screen'),
  route('/projects', 'screen'),
  route('/projects/{number}', 'screen'),
  route('/projects/{number}/documents', 'screen'),
  route('/projects/{number}/contact-project-manager', 'screen'),
  route('/projects-calendar', 'screen'),
  route('/mailbox', 'screen'),
  route('/email-messages/{id}', 'screen'),
  route('/crew-info', 'screen'),
  route('/forms/{id}/{name?}/{questionId?}', 'screen'),
  route('/trainings', 'screen'),
  route('/documents/{id}', 'screen'),
  route('/todo-calendar', 'screen'),
  route('/membership-crews', 'screen'),
  route('/membership-crews/{id}', 'screen'),
  route('/membership-crews/{id}/contact/{personId}', 'screen'),
  route('/crew-profile/{personId}', 'screen'),
  route('/planner-crew', 'screen'),
  route('/plus-crews', 'screen'),
  route('/plus-crews/{number}', 'screen'),
  route('/plus-crews/{number}/settings', 'screen'),
  route('/plus-crews/{number}/data', 'screen'),
  route('/help', 'screen'),
  route('/profile', 'screen'),
  route('/receipts', 'screen'),
  route('/invoices', 'screen'),
  route('/receipt/{number}', 'screen'),
  route('/invoice/{number}', 'screen'),
  route('/mobileDocuments', 'screen'),
  route('/projects-vacancy', 'screen'),
  // Messages and requests (issue 32): what contact forms and change requests send, read, answered and marked done.
  route('/messages', 'screen'),
  route('/messages/{id}', 'screen'),
  // Hours to pay (issue 37): the office approves the worked hours the crew chiefs confirmed (payrolls.APPROVE).
  route('/worked-hours', 'screen'),
  // Support console (tenantConfig.EDIT): tenants, one tenant's configuration, a login's menu preview.
  route('/support/tenants', 'screen'),
  route('/support/tenants/{id}', 'screen'),
  route('/support/tenants/{id}/preview/{login}', 'screen'),
  // Any other path: the shell's not-found screen, with a not-found page title.
  route('*', 'shell'),
];

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
  route('/public-profile/{personId}'), // public receipt and invoice views are /receipt/{number}, /invoice/{number}
  // Authenticated routes.
  route('/', 'screen'),
  route('/jobs', 'screen'),
  route('/jobs/{id}', 'screen'),
  route('/jobs/{id}/crew-chief-documents', 'screen'),
  route('/jobs/{id}/contact-project-manager', 'screen'),
  route('/personal-calendar', 'screen'),
  route('/crews/{id}'),
  route('/crews/{id}/crew-chief-job'),
  route('/crews/{id}/crew-chief-location'),
  route('/crews/{id}/contact-crew-chief'),
  route('/crews/{id}/contact-contact-on-site'),
  route('/crews/{id}/contact-crew-member/{contactId}'),
  route('/crews/{id}/check-in', 'screen'),
  route('/crews/{id}/check-out', 'screen'),
  route('/crews/{id}/sign-off'),
  route('/crews/{id}/delivery-note'),
  route('/crews/{id}/photos'),
  route('/crews/{id}/security-check/{formId}/{date}/{shift}'),
  route('/locations/{id}'),
  route('/payrolls'),
  route('/payrolls/{number}'),
  route('/payrolls/{number}/download/{documentType}'),
  route('/payrolls-documents'),
  route('/payroll-items/{id}'),
  route('/contracts'),
  route('/contracts/{id}'),
  route('/planning-calendar'),
  route('/planning-crew-item-list'),
  route('/projects'),
  route('/projects/{number}'),
  route('/projects/{number}/documents'),
  route('/projects/{number}/contact-project-manager'),
  route('/projects-calendar'),
  route('/mailbox'),
  route('/email-messages/{id}'),
  route('/crew-info'),
  route('/forms/{id}/{name?}/{questionId?}'),
  route('/trainings'),
  route('/documents/{id}'),
  route('/todo-calendar'),
  route('/membership-crews'),
  route('/membership-crews/{id}'),
  route('/membership-crews/{id}/contact/{personId}'),
  route('/crew-profile/{personId}'),
  route('/planner-crew'),
  route('/plus-crews', 'screen'),
  route('/plus-crews/{number}', 'screen'),
  route('/plus-crews/{number}/settings', 'screen'),
  route('/plus-crews/{number}/data', 'screen'),
  route('/help', 'screen'),
  route('/profile'),
  route('/receipts'),
  route('/invoices'),
  route('/receipt/{number}'),
  route('/invoice/{number}'),
  route('/mobileDocuments'),
  route('/projects-vacancy'),
  // Any other path: the shell's not-found screen, with a not-found page title.
  route('*', 'shell'),
];

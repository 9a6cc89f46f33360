/**
 * The menus each demo login must see (product spec section 2 and the demo rights in server/demo/demoUsers.ts):
 * the side menu in section 2's order, then log out; the bottom menu for crew and client logins. The limited logins'
 * menus hold their own pages (section 2: they see only those): a project login its project, a plus-crew login its plus
 * crew and, with plusCrews.EDIT, its data page (section 6). The accountant (payrolls.APPROVE) also approves worked hours
 * (issue 37, /worked-hours).
 */
export const expectedMenus: Record<string, { side: string[]; bottom: string[] }> = {
  'crew@demo.test': {
    side: ['/', '/jobs', '/personal-calendar', '/trainings', '/mobileDocuments', '/payrolls', '/contracts', '/crew-info', '/plus-crews', '/projects-vacancy', '/messages', '/profile', '/version', '/logout'],
    bottom: ['/jobs', '/', '/personal-calendar'],
  },
  'chief@demo.test': {
    side: ['/', '/jobs', '/personal-calendar', '/trainings', '/mobileDocuments', '/payrolls', '/contracts', '/crew-info', '/plus-crews', '/projects-vacancy', '/messages', '/profile', '/version', '/logout'],
    bottom: ['/jobs', '/', '/personal-calendar'],
  },
  'client@demo.test': {
    side: ['/', '/planning-calendar', '/projects', '/planner-crew', '/membership-crews', '/planning-crew-item-list', '/invoices', '/projects-calendar', '/mailbox', '/messages', '/profile', '/version', '/logout'],
    bottom: ['/projects', '/', '/projects-calendar'],
  },
  'planner@demo.test': {
    side: ['/', '/planning-calendar', '/projects', '/planner-crew', '/membership-crews', '/mobileDocuments', '/projects-calendar', '/todo-calendar', '/messages', '/profile', '/version', '/logout'],
    bottom: [],
  },
  'office@demo.test': {
    side: ['/', '/mobileDocuments', '/mailbox', '/messages', '/profile', '/version', '/logout'],
    bottom: [],
  },
  'pm@demo.test': {
    side: ['/', '/planning-calendar', '/projects', '/planner-crew', '/membership-crews', '/mobileDocuments', '/projects-calendar', '/mailbox', '/todo-calendar', '/messages', '/profile', '/version', '/logout'],
    bottom: [],
  },
  'accountant@demo.test': {
    side: ['/', '/invoices', '/mobileDocuments', '/worked-hours', '/receipts', '/mailbox', '/messages', '/profile', '/version', '/logout'],
    bottom: [],
  },
  'support@demo.test': {
    side: ['/', '/messages', '/profile', '/support/tenants', '/version', '/logout'],
    bottom: [],
  },
  'P-1001': { side: ['/projects/1001', '/logout'], bottom: [] },
  'PC-7': { side: ['/plus-crews/7', '/plus-crews/7/data', '/logout'], bottom: [] },
};

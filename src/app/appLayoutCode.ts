/** The code of the frame around logged-in screens (menus, top bar): loaded with the first of them, or ahead. */
export const appLayoutCode = () => import('./AppLayout');

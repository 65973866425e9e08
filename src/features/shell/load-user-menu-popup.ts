/** The user menu's popup: its code, with zag's menu machine and Floating UI. */
export const loadUserMenuPopup = () => import('./user-menu-popup');

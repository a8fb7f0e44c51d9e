// The mobile menu's state, which the classic theme exports only from its internal entry point
// (`@docusaurus/theme-common/internal`): whether the menu is shown, and its toggle. Read by the
// menu's wrapper (src/theme/Navbar/MobileSidebar), its keyboard handling (src/utils/useMenuKeyboard.ts)
// and src/utils/useIdleOrOpen.ts. A rename fails `tsc`; tests/keyboard.spec.ts and
// tests/startup.spec.ts fail if the hook stops telling the truth.
export {useNavbarMobileSidebar} from '@docusaurus/theme-common/internal';

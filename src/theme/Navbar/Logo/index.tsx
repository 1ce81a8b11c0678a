/**
 * Wraps the classic theme's Navbar/Logo: the Rstack tools switcher sits
 * before the logo, as on the other Rstack sites.
 */
import type {ReactNode} from 'react';
import NavbarLogo from '@theme-original/Navbar/Logo';
import ToolsSwitcher from '@site/src/features/toolsSwitcher/ToolsSwitcher';

export default function NavbarLogoWrapper(): ReactNode {
  return (
    <>
      <ToolsSwitcher />
      <NavbarLogo />
    </>
  );
}

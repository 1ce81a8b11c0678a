/**
 * The navbar item types the site uses (Docusaurus 3.10's, less the docs
 * items), with our own: `custom-socialLinks` renders the GitHub, X and Discord
 * icon links. theme-classic's map also holds the items of the docs plugin
 * (`doc`, `docSidebar`, `docsVersion`, `docsVersionDropdown`) and `html`,
 * which no navbar item here uses; imported, they and the docs' client helpers
 * they need would be in main.js. Add a type back here (from
 * `@theme/NavbarItem/<Name>`) before a navbar item of that type goes into
 * docusaurus.config.ts.
 */
import type {ComponentTypesObject} from '@theme/NavbarItem/ComponentTypes';
import DefaultNavbarItem from '@theme/NavbarItem/DefaultNavbarItem';
import DropdownNavbarItem from '@theme/NavbarItem/DropdownNavbarItem';
import LocaleDropdownNavbarItem from '@theme/NavbarItem/LocaleDropdownNavbarItem';
import SearchNavbarItem from '@theme/NavbarItem/SearchNavbarItem';
import SocialLinks from '@site/src/features/socialLinks/SocialLinks';

export default {
  default: DefaultNavbarItem,
  localeDropdown: LocaleDropdownNavbarItem,
  search: SearchNavbarItem,
  dropdown: DropdownNavbarItem,
  'custom-socialLinks': SocialLinks,
} as unknown as ComponentTypesObject;

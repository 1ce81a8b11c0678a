/**
 * Wraps the classic theme's navbar item types (Docusaurus 3.10) with our own:
 * `custom-socialLinks` renders the GitHub, X and Discord icon links.
 */
import ComponentTypes from '@theme-original/NavbarItem/ComponentTypes';
import SocialLinks from '@site/src/features/socialLinks/SocialLinks';

export default {
  ...ComponentTypes,
  'custom-socialLinks': SocialLinks,
};

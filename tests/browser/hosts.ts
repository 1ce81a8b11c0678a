import type {HostProfile} from '../../scripts/hosting/hostProfiles';

/** The environment variable that holds the base URL of the built site served by a host profile. */
export function hostUrlVariable(profile: HostProfile): string {
  return profile === 'serve' ? 'SITE_URL' : `SITE_URL_${profile.toUpperCase().replace(/-/g, '_')}`;
}

/** The environment variable that holds the URL of axe-core's script, served for the tests to inject. */
export const AXE_SCRIPT_URL_VARIABLE = 'AXE_SCRIPT_URL';

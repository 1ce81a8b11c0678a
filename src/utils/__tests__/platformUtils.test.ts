import {isApplePlatform, platformOf} from '../platformUtils';

describe('platformOf', () => {
  it('prefers userAgentData, then navigator.platform, then the user agent', () => {
    expect(platformOf({userAgentData: {platform: 'macOS'}, platform: 'Win32'})).toBe('macOS');
    expect(platformOf({userAgentData: {platform: ''}, platform: 'MacIntel'})).toBe('MacIntel');
    expect(platformOf({platform: '', userAgent: 'Mozilla/5.0 (iPhone)'})).toBe(
      'Mozilla/5.0 (iPhone)',
    );
    expect(platformOf({})).toBe('');
  });
});

describe('isApplePlatform', () => {
  it.each([
    ['macOS', true],
    ['MacIntel', true],
    ['iPhone', true],
    ['Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X)', true],
    ['Win32', false],
    ['Linux x86_64', false],
    ['Windows', false],
    ['', false],
  ])('%s → %s', (platform, apple) => {
    expect(isApplePlatform(platform)).toBe(apple);
  });
});

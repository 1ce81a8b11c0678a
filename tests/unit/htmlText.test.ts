import {htmlLangOf, mainHeadingOf, proseTextOf, titleOf} from '../htmlText';

const PAGE = [
  '<!DOCTYPE html><html lang="zh-CN" dir="ltr"><head><meta charset="UTF-8">',
  '<title>输出格式 &amp; 产物 - Rslib</title></head><body>',
  '<nav><h1>not this one</h1></nav>',
  '<main class=docMainContainer><article><header><h1 id=x>输出<!-- -->格式 <code>&lt;esm&gt;</code></h1></header>',
  '<p>正文 <code>format</code> text</p><pre><code>const a = 1;</code></pre>',
  '<script>window.x = 1</script></article></main></body></html>',
].join('');

describe('reading a built page without a browser', () => {
  it('takes the title and the language', () => {
    expect(titleOf(PAGE)).toBe('输出格式 & 产物 - Rslib');
    expect(htmlLangOf(PAGE)).toBe('zh-CN');
    expect(htmlLangOf('<html lang=en><head>')).toBe('en');
  });

  it('takes the main heading, not one outside <main>, with its markup stripped', () => {
    expect(mainHeadingOf(PAGE)).toBe('输出格式 <esm>');
    expect(mainHeadingOf('<main><p>no heading</p></main>')).toBeNull();
    expect(mainHeadingOf('<h1>outside</h1>')).toBeNull();
  });

  it('keeps prose and drops code and scripts', () => {
    const text = proseTextOf(PAGE).replace(/\s+/g, ' ');
    expect(text).toContain('正文');
    expect(text).not.toContain('const a');
    expect(text).not.toContain('window.x');
  });
});

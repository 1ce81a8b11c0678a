import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {listFiles} from '@site/scripts/lib/files';

describe('listFiles', () => {
  let dir: string;
  beforeAll(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'list-files-'));
    for (const file of ['b.html', 'a/index.html', 'a/b/c/deep.md', 'zh/a/index.html']) {
      fs.mkdirSync(path.dirname(path.join(dir, file)), {recursive: true});
      fs.writeFileSync(path.join(dir, file), '');
    }
    fs.mkdirSync(path.join(dir, 'empty/inner'), {recursive: true});
  });
  afterAll(() => fs.rmSync(dir, {recursive: true, force: true}));

  it('lists the files at every depth, relative, slash-separated and sorted, without folders', () => {
    expect(listFiles(dir)).toEqual(['a/b/c/deep.md', 'a/index.html', 'b.html', 'zh/a/index.html']);
  });

  it('lists a subfolder relative to itself', () => {
    expect(listFiles(path.join(dir, 'a'))).toEqual(['b/c/deep.md', 'index.html']);
  });
});

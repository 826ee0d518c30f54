import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { fromWire, toWire } from './wire.js';

const md5 = (text: string) => createHash('md5').update(text).digest('hex');

describe('field wires', () => {
  it('reads comma-joined text as its items and leaves other fields alone', () => {
    const wire = { roleId: 'commaText', organizeId: 'commaText' } as const;
    expect(fromWire(wire, { roleId: 'a, b,,c', organizeId: '', realName: '张三' })).toEqual({
      roleId: ['a', 'b', 'c'],
      organizeId: [],
      realName: '张三',
    });
    expect(fromWire(wire, { roleId: ['a'] })).toEqual({ roleId: ['a'] });
  });

  it('sends a list joined with commas, and nothing chosen as empty text', async () => {
    const wire = { roleId: 'commaText', positionId: 'commaText' } as const;
    expect(await toWire(wire, { roleId: ['a', 'b'], realName: '张三' })).toEqual({
      roleId: 'a,b',
      positionId: '',
      realName: '张三',
    });
  });

  it('sends a password as its md5 and never shows one read back', async () => {
    const wire = { userPassword: 'md5' } as const;
    expect(await toWire(wire, { userPassword: 'abc12345' })).toEqual({ userPassword: md5('abc12345') });
    expect(fromWire(wire, { userPassword: md5('x'), account: 'lisi' })).toEqual({ account: 'lisi' });
    expect(await toWire(wire, { userPassword: '', account: 'lisi' })).toEqual({ account: 'lisi' });
  });

  it('reads an object answered as JSON text, and sends it as the object', async () => {
    const wire = { propertyJson: 'jsonText' } as const;
    expect(fromWire(wire, { propertyJson: '{"shortName":"例"}' })).toEqual({
      propertyJson: { shortName: '例' },
    });
    expect(fromWire(wire, { propertyJson: 'not json' })).toEqual({ propertyJson: {} });
    expect(await toWire(wire, { propertyJson: { fax: '1' } })).toEqual({ propertyJson: { fax: '1' } });
  });

  it('reads a file url as one uploaded file, and sends the first file’s url', async () => {
    const wire = { logoIcon: 'fileUrl', loginIcon: 'fileUrl' } as const;
    expect(fromWire(wire, { logoIcon: '/api/file/Image/system/a.png', loginIcon: '' })).toEqual({
      logoIcon: [{ name: 'a.png', url: '/api/file/Image/system/a.png' }],
      loginIcon: [],
    });
    expect(await toWire(wire, { logoIcon: [{ name: 'b.png', url: '/b.png' }], loginIcon: [] })).toEqual({
      logoIcon: '/b.png',
      loginIcon: '',
    });
  });

  it('changes nothing without a wire', async () => {
    const values = { roleId: 'a,b' };
    expect(fromWire(undefined, values)).toBe(values);
    expect(await toWire(undefined, values)).toBe(values);
  });
});

import { describe, expect, it } from 'vitest';
import { type RestRequest, restDataProvider, USER_SEARCH_PAGE_SIZE } from './rest-provider.js';

// What the provider sends and how it reads the answers. That the server answers these requests
// with the contract's shapes is proven against the real server in
// apps/server/src/domains/widgets-provider/rest-provider.contract.test.ts.

/** A host client that records each request and answers with what `answer` gives for its URL. */
function recording(answer: (request: RestRequest) => unknown = () => ({ list: [] })) {
  const sent: RestRequest[] = [];
  const provider = restDataProvider(<T>(request: RestRequest) => {
    sent.push(request);
    return Promise.resolve(answer(request) as T);
  });
  return { provider, sent };
}

describe('restDataProvider requests', () => {
  it('sends each picker call to its JNPF path, leaving out empty parameters', async () => {
    const { provider, sent } = recording();
    await provider.userTree({ nodeId: '' });
    await provider.userTree({ nodeId: 'org/1', keyword: '张' });
    await provider.currentOrganizeUsers({});
    await provider.subordinates({ keyword: '' });
    await provider.departmentTree({ organizeId: 'org-rd', keyword: '研发' });
    await provider.positions({});
    await provider.areaChildren({ parentId: '-1' });
    await provider.billNumber({ enCode: 'a b' });
    expect(sent.map(({ method, url, params, data }) => ({ method, url, params, data }))).toEqual([
      {
        method: 'POST',
        url: '/api/permission/Users/ImUser/Selector/0',
        params: undefined,
        data: { currentPage: 1, pageSize: USER_SEARCH_PAGE_SIZE },
      },
      {
        method: 'POST',
        url: '/api/permission/Users/ImUser/Selector/org%2F1',
        params: undefined,
        data: { keyword: '张', currentPage: 1, pageSize: USER_SEARCH_PAGE_SIZE },
      },
      {
        method: 'GET',
        url: '/api/permission/Users/getOrganization',
        params: { organizeId: '0' },
        data: undefined,
      },
      { method: 'POST', url: '/api/permission/Users/getSubordinates', params: undefined, data: {} },
      {
        method: 'GET',
        url: '/api/permission/Organize/Department/Selector/org-rd',
        params: { keyword: '研发' },
        data: undefined,
      },
      { method: 'GET', url: '/api/permission/Position/Selector', params: {}, data: undefined },
      { method: 'GET', url: '/api/system/Area/-1', params: {}, data: undefined },
      { method: 'GET', url: '/api/system/BillRule/BillNumber/a%20b', params: {}, data: undefined },
    ]);
  });

  it('joins popup columns with commas and passes the abort signal on', async () => {
    const { provider, sent } = recording(() => ({
      list: [{ id: 1 }],
      pagination: { currentPage: 2, pageSize: 5, total: 6 },
    }));
    const signal = new AbortController().signal;
    const page = await provider.interfaceList(
      {
        interfaceId: 'cities',
        propsValue: 'id',
        relationField: 'fullName',
        columnOptions: ['fullName', 'code'],
        keyword: '上',
        currentPage: 2,
        pageSize: 5,
      },
      signal,
    );
    expect(page).toEqual({ list: [{ id: 1 }], pagination: { currentPage: 2, pageSize: 5, total: 6 } });
    expect(sent[0]).toEqual({
      method: 'POST',
      url: '/api/system/DataInterface/cities/Actions/List',
      data: {
        interfaceId: 'cities',
        propsValue: 'id',
        relationField: 'fullName',
        columnOptions: 'fullName,code',
        keyword: '上',
        currentPage: 2,
        pageSize: 5,
      },
      signal,
    });
  });

  it('pages the data interfaces by keyword, leaving out an empty keyword', async () => {
    const { provider, sent } = recording(() => ({
      list: [{ id: 'di-1', fullName: '客户列表', enCode: 'customers' }],
      pagination: { currentPage: 2, pageSize: 20, total: 21 },
    }));
    const signal = new AbortController().signal;
    const page = await provider.dataInterfaces({ keyword: '客户', currentPage: 2, pageSize: 20 }, signal);
    await provider.dataInterfaces({ keyword: '', currentPage: 1, pageSize: 20 });
    expect(page).toEqual({
      list: [{ id: 'di-1', fullName: '客户列表', enCode: 'customers' }],
      pagination: { currentPage: 2, pageSize: 20, total: 21 },
    });
    expect(sent).toEqual([
      {
        method: 'GET',
        url: '/api/system/DataInterface',
        params: { keyword: '客户', currentPage: 2, pageSize: 20 },
        signal,
      },
      { method: 'GET', url: '/api/system/DataInterface', params: { currentPage: 1, pageSize: 20 } },
    ]);
  });

  it('makes no call for no ids, and reads a record as its first row or parsed JSON text', async () => {
    const { provider, sent } = recording((request) =>
      request.url.endsWith('InfoByIds') ? [] : { id: '1', data: '{"applicant":"张三"}' },
    );
    expect(await provider.usersByIds({ ids: [] })).toEqual([]);
    expect(await provider.areaNames({ idPaths: [] })).toEqual([]);
    expect(sent).toEqual([]);
    expect(
      await provider.interfaceRecord({
        interfaceId: 'i',
        id: 'x',
        propsValue: 'id',
        relationField: 'fullName',
      }),
    ).toBeNull();
    expect(sent[0]?.data).toEqual({
      ids: ['x'],
      interfaceId: 'i',
      propsValue: 'id',
      relationField: 'fullName',
    });
    expect(await provider.modelRecord({ modelId: 'm', id: 'r 1' })).toEqual({ applicant: '张三' });
    expect(sent[1]?.url).toBe('/api/visualdev/OnlineDev/m/r%201/DataChange');
  });

  it('answers empty lists for answers that hold none', async () => {
    const { provider } = recording(() => null);
    expect(await provider.organizeTree({})).toEqual([]);
    expect(await provider.subordinates({})).toEqual([]);
    expect(await provider.interfaceOptions({ interfaceId: 'i' })).toEqual([]);
    expect(await provider.modelRecord({ modelId: 'm', id: '1' })).toBeNull();
    expect(await provider.dataInterfaces({ currentPage: 1, pageSize: 20 })).toEqual({
      list: [],
      pagination: { currentPage: 1, pageSize: 0, total: 0 },
    });
    expect(
      await provider.modelList({
        modelId: 'm',
        relationField: 'a',
        columnOptions: [],
        currentPage: 1,
        pageSize: 20,
      }),
    ).toEqual({
      list: [],
      pagination: { currentPage: 1, pageSize: 0, total: 0 },
    });
  });
});

describe('restDataProvider file calls', () => {
  const chunkFields = {
    chunkNumber: 2,
    chunkSize: 5_242_880,
    currentChunkSize: 10,
    totalSize: 5_242_890,
    identifier: '0123456789abcdef0123456789abcdef',
    fileName: '合同.pdf',
    totalChunks: 2,
    fileType: 'annex',
    extension: 'pdf',
  };

  it('probes with the chunk fields as the query and reads chunkNumbers, merge and uploaded', async () => {
    const { provider, sent } = recording(() => ({ chunkNumbers: ['1'], merge: false, uploaded: true }));
    expect(await provider.probeChunks(chunkFields)).toEqual({
      chunkNumbers: [1],
      merge: false,
      uploaded: true,
    });
    expect(sent[0]).toMatchObject({ method: 'GET', url: '/api/file/chunk', params: chunkFields });
  });

  it('sends a chunk as multipart, the fields before the file, with its progress callback and signal', async () => {
    const { provider, sent } = recording(() => ({ chunkNumbers: [1, 2], merge: true }));
    const onProgress = () => {};
    const signal = new AbortController().signal;
    const chunk = new Blob(['0123456789']);
    expect(await provider.sendChunk({ ...chunkFields, chunk }, { onProgress, signal })).toEqual({
      chunkNumbers: [1, 2],
      merge: true,
    });
    const request = sent[0] as RestRequest;
    expect(request).toMatchObject({
      method: 'POST',
      url: '/api/file/chunk',
      signal,
      onUploadProgress: onProgress,
    });
    const form = request.data as FormData;
    expect([...form.keys()]).toEqual([...Object.keys(chunkFields), 'file']);
    expect(form.get('chunkNumber')).toBe('2');
    expect((form.get('file') as File).size).toBe(10);
  });

  it('merges with form fields, posts images whole and reads the download and preview links', async () => {
    const { provider, sent } = recording((request) => {
      if (request.url.startsWith('/api/file/Download')) return { name: '合同.pdf', url: '/signed?x=1' };
      if (request.url === '/api/file/Uploader/Preview') return '/preview/a.pdf';
      return { name: 'a.pdf', url: '/api/file/Download/annex/a.pdf' };
    });
    await provider.mergeChunks({
      identifier: chunkFields.identifier,
      fileName: '合同.pdf',
      fileSize: 5_242_890,
      fileType: 'annex',
      extension: 'pdf',
      type: 'annex',
    });
    await provider.uploadImage({ type: 'annexpic', file: new Blob(['x']), fileName: 'a.png' });
    expect(await provider.downloadLink({ type: 'annex', fileId: 'a b.pdf' })).toBe('/signed?x=1');
    expect(await provider.previewLink({ fileName: 'a.pdf' })).toBe('/preview/a.pdf');
    expect(sent.map(({ method, url }) => `${method} ${url}`)).toEqual([
      'POST /api/file/merge',
      'POST /api/file/Uploader/annexpic',
      'GET /api/file/Download/annex/a%20b.pdf',
      'GET /api/file/Uploader/Preview',
    ]);
    expect(((sent[0] as RestRequest).data as FormData).get('fileSize')).toBe('5242890');
    expect(((sent[1] as RestRequest).data as FormData).get('file')).toBeInstanceOf(Blob);
    expect(sent[3]?.params).toEqual({ fileName: 'a.pdf' });
  });
});

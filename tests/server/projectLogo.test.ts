// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiError, ListResponse } from '../../src/ground/contract';
import type { Project, ProjectSummary } from '../../src/ground/contract/projects';
import { exeBytes, pngBytes } from './uploadFixtures';
import { callMultipart, removeDataDir, startTestServer, type TestServer } from './testServer';

let server: TestServer;
let pm: string;
let planner: string;
let client: string;
let crew: string;
let projectLogin: string;
beforeAll(async () => {
  server = await startTestServer();
  [pm, planner, client, crew, projectLogin] = await Promise.all(
    ['pm@demo.test', 'planner@demo.test', 'client@demo.test', 'crew@demo.test', 'P-1001'].map((login) => server.login(login)),
  ) as [string, string, string, string, string];
}, 60_000);
afterAll(async () => {
  await server.close();
  removeDataDir(server.dataDir);
});

const logoPng = (width: number, height: number) => ({ file: { name: 'logo.png', type: 'image/png', bytes: pngBytes(width, height) } });
const upload = (number: string, token: string, files = logoPng(16, 16)) => callMultipart(server, `/projects/${number}/logo`, token, {}, files);
const projectOf = async (number: string, token = pm) => (await server.call('GET', `/projects/${number}`, token)).json<Project>();
const errorOf = (response: { json<T>(): T }) => response.json<ApiError>().error;

describe("a project's logo", () => {
  it('is uploaded by a manager holding projects.EDIT_PROJECT_LOGO, at once, and read by whoever sees the project', async () => {
    expect((await projectOf('1001')).logo).toBeNull();
    const response = await upload('1001', pm, logoPng(40, 20));
    expect(response.statusCode, response.body).toBe(200);
    const { logo } = response.json<Project>();
    expect(logo).toEqual({ version: expect.any(Number) as number, path: `/projects/1001/logo?v=${logo!.version}` });
    expect((await projectOf('1001', client)).logo).toEqual(logo);
    const list = (await server.call('GET', '/projects?limit=100', client)).json<ListResponse<ProjectSummary>>();
    expect(list.items.find((project) => project.number === '1001')?.logo).toEqual(logo);
    for (const token of [pm, client, projectLogin]) {
      const file = await server.call('GET', logo!.path, token);
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-type']).toContain('image/png');
      expect(file.rawPayload.equals(pngBytes(40, 20))).toBe(true);
    }
  });

  it('refuses the logins without the right (403) and a project the caller does not see (404)', async () => {
    for (const token of [planner, client, crew, projectLogin]) {
      expect((await upload('1002', token)).statusCode).toBe(403);
      expect((await server.call('DELETE', '/projects/1002/logo', token)).statusCode).toBe(403);
    }
    expect((await projectOf('1002')).logo).toBeNull();
    expect((await server.call('GET', '/projects/1003/logo', projectLogin)).statusCode).toBe(404);
    expect((await upload('9999', pm)).statusCode).toBe(404);
  });

  it('refuses a file that is no PNG, JPEG or WebP, or too large, saying what is wrong with `file`', async () => {
    const exe = await upload('1002', pm, { file: { name: 'logo.png', type: 'image/png', bytes: exeBytes() } });
    expect(exe.statusCode).toBe(400);
    expect(errorOf(exe)).toMatchObject({ message: expect.stringMatching(/^file must be a png, jpeg, webp file/) as string });
    expect(errorOf(exe).details?.[0]?.path).toBe('file');
    const heavy = await upload('1002', pm,
      { file: { name: 'logo.png', type: 'image/png', bytes: Buffer.concat([pngBytes(), Buffer.alloc(2 * 1024 * 1024)]) } });
    expect(heavy.statusCode, heavy.body).toBe(400);
    expect(errorOf(heavy).message).toBe('file must be at most 2048 kB');
    const json = await server.call('POST', '/projects/1002/logo', pm, { file: 'x' });
    expect(json.statusCode).toBe(400);
    expect((await projectOf('1002')).logo).toBeNull();
    expect((await server.call('GET', '/projects/1002/logo', pm)).statusCode).toBe(404);
  });

  it('is replaced by a new version, and removed', async () => {
    const first = (await upload('1004', pm, logoPng(8, 8))).json<Project>().logo!;
    const second = (await upload('1004', pm, logoPng(12, 10))).json<Project>().logo!;
    expect(second.version).not.toBe(first.version);
    const file = await server.call('GET', first.path, pm);
    expect(file.rawPayload.equals(pngBytes(12, 10))).toBe(true);
    const removed = await server.call('DELETE', '/projects/1004/logo', pm);
    expect(removed.statusCode, removed.body).toBe(204);
    expect((await projectOf('1004')).logo).toBeNull();
    expect((await server.call('GET', '/projects/1004/logo', pm)).statusCode).toBe(404);
    const again = await server.call('DELETE', '/projects/1004/logo', pm);
    expect(again.statusCode).toBe(404);
    expect(errorOf(again).message).toBe('This project has no logo');
    const uploads = await server.app.db.query<{ count: number }>(
      "SELECT count(*)::int AS count FROM uploads WHERE owner_type = 'projectLogo' AND owner_id = (SELECT id::text FROM projects WHERE number = '1004')");
    expect(uploads.rows[0]?.count).toBe(0);
  });
});

import { Project } from '../../../src/ground/contract/projects';
import { FileOf } from '../../../src/ground/contract/shapes';
import type { AccessRule } from '../../../src/ground/screenLanguage/types';
import { checkUpload, mediaTypeOf } from '../../files/checkUpload';
import { file } from '../../kernel/fileField';
import { object, optional, text, type Field } from '../../../src/ground/contract/fields/fields';
import { route, type ApiRoute } from '../../kernel/route';
import type { UploadedFile } from '../../kernel/uploadedFile';
import { projectLogo, removeProjectLogo, replaceProjectLogo } from '../../store/projectLogoStore';
import { readableProject } from '../../store/projectStore';
import { projectNumberParams as params, readProjects } from './projectFields';

/** What a logo may be, by its content. */
const logoKinds = ['png', 'jpeg', 'webp'] as const;
/** The heaviest logo taken: a logo is small, and every project card fetches it. */
const maxLogoBytes = 2 * 1024 * 1024;
const logoBody: Field<{ file: UploadedFile }> = object({ file: file() }, { unknownKeys: 'reject' });
/** `?v=`: the logo's version (`Project.logo.version`), read by no one: it makes a replaced logo a new address for caches. */
const logoQuery = object({ v: optional(text({ max: 20 }), '') }, { unknownKeys: 'ignore' });
/** Managers holding the right change a project's logo; unlike a crew member's photo, it waits for no approval. */
const editLogo: AccessRule = { rights: ['projects.READ', 'projects.EDIT_PROJECT_LOGO'] };

/** A project's logo (section 6: `projects.EDIT_PROJECT_LOGO`): read by whoever sees the project, changed with the right. */
export const projectLogoRoutes: readonly ApiRoute[] = [
  route({
    method: 'GET', path: '/projects/:number/logo', access: readProjects, params, query: logoQuery,
    answer: FileOf(...logoKinds.map(mediaTypeOf)),
    summary: "Get a project's logo",
    description: 'Whoever sees the project (as `GET /projects/{number}`); 404 when it has no logo. `v` is the logo\'s version '
      + '(`logo.version` of the project), so that a replaced logo has a new address and no cache shows the old one.',
    handle: (ctx, { params }) => projectLogo(ctx, params.number),
  }),
  route({
    method: 'POST', path: '/projects/:number/logo', access: editLogo, params, body: logoBody, answer: Project,
    summary: "Upload or replace a project's logo",
    description: `PNG, JPEG or WebP (by content) of at most ${maxLogoBytes / 1024 / 1024} MB; anything else is a 400 naming \`file\`. `
      + 'Needs projects.EDIT_PROJECT_LOGO; 404 for a project the caller does not see. The logo is the project\'s at once (no '
      + 'approval) and replaces any earlier one. Answers the project with its new `logo`.',
    handle: async (ctx, { params, body }) => {
      const { id } = await readableProject(ctx, params.number);
      const checked = await checkUpload(body.file, { kinds: logoKinds, maxBytes: maxLogoBytes }, 'file');
      return replaceProjectLogo(ctx, { id, number: params.number }, body.file, checked);
    },
  }),
  route({
    method: 'DELETE', path: '/projects/:number/logo', access: editLogo, params, status: 204,
    summary: "Remove a project's logo",
    description: 'Needs projects.EDIT_PROJECT_LOGO; 404 for a project the caller does not see, or one without a logo.',
    handle: async (ctx, { params }) => {
      await removeProjectLogo(ctx, params.number);
      return undefined;
    },
  }),
];
